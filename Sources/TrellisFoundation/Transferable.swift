import Foundation

/// A type whose values can be handed over — dragged, dropped, shared, copied — as
/// CoreTransferable describes it: by a list of representations, most preferred first, each
/// saying how a value becomes data of a content type and how data of that type becomes a
/// value again.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// How values of `Item` are imported and exported: one of the primitive representations
/// (`CodableRepresentation`, `DataRepresentation`, `FileRepresentation`,
/// `ProxyRepresentation`), or a composition of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The export and import routes the representation offers, in order of preference.
    func _routes() -> [_TransferRoute<Item>]
}

extension TransferRepresentation where Body.Item == Item {
    public func _routes() -> [_TransferRoute<Item>] { body._routes() }
}

extension TransferRepresentation where Body == Never {
    /// A primitive representation has no body: its routes are its own.
    public var body: Never { fatalError("\(Self.self) is a primitive representation and has no body") }
}

/// One way a value travels: as data of `contentType`, made by `export` (nil: this way only
/// imports) and read by `import` (nil: only exports).
public struct _TransferRoute<Item>: @unchecked Sendable {
    public var contentType: UTType
    public var export: (@Sendable (Item) async throws -> Data)?
    public var `import`: (@Sendable (Data) async throws -> Item)?
    /// Whether the route exports this value (`exportingCondition`).
    public var exports: @Sendable (Item) -> Bool = { _ in true }
    public var suggestedFileName: (@Sendable (Item) -> String?)?
    public var visibility: TransferRepresentationVisibility = .all
}

/// Who may receive a representation. Everything here is one process, so every
/// visibility reaches every receiver.
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let rawValue: Int
    public static let all = TransferRepresentationVisibility(rawValue: 0)
    public static let team = TransferRepresentationVisibility(rawValue: 1)
    public static let group = TransferRepresentationVisibility(rawValue: 2)
    public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

/// Why a transfer failed: no representation of the asked type, or one that could not
/// read the data.
public enum _TransferError: Error, CustomStringConvertible {
    case noRepresentation(from: [UTType], to: String)
    case unreadable(UTType)
    public var description: String {
        switch self {
        case .noRepresentation(let types, let target):
            "no representation of \(target) reads \(types.map(\.identifier).joined(separator: ", "))"
        case .unreadable(let type): "the data is not readable as \(type.identifier)"
        }
    }
}

// MARK: The builder

@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock() -> _EmptyTransferRepresentation<Item> { _EmptyTransferRepresentation() }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> R where R.Item == Item { first }
    public static func buildPartialBlock<Accumulated: TransferRepresentation, Next: TransferRepresentation>(accumulated: Accumulated, next: Next)
        -> TupleTransferRepresentation<Item> where Accumulated.Item == Item, Next.Item == Item {
        TupleTransferRepresentation(routes: accumulated._routes() + next._routes())
    }
    public static func buildOptional<R: TransferRepresentation>(_ representation: R?) -> _OptionalTransferRepresentation<R> where R.Item == Item {
        _OptionalTransferRepresentation(wrapped: representation)
    }
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(first: First)
        -> _EitherTransferRepresentation<First, Second> where First.Item == Item, Second.Item == Item {
        _EitherTransferRepresentation(routes: first._routes())
    }
    public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(second: Second)
        -> _EitherTransferRepresentation<First, Second> where First.Item == Item, Second.Item == Item {
        _EitherTransferRepresentation(routes: second._routes())
    }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
}

/// Several representations, in the order written (the first is preferred).
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation {
    let routes: [_TransferRoute<Item>]
    public func _routes() -> [_TransferRoute<Item>] { routes }
}

public struct _EmptyTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
    public func _routes() -> [_TransferRoute<Item>] { [] }
}

public struct _OptionalTransferRepresentation<Wrapped: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Wrapped.Item
    let wrapped: Wrapped?
    public func _routes() -> [_TransferRoute<Item>] { wrapped?._routes() ?? [] }
}

public struct _EitherTransferRepresentation<First: TransferRepresentation, Second: TransferRepresentation>: TransferRepresentation
where First.Item == Second.Item {
    public typealias Item = First.Item
    let routes: [_TransferRoute<Item>]
    public func _routes() -> [_TransferRoute<Item>] { routes }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
    public typealias Body = Never
    public func _routes() -> [_TransferRoute<Never>] { [] }
}

extension Never: Transferable {
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

// MARK: Primitive representations

/// A value as the JSON of its `Codable` form (or the encoder's and decoder's format).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>: TransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    let route: _TransferRoute<Item>

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        nonisolated(unsafe) let encoder = encoder
        nonisolated(unsafe) let decoder = decoder
        route = _TransferRoute(contentType: contentType, export: { try encoder.encode($0) },
                               import: { try decoder.decode(Item.self, from: $0) })
    }

    public func _routes() -> [_TransferRoute<Item>] { [route] }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

/// A value as bytes of a content type, made and read by closures of the app's.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let route: _TransferRoute<Item>

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        route = _TransferRoute(contentType: contentType, export: exporting, import: importing)
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        route = _TransferRoute(contentType: contentType, export: exporting, import: nil)
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        route = _TransferRoute(contentType: contentType, export: nil, import: importing)
    }

    public func _routes() -> [_TransferRoute<Item>] { [route] }
}

