import Dispatch
import Foundation
import Logging

/// Owns one mounted view tree: its nodes, the dirty set, and the mutations owed to the
/// host. Every change is applied by `flush()`, at most once per run-loop turn unless a
/// host flushes explicitly (after an event, say).
@MainActor
@_spi(TrellisHost) public final class ViewGraph {
    public unowned let host: any HostRenderer
    private(set) var root: RootNode!

    /// Diagnostics raised by this graph (also logged), newest last.
    public private(set) var warnings: [String] = []
    /// How the graph asks for a flush on a later turn; hosts may replace it.
    public var scheduleFlush: (@MainActor (ViewGraph) -> Void) = ViewGraph.scheduleOnMainQueue

    /// The title of the window the graph shows (an app's `WindowGroup` title), for hosts
    /// that show one (the web host's page title).
    public internal(set) var windowTitle: String?

    /// The transaction of the latest animated change, if any.
    public internal(set) var lastTransaction: Transaction?
    @exclusivity(unchecked) var lastPlainInputs: _ViewInputs?
    @exclusivity(unchecked) var dirtyNodes: [_ViewNode] = []
    @exclusivity(unchecked) var containersToDiff: [ContainerNode] = []
    @exclusivity(unchecked) private var mutations: [HostMutation] = []
    /// Animations of the mutations owed to the host, by index in `mutations`.
    @exclusivity(unchecked) private var mutationAnimations: [Int: Animation] = [:]
    /// The animation of the state changes the next flush applies (`withAnimation`).
    @exclusivity(unchecked) var pendingAnimation: Animation?
    /// The animation in force while reconciling: the flush's, or an `.animation(_:value:)`'s.
    @exclusivity(unchecked) var currentAnimation: Animation?
    /// The animations in force outside each `animation(_:body:)` being reconciled, innermost
    /// last: what its content (the placeholder) holds goes back to the outer one.
    @exclusivity(unchecked) var outerAnimations: [Animation?] = []
    /// Set by an `animation(_:body:)`'s content: the animation for what the next element
    /// updated holds. That element carries the body's modifiers, so its own update keeps
    /// the body's animation; the views inside it keep the change's own transaction.
    @exclusivity(unchecked) var animationBelowNextElement: Animation?? = nil
    /// The `onOpenURL` handlers of the views shown.
    let openURLHandlers = OpenURLHandlers()
    @exclusivity(unchecked) private var pendingActions: [@MainActor () -> Void] = []
    @exclusivity(unchecked) private var isFlushing = false
    @exclusivity(unchecked) private var flushScheduled = false
    @exclusivity(unchecked) private var isMounting = false
    @exclusivity(unchecked) private var nextElementID = 1
    /// Each live element's node (an `ElementEventTarget`).
    @exclusivity(unchecked) private var elementNodes = ElementIndex()
    @exclusivity(unchecked) private var bodyCounters: [TypeKey: BodyCounter] = [:]
    @exclusivity(unchecked) var typeNames: [TypeKey: String] = [:]
    private var warnedOnce: Set<String> = []
    /// Set by an `@EnvironmentObject` that found no object while its view was linked.
    @exclusivity(unchecked) var missingEnvironmentObject: Any.Type?
    private let foreignWrites = ForeignWriteQueue()

    package nonisolated static let logger = Logger(label: "Trellis")

    public init(host: any HostRenderer) {
        self.host = host
        // Before any view's code can reach `URLSession.shared`: on Linux its tasks are then
        // safe to cancel, as a `.task` is when its view goes away.
        _installCancellationSafeURLCache()
        _ = ViewGraph.keychainInstalled
        locationService.graph = self
    }

    /// Alerts presented from code (`UIAlertController`), shown over the root view.
    let codePresentedAlerts = CodePresentedAlerts()

    /// Where `location` is kept (made on first use).
    nonisolated let locationService = LazyDeviceLocation()
    /// Where `files` is kept (made on first use).
    var filesService: DeviceFiles?
    /// Where `media` is kept (made on first use).
    var mediaService: DeviceMedia?

