import Foundation

/// A value `@AppStorage` and `@SceneStorage` keep: the property-list types SwiftUI allows.
public enum AppStorageValue: Hashable, Sendable, Codable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
    case url(URL)
    case date(Date)
}

/// Types `@AppStorage` can keep (with `RawRepresentable` types whose raw value is one).
public protocol _AppStorable {
    var _storageValue: AppStorageValue { get }
    init?(_storageValue: AppStorageValue)
}

extension Bool: _AppStorable {
    public var _storageValue: AppStorageValue { .bool(self) }
    public init?(_storageValue value: AppStorageValue) {
        switch value {
        case .bool(let flag): self = flag
        case .int(let number): self = number != 0
        default: return nil
        }
    }
}

extension Int: _AppStorable {
    public var _storageValue: AppStorageValue { .int(self) }
    public init?(_storageValue value: AppStorageValue) {
        switch value {
        case .int(let number): self = number
        case .bool(let flag): self = flag ? 1 : 0
        case .double(let number) where number.rounded() == number && abs(number) < 9e18: self = Int(number)
        default: return nil
        }
    }
}

extension Double: _AppStorable {
    public var _storageValue: AppStorageValue { .double(self) }
    public init?(_storageValue value: AppStorageValue) {
        switch value {
        case .double(let number): self = number
        case .int(let number): self = Double(number)
        default: return nil
        }
    }
}

extension String: _AppStorable {
    public var _storageValue: AppStorageValue { .string(self) }
    public init?(_storageValue value: AppStorageValue) {
        guard case .string(let text) = value else { return nil }
        self = text
    }
}

extension Data: _AppStorable {
    public var _storageValue: AppStorageValue { .data(self) }
    public init?(_storageValue value: AppStorageValue) {
        guard case .data(let data) = value else { return nil }
        self = data
    }
}

extension URL: _AppStorable {
    public var _storageValue: AppStorageValue { .url(self) }
    public init?(_storageValue value: AppStorageValue) {
        switch value {
        case .url(let url): self = url
        case .string(let text): guard let url = URL(string: text) else { return nil }; self = url
        default: return nil
        }
    }
}

extension Date: _AppStorable {
    public var _storageValue: AppStorageValue { .date(self) }
    public init?(_storageValue value: AppStorageValue) {
        switch value {
        case .date(let date): self = date
        case .double(let seconds): self = Date(timeIntervalSinceReferenceDate: seconds)
        default: return nil
        }
    }
}

/// Where an `AppStorageValues` keeps its values between launches.
public protocol AppStoragePersistence: AnyObject, Sendable {
    func load(_ key: String) -> AppStorageValue?
    /// Writes a value (nil: removes the key).
    func save(_ value: AppStorageValue?, forKey key: String)
}

