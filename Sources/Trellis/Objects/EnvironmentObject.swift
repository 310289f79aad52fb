import OpenCombine

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`,
/// found by its type. The view re-runs when the object announces a change and when an
/// ancestor injects another object of that type; the nearest injection wins.
///
/// Unlike SwiftUI, a missing object does not crash: the view shows an error placeholder
/// in place of its body and the graph records a diagnostic naming the type and the view.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    var object: ObjectType?

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view, or the object was read outside of a view's body.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        ObservedObjectStorage()
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        guard let object = node.inputs.environment[objectKey: EnvironmentObjectKey<ObjectType>()] else {
            property.pointee.object = nil
            node.graph.missingEnvironmentObject = ObjectType.self
            return
        }
        property.pointee.object = object
        unsafeDowncast(storage!, to: ObservedObjectStorage.self).observe(object)
    }
}

extension EnvironmentObject: _ViewFieldComparable {
    /// Resolved from the environment before each evaluation; changes arrive through it.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}

/// The environment slot of the object of one type (a value, so key paths can name it).
struct EnvironmentObjectKey<ObjectType: AnyObject>: Hashable, EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension EnvironmentValues {
    /// The object of a type put in the environment, if any (reading it is a tracked read).
    subscript<ObjectType: AnyObject>(objectKey key: EnvironmentObjectKey<ObjectType>) -> ObjectType? {
        get { self[EnvironmentObjectKey<ObjectType>.self] }
        set { self[EnvironmentObjectKey<ObjectType>.self] = newValue }
    }
}

extension View {
    /// Puts `object` in the environment of this view and its descendants, for their
    /// `@EnvironmentObject` properties of its type. An injection nearer to the reading
    /// view wins over one further up.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentWritingModifier<T?>> {
        environment(\EnvironmentValues.[objectKey: EnvironmentObjectKey<T>()], object)
    }
}

/// Shown in place of a view whose `@EnvironmentObject` has no object: the rest of the
/// app keeps working, and the text says what is missing and where.
struct MissingEnvironmentObjectView: View {
    let message: String

    var body: some View {
        Text(message)
            .foregroundColor(.red)
            .padding(8)
            .background(Color.red.opacity(0.12))
            .accessibilityIdentifier("trellis.error")
    }
}

extension _ViewNode {
    /// An `@EnvironmentObject` of `owner` has no object: its body cannot run, so an error
    /// placeholder stands in for it until an ancestor injects one (the environment read
    /// made while linking re-runs the node then). Diagnosed once per node and type.
    func missingEnvironmentObjectPlaceholder(_ type: Any.Type, owner: Any.Type, replacing existing: _ViewNode?) -> _ViewNode {
        graph.warnOnce(key: "missing-environment-object-\(ObjectIdentifier(self))-\(ObjectIdentifier(type))",
                       "No ObservableObject of type \(type) found. A View.environmentObject(_:) for \(type) may be missing as an ancestor of this view. (\(debugPath)) The view shows an error placeholder instead of its body.")
        let placeholder = MissingEnvironmentObjectView(message: "⚠︎ Missing @EnvironmentObject of type \(type) for \(owner)")
        return reconcileChild(existing, with: placeholder, inputs: inputs)
    }
}
