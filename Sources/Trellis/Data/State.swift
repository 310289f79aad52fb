import Foundation

/// Storage for one `@State`. A `State` always holds one of these, so copying a view copies
/// a reference: the box a `State` is created with holds its initial value until the graph
/// claims it as the storage of the identity that declared it.
@usableFromInline
final class StateBox<Value>: AnyLocation<Value>, @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: Value
    private unowned(unsafe) var graph: ViewGraph?
    /// Whether an identity owns this box; until then it only carries the initial value.
    @exclusivity(unchecked) @usableFromInline private(set) var isLinked: Bool
    /// The declaring view's type, for diagnostics.
    private var ownerName: String

    init(value: Value, graph: ViewGraph, ownerName: String) {
        self.value = value
        self.graph = graph
        self.ownerName = ownerName
        self.isLinked = true
    }

    /// A box that only carries a `State`'s initial value.
    @usableFromInline
    init(initialValue value: Value) {
        self.value = value
        self.graph = nil
        self.ownerName = ""
        self.isLinked = false
    }

    /// Makes an initial-value box the storage of an identity in `graph`.
    @MainActor
    func claim(graph: ViewGraph, ownerName: String) {
        self.graph = graph
        self.ownerName = ownerName
        isLinked = true
    }

    /// The owner went away: later writes (from closures kept elsewhere) change nothing on screen.
    override func detach() {
        graph = nil
        removeAllObservers()
    }

    @inlinable
    override func get() -> Value {
        DependencyTracking.recordRead(self)
        return value
    }

    @usableFromInline
    override func set(_ newValue: Value, transaction: Transaction) {
        guard DependencyTracking.isOnMainActor else {
            guard let graph else { return }
            nonisolated(unsafe) let pending = newValue
            graph.enqueueForeignWrite("@State in \(ownerName)") { [self] in
                MainActor.assumeIsolated { self.set(pending, transaction: transaction) }
            }
            return
        }
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated { write(value, transaction: transaction) }
    }

    @MainActor
    private func write(_ newValue: Value, transaction: Transaction) {
        if Equality.areEqual(value, newValue) { return }
        value = newValue
        guard let graph else { return }
        if let reader = DependencyTracking.evaluatingNode {
            graph.warnOnce(key: "state-during-update-\(ObjectIdentifier(reader))",
                           "Modifying state during view update, this will cause undefined behavior. (@State of \(ownerName) written while evaluating \(reader.debugPath); the new value is kept but does not trigger another update.)")
            return
        }
        graph.noteTransaction(transaction)
        invalidateObservers()
    }
}

/// A value owned by a view identity. It survives re-creation of the view struct and is
/// released when the identity goes away; writes re-run exactly the bodies that read it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The box with the initial value until the graph links the property to its identity,
    /// after that the identity's storage. One reference, so copying a view retains it.
    @usableFromInline var box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(initialValue: value)
    }

    public init(initialValue value: Value) {
        box = StateBox(initialValue: value)
    }

    @inlinable
    public var wrappedValue: Value {
        get {
            let box = self.box
            return box.isLinked ? box.get() : box.value
        }
        nonmutating set {
            guard box.isLinked else {
                Self.warnNotInstalled()
                return
            }
            box.set(newValue, transaction: Transaction.current)
        }
    }

    /// A binding to the stored value, for children that read or write it.
    @inlinable
    public var projectedValue: Binding<Value> {
        guard box.isLinked else {
            Self.warnNotInstalled()
            return .constant(box.value)
        }
        return Binding(location: box)
    }

    @usableFromInline
    static func warnNotInstalled() {
        ViewGraph.logger.warning("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
    }
}

// In a constrained extension, as SwiftUI declares it: inside the type's body Swift would
// take this as the wrapper's default initializer, and `@State var name: String` with no
// initial value (set in `init`, or through the memberwise initializer) would not build.
extension State where Value: ExpressibleByNilLiteral {
    /// A state property that starts as `nil`.
    public init() {
        box = StateBox(initialValue: nil)
    }
}

extension State: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        let box = field.assumingMemoryBound(to: State<Value>.self).pointee.box
        let name = node.graph.typeNames[TypeKey(node.viewType)] ?? "a view"
        guard box.isLinked else {
            box.claim(graph: node.graph, ownerName: name)
            return box
        }
        // A value already linked elsewhere (a view copied into a new place) starts a new
        // identity from that identity's current value.
        return StateBox(value: DependencyTracking.untracked { box.get() }, graph: node.graph, ownerName: name)
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        field.assumingMemoryBound(to: State<Value>.self).pointee.box = unsafeDowncast(storage!, to: StateBox<Value>.self)
    }
}

extension State: _ViewFieldComparable {
    /// A state field never makes two view values differ: its storage belongs to the identity.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

extension State: @unchecked Sendable where Value: Sendable {}
