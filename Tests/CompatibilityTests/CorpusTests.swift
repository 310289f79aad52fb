// Examples/Corpus: apps of our own written the way iOS code is (Swift 5 mode, `import
// SwiftUI` alone, models in Foundation-only files), built unmodified, each run here the way
// its user would use it. Real public code is measured without committing it: see
// docs/Compatibility.md.
@testable import TrellisCorpusCombineTodos
@testable import TrellisCorpusSevenGUIs
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct CorpusTests {
    @Test func sevenGUIsCountConvertBookAndDraw() throws {
        let counter = ViewHost(TrellisCorpusSevenGUIs.CounterView())
        try counter.find(button: "Count").tap()
        try counter.find(button: "Count").tap()
        try counter.find(text: "2")

        let temperatures = ViewHost(TrellisCorpusSevenGUIs.TemperatureConverterView())
        try temperatures.find(textField: "Celsius").setText("100")
        #expect(try temperatures.find(textField: "Fahrenheit").value == "212")

        let flights = ViewHost(TrellisCorpusSevenGUIs.FlightBookerView())
        #expect(try flights.find(datePicker: "Return").isDisabled)
        try flights.find(picker: "Flight").select("return flight")
        #expect(try !flights.find(datePicker: "Return").isDisabled)

        // A tap on the canvas draws a circle where it landed.
        let drawer = ViewHost(TrellisCorpusSevenGUIs.CircleDrawerView())
        let canvas = try #require(drawer.findAll(kind: .gestureArea).first { $0[property: "spatialTap"] == .bool(true) })
        try canvas.tap(at: CGPoint(x: 40, y: 60))
        let circle = try #require(drawer.findAll(kind: .shape).first { $0[property: "position"] != nil })
        #expect(circle[property: "position"] == .point(x: 40, y: 60))
        try drawer.find(button: "Undo").tap()
        #expect(drawer.findAll(kind: .shape).allSatisfy { $0[property: "position"] == nil })
    }

    @Test func sevenGUIsCRUDSelectsARowOfItsList() throws {
        let host = ViewHost(TrellisCorpusSevenGUIs.CRUDView())
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
        let host = ViewHost(TrellisCorpusCombineTodos.TodoListView())
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
