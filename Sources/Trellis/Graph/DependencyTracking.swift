import Foundation

/// Records which sources a node reads while its user code runs (a body, a `ForEach`
/// content closure, a primitive's properties). Only the main thread records.
enum DependencyTracking {
    /// The node whose user code is running now, if any.
    nonisolated(unsafe) static var current: _ViewNode?

    @inline(__always)
    static var isMainThread: Bool { Thread.isMainThread }

    static func recordRead(_ source: DependencySource) {
        guard let node = current, isMainThread else { return }
        source.addObserver(node)
    }

    static func recordEnvironmentRead(_ key: ObjectIdentifier, entry: EnvironmentEntry?) {
        guard let node = current, isMainThread else { return }
        node.recordEnvironmentRead(key, entry: entry)
    }

    /// Runs `body` with `node` as the reader of everything it touches. The node's
    /// previous dependencies are dropped: only this run's reads count from now on.
    @MainActor
    static func track<R>(_ node: _ViewNode, _ body: () throws -> R) rethrows -> R {
        let saved = current
        node.beginEvaluation()
        current = node
        defer { current = saved }
        return try body()
    }

    /// Runs `body` without recording reads (actions, lifecycle callbacks, internal peeks).
    static func untracked<R>(_ body: () throws -> R) rethrows -> R {
        let saved = current
        current = nil
        defer { current = saved }
        return try body()
    }
}

/// Something views can depend on: a `@State` box, later an observable object.
/// Observers are (node, epoch) pairs: a record is live only while the node is still in
/// the evaluation that made it, so stale ones are dropped lazily instead of searched for.
class DependencySource: @unchecked Sendable {
    private struct Observer {
        let node: _ViewNode
        let epoch: UInt32
    }

    private var observers: [Observer] = []
    private var liveCountAfterCompaction = 0

    final func addObserver(_ node: _ViewNode) {
        if let last = observers.last, last.node === node, last.epoch == node.epoch { return }
        observers.append(Observer(node: node, epoch: node.epoch))
        if observers.count > 2 * liveCountAfterCompaction + 16 { compact() }
    }

    private func compact() {
        observers.removeAll { !($0.node.isMounted && $0.node.epoch == $0.epoch) }
        liveCountAfterCompaction = observers.count
    }

    /// Marks every node that read this source during its latest evaluation as dirty.
    /// They will all re-run (or be torn down), re-recording what they still read.
    @MainActor
    final func invalidateObservers() {
        guard !observers.isEmpty else { return }
        let current = observers
        observers.removeAll(keepingCapacity: true)
        liveCountAfterCompaction = 0
        for observer in current where observer.node.isMounted && observer.node.epoch == observer.epoch {
            observer.node.markDirty()
        }
    }

    final var hasObservers: Bool { !observers.isEmpty }
}
