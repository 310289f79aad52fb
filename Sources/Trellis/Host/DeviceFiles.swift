import Foundation

/// What an app asks its host to let the visitor choose: files (`fileImporter`), or photos
/// and videos (`PhotosPicker`, `PHPickerViewController`, `UIImagePickerController`).
@_spi(TrellisHost) public struct FileChoiceRequest: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// Any file the visitor's device has (the browser's file dialog).
        case files
        /// Photos and videos (the browser's dialog, offering media).
        case photos
    }

    /// Numbers this choice among the tab's; an answer names it.
    public var id: Int
    public var source: Source
    /// What the app accepts; a chosen file of no such type is left out.
    public var contentTypes: [UTType]
    /// The most files the visitor may choose (1: one file).
    public var limit: Int

    /// The browser's `accept` attribute for these types: MIME types, wildcards for whole
    /// families (`image/*`), and filename extensions; empty when any file will do.
    public var accept: String {
        var parts: [String] = []
        for type in contentTypes {
            if [UTType.item, .data, .content, .compositeContent].contains(type) { return "" }
            if let family = Self.families.first(where: { type == $0.type }) {
                parts.append(family.wildcard)
                continue
            }
            if let mime = type.preferredMIMEType { parts.append(mime) }
            parts += type.tags[.filenameExtension, default: []].map { "." + $0 }
        }
        var seen = Set<String>()
        return parts.filter { seen.insert($0).inserted }.joined(separator: ",")
    }

    private static let families: [(type: UTType, wildcard: String)] = [
        (.image, "image/*"), (.movie, "video/*"), (.video, "video/*"), (.audiovisualContent, "video/*"),
        (.audio, "audio/*"), (.text, "text/*"),
    ]

    public init(id: Int, source: Source, contentTypes: [UTType], limit: Int) {
        (self.id, self.source, self.contentTypes, self.limit) = (id, source, contentTypes, limit)
    }
}

/// One file the visitor chose: its name on their device, its type and its bytes.
@_spi(TrellisHost) public struct ChosenFile: Sendable, Equatable {
    public var name: String
    public var contentType: UTType
    public var data: Data

    /// A file whose type is read from its bytes (images and videos by their signature),
    /// else its name's extension, else the MIME type the browser gave.
    public init(name: String, data: Data, mimeType: String? = nil) {
        self.name = ChosenFile.safeName(name)
        self.data = data
        contentType = ChosenFile.sniffedType(of: data)
            ?? UTType(filenameExtension: (self.name as NSString).pathExtension.lowercased())
            ?? mimeType.flatMap { UTType(mimeType: $0) }
            ?? .data
    }

    /// The last path component, without control characters or a leading dot, at most 200
    /// bytes: the name becomes a file's here, and a visitor's browser could send anything.
    static func safeName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        var cleaned = String(last.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        while cleaned.utf8.count > 200 { cleaned.removeFirst() }
        return cleaned.isEmpty ? "file" : cleaned
    }

    /// The type an image's or a video's first bytes say it is (UIKit's `UIImage(data:)`
    /// reads its formats with this too).
    package static func sniffedType(of data: Data) -> UTType? {
        let bytes = Array(data.prefix(16))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return .webP }
        if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) {
            switch String(decoding: bytes[8..<12], as: UTF8.self) {
            case "heic", "heix", "mif1", "msf1": return .heic
            case "qt  ": return .quickTimeMovie
            default: return .mpeg4Movie
            }
        }
        return nil
    }

    /// Whether the file is of one of `types` (or any type, when none is named).
    public func conforms(toAnyOf types: [UTType]) -> Bool {
        types.isEmpty || types.contains { contentType.conforms(to: $0) }
    }
}

/// How a choice ended.
@_spi(TrellisHost) public enum FileChoiceOutcome: Sendable, Equatable {
    /// The files chosen that the app accepts (possibly none).
    case chosen([ChosenFile])
    /// The visitor closed the dialog without choosing.
    case cancelled
    /// The files could not be brought over (too large, the connection failed).
    case failed(String)
}

/// The device's files and photo library for one tab: the app asks the visitor to choose
/// (one choice open at a time, as one dialog shows at a time), the host answers with what
/// was chosen. The web host opens the browser's file dialog and receives the files by
/// upload; the test host answers from the test (`ViewHost.files`).
///
/// A file an app receives as a URL (`fileImporter`) is written to a folder of this tab's,
/// removed with the tab.
@MainActor
@_spi(TrellisHost) public final class DeviceFiles {
    /// The most files one choice may bring, whatever the app allows.
    public nonisolated static let maxFiles = 50

