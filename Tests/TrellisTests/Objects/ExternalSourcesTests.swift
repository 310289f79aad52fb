import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// DESIGN "Core semantics" 1, 7, 8, 9 for sources of truth outside the view:
// ObservableObject (per object), @Observable (per property), the environment (per key),
// @StateObject lifetime, onReceive, writes from other threads.

private final class Counter: ObservableObject {
    @Published var value = 0
    @Published var other = 0
}

private struct CounterParent: View {
    @ObservedObject var counter: Counter
    var body: some View {
        VStack {
            Text("Parent \(counter.value)")
            CounterChild(counter: counter)
            CounterChild(counter: counter)
            Button("Three changes") {
                counter.value += 1
                counter.value += 1
                counter.other += 1
            }
        }
    }
}

private struct CounterChild: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("Child \(counter.value)") }
}

@Observable private final class Profile {
    var name = "ana"
    var age = 30
}

private struct NameReader: View {
    let profile: Profile
    var body: some View { Text("Name \(profile.name)") }
}

private struct AgeReader: View {
    let profile: Profile
    var body: some View { Text("Age \(profile.age)") }
}

private struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack {
            NameReader(profile: profile)
            AgeReader(profile: profile)
            Button("Birthday") { profile.age += 1 }
            ProfileEditor(profile: profile)
        }
    }
}

private struct ProfileEditor: View {
    @Bindable var profile: Profile
    var body: some View { TextField("Name", text: $profile.name) }
}

private struct EnvironmentProfileReader: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("From environment \(profile.name)") }
}

private struct OptionalProfileReader: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View { Text(profile.map { "Has \($0.name)" } ?? "No profile") }
}

@Observable private final class RowModel: Identifiable {
    let id: Int
    var label: String
    init(id: Int, label: String) { self.id = id; self.label = label }
}

private struct RowsView: View {
    let rows: [RowModel]
    var body: some View {
        VStack { ForEach(rows) { RowLabel(row: $0) } }
    }
}

private struct RowLabel: View {
    let row: RowModel
    var body: some View { Text(row.label) }
}

/// Which row is highlighted is read in the `ForEach`'s content closure; each row's label
/// in the row's own body.
@Observable private final class Highlighter {
    var highlighted = 0
    var marks = ["a", "b", "c"]
}

@MainActor private enum ContentClosureLog {
    static var calls = 0
}

private struct HighlightedRows: View {
    let model: Highlighter
    var body: some View {
        VStack {
            ForEach(0..<3, id: \.self) { index in
                let _ = ContentClosureLog.calls += 1
                HighlightedRow(model: model, index: index, isHighlighted: model.highlighted == index)
            }
        }
    }
}

private struct HighlightedRow: View {
    let model: Highlighter
    let index: Int
    let isHighlighted: Bool
    var body: some View { Text("\(model.marks[index])\(isHighlighted ? " *" : "")") }
}

@Observable private final class Appearance {
    var accent = "blue"
    var isDark = false
}

/// A style of the app's own that reads an `@Observable` object nobody else reads.
private struct AccentStyle: ButtonStyle {
    let appearance: Appearance
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("accent \(appearance.accent)")
        }
    }
}

/// Passes the object on without reading it: only the style and the toggle read it.
private struct AppearanceScreen: View {
    @Bindable var appearance: Appearance
    var body: some View {
        VStack {
            Button("Go") {}.buttonStyle(AccentStyle(appearance: appearance))
            Toggle("Dark", isOn: $appearance.isDark)
        }
    }
}

private struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text("Scheme \(colorScheme == .dark ? "dark" : "light")") }
}

private struct LocaleReader: View {
    @Environment(\.locale) var locale
    var body: some View { Text("Locale \(locale.identifier)") }
}

private struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.editMode) var editMode
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.dismiss) var dismiss
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    @Environment(\.font) var font
    var body: some View {
        VStack {
            Text("Horizontal \(horizontal == .compact ? "compact" : "regular")")
            Text("Editing \(editMode?.wrappedValue.isEditing == true)")
            Text("Presented \(presentationMode.wrappedValue.isPresented)")
            Text("Enabled \(isEnabled)")
            Text("Font \(font.map { "\($0)" } ?? "none")")
            Button("Dismiss") { dismiss() }
        }
    }
}

