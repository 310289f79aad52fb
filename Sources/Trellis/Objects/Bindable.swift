import Observation

/// Bindings into the properties of an `@Observable` object: `$model.name` for a
/// `TextField`. Reading through such a binding is an observed read of that property only.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject {
        Binding(location: ObjectLocation(root: wrappedValue, keyPath: keyPath, observation: nil))
    }
}

/// Nothing to link: the object's own registrar reports reads and changes.
extension Bindable: _InertDynamicProperty {}

extension Bindable: @unchecked Sendable where Value: Sendable {}
