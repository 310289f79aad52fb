import Dispatch
import Observation

/// Marks a node dirty when an `@Observable` property it read is about to change.
/// Made only for evaluations that read one; stale triggers (the node re-ran or went away)
/// do nothing. The change may happen on any thread: off the main actor it is a warning
/// and reaches the node through the main queue.
final class ObservationTrigger: @unchecked Sendable {
    private weak var node: _ViewNode?
    private let epoch: UInt32

    @MainActor
    init(_ node: _ViewNode) {
        self.node = node
        self.epoch = node.epoch
    }

    @Sendable func fire() {
        if DependencyTracking.isOnMainActor {
            MainActor.assumeIsolated { invalidate(offMainActor: false) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.invalidate(offMainActor: true) }
            }
            DependencyTracking.rerunAfterForeignStore { self.recheck() }
        }
    }

    /// Re-runs the node (if it still lives) after a change made off the main actor.
    @MainActor
    private func recheck() {
        guard let node, node.isMounted else { return }
        node.markDirty()
    }

    @MainActor
    private func invalidate(offMainActor: Bool) {
        guard let node, node.isMounted else { return }
        if offMainActor { node.graph.warnOffMainActor("an @Observable property read by \(node.debugPath) changed") }
        guard node.epoch == epoch else { return }
        if let reader = DependencyTracking.evaluatingNode {
            reader.graph.warnOnce(key: "observable-during-update-\(ObjectIdentifier(reader))",
                                  "Modifying state during view update, this will cause undefined behavior. (An @Observable property read by \(node.debugPath) changed while \(reader.debugPath) evaluated its body; the change is kept but does not trigger another update.)")
            return
        }
        node.graph.noteTransaction(Transaction.current)
        node.markDirty()
    }
}
