import Foundation

#if !canImport(Darwin)
// Keychain Services (`SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate`, `SecItemDelete`),
// which Apple's Foundation brings through the Security framework: passwords and tokens an
// app keeps on the device. Here the device is the one the caller works for (in the web
// host the browser of the tab, as for `@AppStorage`; in a test host, the host's storage;
// outside any view, the process's `UserDefaults`): Trellis installs the lookup
// (`_KeychainStorage.resolve`). Items never leave the server: the browser sees none of them.
// They are kept as the device's other values are, not encrypted at rest (docs/Differences.md).

public typealias OSStatus = Int32
public var errSecSuccess: OSStatus { 0 }
public var noErr: OSStatus { 0 }
public var errSecUnimplemented: OSStatus { -4 }
public var errSecParam: OSStatus { -50 }
public var errSecAllocate: OSStatus { -108 }
public var errSecNotAvailable: OSStatus { -25291 }
public var errSecAuthFailed: OSStatus { -25293 }
public var errSecDuplicateItem: OSStatus { -25299 }
public var errSecItemNotFound: OSStatus { -25300 }
public var errSecInteractionNotAllowed: OSStatus { -25308 }
public var errSecDecode: OSStatus { -26275 }
public var errSecMissingEntitlement: OSStatus { -34018 }

// Item classes and attribute keys, with Apple's own values (what an item's attribute
// dictionary shows when read back).
nonisolated(unsafe) public let kSecClass: CFString = "class"
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
nonisolated(unsafe) public let kSecAttrApplicationTag: CFString = "atag"
nonisolated(unsafe) public let kSecAttrApplicationLabel: CFString = "klbl"
nonisolated(unsafe) public let kSecAttrKeyType: CFString = "type"
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"

/// A keychain constant as the Swift string it holds.
@inline(__always) func str(_ value: CFString) -> String { value as String }

/// Where the caller's keychain lives: Trellis answers the device's storage (one blob of
/// JSON under a key of its own); nil, the process's `UserDefaults`.
public enum _KeychainStorage {
    nonisolated(unsafe) public static var resolve: () -> (load: () -> Data?, save: (Data?) -> Void)? = { nil }
    static let lock = NSLock()
    static let defaultsKey = "\u{1}Keychain"

    static func read() -> [KeychainItem] {
        let data = resolve()?.load() ?? UserDefaults.standard.data(forKey: defaultsKey)
        guard let data else { return [] }
        return (try? JSONDecoder().decode([KeychainItem].self, from: data)) ?? []
    }

    static func write(_ items: [KeychainItem]) {
        let data = try? JSONEncoder().encode(items)
        if let store = resolve() { store.save(data) } else { UserDefaults.standard.set(data, forKey: defaultsKey) }
    }
}

/// A kept item: its class, its attributes (property-list values) and its data.
struct KeychainItem: Codable, Equatable {
    var attributes: [String: KeychainValue]
    var data: Data?

    /// The attributes that make an item unique within its class (a second add with the
    /// same ones is `errSecDuplicateItem`).
    static let primaryKeys: [String: [String]] = [
        str(kSecClassGenericPassword): [str(kSecAttrAccount), str(kSecAttrService), str(kSecAttrAccessGroup), str(kSecAttrSynchronizable)],
        str(kSecClassInternetPassword): [str(kSecAttrAccount), str(kSecAttrServer), str(kSecAttrProtocol), str(kSecAttrPort), str(kSecAttrPath),
                                    str(kSecAttrSecurityDomain), str(kSecAttrAuthenticationType), str(kSecAttrAccessGroup), str(kSecAttrSynchronizable)],
        str(kSecClassKey): [str(kSecAttrApplicationLabel), str(kSecAttrApplicationTag), str(kSecAttrKeyType), str(kSecAttrAccessGroup), str(kSecAttrSynchronizable)],
    ]

    var itemClass: String { if case .string(let name)? = attributes[str(kSecClass)] { return name }; return "" }

