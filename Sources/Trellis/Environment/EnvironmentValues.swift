import Synchronization

/// A key for a value in the environment, with the value used when nobody set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One written environment value. Readers compare entries by version: a writer that
/// re-renders with an equal value keeps its entry (or, when the environment above it
/// changed, stamps the new entry with the old version), so its readers stay asleep.
final class EnvironmentEntry: @unchecked Sendable {
    let key: ObjectIdentifier
    let value: Any
    let parent: EnvironmentEntry?
    /// Same version, same value (as far as readers of this key are concerned).
    fileprivate(set) var version: UInt64

    init(key: ObjectIdentifier, value: Any, parent: EnvironmentEntry?) {
        self.key = key
        self.value = value
        self.parent = parent
        self.version = EnvironmentEntry.versions.add(1, ordering: .relaxed).newValue
    }

    private static let versions = Atomic<UInt64>(0)

    /// Whether a reader that saw `old` would see the same value in `new`.
    static func same(_ old: EnvironmentEntry?, _ new: EnvironmentEntry?) -> Bool {
        old === new || (old?.version ?? 0) == (new?.version ?? 0)
    }

    /// Walks the chain without retaining each entry passed (every read of a key nobody
    /// set walks all of it).
    func lookup(_ key: ObjectIdentifier) -> EnvironmentEntry? {
        var current = Unmanaged.passUnretained(self)
        while true {
            let (matches, next) = current._withUnsafeGuaranteedRef { entry in
                (entry.key == key, entry.parent.map { Unmanaged.passUnretained($0) })
            }
            if matches { return current.takeUnretainedValue() }
            guard let next else { return nil }
            current = next
        }
    }
}

/// The values a view hierarchy passes down implicitly. Reads made while a body runs
/// are recorded per key, so a view re-runs only when a key it read changes.
public struct EnvironmentValues: @unchecked Sendable {
    var head: EnvironmentEntry?

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let entry = head?.lookup(id)
            DependencyTracking.recordEnvironmentRead(id, entry: entry)
            if let entry { return entry.value as! K.Value }
            return K.defaultValue
        }
        set {
            head = EnvironmentEntry(key: ObjectIdentifier(key), value: newValue, parent: head)
        }
    }

    /// A key's value where a view above set one, recording the read only then; nil (and no
    /// read) where it has its default. For values most views never set, read by every
    /// element of a kind: the read list of such an element stays as it was.
    func valueIfSet<K: EnvironmentKey>(_ key: K.Type) -> K.Value? {
        guard head?.lookup(ObjectIdentifier(key)) != nil else { return nil }
        return self[key]
    }

    /// The entry currently in force for a key (nil: its default value), without recording a read.
    func entry(for key: ObjectIdentifier) -> EnvironmentEntry? { head?.lookup(key) }

    /// The value written for an optional-valued key above, without recording a read (nil:
    /// none, or nil written): for a node that asks once per update and whose children
    /// read the value themselves.
    func untracked<K: EnvironmentKey, Wrapped>(_ key: K.Type) -> Wrapped? where K.Value == Wrapped? {
        (entry(for: ObjectIdentifier(key))?.value as? Wrapped?) ?? nil
    }

    func hasSameStorage(as other: EnvironmentValues) -> Bool { head === other.head }

    /// Marks the value just written (the newest entry) as unchanged since `version`.
    mutating func keepVersionOfLatestWrite(_ version: UInt64) {
        head?.version = version
    }

    /// The version of the newest entry (the value just written).
    var versionOfLatestWrite: UInt64 { head?.version ?? 0 }
}
