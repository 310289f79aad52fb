/// One node per view identity: the graph's unit of state, dependencies and updates.
///
/// Public only because `View._makeNode` names it; its members are internal.
@MainActor
public class _ViewNode {
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) let parent: _ViewNode?
    /// The nearest ancestor that owns a host element and lists its children.
    unowned(unsafe) let container: ContainerNode?
    let depth: Int
    @exclusivity(unchecked) var inputs: _ViewInputs
    /// The static type of the view this node was made for; a different type at the same
    /// position is a different identity.
    @exclusivity(unchecked) var viewType: ObjectIdentifier = ObjectIdentifier(Never.self)
    /// Bumped at every evaluation; dependency records from older epochs are stale.
    /// Read by dependency records only on the thread running the evaluation (the main actor).
    @exclusivity(unchecked) nonisolated(unsafe) var epoch: UInt32 = 0
    @exclusivity(unchecked) var isDirty = false
    @exclusivity(unchecked) nonisolated(unsafe) var isMounted = true
    /// Environment keys read by this node's latest evaluation, with the entry seen.
    @exclusivity(unchecked) nonisolated(unsafe) var environmentReads = EnvironmentReads()
    /// Property modifiers applied to this node's view, kept here instead of in nodes of
    /// their own (nil for most nodes). Then the node was made for the outermost modified
    /// content, `folded.identity`; `viewType` stays its own view's type.
    @exclusivity(unchecked) final var folded: FoldedModifier?

    init(graph: ViewGraph, parent: _ViewNode?, container: ContainerNode?, inputs: _ViewInputs) {
        self.graph = graph
        self.parent = parent
        self.container = container
        self.depth = (parent?.depth ?? -1) + 1
        self.inputs = inputs
    }

    /// A child of `parent`: same graph, reporting its elements to the parent's container.
    init(parent: _ViewNode, inputs: _ViewInputs) {
        self.graph = parent.graph
        self.parent = parent
        self.container = parent.containerForChildren
        self.depth = parent.depth + 1
        self.inputs = inputs
    }

    /// Runs `body` with the graph without retaining it: a node lives inside its graph, so
    /// the graph outlives the call. A plain call on `graph` retains and releases it around
    /// the call, on the runtime's slow path once the graph has a side table (its scheduled
    /// flushes hold it weakly): about a twentieth of the work of making a row.
    @inline(__always)
    final func withGraph<R>(_ body: (ViewGraph) -> R) -> R {
        Unmanaged.passUnretained(graph)._withUnsafeGuaranteedRef(body)
    }

    /// The container a child of this node reports its elements to.
    var containerForChildren: ContainerNode? { container }

    // MARK: Overridden by each node kind

    /// Reconciles this node with a new view value of its own type.
    func update<V: View>(_ view: V, inputs: _ViewInputs) {}

    /// Re-runs this node's user code with its current value after a dependency changed.
    func reevaluate() { isDirty = false }

    /// Appends the ids of the host elements this node contributes, in order.
    func appendElements(to list: inout ElementList) {}

    /// Visits direct child nodes in order.
    func forEachChild(_ body: (_ViewNode) -> Void) {}

    /// Tears the subtree down: lifecycle callbacks are queued, storage is released.
    func unmount() {
        isMounted = false
        forEachChild { $0.unmount() }
        environmentReads = EnvironmentReads()
        willUnmount()
    }

    /// Per-kind cleanup after children are unmounted.
    func willUnmount() {}

    /// The subtree was hidden or shown again while staying mounted (a navigation screen
    /// covered by a push, uncovered by a pop): appearance callbacks run as SwiftUI's do.
    func visibilityChanged(visible: Bool) {
        forEachChild { $0.visibilityChanged(visible: visible) }
    }

    // MARK: Dependencies

    func beginEvaluation() {
        epoch &+= 1
        environmentReads.removeAll()
    }

    nonisolated func recordEnvironmentRead(_ key: ObjectIdentifier, entry: EnvironmentEntry?) {
        environmentReads.record(key, entry)
    }

    /// Whether any environment key this node read has a different entry in `environment`.
    func environmentChanged(in environment: EnvironmentValues) -> Bool {
        environmentReads.anyChanged(in: environment)
    }

    func markDirty() {
        guard !isDirty, isMounted else { return }
        isDirty = true
        withGraph { $0.nodeBecameDirty(self) }
    }

    // MARK: Reconciling children

    /// Keeps `existing` when it was made for the same view type, else replaces it.
    func reconcileChild<C: View>(_ existing: _ViewNode?, with view: C, inputs: _ViewInputs) -> _ViewNode {
        if let existing {
            if let folded = existing.folded {
                if folded.identity == ObjectIdentifier(C.self) {
                    ViewValues.borrow(view, as: C.self) { folded.update(existing, with: UnsafeRawPointer($0), inputs: inputs) }
                    return existing
                }
            } else if existing.viewType == ObjectIdentifier(C.self) {
                existing.update(view, inputs: inputs)
                return existing
            }
            removeChild(existing)
        }
        return makeChild(view, inputs: inputs)
    }

    func makeChild<C: View>(_ view: C, inputs: _ViewInputs) -> _ViewNode {
        let node = C._makeNode(view, parent: self, inputs: inputs)
        if let folded = node.folded {
            folded.identity = ObjectIdentifier(C.self)
        } else {
            node.viewType = ObjectIdentifier(C.self)
        }
        containerForChildren?.childrenChanged()
        return node
    }

    func removeChild(_ node: _ViewNode) {
        node.unmount()
        containerForChildren?.childrenChanged()
    }

    /// Reconciles a child whose static type is only known as a metatype (tuple elements).
    func reconcileChild(_ existing: _ViewNode?, type: any View.Type, at pointer: UnsafeRawPointer, inputs: _ViewInputs) -> _ViewNode {
        func open<C: View>(_: C.Type) -> _ViewNode {
            ViewValues.inPlace(pointer, as: C.self) { reconcileChild(existing, with: $0, inputs: inputs) }
        }
        return open(type)
    }

    /// A readable path of view types from the root, for diagnostics.
    var debugPath: String {
        var names: [String] = []
        var node: _ViewNode? = self
        while let current = node {
            if current.viewType != ObjectIdentifier(Never.self), let name = graph.typeNames[TypeKey(current.viewType)] {
                names.append(name)
            }
            node = current.parent
        }
        return names.reversed().joined(separator: " > ")
    }
}

