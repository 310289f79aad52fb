// The signature checker: calls of SwiftUI's declarations as the reference pages spell
// them (labels, argument order, defaults left out where the page has one), in Swift 5
// mode with `import SwiftUI` alone. A declaration that drifts from the reference stops
// this file compiling; the test mounts the views so they also run. Compatibility/
// surface.py counts the surface by name; this file holds the signatures.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct Row: Identifiable, Hashable {
    let id: Int
    var name: String
    var children: [Row]?
}

private enum Tabs: Hashable { case one, two }

private struct CheckedStyles: View {
    @State private var expanded = false
    var body: some View {
        VStack {
            GroupBox { Text("content") } label: { Text("label") }
            GroupBox("title") { Text("content") }
            GroupBox { Text("unlabelled") }
                .groupBoxStyle(.automatic)
            LabeledContent("Name", value: "Kim")
            LabeledContent("Count") { Text("3") }
            LabeledContent { Text("3") } label: { Text("Count") }
                .labeledContentStyle(.automatic)
            DisclosureGroup("More", isExpanded: $expanded) { Text("hidden") }
                .disclosureGroupStyle(.automatic)
            ControlGroup { Button("A") {} }
            ControlGroup { Button("A") {} } label: { Text("Group") }
            ControlGroup("Edit", systemImage: "pencil") { Button("Cut") {} }
                .controlGroupStyle(.navigation)
            Gauge(value: 0.5) { Text("Level") }
                .gaugeStyle(.accessoryCircular)
            Gauge(value: 2, in: 0...4) { Text("Speed") } currentValueLabel: { Text("2") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("4") }
                .gaugeStyle(.linearCapacity)
            Menu("Sort") { Button("Name") {} }
                .menuStyle(.button)
                .menuOrder(.fixed)
                .menuIndicator(.hidden)
            TextEditor(text: .constant("notes"))
                .textEditorStyle(.plain)
            NavigationSplitView { Text("side") } detail: { Text("detail") }
                .navigationSplitViewStyle(.balanced)
        }
    }
}

private struct CheckedMotion: View {
    @State private var on = false
    @Namespace private var space
    var body: some View {
        VStack {
            Text("a").transition(.push(from: .bottom))
            Text("b").transition(.blurReplace)
            Text("c").transition(.scale(0.5, anchor: .top).combined(with: .opacity))
            Text("d").transition(MoveTransition(edge: .leading).animation(.spring(Spring(duration: 0.4, bounce: 0.2))))
            Text("e").transition(AnyTransition.push(from: .top))
            Text("f").animation(.timingCurve(.circularEaseInOut, duration: 0.3), value: on)
            Text("g").animation(.interpolatingSpring(.bouncy(duration: 0.5, extraBounce: 0.1), initialVelocity: 0), value: on)
            Text("h").keyframeAnimator(initialValue: 1.0, trigger: on) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                SpringKeyframe(1.2, duration: 0.2, spring: .snappy)
                CubicKeyframe(1.0, duration: 0.2)
            }
            KeyframeAnimator(initialValue: CGPoint.zero, repeating: false) { point in
                Text("i").offset(x: point.x, y: point.y)
            } keyframes: { _ in
                KeyframeTrack(\CGPoint.x) { LinearKeyframe(10, duration: 0.2, timingCurve: .easeOut) }
                KeyframeTrack(\CGPoint.y) { MoveKeyframe(5) }
            }
            Text("j").matchedTransitionSource(id: 1, in: space)
            Text("k").navigationTransition(.zoom(sourceID: 1, in: space))
        }
    }
}

