import Observation

/// Reads a value from the view's environment. The view depends on that key only:
/// a change to another key does not re-run its body.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    /// For `@Environment(Model.self)`: the object type that must be present.
    let requiredObject: RequiredEnvironmentObject?
    var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
        self.requiredObject = nil
    }

    /// Reads the `@Observable` object of this type that an ancestor put in the environment
    /// with `.environment(_:)`. Missing, the view shows an error placeholder (SwiftUI crashes).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.keyPath = \EnvironmentValues.[requiredObject: EnvironmentObjectKey<Value>()]
        self.requiredObject = RequiredEnvironmentObject(type: Value.self) { $0[EnvironmentObjectKey<Value>.self] != nil }
    }

    /// Reads the `@Observable` object of this type from the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.keyPath = \EnvironmentValues.[objectKey: EnvironmentObjectKey<T>()]
        self.requiredObject = nil
    }

    public var wrappedValue: Value {
        guard let values else {
            ViewGraph.logger.warning("Accessing Environment's value outside of being installed on a View. This will always read the default value.")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return values[keyPath: keyPath]
    }
}

/// The object type an `@Environment(Model.self)` property needs, checked before `body`.
struct RequiredEnvironmentObject: @unchecked Sendable {
    let type: Any.Type
    /// Looks the object up (a tracked read, so an injection later re-runs the view).
    let isPresent: (EnvironmentValues) -> Bool
}

extension Environment: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? { nil }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        let property = field.assumingMemoryBound(to: Environment<Value>.self)
        let environment = node.inputs.environment
        property.pointee.values = environment
        if let required = property.pointee.requiredObject, !required.isPresent(environment) {
            node.graph.missingEnvironmentObject = required.type
        }
    }
}

extension Environment: _ViewFieldComparable {
    /// Environment fields are resolved from inputs; their changes arrive through them.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
            == b.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
    }
}

extension EnvironmentValues {
    /// The object of a type put in the environment; only read after `_link` checked it is there.
    subscript<ObjectType: AnyObject>(requiredObject key: EnvironmentObjectKey<ObjectType>) -> ObjectType {
        guard let object = self[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No Observable object of type \(ObjectType.self) found. A View.environment(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and its descendants,
    /// for their `@Environment(Type.self)` properties. The nearest injection wins.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentWritingModifier<T?>> {
        environment(\EnvironmentValues.[objectKey: EnvironmentObjectKey<T>()], object)
    }
}