    func sameIdentity(as other: KeychainItem) -> Bool {
        guard itemClass == other.itemClass else { return false }
        let keys = Self.primaryKeys[itemClass] ?? [str(kSecAttrLabel), str(kSecAttrAccessGroup)]
        return keys.allSatisfy { key in
            if key == str(kSecAttrSynchronizable) { return isSynchronizable == other.isSynchronizable }
            return attributes[key] == other.attributes[key]
        }
    }

    var isSynchronizable: Bool { if case .bool(true)? = attributes[str(kSecAttrSynchronizable)] { return true }; return false }

    /// Whether the item matches a query's attributes (search and return keys aside).
    func matches(_ query: [String: KeychainValue], synchronizable: KeychainValue?) -> Bool {
        for (key, value) in query where key != str(kSecAttrSynchronizable) {
            guard attributes[key] == value else { return false }
        }
        switch synchronizable {
        case .string(str(kSecAttrSynchronizableAny))?: return true
        case .bool(true)?: return isSynchronizable
        default: return !isSynchronizable
        }
    }

    /// What a query asking for attributes reads back.
    var attributeDictionary: [String: Any] {
        var dictionary = attributes.mapValues(\.object)
        dictionary.removeValue(forKey: str(kSecClass))
        return dictionary
    }
}

/// An attribute's value, as a property list keeps it.
enum KeychainValue: Codable, Hashable {
    case string(String), data(Data), number(Double), bool(Bool), date(Date)

    init?(_ value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let data as Data: self = .data(data)
        case let flag as Bool: self = .bool(flag)
        case let date as Date: self = .date(date)
        case let number as Int: self = .number(Double(number))
        case let number as Double: self = .number(number)
        case let number as NSNumber: self = .number(number.doubleValue)
        default: return nil
        }
    }

    var object: Any {
        switch self {
        case .string(let text): return text
        case .data(let data): return data
        case .number(let number): return number.rounded() == number ? Int(number) as Any : number
        case .bool(let flag): return flag
        case .date(let date): return date
        }
    }
}

/// A query split into its parts: attributes to match or set, the data, and what to return.
private struct KeychainQuery {
    var attributes: [String: KeychainValue] = [:]
    var data: Data?
    var synchronizable: KeychainValue?
    var returnData = false
    var returnAttributes = false
    var returnPersistentRef = false
    var returnRef = false
    var matchAll = false

    init?(_ dictionary: CFDictionary) {
        for (rawKey, value) in dictionary {
            guard let key = rawKey as? String else { return nil }
            switch key {
            case str(kSecValueData):
                if let data = value as? Data { self.data = data } else if let data = value as? NSData { self.data = Data(data) } else { return nil }
            case str(kSecReturnData): returnData = Self.truth(value)
            case str(kSecReturnAttributes): returnAttributes = Self.truth(value)
            case str(kSecReturnPersistentRef): returnPersistentRef = Self.truth(value)
            case str(kSecReturnRef): returnRef = Self.truth(value)
            case str(kSecMatchLimit): matchAll = (value as? String) == str(kSecMatchLimitAll) || ((value as? Int).map { $0 > 1 } ?? false)
            case str(kSecAttrSynchronizable): synchronizable = KeychainValue(value)
            case str(kSecUseDataProtectionKeychain), str(kSecUseAuthenticationContext), str(kSecUseOperationPrompt), str(kSecAttrAccessControl):
                // How Apple's keychain protects and unlocks items: one store per device here.
                continue
            default:
                if key.hasPrefix("m_") || key.hasPrefix("u_") { continue }
                guard let kept = KeychainValue(value) else { return nil }
                attributes[key] = kept
            }
        }
    }

    static func truth(_ value: Any) -> Bool {
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.boolValue }
        return false
    }

    func result(for items: [KeychainItem]) -> AnyObject? {
        func one(_ item: KeychainItem) -> Any? {
            let reference = Data(item.attributes.description.utf8)
            if returnAttributes || (returnData && returnPersistentRef) {
                var dictionary = item.attributeDictionary
                if returnData { dictionary[str(kSecValueData)] = item.data }
                if returnPersistentRef { dictionary[str(kSecValuePersistentRef)] = reference }
                return dictionary
            }
            if returnData { return item.data }
            if returnPersistentRef { return reference }
            return nil
        }
        if matchAll {
            let results = items.compactMap(one)
            return results.isEmpty ? nil : NSArray(array: results)
        }
        return items.first.flatMap(one).map { $0 as AnyObject }
    }
}

