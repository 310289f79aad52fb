import Dispatch
import Foundation
import Logging
import Observation
@_spi(TrellisHost) import Trellis

/// The models of one container on one device, all in memory, saved as one record list in
/// that device's storage (in the web host each browser is a device, as for `@AppStorage`;
/// in a test host, the host's storage; elsewhere the process's `UserDefaults`).
///
/// Every context of the container on the device works on this one set of models (iOS
/// gives each context its own copies; see docs/Differences.md). Queries depend on
/// `generation`, which every insert, delete and change of a kept property moves on.
public final class _ModelStore: Observable, @unchecked Sendable {
    let schema: Schema
    let configuration: ModelConfiguration
    private weak var device: AppStorageValues?
    private let storageKey: String
    private let registrar = ObservationRegistrar()
    private(set) var generation = 0

    /// The models in insertion order, by identity.
    private var models: [String: any PersistentModel] = [:]
    private var order: [String] = []
    /// What was saved last, by identity: for rollback and `hasChanges`.
    private var saved: [String: _ModelRecord] = [:]
    /// Saved records of model types this container does not know, kept as they were.
    private var foreign: [_ModelRecord] = []
    private var inserted: Set<String> = []
    private var changed: Set<String> = []
    private var deleted: [String: any PersistentModel] = [:]
    /// Records being made into models while the store opens.
    private var unopened: [String: _ModelRecord] = [:]
    private var opening: Set<String> = []
    private var typesByEntity: [String: any PersistentModel.Type] = [:]
    private var deniedDeletes: [String] = []
    private var autosaveScheduled = false
    var autosaveEnabled = true
    private var warned: Set<String> = []

    /// The largest store saved, in bytes of its JSON: a device's storage is bounded.
    static let maximumSize = 32 << 20

    private(set) lazy var mainContext = ModelContext(store: self, autosave: true)
    unowned let container: ModelContainer

    init(container: ModelContainer, device: AppStorageValues?) {
        self.container = container
        schema = container.schema
        configuration = container.configurations.first ?? ModelConfiguration()
        self.device = configuration.isStoredInMemoryOnly ? nil : device
        storageKey = "\u{1}SwiftData/\(configuration.storeName)"
        for entity in schema.entities { register(entity.type) }
        open()
    }

    // MARK: Opening

    private struct SavedStore: Codable {
        var version: String
        var records: [_ModelRecord]
    }

    private func open() {
        guard let device, case .string(let text)? = device[storageKey] else { return }
        let savedStore: SavedStore
        do {
            savedStore = try JSONDecoder.models.decode(SavedStore.self, from: Data(text.utf8))
        } catch {
            warnOnce("The saved SwiftData store \(configuration.storeName) could not be read (\(error)); it starts empty and is replaced on the next save.")
            return
        }
        for record in savedStore.records {
            guard let entity = record.persistentIdentifier?.entityName, typesByEntity[entity] != nil else {
                foreign.append(record)
                continue
            }
            unopened[record.identifier] = record
        }
        for record in savedStore.records where unopened[record.identifier] != nil {
            _ = model(identifiedBy: record.identifier, materializing: true)
        }
        for identifier in order {
            guard let record = saved[identifier] else { continue }
            models[identifier]?._trellisLink(record, in: self)
        }
    }

    /// The model with this identity: registered, or made now from its saved record.
    func model(identifiedBy identifier: String, materializing: Bool) -> (any PersistentModel)? {
        if let model = models[identifier] { return model }
        guard materializing, let record = unopened[identifier], let entity = record.persistentIdentifier?.entityName,
              let type = typesByEntity[entity] else { return nil }
        // A record that cannot make its model (a property added since without a default, a
        // model it must hold that is gone, a cycle of non-optional relationships) is kept as
        // it was and left out, with a warning: one device's old data never stops a server.
        guard !opening.contains(identifier), canMake(record, as: type, visiting: opening) else {
            unopened[identifier] = nil
            foreign.append(record)
            warnOnce("The saved \(identifier) cannot be made again with this version of \(entity) (a property without a default it lacks, or a model it must hold that is missing); it is kept in the store and left out.")
            return nil
        }
        opening.insert(identifier)
        let model = type.init(_trellisRecord: record, in: self)
        opening.remove(identifier)
        unopened[identifier] = nil
        model._$persistence.store = self
        models[identifier] = model
        order.append(identifier)
        saved[identifier] = record
        return model
    }

