/// A piece of user interface described as a function of state.
///
/// Write views exactly as in SwiftUI: a struct with a `body`. Trellis keeps one node
/// per view identity and re-runs `body` only when something it read has changed.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }

    /// Creates the graph node that represents a view of this type. Primitive views
    /// override it; user views get the default, which evaluates `body`.
    static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode
}

extension View {
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        CompositeTypeFacts.makeNode(view, parent: parent, inputs: inputs)
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views end the `body` recursion; asking them for a body is a programming error.
nonisolated func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}
