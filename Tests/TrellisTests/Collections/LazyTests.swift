import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Lazy containers: List, LazyVStack and LazyHStack mount rows as the user scrolls;
// rows once mounted stay (and keep their state).

private struct Row: View {
    let number: Int
    @State private var taps = 0
    var body: some View { Button("Row \(number) · \(taps)") { taps += 1 } }
}

private struct BigList: View {
    @State var count = 10_000
    var body: some View {
        VStack {
            Button("Shrink") { count = 120 }
            List {
                ForEach(0..<count, id: \.self) { Row(number: $0) }
            }
        }
    }
}

private struct Feed: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 4) {
                ForEach(0..<1_000, id: \.self) { number in
                    VStack { ForEach(0..<3, id: \.self) { Text("Item \(number).\($0)") } }
                }
            }
        }
    }
}

/// A list whose rows arrive after it appeared, as with data loaded from the network.
private struct LoadedList: View {
    @State var items: [Int] = []
    var body: some View {
        VStack {
            Button("Load") { items = Array(0..<500) }
            List(items, id: \.self) { Text("Item \($0)") }
        }
    }
}

/// A container with fixed rows and no ForEach, as a Form of sections is.
private struct FixedForm: View {
    var body: some View {
        Form {
            Section("Task") { Text("Title") }
            Section { Text("Notes") }
        }
    }
}

@MainActor
@Suite("Lazy containers")
struct LazyTests {
    @Test func aListOfTenThousandMountsItsFirstRowsAndMoreOnScroll() throws {
        let host = ViewHost(BigList())
        #expect(host.findAll(kind: .button).count == 1 + 50)
        #expect(host.bodyEvaluations(of: Row.self) == 50)
        try host.find(button: "Row 3 · 0").tap()
        let list = try #require(host.findAll(kind: .list).first)
        try list.showMore()
        #expect(host.findAll(kind: .button).count == 1 + 150)
        try host.find(button: "Row 149 · 0")
        try host.find(button: "Row 3 · 1")           // mounted rows keep their state
        // Growing stops at the end of the data.
        try host.find(button: "Shrink").tap()
        try host.findAll(kind: .list)[0].showMore(1_000)
        #expect(host.findAll(kind: .button).count == 1 + 120)
        // Every row is shown: the list no longer offers more, so a host stops asking.
        #expect(try host.findAll(kind: .list)[0][property: "lazy"] == nil)
    }

    @Test func rowsLoadedAfterTheListAppearedCanStillBeScrolledTo() throws {
        let host = ViewHost(LoadedList())
        #expect(try host.findAll(kind: .list)[0][property: "lazy"] == nil)
        try host.find(button: "Load").tap()
        #expect(host.findAll(kind: .text).count == 1 + 50)   // the button's title and 50 rows
        #expect(try host.findAll(kind: .list)[0][property: "lazy"] == .number(50))
        try host.findAll(kind: .list)[0].showMore()
        try host.find(text: "Item 149")
    }

    @Test func aContainerWithoutForEachHasNothingToGrow() throws {
        let host = ViewHost(FixedForm())
        let list = try #require(host.findAll(kind: .list).first)
        #expect(list[property: "lazy"] == nil)
        // A host that asks anyway (the web client did, in a loop) changes nothing.
        try list.setText("150")
        #expect(try host.findAll(kind: .list)[0][property: "lazy"] == nil)
        try host.find(text: "Notes")
    }

    @Test func aLazyStackLimitsOnlyItsOwnRowsNotTheRowsContent() throws {
        let host = ViewHost(Feed())
        #expect(host.findAll(kind: .text).count == 50 * 3)
        try host.find(text: "Item 49.2")
        #expect(!host.contains(text: "Item 50.0"))
        try host.findAll(kind: .lazyStack)[0].showMore(10)
        try host.find(text: "Item 59.2")
    }
}
