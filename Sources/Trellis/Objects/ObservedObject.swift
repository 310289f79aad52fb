import OpenCombine

/// Subscribes the view to an `ObservableObject` it is handed: every change the object
/// announces re-runs the view's `body` once. The view never owns the object; when the
/// parent hands it another one, the old one is let go.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings into the object's properties: `$model.brain` is a `Binding` that reads and
    /// writes `model.brain`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObjectLocation(root: root, keyPath: keyPath, observation: ObjectObservation.of(root)))
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// Per-identity storage of an `@ObservedObject`: the observation of the object held now.
final class ObservedObjectStorage: DetachableStorage {
    var observation: ObjectObservation?

    /// Drops the observation, so it (and the records naming the dead view) can go.
    func detach() { observation = nil }
}

extension ObservedObject: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        ObservedObjectStorage()
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        let object = field.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue
        let storage = unsafeDowncast(storage!, to: ObservedObjectStorage.self)
        storage.observe(object)
    }
}

extension ObservedObjectStorage {
    /// Makes the evaluating view depend on `object`, switching observations if it changed
    /// (the previous object is released unless someone else holds it).
    @MainActor
    func observe<O: ObservableObject>(_ object: O) {
        let observation: ObjectObservation
        if let current = self.observation, current.object === object {
            observation = current
        } else {
            observation = ObjectObservation.of(object)
            self.observation = observation
        }
        DependencyTracking.recordRead(observation)
    }
}

extension ObservedObject: _ViewFieldComparable {
    /// The same object means the same field: its changes arrive through the subscription.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self)
    }
}

extension ObservedObject: @unchecked Sendable where ObjectType: Sendable {}
