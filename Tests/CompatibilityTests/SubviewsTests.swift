// Swift 5 language mode, `import SwiftUI`: iOS 18's containers of your own, which take
// the views their caller wrote as a collection (`Group(subviews:)`, `ForEach(subviews:)`).
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

/// A container that draws its first view large and the others faded, and counts them.
private struct Featured<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            VStack {
                if let first = subviews.first {
                    first.font(.largeTitle)
                }
                ForEach(subviews.dropFirst()) { subview in
                    subview.opacity(0.5)
                }
                Text("\(subviews.count) views")
            }
        }
    }
}

/// A list of cards: a row for each view, whatever made it.
private struct Cards<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                subview.padding(4).background(Color.yellow)
            }
        }
    }
}

private struct TapCounter: View {
    @State private var taps = 0
    var body: some View { Button("Counter \(taps)") { taps += 1 } }
}

private struct Screen: View {
    @State private var names = ["Bravo", "Charlie"]
    @State private var showsExtra = false

    var body: some View {
        VStack {
            Featured {
                Text("Alpha")
                ForEach(names, id: \.self) { Text($0) }
                TapCounter()
                if showsExtra { Text("Extra") }
            }
            Button("Add Delta") { names.append("Delta") }
            Button("Show extra") { showsExtra = true }
            Cards {
                Text("One")
                Text("Two")
            }
        }
    }
}

@MainActor @Suite struct SubviewsTests {
    @Test func aContainerGetsItsCallersViewsOneByOne() throws {
        let host = ViewHost(Screen())
        // Alpha, Bravo, Charlie (a ForEach's rows), the counter: four views.
        try host.find(text: "4 views")
        #expect(try host.find(text: "Alpha")[property: "font"] != nil)
        #expect(try host.find(text: "Bravo")[property: "opacity"] == .number(0.5))
        #expect(try host.find(text: "Charlie")[property: "opacity"] == .number(0.5))
        #expect(try host.find(text: "Alpha")[property: "opacity"] == nil)

        // A subview keeps its state while the views around it come and go.
        try host.find(button: "Counter 0").tap()
        try host.find(button: "Add Delta").tap()
        try host.find(text: "5 views")
        #expect(try host.find(text: "Delta")[property: "opacity"] == .number(0.5))
        try host.find(button: "Show extra").tap()
        try host.find(text: "6 views")
        try host.find(text: "Extra")
        try host.find(button: "Counter 1")
    }

    @Test func forEachOverSubviewsMakesARowOfEachView() throws {
        let host = ViewHost(Screen())
        for title in ["One", "Two"] {
            #expect(try host.find(text: title)[property: "padding"] != nil)
        }
        let one = try host.find(text: "One").frame, two = try host.find(text: "Two").frame
        #expect(one.maxY < two.minY)
    }

    @Test func theSubviewsOfRowsAreNamedByTheRowsIds() throws {
        final class Seen: @unchecked Sendable { var ids: [[Subview.ID]] = [] }
        struct Probe: View {
            let seen: Seen
            @State private var items = ["a", "b"]
            var body: some View {
                VStack {
                    Group(subviews: ForEach(items, id: \.self) { Text($0) }) { subviews in
                        let _ = seen.ids.append(subviews.map(\.id))
                        Text("\(subviews.count) rows")
                    }
                    Button("Insert") { items.insert("z", at: 0) }
                }
            }
        }
        let seen = Seen()
        let host = ViewHost(Probe(seen: seen))
        try host.find(button: "Insert").tap()
        try host.find(text: "3 rows")
        let before = try #require(seen.ids.first), after = try #require(seen.ids.last)
        #expect(Set(before).count == 2)
        // "a" and "b" keep their identities when a row is inserted before them.
        #expect(after.count == 3 && after[1] == before[0] && after[2] == before[1] && !before.contains(after[0]))
    }
}
