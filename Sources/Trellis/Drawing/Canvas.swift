import Foundation

/// A view drawn by code (iOS 15): the renderer fills and strokes paths, draws text and
/// images through a `GraphicsContext`, in the canvas's own coordinates. Each drawing
/// operation becomes one element the host already knows (a path shape, a text, an image)
/// laid over the others at the canvas's size, so both hosts draw a canvas without a
/// drawing surface of their own. The renderer runs with the size the host measured (the
/// web host measures the page; the test host reads zero until `resize(to:)`).
public struct Canvas<Symbols: View>: View {
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer draws by their tags (`resolveSymbol(id:)`), as often as it likes.
    public var symbols: Symbols
    /// A hint for a GPU renderer; a host here draws the same either way.
    public var rendersAsynchronously = false

    public var body: some View {
        GeometryReader { proxy in
            Self.layers(renderer: renderer, size: proxy.size, symbols: Self.tagged(symbols))
        }
    }

    /// The symbol views by tag: a view's `tag(_:)`, else its `ForEach` id.
    @MainActor static func tagged(_ symbols: Symbols) -> [AnyHashable: AnyView] {
        guard Symbols.self != EmptyView.self else { return [:] }
        var found: [AnyHashable: AnyView] = [:]
        for subview in SubviewReader.subviews(of: symbols) {
            if let tagged = subview.view.storage as? any _TaggedViewMarker {
                found[tagged._anyTag] = found[tagged._anyTag] ?? subview.view
            } else if case .row(let id)? = subview.id.path.last {
                found[id] = found[id] ?? subview.view
            }
        }
        return found
    }

