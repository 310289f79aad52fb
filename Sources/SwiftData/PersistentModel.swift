import Foundation
import Observation
import Synchronization

/// A class SwiftData keeps: written with `@Model`, which supplies every requirement.
/// Two models are equal when they are the same object.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    // What `@Model` writes (underscored: not for hand-written code).
    var _$persistence: _ModelPersistence { get }
    init(_trellisRecord record: _ModelRecord, in store: _ModelStore)
    func _trellisEncode(into record: inout _ModelRecord, in store: _ModelStore)
    func _trellisLink(_ record: _ModelRecord, in store: _ModelStore)
    func _trellisApply(_ record: _ModelRecord, in store: _ModelStore)
    static var _trellisProperties: [_ModelProperty] { get }
    static var _trellisRelatedTypes: [Any.Type] { get }
    static var _trellisRequiredKeys: [String] { get }
    static func _trellisCanDecode(_ record: _ModelRecord) -> Bool
}

extension PersistentModel {
    /// The model's identity in its store, kept across launches once saved.
    public var persistentModelID: PersistentIdentifier { _$persistence.identifier(of: Self.self) }
    /// The context the model was inserted into (nil before, and after it is deleted).
    public var modelContext: ModelContext? { _$persistence.isDeleted ? nil : _$persistence.store?.mainContext }
    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool { _$persistence.store?.hasUnsavedChanges(self) ?? true }
    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { _$persistence.isDeleted }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel where ID == PersistentIdentifier {
    public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identity: its type's name and a UUID given when it was made.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let entityName: String
    let uuid: UUID

    init(entityName: String, uuid: UUID = UUID()) {
        self.entityName = entityName
        self.uuid = uuid
    }

    init?(_ text: String) {
        guard let slash = text.lastIndex(of: "/"), let uuid = UUID(uuidString: String(text[text.index(after: slash)...])) else {
            return nil
        }
        self.init(entityName: String(text[..<slash]), uuid: uuid)
    }

    /// `Entity/UUID`: how records name each other.
    var text: String { "\(entityName)/\(uuid.uuidString)" }
    public var storeIdentifier: String? { "default" }
    public var description: String { "PersistentIdentifier(\(text))" }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.text < rhs.text }
}

/// What `@Model` gives each model: its identity, its store and the registrar its observed
/// properties report reads and writes to.
public final class _ModelPersistence: @unchecked Sendable {
    let registrar = ObservationRegistrar()
    private var identifier: PersistentIdentifier?
    weak var store: _ModelStore?
    var isDeleted = false

    public init() {}

    func identifier(of type: Any.Type) -> PersistentIdentifier {
        if let identifier { return identifier }
        let made = PersistentIdentifier(entityName: _ModelMetadata.entityName(of: type))
        identifier = made
        return made
    }

    /// A model made again from its record keeps the record's identity.
    public func restore(_ record: _ModelRecord) {
        identifier = PersistentIdentifier(record.identifier)
    }

    public func access<Model: PersistentModel, Value>(_ model: Model, keyPath: KeyPath<Model, Value>) {
        registrar.access(model, keyPath: keyPath)
    }

    /// A write of a kept property: announced to observers, the relationship's other side kept
    /// in step, and the model marked changed in its store.
    public func update<Model: PersistentModel, Value>(_ model: Model, keyPath: ReferenceWritableKeyPath<Model, Value>,
                                                      old: Value, new: Value, _ write: () -> Void) {
        registrar.withMutation(of: model, keyPath: keyPath, write)
        if let property = _ModelMetadata.of(Model.self).property(at: keyPath), property.relatedType != nil {
            property.keepInverse(of: model, old: old, new: new)
            // Models joined by a relationship live in one context: a new model put in a
            // kept one's relationship (or given one) is inserted with it.
            let related = property.related(model)
            if !isDeleted, let joined = store ?? related.lazy.compactMap({ $0._$persistence.store }).first {
                joined.insert(model)
                for other in related where !other._$persistence.isDeleted { joined.insert(other) }
            }
        }
        store?.modelChanged(model)
    }
}

