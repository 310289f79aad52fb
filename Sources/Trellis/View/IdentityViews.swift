/// A view with an explicit identity. When the id changes, the old view is torn down
/// (state released, onDisappear) and a new one mounted (fresh state, onAppear).
nonisolated public struct IDView<Content: View, ID: Hashable>: View {
    public var content: Content
    public var id: ID

    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        IDNode<Content, ID>(view, parent: parent, inputs: inputs)
    }
}

final class IDNode<Content: View, ID: Hashable>: SingleChildNode {
    private var id: ID

    init(_ view: IDView<Content, ID>, parent: _ViewNode, inputs: _ViewInputs) {
        id = view.id
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: childInputs)
    }

    /// The content's inputs, with this id as a property of its element; rebuilt when the
    /// id or the inputs change.
    @exclusivity(unchecked) private var cachedChildInputs: (from: _ViewInputs, id: ID, value: _ViewInputs)?

    private var childInputs: _ViewInputs {
        if let cached = cachedChildInputs, cached.from === inputs, cached.id == id { return cached.value }
        let value = inputs.adding(ElementProperty(.id, .identifier(AnyHashable(id))))
        cachedChildInputs = (inputs, id, value)
        return value
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = ViewValues.cast(newValue, to: IDView<Content, ID>.self)
        inputs = newInputs
        if view.id != id, let old = child {
            removeChild(old)
            child = nil
        }
        id = view.id
        child = reconcileChild(child, with: view.content, inputs: childInputs)
    }

}

extension IDNode: ScrollTargetProvider {
    func scrollTarget(for target: AnyHashable) -> _ViewNode? {
        AnyHashable(id) == target ? self : nil
    }
}

extension View {
    /// Gives the view an explicit identity; a new id means a new view with fresh state.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(self, id: id)
    }

    /// Skips `body` of this view while its value is `==` to the previous one.
    nonisolated public func equatable() -> EquatableView<Self> where Self: Equatable {
        EquatableView(content: self)
    }
}

/// A view compared with `==` before its content is updated.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    public var content: Content
    public init(content: Content) { self.content = content }
    @MainActor public var body: Content { content }
}
