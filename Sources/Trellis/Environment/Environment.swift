/// Reads a value from the view's environment. The view depends on that key only:
/// a change to another key does not re-run its body.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    var values: EnvironmentValues?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        guard let values else {
            ViewGraph.logger.warning("Accessing Environment's value outside of being installed on a View. This will always read the default value.")
            return EnvironmentValues()[keyPath: keyPath]
        }
        return values[keyPath: keyPath]
    }
}

extension Environment: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? { nil }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        field.assumingMemoryBound(to: Environment<Value>.self).pointee.values = node.inputs.environment
    }
}

extension Environment: _ViewFieldComparable {
    /// Environment fields are resolved from inputs; their changes arrive through them.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
            == b.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
    }
}