/// The values behind `@AppStorage` (one "device": the test host gives each `ViewHost`
/// its own; the web host one per browser) or `@SceneStorage` (one scene). Every view
/// reading a key re-renders when it changes, in every graph using this store.
public final class AppStorageValues: @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: AppStorageValue?] = [:]
    private var persistence: (any AppStoragePersistence)?
    private var observers: [String: [WeakObserver]] = [:]
    /// For each key read by a property no view installed (kept by an object), what the
    /// views reading it through that object depend on.
    private var detachedReaders: [String: DetachedKeyReaders] = [:]

    private struct WeakObserver {
        weak var box: AppStorageObserver?
    }

    /// An empty store that lives in memory only.
    public init() {}

    /// A store kept by `persistence`.
    public init(persistence: any AppStoragePersistence) {
        self.persistence = persistence
    }

    /// The process's `UserDefaults.standard`, as SwiftUI's default store.
    public static let standard = AppStorageValues(persistence: UserDefaultsPersistence(.standard))

    /// The stores kept by `UserDefaults` objects given as `@AppStorage(_:store:)`.
    nonisolated(unsafe) private static var userDefaultsStores: [ObjectIdentifier: AppStorageValues] = [:]
    private static let registryLock = NSLock()

    static func store(for defaults: UserDefaults) -> AppStorageValues {
        if defaults === UserDefaults.standard { return .standard }
        registryLock.lock(); defer { registryLock.unlock() }
        if let store = userDefaultsStores[ObjectIdentifier(defaults)] { return store }
        let store = AppStorageValues(persistence: UserDefaultsPersistence(defaults))
        userDefaultsStores[ObjectIdentifier(defaults)] = store
        return store
    }

    public subscript(key: String) -> AppStorageValue? {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        let loaded = persistence?.load(key)
        cache[key] = .some(loaded)
        return loaded
    }

    /// Writes `value` (nil: removes it), keeps it, and updates every view reading `key`.
    @MainActor
    public func set(_ value: AppStorageValue?, forKey key: String) {
        if keep(value, forKey: key) { notify(key) }
    }

    /// `set(_:forKey:)` from any thread (a property of an object, written wherever the
    /// object is): kept and saved at once, its readers updated on the main actor.
    package func write(_ value: AppStorageValue?, forKey key: String) {
        guard DependencyTracking.isOnMainActor else {
            if keep(value, forKey: key) { DispatchQueue.main.async { MainActor.assumeIsolated { self.notify(key) } } }
            return
        }
        MainActor.assumeIsolated { set(value, forKey: key) }
    }

    /// Keeps and saves `value`; whether it changed the key.
    private func keep(_ value: AppStorageValue?, forKey key: String) -> Bool {
        lock.lock()
        let old = cache[key] ?? persistence?.load(key)
        cache[key] = .some(value)
        let persistence = self.persistence
        lock.unlock()
        guard old != value else { return false }
        persistence?.save(value, forKey: key)
        return true
    }

    /// Starts keeping this store in `persistence`: its values replace the ones in memory
    /// (views reading a changed key update); keys only written in memory are saved there.
    @MainActor
    public func adopt(_ persistence: any AppStoragePersistence) {
        lock.lock()
        let written = cache
        cache = [:]
        self.persistence = persistence
        lock.unlock()
        var changed: [String] = []
        for (key, value) in written {
            if let stored = persistence.load(key) {
                if stored != value { changed.append(key) }
            } else if let value {
                persistence.save(value, forKey: key)
            }
        }
        for key in observedKeys() where written[key] == nil && persistence.load(key) != nil { changed.append(key) }
        for key in changed { notify(key) }
    }

    /// Whether any view still reads a value of this store.
    public var isObserved: Bool {
        lock.lock(); defer { lock.unlock() }
        return observers.values.contains { $0.contains { $0.box != nil } }
    }

    private func observedKeys() -> [String] {
        lock.lock(); defer { lock.unlock() }
        return Array(observers.keys)
    }

    func observe(_ key: String, by box: AppStorageObserver) {
        lock.lock(); defer { lock.unlock() }
        var list = observers[key, default: []]
        list.removeAll { $0.box == nil }
        list.append(WeakObserver(box: box))
        observers[key] = list
    }

    /// What a view that reads `key` through a property no view installed depends on:
    /// kept as long as the store, one per key.
    func detachedReaders(of key: String) -> DependencySource {
        lock.lock()
        if let readers = detachedReaders[key] {
            lock.unlock()
            return readers
        }
        let readers = DetachedKeyReaders()
        detachedReaders[key] = readers
        lock.unlock()
        observe(key, by: readers)
        return readers
    }

    @MainActor
    private func notify(_ key: String) {
        lock.lock()
        let list = observers[key] ?? []
        lock.unlock()
        for observer in list { observer.box?.storedValueChanged() }
    }
}

/// `UserDefaults` as an app storage (SwiftUI's own default).
final class UserDefaultsPersistence: AppStoragePersistence, @unchecked Sendable {
    let defaults: UserDefaults

    init(_ defaults: UserDefaults) { self.defaults = defaults }

    func load(_ key: String) -> AppStorageValue? {
        switch defaults.object(forKey: key) {
        case let flag as Bool where type(of: flag) == Bool.self: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let text as String: return .string(text)
        case let data as Data: return .data(data)
        case let date as Date: return .date(date)
        case let url as URL: return .url(url)
        default: return nil
        }
    }

    func save(_ value: AppStorageValue?, forKey key: String) {
        switch value {
        case nil: defaults.removeObject(forKey: key)
        case .bool(let flag)?: defaults.set(flag, forKey: key)
        case .int(let number)?: defaults.set(number, forKey: key)
        case .double(let number)?: defaults.set(number, forKey: key)
        case .string(let text)?: defaults.set(text, forKey: key)
        case .data(let data)?: defaults.set(data, forKey: key)
        case .date(let date)?: defaults.set(date, forKey: key)
        case .url(let url)?: defaults.set(url.absoluteString, forKey: key)
        }
    }
}

/// A box that learns when its key changes in its store.
class AppStorageObserver: DependencySource, @unchecked Sendable {
    @MainActor func storedValueChanged() {}
}

/// The views reading a key through properties no view installed: each change to the key
/// re-runs them.
final class DetachedKeyReaders: AppStorageObserver, @unchecked Sendable {
    @MainActor override func storedValueChanged() { invalidateObservers() }
}

