// SwiftUI API built while covering its public surface systematically (Compatibility/
// surface.py), used as apps use it: in Swift 5 mode with `import SwiftUI` alone.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct CardBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label.font(.caption)
            configuration.content
        }
        .accessibilityIdentifier("card-box")
    }
}

private struct InlineValue: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Text(":"); configuration.content }.accessibilityIdentifier("inline")
    }
}

private struct ArrowDisclosure: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button(configuration.isExpanded ? "Less" : "More") { configuration.isExpanded.toggle() }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 0.5)
            .opacity(phase == .didDisappear ? 0 : 1)
    }
}

private struct SearchProbe: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    var body: some View {
        VStack {
            Text(isSearching ? "searching" : "idle")
            Button("Done") { dismissSearch() }
        }
    }
}

private struct Searching: View {
    @State private var query = ""
    @State private var scope = "All"
    var body: some View {
        SearchProbe()
            .searchable(text: $query)
            .searchScopes($scope) {
                Text("All").tag("All")
                Text("Fruit").tag("Fruit")
            }
    }
}

private struct Metrics: View {
    @ScaledMetric private var icon: CGFloat = 17
    @ScaledMetric(relativeTo: .largeTitle) private var banner: CGFloat = 34
    var body: some View { Text("icon \(Int(icon)) banner \(Int(banner))") }
}

private struct Bounce: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Go") { taps += 1 }
            KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
                Text("scale \(Int((scale * 10).rounded()))")
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 0.2)
            }
        }
    }
}

private struct Moves {
    var x = 0.0
    var angle = Angle.zero
}

private struct Refreshing: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
}

private struct Item: Identifiable { let id: Int }

private final class NoteStore: ObservableObject {
    @Published var count = 0
}

private struct NotesCommands: Commands {
    let store: NoteStore
    var body: some Commands {
        CommandMenu("Notes") {
            Button("New Note") { store.count += 1 }.keyboardShortcut("n")
        }
        CommandGroup(after: .newItem) {
            Button("Duplicate") { store.count += 10 }.keyboardShortcut("d", modifiers: [.command, .shift])
        }
        SidebarCommands()
    }
}

private struct NotesApp: App {
    @StateObject private var store = NoteStore()
    var body: some Scene {
        WindowGroup {
            NotesCount().environmentObject(store)
        }
        .commands { NotesCommands(store: store) }
    }
}

private struct NotesCount: View {
    @EnvironmentObject var store: NoteStore
    var body: some View { Text("notes \(store.count)") }
}

private struct NoteTitleKey: FocusedValueKey { typealias Value = Binding<String> }
private struct WordCountKey: FocusedValueKey { typealias Value = Int }

extension FocusedValues {
    fileprivate var noteTitle: Binding<String>? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }
    fileprivate var wordCount: Int? {
        get { self[WordCountKey.self] }
        set { self[WordCountKey.self] = newValue }
    }
}

private struct NoteEditor: View {
    @State private var title = "Draft"
    var body: some View {
        Text("editing \(title)")
            .focusedSceneValue(\.noteTitle, $title)
            .focusedValue(\.wordCount, title.count)
    }
}

private struct NoteInspector: View {
    @FocusedBinding(\.noteTitle) private var title: String?
    @FocusedValue(\.wordCount) private var count: Int?
    var body: some View {
        VStack {
            Text("inspecting \(title ?? "none") \(count ?? 0)")
            Button("Retitle") { title = "Final" }
        }
    }
}

private struct Chore: Identifiable {
    let id: Int
    var title: String
}

private struct Chores: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Bins")]
    var body: some View {
        VStack {
            EditButton()
            List($chores, editActions: .all) { $chore in
                TextField("Chore", text: $chore.title)
                    .deleteDisabled(chore.id == 1)
            }
            Text(chores.map(\.title).joined(separator: ", "))
        }
    }
}

