import Foundation

/// A uniform type identifier (`UTType`, UniformTypeIdentifiers): what kind of data a file, a
/// pasteboard item or a dragged item holds, as a reverse-DNS identifier (`public.png`) that
/// conforms to broader types (`public.image`, `public.data`, `public.item`). Apple's system
/// declares the types; here the table below declares the common ones, with their filename
/// extensions and MIME types, and an app's own types (`UTType(exportedAs:)`) carry the
/// parent they are declared with. Two types are equal when their identifiers are.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String
    /// The types this one directly conforms to, as identifiers.
    let parents: [String]
    let tagTable: [UTTagClass: [String]]
    let origin: Origin

    enum Origin: Sendable { case system, exported, imported, dynamic }

    init(identifier: String, parents: [String], tags: [UTTagClass: [String]], origin: Origin) {
        (self.identifier, self.parents, self.tagTable, self.origin) = (identifier, parents, tags, origin)
    }

    /// The type with this identifier, if the system declares it (nil otherwise, as on
    /// Apple platforms for an identifier nothing declares).
    public init?(_ identifier: String) {
        if let known = UTTypeRegistry.type(identifier) { self = known } else { return nil }
    }

    /// The declared type with this identifier, or else one another app owns under it (how
    /// the identifiers of older APIs — item providers, `onDrop(of: [String])` — are read).
    package init(anyIdentifier identifier: String) {
        self = UTType(identifier) ?? UTType(importedAs: identifier)
    }

    /// A type the app declares and owns (`UTExportedTypeDeclarations` in Info.plist on
    /// Apple platforms), conforming to `parentType` (`.data` when not given).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.type(identifier)
            ?? UTType(identifier: identifier, parents: [(parentType ?? .data).identifier], tags: [:], origin: .exported)
    }

    /// A type another app owns that this app uses (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTTypeRegistry.type(identifier)
            ?? UTType(identifier: identifier, parents: [(parentType ?? .data).identifier], tags: [:], origin: .imported)
    }

    /// The declared type a tag names (a filename extension, a MIME type) that conforms to
    /// `supertype`; for a tag nothing declares, a dynamic type (`dyn.…`) made from it.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        if let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        guard !tag.isEmpty else { return nil }
        let parent = supertype ?? .data
        let hex = tag.lowercased().utf8.map { String($0, radix: 16) }.joined()
        self = UTType(identifier: "dyn.\(tagClass.rawValue.hashValueStable)\(hex)", parents: [parent.identifier],
                      tags: [tagClass: [tag.lowercased()]], origin: .dynamic)
    }

    public init?(filenameExtension: String) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: nil)
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    public init?(mimeType: String) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: nil)
    }

    public init?(mimeType: String, conformingTo supertype: UTType) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type a tag names that conforms to `supertype`.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let tag = tag.lowercased()
        return UTTypeRegistry.all.filter { type in
            (type.tagTable[tagClass] ?? []).contains(tag) && (supertype.map { type.conforms(to: $0) } ?? true)
        }
    }

    // MARK: What a type is

    public var tags: [UTTagClass: [String]] { tagTable }
    public var preferredFilenameExtension: String? { tagTable[.filenameExtension]?.first }
    public var preferredMIMEType: String? { tagTable[.mimeType]?.first }
    public var localizedDescription: String? { UTTypeRegistry.descriptions[identifier] }
    /// Whether something declares the type (the system or an app), not made from a tag.
    public var isDeclared: Bool { origin != .dynamic }
    public var isDynamic: Bool { origin == .dynamic }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var isSystemDeclared: Bool { origin == .system }
    public var version: Int? { nil }
    public var referenceURL: URL? { nil }

    /// Every type this one conforms to, directly or through its parents (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTTypeRegistry.type(next) ?? (next == identifier ? nil : UTType(identifier: next, parents: [], tags: [:], origin: .dynamic)),
                  found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether data of this type is also of `type`: the same type, or one of its supertypes.
    public func conforms(to type: UTType) -> Bool {
        type.identifier == identifier || supertypes.contains(type)
    }

    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // Coded as its identifier (and its parents, so an app's own type decodes as it was).
    private enum CodingKeys: String, CodingKey { case identifier, parents }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identifier = try container.decode(String.self, forKey: .identifier)
        if let known = UTTypeRegistry.type(identifier) {
            self = known
        } else {
            let parents = try container.decodeIfPresent([String].self, forKey: .parents) ?? [UTType.data.identifier]
            self = UTType(identifier: identifier, parents: parents, tags: [:], origin: .imported)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(parents, forKey: .parents)
    }
}