    /// The store behind `@AppStorage` (this graph's "device"); set it before mounting.
    /// SwiftUI's default: the process's `UserDefaults.standard`. (Read from any thread: code
    /// a tab's task runs off the main actor keeps to that tab's device; never changed once
    /// mounted.)
    nonisolated(unsafe) public var appStorage: AppStorageValues = .standard
    /// The store behind `@SceneStorage` (this graph's scene); set it before mounting.
    nonisolated(unsafe) public var sceneStorage = AppStorageValues()

    /// Tears the tree down so per-identity storage and dependency records are freed.
    isolated deinit {
        root?.unmount()
    }

    /// Mounts `view` into the host's root element and flushes (onAppear runs).
    public func mount<V: View>(_ view: V) {
        precondition(root == nil, "a ViewGraph mounts one root view")
        root = RootNode(graph: self)
        isMounting = true
        // The app's view, under which alerts presented from code (UIKit's) show.
        let alerts = codePresentedAlerts
        actingFor { root.mount(view.modifier(CodePresentedAlertsHost(alerts: alerts))) }
        isMounting = false
        flush()
    }

    /// Number of the host elements currently shown.
    public var mountedElementCount: Int { elementNodes.count }

    // MARK: Updates

    func nodeBecameDirty(_ node: _ViewNode) {
        dirtyNodes.append(node)
        requestFlush()
    }

    func requestFlush() {
        guard !isFlushing, !flushScheduled else { return }
        flushScheduled = true
        scheduleFlush(self)
    }

    static func scheduleOnMainQueue(_ graph: ViewGraph) {
        DispatchQueue.main.async { [weak graph] in
            MainActor.assumeIsolated { graph?.flush() }
        }
    }

    /// Runs after each flush that reached the host, outside it: a host that lays out
    /// settles geometry here (a `GeometryReader` told its size may change state and flush
    /// again).
    public var didFlush: (@MainActor () -> Void)?

    /// Applies every pending change: re-runs dirty nodes shallowest first, diffs child
    /// lists, sends one batch of mutations to the host, then runs lifecycle callbacks
    /// (which may dirty more nodes; they are handled in the same flush).
    public func flush() {
        guard !isFlushing else { return }
        flushChanges()
        didFlush?()
    }

    private func flushChanges() {
        flushScheduled = false
        guard !isFlushing, root != nil else { return }
        isFlushing = true
        currentAnimation = pendingAnimation
        defer {
            isFlushing = false
            currentAnimation = nil
        }
        actingFor { reconcileUntilSettled() }
    }

    /// The rounds of one flush: dirty nodes re-run, lists diffed, mutations sent, then
    /// the callbacks they owe, until nothing is dirty.
    private func reconcileUntilSettled() {
        var rounds = 0
        while true {
            applyForeignWrites()
            processDirtyNodes()
            for container in containersToDiff { container.diffChildren() }
            containersToDiff.removeAll(keepingCapacity: true)
            refreshPreferences()
            if pendingActions.isEmpty && dirtyNodes.isEmpty && !foreignWrites.hasPending { break }
            rounds += 1
            if rounds > 100 {
                warn("Views kept changing state in onAppear/onChange for 100 rounds; stopped to avoid a loop.")
                break
            }
            let actions = pendingActions
            pendingActions.removeAll()
            DependencyTracking.untracked { for action in actions { action() } }
            currentAnimation = pendingAnimation
        }
        pendingAnimation = nil
        if !mutations.isEmpty {
            let batch = mutations
            let animations = mutationAnimations
            mutations = []
            mutationAnimations = [:]
            if !animations.isEmpty, let animating = host as? AnimatingHostRenderer {
                animating.apply(batch, animations: animations)
            } else {
                host.apply(batch)
            }
        }
    }

    // MARK: Geometry

    /// The host's layout, for views that read frames (`GeometryProxy`); nil where the host
    /// lays out nothing the graph can read.
    public weak var geometry: (any GeometrySource)?

    /// Whether the host tells every `GeometryReader` its size after laying it out (the test
    /// host and the web host do): then the `onAppear` actions inside a reader wait for its
    /// size, as on iOS. A host that never measures leaves this false, and they run at once.
    @_spi(TrellisHost) public var measuresGeometryReaders = false
    /// Readers whose content read frames or anchors: a layout pass that moved things makes
    /// them read again.
    private var layoutReaders: [ObjectIdentifier: WeakGeometryContext] = [:]

    private struct WeakGeometryContext { weak var context: _GeometryContext? }

