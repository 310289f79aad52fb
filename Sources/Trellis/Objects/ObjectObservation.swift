import Foundation
import OpenCombine

/// The dependency source of one `ObservableObject`: subscribed once to its
/// `objectWillChange`, shared by every view (in every graph) that holds the object through
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject`, and by bindings into it.
///
/// Each change marks every holder dirty once; they re-run in the next flush and see the
/// new value. A change published off the main actor is a warning and reaches the views on
/// the main actor. Kept alive by the views that hold it; the registry only points at it.
final class ObjectObservation: DependencySource, @unchecked Sendable {
    /// The object, kept alive while some view holds this observation.
    let object: AnyObject
    private var subscription: AnyCancellable?

    private init(object: AnyObject) {
        self.object = object
    }

    deinit {
        subscription?.cancel()
        ObjectObservation.registry.removeIfGone(ObjectIdentifier(object))
    }

    /// The observation of `object`, made (and subscribed) on first use.
    static func of<O: ObservableObject>(_ object: O) -> ObjectObservation {
        registry.observation(for: object) {
            let observation = ObjectObservation(object: object)
            observation.subscription = object.objectWillChange.sink { [weak observation] _ in
                observation?.objectWillChange()
            }
            return observation
        }
    }

    /// Called on whatever thread the object published on, before the change is made.
    private func objectWillChange() {
        if DependencyTracking.isOnMainActor {
            MainActor.assumeIsolated { changeOnMainActor() }
        } else {
            let typeName = String(describing: type(of: object))
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    for graph in self.observerGraphs() {
                        graph.warnOffMainActor("an ObservableObject of type \(typeName) published a change")
                    }
                    self.invalidateObservers()
                }
            }
            DependencyTracking.rerunAfterForeignStore { self.invalidateObservers() }
        }
    }

    @MainActor
    private func changeOnMainActor() {
        if let reader = DependencyTracking.evaluatingNode {
            reader.graph.warnOnce(key: "publish-during-update-\(ObjectIdentifier(reader))",
                                  "Publishing changes from within view updates is not allowed, this will cause undefined behavior. (An ObservableObject of type \(type(of: object)) changed while \(reader.debugPath) evaluated its body; the change is kept but does not trigger another update.)")
            return
        }
        let transaction = Transaction.current
        if !transaction.isEmpty {
            for graph in observerGraphs() { graph.noteTransaction(transaction) }
        }
        invalidateObservers()
    }

    private static let registry = ObservationRegistry()
}

/// Object identity → its live observation. Lookups may come from any thread (a binding
/// made in a nonisolated context), so it takes a lock.
private final class ObservationRegistry: @unchecked Sendable {
    private final class Entry {
        weak var observation: ObjectObservation?
        init(_ observation: ObjectObservation) { self.observation = observation }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func observation(for object: AnyObject, make: () -> ObjectObservation) -> ObjectObservation {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        if let existing = entries[key]?.observation { return existing }
        let made = make()
        entries[key] = Entry(made)
        return made
    }

    /// Forgets the entry of `key` once its observation is gone (unless a new one replaced it).
    func removeIfGone(_ key: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.observation == nil { entries[key] = nil }
    }
}

/// A binding into an object's property (`$model.brain`): reading it makes the view depend
/// on the object; writing sets the property, which publishes the change.
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value>, @unchecked Sendable {
    let observation: DependencySource?
    let root: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>, observation: DependencySource?) {
        self.root = root
        self.keyPath = keyPath
        self.observation = observation
    }

    override func get() -> Value {
        if let observation { DependencyTracking.recordRead(observation) }
        return root[keyPath: keyPath]
    }

    override func set(_ value: Value, transaction: Transaction) {
        if !transaction.isEmpty, DependencyTracking.isOnMainActor {
            nonisolated(unsafe) let root = root, keyPath = keyPath, value = value
            MainActor.assumeIsolated { withTransaction(transaction) { root[keyPath: keyPath] = value } }
        } else {
            root[keyPath: keyPath] = value
        }
    }

    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return root === other.root && keyPath == other.keyPath
    }
}
