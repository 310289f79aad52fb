import Foundation
import Logging
import Observation
@_spi(TrellisHost) import Trellis

/// The objects of one container on one device, in memory, saved as one record list in that
/// device's storage (in the web host each browser is a device, as for `@AppStorage`; in a
/// test host, the host's storage; elsewhere the process's `UserDefaults`). Fetch requests
/// shown by views depend on `generation`, moved on by every insert, delete and change.
final class ManagedStore: Observable, @unchecked Sendable {
    let model: NSManagedObjectModel
    private weak var device: AppStorageValues?
    private let storageKey: String
    private let registrar = ObservationRegistrar()
    private(set) var generation = 0

    private var objects: [String: NSManagedObject] = [:]
    private var order: [String] = []
    private var saved: [String: ManagedRecord] = [:]
    private var foreign: [ManagedRecord] = []
    private var inserted: Set<String> = []
    private var updated: Set<String> = []
    private var deleted: [String: NSManagedObject] = [:]
    private var deniedDeletes: [String] = []
    private(set) lazy var viewContext = NSManagedObjectContext(store: self, concurrencyType: .mainQueueConcurrencyType)

    /// The largest store saved, in bytes of its JSON: a device's storage is bounded.
    static let maximumSize = 32 << 20

    init(model: NSManagedObjectModel, name: String, device: AppStorageValues?) {
        self.model = model
        self.device = device
        storageKey = "\u{1}CoreData/\(name)"
        open()
    }

    // MARK: Records

    struct ManagedRecord: Codable {
        var identifier: String
        var attributes: [String: StoredAttribute]
        var relationships: [String: [String]]
    }

    enum StoredAttribute: Codable, Equatable {
        case string(String), integer(Int64), double(Double), bool(Bool), date(Double), data(Data), uuid(String), url(String)
        case decimal(String)

        init?(_ value: Any, as type: NSAttributeType) {
            switch (type, value) {
            case (_, let text as String): self = .string(text)
            case (.booleanAttributeType, let flag as Bool): self = .bool(flag)
            case (.booleanAttributeType, let number as NSNumber): self = .bool(number.boolValue)
            case (.integer16AttributeType, let number as NSNumber), (.integer32AttributeType, let number as NSNumber),
                 (.integer64AttributeType, let number as NSNumber):
                self = .integer(number.int64Value)
            case (.doubleAttributeType, let number as NSNumber), (.floatAttributeType, let number as NSNumber):
                self = .double(number.doubleValue)
            case (_, let date as Date): self = .date(date.timeIntervalSinceReferenceDate)
            case (_, let data as Data): self = .data(data)
            case (_, let uuid as UUID): self = .uuid(uuid.uuidString)
            case (_, let url as URL): self = .url(url.absoluteString)
            case (_, let decimal as NSDecimalNumber): self = .decimal(decimal.stringValue)
            case (_, let decimal as Decimal): self = .decimal("\(decimal)")
            case (_, let number as NSNumber): self = .double(number.doubleValue)
            default: return nil
            }
        }

        func value(as type: NSAttributeType) -> Any {
            switch self {
            case .string(let text): return text
            case .integer(let number):
                switch type {
                case .integer16AttributeType: return Int16(truncatingIfNeeded: number)
                case .integer32AttributeType: return Int32(truncatingIfNeeded: number)
                default: return number
                }
            case .double(let number): return type == .floatAttributeType ? Float(number) as Any : number
            case .bool(let flag): return flag
            case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
            case .data(let data): return data
            case .uuid(let text): return UUID(uuidString: text) as Any
            case .url(let text): return URL(string: text) as Any
            case .decimal(let text): return NSDecimalNumber(string: text)
            }
        }
    }

