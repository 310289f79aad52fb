import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting
import TrellisGalleryApps

// Seed 004 (数据状态和绑定), second half: the calculator's state in an ObservableObject,
// in the article's three forms: a hand-written `objectWillChange` sent from `willSet`,
// `@Published`, and `@EnvironmentObject` reaching the rows past the pad.

private class ManualCalculatorModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var brain: CalculatorBrain = .left("0") {
        willSet { objectWillChange.send() }
    }
}

private struct ManualContentView: View {
    @ObservedObject var model = ManualCalculatorModel()
    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(model.brain.output)
            CalculatorButtonPad(brain: $model.brain)
        }
    }
}

private class PublishedCalculatorModel: ObservableObject {
    @Published var brain: CalculatorBrain = .left("0")
}

private struct PublishedContentView: View {
    @ObservedObject var model = PublishedCalculatorModel()
    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(model.brain.output)
            CalculatorButtonPad(brain: $model.brain)
        }
    }
}

@MainActor
private func press(_ keys: [String], on host: ViewHost) throws {
    for key in keys { try host.find(button: key).tap() }
}

@MainActor
@Suite("Calculator: its model as an ObservableObject")
struct CalculatorModelTests {
    @Test func aHandWrittenObjectWillChangeDrivesTheView() throws {
        let host = ViewHost(ManualContentView())
        try press(["1", "2", "+", "3", "0", "="], on: host)
        try host.find(text: "42")
        host.resetCounters()
        try press(["7"], on: host)
        #expect(host.bodyEvaluations(of: ManualContentView.self) == 1)
        try host.find(text: "427")
    }

    @Test func publishedSynthesisesObjectWillChange() throws {
        let host = ViewHost(PublishedContentView())
        try press(["9", "÷", "3", "="], on: host)
        try host.find(text: "3")
        host.resetCounters()
        try press(["AC"], on: host)
        try host.find(text: "0")
        #expect(host.bodyEvaluations(of: PublishedContentView.self) == 1)
    }

    @Test func environmentObjectReachesTheRowsPastThePad() throws {
        let model = CalculatorModel()
        let host = ViewHost(CalculatorModelView().environmentObject(model))
        try press(["1", "2", "×", "3", "="], on: host)
        #expect(try host.find(id: "calculator-output").text == "36")
        host.resetCounters()
        try press(["5"], on: host)
        // apply() publishes twice (brain, history); each observer still re-runs once.
        #expect(host.bodyEvaluations(of: CalculatorModelView.self) == 1)
        #expect(host.bodyEvaluations(of: CalculatorModelRow.self) == 5)
        #expect(host.bodyEvaluations(of: CalculatorModelPad.self) == 0)
        #expect(model.historyDetail == "1 2 × 3 = 5")
    }

    @Test func theHistoryStepsBackAndForth() throws {
        let model = CalculatorModel()
        let host = ViewHost(HStack {
            CalculatorModelView()
            CalculatorHistoryView(model: model)
        }.environmentObject(model))
        try host.find(text: "No keys pressed yet")
        try press(["8", "+", "2", "="], on: host)
        #expect(try host.find(id: "calculator-output").text == "10")
        try host.find(text: "Showing 4 of 4 steps")
        #expect(try host.find(button: "Redo").isDisabled)
        try host.find(button: "Undo").tap()
        try host.find(button: "Undo").tap()
        #expect(try host.find(id: "calculator-output").text == "8")
        try host.find(text: "Showing 2 of 4 steps")
        try host.find(button: "Redo").tap()
        #expect(try host.find(id: "calculator-output").text == "2")
        try press(["5"], on: host)
        // A new key drops the undone steps.
        try host.find(text: "Showing 4 of 4 steps")
        #expect(model.historyDetail == "8 + 2 5")
    }
}