    func addLayoutReader(_ context: _GeometryContext) {
        layoutReaders[ObjectIdentifier(context)] = WeakGeometryContext(context: context)
    }

    /// Whether a view read frames or anchors (so the host should lay out, if it can).
    public var readsLayout: Bool {
        layoutReaders.contains { $0.value.context != nil }
    }

    /// Called by the host after a layout pass that changed frames: every reader that read
    /// frames reads them again (in the next flush). False when there is none.
    public func layoutDidChange() -> Bool {
        layoutReaders = layoutReaders.filter { $0.value.context != nil }
        for entry in layoutReaders.values { entry.context?.refresh?() }
        return !layoutReaders.isEmpty
    }

    // MARK: Preferences

    /// Bumped whenever a node that sets or transforms a preference appears, changes or goes.
    @exclusivity(unchecked) private var preferenceGeneration = 0
    @exclusivity(unchecked) private var readPreferenceGeneration = 0
    @exclusivity(unchecked) private var preferenceReaders: [any PreferenceReader] = []

    func preferencesChanged() { preferenceGeneration &+= 1 }

    func addPreferenceReader(_ reader: any PreferenceReader) {
        preferenceReaders.append(reader)
        preferencesChanged()
    }

    /// After a round's updates: every reader collects its key again when a value may have
    /// changed; a changed value queues the reader's action (handled in this flush). Values
    /// that depend on geometry are resolved when read (`GeometryProxy`), after layout.
    private func refreshPreferences() {
        guard readPreferenceGeneration != preferenceGeneration else { return }
        readPreferenceGeneration = preferenceGeneration
        preferenceReaders.removeAll { !$0.isMounted }
        for reader in preferenceReaders { reader.refreshPreference() }
    }

    private func processDirtyNodes() {
        while !dirtyNodes.isEmpty {
            var batch = dirtyNodes
            dirtyNodes.removeAll(keepingCapacity: true)
            if batch.count > 1 { batch.sort { $0.depth < $1.depth } }
            for node in batch where node.isDirty && node.isMounted {
                node.reevaluate()
            }
        }
    }

    /// Whether the graph is reconciling now: user callbacks must wait for the round's end.
    var isUpdating: Bool { isFlushing || isMounting }

    /// Queues a lifecycle callback to run after this round's reconciliation.
    func enqueueAction(_ action: @escaping @MainActor () -> Void) {
        pendingActions.append(action)
        requestFlush()
    }

    // MARK: Writes from other threads

