import Foundation
@_spi(TrellisHost) import Trellis

/// An image, as UIKit's: by asset name, by SF Symbol name, or from encoded bytes (PNG,
/// JPEG, GIF, WebP). `Image(uiImage:)` draws it; bytes go to the browser as a data URL.
open class UIImage: NSObject, @unchecked Sendable {
    enum Source { case named(String), system(String), data(Data, mimeType: String) }
    let source: Source

    init(source: Source) { self.source = source }

    /// A colour or image literal (`#colorLiteral`, `#imageLiteral`), as Xcode writes them.
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(source: .named(path))
    }

    /// An empty image: it draws nothing.
    public override convenience init() { self.init(source: .named("")) }

    /// An image from the app's assets (registered or served by name, as `Image(_:)`).
    public convenience init?(named name: String) { self.init(source: .named(name)) }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) {
        self.init(named: name)
    }

    public convenience init?(systemName name: String) { self.init(source: .system(name)) }

    /// The asset catalog's image of that name.
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }

    /// An image from encoded bytes; nil unless they start as PNG, JPEG, GIF or WebP do.
    public convenience init?(data: Data) {
        guard let mimeType = UIImage.mimeType(of: data) else { return nil }
        self.init(source: .data(data, mimeType: mimeType))
    }

    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The encoded bytes of an image made from PNG data; nil otherwise (nothing is
    /// re-encoded here, a drawn image included).
    public func pngData() -> Data? {
        if case .data(let data, "image/png") = source { return data }
        return nil
    }

    /// The encoded bytes of an image made from JPEG data; nil otherwise.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if case .data(let data, "image/jpeg") = source { return data }
        return nil
    }

    /// The image's size in points, read from a PNG, GIF or JPEG header; zero when unknown.
    public var size: CGSize {
        guard case .data(let data, let type) = source else { return .zero }
        return UIImage.pixelSize(of: Array(data.prefix(64 * 1024)), mimeType: type) ?? .zero
    }

    public var scale: CGFloat { 1 }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The MIME type of PNG, JPEG, GIF or WebP bytes (the formats a page draws), read from
    /// their signature as a picked photo's is.
    static func mimeType(of data: Data) -> String? {
        guard let type = ChosenFile.sniffedType(of: data), [UTType.png, .jpeg, .gif, .webP].contains(type) else { return nil }
        return type.preferredMIMEType
    }

    static func pixelSize(of bytes: [UInt8], mimeType: String) -> CGSize? {
        func be(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        switch mimeType {
        case "image/svg+xml":
            // A drawing this module wrote: its root's width and height.
            let head = String(decoding: bytes.prefix(512), as: UTF8.self)
            func attribute(_ name: String) -> Double? {
                guard let start = head.range(of: " \(name)=\"")?.upperBound, let end = head[start...].firstIndex(of: "\"") else { return nil }
                return Double(head[start..<end])
            }
            guard let w = attribute("width"), let h = attribute("height") else { return nil }
            return CGSize(width: w, height: h)
        case "image/png":
            guard let w = be(16, 4), let h = be(20, 4) else { return nil }
            return CGSize(width: w, height: h)
        case "image/gif":
            guard bytes.count >= 10 else { return nil }
            return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        case "image/jpeg":
            // Walk the segments to the first start-of-frame marker.
            var at = 2
            while let marker = be(at, 2), let length = be(at + 2, 2) {
                if (0xFFC0...0xFFCF).contains(marker) && ![0xFFC4, 0xFFC8, 0xFFCC].contains(marker) {
                    guard let h = be(at + 5, 2), let w = be(at + 7, 2) else { return nil }
                    return CGSize(width: w, height: h)
                }
                at += 2 + length
            }
            return nil
        default:
            return nil
        }
    }
}

extension Image {
    /// A SwiftUI image of a UIKit image.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .data(let data, let mimeType):
            self.init(_url: URL(string: "data:\(mimeType);base64,\(data.base64EncodedString())")!)
        }
    }
}

// `#imageLiteral(resourceName:)`, as Xcode's image picker writes it: a `UIImage` by name.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}

extension Image: _ExpressibleByImageLiteral {
    public init(imageLiteralResourceName path: String) { self.init(path) }
}

/// An image in a drag, a drop or the pasteboard: read from PNG, JPEG, GIF or WebP bytes, and
/// written as the bytes it was made from.
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.gif.identifier, UTType.webP.identifier, UTType.image.identifier]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw CocoaError(.coderReadCorrupt) }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier, UTType.jpeg.identifier] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        guard case .data(let data, let mimeType) = source, UTType(mimeType: mimeType)?.identifier == typeIdentifier || typeIdentifier == UTType.image.identifier else {
            completionHandler(nil, CocoaError(.fileReadUnknown))
            return nil
        }
        completionHandler(data, nil)
        return nil
    }
}
