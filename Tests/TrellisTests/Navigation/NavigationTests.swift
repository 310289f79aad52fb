import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Navigation: seed 000's isVisible sample with NavigationView and NavigationLink, stacks
// with a path and navigationDestination, titles and bar items, lifecycle on push and pop,
// task(id:).

/// Seed 000's first sample, verbatim.
private struct ContentView: View {
    @State private var isVisible = false
    var body: some View {
        NavigationView {
            VStack(spacing: 15) {
                NavigationLink("Go to Detail", destination: ContentDetailView(isVisible: $isVisible))
                Divider()
                Button("Change isVisible") { isVisible.toggle() }
                if isVisible { Text("Hello, World!") }
            }
            .navigationBarTitle("Main", displayMode: .inline)
        }
    }
}

private struct ContentDetailView: View {
    @Binding var isVisible: Bool
    var body: some View {
        VStack(spacing: 15) {
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
        .navigationBarTitle("Detail", displayMode: .inline)
    }
}

@MainActor private var events: [String] = []

private struct Numbers: View {
    @Binding var path: [Int]
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Show 1", value: 1)
                Counter(name: "root")
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                NumberView(number: number)
            }
            .toolbar { ToolbarItem(placement: .navigationBarTrailing) { EditButton() } }
        }
    }
}

private struct NumberView: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Number \(number)")
            NavigationLink("Show \(number + 1)", value: number + 1)
            Counter(name: "n\(number)")
        }
        .navigationTitle("#\(number)")
        .onAppear { events.append("appear \(number)") }
        .onDisappear { events.append("disappear \(number)") }
        .task(id: number) {
            events.append("task \(number)")
            try? await Task.sleep(for: .seconds(60))
            events.append(Task.isCancelled ? "cancelled \(number)" : "finished \(number)")
        }
    }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View { Button("\(name) \(count)") { count += 1 } }
}

private struct PathOwner: View {
    @State var path: [Int] = []
    var body: some View {
        VStack {
            Text("Depth \(path.count)")
            Button("Jump to 3") { path = [1, 2, 3] }
            Numbers(path: $path)
        }
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    @Test func theSeedsNavigationLinkPushesTheDetailAndBackReturns() throws {
        let host = ViewHost(ContentView())
        try host.find(id: "navigation-title")
        #expect(try host.find(id: "navigation-title").text == "Main")
        try host.find(button: "Go to Detail").tap()
        #expect(try host.find(id: "navigation-title").text == "Detail")
        #expect((try? host.find(button: "Go to Detail")) == nil)   // the root is hidden
        try host.find(button: "Change isVisible").tap()
        try host.find(text: "Hello, World!")
        try host.find(button: "‹ Main").tap()
        // Back on the root: the shared state changed while it was hidden.
        try host.find(text: "Hello, World!")
        #expect(try host.find(id: "navigation-title").text == "Main")
    }

    @Test func valuesPushedThroughThePathShowTheirDestinationsAndKeepState() async throws {
        events = []
        let host = ViewHost(PathOwner())
        try host.find(text: "Depth 0")
        try host.find(button: "root 0").tap()
        try host.find(button: "Show 1").tap()
        try host.find(text: "Depth 1")            // the path binding follows the push
        try host.find(text: "Number 1")
        try host.find(button: "n1 0").tap()
        try host.find(button: "Show 2").tap()
        try host.find(text: "Number 2")
        #expect(try host.find(id: "navigation-title").text == "#2")
        try host.find(button: "‹ #1").tap()
        try host.find(button: "n1 1")              // state kept while it was underneath
        try host.find(button: "‹ Numbers").tap()
        try host.find(button: "root 1")
        try host.find(text: "Depth 0")
        #expect(events.filter { $0.hasPrefix("appear") || $0.hasPrefix("disappear") }
                == ["appear 1", "disappear 1", "appear 2", "disappear 2", "appear 1", "disappear 1"])
        #expect(await host.wait { events.contains("cancelled 1") && events.contains("cancelled 2") })

        // Setting the path pushes several screens at once: the covered ones appear and
        // are covered in the same round.
        events = []
        try host.find(button: "Jump to 3").tap()
        #expect(events.filter { $0.hasPrefix("appear") || $0.hasPrefix("disappear") }
                == ["appear 1", "disappear 1", "appear 2", "disappear 2", "appear 3"])
        try host.find(text: "Number 3")
        try host.find(text: "Depth 3")
        // Four screens are mounted; three are hidden under the top one.
        #expect(host.render().components(separatedBy: "NavigationScreen").count - 1 == 4)
        #expect(host.findAll(kind: .navigationScreen).count == 1)
    }

    @Test func theBrowsersBackIsASetTextOnTheStack() throws {
        let host = ViewHost(PathOwner())
        try host.find(button: "Jump to 3").tap()
        let stack = try #require(host.findAll(kind: .navigationStack).first)
        #expect(stack[property: "depth"] == .number(3))
        host.graph.send(HostEvent(element: stack.element.id, kind: .setText("1")))
        try host.find(text: "Number 1")
        try host.find(text: "Depth 1")
        #expect(!host.graph.accepts(HostEvent(element: stack.element.id, kind: .setText("5"))))
    }

    @Test func toolbarItemsShowInTheBar() throws {
        let host = ViewHost(PathOwner())
        try host.find(button: "Edit").tap()
        try host.find(button: "Done")
    }
}

