import Foundation
@_spi(TrellisHost) import Trellis

/// Runs a view tree headlessly for tests: mount it, find what a user would see, tap,
/// type and toggle, then assert on the rendered text and on body-evaluation counters.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.find(button: "Login").tap()
/// #expect(host.contains(text: "Welcome"))
/// ```
@MainActor
public final class ViewHost {
    @_spi(TrellisHost) public let tree: TestElementTree
    @_spi(TrellisHost) public let graph: ViewGraph

    /// An iPhone's window, in points: the size a host lays out in unless told otherwise.
    public static let defaultSize = CGSize(width: 390, height: 844)

    /// Mounts `view` as the content of a window of `size`, runs `onAppear` and renders.
    /// `@AppStorage` uses `appStorage`: a new, empty store unless you pass one (pass the
    /// same store to two hosts to act out a relaunch on one device); `@SceneStorage` uses
    /// `sceneStorage` likewise.
    public init<V: View>(_ view: V, size: CGSize = ViewHost.defaultSize, appStorage: AppStorageValues = AppStorageValues(),
                         sceneStorage: AppStorageValues = AppStorageValues()) {
        tree = TestElementTree()
        graph = ViewGraph(host: tree)
        self.size = size
        graph.appStorage = appStorage
        graph.sceneStorage = sceneStorage
        graph.didFlush = { [weak self] in self?.settleGeometry() }
        graph.measuresGeometryReaders = true
        graph.mount(view)
    }

    /// Mounts an app's first `WindowGroup` content, as a launch does: the app's own
    /// `@StateObject`s and `@State` belong to this host (one session).
    public convenience init<A: App>(app: A, size: CGSize = ViewHost.defaultSize, appStorage: AppStorageValues = AppStorageValues(),
                                    sceneStorage: AppStorageValues = AppStorageValues()) {
        self.init(_AppRootView(app), size: size, appStorage: appStorage, sceneStorage: sceneStorage)
    }

    // MARK: Layout

    /// The window's size. Setting it lays the view out again (a `GeometryReader` sees the
    /// new size, a `ViewThatFits` chooses again) and applies the updates that follow.
    public var size: CGSize {
        didSet {
            guard size != oldValue else { return }
            settleGeometry()
        }
    }

    private var isSettling = false
    /// The size layout last gave each `GeometryReader`: a reader is told again only when
    /// that changes, so a size acted out with `resize(to:)` stays until then.
    private var readerSizes: [ElementID: CGSize] = [:]

    /// Lays the window out (only what changed is measured again).
    @discardableResult
    @_spi(TrellisHost) public func layoutIfNeeded() -> LayoutTree {
        let layout = tree.startLayout()
        graph.geometry = layout
        if layout.layout(in: size) { laidOutAgain = true }
        return layout
    }

    /// Whether a pass ran since the readers of frames last read them again.
    private var laidOutAgain = false

    /// After each flush: lays out and tells every `GeometryReader` whose laid-out size
    /// changed; what they show may change their size again, so this repeats (a few times
    /// at most, as SwiftUI settles geometry-driven state).
    private func settleGeometry() {
        guard !isSettling, tree.layout != nil || tree.dependsOnLayout else { return }
        isSettling = true
        defer { isSettling = false }
        for _ in 0..<8 {
            let layout = layoutIfNeeded()
            // A reader's size changes only in a pass (a change that only paints runs none):
            // without one, no reader is walked, however many elements the window holds.
            var told = laidOutAgain && tellReaders(layout)
            if laidOutAgain && tellVisibilityWatchers(layout) { told = true }
            // Views that read frames or anchors read them again after a pass moved things.
            if laidOutAgain {
                laidOutAgain = false
                if graph.layoutDidChange() {
                    graph.flush()
                    told = true
                }
            }
            if !told { break }
        }
    }

    /// Tells every shown `GeometryReader` whose laid-out size changed its new size; returns
    /// whether any was told.
    private func tellReaders(_ layout: LayoutTree) -> Bool {
        var told = false
        tree.root.forEachShownDescendant { element in
            guard element.kind == .geometryReader, let frame = layout.frame(of: element.id, level: 0) else { return }
            let size = CGSize(width: frame.width.rounded(), height: frame.height.rounded())
            guard readerSizes[element.id] != size else { return }
            readerSizes[element.id] = size
            graph.send(HostEvent(element: element.id, kind: .setText("\(Double(size.width)) \(Double(size.height))")))
            told = true
        }
        return told
    }

