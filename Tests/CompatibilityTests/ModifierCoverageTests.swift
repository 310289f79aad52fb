// Modifiers the API status table listed as built but called by no test: each called as an
// app calls it, with what the test host then shows.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private final class Document: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

private struct Flag: Identifiable { let id: String }

private struct FlagPicker: View {
    @State private var shown: Flag?
    var body: some View {
        VStack {
            Button("Japan") { shown = Flag(id: "Japan") }
            Text(shown.map { "showing \($0.id)" } ?? "nothing shown")
        }
        .popover(item: $shown, arrowEdge: .bottom) { flag in
            VStack {
                Text("About \(flag.id)")
                Button("Done") { shown = nil }
            }
        }
    }
}

/// Every tab's bounds, gathered by transforming one preference value.
private struct AllBoundsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

private struct OutlinedTabs: View {
    var body: some View {
        HStack(spacing: 0) {
            ForEach(["A", "B", "C"], id: \.self) { title in
                Text(title)
                    .frame(width: 60, height: 30)
                    .transformAnchorPreference(key: AllBoundsKey.self, value: .bounds) { value, anchor in
                        value.append(anchor)
                    }
            }
        }
        .overlayPreferenceValue(AllBoundsKey.self) { anchors in
            GeometryReader { proxy in
                let frames = anchors.map { proxy[$0] }
                let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
                Text("\(frames.count) tabs, \(Int(union.width)) wide").id("outline")
            }
        }
    }
}

/// `transaction(value:)`: the change of `big` animates; another change does not.
private struct Breathing: View {
    @State private var big = false
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Breathe") { big.toggle() }
            Button("Count") { count += 1 }
            Text("Lung \(count)")
                .padding(big ? 24 : 8)
                .transaction(value: big) { $0.animation = .easeOut(duration: 0.4) }
        }
    }
}

/// A style of the app's own, for every progress view below.
private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
    }
}

@MainActor @Suite struct ModifierCoverageTests {
    @Test func aFocusedObjectReachesItsReadersAndFollowsItsChanges() async throws {
        /// The editor publishes its document for the scene; the inspector reads whichever is shown.
        struct DocumentScene: View {
            @StateObject private var letter = Document(title: "Letter")
            @State private var editing = true
            var body: some View {
                VStack {
                    if editing {
                        Text("editing \(letter.title)").focusedObject(letter)
                    } else {
                        Text("overview").focusedSceneObject(Document(title: "Scene"))
                    }
                    DocumentInspector()
                    TitleField(document: letter)
                    Button("Rename") { letter.title = "Memo" }
                    Button("Overview") { editing = false }
                }
            }
        }

        struct DocumentInspector: View {
            @FocusedObject private var document: Document?
            var body: some View {
                Text("inspecting \(document?.title ?? "none")")
                if let focused = $document {
                    TextField("Focused title", text: focused.title)
                }
            }
        }

        struct TitleField: View {
            @ObservedObject var document: Document
            var body: some View { TextField("Title", text: $document.title) }
        }

        let host = ViewHost(DocumentScene())
        #expect(await host.wait { host.contains(text: "inspecting Letter") })
        try host.find(button: "Rename").tap()
        #expect(await host.wait { host.contains(text: "editing Memo") && host.contains(text: "inspecting Memo") })
        // Bindings into the object, through the focused object's and an observed object's `$`.
        try host.find(textField: "Focused title").setText("Note")
        #expect(await host.wait { host.contains(text: "editing Note") && host.contains(text: "inspecting Note") })
        try host.find(textField: "Title").setText("Card")
        #expect(await host.wait { host.contains(text: "editing Card") })
        try host.find(button: "Overview").tap()
        #expect(await host.wait { host.contains(text: "inspecting Scene") })
    }

    @Test func aPopoverForAnItemShowsThatItemAndClosesToNil() throws {
        let host = ViewHost(FlagPicker())
        #expect(host.findAll(kind: .sheet).isEmpty)
        try host.find(button: "Japan").tap()
        #expect(host.findAll(kind: .sheet).count == 1)
        _ = try host.find(text: "About Japan")
        try host.find(button: "Done").tap()
        #expect(host.findAll(kind: .sheet).isEmpty)
        _ = try host.find(text: "nothing shown")
    }

    @Test func aTransformedAnchorPreferenceGathersEveryTab() throws {
        let host = ViewHost(OutlinedTabs())
        _ = try host.find(text: "3 tabs, 180 wide")
    }

    @Test func aTransactionForAValueAnimatesOnlyThatValuesChanges() throws {
        let host = ViewHost(Breathing())
        host.tree.clearAnimatedMutations()
        try host.find(button: "Breathe").tap()
        #expect(host.tree.animatedMutations.count == 1)
        #expect(host.tree.animatedMutations.first?.animation == .easeOut(duration: 0.4))
        host.tree.clearAnimatedMutations()
        try host.find(button: "Count").tap()
        _ = try host.find(text: "Lung 1")
        #expect(host.tree.animatedMutations.isEmpty)
    }

    @Test func aContainerBackgroundViewIsDrawnBehindItsContent() throws {
        let host = ViewHost(Text("Widget").containerBackground(for: .widget, alignment: .bottom) {
            Text("Backdrop")
        })
        let layered = try #require(host.findAll(kind: .layered).first)
        #expect(layered.element.children.count == 2)
        _ = try host.find(text: "Backdrop")
        #expect(try host.find(text: "Backdrop").frame.maxY == host.find(text: "Widget").frame.maxY)
    }

    @Test func anAppsOwnProgressStyleDrawsEveryProgressViewBelow() throws {
        let host = ViewHost(VStack {
            ProgressView(value: 0.25)
            ProgressView(value: 3, total: 4)
        }.progressViewStyle(PercentProgressStyle()))
        _ = try host.find(text: "25 percent")
        _ = try host.find(text: "75 percent")
    }
}
