/// The node of a user view: owns its dynamic-property storage, runs `body` when a
/// dependency changed or its value changed, and reconciles the body's content.
final class CompositeNode<V: View>: _ViewNode {
    private var view: V
    private var body: V.Body?
    private var child: _ViewNode?
    private let layout: TypeReflection.DynamicLayout
    private let compare: RawComparator
    private var storage: [AnyObject?] = []
    private let counter: ViewGraph.BodyCounter

    init(_ view: V, parent: _ViewNode, inputs: _ViewInputs) {
        self.view = view
        layout = TypeReflection.dynamicLayout(of: V.self)
        compare = TypeReflection.comparator(for: V.self)
        counter = parent.graph.bodyCounter(for: V.self)
        super.init(graph: parent.graph, parent: parent, container: parent.containerForChildren, inputs: inputs)
        viewType = ObjectIdentifier(V.self)
        if !layout.isEmpty {
            storage = withUnsafeMutablePointer(to: &self.view) { layout.makeStorage(for: $0, node: self) }
        }
        evaluate()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        var newView = unsafeBitCast(newValue, to: V.self)
        if !isDirty {
            let equal = withUnsafePointer(to: &view) { old in
                withUnsafePointer(to: &newView) { new in compare(old, new) }
            }
            if equal {
                if newInputs.hasSameIdentity(as: inputs) { return }
                let environmentChanged = environmentChanged(in: newInputs.environment)
                inputs = newInputs
                if !environmentChanged {
                    if let body { child = reconcileChild(child, with: body, inputs: newInputs) }
                    return
                }
            }
        }
        view = newView
        inputs = newInputs
        evaluate()
    }

    override func reevaluate() { evaluate() }

    private func evaluate() {
        isDirty = false
        counter.count += 1
        let newBody: V.Body = DependencyTracking.track(self) {
            if !layout.isEmpty {
                withUnsafeMutablePointer(to: &view) { layout.link($0, storage: storage, node: self) }
            }
            return view.body
        }
        body = newBody
        child = reconcileChild(child, with: newBody, inputs: inputs)
    }

    override func appendElements(to list: inout [ElementID]) { child?.appendElements(to: &list) }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func willUnmount() {
        for case let box as DetachableStorage in storage { box.detachFromGraph() }
        storage = []
        body = nil
        child = nil
    }
}

/// Storage that must stop notifying once its identity is gone.
protocol DetachableStorage: AnyObject {
    func detachFromGraph()
}

extension StateBox: DetachableStorage {
    func detachFromGraph() { detach() }
}