    /// Whether each view watching its visibility was last told it is on screen (absent: not).
    private var shownWatchers: Set<ElementID> = []

    /// Tells every view watching whether it is on screen that crossed its threshold since it
    /// was last told: the share of its frame inside each scroll view around it (moved by
    /// where `scroll(to:)` left them) and the window. Returns whether any was told.
    @discardableResult
    func tellVisibilityWatchers(_ layout: LayoutTree) -> Bool {
        guard tree.watchesVisibility else { return false }
        var shown: Set<ElementID> = []
        var crossings: [(ElementID, Bool)] = []
        tree.root.forEachShownDescendant { element in
            guard element.kind == .scrollVisibilityArea, case .number(let threshold)? = element.properties[.scrollVisibility],
                  let frame = layout.frame(of: element.id, level: 0) else { return }
            let visible = visibleShare(of: element, frame: frame, in: layout) >= max(threshold, 1e-9) - 1e-9
            if visible { shown.insert(element.id) }
            if visible != shownWatchers.contains(element.id) { crossings.append((element.id, visible)) }
        }
        shownWatchers = shown
        for (id, visible) in crossings { graph.send(HostEvent(element: id, kind: .setOn(visible))) }
        return !crossings.isEmpty
    }

    /// The share of `frame` (laid out as if nothing were scrolled) that is on screen: each
    /// scroll view around it moves it by its offset and clips it to its own frame.
    private func visibleShare(of element: TestElement, frame: CGRect, in layout: LayoutTree) -> Double {
        var scrollers: [(frame: CGRect, offset: CGPoint)] = []
        var ancestor = element.parent
        while let current = ancestor {
            if current.kind == .scrollView, let frame = layout.frame(of: current.id, level: 0) {
                scrollers.append((frame, scrollOffsets[current.id] ?? .zero))
            }
            ancestor = current.parent
        }
        // Outermost first: everything inside a scroll view moves by its offset.
        var visible = CGRect(origin: .zero, size: size)
        var moved = CGPoint.zero
        for scroller in scrollers.reversed() {
            visible = visible.intersection(scroller.frame.offsetBy(dx: -moved.x, dy: -moved.y))
            moved.x += scroller.offset.x
            moved.y += scroller.offset.y
        }
        let placed = frame.offsetBy(dx: -moved.x, dy: -moved.y)
        let shown = visible.intersection(placed)
        if shown.isNull { return 0 }
        // A view of no area is on screen wholly or not at all.
        let area = placed.width * placed.height
        return area > 0 ? Double(shown.width * shown.height / area) : 1
    }

    /// The store this host's `@AppStorage` properties use.
    public var appStorage: AppStorageValues { graph.appStorage }

    /// The window title of a mounted app (its `WindowGroup` title), if it has one.
    public var windowTitle: String? { graph.windowTitle }

    /// The scene phase the host reports to `@Environment(\.scenePhase)`: set it to act
    /// out the app going to the background and back (the update is flushed).
    public var scenePhase: ScenePhase {
        get { graph.scenePhase }
        set {
            graph.scenePhase = newValue
            graph.flush()
        }
    }

    // MARK: Finding

    /// The button whose label reads `title`, or whose accessibility label is `title` (an
    /// icon button named with `accessibilityLabel`, on it or on its icon).
    @discardableResult
    public func find(button title: String) throws -> ElementProxy {
        try first("button \"\(title)\"") { $0.kind == .button && Self.isNamed($0, title) }
    }

    private static func isNamed(_ button: TestElement, _ title: String) -> Bool {
        if button.textContent == title || button.properties[.accessibilityLabel] == .string(title) { return true }
        guard button.textContent.isEmpty else { return false }
        var named = false
        button.forEachDescendant { if $0.properties[.accessibilityLabel] == .string(title) { named = true } }
        return named
    }

    /// The text field (or secure field) whose title/placeholder is `title`.
    @discardableResult
    public func find(textField title: String) throws -> ElementProxy {
        try first("text field \"\(title)\"") {
            ($0.kind == .textField || $0.kind == .secureField) && $0.properties[.placeholder] == .string(title)
        }
    }

    /// The secure field whose title is `title`.
    @discardableResult
    public func find(secureField title: String) throws -> ElementProxy {
        try first("secure field \"\(title)\"") { $0.kind == .secureField && $0.properties[.placeholder] == .string(title) }
    }

    /// The toggle whose label reads `label`.
    @discardableResult
    public func find(toggle label: String) throws -> ElementProxy {
        try first("toggle \"\(label)\"") { $0.kind == .toggle && $0.textContent == label }
    }

