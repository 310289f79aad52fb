import Foundation
import Trellis

/// What a fetch request can return: managed objects here.
public protocol NSFetchRequestResult: AnyObject {}

/// An object's identity in its store: its entity and a UUID given when it was made.
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entityName: String
    let uuid: UUID
    public var isTemporaryID: Bool { false }

    init(entityName: String, uuid: UUID = UUID()) {
        self.entityName = entityName
        self.uuid = uuid
    }

    convenience init?(_ text: String) {
        guard let slash = text.lastIndex(of: "/"), let uuid = UUID(uuidString: String(text[text.index(after: slash)...])) else {
            return nil
        }
        self.init(entityName: String(text[..<slash]), uuid: uuid)
    }

    var text: String { "\(entityName)/\(uuid.uuidString)" }

    /// The identity as a URL, as Core Data gives it (`x-coredata://…`).
    public func uriRepresentation() -> URL { URL(string: "x-coredata://trellis/\(text)")! }

    public override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.text == text }
    public override var hash: Int { text.hashValue }
    public override var description: String { "<x-coredata://trellis/\(text)>" }
}

/// An object Core Data keeps: its values live in the object (read and written by key, or
/// through the properties its class declares), and views that observe it update when any
/// of them changes (`objectWillChange`).
open class NSManagedObject: NSObject, NSFetchRequestResult, ObservableObject, @unchecked Sendable {
    public let objectWillChange = ObservableObjectPublisher()
    open private(set) var entity: NSEntityDescription
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    open internal(set) var objectID: NSManagedObjectID
    var values: [String: Any] = [:]
    open internal(set) var isDeleted = false