private struct Folder: Identifiable {
    let id: String
    var children: [Folder]?
}

private struct Emphasis: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        _Bold(isOn: environment.colorScheme == .dark)
    }
}

private struct _Bold: ViewModifier {
    let isOn: Bool
    func body(content: Content) -> some View { content.accessibilityIdentifier(isOn ? "dark-emphasis" : "light-emphasis") }
}

private struct EditingItems: ToolbarContent {
    let editing: Bool
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        if editing {
            ToolbarItem(placement: .bottomBar) { Text("Editing 3") }
        }
    }
}

private struct Editor: View {
    @State private var editing = false
    var body: some View {
        NavigationStack {
            Button("Toggle") { editing.toggle() }
                .navigationTitle("Notes")
                .toolbar {
                    EditingItems(editing: editing)
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Share") {}
                    }
                }
                .toolbarTitleMenu { Button("Rename") {} }
        }
    }
}

@MainActor @Suite struct SurfaceTests {
    @Test func containerStylesDrawFromTheirConfiguration() throws {
        let host = ViewHost(VStack {
            GroupBox("Box") { Text("inside") }.groupBoxStyle(CardBox())
            LabeledContent("Name", value: "Kim").labeledContentStyle(InlineValue())
            DisclosureGroup("Details") { Text("hidden text") }.disclosureGroupStyle(ArrowDisclosure())
            ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {}; Button("Copy") {} }.controlGroupStyle(.menu)
        })
        #expect(try host.find(id: "card-box").render().contains("inside"))
        #expect(try host.find(id: "inline").render().contains(":"))
        #expect(!host.contains(text: "hidden text"))
        try host.find(button: "More").tap()
        try host.find(text: "hidden text")
        // The menu style: the group's label opens its controls as a menu.
        #expect(host.findAll(kind: .menu).count == 1)
    }

    @Test func gaugeStylesAndTheStandardLookInsideAStyle() throws {
        struct Framed: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("level \(Int(configuration.value * 100))")
            }
        }
        let host = ViewHost(VStack {
            Gauge(value: 0.25) { Text("Fuel") }.gaugeStyle(Framed())
            Gauge(value: 3, in: 0...4) { Text("Speed") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircularCapacity)
        })
        try host.find(text: "level 25")
        // The ring is two trimmed circles; the level is the second, three quarters round.
        #expect(host.findAll(kind: .shape).count == 2)
        try host.find(text: "3")
    }

    @Test func menuStylesWrapTheStandardMenu() throws {
        struct Tinted: MenuStyle {
            func makeBody(configuration: Configuration) -> some View {
                Menu(configuration).accessibilityIdentifier("tinted-menu")
            }
        }
        let host = ViewHost(Menu("Sort") { Button("Name") {} }.menuStyle(Tinted()))
        #expect(try host.find(id: "tinted-menu").render().contains("Name"))
    }

    @Test func transitionTypesBecomeHostTransitions() throws {
        let host = ViewHost(VStack {
            Text("pushed").transition(.push(from: .leading))
            Text("twirled").transition(Twirl())
            Text("blurred").transition(BlurReplaceTransition(configuration: .upUp))
        })
        #expect(try host.find(text: "pushed")[property: "transition"]
                == .transition(.asymmetric(insertion: .combined(.move(.leading), .opacity), removal: .combined(.move(.trailing), .opacity))))
        // Insertion grows from half size; removal also fades, so the two halves differ.
        let half = TransitionKind.Effect.transform(.scale(x: 0.5, y: 0.5, anchor: .center))
        guard case .transition(.asymmetric(.effects(let insertion), .effects(let removal)))? = try host.find(text: "twirled")[property: "transition"] else {
            Issue.record("no transition")
            return
        }
        #expect(insertion.contains(half) && removal.contains(half))
        #expect(removal.contains(.opacity(0)) && insertion.contains(.opacity(1)))
        guard case .transition(.effects(let blur))? = try host.find(text: "blurred")[property: "transition"] else { Issue.record("no transition"); return }
        #expect(blur.contains(.filter(.blur(radius: 5))) && blur.contains(.opacity(0)))
        #expect(AnyTransition(OpacityTransition()) == .opacity)
        #expect(OpacityTransition.properties.hasMotion == false && TransitionPhase.willAppear.value == -1)
    }

    @Test func springsMoveLikeDampedOscillators() {
        let spring = Spring(duration: 0.5, bounce: 0)
        #expect(abs(spring.dampingRatio - 1) < 1e-9 && abs(spring.response - 0.5) < 1e-9)
        #expect(spring.value(target: 10.0, time: 0) == 0)
        #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-6)
        let bouncy = Spring.bouncy
        #expect(abs(bouncy.bounce - 0.3) < 1e-9)
        // A bouncy spring overshoots its target; a critically damped one never does.
        let samples = stride(from: 0.0, through: 2, by: 0.01)
        #expect(samples.contains { bouncy.value(target: 1.0, time: $0) > 1.01 })
        #expect(!samples.contains { spring.value(target: 1.0, time: $0) > 1.0 + 1e-9 })
        #expect(spring.settlingDuration > 0.3 && spring.settlingDuration < 3)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.response - 2 * .pi / 10) < 1e-9 && abs(physical.dampingRatio - 0.5) < 1e-9)
        var value = 0.0, velocity = 0.0
        physical.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 0.05)
        #expect(value > 0 && value < 1 && velocity > 0)
        #expect(Animation.spring(Spring(duration: 0.8)).duration == 0.8)
        // Any animatable value springs, through its animatable data.
        let point = spring.value(fromValue: CGPoint.zero, toValue: CGPoint(x: 10, y: 20), initialVelocity: .zero, time: 5)
        #expect(abs(point.x - 10) < 1e-6 && abs(point.y - 20) < 1e-6)
    }

    @Test func unitCurvesMapProgress() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(UnitCurve.easeIn.value(at: 0.3) < 0.3 && UnitCurve.easeOut.value(at: 0.3) > 0.3)
        let eased = UnitCurve.easeIn.value(at: 0.4)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: eased) - 0.4) < 1e-3)
        #expect(abs(UnitCurve.circularEaseIn.value(at: 1) - 1) < 1e-9 && UnitCurve.circularEaseOut.velocity(at: 0.5) > 0)
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1))
        #expect(abs(custom.value(at: 0.5) - 0.5) < 1e-3)
    }

    @Test func erasedStylesKeepPaintingAsThemselves() throws {
        let fill = Bool.random() ? AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            : AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let host = ViewHost(VStack {
            Text("erased").background(fill)
            Text("oval").background(EllipticalGradient(colors: [.white, .black]))
            Text("line").foregroundStyle(.separator)
        })
        #expect(try host.find(text: "erased")[property: "backgroundGradient"] != nil)
        #expect(try host.find(text: "oval")[property: "backgroundGradient"]
                == .gradient(_GradientPaint(geometry: .elliptical(center: .center, startFraction: 0, endFraction: 0.5),
                                            stops: Gradient(colors: [.white, .black]).stops)))
        #expect(HierarchicalShapeStyle.secondary._resolvedColor == Color.secondary)
    }

    @Test func shapesMoveTurnAndScaleTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().offset(x: 10, y: 5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 100, height: 50))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(abs(turned.width - 50) < 1e-6 && abs(turned.height - 100) < 1e-6 && abs(turned.midX - 50) < 1e-6)
        #expect(Rectangle().scale(0.5, anchor: .topLeading).path(in: rect).boundingRect == CGRect(x: 0, y: 0, width: 50, height: 25))
        #expect(ContainerRelativeShape().path(in: rect).boundingRect == rect)
        #expect(Circle().transform(CGAffineTransform(translationX: 3, y: 0)).path(in: rect).boundingRect.minX > Circle().path(in: rect).boundingRect.minX)
    }

    @Test func deviceValuesScaledMetricsAndDirection() throws {
        let host = ViewHost(VStack {
            Metrics()
            Metrics().environment(\.dynamicTypeSize, .accessibility1)
            Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
        })
        try host.find(text: "icon 17 banner 34")
        // At the first accessibility size body text is 28 points and a large title 44.
        try host.find(text: "icon 28 banner 44")
        #expect(host.findAll(kind: .image).first?[property: "scaleEffect"] == .transform(.scale(x: -1, y: 1, anchor: .center)))
        var values = EnvironmentValues()
        #expect(values.layoutDirection == .leftToRight && values.colorSchemeContrast == .standard && values.pixelLength == 0.5)
        values.headerProminence = .increased
        #expect(values.headerProminence == .increased)
    }

    @Test func prominentHeadersAreTitles() throws {
        let host = ViewHost(List {
            Section("Plain") { Text("a") }
            Section("Loud") { Text("b") }.headerProminence(.increased)
        })
        let headers = host.findAll(text: "Plain") + host.findAll(text: "Loud")
        #expect(headers.count == 2)
        #expect(headers[0].render() != headers[1].render())
    }

    @Test func searchingIsReadAndEndedFromBelow() throws {
        let host = ViewHost(Searching())
        try host.find(text: "idle")
        // Scopes show only while a search is under way.
        #expect(host.findAll(kind: .picker).isEmpty)
        try host.find(textField: "Search").setText("kiwi")
        try host.find(text: "searching")
        #expect(host.findAll(kind: .picker).count == 1)
        try host.find(button: "Done").tap()
        try host.find(text: "idle")
        #expect(try host.find(textField: "Search")[property: "value"] == .string(""))
    }

    @Test func refreshableHandsItsActionDown() throws {
        let host = ViewHost(VStack {
            Refreshing()
            Refreshing().refreshable {}
        })
        try host.find(text: "no refresh")
        try host.find(text: "can refresh")
    }

    @Test func modifiersWithAWebMeaningReachTheElement() throws {
        let host = ViewHost(VStack {
            Text("tip").help("More about this")
            Text("Title").accessibilityHeading(.h2)
            Button("code") {}.monospaced()
            Text("unit").textScale(.secondary)
            Text("Grüße").typesettingLanguage(Locale.Language(identifier: "de"))
            Text("card").focusable().hoverEffect(.lift)
            Image(systemName: "heart").symbolVariant(.circle.fill)
            Image(systemName: "bell").symbolVariant(.slash)
        })
        #expect(try host.find(text: "tip")[property: "help"] == .string("More about this"))
        #expect(try host.find(text: "Title")[property: "accessibilityHeading"] == .number(2))
        #expect(try host.find(button: "code")[property: "fontDesign"] == .string("monospaced"))
        #expect(try host.find(text: "unit")[property: "textScale"] == .number(0.8))
        #expect(try host.find(text: "Grüße")[property: "typesettingLanguage"] == .string("de"))
        #expect(try host.find(text: "card")[property: "hoverEffect"] == .string("lift"))
        let images = host.findAll(kind: .image)
        #expect(images[0][property: "systemName"] == .string("heart.circle.fill"))
        #expect(images[1][property: "systemName"] == .string("bell.slash"))
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func actionSheetsAndInspectorsPresent() throws {
        struct Sheets: View {
            @State private var asks = false
            @State private var inspects = false
            @State private var chosen = "none"
            var body: some View {
                VStack {
                    Text("chosen \(chosen)")
                    Button("Ask") { asks = true }
                    Button("Inspect") { inspects = true }
                }
                .actionSheet(isPresented: $asks) {
                    ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")) { chosen = "mail" }, .cancel()])
                }
                .inspector(isPresented: $inspects) { Text("inspector body") }
            }
        }
        let host = ViewHost(Sheets())
        try host.find(button: "Ask").tap()
        try host.find(button: "Mail").tap()
        try host.find(text: "chosen mail")
        #expect(!host.contains(text: "Share"))
        try host.find(button: "Inspect").tap()
        try host.find(text: "inspector body")
    }

    @Test func keyframeTimelinesInterpolateEachTrack() {
        let timeline = KeyframeTimeline(initialValue: Moves()) {
            KeyframeTrack(\Moves.x) {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(0.0)
                CubicKeyframe(4.0, duration: 1)
            }
            KeyframeTrack(\Moves.angle) {
                SpringKeyframe(.degrees(90), duration: 3, spring: .smooth)
            }
        }
        #expect(timeline.duration == 3)
        #expect(abs(timeline.value(time: 0.5).x - 5) < 1e-9)
        #expect(timeline.value(time: 1).x == 0)
        #expect(abs(timeline.value(progress: 1).x - 4) < 1e-9)
        let midCubic = timeline.value(time: 1.5).x
        #expect(midCubic > 0 && midCubic < 4)
        #expect(abs(timeline.value(time: 3).angle.degrees - 90) < 0.5)
        #expect(timeline.value(time: 0).angle == .zero)
    }

    @Test func keyframeAnimatorsPlayWhenTheirTriggerChanges() async throws {
        let host = ViewHost(Bounce())
        try host.find(text: "scale 10")
        try host.find(button: "Go").tap()
        // Frames come at the host's rate, however many a busy machine draws; the last one
        // shows where the keyframes end, and the animator keeps it.
        #expect(await host.wait { host.contains(text: "scale 20") })
    }

    @Test func itemActionSheetsUseTheirItem() throws {
        struct Chooser: View {
            @State private var item: Item?
            var body: some View {
                Button("Open") { item = Item(id: 7) }
                    .actionSheet(item: $item) { item in ActionSheet(title: Text("Item \(item.id)")) }
            }
        }
        let host = ViewHost(Chooser())
        try host.find(button: "Open").tap()
        try host.find(text: "Item 7")
        try host.find(button: "Cancel").tap()
        #expect(!host.contains(text: "Item 7"))
    }

    @Test func toolbarContentOfYourOwnPlacesItsItems() throws {
        let host = ViewHost(Editor())
        try host.find(button: "Cancel")
        try host.find(button: "Share")
        // The title menu's actions are in a menu in the bar.
        try host.find(button: "Rename")
        #expect((try? host.find(id: "navigation-bottom-bar")) == nil)
        try host.find(button: "Toggle").tap()
        #expect(try host.find(id: "navigation-bottom-bar").text.contains("Editing 3"))
    }

    @Test func boundListsDeleteAndMoveTheirCollection() throws {
        let host = ViewHost(Chores())
        try host.find(button: "Edit").tap()
        // The first chore opted out of deletion.
        #expect(host.findAll(button: "Delete").count == 2)
        try host.findAll(button: "Delete")[0].tap()
        try host.find(text: "Dishes, Bins")
        try host.findAll(button: "▼")[0].tap()
        try host.find(text: "Bins, Dishes")
        try host.find(textField: "Chore").setText("Sweep")
        try host.find(text: "Sweep, Dishes")
    }

    @Test func outlinesDiscloseTheirChildren() throws {
        let tree = [Folder(id: "Docs", children: [Folder(id: "Taxes", children: nil)]), Folder(id: "Notes", children: nil)]
        let host = ViewHost(List(tree, children: \.children) { Text($0.id) })
        try host.find(text: "Docs")
        try host.find(text: "Notes")
        #expect(!host.contains(text: "Taxes"))
        try host.find(button: "Docs").tap()
        try host.find(text: "Taxes")
    }

    @Test func renameButtonsRunTheRenameAction() throws {
        struct Renaming: View {
            @State private var renamed = false
            var body: some View {
                VStack {
                    Text(renamed ? "renaming" : "named")
                    RenameButton()
                }
                .renameAction { renamed = true }
            }
        }
        let host = ViewHost(Renaming())
        try host.find(button: "Rename").tap()
        try host.find(text: "renaming")
        #expect(try ViewHost(RenameButton()).find(button: "Rename").isDisabled)
    }

    @Test func environmentalAndEmptyModifiers() throws {
        let host = ViewHost(VStack {
            Text("a").modifier(Emphasis())
            Text("b").modifier(Emphasis()).environment(\.colorScheme, .dark)
            Text("c").modifier(EmptyModifier.identity)
        })
        try host.find(id: "light-emphasis")
        try host.find(id: "dark-emphasis")
        try host.find(text: "c")
    }

    @Test func commandsAnswerTheirKeyboardShortcuts() throws {
        let host = ViewHost(app: NotesApp())
        try host.find(text: "notes 0")
        try host.press("n")
        try host.find(text: "notes 1")
        try host.press("d", modifiers: [.command, .shift])
        try host.find(text: "notes 11")
        #expect(throws: ViewHostError.self) { try host.press("q") }
        // Out of sight in the page: a box the web host draws with no size.
        #expect(host.render().contains("commands: true"))
    }

    @Test func hoveringReachesOnHoverAndOnContinuousHover() throws {
        struct Hovering: View {
            @State private var over = false
            @State private var where_ = "nowhere"
            var body: some View {
                VStack {
                    Text(over ? "over" : "out").onHover { over = $0 }
                    Text("pad \(where_)").onContinuousHover { phase in
                        switch phase {
                        case .active(let point): where_ = "\(Int(point.x)),\(Int(point.y))"
                        case .ended: where_ = "left"
                        }
                    }
                }
            }
        }
        let host = ViewHost(Hovering())
        try host.find(text: "out").hover()
        try host.find(text: "over").endHover()
        try host.find(text: "out")
        try host.find(text: "pad nowhere").hover(at: CGPoint(x: 12, y: 5))
        try host.find(text: "pad 12,5").hover(at: CGPoint(x: 30, y: 8))
        try host.find(text: "pad 30,8").endHover()
        try host.find(text: "pad left")
        #expect(host.findAll(kind: .hoverArea).map { $0[property: "hover"] } == [.string("enter"), .string("move")])
    }

    @Test func pagedTabViewsAndIOS18TabSections() throws {
        struct Onboarding: View {
            @State private var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Text("Welcome").tag(0)
                    Text("Sync").tag(1)
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))
            }
        }
        let pages = ViewHost(Onboarding())
        let tabView = try #require(pages.findAll(kind: .tabView).first)
        #expect(tabView[property: "tabViewStyle"] == .string("page") && tabView[property: "indexBackground"] == .bool(true))
        try pages.find(text: "Welcome")
        #expect(!pages.contains(text: "Sync"))

        enum Place: Hashable { case home, news, sports, search }
        struct Sections: View {
            @State private var place = Place.home
            var body: some View {
                TabView(selection: $place) {
                    Tab("Home", systemImage: "house", value: .home) { Text("home page") }
                    TabSection("Topics") {
                        Tab("News", systemImage: "newspaper", value: .news) { Text("news page") }
                        Tab("Sports", systemImage: "sportscourt", value: .sports) { Text("sports page") }
                    }
                    Tab(value: .search, role: .search) { Text("search page") }
                }
                .tabViewStyle(.sidebarAdaptable)
            }
        }
        let host = ViewHost(Sections())
        try host.find(button: "Sports").tap()
        try host.find(text: "sports page")
        try host.find(button: "Search").tap()
        try host.find(text: "search page")
        #expect(host.findAll(kind: .tabView).first?[property: "tabViewStyle"] == nil)

        // A tab whose item comes before other modifiers is still one tab.
        let modified = ViewHost(TabView {
            Text("first page").tabItem { Text("First") }.padding().tag(1)
            Text("second page").tabItem { Text("Second") }.tag(2)
        })
        #expect(modified.findAll(kind: .tabPage).count == 2)
        try modified.find(button: "Second").tap()
        try modified.find(text: "second page")
    }

    @Test func pinchesMagnifyAndTurnsRotate() throws {
        struct Photo: View {
            @State private var zoom: CGFloat = 1
            @GestureState private var live: CGFloat = 1
            @State private var angle = Angle.zero
            var body: some View {
                VStack {
                    Text("zoom \(Int(zoom * 100)) live \(Int(live * 100))")
                        .gesture(MagnifyGesture()
                            .updating($live) { value, state, _ in state = value.magnification }
                            .onEnded { zoom *= $0.magnification })
                    Text("angle \(Int(angle.degrees.rounded()))")
                        .gesture(RotationGesture().onEnded { angle += $0 })
                    Text("old \(Int(zoom * 10))").gesture(MagnificationGesture().onChanged { _ in })
                }
            }
        }
        let host = ViewHost(Photo())
        try host.find(text: "zoom 100 live 100").pinch(scale: 2)
        try host.find(text: "zoom 200 live 100")
        try host.find(text: "angle 0").pinch(rotation: .degrees(30))
        try host.find(text: "angle 30")
        #expect(host.findAll(kind: .gestureArea).allSatisfy { $0[property: "pinch"] == .bool(true) })
        // Too small a change is no pinch yet; the end still comes.
        #expect(MagnifyGesture(minimumScaleDelta: 0.1)._respond(to: .pinch(PinchSample(scale: 1.05, degrees: 0, ended: false))) == nil)
    }

    @Test func keyPressesReachTheNearestListener() throws {
        struct Stepper: View {
            @State private var value = 0
            @State private var typed = ""
            var body: some View {
                VStack {
                    Text("value \(value)")
                        .focusable()
                        .onKeyPress(.upArrow) { value += 1; return .handled }
                        .onKeyPress(keys: [.downArrow], phases: .down) { press in
                            value -= press.modifiers.contains(.shift) ? 10 : 1
                            return .handled
                        }
                    Text("typed \(typed)")
                        .onKeyPress(characters: .decimalDigits) { press in typed += press.characters; return .handled }
                }
            }
        }
        let host = ViewHost(Stepper())
        try host.find(text: "value 0").press(.upArrow)
        try host.find(text: "value 1").press(.downArrow, modifiers: .shift)
        try host.find(text: "value -9")
        // Key up is not a phase the down-arrow listener asked for.
        #expect(throws: ViewHostError.self) { try host.find(text: "value -9").press(.downArrow, phase: .up) }
        try host.find(text: "typed ").press("7")
        try host.find(text: "typed 7")
        #expect(throws: ViewHostError.self) { try host.find(text: "typed 7").press("x") }
        #expect(host.findAll(kind: .keyPressArea).last?[property: "keys"] == .keyFilter(phases: 3, keys: nil))
    }

    @Test func shareLinksAskTheHostToShare() throws {
        let article = URL(string: "https://example.com/post/1")!
        let host = ViewHost(VStack {
            ShareLink(item: article)
            ShareLink("Send note", item: "Buy milk", subject: Text("Errand"), message: Text("Today"))
            ShareLink(items: ["a", "b"]) { Text("Both") }
            ShareLink(item: article, preview: SharePreview("Post 1"))
        })
        try host.find(button: "Share").tap()
        try host.find(button: "Send note").tap()
        try host.find(button: "Both").tap()
        #expect(host.tree.hostRequests == [
            .share(title: nil, text: nil, url: article),
            .share(title: "Errand", text: "Today\nBuy milk", url: nil),
            .share(title: nil, text: "a\nb", url: nil),
        ])
    }

    @Test func scrollPositionsScrollWhenSet() async throws {
        struct Chat: View {
            @State private var target: Int?
            @State private var position = ScrollPosition(idType: Int.self)
            var body: some View {
                VStack {
                    Button("Jump") { target = 30 }
                    Button("Bottom") { position.scrollTo(edge: .bottom) }
                    ScrollView {
                        ForEach(0..<50, id: \.self) { Text("message \($0)").id($0) }
                    }
                    .scrollPosition(id: $target)
                    ScrollView { Text("log") }
                        .scrollPosition($position)
                        .defaultScrollAnchor(.bottom)
                }
            }
        }
        let host = ViewHost(Chat())
        #expect(await host.wait { host.tree.scrollTargets.count == 1 })
        try host.find(button: "Jump").tap()
        #expect(await host.wait { host.tree.scrollTargets.count == 2 })
        let message = try host.find(text: "message 30")
        #expect(host.tree.scrollTargets.last?.element == message.element.id)
        try host.find(button: "Bottom").tap()
        #expect(await host.wait { host.tree.scrollTargets.count == 3 })
        #expect(host.tree.scrollTargets.last?.anchor == .bottom)
        var position = ScrollPosition(idType: Int.self)
        position.scrollTo(id: 4)
        #expect(position.viewID(type: Int.self) == 4 && position.edge == nil && !position.isPositionedByUser)
    }

    @Test func searchFocusIsTheAppsOwnAndOlderAccessibilitySpellings() throws {
        struct Finder: View {
            @State private var query = ""
            @FocusState private var searching: Bool
            var body: some View {
                VStack {
                    Button("Find") { searching = true }
                    Text(searching ? "focused" : "unfocused")
                    Text("results").accessibility(label: Text("Results list")).accessibility(hint: Text("Swipe"))
                }
                .searchable(text: $query)
                .searchFocused($searching)
                .containerBackground(.blue, for: .navigation)
            }
        }
        let host = ViewHost(Finder())
        try host.find(text: "unfocused")
        try host.find(button: "Find").tap()
        try host.find(text: "focused")
        #expect(try host.find(textField: "Search")[property: "focused"] == .bool(true))
        let results = try host.find(text: "results")
        #expect(results[property: "accessibilityLabel"] == .string("Results list") && results[property: "accessibilityHint"] == .string("Swipe"))
    }

    @Test func focusedValuesReachReadersElsewhereInTheScene() async throws {
        struct Scene: View {
            @State private var editing = true
            var body: some View {
                VStack {
                    if editing { NoteEditor() }
                    NoteInspector()
                    Button("Close") { editing = false }
                }
            }
        }
        let host = ViewHost(Scene())
        #expect(await host.wait { host.contains(text: "inspecting Draft 5") })
        try host.find(button: "Retitle").tap()
        #expect(await host.wait { host.contains(text: "editing Final") && host.contains(text: "inspecting Final 5") })
        try host.find(button: "Close").tap()
        #expect(await host.wait { host.contains(text: "inspecting none 0") })
    }

    @Test func boundRowsIdentifiedByAPropertyOfTheElement() throws {
        struct Rows: View {
            @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Bins")]
            @State private var words = ["alpha", "beta"]
            @State private var shapes: [any Shape] = [Circle(), Rectangle()]
            var body: some View {
                VStack {
                    ForEach($chores, id: \.id) { $chore in TextField("Chore", text: $chore.title) }
                    ForEach($words, id: \.self) { $word in Text(word) }
                    ForEach($chores) { $chore in Text("row \(chore.id)") }
                    ForEach(Array(shapes.indices), id: \.self) { Text("shape \($0)") }
                }
            }
        }
        let host = ViewHost(Rows())
        #expect(host.findAll(kind: .textField).count == 2)
        try host.find(text: "beta")
        try host.find(text: "row 2")
    }
}
