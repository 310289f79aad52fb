import Foundation
@_spi(TrellisHost) import Trellis

/// The entities of a data model: read from the app's `.xcdatamodeld` (the AppleImports
/// plugin turns each into a `_ManagedObjectModelSource`, with the classes Xcode would
/// generate), or built in code.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    open var entities: [NSEntityDescription] {
        didSet { link() }
    }
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    public override init() {
        entities = []
        super.init()
    }

    init(entities: [NSEntityDescription]) {
        self.entities = entities
        super.init()
        link()
    }

    /// The model compiled from `<name>.xcdatamodeld` (the URL's file name names it).
    public convenience init?(contentsOf url: URL) {
        guard let model = NSManagedObjectModel.named(url.deletingPathExtension().lastPathComponent) else { return nil }
        self.init(entities: model.entities)
    }

    /// Every model of the app's data model files together.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        NSManagedObjectModel(entities: ModelSources.all.flatMap { $0._entities })
    }

    /// Relationship descriptions find their destination and inverse by name.
    private func link() {
        let byName = entitiesByName
        for entity in entities {
            entity.model = self
            for relationship in entity.relationshipsByName.values {
                relationship.destinationEntity = byName[relationship.destinationEntityName]
                if let inverse = relationship.inverseName {
                    relationship.inverseRelationship = relationship.destinationEntity?.relationshipsByName[inverse]
                }
            }
        }
    }

    static func named(_ name: String) -> NSManagedObjectModel? {
        ModelSources.all.first { $0._modelName == name }.map { NSManagedObjectModel(entities: $0._entities) }
    }
}

/// A data model file of the app, as the AppleImports plugin writes it.
public protocol _ManagedObjectModelSource {
    static var _modelName: String { get }
    static var _entities: [NSEntityDescription] { get }
}

enum ModelSources {
    nonisolated(unsafe) static let all: [any _ManagedObjectModelSource.Type] =
        ConformanceRecords.types(conformingTo: "_ManagedObjectModelSource", inModule: "CoreData")
            .compactMap { $0 as? any _ManagedObjectModelSource.Type }
}

/// One entity: its class, attributes and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    open var managedObjectClassName: String!
    /// The class made for the entity's objects.
    var managedObjectClass: NSManagedObject.Type
    open var attributesByName: [String: NSAttributeDescription]
    open var relationshipsByName: [String: NSRelationshipDescription]
    open weak var managedObjectModel: NSManagedObjectModel? { model }
    weak var model: NSManagedObjectModel?

    public init(name: String, managedObjectClass: NSManagedObject.Type, attributes: [NSAttributeDescription],
                relationships: [NSRelationshipDescription]) {
        self.name = name
        self.managedObjectClass = managedObjectClass
        managedObjectClassName = String(describing: managedObjectClass)
        attributesByName = Dictionary(attributes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        relationshipsByName = Dictionary(relationships.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        super.init()
    }

    open var properties: [NSPropertyDescription] {
        Array(attributesByName.values) as [NSPropertyDescription] + Array(relationshipsByName.values)
    }

    /// The entity named `entityName` among the model of `context`'s container.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.store.model.entitiesByName[entityName]
    }

    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("CoreData: no entity named \(entityName) in the context's model")
        }
        return entity.managedObjectClass.init(entity: entity, insertInto: context)
    }
}

open class NSPropertyDescription: NSObject, @unchecked Sendable {
    open var name: String
    open var isOptional: Bool
    init(name: String, isOptional: Bool) {
        self.name = name
        self.isOptional = isOptional
    }
}

public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000
}

open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType
    open var defaultValue: Any?

    public init(name: String, type: NSAttributeType, isOptional: Bool = true, defaultValue: Any? = nil) {
        attributeType = type
        self.defaultValue = defaultValue
        super.init(name: name, isOptional: isOptional)
    }
}

public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule
}

open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    let destinationEntityName: String
    open var inverseName: String?
    open var isToMany: Bool
    open var isOrdered: Bool
    open var deleteRule: NSDeleteRule
    open weak var destinationEntity: NSEntityDescription?
    open weak var inverseRelationship: NSRelationshipDescription?

    /// What a to-many relationship's value is for `members`: an ordered set or a set.
    func collection(of members: [NSManagedObject]) -> Any {
        isOrdered ? NSOrderedSet(array: members) : NSSet(array: members)
    }

    public init(name: String, destination: String, inverse: String?, toMany: Bool, ordered: Bool = false,
                deleteRule: NSDeleteRule = .nullifyDeleteRule, isOptional: Bool = true) {
        destinationEntityName = destination
        inverseName = inverse
        isToMany = toMany
        isOrdered = ordered
        self.deleteRule = deleteRule
        super.init(name: name, isOptional: isOptional)
    }
}