    /// Whether `record` holds every property `type` cannot do without, and the models its
    /// non-optional relationships need can be had (kept, or made without a cycle).
    private func canMake(_ record: _ModelRecord, as type: any PersistentModel.Type, visiting: Set<String>) -> Bool {
        let visiting = visiting.union([record.identifier])
        guard type._trellisCanDecode(record) else { return false }
        for key in type._trellisRequiredKeys {
            switch record.values[key] {
            case nil, .empty?: return false
            case .models(let identities)?:
                guard let property = _ModelMetadata.of(type).properties.first(where: { $0.name == key }),
                      isToOne(property) else { continue }
                // A to-one that cannot be empty needs its model.
                guard let first = identities.first else { return false }
                if models[first] != nil { continue }
                guard !visiting.contains(first), let held = unopened[first],
                      let entity = held.persistentIdentifier?.entityName, let heldType = typesByEntity[entity],
                      canMake(held, as: heldType, visiting: visiting) else { return false }
            case .json?: continue
            }
        }
        return true
    }

    private func isToOne(_ property: _ModelProperty) -> Bool {
        guard let related = property.relatedType else { return false }
        return type(of: property.keyPath).valueType == related
    }

    private func register(_ type: any PersistentModel.Type) {
        let name = _ModelMetadata.entityName(of: type)
        guard typesByEntity[name] == nil else { return }
        typesByEntity[name] = type
        for related in type._trellisRelatedTypes {
            if let model = related as? any PersistentModel.Type { register(model) }
        }
    }

    // MARK: Changes

    /// Marks a read of the store's contents (a fetch), so the reader updates on any change.
    func accessContents() {
        registrar.access(self, keyPath: \.generation)
    }

    private func contentsChanged() {
        registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
        scheduleAutosave()
    }

    func insert(_ model: any PersistentModel) {
        let identifier = model.persistentModelID.text
        if models[identifier] === model { return }
        if deleted.removeValue(forKey: identifier) != nil {
            model._$persistence.isDeleted = false
        } else if let existing = uniqueMatch(for: model) {
            // `.unique`: the model already kept takes the new one's values (the models its
            // relationships hold where it holds any; an empty one leaves the kept model's).
            var record = _ModelRecord(identifier: existing.persistentModelID)
            model._trellisEncode(into: &record, in: self)
            record.values = record.values.filter { $0.value != .empty && $0.value != .models([]) }
            existing._trellisApply(record, in: self)
            return
        } else {
            inserted.insert(identifier)
        }
        register(type(of: model))
        model._$persistence.store = self
        models[identifier] = model
        order.append(identifier)
        // The models it holds are inserted with it.
        for property in _ModelMetadata.of(type(of: model)).properties where property.relatedType != nil {
            for related in property.related(model) { insert(related) }
        }
        contentsChanged()
    }

    /// The model of the same type already kept whose `.unique` attribute equals `model`'s.
    private func uniqueMatch(for model: any PersistentModel) -> (any PersistentModel)? {
        let unique = _ModelMetadata.of(type(of: model)).properties.filter { $0.attribute?.isUnique == true }
        guard !unique.isEmpty else { return nil }
        // Only the unique properties are compared, each as it would be saved (JSON).
        let values = unique.map { storedValue(of: $0, in: model) }
        for identifier in order {
            guard let other = models[identifier], other !== model, type(of: other) == type(of: model) else { continue }
            if zip(unique, values).contains(where: { property, value in value != nil && storedValue(of: property, in: other) == value }) {
                return other
            }
        }
        return nil
    }

    /// One property's value as a record keeps it.
    private func storedValue(of property: _ModelProperty, in model: any PersistentModel) -> _ModelRecord.Stored? {
        var record = _ModelRecord(identifier: model.persistentModelID)
        record.encode(property.value(model), for: property.name, in: self)
        return record.values[property.name]
    }

    func delete(_ model: any PersistentModel) {
        let identifier = model.persistentModelID.text
        guard models[identifier] === model else { return }
        models[identifier] = nil
        order.removeAll { $0 == identifier }
        if inserted.remove(identifier) == nil { deleted[identifier] = model }
        changed.remove(identifier)
        model._$persistence.isDeleted = true
        for property in _ModelMetadata.of(type(of: model)).properties where property.relatedType != nil {
            let related = property.related(model)
            switch property.relationship?.deleteRule ?? .nullify {
            case .cascade:
                for other in related { delete(other) }
            case .nullify:
                if let inverse = property.inverse {
                    for other in related { inverse.remove(other, model) }
                }
            case .deny:
                if !related.isEmpty { deniedDeletes.append("\(identifier).\(property.name)") }
            case .noAction:
                break
            }
        }
        contentsChanged()
    }

    func modelChanged(_ model: any PersistentModel) {
        let identifier = model.persistentModelID.text
        guard models[identifier] === model else { return }
        if !inserted.contains(identifier) { changed.insert(identifier) }
        contentsChanged()
    }

    var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

    func hasUnsavedChanges(_ model: any PersistentModel) -> Bool {
        let identifier = model.persistentModelID.text
        return inserted.contains(identifier) || changed.contains(identifier) || deleted[identifier] != nil
    }