    /// The colour well of the colour picker titled `title`.
    @discardableResult
    public func find(colorPicker title: String) throws -> ElementProxy {
        try first("color picker \"\(title)\"") { $0.kind == .colorPicker && $0.properties[.title] == .string(title) }
    }

    /// The picker whose label reads `label` (a `Label`'s title counts, its icon does not).
    @discardableResult
    public func find(picker label: String) throws -> ElementProxy {
        try first("picker \"\(label)\"") { element in
            element.kind == .picker && element.children.first(where: { $0.properties[.role] == .string("label") })?.textContent == label
        }
    }

    /// The stepper whose label reads `label`: `increment()` and `decrement()` press its
    /// + and − buttons.
    @discardableResult
    public func find(stepper label: String) throws -> ElementProxy {
        try first("stepper \"\(label)\"") { element in
            guard element.properties[.stepper] == .bool(true), let row = element.parent else { return false }
            // The label, without the buttons or a `format:` stepper's value.
            return row.children.filter { $0 !== element && $0.properties[.stepperValue] == nil }.map(\.textContent).joined() == label
        }
    }

    /// The slider whose label reads `label`.
    @discardableResult
    public func find(slider label: String) throws -> ElementProxy {
        try first("slider \"\(label)\"") { $0.kind == .slider && $0.textContent == label }
    }

    /// The date picker whose label reads `label`.
    @discardableResult
    public func find(datePicker label: String) throws -> ElementProxy {
        try first("date picker \"\(label)\"") { $0.kind == .datePicker && $0.textContent == label }
    }

    /// The first Text showing exactly `text`.
    @discardableResult
    public func find(text: String) throws -> ElementProxy {
        try first("text \"\(text)\"") { $0.kind == .text && $0.text == text }
    }

    /// The element given this id with `.id(_:)` or `.accessibilityIdentifier(_:)`.
    @discardableResult
    public func find(id: AnyHashable) throws -> ElementProxy {
        var proxy = try first("element with id \(id)") { Self.has(id: id, $0) }
        proxy.matchedID = id
        return proxy
    }

    /// Every button whose label reads `title`, in tree order.
    public func findAll(button title: String) -> [ElementProxy] {
        all { $0.kind == .button && Self.isNamed($0, title) }
    }

    /// Every Text showing exactly `text`, in tree order.
    public func findAll(text: String) -> [ElementProxy] {
        all { $0.kind == .text && $0.text == text }
    }

    /// Every element of a kind, in tree order.
    @_spi(TrellisHost) public func findAll(kind: ElementKind) -> [ElementProxy] {
        all { $0.kind == kind }
    }

    public func contains(text: String) -> Bool { !findAll(text: text).isEmpty }

