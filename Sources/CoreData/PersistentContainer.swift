import Foundation
@_spi(TrellisHost) import Trellis

/// A data model and the stores that keep its objects: one per device (in the web host each
/// browser, as for `@AppStorage`; outside any view, the process), made when first used.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open var name: String
    open var managedObjectModel: NSManagedObjectModel
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator

    /// The container of the model compiled from `<name>.xcdatamodeld` (else every data
    /// model of the app together).
    public convenience init(name: String) {
        let model = NSManagedObjectModel.named(name) ?? NSManagedObjectModel.mergedModel(from: nil) ?? NSManagedObjectModel()
        self.init(name: name, managedObjectModel: model)
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        super.init()
        persistentStoreCoordinator.container = self
    }

    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
    }

    /// Opens the stores: the device's objects are read when a context first needs them.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// The main context of the device the caller works for.
    open var viewContext: NSManagedObjectContext { persistentStoreCoordinator.store().viewContext }

    open func newBackgroundContext() -> NSManagedObjectContext {
        NSManagedObjectContext(store: persistentStoreCoordinator.store(), concurrencyType: .privateQueueConcurrencyType)
    }

    /// Runs `block` with a new context (at once, on the caller's turn).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }

    /// Whether the container keeps its objects only in memory (a store description at
    /// `/dev/null`, as the Xcode template's previews set, or an in-memory type).
    var isInMemory: Bool {
        persistentStoreDescriptions.contains { $0.url?.path == "/dev/null" || $0.type == NSInMemoryStoreType }
    }
}

/// The Xcode template's container for CloudKit: the same container here (no iCloud on
/// Linux; see docs/Differences.md).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    open func initializeCloudKitSchema(options: Any? = nil) throws {}
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// Where and how a store is kept. Its URL names it (at `/dev/null`, in memory only);
/// options about SQLite, history and CloudKit change nothing here.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var url: URL?
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open private(set) var options: [String: NSObject] = [:]
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public init(url: URL) {
        self.url = url
        super.init()
    }

    public override init() {
        super.init()
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    public init(containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }
}

/// The stores of a model: one per device, dropped when the device's storage is.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    weak var container: NSPersistentContainer?
    private let stores = PerDevice<ManagedStore>()

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// The store of the device the caller works for: the browser of the tab whose event
    /// (or task) is running, a test host's storage, else the process's.
    func store() -> ManagedStore {
        stores.current { device in
            let name = container?.persistentStoreDescriptions.first?.url?.deletingPathExtension().lastPathComponent
                ?? container?.name ?? "Model"
            return ManagedStore(model: managedObjectModel, name: name, device: container?.isInMemory == true ? nil : device)
        }
    }
}

extension NSManagedObject: _KeyValueReading {
    public func _value(forKey key: String) -> Any? { value(forKey: key) }
}
