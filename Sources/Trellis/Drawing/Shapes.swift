import Foundation

/// A 2D shape: an outline computed for the rectangle it is drawn in. Unpainted, it fills
/// with the foreground colour; `fill`, `stroke` and `strokeBorder` paint it otherwise.
///
/// Write your own exactly as in SwiftUI, with `path(in:)`. Hosts that draw vectors (the
/// web host: SVG) draw the path; the built-in shapes also have a host-native form.
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline within `rect`, in the shape's own coordinates.
    func path(in rect: CGRect) -> Path

    /// A form a host can draw without the path (CSS boxes for the built-in shapes), so it
    /// resizes with its frame; nil draws the path. Built-in shapes only.
    var _nativeOutline: _ShapeOutline? { get }

    /// What the shape is for: a filled area (the default), an outline, a separator.
    static var role: ShapeRole { get }
}

/// A shape that can be drawn inset, which `strokeBorder` needs to keep a stroke inside.
nonisolated public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    public var _nativeOutline: _ShapeOutline? { nil }

    /// A shape is drawn as one host element; this body is never evaluated.
    @MainActor public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .fill(nil, FillStyle())) }

    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ElementNode<_ShapeView<Self>>(_ShapeView(shape: view, paint: .fill(nil, FillStyle())), parent: parent, inputs: inputs)
    }

    /// The shape painted with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(content._colorUnlessForeground, style),
                   fillGradient: (content._styleBase as? any _GradientStyle)?._paint)
    }

    /// The shape's outline drawn with `content`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content._colorUnlessForeground, style))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline as a shape of its own (a stroked copy): drawn, it is the outline in the
    /// foreground colour; filled, clipping or behind a view, it is the area the stroke covers.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: style)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's stroked copy (`stroke(lineWidth:)`, `stroke(style:)`), a `Shape` as in
/// SwiftUI: `.background(.blue, in: .rect(cornerRadius: 8).stroke())`. Its path is the
/// area the stroke covers (`Path.strokedPath`); drawn as a view, or filled, it is the base
/// shape's outline stroked by the host, as exact as any stroke.
nonisolated public struct _StrokedShape<Base: Shape>: Shape {
    var base: Base
    var style: StrokeStyle

    public func path(in rect: CGRect) -> Path { base.path(in: rect).strokedPath(style) }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, style.lineWidth) }
        set {
            base.animatableData = newValue.first
            style.lineWidth = newValue.second
        }
    }

    /// What it draws: the base shape's outline in the foreground colour.
    var drawing: _ShapeView<Base> { _ShapeView(shape: base, paint: .stroke(nil, style)) }

    /// Drawn as the base shape's outline: one host element; this body is never evaluated.
    @MainActor public var body: _ShapeView<Base> { drawing }

    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ElementNode<_ShapeView<Base>>(view.drawing, parent: parent, inputs: inputs)
    }

    /// Filling the stroked copy paints the stroke.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Base> {
        base.stroke(content, style: self.style)
    }
}

/// A stroked copy filled where only its type is known (a shape behind a view,
/// `background(_:in:)`): drawn as its base shape's outline, stroked in the fill's colour,
/// rather than as the stroke's area filled (a path the host would stretch to the frame,
/// thickening the stroke along one side).
protocol StrokedShapeCopy {
    func strokeProperties(color: Color?, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties
    /// The copy as its node draws it: the base shape (of type `base`), stroked.
    func strokeDrawing<Base: Shape>(of base: Base.Type) -> _ShapeView<Base>
}

extension _StrokedShape: StrokedShapeCopy {
    func strokeDrawing<Drawn: Shape>(of drawn: Drawn.Type) -> _ShapeView<Drawn> {
        ViewValues.cast(drawing, to: _ShapeView<Drawn>.self)
    }

    func strokeProperties(color: Color?, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        _ShapeView<Base>(shape: base, paint: .stroke(color, style))._properties(in: environment, modifiers: modifiers)
    }
}

extension Shape {
    /// The part of the outline between two fractions of its length: a progress ring is
    /// `Circle().trim(from: 0, to: progress).stroke(…)`. Drawn from the path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

/// A shape cut to part of its length (`trim(from:to:)`); the cut animates.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    var base: Base
    var from: CGFloat
    var to: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }

    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(base.animatableData, AnimatablePair(from, to)) }
        set {
            base.animatableData = newValue.first
            (from, to) = (newValue.second.first, newValue.second.second)
        }
    }
}