    /// The drawing operations of one render, as views in the canvas's coordinates.
    static func layers(renderer: (inout GraphicsContext, CGSize) -> Void, size: CGSize,
                       symbols: [AnyHashable: AnyView] = [:]) -> some View {
        let recording = GraphicsContext.Recording()
        var context = GraphicsContext(recording: recording)
        context.symbols = symbols
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
        self.symbols = EmptyView()
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas {
    /// A canvas that draws the views of `symbols` by their tags (`resolveSymbol(id:)`);
    /// `opaque`, `colorMode` and `rendersAsynchronously` are GPU hints, as above.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// What a `Canvas` renderer draws with: fills and strokes of paths, text and images,
/// under a transform and an opacity that the context carries.
public struct GraphicsContext {
    /// The operations drawn so far, shared by a context and the layers drawn from it.
    final class Recording {
        var operations: [CanvasOperation] = []
    }

    var recording: Recording
    /// The canvas's symbol views by tag.
    var symbols: [AnyHashable: AnyView] = [:]
    /// The filters drawing goes through from now on, in the order they were added.
    var filters: [Filter] = []
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

    /// Records `operation`, through the filters added so far.
    private func record(_ operation: CanvasOperation) {
        recording.operations.append(filters.isEmpty ? operation : .filtered(operation, filters))
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path.applying(transform), shading.color(opacity: opacity), style))
    }

    /// Strokes `path` with `shading`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.lineScale
        record(.stroke(path.applying(transform), shading.color(opacity: opacity), scaled))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text, point.applying(transform), anchor, opacity))
    }

    /// Draws `text` in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Draws `image` with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center, style: FillStyle = FillStyle()) {
        record(.image(image, nil, point.applying(transform), anchor, opacity))
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let frame = rect.applying(transform)
        record(.image(image, frame.size, CGPoint(x: frame.minX, y: frame.minY), .topLeading, opacity))
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

    /// Draws `content` into a new layer (its transform, opacity and blend mode start as this
    /// context's and change only there; it has no filters of its own until it adds some),
    /// then draws the layer through this context's filters as one: so a blur and an alpha
    /// threshold apply to shapes drawn in the layer together.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.recording = Recording()
        layer.filters = []
        try content(&layer)
        if !layer.recording.operations.isEmpty { record(.layer(layer.recording.operations)) }
    }

    // MARK: Filters

    /// Adds a filter that everything drawn from now on goes through; the last one added
    /// applies first.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// An image operation a canvas draws through (`addFilter`). Blur, shadow, brightness,
    /// contrast, saturation, grayscale, hue rotation, colour inversion, colour multiplication
    /// and projection transforms are drawn, as the view modifiers of the same names; alpha
    /// thresholds, alpha multiplication, colour matrices and luminance to alpha are not
    /// drawn yet, and shader filters need Metal (docs/Differences.md).
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat, opaque: Bool)
            case shadow(Color, CGFloat, CGFloat, CGFloat)
            case brightness(Double), contrast(Double), saturation(Double), grayscale(Double)
            case hueRotation(Angle), colorInvert(Double), colorMultiply(Color)
            case projection(ProjectionTransform)
            /// Not drawn here: kept so a reader of the context sees what was added.
            case undrawn(String)
        }
        let kind: Kind

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius, opaque: options.contains(.opaque)))
        }
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color, radius, x, y))
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .colorInvert(amount)) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .projection(matrix)) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .undrawn("alphaThreshold"))
        }
        public static func alphaMultiply(_ color: Color) -> Filter { Filter(kind: .undrawn("alphaMultiply")) }
        public static var luminanceToAlpha: Filter { Filter(kind: .undrawn("luminanceToAlpha")) }
        public static func colorShader(_ shader: Shader) -> Filter { Filter(kind: .undrawn("colorShader")) }
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .undrawn("distortionShader")) }
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(kind: .undrawn("layerShader")) }

        /// `content` drawn through this filter.
        @MainActor func applied(to content: AnyView) -> AnyView {
            switch kind {
            case .blur(let radius, let opaque): AnyView(content.blur(radius: radius, opaque: opaque))
            case .shadow(let color, let radius, let x, let y): AnyView(content.shadow(color: color, radius: radius, x: x, y: y))
            case .brightness(let amount): AnyView(content.brightness(amount))
            case .contrast(let amount): AnyView(content.contrast(amount))
            case .saturation(let amount): AnyView(content.saturation(amount))
            case .grayscale(let amount): AnyView(content.grayscale(amount))
            case .hueRotation(let angle): AnyView(content.hueRotation(angle))
            case .colorInvert(let amount): amount >= 0.5 ? AnyView(content.colorInvert()) : content
            case .colorMultiply(let color): AnyView(content.colorMultiply(color))
            case .projection(let matrix): AnyView(content.projectionEffect(matrix))
            case .undrawn: content
            }
        }
    }

    /// Options of a filter (`linearColor`: work in linear colour; the same here).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options of a blur: `opaque` keeps the edges opaque, as the view's `blur(radius:opaque:)`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 2) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 4) }
    }

    /// Options of a shadow filter: the shadow is drawn below the content here, whatever they say.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    // MARK: Symbols

    /// A view of the canvas's symbols, ready to draw as often as need be.
    public struct ResolvedSymbol {
        let view: AnyView
        /// Its size: zero here, as symbols are measured when the page lays them out, after
        /// the renderer has run (docs/Differences.md).
        public var size: CGSize { .zero }
    }

    /// The symbol view tagged `id` (or a `ForEach` row with that id), nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)].map { ResolvedSymbol(view: $0) }
    }

    /// Draws `symbol` with its `anchor` point at `point`, at the size it takes.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.symbol(symbol.view, nil, point.applying(transform), anchor, opacity))
    }

    /// Draws `symbol` framed to `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let frame = rect.applying(transform)
        record(.symbol(symbol.view, frame.size, CGPoint(x: frame.minX, y: frame.minY), .topLeading, opacity))
    }
}

/// One operation a canvas renderer drew, in canvas coordinates.
indirect enum CanvasOperation {
    case fill(Path, Color?, FillStyle)
    case stroke(Path, Color?, StrokeStyle)
    case text(Text, CGPoint, UnitPoint, Double)
    case image(Image, CGSize?, CGPoint, UnitPoint, Double)
    case symbol(AnyView, CGSize?, CGPoint, UnitPoint, Double)
    /// A layer's operations, drawn together (`drawLayer`).
    case layer([CanvasOperation])
    /// An operation drawn through filters, the last added applying first.
    case filtered(CanvasOperation, [GraphicsContext.Filter])

    /// The operation as a view laid over the canvas at its full size.
    @MainActor @ViewBuilder
    func view(in size: CGSize) -> some View {
        switch self {
        case .layer(let operations):
            ZStack(alignment: .topLeading) {
                ForEach(operations.indices, id: \.self) { index in AnyView(operations[index].view(in: size)) }
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        case .filtered(let operation, let filters):
            filters.reversed().reduce(AnyView(operation.view(in: size))) { drawn, filter in filter.applied(to: drawn) }
        case .symbol(let view, let symbolSize, let point, let anchor, let opacity):
            if let symbolSize {
                Self.placed(view.frame(width: symbolSize.width, height: symbolSize.height).opacity(opacity), at: point, anchor: anchor, in: size)
            } else {
                Self.placed(view.fixedSize().opacity(opacity), at: point, anchor: anchor, in: size)
            }
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