    var insertedModels: [any PersistentModel] { order.filter(inserted.contains).compactMap { models[$0] } }
    var changedModels: [any PersistentModel] { order.filter(changed.contains).compactMap { models[$0] } }
    var deletedModels: [any PersistentModel] { Array(deleted.values) }

    /// The identities of `related`, inserting any not kept yet (a model reached through a
    /// relationship is saved with the one that holds it).
    func identifiers(of related: [any PersistentModel]) -> [String] {
        related.map { model in
            if models[model.persistentModelID.text] == nil && !model._$persistence.isDeleted { insert(model) }
            return model.persistentModelID.text
        }
    }

    // MARK: Reading

    func fetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
        accessContents()
        var found: [Model] = []
        for identifier in order {
            guard let model = models[identifier] as? Model else { continue }
            if !descriptor.includePendingChanges && inserted.contains(identifier) { continue }
            if let predicate = descriptor.predicate, try !predicate.evaluate(model) { continue }
            found.append(model)
        }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset, offset > 0 { found = Array(found.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(max(limit, 0))) }
        return found
    }

    func registeredModel(_ identifier: PersistentIdentifier) -> (any PersistentModel)? {
        models[identifier.text] ?? deleted[identifier.text]
    }

    // MARK: Saving

    func save() throws {
        if !deniedDeletes.isEmpty {
            let denied = deniedDeletes
            throw SwiftDataError(.modelValidationFailure,
                                 "deleting \(denied.joined(separator: ", ")) is denied while they hold models (deleteRule: .deny)")
        }
        guard configuration.allowsSave else {
            throw SwiftDataError(.unsupportedFeature, "the store \(configuration.storeName) does not allow saving")
        }
        var records: [String: _ModelRecord] = [:]
        var index = 0
        // Encoding may insert models reached through relationships: `order` grows meanwhile.
        while index < order.count {
            let identifier = order[index]
            index += 1
            guard let model = models[identifier] else { continue }
            var record = _ModelRecord(identifier: model.persistentModelID)
            model._trellisEncode(into: &record, in: self)
            records[identifier] = record
        }
        if let device {
            let list = SavedStore(version: schema.version.description,
                                  records: order.compactMap { records[$0] } + foreign)
            let data = try JSONEncoder.models.encode(list)
            guard data.count <= Self.maximumSize else {
                throw SwiftDataError(.unsupportedFeature,
                                     "the store would be \(data.count) bytes, over the \(Self.maximumSize) a device keeps")
            }
            device.write(.string(String(decoding: data, as: UTF8.self)), forKey: storageKey)
        }
        saved = records
        inserted.removeAll()
        changed.removeAll()
        deleted.removeAll()
    }

    /// Saves on the main queue's next turn: the changes of one event are saved together.
    private func scheduleAutosave() {
        guard autosaveEnabled, !autosaveScheduled else { return }
        autosaveScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            autosaveScheduled = false
            guard hasChanges else { return }
            do { try save() } catch { warnOnce("Autosaving failed: \(error)") }
        }
    }

    func rollback() {
        for identifier in inserted {
            guard let model = models.removeValue(forKey: identifier) else { continue }
            model._$persistence.store = nil
            order.removeAll { $0 == identifier }
        }
        for (identifier, model) in deleted {
            model._$persistence.isDeleted = false
            models[identifier] = model
            order.append(identifier)
        }
        for identifier in changed {
            guard let model = models[identifier], let record = saved[identifier] else { continue }
            model._trellisApply(record, in: self)
        }
        inserted.removeAll()
        changed.removeAll()
        deleted.removeAll()
        deniedDeletes.removeAll()
        registrar.withMutation(of: self, keyPath: \.generation) { generation &+= 1 }
    }

    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        Logger(label: "SwiftData").warning("\(message)")
    }
}

/// An error SwiftData throws.
public struct SwiftDataError: Error, Equatable, Sendable, CustomStringConvertible {
    enum Code: String, Sendable {
        case modelValidationFailure, unsupportedFeature, loadIssueModelContainer, unknownSchema
    }
    let code: Code
    let detail: String

    init(_ code: Code, _ detail: String) {
        self.code = code
        self.detail = detail
    }

    public static let modelValidationFailure = SwiftDataError(.modelValidationFailure, "")
    public static let unsupportedFeature = SwiftDataError(.unsupportedFeature, "")
    public static let loadIssueModelContainer = SwiftDataError(.loadIssueModelContainer, "")

    public static func == (lhs: SwiftDataError, rhs: SwiftDataError) -> Bool { lhs.code == rhs.code }
    public var description: String { detail.isEmpty ? "SwiftDataError.\(code.rawValue)" : "SwiftData: \(detail)" }
}