    /// Types a keyboard shortcut: taps the last enabled button it belongs to
    /// (`keyboardShortcut(_:modifiers:)`, a scene's commands), as the web host does.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = .command) throws {
        let name = KeyboardShortcut(key, modifiers: modifiers)._hostName
        guard let button = all({ $0.kind == .button && $0.properties[.keyboardShortcut] == .string(name) && !$0.isDisabled }).last else {
            throw ViewHostError("No button with the shortcut \(name) found.", tree: render())
        }
        try button.tap()
    }

    static func has(id: AnyHashable, _ element: TestElement) -> Bool {
        if element.properties.contains(where: { $0.name == .id && $0.value == .identifier(id) }) { return true }
        if let string = id.base as? String, element.properties[.accessibilityIdentifier] == .string(string) { return true }
        return false
    }

    private func all(_ predicate: (TestElement) -> Bool) -> [ElementProxy] {
        var found: [ElementProxy] = []
        // What layout hides (`ViewThatFits`'s other candidates) is not on screen either.
        let layout = tree.layout.map { _ in layoutIfNeeded() }
        tree.root.forEachShownDescendant {
            if predicate($0), layout?.isHidden($0.id) != true { found.append(ElementProxy(host: self, element: $0)) }
        }
        return found
    }

    private func first(_ what: String, _ predicate: (TestElement) -> Bool) throws -> ElementProxy {
        if let match = all(predicate).first { return match }
        throw ViewHostError("No \(what) found.", tree: render())
    }

    // MARK: State and counters

    /// A stable, indented dump of what is on screen.
    /// Acts out the window being asked to open `url` (a deep link): every `onOpenURL`
    /// shown gets it. False when no view handles URLs.
    @discardableResult
    public func open(_ url: URL) -> Bool { graph.open(url) }

    public func render() -> String { tree.render() }

    /// Applies pending updates (timers, publishers, writes from other threads).
    public func flush() { graph.flush() }

    /// Lets the main queue run (timers fire, publishers deliver, replies arrive, scheduled
    /// updates apply) until `condition` holds; false if `timeout` passed first. Foundation
    /// `Timer`s on the run loop of the thread running the wait fire too — where main-actor
    /// code's `Timer.scheduledTimer` put them, as long as the main actor stays on that thread
    /// (Swift Testing on Linux may move it between pool threads: docs/Differences.md).
    @discardableResult
    public func wait(timeout: Duration = .seconds(30), until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        // Past the deadline, a few more turns: the main actor may have been busy elsewhere
        // until then (another test hogging it), so what was queued for it while this waited
        // runs first, then a last look; a busy neighbour does not fail this wait.
        var turnsPastDeadline = 0
        while !condition() {
            if ContinuousClock.now >= deadline {
                if turnsPastDeadline == 5 {
                    graph.flush()
                    return condition()
                }
                turnsPastDeadline += 1
            }
            Self.fireDueTimers()
            try? await Task.sleep(for: .milliseconds(5))
        }
        graph.flush()
        return true
    }

    /// One pass through this thread's run loop that waits for nothing: the timers due fire.
    /// (`limitDate(forMode:)`, not `run(mode:before:)`, which on Linux can block a while
    /// even when told to return at once, holding up the main actor.)
    private static func fireDueTimers() {
        _ = RunLoop.current.limitDate(forMode: .default)
    }

    /// How many times `body` of views of this type ran since mount or the last reset.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int { graph.bodyEvaluations(of: type) }

    /// Body evaluations of every view type since mount or the last reset.
    public var allBodyEvaluations: [String: Int] { graph.allBodyEvaluations }

    public func resetCounters() { graph.resetCounters() }

    /// Runtime warnings raised so far (duplicate ids, state written during body…).
    public var warnings: [String] { graph.warnings }

    /// The element the user last focused with `focus()`, for fields without a focus state.
    var focusedElement: ElementID?
    /// Where `ElementProxy.scroll(to:)` left each scroll view.
    var scrollOffsets: [ElementID: CGPoint] = [:]
    /// The drop destination a drag is held over (`ElementProxy.drag(over:)`).
    var dragDestination: ElementID?

    /// Moves the drag under way over `destination`: the one it was over hears it leave,
    /// and `destination` hears it enter (or move, if it is the same one).
    func moveDrag(to destination: TestElement, at point: CGPoint?) throws {
        let proxy = ElementProxy(host: self, element: destination)
        let spot = point ?? proxy.middle
        if let previous = dragDestination, previous != destination.id, let old = tree.element(previous) {
            try? ElementProxy(host: self, element: old).send(.drop(DropSample(phase: .exited, x: 0, y: 0)), "drag out of")
        }
        let phase: DropSample.Phase = dragDestination == destination.id ? .moved : .entered
        dragDestination = destination.id
        try proxy.send(.drop(DropSample(phase: phase, x: spot.x, y: spot.y)), "drag over")
    }
}

/// An element found on screen, with the interactions a user has with it.
@MainActor
public struct ElementProxy {
    let host: ViewHost
    public let element: TestElement
    /// The id it was found by (`find(id:)`): its frame is that of the view the id is on.
    var matchedID: AnyHashable?

    init(host: ViewHost, element: TestElement) {
        self.host = host
        self.element = element
    }

    /// Where the view is on screen, in window coordinates: for an element found by
    /// `find(id:)`, the view the `.id` or `.accessibilityIdentifier` is attached to
    /// (modifiers applied after it do not count, as in SwiftUI); otherwise the element
    /// with all its modifiers. Zero for an element not on screen (a hidden screen's).
    public var frame: CGRect {
        let layout = host.layoutIfNeeded()
        let frame: CGRect?
        if let id = matchedID {
            frame = layout.frame(of: element.id, attachedTo: { item in
                switch (item.name, item.value) {
                case (.id, .identifier(let value)): value == id
                case (.accessibilityIdentifier, .string(let value)): AnyHashable(value) == id
                default: false
                }
            })
        } else {
            // The view the first id on the element is attached to (the whole element when none).
            frame = layout.frame(of: element.id, attachedTo: { $0.name == .id || $0.name == .accessibilityIdentifier })
        }
        return frame ?? .zero
    }