// Every NavigationLink spelling real apps use, and dismiss from pushed screens.

private struct Detail: View {
    let name: String
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text("Detail \(name)")
            Button("Dismiss \(name)") { dismiss() }
            Button("Old dismiss \(name)") { presentationMode.wrappedValue.dismiss() }
        }
        .navigationTitle(name)
    }
}

private struct LinkForms: View {
    @State private var showsActive = false
    @State private var selection: String?
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: Detail(name: "a")) { Text("Label a") }
                NavigationLink("Title b", destination: Detail(name: "b"))
                NavigationLink { Detail(name: "c") } label: { Text("Builder c") }
                NavigationLink(destination: Detail(name: "d"), isActive: $showsActive) { Text("Active d") }
                NavigationLink(destination: Detail(name: "e"), tag: "e", selection: $selection) { Text("Tag e") }
                NavigationLink("Title f", value: "f")
                Text(showsActive ? "d is active" : "d is not active")
                Text("selection \(selection ?? "none")")
                Button("Activate d") { showsActive = true }
                Button("Select e") { selection = "e" }
            }
            .navigationDestination(for: String.self) { Detail(name: $0) }
            .navigationTitle("Forms")
        }
    }
}

@MainActor @Suite struct NavigationLinkFormTests {
    @Test func everyLinkSpellingPushesItsDestination() throws {
        let host = ViewHost(LinkForms())
        for (button, name) in [("Label a", "a"), ("Title b", "b"), ("Builder c", "c"), ("Title f", "f")] {
            try host.find(button: button).tap()
            try host.find(text: "Detail \(name)")
            try host.find(button: "Dismiss \(name)").tap()
            #expect(try host.find(id: "navigation-title").text == "Forms")
        }
        try host.find(button: "Title f").tap()
        try host.find(button: "Old dismiss f").tap()
        #expect(try host.find(id: "navigation-title").text == "Forms")
    }

    @Test func boundLinksFollowTheirBindingBothWays() throws {
        let host = ViewHost(LinkForms())
        // Tapping sets the binding and pushes; popping resets it.
        try host.find(button: "Active d").tap()
        try host.find(text: "Detail d")
        try host.find(button: "‹ Forms").tap()
        try host.find(text: "d is not active")
        // Setting the binding pushes; dismiss pops and resets it.
        try host.find(button: "Activate d").tap()
        try host.find(text: "Detail d")
        try host.find(button: "Dismiss d").tap()
        try host.find(text: "d is not active")
        #expect(try host.find(id: "navigation-title").text == "Forms")

        try host.find(button: "Select e").tap()
        try host.find(text: "Detail e")
        try host.find(button: "‹ Forms").tap()
        try host.find(text: "selection none")
        try host.find(button: "Tag e").tap()
        try host.find(text: "Detail e")
        try host.find(button: "Dismiss e").tap()
        try host.find(text: "selection none")
    }
}