private struct SchemeRoot: View {
    @State private var dark = false
    @State private var editMode = EditMode.inactive
    var body: some View {
        VStack {
            Button("Toggle scheme") { dark.toggle() }
            Button("Edit") { editMode = .active }
            SchemeReader()
            LocaleReader()
            SizeClassReader()
                .environment(\.horizontalSizeClass, .compact)
                .environment(\.editMode, $editMode)
                .font(.title)
        }
        .environment(\.colorScheme, dark ? .dark : .light)
        .environment(\.locale, Locale(identifier: "es_ES"))
    }
}

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeReader: View {
    @Environment(\.theme) var theme
    var body: some View { Text("Theme \(theme)") }
}

@MainActor private var madeModels = 0

private final class OwnedModel: ObservableObject {
    @Published var taps = 0
    init() { MainActor.assumeIsolated { madeModels += 1 } }
}

private struct Owner: View {
    @StateObject private var model = OwnedModel()
    let round: Int
    var body: some View {
        VStack {
            Text("Round \(round), taps \(model.taps)")
            Button("Tap") { model.taps += 1 }
        }
        .onAppear { WeakModels.owned = model }
    }
}

private struct OwnerParent: View {
    @State private var round = 0
    @State private var showOwner = true
    var body: some View {
        VStack {
            Button("Next round") { round += 1 }
            Button("Hide") { showOwner = false }
            if showOwner { Owner(round: round) }
            Observer(model: OwnedModel(), round: round)
        }
    }
}

private struct Observer: View {
    @ObservedObject var model: OwnedModel
    let round: Int
    var body: some View { Text("Observer \(round)").onAppear { WeakModels.observed = model } }
}

@MainActor
private enum WeakModels {
    static weak var owned: OwnedModel?
    static weak var observed: OwnedModel?
}

private struct Receiver: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var received: [Int] = []
    var body: some View {
        Text("Received \(received.map(String.init).joined(separator: ","))")
            .onReceive(subject) { received.append($0) }
            .onReceive(Just(0)) { received.append($0) }
    }
}

@MainActor
@Suite("External sources of truth")
struct ExternalSourcesTests {
    @Test func everyObserverOfAnObservableObjectReRunsOncePerChange() throws {
        let counter = Counter()
        let host = ViewHost(CounterParent(counter: counter))
        host.resetCounters()
        try host.find(button: "Three changes").tap()
        try host.find(text: "Parent 2")
        #expect(host.findAll(text: "Child 2").count == 2)
        #expect(host.bodyEvaluations(of: CounterParent.self) == 1)
        #expect(host.bodyEvaluations(of: CounterChild.self) == 2)

        host.resetCounters()
        counter.other = 10  // read by nobody, but an ObservableObject change is per object
        host.flush()
        #expect(host.bodyEvaluations(of: CounterParent.self) == 1)
        #expect(host.bodyEvaluations(of: CounterChild.self) == 2)
    }

    @Test func observableTracksEachPropertySeparately() throws {
        let host = ViewHost(ProfileScreen())
        host.resetCounters()
        try host.find(button: "Birthday").tap()
        try host.find(text: "Age 31")
        #expect(host.bodyEvaluations(of: AgeReader.self) == 1)
        #expect(host.bodyEvaluations(of: NameReader.self) == 0)
        #expect(host.bodyEvaluations(of: ProfileScreen.self) == 0)

        host.resetCounters()
        try host.find(textField: "Name").setText("eva")
        try host.find(text: "Name eva")
        #expect(host.bodyEvaluations(of: NameReader.self) == 1)
        #expect(host.bodyEvaluations(of: AgeReader.self) == 0)
        #expect(try host.find(textField: "Name").value == "eva")
    }

