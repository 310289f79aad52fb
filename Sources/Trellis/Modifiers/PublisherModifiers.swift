import Dispatch
import OpenCombine

/// Subscribes while the view's identity lives and runs an action for every value.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ReceiveNode<C, P>(view, parent: parent, inputs: inputs)
    }
}

extension View {
    /// Runs `action` with each value `publisher` emits while this view is shown (a timer,
    /// a model's `$property`, a notification). Values emitted off the main actor are a
    /// warning and reach `action` on the main actor; none is dropped.
    @preconcurrency nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void) -> ModifiedContent<Self, _ReceiveModifier<P>> where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Holds the subscription. A new view value with an equal publisher keeps it (only the
/// action is replaced, so the latest closure runs); a different publisher resubscribes.
final class ReceiveNode<C: View, P: Publisher>: ModifierNode<C, _ReceiveModifier<P>> where P.Failure == Never {
    private var publisher: P
    private var action: @MainActor (P.Output) -> Void
    private var subscription: AnyCancellable?
    private let comparePublisher: RawComparator

    init(_ view: ModifiedContent<C, _ReceiveModifier<P>>, parent: _ViewNode, inputs: _ViewInputs) {
        publisher = view.modifier.publisher
        action = view.modifier.action
        comparePublisher = TypeReflection.comparator(for: P.self)
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        subscribe()
    }

    override func update(to view: ModifiedContent<C, _ReceiveModifier<P>>, inputs newInputs: _ViewInputs) {
        action = view.modifier.action
        var newPublisher = view.modifier.publisher
        let samePublisher = withUnsafePointer(to: &publisher) { old in
            withUnsafePointer(to: &newPublisher) { new in comparePublisher.equal(old, new) }
        }
        if !samePublisher {
            publisher = newPublisher
            subscribe()
        }
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

    private func subscribe() {
        subscription?.cancel()
        subscription = publisher.sink(receiveValue: ReceiveRelay<P.Output>(self).deliver)
    }

    /// A value on the main actor: runs the action now, or after the round if the graph
    /// is reconciling (a publisher that emits on subscription, say).
    func deliver(_ value: P.Output) {
        guard isMounted else { return }
        let action = self.action
        if graph.isUpdating || DependencyTracking.evaluatingNode != nil {
            nonisolated(unsafe) let pending = value
            graph.enqueueAction { action(pending) }
        } else {
            DependencyTracking.untracked { action(value) }
        }
    }

    override func willUnmount() {
        subscription?.cancel()
        subscription = nil
        super.willUnmount()
    }
}

/// Carries values from the publisher's thread to the node on the main actor.
private final class ReceiveRelay<Output>: @unchecked Sendable {
    private weak var node: (any ReceiveTarget)?

    @MainActor init(_ node: any ReceiveTarget) { self.node = node }

    /// Nonisolated: publishers call it on whatever thread they emit on.
    nonisolated func deliver(_ value: Output) {
        if DependencyTracking.isOnMainActor {
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { node?.receive(value) }
        } else {
            nonisolated(unsafe) let value = value
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated {
                    guard let node else { return }
                    node.warnOffMain()
                    node.receive(value)
                }
            }
        }
    }
}

@MainActor
private protocol ReceiveTarget: AnyObject {
    func receive(_ value: Any)
    func warnOffMain()
}

extension ReceiveNode: ReceiveTarget {
    fileprivate func receive(_ value: Any) { deliver(value as! P.Output) }
    fileprivate func warnOffMain() {
        graph.warnOffMainActor("a value for onReceive in \(debugPath) was published")
    }
}