/// The storage of one `@AppStorage` / `@SceneStorage` property: reads go to the store
/// (recorded as dependencies), writes go to the store and update every reader.
final class AppStorageBox<Value>: AppStorageObserver, @unchecked Sendable {
    let key: String
    let store: AppStorageValues
    let defaultValue: Value
    let decode: (AppStorageValue) -> Value?
    let encode: (Value) -> AppStorageValue?
    private unowned(unsafe) var graph: ViewGraph?

    init(key: String, store: AppStorageValues, defaultValue: Value, decode: @escaping (AppStorageValue) -> Value?,
         encode: @escaping (Value) -> AppStorageValue?, graph: ViewGraph) {
        self.key = key
        self.store = store
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
        self.graph = graph
        super.init()
        store.observe(key, by: self)
    }

    var value: Value {
        DependencyTracking.recordRead(self)
        return store[key].flatMap(decode) ?? defaultValue
    }

    func set(_ newValue: Value) {
        guard DependencyTracking.isOnMainActor else {
            guard let graph else { return }
            nonisolated(unsafe) let pending = newValue
            graph.enqueueForeignWrite("@AppStorage(\"\(key)\")") { [self] in
                MainActor.assumeIsolated { self.set(pending) }
            }
            return
        }
        nonisolated(unsafe) let value = newValue
        MainActor.assumeIsolated { store.set(encode(value), forKey: key) }
    }

    @MainActor override func storedValueChanged() { invalidateObservers() }

    override func detach() {
        graph = nil
        removeAllObservers()
    }
}

/// The keyed storage shared by `AppStorage` and `SceneStorage`.
public struct _StoredProperty<Value> {
    enum Storage {
        case initial
        case linked(AppStorageBox<Value>)
    }
    var storage: Storage = .initial
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let decode: (AppStorageValue) -> Value?
    let encode: (Value) -> AppStorageValue?
    /// Where the property reads and writes while no view has installed it — as a property
    /// of an object (a view model's settings), which iOS allows: the store it names; else
    /// the store of the graph running when it was made (a `@StateObject`'s object is made
    /// while its view is installed, an action's while the graph handles the event: in the
    /// web host, that browser's); else the process's `UserDefaults.standard`, as on iOS.
    /// A `@SceneStorage` made outside any graph has no scene: nil.
    let detachedStore: AppStorageValues?

    init(key: String, defaultValue: Value, explicitStore: UserDefaults?, scene: Bool,
         decode: @escaping (AppStorageValue) -> Value?, encode: @escaping (Value) -> AppStorageValue?) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = explicitStore
        self.decode = decode
        self.encode = encode
        detachedStore = Self.storeOutsideViews(explicit: explicitStore, scene: scene)
    }

    private static func storeOutsideViews(explicit: UserDefaults?, scene: Bool) -> AppStorageValues? {
        if !scene, let explicit { return AppStorageValues.store(for: explicit) }
        if let graph = ViewGraph.current() {
            return scene ? graph.sceneStorage : graph.appStorage
        }
        return scene ? nil : .standard
    }

    var value: Value {
        switch storage {
        case .linked(let box):
            return box.value
        case .initial:
            guard let store = detachedStore else { return defaultValue }
            DependencyTracking.recordRead(store.detachedReaders(of: key))
            return store[key].flatMap(decode) ?? defaultValue
        }
    }

    func set(_ newValue: Value, wrapper: String) {
        switch storage {
        case .linked(let box):
            box.set(newValue)
        case .initial:
            guard let store = detachedStore else {
                ViewGraph.logger.warning("Writing \(wrapper)(\"\(key)\") outside of any scene changes nothing.")
                return
            }
            store.write(encode(newValue), forKey: key)
        }
    }

    var binding: Binding<Value> {
        switch storage {
        case .linked(let box):
            return Binding(get: { box.value }, set: { box.set($0) })
        case .initial:
            guard detachedStore != nil else { return .constant(defaultValue) }
            return Binding(get: { value }, set: { set($0, wrapper: "@AppStorage") })
        }
    }

    @MainActor func makeBox(node: _ViewNode, scene: Bool) -> AppStorageBox<Value> {
        let store: AppStorageValues
        if scene {
            store = node.graph.sceneStorage
        } else if let explicitStore {
            store = AppStorageValues.store(for: explicitStore)
        } else {
            store = node.inputs.environment.defaultAppStorageUntracked ?? node.graph.appStorage
        }
        return AppStorageBox(key: key, store: store, defaultValue: defaultValue, decode: decode, encode: encode, graph: node.graph)
    }
}