    @Test func observableObjectsComeFromTheEnvironmentByType() throws {
        let profile = Profile()
        let host = ViewHost(VStack {
            EnvironmentProfileReader()
            OptionalProfileReader()
        }.environment(profile))
        try host.find(text: "From environment ana")
        try host.find(text: "Has ana")
        host.resetCounters()
        profile.age = 50
        host.flush()
        #expect(host.bodyEvaluations(of: EnvironmentProfileReader.self) == 0)
        profile.name = "eva"
        host.flush()
        try host.find(text: "From environment eva")
        #expect(host.bodyEvaluations(of: EnvironmentProfileReader.self) == 1)

        let missing = ViewHost(VStack { EnvironmentProfileReader(); OptionalProfileReader() })
        try missing.find(text: "No profile")
        #expect(missing.contains(text: "⚠︎ Missing @EnvironmentObject of type Profile for EnvironmentProfileReader"))
        #expect(missing.warnings.contains { $0.contains("Profile") && $0.contains("EnvironmentProfileReader") })
    }

    @Test func onlyTheRowsWhoseObservablePropertyChangedReRun() throws {
        let rows = (0..<100).map { RowModel(id: $0, label: "row \($0)") }
        let host = ViewHost(RowsView(rows: rows))
        host.resetCounters()
        for index in stride(from: 0, to: 100, by: 10) { rows[index].label += " !!!" }
        host.flush()
        try host.find(text: "row 10 !!!")
        #expect(host.bodyEvaluations(of: RowLabel.self) == 10)
        #expect(host.bodyEvaluations(of: RowsView.self) == 0)
    }

    @Test func readsInAForEachsContentClosuresAreTheForEachsAndARowsReadsItsOwn() throws {
        // The content closures of a pass run in one observation scope, before any row is
        // reconciled: a property read there re-runs the ForEach (not its parent), and a
        // property only the rows' bodies read re-runs the rows without the closures.
        let model = Highlighter()
        let host = ViewHost(HighlightedRows(model: model))
        try host.find(text: "a *")
        /// The texts on screen after `change`, counting bodies and closures from before it.
        func texts(after change: () -> Void) -> [String] {
            host.resetCounters()
            ContentClosureLog.calls = 0
            change()
            host.flush()
            return host.findAll(kind: .text).map(\.text)
        }

        #expect(texts { model.highlighted = 2 } == ["a", "b", "c *"])
        #expect(ContentClosureLog.calls == 3)
        #expect(host.bodyEvaluations(of: HighlightedRows.self) == 0)
        #expect(host.bodyEvaluations(of: HighlightedRow.self) == 2)

        #expect(texts { model.marks[1] = "B" } == ["a", "B", "c *"])
        #expect(ContentClosureLog.calls == 0)
        #expect(host.bodyEvaluations(of: HighlightedRow.self) == 3)

        // Both again, after the rows' own scopes were made anew.
        #expect(texts { model.highlighted = 0; model.marks[0] = "A" } == ["A *", "B", "c"])
        #expect(ContentClosureLog.calls == 3)
    }

    @Test func aStyleAndABindingReadingAnObservableFollowItsChanges() throws {
        // Reads made while an element is drawn (a style's body, a control's binding) are
        // the element's own: a change elsewhere redraws it without re-running any body.
        let appearance = Appearance()
        let host = ViewHost(AppearanceScreen(appearance: appearance))
        try host.find(text: "accent blue")
        #expect(try host.find(toggle: "Dark").isOn == false)
        host.resetCounters()
        appearance.accent = "red"
        appearance.isDark = true
        host.flush()
        try host.find(text: "accent red")
        #expect(try host.find(toggle: "Dark").isOn == true)
        #expect(host.bodyEvaluations(of: AppearanceScreen.self) == 0)
    }

