// Swift 5 language mode, `import SwiftUI`: behaviours real apps rely on that differed from
// iOS when their own specs were driven through the test host (issue 42): a `ForEach` over a
// binding that starts empty, and `@AppStorage` kept by an `ObservableObject`.
import Foundation
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

// MARK: ForEach over a binding, appended to from a sheet

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var done = false
}

/// The shape of many list apps: the screen's body reads only `$habits` (a binding, no
/// value), the rows are `ForEach($habits) { $habit in … }`, and a sheet appends.
struct HabitsScreen: View {
    @State private var habits: [Habit] = []
    @State private var adding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach($habits) { $habit in
                    Toggle("\(habit.name)\(habit.done ? " (done)" : "")", isOn: $habit.done)
                }
            }
            .toolbar { Button("Add") { adding = true } }
            .sheet(isPresented: $adding) { NewHabitSheet(habits: $habits) }
        }
    }
}

struct NewHabitSheet: View {
    @Binding var habits: [Habit]
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") {
                habits.append(Habit(name: name))
                dismiss()
            }
        }
    }
}

/// Every `ForEach` form, each over a collection that starts empty and that only the
/// `ForEach` reads: ids by key path, bindings by key path, index ranges, `@Observable`
/// bindings and an `ObservableObject`'s.
@Observable final class ShelfModel {
    var titles: [String] = []
}

final class BasketModel: ObservableObject {
    @Published var fruits: [String] = []
}

struct EveryForEachForm: View {
    @State private var names: [String] = []
    @State private var shelf = ShelfModel()
    @StateObject private var basket = BasketModel()

    var body: some View {
        VStack {
            ForEach($names, id: \.self) { $name in Text("bound \(name)") }
            ChildAppending(names: $names)
            ShelfRows(shelf: shelf)
            ForEach($basket.fruits, id: \.self) { $fruit in Text("fruit \(fruit)") }
            Button("Fruit") { basket.fruits.append("pear") }
        }
    }
}

struct ChildAppending: View {
    @Binding var names: [String]
    var body: some View {
        Button("Name") { names.append("n\(names.count)") }
        Button("Drop first") { if !names.isEmpty { names.removeFirst() } }
    }
}

struct ShelfRows: View {
    @Bindable var shelf: ShelfModel
    var body: some View {
        ForEach($shelf.titles, id: \.self) { $title in Text("title \(title)") }
        Button("Title") { shelf.titles.append("t\(shelf.titles.count)") }
    }
}

@MainActor @Suite struct ForEachOverBindingTests {
    @Test func rowAppendedThroughASheetBindingIsShown() async throws {
        let host = ViewHost(HabitsScreen())
        #expect(host.findAll(text: "Read").isEmpty)
        try host.find(button: "Add").tap()
        try host.find(textField: "Name").setText("Read")
        try host.find(button: "Save").tap()
        host.flush()
        try host.find(toggle: "Read")
        // The row's binding writes the element it was made for.
        try host.find(toggle: "Read").toggle()
        try host.find(toggle: "Read (done)")

        try host.find(button: "Add").tap()
        try host.find(textField: "Name").setText("Run")
        try host.find(button: "Save").tap()
        host.flush()
        try host.find(toggle: "Read (done)")
        try host.find(toggle: "Run")
    }

    @Test func everyFormFollowsItsCollectionFromEmpty() throws {
        let host = ViewHost(EveryForEachForm())
        try host.find(button: "Name").tap()
        try host.find(button: "Name").tap()
        try host.find(text: "bound n0")
        try host.find(text: "bound n1")
        try host.find(button: "Drop first").tap()
        #expect(host.findAll(text: "bound n0").isEmpty)
        try host.find(text: "bound n1")

        try host.find(button: "Title").tap()
        try host.find(text: "title t0")

        try host.find(button: "Fruit").tap()
        try host.find(text: "fruit pear")
    }
}

// MARK: @AppStorage in an ObservableObject

