import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Lists and editing: seed 000's edit-mode film list (delete and move through
// `.environment(\.editMode, $isEditMode)`), seed 001's fruits moved past the end with
// `onMove`, sections, EditButton with the list's own edit mode.

/// Seed 000's ContentView, without the navigation bar modifiers (issue 5's navigation part).
private struct FilmList: View {
    @State var isEditMode: EditMode = .inactive
    @State private var items = Film.mockFilms

    var body: some View {
        VStack(spacing: 15) {
            List {
                ForEach(items) { Text($0.name) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            Group {
                if isEditMode == .inactive {
                    Button("Start Edit") { withAnimation { isEditMode = .active } }
                        .padding()
                        .background(Color.green.opacity(0.3))
                } else {
                    Button("End Edit") { withAnimation { isEditMode = .inactive } }
                        .padding()
                        .background(Color.red.opacity(0.3))
                }
            }
            .padding()
        }
        .environment(\.editMode, $isEditMode)
    }

    struct Film: Identifiable {
        let id = UUID()
        var name: String
        static let mockFilms = [Film(name: "Iron Man"), Film(name: "The Incredible Hulk"), Film(name: "Iron Man 2"), Film(name: "Thor"), Film(name: "Captain America"), Film(name: "Marvel's The Avengers")]
    }
}

private struct FruitRow: View {
    let name: String
    @State private var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

private struct FruitList: View {
    @State private var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(fruits, id: \.self) { FruitRow(name: $0) }
                    .onMove { (indices: IndexSet, newOffset: Int) in
                        fruits.move(fromOffsets: indices, toOffset: newOffset)
                    }
            }
            Text(fruits.joined(separator: ", "))
        }
    }
}

private struct SectionedList: View {
    var body: some View {
        List {
            Section("Fruit") { Text("Apple"); Text("Banana") }
            Section { Text("Plain") }
            Section(header: Text("Veg"), footer: Text("2 items")) { Text("Leek"); Text("Kale") }
        }
    }
}

@MainActor
private func names(_ host: ViewHost) -> [String] {
    host.findAll(kind: .text).map(\.text).filter { !["Delete", "▲", "▼", "Start Edit", "End Edit"].contains($0) }
}

@MainActor
@Suite("Lists and editing")
struct ListEditingTests {
    @Test func theFilmListDeletesAndMovesWhileEditing() throws {
        let host = ViewHost(FilmList())
        #expect(host.findAll(button: "Delete").isEmpty)
        try host.find(button: "Start Edit").tap()
        #expect(host.findAll(button: "Delete").count == 6)
        #expect(host.findAll(button: "▼").count == 6)
        try host.findAll(button: "Delete")[1].tap()   // The Incredible Hulk
        #expect(names(host) == ["Iron Man", "Iron Man 2", "Thor", "Captain America", "Marvel's The Avengers"])
        try host.findAll(button: "▼")[0].tap()        // Iron Man one down
        #expect(names(host) == ["Iron Man 2", "Iron Man", "Thor", "Captain America", "Marvel's The Avengers"])
        try host.findAll(button: "▲")[4].tap()        // The Avengers one up
        #expect(names(host) == ["Iron Man 2", "Iron Man", "Thor", "Marvel's The Avengers", "Captain America"])
        #expect(try host.findAll(button: "▲")[0].isDisabled)
        try host.find(button: "End Edit").tap()
        #expect(host.findAll(button: "Delete").isEmpty)
        #expect(host.findAll(button: "▲").isEmpty)
    }

    @Test func aFruitMovedPastTheEndKeepsItsState() throws {
        let host = ViewHost(FruitList())
        try host.find(button: "Apple 0").tap()
        try host.find(button: "Edit").tap()
        try host.find(button: "Done")
        // ▼ on the middle row hands onMove (IndexSet([1]), 3): past the end.
        try host.findAll(button: "▼")[1].tap()
        try host.find(text: "Apple, Cherry, Banana")
        try host.findAll(button: "▲")[1].tap()
        try host.find(text: "Cherry, Apple, Banana")
        try host.find(button: "Apple 1")   // the row kept its state through the moves
        try host.find(button: "Done").tap()
        try host.find(button: "Edit")
    }

    @Test func sectionsGroupRowsUnderHeaders() throws {
        let host = ViewHost(SectionedList())
        let sections = host.findAll(kind: .section)
        #expect(sections.count == 3)
        #expect(sections[0].element.children.map(\.textContent) == ["Fruit", "Apple", "Banana"])
        #expect(sections[1].element.children.map(\.textContent) == ["Plain"])
        #expect(sections[2].element.children.map(\.textContent) == ["Veg", "Leek", "Kale", "2 items"])
        #expect(try host.find(id: "section-header").text == "Fruit")
    }

    @Test func onlyTheMovedRowsChangeAndRowsAreNotReEvaluatedNeedlessly() throws {
        let host = ViewHost(FruitList())
        try host.find(button: "Edit").tap()
        host.resetCounters()
        try host.findAll(button: "▼")[0].tap()
        try host.find(text: "Banana, Apple, Cherry")
        // The rows moved; none of them changed its content, so none re-ran its body.
        #expect(host.bodyEvaluations(of: FruitRow.self) == 0)
    }
}
