import Foundation

// The shape styles beyond colours, gradients and materials: a type-erased style, the
// foreground's levels as a style, and iOS's named system styles. Each resolves to the
// colour iOS gives it (the semantic ones following the colour scheme in the web host).

/// Any shape style, its type erased (`AnyShapeStyle(isOn ? .red : .gray.opacity(0.5))`).
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) { base = style._styleBase }

    public var _resolvedColor: Color { base._resolvedColor }
}

extension ShapeStyle {
    /// The style itself, or the one an `AnyShapeStyle` wraps, so gradients and materials
    /// keep painting as themselves when erased (and a faded gradient as a gradient).
    var _styleBase: any ShapeStyle {
        if let erased = self as? AnyShapeStyle { return erased.base }
        if let faded = self as? any FadedShapeStyle { return faded.paintedStyle }
        if let gradient = self as? Gradient { return gradient.asLinearGradient }
        return self
    }
}

/// A style drawn at a fraction of its opacity (`.fill(.blue.gradient.opacity(0.5))`,
/// `.background(.tint.opacity(0.2))`): its colour, or each of its gradient's colours,
/// multiplied by `opacity`.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, @unchecked Sendable {
    let base: Base
    let opacity: Double

    public var _resolvedColor: Color { base._resolvedColor.opacity(opacity) }
}

/// A style that paints as another one: the opacity style paints as its faded base.
protocol FadedShapeStyle {
    var paintedStyle: any ShapeStyle { get }
}

extension _OpacityShapeStyle: FadedShapeStyle {
    var paintedStyle: any ShapeStyle {
        guard let gradient = base._styleBase as? any _GradientStyle else { return self }
        var paint = gradient._paint
        paint.stops = paint.stops.map { Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location) }
        return _PaintedGradient(_gradient: Gradient(stops: paint.stops), _paint: paint)
    }
}

/// A gradient given by its paint (a faded one).
nonisolated struct _PaintedGradient: _GradientStyle {
    let _gradient: Gradient
    let _paint: _GradientPaint
}

extension _PaintedGradient: _PrimitiveView {}

extension ShapeStyle {
    /// This style at `opacity` (0 transparent, 1 as it is).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style at `opacity`: `.fill(.opacity(0.5))`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: ForegroundStyle(), opacity: opacity)
    }
}

/// A level of the foreground: primary text, secondary, and so on down to quinary.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public var _resolvedColor: Color {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: .tertiary
        case 3: .quaternary
        default: .quinary
        }
    }
}

extension ShapeStyle {
    /// This style's levels (iOS 17), as the foreground's primary to quinary: the style at
    /// the opacities of iOS's label levels (`.red.secondary` is a fainter red).
    public var secondary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.6) }
    public var tertiary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.3) }
    public var quaternary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.18) }
    public var quinary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.1) }
}

/// The colour of selected content (the accent colour).
public struct SelectionShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { .accentColor }
}

/// The colour of separators between rows.
public struct SeparatorShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.separator.color }
}

/// The grey fill of controls and thin shapes (iOS's system fill).
public struct FillShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.systemFill.color }
}

/// The colour of links.
public struct LinkShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.link.color }
}

/// The colour of a field's placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.placeholderText.color }
}

/// The window's background (iOS 17), which follows the colour scheme.
public struct WindowBackgroundShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.systemBackground.color }
}

extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle { public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() } }
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
