import Foundation

/// Inserts, deletes, fetches and saves a container's models. A container's main context
/// saves by itself after each change (`autosaveEnabled`).
public final class ModelContext: @unchecked Sendable {
    let store: _ModelStore

    init(store: _ModelStore, autosave: Bool) {
        self.store = store
        if autosave { store.autosaveEnabled = true }
    }

    /// A context of `container`'s models on the device the caller works for.
    public convenience init(_ container: ModelContainer) {
        self.init(store: container.store(), autosave: false)
    }

    public var container: ModelContainer { store.container }

    /// Whether the container saves by itself after changes (the main context's default).
    public var autosaveEnabled: Bool {
        get { store.autosaveEnabled }
        set { store.autosaveEnabled = newValue }
    }

    public func insert<T: PersistentModel>(_ model: T) { store.insert(model) }

    public func delete<T: PersistentModel>(_ model: T) { store.delete(model) }

    /// Deletes every model of the type that matches `predicate` (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                           includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate))
        where includeSubclasses || type(of: found) == T.self {
            store.delete(found)
        }
    }

    public func save() throws { try store.save() }

    /// Undoes every change since the last save.
    public func rollback() { store.rollback() }

    public var hasChanges: Bool { store.hasChanges }

    /// Changes are applied as they are made here: nothing is pending.
    public func processPendingChanges() {}

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        try store.fetch(descriptor)
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try store.fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try store.fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each matching model, in order.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                              allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The model with this identity (it must be one of this container's on this device).
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = store.registeredModel(persistentModelID) else {
            fatalError("SwiftData: no model with \(persistentModelID) in this context")
        }
        return model
    }

    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.registeredModel(persistentModelID) as? T
    }

    public var insertedModelsArray: [any PersistentModel] { store.insertedModels }
    public var changedModelsArray: [any PersistentModel] { store.changedModels }
    public var deletedModelsArray: [any PersistentModel] { store.deletedModels }
}

/// Which models a fetch finds and in what order.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether models inserted and not saved yet are found (they are by default).
    public var includePendingChanges = true
    /// Hints for Apple's store about what to load; every model is in memory here.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