    /// Taps a button (or toggles a toggle) and applies the resulting updates. As on a
    /// screen, a tap on something that takes no taps (a text) goes to the nearest element
    /// around it that does (a button, a view with `onTapGesture`).
    public func tap() throws {
        // A long press is no tap: `longPress()` is.
        if let target = nearest({ host.graph.accepts(HostEvent(element: $0.id, kind: .tap)) }) {
            return try ElementProxy(host: host, element: target).send(.tap, "tap")
        }
        try send(.tap, "tap")
    }

    /// Pinches (scale over 1 spreads the fingers) and turns (clockwise) two fingers on
    /// this view: the nearest view around it with a magnify or rotate gesture gets a
    /// change, then the end.
    public func pinch(scale: CGFloat = 1, rotation: Angle = .zero) throws {
        let moving = HostEvent.Kind.pinch(PinchSample(scale: Double(scale), degrees: rotation.degrees, ended: false))
        guard let target = nearest({ host.graph.accepts(HostEvent(element: $0.id, kind: moving)) }) else {
            throw error("Cannot pinch \(element.kind): nothing around it has a magnify or rotate gesture")
        }
        let proxy = ElementProxy(host: host, element: target)
        try proxy.send(moving, "pinch")
        try proxy.send(.pinch(PinchSample(scale: Double(scale), degrees: rotation.degrees, ended: true)), "pinch")
    }

    /// Presses `key` (going down) while the focus is in this view: the nearest view around
    /// it whose `onKeyPress` listens for it gets it.
    public func press(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [],
                      phase: KeyPress.Phases = .down) throws {
        let name = key._hostName
        let phase: KeySample.Phase = phase.contains(.up) ? .up : phase.contains(.repeat) ? .repeat : .down
        let event = HostEvent.Kind.keyPress(KeySample(key: name, characters: characters ?? (name.count == 1 ? String(key.character) : ""),
                                                      modifiers: modifiers.rawValue, phase: phase))
        guard let target = nearest({ host.graph.accepts(HostEvent(element: $0.id, kind: event)) }) else {
            throw error("Cannot press \(name) in \(element.kind): nothing around it listens for it")
        }
        try ElementProxy(host: host, element: target).send(event, "keyPress")
    }

    /// Moves the pointer over this view, at `point` in its own points (`onHover`,
    /// `onContinuousHover`), as a mouse would.
    public func hover(at point: CGPoint = .zero) throws {
        try hoverEvent(.hover(x: Double(point.x), y: Double(point.y)))
    }

    /// Moves the pointer off this view.
    public func endHover() throws {
        try hoverEvent(.hoverEnded)
    }

    private func hoverEvent(_ event: HostEvent.Kind) throws {
        guard let target = nearest({ host.graph.accepts(HostEvent(element: $0.id, kind: event)) }) else {
            throw error("Cannot hover over \(element.kind): nothing around it has onHover")
        }
        try ElementProxy(host: host, element: target).send(event, "hover")
    }

    /// Taps at `point` (in the tapped view's own points), for gestures that read where
    /// (`onTapGesture { location in }`, `SpatialTapGesture`).
    public func tap(at point: CGPoint) throws {
        let event = HostEvent.Kind.tapAt(Double(point.x), Double(point.y))
        guard let target = nearest({ host.graph.accepts(HostEvent(element: $0.id, kind: event)) }) else {
            throw error("Cannot tap \(element.kind) at a point: nothing around it takes taps")
        }
        try ElementProxy(host: host, element: target).send(event, "tap")
    }

    /// This element or the nearest one around it that satisfies `predicate`, as a
    /// screen's hit testing finds the view that takes a touch.
    fileprivate func nearest(_ predicate: (TestElement) -> Bool) -> TestElement? {
        var target: TestElement? = element
        while let candidate = target, !predicate(candidate) { target = candidate.parent }
        return target
    }

