import OpenCombine

/// An `ObservableObject` owned by the view identity that declares it: the initialiser runs
/// once, before the identity's first `body`; the object lives until the identity goes
/// away, however often the view struct is re-created.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    enum Storage {
        case initially(() -> ObjectType)
        case linked(StateObjectBox<ObjectType>)
    }

    var storage: Storage

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = .initially(thunk)
    }

    public var wrappedValue: ObjectType {
        switch storage {
        case .linked(let box):
            return box.object
        case .initially(let thunk):
            ViewGraph.logger.warning("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
            return thunk()
        }
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(root: wrappedValue)
    }
}

/// The object of one `@StateObject` identity and its observation.
final class StateObjectBox<ObjectType: ObservableObject>: DetachableStorage {
    let object: ObjectType
    private(set) var observation: ObjectObservation?

    init(object: ObjectType) {
        self.object = object
        self.observation = ObjectObservation.of(object)
    }

    /// The identity went away: its observation goes (the records in it name the dead
    /// view, which keeps this box and so the object alive until they are gone).
    func detach() { observation = nil }
}

extension StateObject: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        switch field.assumingMemoryBound(to: StateObject<ObjectType>.self).pointee.storage {
        case .initially(let thunk):
            return DependencyTracking.untracked { StateObjectBox(object: thunk()) }
        case .linked(let box):
            // A view value copied from another identity shares that identity's object.
            return StateObjectBox(object: box.object)
        }
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        let box = unsafeDowncast(storage!, to: StateObjectBox<ObjectType>.self)
        field.assumingMemoryBound(to: StateObject<ObjectType>.self).pointee.storage = .linked(box)
        if let observation = box.observation { DependencyTracking.recordRead(observation) }
    }
}

extension StateObject: _ViewFieldComparable {
    /// The initialiser is ignored after the first time: the object belongs to the identity.
    static func _fieldsAreEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
}