/// Settings kept by a view model, as many apps do: on iOS these read and write
/// `UserDefaults`, so a theme chosen survives a relaunch.
final class AppearanceSettings: ObservableObject {
    @AppStorage("appearance.theme") var theme = "system"
    @AppStorage("appearance.fontSize") var fontSize = 17.0

    func toggle() {
        objectWillChange.send()
        theme = theme == "dark" ? "light" : "dark"
    }
}

struct AppearanceScreen: View {
    @StateObject private var settings = AppearanceSettings()

    var body: some View {
        VStack {
            Text("Theme \(settings.theme), \(Int(settings.fontSize)) pt")
            Button("Toggle") { settings.toggle() }
            Button("Bigger") { settings.fontSize += 1 }
        }
    }
}

@MainActor @Suite struct AppStorageOutsideViewsTests {
    @Test func anObjectsAppStorageReadsAndWritesTheDevicesValues() throws {
        let device = AppStorageValues()
        let first = ViewHost(AppearanceScreen(), appStorage: device)
        try first.find(text: "Theme system, 17 pt")
        try first.find(button: "Toggle").tap()
        try first.find(text: "Theme dark, 17 pt")
        #expect(device["appearance.theme"] == .string("dark"))
        // A write through the object that sends no change of its own still updates the
        // views that read the key.
        try first.find(button: "Bigger").tap()
        try first.find(text: "Theme dark, 18 pt")

        // A relaunch on the same device: the object reads the kept values.
        let second = ViewHost(AppearanceScreen(), appStorage: device)
        try second.find(text: "Theme dark, 18 pt")
        // Another device starts from the defaults.
        let other = ViewHost(AppearanceScreen(), appStorage: AppStorageValues())
        try other.find(text: "Theme system, 17 pt")
    }

    @Test func anObjectMadeOutsideAnyViewUsesItsNamedStore() throws {
        let defaults = try #require(UserDefaults(suiteName: "trellis.tests.\(UUID().uuidString)"))
        final class Counter {
            @AppStorage("count", store: nil) var count = 0
        }
        final class NamedCounter {
            let defaults: UserDefaults
            @AppStorage var count: Int
            init(defaults: UserDefaults) {
                self.defaults = defaults
                _count = AppStorage(wrappedValue: 0, "count", store: defaults)
            }
        }
        let named = NamedCounter(defaults: defaults)
        named.count += 2
        #expect(defaults.integer(forKey: "count") == 2)
        #expect(NamedCounter(defaults: defaults).count == 2)
        _ = Counter()
    }
}

// A game board sized in `onAppear` from the reader around it (a snake game found in a fresh
// batch): on iOS the reader's content is made during layout, so `onAppear` reads the real
// size. Here it ran before the host had measured the reader and read zero: cells of
// negative size, and the game over at once.
private struct SizedBoard: View {
    @State private var cellSize: CGFloat = 20
    @State private var appearances = 0
    var body: some View {
        GeometryReader { geometry in
            VStack {
                Text("cell \(Int(cellSize))")
                Text("appeared \(appearances)")
            }
            .onAppear {
                cellSize = geometry.size.width / 3
                appearances += 1
            }
        }
    }
}

@MainActor @Suite struct GeometryAtAppearanceTests {
    @Test func onAppearInsideAReaderReadsItsMeasuredSizeOnce() throws {
        let host = ViewHost(SizedBoard(), size: CGSize(width: 390, height: 844))
        _ = try host.find(text: "cell 130")
        _ = try host.find(text: "appeared 1")
        // A new size re-lays the board out without appearing again, as on iOS.
        host.size = CGSize(width: 300, height: 600)
        _ = try host.find(text: "appeared 1")
    }

    @Test func onAppearOutsideAnyReaderStillRunsAtOnce() throws {
        struct Plain: View {
            @State private var shown = false
            var body: some View { Text(shown ? "shown" : "not yet").onAppear { shown = true } }
        }
        _ = try ViewHost(Plain()).find(text: "shown")
    }
}
