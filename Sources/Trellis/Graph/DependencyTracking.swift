import Foundation
import Dispatch
import Observation

/// Records which sources a node reads while its user code runs (a body, a `ForEach`
/// content closure, a primitive's properties). Evaluations run on the main actor; a read
/// made on any other thread at the same time is not recorded.
@usableFromInline
enum DependencyTracking {
    /// The node whose user code is running now, if any. Not retained: the node is running
    /// one of its own methods while it is here, so it is alive, and every state read would
    /// otherwise pay a retain and a release for it.
    /// (No dynamic exclusivity checks on these two: every node evaluation reads them.)
    @exclusivity(unchecked) nonisolated(unsafe) private static var reader: Unmanaged<_ViewNode>?
    /// The thread running that evaluation. (An optional with a constant start: a static
    /// initialised by a call would go through `swift_once` on every read.)
    @exclusivity(unchecked) nonisolated(unsafe) private static var evaluatingThread: pthread_t? = nil

    /// What `enter` replaced, for `leave` to put back.
    typealias Saved = (node: Unmanaged<_ViewNode>?, thread: pthread_t?)

    /// The evaluating node, if this thread is the one running it.
    @inline(__always)
    private static var readerOnThisThread: Unmanaged<_ViewNode>? {
        guard let reader, let thread = evaluatingThread, pthread_equal(pthread_self(), thread) != 0 else { return nil }
        return reader
    }

    @usableFromInline
    static func recordRead(_ source: DependencySource) {
        readerOnThisThread?._withUnsafeGuaranteedRef { source.addObserver($0) }
    }

    static func recordEnvironmentRead(_ key: ObjectIdentifier, entry: EnvironmentEntry?) {
        readerOnThisThread?._withUnsafeGuaranteedRef { $0.recordEnvironmentRead(key, entry: entry) }
    }

    /// The node evaluating on this thread, if any (a write now is a write during an update).
    static var evaluatingNode: _ViewNode? { readerOnThisThread?.takeUnretainedValue() }

    /// Runs `body`, making `node` depend on every `@Observable` property it reads: the
    /// first change to one of them marks the node dirty, if it has not re-run since.
    /// One scope per piece of user code (a body, one ForEach pass's closures): children
    /// are reconciled after it closes, so a child's reads stay the child's.
    @MainActor @inline(__always)
    static func observing<R>(_ node: _ViewNode, _ body: () -> R) -> R {
        withObservationTracking(body, onChange: ObservationTrigger(node).fire)
    }

    /// Runs `body` with `node` as the reader, continuing the node's current evaluation
    /// (for user code a node runs in several pieces, like ForEach content closures).
    /// Pair with `leave(_:)`; no closure, so hot loops pay nothing extra.
    @MainActor @inline(__always)
    static func enter(_ node: _ViewNode) -> Saved {
        let saved: Saved = (reader, evaluatingThread)
        reader = Unmanaged.passUnretained(node)
        evaluatingThread = pthread_self()
        return saved
    }

    @MainActor @inline(__always)
    static func leave(_ saved: Saved) {
        reader = saved.node
        evaluatingThread = saved.thread
    }

    /// Runs `body` without recording reads (actions, lifecycle callbacks, internal peeks).
    static func untracked<R>(_ body: () throws -> R) rethrows -> R {
        let saved = reader
        reader = nil
        defer { reader = saved }
        return try body()
    }

    // MARK: Main actor detection

    /// Main-actor jobs run on the main dispatch queue, but not always on the process's
    /// main thread (Swift Testing on Linux), so the queue is what identifies them.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor (the main queue).
    static var isOnMainActor: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }

    /// For a change announced off the main actor before it is stored (`objectWillChange`,
    /// an `@Observable` willSet): the main queue may re-run the views before the other
    /// thread stores the value, so `rerun` runs twice more a little later to read it.
    static func rerunAfterForeignStore(_ rerun: @escaping @MainActor @Sendable () -> Void) {
        for delay in [0.01, 0.1] {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                MainActor.assumeIsolated { rerun() }
            }
        }
    }
}

/// Per-identity storage that must let go of what it links to when its identity goes
/// away (a view value keeps pointing at it until the node itself is freed).
protocol DetachableStorage: AnyObject {
    func detach()
}

/// Something views can depend on: a `@State` box, an `ObservableObject`'s observation.
/// Observers are (node, epoch) pairs: a record is live only while the node is still in
/// the evaluation that made it, so stale ones are dropped lazily instead of searched for.
@usableFromInline
class DependencySource: DetachableStorage, @unchecked Sendable {
    private struct Observer {
        let node: _ViewNode
        let epoch: UInt32
    }

    @exclusivity(unchecked) private var observers: [Observer] = []
    @exclusivity(unchecked) private var liveCountAfterCompaction = 0
    /// The latest record, to skip repeated reads by one evaluation without touching the array.
    @exclusivity(unchecked) private var lastObserver: ObjectIdentifier?
    @exclusivity(unchecked) private var lastEpoch: UInt32 = 0

    final func addObserver(_ node: _ViewNode) {
        let id = ObjectIdentifier(node), epoch = node.epoch
        if lastObserver == id && lastEpoch == epoch { return }
        lastObserver = id
        lastEpoch = epoch
        observers.append(Observer(node: node, epoch: epoch))
        if observers.count > 2 * liveCountAfterCompaction + 16 { compact() }
    }

    private func compact() {
        observers.removeAll { !($0.node.isMounted && $0.node.epoch == $0.epoch) }
        liveCountAfterCompaction = observers.count
        lastObserver = nil
    }

    /// Marks every node that read this source during its latest evaluation as dirty.
    /// They will all re-run (or be torn down), re-recording what they still read.
    @MainActor
    final func invalidateObservers() {
        guard !observers.isEmpty else { return }
        let current = observers
        observers.removeAll(keepingCapacity: true)
        liveCountAfterCompaction = 0
        lastObserver = nil
        for observer in current where observer.node.isMounted && observer.node.epoch == observer.epoch {
            observer.node.markDirty()
        }
    }

    /// The graphs of the views that read this source in their latest evaluation.
    @MainActor
    final func observerGraphs() -> [ViewGraph] {
        var graphs: [ViewGraph] = []
        for observer in observers where observer.node.isMounted && observer.node.epoch == observer.epoch {
            let graph = observer.node.graph
            if !graphs.contains(where: { $0 === graph }) { graphs.append(graph) }
        }
        return graphs
    }

    /// The owner of this storage went away.
    func detach() {}

    /// Drops every record (the source's owner went away; so did everyone who could read it).
    final func removeAllObservers() {
        observers = []
        liveCountAfterCompaction = 0
        lastObserver = nil
    }
}

/// Something outside the graph that views draw and that code changes while views update:
/// a UIKit view that a representable's `updateUIView` sets up. A view that reads it
/// re-runs when it changes, in the same flush — unlike a `@State` or `@Observable` write
/// during an update, which is a mistake there and only warned about.
package final class ForeignDependency: @unchecked Sendable {
    private let source = DependencySource()

    package init() {}

    /// Makes the view evaluating now depend on this object.
    package func recordRead() { DependencyTracking.recordRead(source) }

    /// Re-runs every view that read the object in its latest evaluation.
    @MainActor package func changed() { source.invalidateObservers() }
}