extension InsettableShape {
    /// The outline drawn inside the shape's bounds: the shape inset by half the line width,
    /// then stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        _ShapeView(shape: inset(by: style.lineWidth / 2), paint: .stroke(nil, style))
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// How a shape is painted.
/// A nil colour is the environment's foreground colour.
public enum _ShapePaint: Hashable, Sendable {
    case fill(Color?, FillStyle)
    case stroke(Color?, StrokeStyle)
    /// A fill with a stroke drawn over it (iOS 17's `.fill(…).stroke(…)`).
    case fillAndStroke(Color?, FillStyle, Color?, StrokeStyle)
}

/// A shape with its paint: one host element.
///
/// Hosts get the built-in shapes' native form, or else the path as `path` (SVG path
/// data). A path is computed for the rectangle of a fixed `.frame(width:height:)` applied
/// to the shape; without one, for a 100×100 square, with `viewBox` telling the host to
/// stretch it to the frame the shape gets (exact for shapes drawn in proportion to their
/// rectangle). A `Path` used as a view is drawn as it is, in its own coordinates.
nonisolated public struct _ShapeView<S: Shape>: View {
    let shape: S
    let paint: _ShapePaint
    /// A gradient fill, for hosts that paint one (the first stop is the fill colour).
    var fillGradient: _GradientPaint? = nil

    /// The square a shape without a fixed frame is computed in.
    static var referenceSide: CGFloat { 100 }

    @_spi(TrellisHost) public static var _kind: ElementKind { .shape }

    /// An unpainted shape is its own element (see `Shape._makeNode`).
    public static func _element<W: View>(from view: W) -> _ShapeView<S> {
        // A stroked copy is drawn as its base shape's stroke (`_StrokedShape._makeNode`).
        if W.self != S.self, let stroked = view as? any StrokedShapeCopy { return stroked.strokeDrawing(of: S.self) }
        return _ShapeView(shape: ViewValues.cast(view, to: S.self), paint: .fill(nil, FillStyle()))
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        _properties(in: environment, modifiers: ElementProperties())
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        if case .fill(let color, _) = paint, let stroked = shape as? any StrokedShapeCopy {
            return stroked.strokeProperties(color: color, in: environment, modifiers: modifiers)
        }
        var properties: ElementProperties
        if let native = shape._nativeOutline {
            properties = native.properties
        } else {
            properties = ElementProperties()
            let rect = Self.drawingRect(modifiers: modifiers)
            properties.append(.path, .string(shape.path(in: rect)._svgData))
            if S.self != Path.self && Self.fixedSize(in: modifiers) == nil {
                let side = Path.format(Self.referenceSide)
                properties.append(.viewBox, .string("0 0 \(side) \(side)"))
            }
        }
        let foreground = environment.foregroundColor ?? .primary
        switch paint {
        case .fill(let color, let style):
            properties.append(.fill, .color(color ?? foreground))
            if let fillGradient { properties.append(.fillGradient, .gradient(fillGradient)) }
            if style.isEOFilled { properties.append(.fillRule, .string("evenodd")) }
        case .stroke(let color, let style):
            properties.append(.stroke, .color(color ?? foreground))
            style.append(to: &properties)
        case .fillAndStroke(let fill, let fillStyle, let stroke, let strokeStyle):
            properties.append(.fill, .color(fill ?? foreground))
            if fillStyle.isEOFilled { properties.append(.fillRule, .string("evenodd")) }
            properties.append(.stroke, .color(stroke ?? foreground))
            strokeStyle.append(to: &properties)
        }
        return properties
    }

    /// The rectangle the path is computed in: none for a `Path`, the fixed frame, or the
    /// reference square the host stretches.
    private static func drawingRect(modifiers: ElementProperties) -> CGRect {
        if S.self == Path.self { return .zero }
        if let size = fixedSize(in: modifiers) { return CGRect(origin: .zero, size: size) }
        return CGRect(x: 0, y: 0, width: referenceSide, height: referenceSide)
    }

    /// How many steps an animated path is sampled in: enough for a smooth curve at 60
    /// frames a second over a typical 0.35 s animation, few enough to stay small.
    static var animationSteps: Int { 20 }

    /// An animated change of `animatableData` draws the paths in between: computed here
    /// for evenly spaced values, played by the host with the animation's curve.
    @_spi(TrellisHost) public func _animationFrames(from old: Self, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperty? {
        guard S.AnimatableData.self != EmptyAnimatableData.self, shape._nativeOutline == nil,
              !(shape is any StrokedShapeCopy) else { return nil }
        let start = old.shape.animatableData, end = shape.animatableData
        guard (end - start).magnitudeSquared > 0 else { return nil }
        let rect = Self.drawingRect(modifiers: modifiers)
        var frames: [String] = []
        var step = shape
        for index in 0...Self.animationSteps {
            step.animatableData = start.interpolated(towards: end, amount: Double(index) / Double(Self.animationSteps))
            frames.append(step.path(in: rect)._svgData)
        }
        return ElementProperty(.pathFrames, .strings(frames))
    }

    /// The size of a `.frame(width:height:)` that fixes both sides, when it is the first
    /// layout modifier on the shape.
    private static func fixedSize(in modifiers: ElementProperties) -> CGSize? {
        for item in modifiers {
            switch (item.name, item.value) {
            case (.frame, .frame(let frame)):
                guard let width = frame.fixedWidth, let height = frame.fixedHeight else { return nil }
                return CGSize(width: width, height: height)
            case (.padding, _), (.offset, _):
                return nil
            default:
                continue
            }
        }
        return nil
    }
}

extension _ShapeView {
    /// A stroke over the filled shape, as iOS 17 layers them: `Circle().fill(.red).stroke(.black, lineWidth: 2)`.
    public func stroke<C: ShapeStyle>(_ content: C, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<S> {
        guard case .fill(let fill, let fillStyle) = paint else {
            return _ShapeView(shape: shape, paint: .stroke(content._colorUnlessForeground, style))
        }
        return _ShapeView(shape: shape, paint: .fillAndStroke(fill, fillStyle, content._colorUnlessForeground, style))
    }

    public func stroke<C: ShapeStyle>(_ content: C, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// A fill under the stroked shape, as iOS 17 layers them: `Circle().stroke(.black).fill(.red)`.
    public func fill<C: ShapeStyle>(_ content: C = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<S> {
        switch paint {
        case .stroke(let stroke, let strokeStyle):
            return _ShapeView(shape: shape, paint: .fillAndStroke(content._colorUnlessForeground, style, stroke, strokeStyle))
        case .fillAndStroke(_, _, let stroke, let strokeStyle):
            return _ShapeView(shape: shape, paint: .fillAndStroke(content._colorUnlessForeground, style, stroke, strokeStyle))
        default:
            return shape.fill(content, style: style)
        }
    }
}

extension _ShapeView where S: InsettableShape {
    /// An outline inside the filled shape's bounds, drawn over it (iOS 17):
    /// `Circle().fill(.yellow).strokeBorder(.black, lineWidth: 2)`.
    public func strokeBorder<C: ShapeStyle>(_ content: C = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> _LayeredView<_ShapeView<S>, _ShapeView<S.InsetShape>> {
        _LayeredView(content: self, layer: shape.strokeBorder(content, style: style), alignment: .center, isBackground: false)
    }

    public func strokeBorder<C: ShapeStyle>(_ content: C = .foreground, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _LayeredView<_ShapeView<S>, _ShapeView<S.InsetShape>> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// How a stroke is drawn: width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The properties a host draws the stroke from; defaults are left out.
    func append(to properties: inout ElementProperties) {
        properties.append(.lineWidth, .number(Double(lineWidth)))
        if lineCap != .butt { properties.append(.lineCap, .string(lineCap.name)) }
        if lineJoin != .miter { properties.append(.lineJoin, .string(lineJoin.name)) }
        if miterLimit != 10 { properties.append(.miterLimit, .number(Double(miterLimit))) }
        if !dash.isEmpty { properties.append(.dash, .numbers(dash.map { Double($0) })) }
        if dashPhase != 0 { properties.append(.dashPhase, .number(Double(dashPhase))) }
    }
}

/// How a path's inside is decided when it is filled.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}


extension CGLineCap {
    var name: String {
        switch self {
        case .round: "round"
        case .square: "square"
        default: "butt"
        }
    }
}

extension CGLineJoin {
    var name: String {
        switch self {
        case .round: "round"
        case .bevel: "bevel"
        default: "miter"
        }
    }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}

// MARK: Built-in shapes

/// A built-in shape's native form for hosts: its kind and, for rounded rectangles, the
/// corner size.
private func outline(_ kind: String, _ extra: ElementProperty...) -> _ShapeOutline {
    _ShapeOutline(properties: ElementProperties([ElementProperty(.shape, .string(kind))] + extra))
}

/// A shape's host-native form, as `Shape`'s public requirement carries it: the host's
/// property types stay out of the API apps see (they are `@_spi(TrellisHost)`).
public struct _ShapeOutline {
    var properties: ElementProperties
}

nonisolated public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public var _nativeOutline: _ShapeOutline? { outline("rectangle") }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    public var _nativeOutline: _ShapeOutline? {
        cornerSize.width == cornerSize.height
            ? outline("roundedRectangle", ElementProperty(.cornerRadius, .number(Double(cornerSize.width))))
            : outline("roundedRectangle", ElementProperty(.cornerSize, .size(width: Double(cornerSize.width), height: Double(cornerSize.height))))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

nonisolated public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public var _nativeOutline: _ShapeOutline? { outline("circle") }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
    public var _nativeOutline: _ShapeOutline? { outline("capsule") }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

nonisolated public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var _nativeOutline: _ShapeOutline? { outline("ellipse") }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

/// A shape drawn inside its frame by `amount` on every side (`inset(by:)`).
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }

    public var _nativeOutline: _ShapeOutline? {
        guard var native = base._nativeOutline else { return nil }
        native.properties.append(.inset, .number(Double(amount)))
        return native
    }

    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
}

// The shapes by their iOS 17 short names: `.clipShape(.capsule)`, `.rect(cornerRadius: 10)`.
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

@_spi(TrellisHost) extension _ShapeView: _PrimitiveView {}