    /// Scrolls the nearest scroll view around this element (or this one) so that `offset`
    /// of its content is at its top leading corner (kept within the content), as a user
    /// would: the modifiers watching it (`onScrollGeometryChange`, `onScrollPhaseChange`)
    /// hear it move (`interacting`) and come to rest (`idle`).
    public func scroll(to offset: CGPoint) throws {
        guard let scroller = nearest({ $0.kind == .scrollView }) else {
            throw error("Cannot scroll: the \(element.kind) is in no scroll view")
        }
        let layout = host.layoutIfNeeded()
        let container = layout.frame(of: scroller.id)?.size ?? .zero
        let content = scroller.children.first.flatMap { layout.frame(of: $0.id) }?.size ?? container
        let target = CGPoint(x: min(max(0, offset.x), max(0, content.width - container.width)),
                             y: min(max(0, offset.y), max(0, content.height - container.height)))
        let start = host.scrollOffsets[scroller.id] ?? .zero
        func report(_ at: CGPoint, _ phase: ScrollPhase) -> String {
            ScrollReport(geometry: ScrollGeometry(contentOffset: at, contentSize: content, contentInsets: EdgeInsets(),
                                                  containerSize: container), phase: phase).text
        }
        let proxy = ElementProxy(host: host, element: scroller)
        defer {
            host.scrollOffsets[scroller.id] = target
            // Views inside that watch whether they are on screen hear it, as the page's do.
            host.tellVisibilityWatchers(host.layoutIfNeeded())
        }
        // A scroll view nothing watches scrolls with nothing to tell.
        guard host.graph.accepts(HostEvent(element: scroller.id, kind: .setText(report(start, .idle)))) else { return }
        // Where it was (the first report a host sends), then moving, then still.
        try proxy.send(.setText(report(start, .idle)), "scroll")
        try proxy.refreshed().send(.setText(report(target, .interacting)), "scroll")
        try proxy.refreshed().send(.setText(report(target, .idle)), "scroll")
    }

    /// Presses and holds on this element: the nearest view around it with
    /// `onLongPressGesture` hears the press begin, then runs its action.
    public func longPress() throws {
        let area = try longPressArea()
        try area.send(.pressing(true), "press")
        try area.refreshed().send(.longPress, "long-press")
    }

    /// Presses this element and lets go before a long press would be recognised: the
    /// nearest view around it with a long-press gesture hears the press begin and end, and
    /// its action does not run.
    public func pressAndRelease() throws {
        let area = try longPressArea()
        try area.send(.pressing(true), "press")
        try area.refreshed().send(.pressing(false), "release")
    }

    private func longPressArea() throws -> ElementProxy {
        guard let area = nearest({ $0.properties[.longPress] != nil }) else {
            throw error("Cannot long-press \(element.kind): nothing around it has onLongPressGesture")
        }
        return ElementProxy(host: host, element: area)
    }

    /// The same element as it is on screen now (a press may have re-rendered it).
    private func refreshed() throws -> ElementProxy {
        guard let current = host.tree.element(element.id) else {
            throw error("The \(element.kind) \(element.id) is no longer on screen")
        }
        return ElementProxy(host: host, element: current)
    }

    /// Acts out the host measuring a `GeometryReader` (this element or the nearest one
    /// around it) at `size`: its content lays out again against it.
    public func resize(to size: CGSize) throws {
        guard let reader = nearest({ $0.kind == .geometryReader }) else { throw error("Cannot resize \(element.kind): no GeometryReader around it") }
        try ElementProxy(host: host, element: reader).send(.setText("\(Double(size.width)) \(Double(size.height))"), "resize")
    }

    /// Drags across this element by `translation` (from its top-leading corner): the
    /// nearest view around it with a drag gesture sees the drag go halfway, all the way,
    /// then end, and the updates are applied.
    public func drag(by translation: CGSize) throws {
        guard let area = nearest({ $0.properties[.drag] != nil }) else { throw error("Cannot drag \(element.kind): nothing around it has a drag gesture") }
        for (fraction, ended) in [(0.5, false), (1.0, false), (1.0, true)] {
            guard let current = host.tree.element(area.id) else { return }
            try ElementProxy(host: host, element: current).send(.drag(DragSample(
                startX: 0, startY: 0, x: Double(translation.width) * fraction, y: Double(translation.height) * fraction, ended: ended)), "drag")
        }
    }

    /// Drags this view (the nearest one around it that can be dragged: `draggable`,
    /// `onDrag`) onto `target` (the nearest one around it that takes drops), letting go at
    /// `point` in the destination's points (its middle when nil): the source makes its
    /// items, the destination hears the drag enter and the drop, and the updates are
    /// applied. An action that must first convert the items runs as a task: `wait` for it.
    public func drag(onto target: ElementProxy, at point: CGPoint? = nil) throws {
        try drag(over: target, at: point)
        guard let destination = host.tree.element(host.dragDestination ?? target.element.id) else { return }
        let proxy = ElementProxy(host: host, element: destination)
        let spot = point ?? proxy.middle
        try proxy.send(.drop(DropSample(phase: .dropped, x: spot.x, y: spot.y)), "drop on")
        host.dragDestination = nil
    }