    private func record(of object: NSManagedObject) -> ManagedRecord {
        var record = ManagedRecord(identifier: object.objectID.text, attributes: [:], relationships: [:])
        for (name, attribute) in object.entity.attributesByName {
            guard let value = object.values[name] else { continue }
            if let stored = StoredAttribute(value, as: attribute.attributeType) {
                record.attributes[name] = stored
            } else {
                warnOnce("\(object.entity.name ?? "?").\(name) holds a \(type(of: value)), which is not kept.")
            }
        }
        for name in object.entity.relationshipsByName.keys {
            guard let value = object.values[name] else { continue }
            record.relationships[name] = NSManagedObject.members(value).filter { !$0.isDeleted }.map(\.objectID.text)
        }
        return record
    }

    private func apply(_ record: ManagedRecord, to object: NSManagedObject) {
        object.objectWillChange.send()
        var values: [String: Any] = [:]
        for (name, attribute) in object.entity.attributesByName {
            if let stored = record.attributes[name] { values[name] = stored.value(as: attribute.attributeType) }
        }
        for (name, relationship) in object.entity.relationshipsByName {
            guard let identities = record.relationships[name] else { continue }
            let members = identities.compactMap { objects[$0] ?? deleted[$0] }
            if relationship.isToMany {
                values[name] = relationship.collection(of: members)
            } else if let member = members.first {
                values[name] = member
            }
        }
        object.values = values
    }

    // MARK: Opening and saving

    private struct SavedStore: Codable {
        var records: [ManagedRecord]
    }

    private func open() {
        guard let device, case .string(let text)? = device[storageKey] else { return }
        guard let savedStore = try? JSONDecoder().decode(SavedStore.self, from: Data(text.utf8)) else {
            warnOnce("The saved Core Data store could not be read; it starts empty and is replaced on the next save.")
            return
        }
        let entities = model.entitiesByName
        var made: [(NSManagedObject, ManagedRecord)] = []
        for record in savedStore.records {
            guard let identity = NSManagedObjectID(record.identifier), let entity = entities[identity.entityName] else {
                foreign.append(record)
                continue
            }
            let object = entity.managedObjectClass.init(entity: entity, insertInto: nil)
            object.objectID = identity
            object.managedObjectContext = viewContext
            objects[record.identifier] = object
            order.append(record.identifier)
            saved[record.identifier] = record
            made.append((object, record))
        }
        for (object, record) in made {
            apply(record, to: object)
            object.awakeFromFetch()
        }
    }

    func save() throws {
        if !deniedDeletes.isEmpty {
            throw NSError(domain: "NSCocoaErrorDomain", code: 1_600,
                          userInfo: [NSLocalizedDescriptionKey: "Deleting \(deniedDeletes.joined(separator: ", ")) is denied (Deny rule)"])
        }
        guard hasChanges else { return }
        for identifier in order { objects[identifier]?.willSave() }
        var records: [String: ManagedRecord] = [:]
        for identifier in order {
            guard let object = objects[identifier] else { continue }
            records[identifier] = record(of: object)
        }
        if let device {
            let data = try JSONEncoder().encode(SavedStore(records: order.compactMap { records[$0] } + foreign))
            guard data.count <= Self.maximumSize else {
                throw NSError(domain: "NSCocoaErrorDomain", code: 640,
                              userInfo: [NSLocalizedDescriptionKey: "The store would be \(data.count) bytes, over the \(Self.maximumSize) a device keeps"])
            }
            device.write(.string(String(decoding: data, as: UTF8.self)), forKey: storageKey)
        }
        saved = records
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        for identifier in order { objects[identifier]?.didSave() }
        contentsChanged()
    }

    func rollback() {
        for identifier in inserted {
            guard let object = objects.removeValue(forKey: identifier) else { continue }
            object.managedObjectContext = nil
            order.removeAll { $0 == identifier }
        }
        for (identifier, object) in deleted {
            object.isDeleted = false
            object.managedObjectContext = viewContext
            objects[identifier] = object
            order.append(identifier)
        }
        for identifier in Set(updated).union(deleted.keys) {
            guard let object = objects[identifier], let record = saved[identifier] else { continue }
            apply(record, to: object)
        }
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        deniedDeletes.removeAll()
        contentsChanged()
    }

    // MARK: Changes

    func accessContents() { registrar.access(self, keyPath: \.generation) }

