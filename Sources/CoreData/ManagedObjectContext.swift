import Foundation

/// Inserts, deletes, fetches and saves objects. Every context of a container on one
/// device works on the same objects (Core Data gives each context its own copies; see
/// docs/Differences.md), so a change made in a background context shows in the view
/// context at once, and `save()` on either saves the device's store.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    public let concurrencyType: ConcurrencyType
    private var boundStore: ManagedStore?
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    open var mergePolicy: Any = NSMergePolicy.error
    open var parent: NSManagedObjectContext? {
        didSet { if let parent { boundStore = parent.store } }
    }
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { boundStore = persistentStoreCoordinator?.store() }
    }

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        super.init()
    }

    init(store: ManagedStore, concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        boundStore = store
        super.init()
    }

    var store: ManagedStore {
        guard let boundStore else {
            fatalError("CoreData: this context has no persistent store coordinator; set .environment(\\.managedObjectContext, container.viewContext) or use a container's viewContext")
        }
        return boundStore
    }

    open func insert(_ object: NSManagedObject) { store.insert(object, context: self) }

    open func delete(_ object: NSManagedObject) { store.delete(object) }

    open func save() throws { try store.save() }

    open func rollback() { store.rollback() }

    /// Forgets unsaved changes, as `rollback()` does here (every object is kept in memory).
    open func reset() { store.rollback() }

    open var hasChanges: Bool { store.hasChanges }

    open var insertedObjects: Set<NSManagedObject> { store.insertedObjects }
    open var updatedObjects: Set<NSManagedObject> { store.updatedObjects }
    open var deletedObjects: Set<NSManagedObject> { store.deletedObjects }
    open var registeredObjects: Set<NSManagedObject> { store.registeredObjects }

    /// Changes are applied as they are made here: nothing is pending.
    open func processPendingChanges() {}
    open func refreshAllObjects() {}
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try store.fetch(request).compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try store.fetch(request).count
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let object = store.object(objectID) else { fatalError("CoreData: no object with \(objectID) in this context") }
        return object
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = store.object(objectID) else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 133_000,
                          userInfo: [NSLocalizedDescriptionKey: "No object with \(objectID)"])
        }
        return object
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { store.object(objectID) }

    /// Runs `block` (on the caller's turn: every context here works on the main queue's
    /// objects).
    open func perform(_ block: @escaping () -> Void) {
        block()
    }

    open func performAndWait(_ block: () -> Void) {
        block()
    }

    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try block()
    }

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }
}

/// How conflicting saves are merged: one store of objects per device here, so no
/// conflicts arise and every policy behaves alike.
public final class NSMergePolicy: NSObject, @unchecked Sendable {
    public static let error = NSMergePolicy()
    public static let mergeByPropertyStoreTrump = NSMergePolicy()
    public static let mergeByPropertyObjectTrump = NSMergePolicy()
    public static let overwrite = NSMergePolicy()
    public static let rollback = NSMergePolicy()
}

nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// Which objects a fetch finds, in what order.
open class NSFetchRequest<ResultType>: NSObject, @unchecked Sendable {
    open var entityName: String?
    open var entity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var includesPendingChanges = true
    /// Hints for Core Data's SQLite store about loading; every object is in memory here.
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    public override init() {
        super.init()
    }
}