private struct CheckedStyling: View {
    var body: some View {
        VStack {
            Text("a").foregroundStyle(AnyShapeStyle(Color.red))
            Text("b").background(.separator)
            Text("c").background(EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
            Text("d").background(.ellipticalGradient(colors: [.red, .blue]))
            Circle().offset(x: 2, y: 2).rotation(.degrees(10), anchor: .center).scale(x: 0.5, y: 0.5, anchor: .center).fill(.link)
            ContainerRelativeShape().inset(by: 2).fill(.placeholder)
            Rectangle().transform(CGAffineTransform(scaleX: 1, y: 1)).fill(.selection)
            Text("e").help("tip").accessibilityHeading(.h1)
            Text("f").fontDesign(.rounded).monospaced(true).textScale(.secondary, isEnabled: true)
            Text("g").typesettingLanguage(Locale.Language(identifier: "fr"), isEnabled: true).allowsTightening(true)
            Text("h").focusable(true).focusEffectDisabled(true).hoverEffect(.highlight, isEnabled: true).hoverEffectDisabled(false)
            Image(systemName: "heart").symbolVariant(.fill).flipsForRightToLeftLayoutDirection(true)
            Text("i").transformEffect(.identity).projectionEffect(ProjectionTransform(CGAffineTransform.identity))
            Text("j").headerProminence(.increased).badgeProminence(.decreased).labelsVisibility(.visible)
            Text("k").scenePadding().scenePadding(.horizontal).colorScheme(.dark).baselineOffset(2)
            Text("l").containerBackground(.blue, for: .navigation).interactiveDismissDisabled()
            List {
                Text("row").listRowSeparatorTint(.red, edges: .all).listSectionSeparatorTint(nil)
            }
            .listRowSpacing(4)
            .listSectionSpacing(.compact)
        }
    }
}

private struct CheckedSearchAndPresentation: View {
    @State private var query = ""
    @State private var presented = false
    @State private var scope = 0
    @State private var sheet = false
    var body: some View {
        NavigationStack {
            Text("content")
                .searchable(text: $query, isPresented: $presented, placement: .automatic, prompt: Text("Find"))
                .searchScopes($scope, activation: .onSearchPresentation) { Text("All").tag(0) }
                .searchSuggestions { Text("s") }
                .searchSuggestions(.hidden, for: .menu)
                .searchPresentationToolbarBehavior(.avoidHidingContent)
                .searchDictationBehavior(.preventDictation)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                    ToolbarItemGroup(placement: .bottomBar) { Text("1 item") }
                    ToolbarTitleMenu { Button("Rename") {} }
                    DefaultToolbarItem(kind: .search, placement: .bottomBar)
                }
                .toolbar(id: "main") {
                    ToolbarItem(id: "share", placement: .automatic, showsByDefault: true) { Button("Share") {} }
                }
                .toolbarVisibility(.visible, for: .navigationBar)
                .toolbarBackgroundVisibility(.automatic, for: .navigationBar)
                .toolbarRole(.editor)
                .actionSheet(isPresented: $sheet) { ActionSheet(title: Text("T"), message: Text("M"), buttons: [.default(Text("OK")), .cancel()]) }
                .inspector(isPresented: $sheet) { Text("inspector").inspectorColumnWidth(min: 200, ideal: 300, max: 400) }
                .presentationBackground(.thinMaterial)
                .presentationCornerRadius(12)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
                .presentationContentInteraction(.scrolls)
        }
    }
}

private struct CheckedData: View {
    @State private var rows = [Row(id: 1, name: "a", children: [Row(id: 2, name: "b", children: nil)])]
    @State private var tab = Tabs.one
    @State private var position = ScrollPosition(edge: .top)
    @State private var target: Int?
    @ScaledMetric(relativeTo: .title) private var size: CGFloat = 20
    var body: some View {
        VStack {
            List($rows, editActions: .delete) { $row in TextField("Name", text: $row.name) }
            ForEach($rows, editActions: .all) { $row in Text(row.name).moveDisabled(true).deleteDisabled(false) }
            List(rows, children: \.children) { Text($0.name) }
            OutlineGroup(rows, children: \.children) { Text($0.name) }
            RenameButton().renameAction { }
            ShareLink(item: URL(string: "https://example.com")!, subject: Text("S"), message: Text("M"))
            ShareLink("Share", item: "text", preview: SharePreview("Text"))
            TabView(selection: $tab) {
                Tab("One", systemImage: "1.circle", value: Tabs.one) { Text("1") }
                TabSection("More") {
                    Tab("Two", systemImage: "2.circle", value: Tabs.two) { Text("2") }
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .automatic))
            .indexViewStyle(.page(backgroundDisplayMode: .interactive))
            ScrollView { Text("x").id(1) }
                .scrollPosition(id: $target, anchor: .top)
                .scrollPosition($position)
                .defaultScrollAnchor(.bottom, for: .initialOffset)
            Text("size \(Int(size))")
                .onHover { _ in }
                .onContinuousHover(coordinateSpace: .local) { _ in }
                .onKeyPress(.return) { .handled }
                .onKeyPress(keys: [.upArrow, .downArrow], phases: .all) { _ in .ignored }
                .onKeyPress(characters: .letters, phases: .down) { _ in .handled }
                .onKeyPress(phases: .up) { _ in .ignored }
                .gesture(MagnifyGesture(minimumScaleDelta: 0.01).simultaneously(with: RotateGesture(minimumAngleDelta: .degrees(1))))
                .accessibility(label: Text("size"))
                .accessibilityAction(named: "Reset") {}
                .accessibilityAdjustableAction { _ in }
        }
    }
}

@MainActor @Suite struct SurfaceChecker {
    @Test func theCheckedSignaturesBuildAndMount() throws {
        let host = ViewHost(VStack {
            CheckedStyles()
            CheckedMotion()
            CheckedStyling()
            CheckedSearchAndPresentation()
            CheckedData()
        })
        try host.find(text: "content")
        try host.find(text: "size 20")
        #expect(Spring(mass: 1, stiffness: 100, damping: 20, allowOverDamping: false).dampingRatio == 1)
        #expect(Spring(response: 0.5, dampingRatio: 0.7).response == 0.5)
        #expect(Spring(settlingDuration: 1, dampingRatio: 1, epsilon: 0.001).settlingDuration > 0)
        #expect(abs(UnitCurve.bezier(startControlPoint: .topLeading, endControlPoint: .bottomTrailing).inverse.value(at: 0.5) - 0.5) < 1e-6)
        #expect(KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1.0, duration: 1) }.value(progress: 0.5) == 0.5)
        #expect(TransitionProperties(hasMotion: false).hasMotion == false)
        #expect(EditActions<[Row]>.all.contains(.move))
    }
}
