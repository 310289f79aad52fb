import Foundation

/// Storage for one `@State`, owned by the view identity that declared it.
@usableFromInline
final class StateBox<Value>: AnyLocation<Value>, @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: Value
    private unowned(unsafe) var graph: ViewGraph?
    /// The declaring view's type, for diagnostics.
    private let ownerName: String

    init(value: Value, graph: ViewGraph, ownerName: String) {
        self.value = value
        self.graph = graph
        self.ownerName = ownerName
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
    @usableFromInline var initialValue: Value
    @usableFromInline var box: StateBox<Value>?

    public init(wrappedValue value: Value) {
        initialValue = value
    }

    public init(initialValue value: Value) {
        initialValue = value
    }

    public init() where Value: ExpressibleByNilLiteral {
        initialValue = nil
    }

    @inlinable
    public var wrappedValue: Value {
        get {
            guard let box else { return initialValue }
            return box.get()
        }
        nonmutating set {
            guard let box else {
                Self.warnNotInstalled()
                return
            }
            box.set(newValue, transaction: Transaction.current)
        }
    }

    /// A binding to the stored value, for children that read or write it.
    @inlinable
    public var projectedValue: Binding<Value> {
        guard let box else {
            Self.warnNotInstalled()
            return .constant(initialValue)
        }
        return Binding(location: box)
    }

    @usableFromInline
    static func warnNotInstalled() {
        ViewGraph.logger.warning("Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update.")
    }
}

extension State: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        let name = node.graph.typeNames[node.viewType] ?? "a view"
        return StateBox(value: state.pointee.initialValue, graph: node.graph, ownerName: name)
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