/// A value kept in the app's storage under `key`: it survives relaunches (in the web
/// host, per browser: each browser is one device), and every view reading the key
/// updates when any of them writes it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    var property: _StoredProperty<Value>

    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue, wrapper: "@AppStorage") }
    }

    public var projectedValue: Binding<Value> { property.binding }

    init(key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (AppStorageValue) -> Value?,
         encode: @escaping (Value) -> AppStorageValue?) {
        property = _StoredProperty(key: key, defaultValue: defaultValue, explicitStore: store, scene: false, decode: decode, encode: encode)
    }
}

extension AppStorage where Value: _AppStorable {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: Value.init(_storageValue:), encode: { $0._storageValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue: _AppStorable {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: { Value.RawValue(_storageValue: $0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue._storageValue })
    }
}

extension AppStorage {
    public init<Wrapped: _AppStorable>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, decode: { Wrapped(_storageValue: $0) }, encode: { $0?._storageValue })
    }

    public init<Wrapped: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped?, Wrapped.RawValue: _AppStorable {
        self.init(key: key, defaultValue: nil, store: store,
                  decode: { Wrapped.RawValue(_storageValue: $0).flatMap(Wrapped.init(rawValue:)) }, encode: { $0?.rawValue._storageValue })
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// Keeps a tab view's customization (iOS 18), as JSON data.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  decode: TabViewCustomization.init(_storageValue:), encode: { $0._storageValue })
    }
}

extension AppStorage: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        field.assumingMemoryBound(to: AppStorage<Value>.self).pointee.property.makeBox(node: node, scene: false)
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        field.assumingMemoryBound(to: AppStorage<Value>.self).pointee.property.storage = .linked(unsafeDowncast(storage!, to: AppStorageBox<Value>.self))
    }
}

/// A value kept for one scene (in the web host: one browser tab) under `key`: it
/// survives a reload of the tab and a server restart, and another tab has its own.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var property: _StoredProperty<Value>

    public var wrappedValue: Value {
        get { property.value }
        nonmutating set { property.set(newValue, wrapper: "@SceneStorage") }
    }

    public var projectedValue: Binding<Value> { property.binding }

    init(key: String, defaultValue: Value, decode: @escaping (AppStorageValue) -> Value?, encode: @escaping (Value) -> AppStorageValue?) {
        property = _StoredProperty(key: key, defaultValue: defaultValue, explicitStore: nil, scene: true, decode: decode, encode: encode)
    }
}

extension SceneStorage where Value: _AppStorable {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue, decode: Value.init(_storageValue:), encode: { $0._storageValue })
    }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue: _AppStorable {
    public init(wrappedValue: Value, _ key: String) {
        self.init(key: key, defaultValue: wrappedValue,
                  decode: { Value.RawValue(_storageValue: $0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue._storageValue })
    }
}

extension SceneStorage {
    public init<Wrapped: _AppStorable>(_ key: String) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, decode: { Wrapped(_storageValue: $0) }, encode: { $0?._storageValue })
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// Keeps a tab view's customization for this scene (iOS 18). Scene storage is the
    /// scene's, never a `UserDefaults` store, so `store` has nothing to choose here.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, decode: TabViewCustomization.init(_storageValue:), encode: { $0._storageValue })
    }
}

extension SceneStorage: _LinkedDynamicProperty {
    @MainActor static func _makeStorage(at field: UnsafeMutableRawPointer, node: _ViewNode) -> AnyObject? {
        field.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.property.makeBox(node: node, scene: true)
    }

    @MainActor static func _link(at field: UnsafeMutableRawPointer, storage: AnyObject?, node: _ViewNode) {
        field.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.property.storage = .linked(unsafeDowncast(storage!, to: AppStorageBox<Value>.self))
    }
}

struct DefaultAppStorageKey: EnvironmentKey { static let defaultValue: AppStorageValues? = nil }

extension EnvironmentValues {
    /// The store `@AppStorage` uses below a `defaultAppStorage(_:)`, read once per property.
    var defaultAppStorageUntracked: AppStorageValues? {
        untracked(DefaultAppStorageKey.self)
    }
}

extension View {
    /// The `UserDefaults` that `@AppStorage` properties below use when they name no store.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _EnvironmentWritingModifier<AppStorageValues?>> {
        environment(\.defaultAppStorage, AppStorageValues.store(for: store))
    }
}

extension EnvironmentValues {
    var defaultAppStorage: AppStorageValues? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}