    private struct OpenChoice {
        var request: FileChoiceRequest
        var answer: @MainActor (FileChoiceOutcome) -> Void
    }

    private var open: OpenChoice?
    private var lastID = 0
    private weak var graph: ViewGraph?
    /// This tab's folder of received files, made on first use.
    private let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-chosen-\(UUID().uuidString)", isDirectory: true)
    private var storedFiles = 0

    init(graph: ViewGraph?) { self.graph = graph }

    isolated deinit {
        if storedFiles > 0 { try? FileManager.default.removeItem(at: folder) }
    }

    // MARK: The app's side

    /// Asks the visitor to choose up to `limit` files of `types` (any file when empty);
    /// `answer` hears how it ended, once. A choice still open is cancelled first.
    @discardableResult
    public func choose(from source: FileChoiceRequest.Source, types: [UTType], limit: Int,
                       answer: @escaping @MainActor (FileChoiceOutcome) -> Void) -> Int {
        if let previous = open {
            open = nil
            previous.answer(.cancelled)
        }
        lastID += 1
        let request = FileChoiceRequest(id: lastID, source: source, contentTypes: types,
                                        limit: max(1, min(limit <= 0 ? Self.maxFiles : limit, Self.maxFiles)))
        open = OpenChoice(request: request, answer: answer)
        if let graph { _ = ViewGraph.requestFromHost(.chooseFiles(request), on: graph) }
        return request.id
    }

    /// The app no longer waits for choice `id` (its presentation was turned off): a
    /// later answer is dropped.
    public func withdraw(_ id: Int) {
        if open?.request.id == id { open = nil }
    }

    // MARK: The host's side

    /// The choice the visitor is making now, if any.
    public var openChoice: FileChoiceRequest? { open?.request }

    /// The visitor chose `files` for choice `id`: those the app accepts, up to its limit,
    /// reach it (for photos, only files whose bytes are a picture or a video: a library
    /// holds nothing else). False when no such choice is open (answered or withdrawn).
    @discardableResult
    public func deliver(_ files: [ChosenFile], forChoice id: Int) -> Bool {
        finish(id, with: { request in
            let accepted = files.filter { file in
                file.conforms(toAnyOf: request.contentTypes)
                    && (request.source != .photos || ChosenFile.sniffedType(of: file.data) != nil)
            }
            return .chosen(Array(accepted.prefix(request.limit)))
        })
    }

    /// The visitor closed the dialog without choosing.
    @discardableResult
    public func cancel(choice id: Int) -> Bool { finish(id) { _ in .cancelled } }

    /// The chosen files could not be brought over.
    @discardableResult
    public func fail(choice id: Int, reason: String) -> Bool { finish(id) { _ in .failed(reason) } }

    private func finish(_ id: Int, with outcome: (FileChoiceRequest) -> FileChoiceOutcome) -> Bool {
        guard let choice = open, choice.request.id == id else { return false }
        open = nil
        choice.answer(outcome(choice.request))
        graph?.flush()
        return true
    }

    // MARK: Files as URLs

    /// Writes `file` into this tab's folder (each file in a folder of its own, so two
    /// files of one name both keep it) and returns where.
    public func store(_ file: ChosenFile) throws -> URL {
        storedFiles += 1
        let directory = folder.appendingPathComponent(String(storedFiles), isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(file.name)
        try file.data.write(to: url)
        return url
    }
}

extension ViewGraph {
    /// The device's files and photos, as this graph's visitor chooses them.
    public var files: DeviceFiles {
        if let made = filesService { return made }
        let made = DeviceFiles(graph: self)
        filesService = made
        return made
    }
}

/// The choice one presenter has open (a `fileImporter`, a picker controller): opened on
/// the tab whose view is being handled, withdrawn when the presenter goes away.
@MainActor
package final class FileChoiceHandle {
    private var id: Int?
    private weak var files: DeviceFiles?

    package init() {}

    package var isOpen: Bool { id != nil }

    /// Opens a choice (withdrawing this presenter's last one); `answer` hears how it ended,
    /// with the device that keeps the files. False when no tab is being handled.
    @discardableResult
    package func open(from source: FileChoiceRequest.Source, types: [UTType], limit: Int,
                      answer: @escaping @MainActor (FileChoiceOutcome, DeviceFiles) -> Void) -> Bool {
        guard let files = ViewGraph.active?.files else { return false }
        withdraw()
        self.files = files
        id = files.choose(from: source, types: types, limit: limit) { [weak self, weak files] outcome in
            self?.id = nil
            if let files { answer(outcome, files) }
        }
        return true
    }

    /// The presenter no longer waits: a later answer is dropped.
    package func withdraw() {
        if let id { files?.withdraw(id) }
        id = nil
    }
}
