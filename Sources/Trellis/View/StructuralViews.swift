/// A fixed list of child views, as produced by `@ViewBuilder` for several statements.
/// Each child's position is part of its identity.
nonisolated public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        TupleNode<T>(view, parent: parent, inputs: inputs)
    }
}

/// The result of `if/else` in a view builder. The two branches have different identities:
/// switching branch tears the old one down and mounts the other with fresh state.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    public init(storage: Storage) { self.storage = storage }
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ConditionalNode<TrueContent, FalseContent>(view, parent: parent, inputs: inputs)
    }
}

/// `if` without `else`: present or absent, with identity tied to presence.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        OptionalNode<Wrapped>(view, parent: parent, inputs: inputs)
    }
}

/// A view with no content; contributes nothing to the host.
nonisolated public struct EmptyView: View {
    public init() {}
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        LeafNode(parent: parent, inputs: inputs)
    }
}

/// Groups views without adding a container; modifiers on a group apply to each child.
public struct Group<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Content { content }
}

/// A type-erased view. Changing the wrapped type changes identity, so prefer concrete
/// types and `if/else` where you can (as in SwiftUI).
nonisolated public struct AnyView: View {
    let storage: any View
    let wrappedType: ObjectIdentifier
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { self = any; return }
        storage = view
        wrappedType = ObjectIdentifier(V.self)
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    @MainActor public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        AnyViewNode(view, parent: parent, inputs: inputs)
    }
}
