import Foundation

/// Items handed from one part of a program to another (a drag, a drop, the share sheet)
/// as Foundation's `NSItemProvider`: a list of representations, each a content type with a
/// handler that loads its data when a receiver asks. swift-corelibs-foundation has none;
/// this one keeps Apple's API, with strings, URLs, data and any `Transferable` as items.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One representation: its type identifier and the handler that loads its data.
    struct Representation {
        let typeIdentifier: String
        let load: @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    }

    private let lock = NSLock()
    private var representations: [Representation] = []

    /// The name a receiver that saves the item gives its file.
    open var suggestedName: String?

    public override init() { super.init() }

    /// An item provider for an object that says how it is written (`NSString`, `NSURL`,
    /// `NSData`, or a class of the app's conforming to `NSItemProviderWriting`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// An item provider holding `item` (a string, URL or data) as `typeIdentifier`.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data?
        switch item {
        case let text as String: data = Data(text.utf8)
        case let text as NSString: data = String(describing: text).data(using: .utf8)
        case let url as URL: data = Data(url.absoluteString.utf8)
        case let url as NSURL: data = Data(url.absoluteString.utf8)
        case let bytes as Data: data = bytes
        case let bytes as NSData: data = Data(referencing: bytes)
        default: data = nil
        }
        guard let data else { return }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// An item provider for a file: its bytes, as the type its extension names.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    // MARK: Registering

    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    open var registeredContentTypes: [UTType] {
        registeredTypeIdentifiers.map { UTType(anyIdentifier: $0) }
    }

    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, load: loadHandler)) }
    }

    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers every type the object writes, each loaded from it when asked.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let object = object
        for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Registers a `Transferable` value: every content type it exports, made when asked.
    public func register<T: Transferable>(_ transferable: @escaping @Sendable () -> T) {
        for (contentType, _) in transferable()._exportedRoutes() {
            registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: .all) { completion in
                nonisolated(unsafe) let value = transferable()
                Task { @Sendable in
                    do { completion(try await value._exported(as: contentType), nil) } catch { completion(nil, error) }
                }
                return Progress(totalUnitCount: 1)
            }
        }
    }

    // MARK: Asking

    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether it has an item of one of `contentTypes` (or of a type conforming to one).
    package func hasItem(conformingToAnyOf contentTypes: [UTType]) -> Bool {
        contentTypes.contains { hasItemConformingToTypeIdentifier($0.identifier) }
    }

    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = []) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] { registeredTypeIdentifiers }

    open func registeredContentTypes(conformingTo contentType: UTType) -> [UTType] {
        registeredContentTypes.filter { $0.conforms(to: contentType) }
    }

    /// The first representation whose type is the identifier or conforms to it.
    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(anyIdentifier: typeIdentifier)
        return lock.withLock {
            representations.first { $0.typeIdentifier == typeIdentifier }
                ?? representations.first { UTType(anyIdentifier: $0.typeIdentifier).conforms(to: wanted) }
        }
    }

    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, NSItemProvider.unavailable(typeIdentifier))
            return progress
        }
        _ = representation.load { data, error in
            progress.completedUnitCount = 1
            completionHandler(data, error)
        }
        return progress
    }

    @discardableResult
    open func loadDataRepresentation(for contentType: UTType,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The item as a file: its data written to a temporary file that lives while the
    /// handler runs.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let suffix = UTType(typeIdentifier)?.preferredFilenameExtension.map { "." + $0 } ?? ""
        let name = (suggestedName ?? UUID().uuidString) + suffix
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
            let file = folder.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file)
                completionHandler(file, nil)
            } catch {
                completionHandler(nil, error)
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @discardableResult
    open func loadFileRepresentation(for contentType: UTType, openInPlace: Bool = false,
                                     completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        loadFileRepresentation(forTypeIdentifier: contentType.identifier) { url, error in completionHandler(url, false, error) }
    }

    /// The item as the oldest API gives it: a string for text types, a URL for URL types,
    /// data for anything else.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: (@Sendable ((any NSSecureCoding)?, (any Error)?) -> Void)? = nil) {
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let completionHandler else { return }
            guard let data else { return completionHandler(nil, error) }
            let type = UTType(anyIdentifier: typeIdentifier)
            if type.conforms(to: .url), let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) {
                completionHandler(url, nil)
            } else if type.conforms(to: .plainText), let text = String(data: data, encoding: .utf8) {
                completionHandler(NSString(string: text), nil)
            } else {
                completionHandler(NSData(data: data), nil)
            }
        }
    }

    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let typeIdentifier = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, NSItemProvider.unavailable(aClass.readableTypeIdentifiersForItemProvider.first ?? "public.data"))
            return Progress(totalUnitCount: 1)
        }
        nonisolated(unsafe) let aClass = aClass
        return loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: typeIdentifier), nil) } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// A Swift value bridged from a readable class (`String` from `NSString`, `URL` from
    /// `NSURL`), as Foundation's overlay gives it.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// A `Transferable` value made from the first representation its type reads.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void) -> Progress {
        let readable = T._importedContentTypes
        let available = registeredContentTypes
        guard let (wanted, offered) = readable.lazy.compactMap({ wanted in
            available.first(where: { $0 == wanted }).map { (wanted, $0) } ?? available.first(where: { $0.conforms(to: wanted) }).map { (wanted, $0) }
        }).first else {
            completionHandler(.failure(_TransferError.noRepresentation(from: available, to: String(describing: T.self))))
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: offered.identifier) { data, error in
            guard let data else { return completionHandler(.failure(error ?? NSItemProvider.unreadable(wanted.identifier))) }
            Task {
                do { completionHandler(.success(try await T._imported(from: data, contentType: offered))) } catch {
                    completionHandler(.failure(error))
                }
            }
        }
    }

    private static func unavailable(_ typeIdentifier: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: NSItemProvider.ErrorCode.itemUnavailableError.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "The item provider has no \(typeIdentifier) representation"])
    }

    private static func unreadable(_ typeIdentifier: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "The \(typeIdentifier) data could not be read"])
    }

    public enum ErrorCode: Int, Sendable {
        case unknownError = -1
        case itemUnavailableError = -1000
        case unexpectedValueClassError = -1100
        case unavailableCoercionError = -1200
    }
}

public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Who may load a representation (everything here is one process).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    case all = 0, team = 1, group = 2, ownProcess = 3
}

public struct NSItemProviderFileOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

/// A class whose objects an item provider can hold: the types it writes, and its data as
/// each of them.
public protocol NSItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

/// A class an item provider can make objects of: the types it reads, and its object from
/// data of one of them.
public protocol NSItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension NSString: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(String(describing: self).data(using: .utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderWriting {
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension NSString: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return Self(string: text)
    }
}

extension NSURL: NSItemProviderReading {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier, UTType.fileURL.identifier] }
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
              let url = NSURL(string: text) as? Self else {
            throw CocoaError(.coderReadCorrupt)
        }
        return url
    }
}