    /// Applies a write made off the main thread on the main actor, with a warning.
    nonisolated func enqueueForeignWrite(_ description: String, _ apply: @escaping @Sendable () -> Void) {
        foreignWrites.append(description, apply)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.applyForeignWrites()
                self.flush()
            }
        }
    }

    private func applyForeignWrites() {
        for (description, apply) in foreignWrites.drain() {
            warnOffMainActor("\(description) was written")
            apply()
        }
    }

    // MARK: Host mutations

    /// The items of the drag under way in this graph's host, made by its source when it
    /// began; a drop takes them.
    package var drag: [DragItem]?

    /// The graph whose event, callback or update is running: the one whose host (a browser
    /// tab, a test) a platform request such as `UIApplication.shared.open` belongs to.
    /// Else the graph whose event started the running task (a `Task { … }` made in a
    /// button's action, a `.task`): work that resumes after an `await` still belongs to
    /// the tab that began it (its keychain, its notifications, the page it opens).
    package static var active: ViewGraph? { running ?? TaskGraph.startedBy?.graph }
    private static weak var running: ViewGraph?

    /// Runs `body` as this graph's work: it is the active graph meanwhile, and tasks made
    /// in `body` carry it.
    func actingFor<Result>(_ body: () -> Result) -> Result {
        let outer = ViewGraph.running
        ViewGraph.running = self
        defer { ViewGraph.running = outer }
        if TaskGraph.startedBy?.graph === self { return body() }
        return TaskGraph.$startedBy.withValue(TaskGraph.WeakGraph(self)) { body() }
    }

    /// The graph the caller works for, from any thread: on the main actor (the main queue,
    /// which is not always the main thread) the active one; elsewhere the graph whose event
    /// started the running task, if any. Off the main actor only its `nonisolated` members
    /// may be used.
    package nonisolated static func current() -> ViewGraph? {
        guard DependencyTracking.isOnMainActor else {
            // A weak reference read off the main actor: the graph itself is only used on
            // the main actor by whoever receives it.
            return TaskGraph.startedBy?.graph
        }
        return MainActor.assumeIsolated { active }
    }

    /// Runs `body` on the main actor: now when the caller is on it, else on the main queue's
    /// next turn (a completion handler called from another thread).
    package nonisolated static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
        if DependencyTracking.isOnMainActor {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated(body) }
        }
    }

    /// Sends a platform request to the active graph's host with the next batch. Without an
    /// active graph (code run outside any view's event or callback) it is dropped, logged.
    package static func requestFromHost(_ request: HostRequest) -> Bool {
        requestFromHost(request, on: active)
    }

    /// Sends a platform request to `graph`'s host: for work that began in one of its
    /// events and finished later, when that graph is no longer the active one.
    package static func requestFromHost(_ request: HostRequest, on graph: ViewGraph?) -> Bool {
        guard let graph else {
            logger.warning("\(String(describing: request)) was asked outside any view's event or callback; no host to send it to.")
            return false
        }
        graph.emit(.request(request))
        graph.requestFlush()
        return true
    }

    func emit(_ mutation: consuming HostMutation) {
        if let currentAnimation { mutationAnimations[mutations.count] = currentAnimation }
        mutations.append(consume mutation)
    }

    /// Takes the mutations emitted so far without applying them (tests of the diff).
    func takeMutationsForTesting() -> [HostMutation] {
        defer { mutations = []; mutationAnimations = [:] }
        return mutations
    }

    func allocateElement(for node: ElementEventTarget) -> ElementID {
        let id = ElementID(nextElementID)
        nextElementID += 1
        elementNodes.insert(node as AnyObject, for: id)
        return id
    }

    func retireElement(_ id: ElementID) { elementNodes.remove(id) }

    /// Delivers a host event to the element's current view (never a stale closure),
    /// then flushes. Events for elements that no longer exist are dropped: returns false.
    @discardableResult
    public func send(_ event: HostEvent) -> Bool {
        guard let target = elementNodes[event.element] as? any ElementEventTarget else { return false }
        let handled = actingFor { DependencyTracking.untracked { target.handle(event.kind) } }
        flush()
        return handled
    }

    /// Whether the element exists and would accept the event (enabled, right kind).
    public func accepts(_ event: HostEvent) -> Bool {
        (elementNodes[event.element] as? any ElementEventTarget)?.accepts(event.kind) ?? false
    }

    // MARK: Counters

    final class BodyCounter {
        @exclusivity(unchecked) var count = 0
    }

    func bodyCounter(for type: Any.Type) -> BodyCounter {
        let key = TypeKey(type)
        if let counter = bodyCounters[key] { return counter }
        let counter = BodyCounter()
        bodyCounters[key] = counter
        typeNames[key] = String(describing: type)
        return counter
    }

    /// How many times `body` of views of this type ran since mount or the last reset.
    public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
        bodyCounters[TypeKey(type)]?.count ?? 0
    }

    /// Body evaluations of every view type, keyed by type name.
    public var allBodyEvaluations: [String: Int] {
        var result: [String: Int] = [:]
        for (key, counter) in bodyCounters where counter.count > 0 {
            result[typeNames[key] ?? "?", default: 0] += counter.count
        }
        return result
    }

    public func resetCounters() {
        for counter in bodyCounters.values { counter.count = 0 }
    }

    // MARK: Diagnostics

    func takeMissingEnvironmentObject() -> Any.Type? {
        guard let missing = missingEnvironmentObject else { return nil }
        missingEnvironmentObject = nil
        return missing
    }

    /// A change made off the main actor reached the views through the main actor.
    func warnOffMainActor(_ what: String) {
        warn("Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates. (\(what) off the main actor; it was applied on the main actor.)")
    }

    /// Records and logs a runtime warning; the app keeps running.
    func warn(_ message: String) {
        warnings.append(message)
        Self.logger.warning("\(message)")
    }

    /// Like `warn`, but only the first time for a given key.
    func warnOnce(key: String, _ message: @autoclosure () -> String) {
        guard warnedOnce.insert(key).inserted else { return }
        warn(message())
    }
}