/// The kinds of tag a type can have: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
    public var description: String { rawValue }
}

private extension String {
    /// A short hash that is the same in every process (Swift's `hashValue` is seeded).
    var hashValueStable: String {
        var hash: UInt32 = 2166136261
        for byte in utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
        return String(hash % 1296, radix: 36)
    }
}

/// The types the system declares: identifier, parents, filename extensions, MIME types and
/// description, as Apple's platforms declare them (the common ones).
enum UTTypeRegistry {
    static let table: [(String, [String], [String], [String], String)] = [
        ("public.item", [], [], [], "item"),
        ("public.content", [], [], [], "content"),
        ("public.composite-content", ["public.content"], [], [], "composite content"),
        ("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
        ("public.directory", ["public.item"], [], [], "folder"),
        ("public.folder", ["public.directory"], [], [], "folder"),
        ("com.apple.package", ["public.directory"], [], [], "package"),
        ("com.apple.bundle", ["public.directory"], [], [], "bundle"),
        ("com.apple.application", ["public.data"], [], [], "application"),
        ("com.apple.application-bundle", ["com.apple.application", "com.apple.package"], ["app"], [], "application"),
        ("public.executable", ["public.item"], [], [], "executable"),
        ("public.symlink", ["public.item"], [], [], "alias"),
        ("public.url", ["public.data"], [], [], "URL"),
        ("public.file-url", ["public.url"], [], [], "file URL"),
        ("public.url-name", ["public.utf8-plain-text"], [], [], "URL name"),
        ("public.text", ["public.data", "public.content"], [], ["text/*"], "text"),
        ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
        ("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], "Unicode text"),
        ("public.utf16-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-16"], "Unicode text"),
        ("public.utf16-external-plain-text", ["public.plain-text"], [], [], "Unicode text"),
        ("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], [], [], "tab-separated text"),
        ("public.delimited-values-text", ["public.text"], [], [], "delimited text"),
        ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "comma-separated values"),
        ("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated values"),
        ("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text"),
        ("public.html", ["public.text"], ["html", "htm"], ["text/html"], "HTML text"),
        ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
        ("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
        ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
        ("public.css", ["public.text"], ["css"], ["text/css"], "CSS"),
        ("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown"], ["text/markdown"], "Markdown"),
        ("public.source-code", ["public.plain-text"], [], [], "source code"),
        ("public.script", ["public.source-code"], [], [], "script"),
        ("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh"], "shell script"),
        ("public.python-script", ["public.script"], ["py"], ["text/x-python-script"], "Python script"),
        ("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "mjs"], ["text/javascript", "application/javascript"], "JavaScript"),
        ("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
        ("public.c-source", ["public.source-code"], ["c"], ["text/x-c"], "C source"),
        ("public.c-header", ["public.source-code"], ["h"], [], "C header"),
        ("public.objective-c-source", ["public.source-code"], ["m"], [], "Objective-C source"),
        ("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx"], [], "C++ source"),
        ("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], [], [], "XML property list"),
        ("com.apple.binary-property-list", ["com.apple.property-list"], [], [], "binary property list"),
        ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        ("com.apple.log", ["public.text"], ["log"], [], "log"),
        ("public.image", ["public.data", "public.content"], [], ["image/*"], "image"),
        ("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        ("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        ("public.heif-standard", ["public.image"], ["heif"], ["image/heif"], "HEIF image"),
        ("public.heif", ["public.heif-standard"], [], [], "HEIF image"),
        ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        ("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "BMP image"),
        ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon"),
        ("com.apple.icns", ["public.image"], ["icns"], ["image/icns"], "Apple icon"),
        ("public.svg-image", ["public.image", "public.xml"], ["svg"], ["image/svg+xml"], "SVG image"),
        ("public.camera-raw-image", ["public.image"], [], [], "raw image"),
        ("com.apple.live-photo", ["public.data"], [], [], "Live Photo"),
        ("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
        ("public.movie", ["public.audiovisual-content"], [], ["video/*"], "movie"),
        ("public.video", ["public.movie"], [], [], "video"),
        ("public.audio", ["public.audiovisual-content"], [], ["audio/*"], "audio"),
        ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        ("public.mpeg", ["public.movie"], ["mpeg", "mpg"], ["video/mpeg"], "MPEG movie"),
        ("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4"], "MPEG-4 movie"),
        ("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], "video"),
        ("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"], "AVI movie"),
        ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        ("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4", "audio/m4a"], "MPEG-4 audio"),
        ("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], "Waveform audio"),
        ("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        ("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi"], "MIDI audio"),
        ("public.archive", ["public.data"], [], [], "archive"),
        ("public.disk-image", ["public.archive"], ["dmg"], ["application/x-apple-diskimage"], "disk image"),
        ("public.zip-archive", ["public.archive", "com.pkware.zip-archive"], [], [], "ZIP archive"),
        ("com.pkware.zip-archive", ["public.data"], ["zip"], ["application/zip"], "ZIP archive"),
        ("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive"),
        ("public.tar-archive", ["public.archive"], ["tar"], ["application/x-tar"], "tar archive"),
        ("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
        ("public.contact", ["public.item"], [], [], "contact"),
        ("public.message", ["public.item"], [], [], "message"),
        ("com.apple.mail.email", ["public.message"], [], [], "e-mail message"),
        ("public.calendar-event", ["public.item"], [], [], "calendar event"),
        ("public.ics", ["public.text", "public.calendar-event"], ["ics"], ["text/calendar"], "iCalendar"),
        ("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
        ("public.presentation", ["public.composite-content"], [], [], "presentation"),
        ("public.font", ["public.data"], [], [], "font"),
        ("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
        ("public.opentype-font", ["public.font"], ["otf"], ["font/otf"], "OpenType font"),
        ("public.3d-content", ["public.content"], [], [], "3D content"),
        ("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.zip-archive"], ["usdz"], ["model/vnd.usdz+zip"], "USDZ"),
        ("com.apple.reality", ["public.data"], ["reality"], [], "Reality file"),
        ("com.apple.scenekit.scene", ["public.3d-content"], ["scn"], [], "SceneKit scene"),
        ("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB"),
        ("com.apple.swift-package", [], [], [], "Swift package"),
        ("com.apple.bookmark", ["public.data"], [], [], "bookmark"),
        ("com.apple.internet-location", ["public.data"], ["webloc"], [], "internet location"),
        ("com.apple.uikit.image", ["public.image"], [], [], "image"),
    ]

    static let all: [UTType] = table.map { row in
        var tags: [UTTagClass: [String]] = [:]
        if !row.2.isEmpty { tags[.filenameExtension] = row.2 }
        if !row.3.isEmpty { tags[.mimeType] = row.3 }
        return UTType(identifier: row.0, parents: row.1, tags: tags, origin: .system)
    }

    static let byIdentifier: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    static let descriptions: [String: String] = Dictionary(table.map { ($0.0, $0.4) }, uniquingKeysWith: { first, _ in first })

    static func type(_ identifier: String) -> UTType? { byIdentifier[identifier] }
}

extension UTType {
    private static func system(_ identifier: String) -> UTType {
        guard let type = UTTypeRegistry.type(identifier) else { preconditionFailure("\(identifier) is not in the type table") }
        return type
    }

    public static let item = system("public.item")
    public static let content = system("public.content")
    public static let compositeContent = system("public.composite-content")
    public static let diskImage = system("public.disk-image")
    public static let data = system("public.data")
    public static let directory = system("public.directory")
    public static let folder = system("public.folder")
    public static let package = system("com.apple.package")
    public static let bundle = system("com.apple.bundle")
    public static let application = system("com.apple.application")
    public static let applicationBundle = system("com.apple.application-bundle")
    public static let executable = system("public.executable")
    public static let symbolicLink = system("public.symlink")
    public static let url = system("public.url")
    public static let fileURL = system("public.file-url")
    public static let urlBookmarkData = system("com.apple.bookmark")
    public static let internetLocation = system("com.apple.internet-location")
    public static let text = system("public.text")
    public static let plainText = system("public.plain-text")
    public static let utf8PlainText = system("public.utf8-plain-text")
    public static let utf16PlainText = system("public.utf16-plain-text")
    public static let utf16ExternalPlainText = system("public.utf16-external-plain-text")
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text")
    public static let delimitedText = system("public.delimited-values-text")
    public static let commaSeparatedText = system("public.comma-separated-values-text")
    public static let tabSeparatedText = system("public.tab-separated-values-text")
    public static let rtf = system("public.rtf")
    public static let html = system("public.html")
    public static let xml = system("public.xml")
    public static let json = system("public.json")
    public static let yaml = system("public.yaml")
    public static let sourceCode = system("public.source-code")
    public static let script = system("public.script")
    public static let shellScript = system("public.shell-script")
    public static let pythonScript = system("public.python-script")
    public static let javaScript = system("com.netscape.javascript-source")
    public static let swiftSource = system("public.swift-source")
    public static let cSource = system("public.c-source")
    public static let cHeader = system("public.c-header")
    public static let objectiveCSource = system("public.objective-c-source")
    public static let cPlusPlusSource = system("public.c-plus-plus-source")
    public static let propertyList = system("com.apple.property-list")
    public static let xmlPropertyList = system("com.apple.xml-property-list")
    public static let binaryPropertyList = system("com.apple.binary-property-list")
    public static let pdf = system("com.adobe.pdf")
    public static let log = system("com.apple.log")
    public static let image = system("public.image")
    public static let png = system("public.png")
    public static let jpeg = system("public.jpeg")
    public static let gif = system("com.compuserve.gif")
    public static let tiff = system("public.tiff")
    public static let heic = system("public.heic")
    public static let heif = system("public.heif")
    public static let webP = system("org.webmproject.webp")
    public static let bmp = system("com.microsoft.bmp")
    public static let ico = system("com.microsoft.ico")
    public static let icns = system("com.apple.icns")
    public static let svg = system("public.svg-image")
    public static let rawImage = system("public.camera-raw-image")
    public static let livePhoto = system("com.apple.live-photo")
    public static let audiovisualContent = system("public.audiovisual-content")
    public static let movie = system("public.movie")
    public static let video = system("public.video")
    public static let audio = system("public.audio")
    public static let quickTimeMovie = system("com.apple.quicktime-movie")
    public static let mpeg = system("public.mpeg")
    public static let mpeg4Movie = system("public.mpeg-4")
    public static let appleProtectedMPEG4Video = system("com.apple.m4v-video")
    public static let avi = system("public.avi")
    public static let mp3 = system("public.mp3")
    public static let mpeg4Audio = system("public.mpeg-4-audio")
    public static let wav = system("com.microsoft.waveform-audio")
    public static let aiff = system("public.aiff-audio")
    public static let midi = system("public.midi-audio")
    public static let archive = system("public.archive")
    public static let zip = system("public.zip-archive")
    public static let gzip = system("org.gnu.gnu-zip-archive")
    public static let vCard = system("public.vcard")
    public static let contact = system("public.contact")
    public static let message = system("public.message")
    public static let emailMessage = system("com.apple.mail.email")
    public static let calendarEvent = system("public.calendar-event")
    public static let spreadsheet = system("public.spreadsheet")
    public static let presentation = system("public.presentation")
    public static let font = system("public.font")
    public static let threeDContent = system("public.3d-content")
    public static let usdz = system("com.pixar.universal-scene-description-mobile")
    public static let realityFile = system("com.apple.reality")
    public static let sceneKitScene = system("com.apple.scenekit.scene")
    public static let epub = system("org.idpf.epub-container")
}
