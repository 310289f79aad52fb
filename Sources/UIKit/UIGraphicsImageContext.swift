import Foundation
import Trellis

// Drawing into an image with UIKit: `UIGraphicsImageRenderer(size:).image { … }` and the older
// `UIGraphicsBeginImageContextWithOptions` / `UIGraphicsGetImageFromCurrentImageContext` pair,
// with what the drawing recorder hears inside (`UIColor.setFill()`, `UIBezierPath.fill()`,
// `UIImage.draw(in:)`, the context's `fill(_:)`). There is no bitmap to draw into on Linux
// yet (the picture host is issue 44's), so the image made is the drawing itself, as SVG:
// `Image(uiImage:)` shows it in both hosts at any size, and its `size` is the context's.
// `pngData()` and `jpegData(compressionQuality:)` of such an image are nil (no encoder), and
// Core Graphics context calls are not recorded (docs/Differences.md).

/// The image contexts begun with `UIGraphicsBeginImageContext…` on a thread and not yet
/// ended, innermost last (UIKit's stack is per thread too).
private final class ImageContextStack {
    var contexts: [(size: CGSize, recorder: UIViewDrawingRecorder, outer: UIViewDrawingRecorder?)] = []

    static var current: ImageContextStack {
        let key = "Trellis.UIKit.imageContexts"
        if let stack = Thread.current.threadDictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Starts drawing into an image of `size`: drawing calls go to it until `UIGraphicsEndImageContext()`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The same, opaque or not and at a scale (both kept by the drawing, which has no pixels).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let recorder = UIViewDrawingRecorder()
    ImageContextStack.current.contexts.append((size, recorder, UIViewDrawingRecorder.current))
    UIViewDrawingRecorder.current = recorder
}

/// The image drawn so far in the innermost image context; nil when none was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContextStack.current.contexts.last else { return nil }
    return UIImage(drawing: context.recorder.commands, size: context.size)
}

/// Ends the innermost image context; drawing goes where it went before.
public func UIGraphicsEndImageContext() {
    guard let context = ImageContextStack.current.contexts.popLast() else { return }
    UIViewDrawingRecorder.current = context.outer
}

/// How an image renderer's images are made: their scale and whether they are opaque.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange: Range = .automatic

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public override init() {}

    /// The default format (the screen's scale: 1 here, as a page's drawing has no pixels).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing closure draws with.
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize
    let recorder: UIViewDrawingRecorder

    init(format: UIGraphicsImageRendererFormat, size: CGSize, recorder: UIViewDrawingRecorder) {
        (self.format, self.size, self.recorder) = (format, size, recorder)
    }

    /// The image drawn so far.
    open var currentImage: UIImage { UIImage(drawing: recorder.commands, size: size) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { UIBezierPath(rect: rect).fill() }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { fill(rect) }
    /// Strokes `rect`'s outline with the current stroke colour.
    open func stroke(_ rect: CGRect) { UIBezierPath(rect: rect).stroke() }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { stroke(rect) }
}

/// Draws images: `UIGraphicsImageRenderer(size: size).image { context in … }`, on any thread.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format
        bounds = CGRect(origin: .zero, size: size)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format
        self.bounds = bounds
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let recorder = UIViewDrawingRecorder()
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size, recorder: recorder)
        let commands = UIViewDrawingRecorder.record(into: recorder) { actions(context) }
        return UIImage(drawing: commands, size: bounds.size, origin: bounds.origin)
    }
}

/// Blend modes of UIKit's drawing calls (drawn as normal here).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
         destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

extension UIImage {
    /// An image of recorded drawing, as an SVG document of `size`.
    convenience init(drawing commands: [UIViewDrawingRecorder.Command], size: CGSize, origin: CGPoint = .zero) {
        self.init(source: .data(Data(SVGDrawing.document(commands, size: size, origin: origin).utf8), mimeType: "image/svg+xml"))
    }

    /// Draws the image in `rect` (stretched to it), in the image context or `draw(_:)` running now.
    public func draw(in rect: CGRect) {
        UIViewDrawingRecorder.current?.append(.image(self, rect))
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIViewDrawingRecorder.current?.append(.image(self, rect, opacity: alpha))
    }

    /// Draws the image at its own size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}

/// Recorded drawing written as SVG, for the browser to draw and the tests to read.
enum SVGDrawing {
    static func document(_ commands: [UIViewDrawingRecorder.Command], size: CGSize, origin: CGPoint) -> String {
        var body = ""
        for command in commands {
            switch command {
            case .fill(let path, let color, let evenOdd):
                body += "<path d=\"\(Path(path)._svgData)\" fill=\"\(paint(color))\"\(evenOdd ? " fill-rule=\"evenodd\"" : "")/>"
            case .stroke(let path, let color, let style):
                body += "<path d=\"\(Path(path)._svgData)\" fill=\"none\" stroke=\"\(paint(color))\" stroke-width=\"\(number(style.lineWidth))\""
                    + " stroke-linecap=\"\(cap(style.lineCap))\" stroke-linejoin=\"\(join(style.lineJoin))\"/>"
            case .image(let image, let rect, let opacity):
                guard let href = href(of: image) else { continue }
                body += "<image href=\"\(href)\" x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\""
                    + " height=\"\(number(rect.height))\" preserveAspectRatio=\"none\"\(opacity < 1 ? " opacity=\"\(number(opacity))\"" : "")/>"
            }
        }
        let box = "\(number(origin.x)) \(number(origin.y)) \(number(size.width)) \(number(size.height))"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(size.width))\" height=\"\(number(size.height))\" viewBox=\"\(box)\">"
            + body + "</svg>"
    }

    /// An image inside the drawing: its bytes as a data URL (a named image has none to embed
    /// here, and is left out).
    private static func href(of image: UIImage) -> String? {
        guard case .data(let data, let type) = image.source else { return nil }
        return "data:\(type);base64,\(data.base64EncodedString())"
    }

    private static func paint(_ color: Color) -> String {
        let c = color.resolve(in: EnvironmentValues())
        func channel(_ value: Float) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return "rgba(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)),\(number(CGFloat(min(max(c.opacity, 0), 1)))))"
    }

    private static func cap(_ cap: CGLineCap) -> String {
        switch cap {
        case .round: "round"
        case .square: "square"
        default: "butt"
        }
    }

    private static func join(_ join: CGLineJoin) -> String {
        switch join {
        case .round: "round"
        case .bevel: "bevel"
        default: "miter"
        }
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }
}
