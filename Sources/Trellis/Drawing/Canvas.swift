import Foundation

/// A view drawn by code (iOS 15): the renderer fills and strokes paths, draws text and
/// images through a `GraphicsContext`, in the canvas's own coordinates. Each drawing
/// operation becomes one element the host already knows (a path shape, a text, an image)
/// laid over the others at the canvas's size, so both hosts draw a canvas without a
/// drawing surface of their own. The renderer runs with the size the host measured (the
/// web host measures the page; the test host reads zero until `resize(to:)`).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public var body: some View {
        GeometryReader { proxy in
            Self.layers(renderer: renderer, size: proxy.size)
        }
    }

    /// The drawing operations of one render, as views in the canvas's coordinates.
    static func layers(renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize) -> some View {
        let recording = GraphicsContext.Recording()
        var context = GraphicsContext(recording: recording)
        renderer(&context, size)
        let operations = recording.operations
        return ZStack(alignment: .topLeading) {
            ForEach(operations.indices, id: \.self) { index in
                operations[index].view(in: size)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

extension Canvas where Symbols == EmptyView {
    /// `opaque`, `colorMode` and `rendersAsynchronously` are hints for a GPU renderer;
    /// a host here draws the same either way.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// What a `Canvas` renderer draws with: fills and strokes of paths, text and images,
/// under a transform and an opacity that the context carries.
public struct GraphicsContext {
    /// The operations drawn so far, shared by a context and the layers drawn from it.
    final class Recording {
        var operations: [CanvasOperation] = []
    }

    let recording: Recording
    /// Maps the coordinates given to the methods below to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Multiplies the opacity of what is drawn from now on.
    public var opacity: Double = 1
    /// How what is drawn from now on blends with what lies below.
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues = EnvironmentValues()

    init(recording: Recording) { self.recording = recording }

    /// How a fill or a stroke is painted.
    public struct Shading {
        enum Paint { case color(Color), foreground, gradient(Gradient) }
        let paint: Paint

        public static var foreground: Shading { Shading(paint: .foreground) }
        public static func color(_ color: Color) -> Shading { Shading(paint: .color(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let color = style._colorUnlessForeground { return .color(color) }
            return .foreground
        }
        /// Gradients paint their first colour on a path (as a path shape filled with one).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: .gradient(gradient))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: .gradient(gradient))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(paint: .gradient(gradient))
        }

        /// The colour to paint with at `opacity`; nil for the foreground colour.
        func color(opacity: Double) -> Color? {
            let base: Color? = switch paint {
            case .color(let color): color
            case .foreground: nil
            case .gradient(let gradient): gradient.stops.first?.color
            }
            guard opacity < 1 else { return base }
            return (base ?? .primary).opacity(opacity)
        }
    }

    /// Options of gradient shadings (repeating, mirrored, linear colour).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.operations.append(.fill(path.applying(transform), shading.color(opacity: opacity), style))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.lineScale
        recording.operations.append(.stroke(path.applying(transform), shading.color(opacity: opacity), scaled))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.text(text, point.applying(transform), anchor, opacity))
    }

    /// Draws `text` in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Draws `image` with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center, style: FillStyle = FillStyle()) {
        recording.operations.append(.image(image, nil, point.applying(transform), anchor, opacity))
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let frame = rect.applying(transform)
        recording.operations.append(.image(image, frame.size, CGPoint(x: frame.minX, y: frame.minY), .topLeading, opacity))
    }

    /// A text ready to draw, several times if need be.
    public struct ResolvedText {
        let text: Text
        /// Colours the text draws with: the style's colour in place of the foreground.
        public var shading: Shading = .foreground
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        let image: Image
        public var shading: Shading?
        public var baseline: CGFloat { 0 }
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.shading.color(opacity: 1).map { text.text.foregroundColor($0) } ?? text.text, at: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.shading.color(opacity: 1).map { text.text.foregroundColor($0) } ?? text.text, in: rect)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image.image, at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(image.image, in: rect, style: style)
    }

    // MARK: State

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clipping is not applied: what is drawn later shows whole (docs/Differences.md).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Draws `content` into a copy of this context (its transform, opacity and blend mode
    /// change only there), onto the same canvas.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}

/// One operation a canvas renderer drew, in canvas coordinates.
enum CanvasOperation {
    case fill(Path, Color?, FillStyle)
    case stroke(Path, Color?, StrokeStyle)
    case text(Text, CGPoint, UnitPoint, Double)
    case image(Image, CGSize?, CGPoint, UnitPoint, Double)

    /// The operation as a view laid over the canvas at its full size.
    @MainActor @ViewBuilder
    func view(in size: CGSize) -> some View {
        switch self {
        case .fill(let path, let color, let style):
            if let color {
                path.fill(color, style: style).frame(width: size.width, height: size.height)
            } else {
                path.fill(.foreground, style: style).frame(width: size.width, height: size.height)
            }
        case .stroke(let path, let color, let style):
            if let color {
                path.stroke(color, style: style).frame(width: size.width, height: size.height)
            } else {
                path.stroke(.foreground, style: style).frame(width: size.width, height: size.height)
            }
        case .text(let text, let point, let anchor, let opacity):
            Self.placed(text.fixedSize().opacity(opacity), at: point, anchor: anchor, in: size)
        case .image(let image, let imageSize, let point, let anchor, let opacity):
            if let imageSize {
                Self.placed(image.resizable().frame(width: imageSize.width, height: imageSize.height).opacity(opacity),
                            at: point, anchor: anchor, in: size)
            } else {
                Self.placed(image.opacity(opacity), at: point, anchor: anchor, in: size)
            }
        }
    }

    /// `content` with its `anchor` point at `point`: a box of no size at the point, the
    /// content aligned in it by the anchor and overflowing it.
    @MainActor static func placed<V: View>(_ content: V, at point: CGPoint, anchor: UnitPoint, in size: CGSize) -> some View {
        let alignment = Alignment(horizontal: anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center,
                                  vertical: anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center)
        return content
            .frame(width: 0, height: 0, alignment: alignment)
            .position(x: point.x, y: point.y)
            .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

extension CGAffineTransform {
    /// How much the transform scales a line's width (the mean of its axes' scales).
    var lineScale: CGFloat {
        ((a * a + b * b).squareRoot() + (c * c + d * d).squareRoot()) / 2
    }
}
