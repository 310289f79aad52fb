/// The node of a user view: owns its dynamic-property storage, runs `body` when a
/// dependency changed or its value changed, and reconciles the body's content.
///
/// The view is stored last in the node, so every other field keeps a fixed offset; the
/// last body lives in a node-owned buffer.
final class CompositeNode<V: View>: SingleChildNode, BodyChangeReporting {
    /// Where `storedView` lies (set once `self` exists): read with no exclusivity checks.
    nonisolated(unsafe) private var view = ViewValues.placeholder(V.self)
    /// The last body, kept to pass new inputs down without re-running `body`.
    nonisolated(unsafe) private var body: UnsafeMutablePointer<V.Body>?
    private let layout: TypeReflection.DynamicLayout
    private let compare: RawComparator
    @exclusivity(unchecked) private var storage: [AnyObject?] = []
    private let counter: ViewGraph.BodyCounter
    /// Why `body` runs (or last ran), for `_printChanges()`.
    @exclusivity(unchecked) private(set) var bodyChangeCause = BodyChangeCause.firstRun

    init(_ view: consuming V, parent: _ViewNode, inputs: _ViewInputs, facts: CompositeTypeFacts) {
        storedView = view
        layout = facts.layout
        compare = facts.compare
        counter = parent.withGraph { $0.bodyCounter(for: V.self) }
        super.init(parent: parent, inputs: inputs)
        self.view = ViewValues.address(of: &storedView, in: self)
        viewType = ObjectIdentifier(V.self)
        if !layout.isEmpty {
            storage = layout.makeStorage(for: UnsafeMutableRawPointer(self.view), node: self)
        }
        evaluate()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        if !isDirty {
            if ViewValues.equal(compare, view, newValue) {
                if newInputs.hasSameIdentity(as: inputs) { return }
                let environmentChanged = environmentChanged(in: newInputs.environment)
                inputs = newInputs
                if !environmentChanged, let body {
                    child = ViewValues.inPlace(body, as: V.Body.self) { reconcileChild(child, with: $0, inputs: newInputs) }
                    return
                }
            }
        }
        ViewValues.assign(view, from: newValue)
        inputs = newInputs
        bodyChangeCause = isDirty ? .dependencies : .newValue
        evaluate()
    }

    override func reevaluate() {
        bodyChangeCause = .dependencies
        evaluate()
    }

    private func evaluate() {
        isDirty = false
        counter.count += 1
        beginEvaluation()
        let saved = DependencyTracking.enter(self)
        if !layout.isEmpty {
            layout.link(UnsafeMutableRawPointer(view), storage: storage, node: self)
            if let missing = graph.takeMissingEnvironmentObject() {
                DependencyTracking.leave(saved)
                showMissingEnvironmentObject(missing)
                return
            }
        }
        let newBody: V.Body = DependencyTracking.observing(self) { ViewValues.inPlace(view, as: V.self) { $0.body } }
        DependencyTracking.leave(saved)
        child = reconcileChild(child, with: newBody, inputs: inputs)
        // Kept once the children are reconciled, so the body moves in rather than being
        // copied (a row's whole subtree of views) and destroyed.
        if let body { body.pointee = consume newBody } else { body = ViewValues.allocate(consume newBody) }
    }

    private func showMissingEnvironmentObject(_ type: Any.Type) {
        if let body { ViewValues.free(body) }
        body = nil
        child = missingEnvironmentObjectPlaceholder(type, owner: V.self, replacing: child)
    }

    override func willUnmount() {
        for index in storage.indices {
            (storage[index] as? DetachableStorage)?.detach()
        }
        storage = []
        if let body { ViewValues.free(body) }
        body = nil
        super.willUnmount()
    }

    deinit {
        if let body { ViewValues.free(body) }
    }

    /// The current view, in the node rather than in a buffer of its own (one allocation
    /// per node, not two).
    @exclusivity(unchecked) nonisolated(unsafe) private var storedView: V
}

/// What a composite node needs to know about its view's type, found once per type.
final class CompositeTypeFacts {
    let layout: TypeReflection.DynamicLayout
    let compare: RawComparator
    /// `CompositeNode<V>.self`: naming it in generic code looks its metadata up each time.
    let nodeClass: AnyClass

    private init(layout: TypeReflection.DynamicLayout, compare: RawComparator, nodeClass: AnyClass) {
        self.layout = layout
        self.compare = compare
        self.nodeClass = nodeClass
    }

    /// Main-actor only, like `TypeReflection`'s caches.
    @exclusivity(unchecked) nonisolated(unsafe) private static var cache: [TypeKey: CompositeTypeFacts] = [:]

    @MainActor
    static func of<V: View>(_ type: V.Type) -> CompositeTypeFacts {
        if let cached = cache[TypeKey(type)] { return cached }
        let made = CompositeTypeFacts(layout: TypeReflection.dynamicLayout(of: type),
                                      compare: TypeReflection.comparator(for: type),
                                      nodeClass: CompositeNode<V>.self)
        cache[TypeKey(type)] = made
        return made
    }

    /// Makes the node of a user view.
    @MainActor
    static func makeNode<V: View>(_ view: V, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        let facts = of(V.self)
        let nodeClass = unsafeBitCast(facts.nodeClass, to: CompositeNode<V>.Type.self)
        return nodeClass.init(view, parent: parent, inputs: inputs, facts: facts)
    }
}
