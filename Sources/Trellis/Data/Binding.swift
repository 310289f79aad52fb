/// A read-write reference to a value owned elsewhere (a `@State`, a model's property).
///
/// Reading `wrappedValue` in a body makes that view depend on the source; passing a
/// binding down without reading it does not (SwiftUI's rule). Bindings made from the
/// same source compare equal, so handing `$value` to a child again re-runs nothing.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @usableFromInline let location: AnyLocation<Value>
    public var transaction: Transaction

    @inlinable
    init(location: AnyLocation<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Lets a binding property be declared as `@Binding var x: T` and set from `$x`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public init(_ base: Binding<Value>) {
        self = base
    }

    /// A binding to an unchanging value; writes are ignored. Handy in previews and tests.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    @inlinable
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            let effective = Transaction.current.isEmpty ? transaction : Transaction.current
            location.set(newValue, transaction: effective)
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: ProjectedLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// The same binding, whose writes animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction = Transaction(animation: animation)
        return copy
    }

    /// The same binding, whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: _ViewFieldComparable {
    /// Same source and same transaction. The location is the first stored field, so
    /// the common case (one `$state` handed down again) is a pointer compare.
    /// The transaction follows the location at a fixed offset: neither field's size
    /// depends on `Value` (a test checks the layout).
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let offset = MemoryLayout<UnsafeRawPointer>.stride
        guard (a + offset).assumingMemoryBound(to: Transaction.self).pointee
                == (b + offset).assumingMemoryBound(to: Transaction.self).pointee else { return false }
        if a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) { return true }
        let lhs = a.assumingMemoryBound(to: Binding<Value>.self)
        let rhs = b.assumingMemoryBound(to: Binding<Value>.self)
        return lhs.pointee.location.isSame(as: rhs.pointee.location)
    }
}

extension Binding: _InertDynamicProperty {}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

/// `$items[0]` and `ForEach($items) { $item in … }`: a binding to a collection is a
/// collection of bindings to its elements.
extension Binding: Sequence where Value: MutableCollection, Value.Index: Hashable {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { location.get().startIndex }
    public var endIndex: Index { location.get().endIndex }
    public var indices: Indices { location.get().indices }
    public func index(after i: Index) -> Index { location.get().index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: ProjectedLocation(base: location, keyPath: \Value[position]), transaction: transaction)
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection & BidirectionalCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { location.get().index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection, Value.Index: Hashable {}

extension Binding {
    /// A binding to an optional's value, or nil when the optional is nil.
    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(get: { base.wrappedValue! }, set: { base.wrappedValue = $0 })
    }
}