/// A node with at most one child (most structural and modifier nodes).
class SingleChildNode: _ViewNode {
    @exclusivity(unchecked) final var child: _ViewNode?

    override final func appendElements(to list: inout ElementList) { child?.appendElements(to: &list) }

    override final func forEachChild(_ body: (_ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func willUnmount() { child = nil }
}

/// A node with no host output (EmptyView).
final class LeafNode: _ViewNode {}

/// A node that owns a host element and keeps the ordered list of its child elements.
class ContainerNode: _ViewNode {
    @exclusivity(unchecked) var elementID = ElementID(0)
    /// Child element ids as last sent to the host.
    @exclusivity(unchecked) var childElements = ElementList()
    /// The node of the content shown inside this element (a stack's views, a button's label).
    @exclusivity(unchecked) final var content: _ViewNode?
    /// The children of a `TupleView` content, when the element holds them itself (then
    /// `content` is nil): a row's stack needs no node for its tuple. Nil until there are
    /// some (an empty array is retained on the runtime's slow path).
    @exclusivity(unchecked) final var tupleContent: [_ViewNode]?
    /// True while the node mounts its first children; they are inserted in one go.
    @exclusivity(unchecked) var isMountingChildren = false
    @exclusivity(unchecked) var needsChildDiff = false

    override var containerForChildren: ContainerNode? { self }

    override func appendElements(to list: inout ElementList) { list.append(elementID) }

    /// Called when a child node was added, removed or reordered.
    func childrenChanged() {
        guard !isMountingChildren, !needsChildDiff, isMounted else { return }
        needsChildDiff = true
        withGraph { $0.containersToDiff.append(self) }
    }

    override final func forEachChild(_ body: (_ViewNode) -> Void) {
        if let content { body(content) }
        if let tupleContent { for child in tupleContent { body(child) } }
    }

    func currentChildElements() -> ElementList {
        var list = ElementList()
        // A long list is made in one allocation, the size it had last time.
        list.reserveCapacity(childElements.count)
        content?.appendElements(to: &list)
        if let tupleContent { for child in tupleContent { child.appendElements(to: &list) } }
        return list
    }

    /// Inserts the first children after they were mounted.
    func insertInitialChildren() {
        childElements = currentChildElements()
        let parentID = elementID
        withGraph { graph in childElements.forEach { graph.emit(.insert(parent: parentID, child: $0, before: nil)) } }
    }

    /// Emits the inserts, moves and removes that turn the host's list into the current one.
    func diffChildren() {
        needsChildDiff = false
        guard isMounted else { return }
        emitChildDiff()
    }

    /// Tells the host now what changed among the children, ahead of the flush's diff,
    /// which still follows. A list whose rows are all replaced calls this once the old
    /// rows are gone and before the new ones are made, so the host frees the old
    /// elements first and the new ones reuse that memory.
    func diffChildrenBeforeFlush() {
        guard needsChildDiff, isMounted else { return }
        emitChildDiff()
    }

    private func emitChildDiff() {
        let new = currentChildElements()
        if new != childElements {
            let old = childElements.array
            withGraph { ChildListDiff.emit(parent: elementID, old: old, new: new.array, graph: $0) }
        }
        childElements = new
    }
}

/// The environment keys one evaluation read, with the entry seen for each. The first two
/// are stored inline: most nodes read none, one or two keys, and need no array. (`more` is
/// nil rather than empty: every node made would otherwise retain the shared empty array,
/// which the runtime does on its slow path.)
struct EnvironmentReads {
    private var first: (key: ObjectIdentifier, entry: EnvironmentEntry?)?
    private var second: (key: ObjectIdentifier, entry: EnvironmentEntry?)?
    private var more: [(key: ObjectIdentifier, entry: EnvironmentEntry?)]?

    mutating func record(_ key: ObjectIdentifier, _ entry: EnvironmentEntry?) {
        if let first {
            if first.key == key { return }
            if let second {
                if second.key == key { return }
                if more == nil { more = [] }
                for read in more! where read.key == key { return }
                more!.append((key, entry))
            } else {
                second = (key, entry)
            }
        } else {
            first = (key, entry)
        }
    }

    mutating func removeAll() {
        first = nil
        second = nil
        if more?.isEmpty == false { more!.removeAll(keepingCapacity: true) }
    }

    func anyChanged(in environment: EnvironmentValues) -> Bool {
        if let first, !EnvironmentEntry.same(first.entry, environment.entry(for: first.key)) { return true }
        if let second, !EnvironmentEntry.same(second.entry, environment.entry(for: second.key)) { return true }
        if let more {
            for read in more where !EnvironmentEntry.same(read.entry, environment.entry(for: read.key)) { return true }
        }
        return false
    }
}
