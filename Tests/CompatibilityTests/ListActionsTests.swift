// Swift 5 language mode, `import SwiftUI`: a searchable, refreshable list with swipe
// actions and context menus, as apps write it.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct ContactsList: View {
    @State private var query = ""
    @State private var names = ["Ana", "Bo", "Cy"]
    @State private var favourites: [String] = []
    @State private var refreshes = 0

    var shown: [String] { query.isEmpty ? names : names.filter { $0.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        List {
            ForEach(shown, id: \.self) { name in
                Text(name)
                    .swipeActions {
                        Button("Delete", role: .destructive) { names.removeAll { $0 == name } }
                    }
                    .swipeActions(edge: .leading) {
                        Button("Pin \(name)") { favourites.append(name) }
                    }
                    .contextMenu {
                        Button("Favourite \(name)") { favourites.append(name) }
                    }
            }
            Text("Refreshed \(refreshes), favourites \(favourites.joined(separator: ","))")
        }
        .searchable(text: $query, prompt: "Find a contact")
        .refreshable { await MainActor.run { refreshes += 1 } }
    }
}

@MainActor @Suite struct ListActionsTests {
    @Test func searchSwipeContextMenuAndRefresh() async throws {
        let host = ViewHost(ContactsList())
        try host.find(textField: "Find a contact").setText("b")
        #expect(host.contains(text: "Bo") && !host.contains(text: "Ana"))
        try host.find(textField: "Find a contact").setText("")
        try host.find(button: "Pin Cy").tap()
        try host.find(button: "Favourite Ana").tap()
        try host.findAll(button: "Delete")[1].tap()            // Bo's row
        #expect(!host.contains(text: "Bo"))
        try host.find(text: "Refreshed 0, favourites Cy,Ana")
        try host.find(button: "Refresh").tap()
        // The count changes inside the refresh; the button comes back once the refresh
        // has returned, a main-queue turn later (on a loaded machine, after the first look).
        #expect(await host.wait { host.contains(text: "Refreshed 1, favourites Cy,Ana") && !host.findAll(button: "Refresh").isEmpty })
        #expect(try host.find(button: "Refresh").isDisabled == false)
        #expect(host.findAll(kind: .menu).count == 2)
    }
}

struct InsetScreen: View {
    var body: some View {
        List { Text("Row") }
            .safeAreaInset(edge: .bottom) { Text("Bottom bar") }
            .safeAreaInset(edge: .top, spacing: 4) { Text("Top bar") }
    }
}

@MainActor @Suite struct SafeAreaInsetTests {
    @Test func insetContentSitsAtItsEdge() throws {
        let host = ViewHost(InsetScreen())
        let stack = try #require(host.findAll(kind: .vStack).first)
        #expect(stack.element.children.first?.textContent == "Top bar")
        let inner = try #require(stack.element.children.last)
        #expect(inner.children.map(\.kind) == [.list, .text])
        #expect(inner.children.last?.textContent == "Bottom bar")
    }
}

/// iOS 13's `ContextMenu` value: built once, given to `contextMenu(_:)`, and switched off
/// with `nil` without the view losing its state.
struct PrebuiltContextMenuScreen: View {
    @State private var menuShown = true
    @State private var copies = 0

    private var menu: ContextMenu<Button<Text>> {
        ContextMenu { Button("Copy") { copies += 1 } }
    }

    var body: some View {
        VStack {
            PrebuiltMenuTally()
                .contextMenu(menuShown ? menu : nil)
            Toggle("Menu", isOn: $menuShown)
            Text("Copies \(copies)")
        }
    }
}

/// State of its own, to show the view under the menu is the same view with or without it.
struct PrebuiltMenuTally: View {
    @State private var taps = 0
    var body: some View { Button("Taps \(taps)") { taps += 1 } }
}

extension ListActionsTests {
    @Test func aContextMenuValueIsShownAndTurnedOffByNilKeepingTheViewsState() throws {
        let host = ViewHost(PrebuiltContextMenuScreen())
        try host.find(button: "Taps 0").tap()
        try host.find(button: "Copy").tap()
        try host.find(text: "Copies 1")
        try host.find(toggle: "Menu").tap()
        #expect(host.findAll(button: "Copy").isEmpty)
        #expect(host.findAll(kind: .menu).count == 1)        // still the one view, now without items
        try host.find(button: "Taps 1").tap()               // the tally kept its count
        try host.find(button: "Taps 2")
        try host.find(toggle: "Menu").tap()
        try host.find(button: "Copy").tap()
        try host.find(text: "Copies 2")
    }
}