/// Adds an item; `errSecDuplicateItem` if one with the same identity is kept.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = KeychainQuery(attributes), query.attributes[str(kSecClass)] != nil else { return errSecParam }
    _KeychainStorage.lock.lock(); defer { _KeychainStorage.lock.unlock() }
    var items = _KeychainStorage.read()
    var item = KeychainItem(attributes: query.attributes, data: query.data)
    if query.synchronizable == .bool(true) { item.attributes[str(kSecAttrSynchronizable)] = .bool(true) }
    guard !items.contains(where: { $0.sameIdentity(as: item) }) else { return errSecDuplicateItem }
    let now = Date()
    item.attributes[str(kSecAttrCreationDate)] = .date(now)
    item.attributes[str(kSecAttrModificationDate)] = .date(now)
    items.append(item)
    _KeychainStorage.write(items)
    result?.pointee = query.result(for: [item])
    return errSecSuccess
}

/// Finds items matching the query: the first (`kSecMatchLimitOne`, the default) or all,
/// as their data, their attributes, or both.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = KeychainQuery(query), query.attributes[str(kSecClass)] != nil else { return errSecParam }
    if query.returnRef { return errSecUnimplemented }
    _KeychainStorage.lock.lock(); defer { _KeychainStorage.lock.unlock() }
    let found = _KeychainStorage.read().filter { $0.matches(query.attributes, synchronizable: query.synchronizable) }
    guard !found.isEmpty else { return errSecItemNotFound }
    result?.pointee = query.result(for: found)
    return errSecSuccess
}

/// Changes every item matching the query.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query), query.attributes[str(kSecClass)] != nil,
          !query.returnData && !query.returnAttributes,
          let changes = KeychainQuery(attributesToUpdate), changes.attributes[str(kSecClass)] == nil else { return errSecParam }
    _KeychainStorage.lock.lock(); defer { _KeychainStorage.lock.unlock() }
    var items = _KeychainStorage.read()
    let matching = items.indices.filter { items[$0].matches(query.attributes, synchronizable: query.synchronizable) }
    guard !matching.isEmpty else { return errSecItemNotFound }
    for index in matching {
        var changed = items[index]
        changed.attributes.merge(changes.attributes) { _, new in new }
        if let data = changes.data { changed.data = data }
        changed.attributes[str(kSecAttrModificationDate)] = .date(Date())
        if items.indices.contains(where: { $0 != index && !matching.contains($0) && items[$0].sameIdentity(as: changed) }) {
            return errSecDuplicateItem
        }
        items[index] = changed
    }
    _KeychainStorage.write(items)
    return errSecSuccess
}

/// Deletes every item matching the query.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = KeychainQuery(query), query.attributes[str(kSecClass)] != nil else { return errSecParam }
    _KeychainStorage.lock.lock(); defer { _KeychainStorage.lock.unlock() }
    var items = _KeychainStorage.read()
    let before = items.count
    items.removeAll { $0.matches(query.attributes, synchronizable: query.synchronizable) }
    guard items.count < before else { return errSecItemNotFound }
    _KeychainStorage.write(items)
    return errSecSuccess
}

/// A sentence for a status.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: return "No error."
    case errSecParam: return "One or more parameters passed to a function were not valid."
    case errSecDuplicateItem: return "The specified item already exists in the keychain."
    case errSecItemNotFound: return "The specified item could not be found in the keychain."
    case errSecUnimplemented: return "Function or operation not implemented."
    case errSecAllocate: return "Failed to allocate memory."
    default: return NSString(string: "OSStatus \(status)")
    }
}

public typealias SecRandomRef = OpaquePointer
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with cryptographically secure random bytes (the system's generator).
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = bytes.assumingMemoryBound(to: UInt8.self)
    for index in 0..<count { buffer[index] = UInt8.random(in: .min ... .max, using: &generator) }
    return 0
}
#endif
