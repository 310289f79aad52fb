import Foundation
import Photos
@_spi(TrellisHost) import Trellis

/// A photo or video the visitor picked: its bytes, loaded into the type the app asks for
/// (`Data`, `Image`, or any `Transferable` that imports an image or a movie).
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The picked file, or nil for an item made from an identifier alone.
    let file: ChosenFile?
    private let identity: String
    /// The item's identifier in the library, when the picker was given one.
    public let itemIdentifier: String?

    /// An item for an asset the app knew already. Its bytes are not known here (the
    /// library holds only what the visitor picks), so loading it gives nil.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        identity = itemIdentifier
        file = nil
    }

    init(_ file: ChosenFile, inLibrary: Bool) {
        self.file = file
        identity = UUID().uuidString
        itemIdentifier = inLibrary ? identity : nil
    }

    /// The types the item can be loaded as, most preferred first: the picked file's own.
    public var supportedContentTypes: [UTType] { file.map { [$0.contentType] } ?? [] }

    public static func == (lhs: PhotosPickerItem, rhs: PhotosPickerItem) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// The item as a `T`, made by `T`'s first representation that imports the item's type;
    /// nil when the item has no bytes here. Throws when `T` cannot be made from them.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let file else { return nil }
        return try await T._imported(from: file.data, contentType: file.contentType)
    }

    /// As `loadTransferable(type:)`, reporting to `completionHandler` (on another thread,
    /// as on iOS).
    @discardableResult @preconcurrency
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let item = self
        Task.detached {
            do {
                let value = try await item.loadTransferable(type: T.self)
                progress.completedUnitCount = 1
                nonisolated(unsafe) let loaded = value
                completionHandler(.success(loaded))
            } catch {
                completionHandler(.failure(error))
            }
        }
        return progress
    }

    /// Which encoding a picked item arrives in. The visitor's file arrives as it is on
    /// their device (no transcoding here), whichever policy is asked.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let rawValue: Int
        public static let automatic = EncodingDisambiguationPolicy(rawValue: 0)
        public static let current = EncodingDisambiguationPolicy(rawValue: 1)
        public static let compatible = EncodingDisambiguationPolicy(rawValue: 2)
    }
}

/// How a multiple-selection picker orders and delivers its selection. A browser's dialog
/// delivers once, when the visitor confirms, in the order the files are listed.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let `default` = PhotosPickerSelectionBehavior(rawValue: 0)
    public static let ordered = PhotosPickerSelectionBehavior(rawValue: 1)
    public static let continuous = PhotosPickerSelectionBehavior(rawValue: 2)
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(rawValue: 3)
}