/// What one kept property is: its name, its options, and for a relationship the other side.
public struct _ModelProperty: @unchecked Sendable {
    public let name: String
    let keyPath: AnyKeyPath
    let attribute: Schema.Attribute?
    let relationship: Schema.Relationship?
    /// The model type a relationship holds; nil for an attribute.
    let relatedType: (any PersistentModel.Type)?
    /// The models the property holds on `model`.
    let related: (AnyObject) -> [any PersistentModel]
    /// Adds `other` to the property on `model`, or sets it (to-one).
    let add: (AnyObject, any PersistentModel) -> Void
    /// Takes `other` out of the property on `model` (a non-optional to-one keeps it).
    let remove: (AnyObject, any PersistentModel) -> Void
    /// The property's value on `model`, for `.unique` comparisons.
    let value: (AnyObject) -> Any

    public init<Root: PersistentModel, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>, name: String,
                                              attribute: _AttributeArguments? = nil,
                                              relationship: _RelationshipArguments? = nil) {
        let side = Value.self as? any _RelationshipValue.Type
        self.init(keyPath, name: name, attribute: attribute,
                  access: side.map { (Self.relationshipAccess($0, keyPath: keyPath), relationship ?? _RelationshipArguments()) })
    }

    /// A `let` property: an attribute set once, when the model is made (a constant holds no
    /// relationship: its models could never be added or taken out).
    public init<Root: PersistentModel, Value>(_ keyPath: KeyPath<Root, Value>, name: String,
                                              attribute: _AttributeArguments? = nil,
                                              relationship: _RelationshipArguments? = nil) {
        self.init(keyPath, name: name, attribute: attribute, access: nil)
    }

    private init<Root: PersistentModel, Value>(_ keyPath: KeyPath<Root, Value>, name: String, attribute: _AttributeArguments?,
                                               access relationship: (access: RelationshipAccess, arguments: _RelationshipArguments)?) {
        self.name = name
        self.keyPath = keyPath
        self.attribute = attribute.map { Schema.Attribute(name: name, arguments: $0) }
        value = { ($0 as! Root)[keyPath: keyPath] }
        relatedType = relationship?.access.type
        related = relationship?.access.related ?? { _ in [] }
        add = relationship?.access.add ?? { _, _ in }
        remove = relationship?.access.remove ?? { _, _ in }
        self.relationship = relationship.map { Schema.Relationship(name: name, arguments: $0.arguments) }
    }

    private typealias RelationshipAccess = (type: any PersistentModel.Type, related: (AnyObject) -> [any PersistentModel],
                                            add: (AnyObject, any PersistentModel) -> Void, remove: (AnyObject, any PersistentModel) -> Void)

    private static func relationshipAccess<Root, Value, Side: _RelationshipValue>(
        _ side: Side.Type, keyPath: ReferenceWritableKeyPath<Root, Value>
    ) -> RelationshipAccess {
        let path = keyPath as! ReferenceWritableKeyPath<Root, Side>
        return (Side._Related.self,
                { ($0 as! Root)[keyPath: path]._relatedModels },
                { model, other in
                    guard let other = other as? Side._Related else { return }
                    let root = model as! Root
                    let current = root[keyPath: path]
                    guard !current._relatedModels.contains(where: { $0 === other }) else { return }
                    root[keyPath: path] = current._adding(other)
                },
                { model, other in
                    guard let other = other as? Side._Related else { return }
                    let root = model as! Root
                    let current = root[keyPath: path]
                    guard current._relatedModels.contains(where: { $0 === other }),
                          let removed = current._removing(other) else { return }
                    root[keyPath: path] = removed
                })
    }

    /// The property on the related type that points back: the one `inverse:` names on
    /// either side, else the only one of the related type that holds this property's type.
    var inverse: _ModelProperty? {
        guard let relatedType else { return nil }
        let other = _ModelMetadata.of(relatedType)
        if let named = relationship?.inverseKeyPath { return other.property(at: named) }
        if let naming = other.properties.first(where: { $0.relationship?.inverseKeyPath == keyPath }) { return naming }
        return other.inverse(pointingAt: self)
    }

    /// After `model`'s property changed from `old` to `new`: each model added now points
    /// back at `model`, each one removed no longer does.
    func keepInverse<Value>(of model: any PersistentModel, old: Value, new: Value) {
        guard let inverse, let oldSide = old as? any _RelationshipValue, let newSide = new as? any _RelationshipValue else {
            return
        }
        let before = oldSide._relatedModels, after = newSide._relatedModels
        for removed in before where !after.contains(where: { $0 === removed }) {
            inverse.remove(removed, model)
        }
        for added in after where !before.contains(where: { $0 === added }) {
            inverse.add(added, model)
        }
    }
}

