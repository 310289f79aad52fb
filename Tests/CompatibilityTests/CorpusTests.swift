// The corpus (Examples/Corpus): apps written as public SwiftUI courses write them, built
// unmodified, each run here the way its user would use it.
@testable import CorpusAnimations
@testable import CorpusBetterRest
@testable import CorpusCombineTodos
@testable import CorpusCupcakeCorner
@testable import CorpusDrawing
@testable import CorpusFlashzilla
@testable import CorpusGuessTheFlag
@testable import CorpusIExpense
@testable import CorpusMoonshot
@testable import CorpusNavigation
@testable import CorpusScrumdinger
@testable import CorpusSevenGUIs
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

    @Test func scrumdingerEditsAScrumAndStylesItsLabels() throws {
        let host = ViewHost(NavigationStack { CorpusScrumdinger.DetailView(scrum: .constant(DailyScrum.sampleData[0])) })
        try host.find(text: "10 minutes")
        try host.find(text: "Cathy")
        // The trailing-icon label style puts the title before the icon.
        let scrums = ViewHost(CorpusScrumdinger.ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {}))
        try scrums.find(text: "Design")
        let card = try #require(scrums.findAll(kind: .hStack).first { row in
            row.element.children.first?.kind == .text && row.element.children.first?.textContent == "10"
        })
        #expect(card.element.children.last?.kind == .image)
    }

    @Test func scrumdingerMeetingDrawsACustomProgressStyle() throws {
        let host = ViewHost(CorpusScrumdinger.MeetingView(scrum: .constant(DailyScrum.sampleData[1])))
        try host.find(text: "Speaker 1: Katie")
        // ScrumProgressViewStyle wraps the standard bar: a shape behind a progress view.
        let bars = host.findAll(kind: .progressView)
        #expect(bars.count == 1 && bars[0][property: "fraction"] == .number(0))
        try host.find(button: "Next speaker").tap()
        try host.find(text: "Speaker 2: Gray")
    }

    @Test func sevenGUIsCountConvertBookAndDraw() throws {
        let counter = ViewHost(CorpusSevenGUIs.CounterView())
        try counter.find(button: "Count").tap()
        try counter.find(button: "Count").tap()
        try counter.find(text: "2")

        let temperatures = ViewHost(CorpusSevenGUIs.TemperatureConverterView())
        try temperatures.find(textField: "Celsius").setText("100")
        #expect(try temperatures.find(textField: "Fahrenheit").value == "212")

        let flights = ViewHost(CorpusSevenGUIs.FlightBookerView())
        #expect(try flights.find(datePicker: "Return").isDisabled)
        try flights.find(picker: "Flight").select("return flight")
        #expect(try !flights.find(datePicker: "Return").isDisabled)

        // A tap on the canvas draws a circle where it landed.
        let drawer = ViewHost(CorpusSevenGUIs.CircleDrawerView())
        let canvas = try #require(drawer.findAll(kind: .gestureArea).first { $0[property: "spatialTap"] == .bool(true) })
        try canvas.tap(at: CGPoint(x: 40, y: 60))
        let circle = try #require(drawer.findAll(kind: .shape).first { $0[property: "position"] != nil })
        #expect(circle[property: "position"] == .string("40.0 60.0"))
        try drawer.find(button: "Undo").tap()
        #expect(drawer.findAll(kind: .shape).allSatisfy { $0[property: "position"] == nil })
    }

    @Test func sevenGUIsCRUDSelectsARowOfItsList() throws {
        let host = ViewHost(CorpusSevenGUIs.CRUDView())
        #expect(try host.find(button: "Delete").isDisabled)
        let row = try host.find(text: "Mustermann, Max")
        try row.tap()
        #expect(try host.find(textField: "Name").value == "Max")
        #expect(try !host.find(button: "Delete").isDisabled)
        let option = try #require(host.findAll(kind: .pickerOption).first { $0.text == "Mustermann, Max" })
        #expect(option.isSelected == true)
        try host.find(button: "Delete").tap()
        #expect(!host.contains(text: "Mustermann, Max"))
    }

    @Test func combineTodosFiltersThroughItsPublishers() async throws {
        let host = ViewHost(CorpusCombineTodos.TodoListView())
        // The view model's visible items come through CombineLatest3 on the main queue.
        #expect(await host.wait { host.contains(text: "Buy milk") })
        try host.find(text: "1 remaining")
        try host.find(textField: "New to-do").setText("Call mum")
        try host.find(textField: "New to-do").submit()
        #expect(await host.wait { host.contains(text: "Call mum") })
        try host.find(text: "2 remaining")
        try host.find(toggle: "Show completed").toggle()
        #expect(await host.wait { !host.contains(text: "Walk the dog") })
    }
}
