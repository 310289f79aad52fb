import Foundation

// Geometry and drawing effects: each one a property of the element below it, in the
// order applied (the web host composes them as CSS transforms, filters and clips).

extension View {
    /// Moves the view by `offset` without changing its place in the layout.
    nonisolated public func offset(_ offset: CGSize) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.offset, .transform(.offset(x: Double(x), y: Double(y)))))
    }

    /// Scales the view's drawing around `anchor`.
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.scaleEffect, .transform(.scale(x: Double(x), y: Double(y), anchor: anchor))))
    }

    /// Rotates the view's drawing around `anchor`.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.rotationEffect, .transform(.rotation(degrees: angle.degrees, anchor: anchor))))
    }

    /// Rotates the view's drawing in three dimensions about `axis`.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                             anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.rotation3DEffect,
                                          .transform(.rotation3D(degrees: angle.degrees, axisX: Double(axis.x), axisY: Double(axis.y), axisZ: Double(axis.z),
                                                                       anchor: anchor, anchorZ: Double(anchorZ),
                                                                       perspective: Double(perspective)))))
    }

    /// A shadow of the view's drawn shape.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.shadow, .shadow(DrawingShadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))))
    }

    /// A border of `width` drawn inside the view's edges.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _ElementPropertyModifier> {
        let color = content._resolvedColor
        return modifier(_ElementPropertyModifier(.border, .border(DrawingBorder(color: color, width: Double(width)))))
    }

    /// Clips the view to `shape` (circles, ellipses, capsules and rounded rectangles clip
    /// exactly in the web host; other shapes clip to the view's bounds).
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.clipShape, .clip(_ShapeDescription.of(shape))))
    }

    /// Clips the view to its bounds.
    nonisolated public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.clipShape, .clip(.bounds)))
    }

    /// Draws this view above (higher) or below (lower) its siblings.
    nonisolated public func zIndex(_ value: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.zIndex, .number(value)))
    }

    /// Keeps the view's width-to-height ratio (its own, when `aspectRatio` is nil).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.aspectRatio, .aspectRatio(aspectRatio.map { Double($0) }, contentMode)))
    }

    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales the view to fit its container, keeping its aspect ratio.
    nonisolated public func scaledToFit() -> ModifiedContent<Self, _ElementPropertyModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its container, keeping its aspect ratio.
    nonisolated public func scaledToFill() -> ModifiedContent<Self, _ElementPropertyModifier> {
        aspectRatio(contentMode: .fill)
    }

    /// Blurs the view's drawing.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.blur(radius: max(Double(radius), 0)))))
    }

    /// Brightens (positive) or darkens (negative) the view's drawing.
    nonisolated public func brightness(_ amount: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.brightness(max(1 + amount, 0)))))
    }

    nonisolated public func contrast(_ amount: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.contrast(max(amount, 0)))))
    }

    nonisolated public func saturation(_ amount: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.saturation(max(amount, 0)))))
    }

    nonisolated public func grayscale(_ amount: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.grayscale(min(max(amount, 0), 1)))))
    }

    nonisolated public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.hueRotation(degrees: angle.degrees))))
    }

    /// The accent colour of the controls in this view (buttons, toggles, sliders).
    nonisolated public func accentColor(_ accentColor: Color?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accentColor, accentColor.map { .color($0) } ?? .bool(false)))
    }

    /// Aligns the lines of the text below (leading, centre, trailing).
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.multilineTextAlignment, .string(alignment.rawValue)))
    }

    /// Space added between the lines of the text below.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.lineSpacing, .number(Double(lineSpacing))))
    }

    /// Space added between the characters of the text below.
    nonisolated public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.tracking, .number(Double(kerning))))
    }

    nonisolated public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.tracking, .number(Double(tracking))))
    }

    /// Underlines the text below, in `color` (the text's own when nil) and `pattern`.
    nonisolated public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> ModifiedContent<ModifiedContent<ModifiedContent<Self, _ElementPropertyModifier>, _ElementPropertyModifier>, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.underline, .bool(isActive))).decorationLine(pattern: pattern, color: color)
    }

    /// The colour and pattern of the line a modifier before this one draws through or under
    /// the text ("solid" and "text" when it has neither: the host draws the plain line).
    nonisolated func decorationLine(pattern: Text.LineStyle.Pattern, color: Color?)
        -> ModifiedContent<ModifiedContent<Self, _ElementPropertyModifier>, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.decorationColor, color.map { .color($0) } ?? .string("text")))
            .modifier(_ElementPropertyModifier(.decorationPattern, .string(pattern.hostName ?? "solid")))
    }
}

