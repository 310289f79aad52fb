/// A reusable change to a view. Write `body(content:)` as in SwiftUI; a modifier may hold
/// `@State` and other dynamic properties, kept per modified view identity. Main-actor with
/// `@preconcurrency`, as Apple declares it: Swift 5 code that uses a modifier from
/// nonisolated code gets SwiftUI's warnings, not errors.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// Creates the node for a view modified by this modifier. Trellis' built-in
    /// modifiers override it; custom ones get the default, which evaluates `body(content:)`.
    static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode
}

extension ViewModifier {
    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        CustomModifierNode<C, Self>(view, parent: parent, inputs: inputs)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        Modifier._makeNode(view, parent: parent, inputs: inputs)
    }
}

extension View {
    /// Applies `modifier` to this view. Inlinable, so an app's body builds its modified
    /// views with their types known, not through a runtime metadata lookup each time.
    @inlinable
    nonisolated public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Stands for the modified view inside a custom modifier's `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ModifierContentNode(parent: parent, inputs: inputs, modifierType: ObjectIdentifier(Modifier.self))
    }
}

/// A node that can reconcile the content of the modifier it stands for.
@MainActor
protocol ModifierContentProvider: AnyObject {
    var modifierType: ObjectIdentifier { get }
    func reconcileContent(_ existing: _ViewNode?, in node: _ViewNode, inputs: _ViewInputs) -> _ViewNode
    func register(_ placeholder: ModifierContentNode)
}

/// The node of a custom modifier: a composite whose body wraps the original content.
final class CustomModifierNode<C: View, M: ViewModifier>: ModifierNode<C, M>, ModifierContentProvider, BodyChangeReporting {
    private var modifier: M
    private var content: C
    private var body: M.Body?
    private var storage: [AnyObject?] = []
    private let layout: TypeReflection.DynamicLayout
    private let compareModifier: RawComparator
    private let compareContent: RawComparator
    private var placeholders: [ModifierContentNode] = []
    private let counter: ViewGraph.BodyCounter
    let modifierType = ObjectIdentifier(M.self)
    /// Why `body(content:)` runs (or last ran), for `_printChanges()`.
    private(set) var bodyChangeCause = BodyChangeCause.firstRun

    init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs) {
        modifier = view.modifier
        content = view.content
        layout = TypeReflection.dynamicLayout(of: M.self)
        compareModifier = TypeReflection.comparator(for: M.self)
        compareContent = TypeReflection.comparator(for: C.self)
        counter = parent.graph.bodyCounter(for: M.self)
        super.init(parent: parent, inputs: inputs)
        viewType = ObjectIdentifier(ModifiedContent<C, M>.self)
        if !layout.isEmpty {
            storage = withUnsafeMutablePointer(to: &modifier) { layout.makeStorage(for: $0, node: self) }
        }
        evaluate()
    }

    override func update(to view: ModifiedContent<C, M>, inputs newInputs: _ViewInputs) {
        var newContent = view.content
        let contentChanged = !withUnsafePointer(to: &content) { old in
            withUnsafePointer(to: &newContent) { new in compareContent.equal(old, new) }
        }
        content = newContent
        var newModifier = view.modifier
        let modifierEqual = withUnsafePointer(to: &modifier) { old in
            withUnsafePointer(to: &newModifier) { new in compareModifier.equal(old, new) }
        }
        let sameInputs = newInputs.hasSameIdentity(as: inputs)
        if !isDirty && modifierEqual && (sameInputs || !environmentChanged(in: newInputs.environment)) {
            inputs = newInputs
            if !sameInputs, let body { child = reconcileChild(child, with: body, inputs: newInputs) }
            if contentChanged { for placeholder in placeholders where placeholder.isMounted { placeholder.markDirty() } }
            return
        }
        modifier = newModifier
        inputs = newInputs
        bodyChangeCause = isDirty ? .dependencies : .newValue
        evaluate()
        if contentChanged { for placeholder in placeholders where placeholder.isMounted { placeholder.markDirty() } }
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
            withUnsafeMutablePointer(to: &modifier) { layout.link($0, storage: storage, node: self) }
            if let missing = graph.takeMissingEnvironmentObject() {
                DependencyTracking.leave(saved)
                body = nil
                child = missingEnvironmentObjectPlaceholder(missing, owner: M.self, replacing: child)
                return
            }
        }
        let newBody: M.Body = DependencyTracking.observing(self) { modifier.body(content: _ViewModifier_Content<M>()) }
        DependencyTracking.leave(saved)
        body = newBody
        child = reconcileChild(child, with: newBody, inputs: inputs)
    }

    func register(_ placeholder: ModifierContentNode) {
        placeholders.removeAll { !$0.isMounted }
        placeholders.append(placeholder)
    }

    func reconcileContent(_ existing: _ViewNode?, in node: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        node.reconcileChild(existing, with: content, inputs: inputs)
    }

    override func willUnmount() {
        for index in storage.indices { (storage[index] as? DetachableStorage)?.detach() }
        storage = []
        placeholders = []
        super.willUnmount()
        body = nil
    }
}

/// Where a custom modifier's `content` appears: shows the modified view.
final class ModifierContentNode: SingleChildNode {
    private weak var provider: (any ModifierContentProvider)?

    init(parent: _ViewNode, inputs: _ViewInputs, modifierType: ObjectIdentifier) {
        super.init(parent: parent, inputs: inputs)
        var ancestor: _ViewNode? = parent
        while let node = ancestor {
            if let candidate = node as? any ModifierContentProvider, candidate.modifierType == modifierType {
                provider = candidate
                break
            }
            ancestor = node.parent
        }
        provider?.register(self)
        refresh()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        if !isDirty && newInputs.hasSameIdentity(as: inputs) { return }
        inputs = newInputs
        refresh()
    }

    override func reevaluate() { refresh() }

    private func refresh() {
        isDirty = false
        guard let provider else { return }
        child = provider.reconcileContent(child, in: self, inputs: inputs)
    }

}

/// A modifier that changes nothing: the identity, for code that picks a modifier.
public struct EmptyModifier: ViewModifier {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

/// A modifier that is made from the environment it is applied in: `resolve(in:)` gives
/// the modifier to apply, each time the environment is read.
public protocol EnvironmentalModifier: ViewModifier {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    public func body(content: Content) -> some View {
        _EnvironmentalModifierBody(content: content, resolve: resolve(in:))
    }
}

/// An environmental modifier's content with the modifier it resolves to.
public struct _EnvironmentalModifierBody<Content: View, Resolved: ViewModifier>: View {
    let content: Content
    let resolve: (EnvironmentValues) -> Resolved
    @Environment(\.self) private var environment

    public var body: some View { content.modifier(resolve(environment)) }
}