/// A value a relationship property can hold: a model, an array of models, or either
/// optional. (`@Model` makes every model one; the others are here.)
public protocol _RelationshipValue {
    associatedtype _Related: PersistentModel
    var _relatedModels: [_Related] { get }
    /// The value holding `models` (nil: this shape cannot hold them, as a to-one cannot
    /// hold none).
    static func _holding(_ models: [_Related]) -> Self?
    func _adding(_ model: _Related) -> Self
    /// Without `model`; nil where the shape cannot do without it (a non-optional to-one).
    func _removing(_ model: _Related) -> Self?
    /// Whether the value is an optional's nil.
    var _isNone: Bool { get }
}

extension _RelationshipValue {
    public var _isNone: Bool { false }
}

extension Array: _RelationshipValue where Element: PersistentModel {
    public var _relatedModels: [Element] { self }
    public static func _holding(_ models: [Element]) -> [Element]? { models }
    public func _adding(_ model: Element) -> [Element] { self + [model] }
    public func _removing(_ model: Element) -> [Element]? { filter { $0 !== model } }
}

extension Optional: _RelationshipValue where Wrapped: _RelationshipValue {
    public var _relatedModels: [Wrapped._Related] { self?._relatedModels ?? [] }
    public static func _holding(_ models: [Wrapped._Related]) -> Wrapped?? { .some(Wrapped._holding(models)) }
    public func _adding(_ model: Wrapped._Related) -> Wrapped? {
        guard let wrapped = self else { return Wrapped._holding([model]) }
        return wrapped._adding(model)
    }
    public func _removing(_ model: Wrapped._Related) -> Wrapped?? {
        guard let wrapped = self else { return .some(nil) }
        return .some(wrapped._removing(model))
    }
    public var _isNone: Bool { self == nil }
}

/// A model type's properties, read once per type.
struct _ModelMetadata: @unchecked Sendable {
    let properties: [_ModelProperty]
    private let byKeyPath: [AnyKeyPath: Int]

    private init(_ type: any PersistentModel.Type) {
        properties = type._trellisProperties
        byKeyPath = Dictionary(properties.enumerated().map { ($1.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func property(at keyPath: AnyKeyPath) -> _ModelProperty? { byKeyPath[keyPath].map { properties[$0] } }

    /// The one relationship of this type holding `property`'s owner type, when exactly one
    /// does (SwiftData's inference of an unnamed inverse).
    func inverse(pointingAt property: _ModelProperty) -> _ModelProperty? {
        let candidates = properties.filter { candidate in
            guard let related = candidate.relatedType, candidate.keyPath != property.keyPath else { return false }
            return ObjectIdentifier(related) == ObjectIdentifier(type(of: property.keyPath).rootType)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static let cache = Mutex<[ObjectIdentifier: _ModelMetadata]>([:])

    static func of(_ type: any PersistentModel.Type) -> _ModelMetadata {
        if let known = cache.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let made = _ModelMetadata(type)
        cache.withLock { $0[ObjectIdentifier(type)] = made }
        return made
    }

    /// The name records give a model type: its name without the module.
    static func entityName(of type: Any.Type) -> String {
        String(describing: type)
    }
}