    @Test func environmentReadersReRunPerKey() throws {
        let host = ViewHost(SchemeRoot())
        try host.find(text: "Locale es_ES")
        try host.find(text: "Horizontal compact")
        try host.find(text: "Enabled true")
        try host.find(text: "Presented false")
        try host.find(text: "Font title")
        host.resetCounters()
        try host.find(button: "Toggle scheme").tap()
        try host.find(text: "Scheme dark")
        #expect(host.bodyEvaluations(of: SchemeReader.self) == 1)
        #expect(host.bodyEvaluations(of: LocaleReader.self) == 0)
        #expect(host.bodyEvaluations(of: SizeClassReader.self) == 0)
        try host.find(button: "Edit").tap()
        try host.find(text: "Editing true")
        try host.find(button: "Dismiss").tap()  // outside a presentation: does nothing
    }

    @Test func customKeysAndTransformEnvironment() throws {
        let host = ViewHost(VStack {
            ThemeReader()
            ThemeReader().environment(\.theme, "dark")
            ThemeReader().environment(\.theme, "dark").transformEnvironment(\.theme) { $0 += " and bold" }
        })
        #expect(host.findAll(kind: .text).map(\.text) == ["Theme plain", "Theme dark", "Theme dark"])
        let outer = ViewHost(ThemeReader().transformEnvironment(\.theme) { $0 += " and bold" })
        try outer.find(text: "Theme plain and bold")
    }

    @Test func stateObjectIsMadeOncePerIdentityAndObservedObjectsAreNotRetained() throws {
        madeModels = 0
        let host = ViewHost(OwnerParent())
        #expect(madeModels == 2)  // the owner's, and the one the parent made for Observer
        try host.find(button: "Tap").tap()
        for _ in 0..<100 { try host.find(button: "Next round").tap() }
        try host.find(text: "Round 100, taps 1")
        // One StateObject for the owner; the parent made a new observed model each round.
        #expect(madeModels == 2 + 100)
        #expect(WeakModels.owned != nil)
        // The Observer's first model was replaced 100 rounds ago and nobody kept it.
        #expect(WeakModels.observed == nil)
        try host.find(button: "Hide").tap()
        #expect(WeakModels.owned == nil)
    }

    @Test func onReceiveRunsTheLatestActionForEveryValue() throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = ViewHost(Receiver(subject: subject))
        try host.find(text: "Received 0")   // Just emits when subscribed, after mount
        subject.send(1)
        subject.send(2)
        host.flush()
        try host.find(text: "Received 0,1,2")
    }

    @Test func publishesFromAnotherThreadAreAppliedOnTheMainActorWithAWarning() async throws {
        let counter = Counter()
        let host = ViewHost(CounterParent(counter: counter))
        nonisolated(unsafe) let unsafeCounter = counter
        await Task.detached { unsafeCounter.value = 7 }.value
        #expect(await host.wait { host.contains(text: "Parent 7") })
        #expect(host.warnings.contains { $0.contains("Publishing changes from background threads is not allowed") && $0.contains("Counter") })

        let subject = PassthroughSubject<Int, Never>()
        let receiver = ViewHost(Receiver(subject: subject))
        nonisolated(unsafe) let unsafeSubject = subject
        await Task.detached { unsafeSubject.send(42) }.value
        #expect(await receiver.wait { receiver.contains(text: "Received 0,42") })
        #expect(receiver.warnings.contains { $0.contains("onReceive") })

        let profile = Profile()
        let reader = ViewHost(NameReader(profile: profile))
        nonisolated(unsafe) let unsafeProfile = profile
        await Task.detached { unsafeProfile.name = "zoe" }.value
        #expect(await reader.wait { reader.contains(text: "Name zoe") })
        #expect(reader.warnings.contains { $0.contains("@Observable") })
    }

    @Test func combineSchedulersSpelledAsOnApplePlatforms() async throws {
        var received: [String] = []
        var bag = Set<AnyCancellable>()
        Just("dispatch").receive(on: DispatchQueue.main).sink { received.append($0) }.store(in: &bag)
        Just("run loop").receive(on: RunLoop.main).sink { received.append($0) }.store(in: &bag)
        var ticks = 0
        Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }.store(in: &bag)
        let host = ViewHost(Text("idle"))
        #expect(await host.wait { received.count == 2 && ticks >= 3 })
        #expect(Set(received) == ["dispatch", "run loop"])
        bag.removeAll()
    }
}
