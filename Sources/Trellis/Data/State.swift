import Foundation

/// Storage for one `@State`. A `State` always holds one of these, so copying a view copies
/// a reference: the box a `State` is created with only carries its initial value, and the
/// graph links the property to the box of the identity that declared it.
@usableFromInline
final class StateBox<Value>: AnyLocation<Value>, @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var value: Value
    private unowned(unsafe) var graph: ViewGraph?
    /// Whether an identity owns this box (false: it only carries a `State`'s initial value).
    @usableFromInline let isLinked: Bool
    /// The declaring view's type, for diagnostics.
    private let ownerName: String

    init(value: Value, graph: ViewGraph, ownerName: String) {
        self.value = value
        self.graph = graph
        self.ownerName = ownerName
        self.isLinked = true
    }

    /// A box that only carries a `State`'s initial value.
    init(initialValue value: Value) {
        self.value = value
        self.graph = nil
        self.ownerName = ""
        self.isLinked = false
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
        // A new identity gets a box of its own even when the view value carries an
        // unlinked one: the value may be kept (in a parent's property) and placed again
        // later, and a new identity then starts from the initial value, as in SwiftUI.
        // A value already linked elsewhere (a view copied out of a live one) starts from
        // that identity's current value. Either way it is the carried box's value, read
        // without recording a dependency.
        return StateBox(value: box.value, graph: node.graph, ownerName: name)
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
