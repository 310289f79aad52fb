/// Where a binding reads and writes. Bindings with equal locations compare equal,
/// so a child handed the same `$value` twice does not re-run its body.
@usableFromInline
class AnyLocation<Value>: DependencySource, @unchecked Sendable {
    /// Reads the value (recorded as a dependency while a body runs).
    @usableFromInline func get() -> Value { fatalError("abstract") }
    @usableFromInline func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
    func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
}

/// A binding from `init(get:set:)`: two such bindings never compare equal.
final class ClosureLocation<Value>: AnyLocation<Value>, @unchecked Sendable {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// `.constant(_:)`: reads the value, ignores writes.
final class ConstantLocation<Value>: AnyLocation<Value>, @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value, transaction: Transaction) {}
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return Equality.areEqual(value, other.value)
    }
}

/// A projection such as `$model.brain` or `$items[0]`: reads and writes through the base.
final class ProjectedLocation<Base, Value>: AnyLocation<Value>, @unchecked Sendable {
    let base: AnyLocation<Base>
    let keyPath: WritableKeyPath<Base, Value>
    init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) {
        var whole = DependencyTracking.untracked { base.get() }
        whole[keyPath: keyPath] = value
        base.set(whole, transaction: transaction)
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}
