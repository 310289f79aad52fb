// The corpus (Examples/Corpus): apps written as public SwiftUI courses write them, built
// unmodified, each run here the way its user would use it.
@testable import CorpusAnimations
@testable import CorpusBetterRest
@testable import CorpusCupcakeCorner
@testable import CorpusDrawing
@testable import CorpusFlashzilla
@testable import CorpusGuessTheFlag
@testable import CorpusIExpense
@testable import CorpusMoonshot
@testable import CorpusNavigation
@testable import CorpusWeSplit
@testable import CorpusWordScramble
import SwiftUI
import Testing
import TrellisTesting

@MainActor @Suite struct CorpusTests {
    @Test func weSplitSplitsTheCheckWithTheTip() throws {
        let host = ViewHost(CorpusWeSplit.ContentView().environment(\.locale, Locale(identifier: "en_US")))
        try host.find(textField: "Amount").setText("100")
        // $100 + 20% over 4 people (the picker's first row is "2 people", index 0 + 2).
        try host.find(text: "$30.00")
        try host.find(picker: "Tip percentage").select("10%")
        try host.find(text: "$27.50")
    }

    @Test func guessTheFlagScoresATapAndAsksAgain() throws {
        let host = ViewHost(CorpusGuessTheFlag.ContentView())
        try host.find(text: "Score: 0")
        let flags = host.findAll(kind: .button).filter { $0.text.isEmpty || $0.element.properties["accessibilityLabel"] != nil }
        #expect(flags.count >= 3)
        try flags[0].tap()
        // Right or wrong, an alert reports the score; Continue asks another question.
        #expect(host.contains(text: "Your score is 0") || host.contains(text: "Your score is 1"))
        try host.find(button: "Continue").tap()
        #expect(!host.contains(text: "Continue"))
    }

    @Test func betterRestCalculatesABedtime() throws {
        let host = ViewHost(CorpusBetterRest.ContentView())
        try host.find(text: "8 hours")
        try host.find(stepper: "8 hours").increment()
        try host.find(text: "8.25 hours")
        try host.find(button: "Calculate").tap()
        try host.find(text: "Your ideal bedtime is…")
    }

    @Test func wordScrambleAcceptsAWordFromTheRootAndRefusesRepeats() throws {
        let host = ViewHost(CorpusWordScramble.ContentView())
        try host.find(text: "silkworm")
        let field = try host.find(textField: "Enter your word")
        try field.setText("silk")
        try field.submit()
        try host.find(text: "silk")
        try host.find(textField: "Enter your word").setText("silk")
        try host.find(textField: "Enter your word").submit()
        try host.find(text: "Word used already")
    }

    @Test func iExpenseAddsAnExpenseThroughItsSheet() throws {
        UserDefaults.standard.removeObject(forKey: "Items")
        let host = ViewHost(CorpusIExpense.ContentView())
        try host.find(button: "Add Expense").tap()
        try host.find(textField: "Name").setText("Lunch")
        try host.find(textField: "Amount").setText("12")
        try host.find(button: "Save").tap()
        try host.find(text: "Lunch")
        try host.find(text: "$12.00")
        UserDefaults.standard.removeObject(forKey: "Items")
    }

    @Test func theOtherAppsRenderTheirFirstScreen() throws {
        #expect(ViewHost(CorpusAnimations.ContentView()).findAll(kind: .shape).count >= 1)
        try ViewHost(CorpusMoonshot.ContentView()).find(text: "Moonshot")
        try ViewHost(CorpusCupcakeCorner.ContentView()).find(text: "Cupcake Corner")
        try ViewHost(CorpusFlashzilla.ContentView()).find(text: "Time: 100")
        #expect(ViewHost(CorpusDrawing.ContentView()).findAll(kind: .shape).count >= 5)
        try ViewHost(CorpusNavigation.ContentView()).find(text: "Go to Random Number")
    }

    @Test func aModifierTransitionCarriesTheActiveModifiersEffects() throws {
        let host = ViewHost(CorpusAnimations.ContentView())
        try host.findAll(kind: .gestureArea)[0].tap()
        let red = try #require(host.findAll(kind: .shape).first { $0[property: "transition"] != nil })
        #expect(red[property: "transition"] == .string("fx:rotationEffect=-90.0 0.0 0.0"))
    }

    @Test func anAsyncImageHandsItsAddressToTheHost() throws {
        let host = ViewHost(CorpusCupcakeCorner.ContentView())
        let image = try #require(host.findAll(kind: .image).first { $0[property: "url"] != nil })
        #expect(image[property: "url"] == .string("https://hws.dev/img/logo.png"))
        #expect(!host.contains(text: "There was an error loading the image."))
    }
}