/// How a view scales into the space it is given.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// How the lines of a multi-line text line up.
public enum TextAlignment: String, Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// A built-in shape by name, for clipping.
enum _ShapeDescription {
    static func of<S: Shape>(_ shape: S) -> ClipShape {
        switch shape {
        case is Circle: .circle
        case is Ellipse: .ellipse
        case is Capsule, is DefaultGlassEffectShape: .capsule
        case let rounded as RoundedRectangle: .roundedRectangle(cornerRadius: Double(rounded.cornerSize.width))
        case let border as ButtonBorderShape where border.insetAmount == 0: of(border.resolved)
        default: .bounds
        }
    }
}

/// How a view's colours combine with what is behind it.
public enum BlendMode: String, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The CSS `mix-blend-mode` (the Porter-Duff modes have none; they draw normally).
    var cssName: String {
        switch self {
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: "normal"
        default: rawValue
        }
    }
}

extension View {
    /// Blends the view with what is behind it (a page's `mix-blend-mode`).
    nonisolated public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.blendMode, .string(blendMode.cssName)))
    }

    /// Draws the view offscreen first in SwiftUI, for speed; a browser composites on its
    /// own, so the view is unchanged.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> Self { self }

    /// Composites the view as one layer before effects apply; a browser does this per element.
    nonisolated public func compositingGroup() -> Self { self }
}

/// The colour space an offscreen drawing uses.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

extension View {
    /// The tint of the controls below (buttons, toggles, sliders, progress bars): their
    /// accent colour here.
    nonisolated public func tint(_ tint: Color?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        accentColor(tint)
    }

    @_disfavoredOverload
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        accentColor(tint.map { $0._resolvedColor })
    }
}

extension View {
    /// Places the view's centre at `position` in its parent's coordinates (the parent's
    /// top leading corner is zero), out of the parent's layout flow.
    nonisolated public func position(_ position: CGPoint) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.position(x: position.x, y: position.y)
    }

    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.position, .point(x: Double(x), y: Double(y))))
    }
}

extension View {
    /// Shows the view only where `mask` is opaque. A built-in shape clips as `clipShape`
    /// does; a gradient fades the view with its colours' opacity (a CSS mask); a mask of
    /// any other view (a text, an image) leaves the view as it is here.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(Self.maskProperty(mask()))
    }

    @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(Self.maskProperty(mask))
    }

    nonisolated private static func maskProperty<Mask: View>(_ mask: Mask) -> _ElementPropertyModifier {
        if let gradient = mask as? any _GradientStyle { return _ElementPropertyModifier(.maskGradient, .gradient(gradient._paint)) }
        if let shape = mask as? any Shape { return _ElementPropertyModifier(.clipShape, .clip(_ShapeDescription.of(shape))) }
        return _ElementPropertyModifier(.mask, .bool(true))
    }

    /// The weight of the text below (iOS 16's `fontWeight` on any view).
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.textWeight, .string((weight ?? .regular).rawValue)))
    }

    /// The text below in bold (or back to regular).
    nonisolated public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        fontWeight(isActive ? .bold : .regular)
    }

    /// The text below in italics.
    nonisolated public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.textItalic, .bool(isActive)))
    }

    /// The text below struck through.
    nonisolated public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                                          color: Color? = nil)
        -> ModifiedContent<ModifiedContent<ModifiedContent<Self, _ElementPropertyModifier>, _ElementPropertyModifier>, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.textStrikethrough, .bool(isActive))).decorationLine(pattern: pattern, color: color)
    }
}

extension Text {
    /// How a line through or under text is drawn.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot

            /// The line's pattern as hosts draw it (CSS's): nil for a solid line. A dash with
            /// dots is drawn dashed.
            var hostName: String? {
                switch self {
                case .solid: nil
                case .dot: "dotted"
                case .dash, .dashDot, .dashDotDot: "dashed"
                }
            }
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }

    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : nil) }
    public func italic(_ isActive: Bool) -> Text { var copy = self; copy.isItalic = isActive; return copy }
}

extension View {
    /// Multiplies the colours the view draws by `color` (white leaves them as they are).
    nonisolated public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.colorMultiply, .color(color)))
    }

    /// Inverts the colours the view draws.
    nonisolated public func colorInvert() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.filter, .filter(.colorInvert)))
    }

    /// The width of the text below (iOS 16): condensed, compressed, expanded.
    nonisolated public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.fontWidth, .number(Double(width?.value ?? 0))))
    }
}

extension View {
    /// Draws this view under an affine transform about its top leading corner, without
    /// changing its layout.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.transform, .transform(ProjectionTransform(transform).affine)))
    }

    /// Draws this view under a projection; its affine part is drawn (a browser's 2D matrix).
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.transform, .transform(transform.affine)))
    }
}

/// How a view reacts when a pointer rests on it (iPadOS, visionOS; the web host: a
/// highlight or a lift under the mouse).
public struct HoverEffect: Hashable, Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "highlight")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.hoverEffect, .string(isEnabled ? effect.name : "none")))
    }

    /// Turns off the hover effects of the views below.
    nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.hoverEffectDisabled, .bool(disabled)))
    }
}