    /// Made for `entity` and inserted into `context` (if any).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entityName: entity.name ?? "")
        super.init()
        for attribute in entity.attributesByName.values {
            if let initial = attribute.defaultValue { values[attribute.name] = initial }
        }
        if let context {
            context.insert(self)
            awakeFromInsert()
        }
    }

    /// Made for its class's entity in `context`'s model, and inserted there.
    public convenience init(context: NSManagedObjectContext) {
        let name = String(describing: Self.self)
        guard let entity = context.store.model.entities.first(where: { $0.managedObjectClass == Self.self })
                ?? context.store.model.entitiesByName[name] else {
            fatalError("CoreData: \(name) is not an entity of the context's model")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// Made for its class's entity in the app's models, not inserted anywhere.
    public convenience override init() {
        let entity = ModelSources.all.lazy.flatMap { $0._entities }.first { $0.managedObjectClass == Self.self }
        self.init(entity: entity ?? NSEntityDescription(name: String(describing: Self.self), managedObjectClass: Self.self,
                                                          attributes: [], relationships: []),
                  insertInto: nil)
    }

    open class func entity() -> NSEntityDescription {
        guard let entity = ModelSources.all.lazy.flatMap({ $0._entities }).first(where: { $0.managedObjectClass == self }) else {
            fatalError("CoreData: \(self) is not an entity of the app's data models")
        }
        return entity
    }

    /// A request for every object of this class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}

    open var isInserted: Bool { managedObjectContext?.store.isInserted(self) ?? false }
    open var isUpdated: Bool { managedObjectContext?.store.isUpdated(self) ?? false }
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Every object's values are in memory here: never a fault.
    open var isFault: Bool { false }

    // MARK: Values by key

    open func value(forKey key: String) -> Any? { values[key] }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) { objectWillChange.send() }
    open func didChangeValue(forKey key: String) {}

    /// Sets a value: views observing the object update, and a relationship's inverse on the
    /// other objects follows (a task given a list is in the list's tasks).
    open func setValue(_ value: Any?, forKey key: String) {
        let old = values[key]
        objectWillChange.send()
        values[key] = value
        if let relationship = entity.relationshipsByName[key] {
            keepInverse(of: relationship, old: old, new: value)
        }
        managedObjectContext?.store.objectChanged(self)
    }

    /// The objects a relationship's value holds (an object, a set, an ordered set).
    static func members(_ value: Any?) -> [NSManagedObject] {
        switch value {
        case let object as NSManagedObject: return [object]
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: return array
        default: return []
        }
    }

    private func keepInverse(of relationship: NSRelationshipDescription, old: Any?, new: Any?) {
        guard let inverse = relationship.inverseRelationship else { return }
        let before = Self.members(old), after = Self.members(new)
        for removed in before where !after.contains(removed) {
            removed.change(inverse, removing: self)
        }
        for added in after where !before.contains(added) {
            added.change(inverse, adding: self)
            // Objects joined by a relationship live in one context.
            if let context = managedObjectContext, added.managedObjectContext == nil { context.insert(added) }
            if let context = added.managedObjectContext, managedObjectContext == nil { context.insert(self) }
        }
    }

    /// Adds `object` to the relationship (or sets it, to-one), without following the inverse.
    func change(_ relationship: NSRelationshipDescription, adding object: NSManagedObject) {
        objectWillChange.send()
        if relationship.isToMany {
            var members = Self.members(values[relationship.name])
            guard !members.contains(object) else { return }
            members.append(object)
            values[relationship.name] = relationship.collection(of: members)
        } else {
            if let previous = values[relationship.name] as? NSManagedObject, previous !== object,
               let inverse = relationship.inverseRelationship {
                previous.change(inverse, removing: self)
            }
            values[relationship.name] = object
        }
        managedObjectContext?.store.objectChanged(self)
    }

    func change(_ relationship: NSRelationshipDescription, removing object: NSManagedObject) {
        objectWillChange.send()
        if relationship.isToMany {
            let members = Self.members(values[relationship.name]).filter { $0 !== object }
            values[relationship.name] = relationship.collection(of: members)
        } else if values[relationship.name] as? NSManagedObject === object {
            values[relationship.name] = nil
        }
        managedObjectContext?.store.objectChanged(self)
    }

    /// What the generated properties read: the value as its declared type (a scalar
    /// attribute with no value reads 0 or false, as Core Data's scalars do).
    public func _managedValue<Value>(forKey key: String, as type: Value.Type = Value.self) -> Value {
        if let value = values[key] as? Value { return value }
        if let number = values[key] as? NSNumber, let converted = convertNumber(number, to: Value.self) { return converted }
        if let scalar = Value.self as? any ManagedScalar.Type, let zero = scalar.zero as? Value { return zero }
        if let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value { return none }
        fatalError("CoreData: \(entity.name ?? "?").\(key) has no value of type \(Value.self)")
    }

    /// What the generated properties write.
    public func _setManagedValue<Value>(_ value: Value, forKey key: String) {
        if let optional = value as? any _OptionalValue, optional._isNil {
            setValue(nil, forKey: key)
        } else {
            setValue(value, forKey: key)
        }
    }

    /// The generated to-many accessors (`addToTasks(_:)`, `removeFromTasks(_:)`).
    public func _addToRelationship(_ key: String, _ objects: [NSManagedObject]) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        let members = Self.members(values[key])
        let merged = members + objects.filter { !members.contains($0) }
        setValue(relationship.collection(of: merged), forKey: key)
    }

    public func _removeFromRelationship(_ key: String, _ objects: [NSManagedObject]) {
        guard let relationship = entity.relationshipsByName[key] else { return }
        let kept = Self.members(values[key]).filter { !objects.contains($0) }
        setValue(relationship.collection(of: kept), forKey: key)
    }

    /// The values changed since the object was last saved.
    open func changedValues() -> [String: Any] {
        managedObjectContext?.store.changedValues(of: self) ?? values
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        managedObjectContext?.store.committedValues(of: self, keys: keys) ?? [:]
    }
}

public protocol _OptionalValue {
    var _isNil: Bool { get }
}

extension Optional: _OptionalValue {
    public var _isNil: Bool { self == nil }
}

/// The scalar types an attribute may be declared as, read as 0 or false with no value.
protocol ManagedScalar {
    static var zero: Self { get }
}

/// A number kept as `NSNumber` (set by key) read as the scalar a property declares.
func convertNumber<Value>(_ number: NSNumber, to type: Value.Type) -> Value? {
    switch type {
    case is Int16.Type: return number.int16Value as? Value
    case is Int32.Type: return number.int32Value as? Value
    case is Int64.Type: return number.int64Value as? Value
    case is Int.Type: return number.intValue as? Value
    case is Double.Type: return number.doubleValue as? Value
    case is Float.Type: return number.floatValue as? Value
    case is Bool.Type: return number.boolValue as? Value
    default: return nil
    }
}

extension Int16: ManagedScalar { static var zero: Int16 { 0 } }
extension Int32: ManagedScalar { static var zero: Int32 { 0 } }
extension Int64: ManagedScalar { static var zero: Int64 { 0 } }
extension Int: ManagedScalar { static var zero: Int { 0 } }
extension Double: ManagedScalar { static var zero: Double { 0 } }
extension Float: ManagedScalar { static var zero: Float { 0 } }
extension Bool: ManagedScalar { static var zero: Bool { false } }