    /// Starts dragging this view and holds it over `target` without letting go: the
    /// destination hears the drag enter (its `isTargeted` turns true). Dragging over
    /// another destination, or `drag(onto:)`, goes on from there.
    public func drag(over target: ElementProxy, at point: CGPoint? = nil) throws {
        guard let source = nearest({ $0.kind == .dragSource }) else {
            throw error("Cannot drag \(element.kind): nothing around it can be dragged (draggable or onDrag)")
        }
        guard let destination = target.nearest({ $0.kind == .dropArea }) else {
            throw error("Cannot drop on \(target.element.kind): nothing around it takes drops (dropDestination or onDrop)")
        }
        if host.dragDestination == nil {
            try ElementProxy(host: host, element: source).send(.dragStart, "drag")
        }
        try host.moveDrag(to: destination, at: point)
    }

    /// Drops text from outside the app (another app, another tab) on this view (the
    /// nearest one around it that takes drops), at its middle.
    public func drop(text: String) throws { try dropFromOutside(text: text, url: nil) }

    /// Drops a link from outside the app on this view, at its middle.
    public func drop(url: URL) throws { try dropFromOutside(text: url.absoluteString, url: url.absoluteString) }

    /// The middle of the view, in its own points: where a drag lets go unless told.
    fileprivate var middle: CGPoint {
        let size = frame.size
        return CGPoint(x: size.width / 2, y: size.height / 2)
    }

    private func dropFromOutside(text: String, url: String?) throws {
        guard let destination = nearest({ $0.kind == .dropArea }) else {
            throw error("Cannot drop on \(element.kind): nothing around it takes drops (dropDestination or onDrop)")
        }
        let proxy = ElementProxy(host: host, element: destination)
        let spot = proxy.middle
        try proxy.send(.drop(DropSample(phase: .entered, x: spot.x, y: spot.y, fromOutside: true)), "drop on")
        try proxy.send(.drop(DropSample(phase: .dropped, x: spot.x, y: spot.y, fromOutside: true, text: text, url: url)), "drop on")
    }

    /// Picks the option of a picker that reads `optionText`, as a user would in any
    /// picker style, and applies the updates.
    public func select(_ optionText: String) throws {
        guard element.kind == .picker else { throw error("Cannot select in a \(element.kind)") }
        var option: TestElement?
        element.forEachShownDescendant { if option == nil, $0.kind == .pickerOption, $0.textContent == optionText { option = $0 } }
        guard let option else {
            var texts: [String] = []
            element.forEachShownDescendant { if $0.kind == .pickerOption { texts.append("\"\($0.textContent)\"") } }
            throw error("The picker has no option \"\(optionText)\" (options: \(texts.joined(separator: ", ")))")
        }
        try ElementProxy(host: host, element: option).send(.tap, "select")
    }

    /// Presses a stepper's + button.
    public func increment() throws { try stepperButton("+", "increment").tap() }

    /// Presses a stepper's − button.
    public func decrement() throws { try stepperButton("−", "decrement").tap() }

    private func stepperButton(_ title: String, _ verb: String) throws -> ElementProxy {
        guard element.properties[.stepper] == .bool(true),
              let button = element.children.first(where: { $0.kind == .button && $0.textContent == title }) else {
            throw error("Cannot \(verb) a \(element.kind): it is no stepper")
        }
        let proxy = ElementProxy(host: host, element: button)
        if button.isDisabled { throw error("Cannot \(verb) the stepper: its \(title) button is disabled (at the end of its range)") }
        return proxy
    }

    /// Moves a slider to `value` (kept within its range and on its step, as dragging
    /// would), and applies the updates.
    public func setValue(_ value: Double) throws {
        guard element.kind == .slider else { throw error("Cannot set the value of a \(element.kind)") }
        try send(.setValue(value), "slide")
    }

    /// Picks `date` in a date picker (kept within its range), and applies the updates.
    public func setDate(_ date: Date) throws {
        guard element.kind == .datePicker else { throw error("Cannot pick a date in a \(element.kind)") }
        try send(.setValue(date.timeIntervalSince1970), "pick a date in")
    }

