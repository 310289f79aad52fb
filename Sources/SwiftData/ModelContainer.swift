import Foundation
import Synchronization
@_spi(TrellisHost) import Trellis

/// Where a container keeps its models: its name, whether only in memory, whether saving is
/// allowed. App group and CloudKit choices are accepted and change nothing here.
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    public let name: String
    public let schema: Schema?
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let url: URL
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        url = isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null")
            : URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("\(self.name).store")
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.schema = schema
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
        groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
    }

    public init(isStoredInMemoryOnly: Bool) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    /// The name the store is kept under on a device: the URL's file for a configuration
    /// given one, else the configuration's name.
    var storeName: String { url.path == "/dev/null" ? name : url.lastPathComponent }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.url == rhs.url
            && lhs.allowsSave == rhs.allowsSave
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
    }

    /// Which app group's container holds the store (Apple platforms): no effect here.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static let automatic = GroupContainer(identifier: nil)
        public static let none = GroupContainer(identifier: "")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }

    /// Which CloudKit database the store syncs with (Apple platforms): no effect here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let identifier: String?
        public static let automatic = CloudKitDatabase(identifier: nil)
        public static let none = CloudKitDatabase(identifier: "")
        public static func `private`(_ container: String) -> CloudKitDatabase { CloudKitDatabase(identifier: container) }
    }
}

/// The models of an app: a schema and where they are kept. Each device has its own models
/// (in the web host each browser, as for `@AppStorage`; outside any view, the process).
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]

    /// One store per device, dropped when the device's storage is.
    private let stores = PerDevice<_ModelStore>()

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        // A configuration's own schema adds its types.
        let extra = configurations.compactMap(\.schema).flatMap { $0.entities.map(\.type) }
        schema = extra.isEmpty ? givenSchema : Schema(givenSchema.entities.map(\.type) + extra, version: givenSchema.version)
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }

    /// The main context of the device the caller works for.
    @MainActor public var mainContext: ModelContext { store().mainContext }

    /// This container's store on the device the caller works for: the browser of the tab
    /// whose event (or task) is running, a test host's storage, else the process's.
    func store() -> _ModelStore {
        stores.current { _ModelStore(container: self, device: $0) }
    }

    /// The containers `modelContainer(for:)` made, one per set of types and options, so a
    /// view's body that runs again keeps the same one.
    private static let made = Mutex<[String: ModelContainer]>([:])

    /// The container for `types`, and whether it was made now.
    static func shared(for types: [any PersistentModel.Type], inMemory: Bool) throws -> (ModelContainer, Bool) {
        let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? "|memory" : "")
        if let known = made.withLock({ $0[key] }) { return (known, false) }
        let container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        return made.withLock { made in
            if let raced = made[key] { return (raced, false) }
            made[key] = container
            return (container, true)
        }
    }

    /// What `\.modelContext` holds where no view set a container: models kept in memory.
    static let fallback = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
}