/// A file sent by an export: its URL, and whether the receiver may open it where it is.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        (self.file, self.allowAccessingOriginalFile) = (file, allowAccessingOriginalFile)
    }
}

/// A file an import received: where it is, and whether it is the sender's own.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A value as a file of a content type. Here the file's bytes travel: an export's file is
/// read, and an import gets the bytes written to a file of its own in the temporary folder.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    let route: _TransferRoute<Item>

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        route = _TransferRoute(contentType: contentType, export: Self.reading(exporting), import: Self.writing(contentType, importing))
    }

    public init(exportedContentType contentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        route = _TransferRoute(contentType: contentType, export: Self.reading(exporting), import: nil)
    }

    public init(importedContentType contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        route = _TransferRoute(contentType: contentType, export: nil, import: Self.writing(contentType, importing))
    }

    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> @Sendable (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    private static func writing(_ type: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
        -> @Sendable (Data) async throws -> Item {
        { data in
            let name = UUID().uuidString + (type.preferredFilenameExtension.map { "." + $0 } ?? "")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }

    public func _routes() -> [_TransferRoute<Item>] { [route] }
}

/// A value handed over as another transferable value (a note as its text): every route of
/// the proxy's type, through the conversions given.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        (self.exporting, self.importing) = (exporting, nil)
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        (self.exporting, self.importing) = (exporting, importing)
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        (self.exporting, self.importing) = (nil, importing)
    }

    public func _routes() -> [_TransferRoute<Item>] {
        let exporting = exporting, importing = importing
        return ProxyRepresentation._transferRoutes.map { proxyRoute in
            var route = _TransferRoute<Item>(contentType: proxyRoute.contentType, export: nil, import: nil)
            if let exporting, let export = proxyRoute.export {
                route.export = { item in try await export(try await exporting(item)) }
            }
            if let importing, let read = proxyRoute.import {
                route.import = { data in try await importing(try await read(data)) }
            }
            return route
        }.filter { $0.export != nil || $0.import != nil }
    }
}

// MARK: Modifiers of a representation

/// A representation changed by one of `TransferRepresentation`'s modifiers.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
    public typealias Item = Base.Item
    let base: Base
    let change: @Sendable (inout _TransferRoute<Item>) -> Void
    public func _routes() -> [_TransferRoute<Item>] {
        base._routes().map { route in
            var route = route
            change(&route)
            return route
        }
    }
}

extension TransferRepresentation {
    /// Exports only the values `condition` accepts (an empty document, say, is not offered).
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { route in
            let earlier = route.exports
            route.exports = { earlier($0) && condition($0) }
        }
    }

    /// The file name a receiver that saves the value gives it.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Who may receive the representation (every receiver here is the same process).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}

// MARK: Moving values

extension Transferable {
    /// The type's routes. Its representation's item is the type itself whenever the
    /// builder made it (as Apple's, the protocol does not spell that out, so that
    /// `some TransferRepresentation` satisfies it).
    public static var _transferRoutes: [_TransferRoute<Self>] {
        (transferRepresentation._routes() as Any) as? [_TransferRoute<Self>] ?? []
    }

    /// The content types a value exports, most preferred first.
    public static var _exportedContentTypes: [UTType] {
        _transferRoutes.filter { $0.export != nil }.map(\.contentType)
    }

    /// The content types the type can be made from, most preferred first.
    public static var _importedContentTypes: [UTType] {
        _transferRoutes.filter { $0.import != nil }.map(\.contentType)
    }

    /// The value's data as `contentType` (or the first type conforming to it it exports).
    public func _exported(as contentType: UTType) async throws -> Data {
        let routes = Self._transferRoutes.filter { $0.export != nil && $0.exports(self) }
        guard let route = routes.first(where: { $0.contentType == contentType }) ?? routes.first(where: { $0.contentType.conforms(to: contentType) }),
              let export = route.export else {
            throw _TransferError.noRepresentation(from: [contentType], to: String(describing: Self.self))
        }
        return try await export(self)
    }

    /// Every (type, data) the value exports, most preferred first.
    public func _exportedRoutes() -> [(UTType, @Sendable () async throws -> Data)] {
        nonisolated(unsafe) let value = self
        return Self._transferRoutes.compactMap { route in
            guard let export = route.export, route.exports(value) else { return nil }
            return (route.contentType, { try await export(value) })
        }
    }

    /// A value made from data of `contentType`, by the first route that reads that type
    /// (or a type it conforms to).
    public static func _imported(from data: Data, contentType: UTType) async throws -> Self {
        let routes = _transferRoutes.filter { $0.import != nil }
        guard let route = routes.first(where: { $0.contentType == contentType }) ?? routes.first(where: { contentType.conforms(to: $0.contentType) }),
              let read = route.import else {
            throw _TransferError.noRepresentation(from: [contentType], to: String(describing: Self.self))
        }
        return try await read(data)
    }
}

// MARK: The standard types

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { data in
            guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16) else {
                throw _TransferError.unreadable(.utf8PlainText)
            }
            return text
        })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
                  let url = URL(string: text) else { throw _TransferError.unreadable(.url) }
            return url
        })
    }
}

extension AttributedString: Transferable {
    /// Its characters as plain text (rich text formats have no reader here).
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}