    /// Makes every fetch shown fetch again (a request's configuration changed).
    func touch() { contentsChanged() }

    private func contentsChanged() {
        registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
    }

    func insert(_ object: NSManagedObject, context: NSManagedObjectContext) {
        let identifier = object.objectID.text
        if objects[identifier] === object { return }
        if deleted.removeValue(forKey: identifier) != nil {
            object.isDeleted = false
        } else {
            inserted.insert(identifier)
        }
        object.managedObjectContext = context
        objects[identifier] = object
        order.append(identifier)
        // The objects it holds join it.
        for name in object.entity.relationshipsByName.keys {
            for member in NSManagedObject.members(object.values[name]) where member.managedObjectContext == nil {
                insert(member, context: context)
            }
        }
        contentsChanged()
    }

    func delete(_ object: NSManagedObject) {
        let identifier = object.objectID.text
        guard objects[identifier] === object else { return }
        object.prepareForDeletion()
        objects[identifier] = nil
        order.removeAll { $0 == identifier }
        if inserted.remove(identifier) == nil { deleted[identifier] = object }
        updated.remove(identifier)
        object.isDeleted = true
        for relationship in object.entity.relationshipsByName.values {
            let members = NSManagedObject.members(object.values[relationship.name])
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for member in members { delete(member) }
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship {
                    for member in members { member.change(inverse, removing: object) }
                }
            case .denyDeleteRule:
                if !members.isEmpty { deniedDeletes.append("\(object.entity.name ?? "?").\(relationship.name)") }
            case .noActionDeleteRule:
                break
            }
        }
        contentsChanged()
    }

    func objectChanged(_ object: NSManagedObject) {
        let identifier = object.objectID.text
        guard objects[identifier] === object else { return }
        if !inserted.contains(identifier) { updated.insert(identifier) }
        contentsChanged()
    }

    var hasChanges: Bool { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }
    func isInserted(_ object: NSManagedObject) -> Bool { inserted.contains(object.objectID.text) }
    func isUpdated(_ object: NSManagedObject) -> Bool { updated.contains(object.objectID.text) }
    var insertedObjects: Set<NSManagedObject> { Set(inserted.compactMap { objects[$0] }) }
    var updatedObjects: Set<NSManagedObject> { Set(updated.compactMap { objects[$0] }) }
    var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }
    var registeredObjects: Set<NSManagedObject> { Set(objects.values) }
    func object(_ identity: NSManagedObjectID) -> NSManagedObject? { objects[identity.text] }

    func changedValues(of object: NSManagedObject) -> [String: Any] {
        guard let committed = saved[object.objectID.text] else { return object.values }
        let current = record(of: object)
        var changed: [String: Any] = [:]
        for (name, value) in object.values
        where current.attributes[name] != committed.attributes[name] || current.relationships[name] != committed.relationships[name] {
            changed[name] = value
        }
        return changed
    }

    func committedValues(of object: NSManagedObject, keys: [String]?) -> [String: Any] {
        guard let committed = saved[object.objectID.text] else { return [:] }
        var values: [String: Any] = [:]
        for (name, stored) in committed.attributes where keys?.contains(name) ?? true {
            values[name] = stored.value(as: object.entity.attributesByName[name]?.attributeType ?? .undefinedAttributeType)
        }
        return values
    }

    // MARK: Fetching

    func fetch<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        accessContents()
        let entityName = request.entityName ?? request.entity?.name
        var found = order.compactMap { objects[$0] }.filter { object in
            guard object.entity.name == entityName else { return false }
            if !request.includesPendingChanges && inserted.contains(object.objectID.text) { return false }
            return request.predicate?.evaluate(with: object) ?? true
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found.sort { first, second in
                for descriptor in descriptors {
                    let result = descriptor.compare(first, to: second)
                    if result != .orderedSame { return result == .orderedAscending }
                }
                return false
            }
        }
        if request.fetchOffset > 0 { found = Array(found.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found
    }

    private var warned: Set<String> = []
    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        Logger(label: "CoreData").warning("\(message)")
    }
}