/// A node that can receive host events for its element.
@MainActor
protocol ElementEventTarget: AnyObject {
    func handle(_ event: HostEvent.Kind) -> Bool
    func accepts(_ event: HostEvent.Kind) -> Bool
}

/// Writes made on other threads, waiting for the main actor.
final class ForeignWriteQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(String, @Sendable () -> Void)] = []

    func append(_ description: String, _ apply: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        items.append((description, apply))
    }

    func drain() -> [(String, @Sendable () -> Void)] {
        lock.lock(); defer { lock.unlock() }
        let drained = items
        items = []
        return drained
    }

    var hasPending: Bool {
        lock.lock(); defer { lock.unlock() }
        return !items.isEmpty
    }
}

/// The graph's root: stands for the host's root element.
final class RootNode: ContainerNode {
    /// The phase the host reports, behind every `\.scenePhase` read.
    let scenePhase: StateBox<ScenePhase>
    /// The window's size classes the host reports, behind the size class reads.
    let sizeClasses: StateBox<HostSizeClasses>

    init(graph: ViewGraph) {
        var environment = EnvironmentValues()
        // The app's edit mode, as a navigation container provides it in SwiftUI: an
        // EditButton anywhere toggles it unless a nearer `.environment(\.editMode, …)` does.
        environment.editMode = Binding(location: StateBox(value: EditMode.inactive, graph: graph, ownerName: "the root"))
        scenePhase = StateBox(value: ScenePhase.active, graph: graph, ownerName: "the host's scene phase")
        environment[ScenePhaseSourceKey.self] = Binding(location: scenePhase)
        sizeClasses = StateBox(value: HostSizeClasses(), graph: graph, ownerName: "the host's window")
        environment[HostSizeClassesKey.self] = Binding(location: sizeClasses)
        // The scene's focused values, which views publish and `@FocusedValue` reads.
        environment.focusedValuesSource = Binding(location: StateBox(value: FocusedValues(), graph: graph, ownerName: "the scene's focused values"))
        super.init(graph: graph, parent: nil, container: nil, inputs: _ViewInputs(environment: environment))
        elementID = .root
    }

    func mount<V: View>(_ view: V) {
        isMountingChildren = true
        content = makeChild(view, inputs: inputs)
        isMountingChildren = false
        insertInitialChildren()
    }

    /// Presented elements (sheets, alerts), shown above the app in the order presented.
    @exclusivity(unchecked) private var layers: [ContainerNode] = []

    override func currentChildElements() -> ElementList {
        var list = super.currentChildElements()
        for layer in layers { list.append(layer.elementID) }
        return list
    }

    func addLayer(_ layer: ContainerNode) {
        layers.append(layer)
        childrenChanged()
    }

    func removeLayer(_ layer: ContainerNode) {
        layers.removeAll { $0 === layer }
        childrenChanged()
    }
}

extension ViewGraph {
    /// `inputs` without pending modifiers, shared by every element in the same environment
    /// (rows of a list all hand their content the same object).
    func inputsWithoutModifiers(_ inputs: _ViewInputs) -> _ViewInputs {
        if inputs.modifiers.isEmpty { return inputs }
        if let last = lastPlainInputs, last.environment.hasSameStorage(as: inputs.environment) { return last }
        let plain = inputs.withoutModifiers
        lastPlainInputs = plain
        return plain
    }

    /// Remembers the animation of the change being applied: the mutations of the flush
    /// that applies it carry it (hosts may animate them).
    func noteTransaction(_ transaction: Transaction) {
        guard !transaction.isEmpty else { return }
        lastTransaction = transaction
        if transaction.disablesAnimations {
            pendingAnimation = nil
        } else if let animation = transaction.animation {
            pendingAnimation = animation
        }
    }
}

/// The graph whose event started the running task, kept weakly: a task that outlives its
/// tab does not keep the tab's tree alive. (Outside `ViewGraph`, whose members are the
/// main actor's: a task-local is read from any thread.)
private enum TaskGraph {
    @TaskLocal static var startedBy: WeakGraph?

    final class WeakGraph: @unchecked Sendable {
        weak var graph: ViewGraph?
        init(_ graph: ViewGraph) { self.graph = graph }
    }
}