    /// Gives this text field the keyboard focus (the one focused before loses it) and
    /// applies the updates: a `FocusState` tied to it changes.
    public func focus() throws {
        guard element.kind == .textField || element.kind == .secureField else { throw error("Cannot focus a \(element.kind)") }
        // The focus leaves the field that had it, whether a user or the app put it there.
        var previous: [TestElement] = []
        host.tree.root.forEachShownDescendant { if $0 !== element, $0.properties[.focused] == .bool(true) { previous.append($0) } }
        if let last = host.focusedElement, last != element.id, let old = host.tree.element(last), !previous.contains(where: { $0 === old }) {
            previous.append(old)
        }
        for old in previous { try? ElementProxy(host: host, element: old).send(.focus(false), "unfocus") }
        host.focusedElement = element.id
        try send(.focus(true), "focus")
    }

    /// Whether this text field has the focus: its `FocusState` says so, or (without one)
    /// it was the last one focused.
    public var isFocused: Bool {
        if case .bool(let focused)? = element.properties[.focused] { return focused }
        return host.focusedElement == element.id
    }

    /// Presses return in this text field: the `onSubmit` actions run.
    public func submit() throws {
        guard element.kind == .textField || element.kind == .secureField else { throw error("Cannot submit a \(element.kind)") }
        try send(.submit, "submit")
    }

    /// Types `text` into a text field, replacing its content, and applies the updates.
    public func setText(_ text: String) throws {
        try send(.setText(text), "type into")
    }

    /// Scrolls a lazy container (`List`, `LazyVStack`, `LazyHStack`) to its end, as a
    /// user would: it mounts up to `count` more rows. With every row shown already, there
    /// is nothing to mount and nothing happens.
    public func showMore(_ count: Int = 100) throws {
        guard case .number(let mounted)? = element.properties[.lazy] else {
            if element.kind == .list || element.kind == .lazyStack { return }
            throw error("Cannot scroll a \(element.kind) for more rows: it is not lazy")
        }
        try send(.setText(String(Int(mounted) + count)), "scroll")
    }

    /// Picks a colour in a colour picker and applies the updates.
    public func setColor(_ color: Color) throws {
        guard element.kind == .colorPicker else { throw error("Cannot pick a colour in a \(element.kind)") }
        try send(.setText(color.hexString), "pick a colour in")
    }

    /// Flips a toggle and applies the updates.
    public func toggle() throws {
        guard element.kind == .toggle else { throw error("Cannot toggle a \(element.kind)") }
        try send(.setOn(!(isOn ?? false)), "toggle")
    }

    public var isDisabled: Bool { element.isDisabled }

    /// The text shown by this element and everything inside it.
    public var text: String { element.textContent }

    /// A text field's current content.
    public var value: String? {
        if case .string(let value)? = element.properties[.value] { return value }
        return nil
    }

    /// A slider's value.
    public var doubleValue: Double? {
        if case .number(let value)? = element.properties[.value] { return value }
        return nil
    }

    /// A date picker's date.
    public var dateValue: Date? {
        if case .number(let seconds)? = element.properties[.date] { return Date(timeIntervalSince1970: seconds) }
        return nil
    }

    /// A picker option's (or anything selectable's) state.
    public var isSelected: Bool? {
        if case .bool(let selected)? = element.properties[.selected] { return selected }
        return nil
    }

    /// A toggle's state.
    public var isOn: Bool? {
        if case .bool(let value)? = element.properties[.isOn] { return value }
        return nil
    }

    @_spi(TrellisHost) public subscript(property name: String) -> PropertyValue? { element.properties[PropertyName(rawValue: name)] }

    /// This element's part of the rendered tree.
    public func render() -> String { host.tree.render(from: element) }

    fileprivate func send(_ kind: HostEvent.Kind, _ verb: String) throws {
        guard host.tree.element(element.id) === element else {
            throw error("Cannot \(verb) \(element.kind) \(element.id): it is no longer on screen")
        }
        let event = HostEvent(element: element.id, kind: kind)
        guard host.graph.accepts(event) else {
            throw error(element.isDisabled ? "Cannot \(verb) \(element.kind) \"\(text)\": it is disabled"
                                           : "Cannot \(verb) a \(element.kind)")
        }
        host.graph.send(event)
    }

    private func error(_ message: String) -> ViewHostError {
        ViewHostError(message, tree: host.render())
    }
}

/// Why a lookup or an interaction failed, with the rendered tree to see why.
public struct ViewHostError: Error, CustomStringConvertible {
    public let message: String
    public let tree: String

    init(_ message: String, tree: String) {
        self.message = message
        self.tree = tree
    }

    public var description: String { "\(message)\nRendered tree:\n\(tree)" }
}
