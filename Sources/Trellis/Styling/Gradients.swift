import Foundation

/// Colours at locations from 0 to 1, for the gradient styles.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }
}

/// A gradient as hosts paint it: its geometry and its stops. Public (underscored) so that
/// `_GradientStyle`'s requirement can carry it; hosts read it through `PropertyValue`.
public struct _GradientPaint: Hashable, Sendable, CustomStringConvertible {
    /// Where the colours run.
    public enum Geometry: Hashable, Sendable {
        /// Along a line at `degrees` clockwise from the top (a page's convention).
        case linear(degrees: Double)
        /// In circles about `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// In ellipses about `center`, as fractions of the frame.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Around `center`, from `startDegrees` clockwise from the top.
        case angular(center: UnitPoint, startDegrees: Double)
        /// A grid of `columns` × `rows` vertices at `points` (row by row), each with the
        /// colour of the stop at its index, over `background`.
        case mesh(columns: Int, rows: Int, points: [UnitPoint], background: Color)
    }

    public var geometry: Geometry
    public var stops: [Gradient.Stop]

    public init(geometry: Geometry, stops: [Gradient.Stop]) {
        self.geometry = geometry
        self.stops = stops
    }

    public var description: String { "\(geometry) \(stops.map { "\($0.color) \(Double($0.location))" }.joined(separator: ", "))" }
}

/// A gradient a host paints: as a view it fills its frame; as a style it paints a
/// background or a shape (a host that paints one colour only uses the first stop).
nonisolated public protocol _GradientStyle: ShapeStyle, View where Body == Never {
    /// The gradient's colours.
    var _gradient: Gradient { get }
    /// The gradient for a host.
    var _paint: _GradientPaint { get }
}

nonisolated extension _GradientStyle {
    public var _resolvedColor: Color { _gradient.stops.first?.color ?? .clear }

    /// As a view, a gradient is a colour element filling its frame.
    @_spi(TrellisHost) public static var _kind: ElementKind { .color }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.gradient, .gradient(_paint))])
    }
}

/// Colours changing along a line from `startPoint` to `endPoint` (unit points of the frame).
nonisolated public struct LinearGradient: _GradientStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _gradient: Gradient { gradient }

    public var _paint: _GradientPaint {
        // Clockwise from the top, the way a page measures it; y grows downwards in both.
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        return _GradientPaint(geometry: .linear(degrees: (atan2(dx, -dy) * 180 / .pi).rounded()), stops: gradient.stops)
    }
}

/// Colours changing outwards from `center`, between two radii.
nonisolated public struct RadialGradient: _GradientStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var _gradient: Gradient { gradient }

    public var _paint: _GradientPaint {
        _GradientPaint(geometry: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)), stops: gradient.stops)
    }
}

/// Colours spreading from `center` in an ellipse that fits the frame: the radii are
/// fractions of the frame's size (0.5 reaches its edges).
nonisolated public struct EllipticalGradient: _GradientStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public var _gradient: Gradient { gradient }

    public var _paint: _GradientPaint {
        _GradientPaint(geometry: .elliptical(center: center, startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction)),
                       stops: gradient.stops)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// Colours changing around `center`, from `startAngle` to `endAngle`.
nonisolated public struct AngularGradient: _GradientStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: angle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle)
    }

    public var _gradient: Gradient { gradient }

    public var _paint: _GradientPaint {
        // SwiftUI's zero angle points right; clockwise from the top it is 90°.
        _GradientPaint(geometry: .angular(center: center, startDegrees: startAngle.degrees + 90), stops: gradient.stops)
    }
}

/// A colour's standard gradient (`Color.blue.gradient`): the colour, lighter at the top.
nonisolated public struct AnyGradient: _GradientStyle {
    let gradient: Gradient

    public init(_ gradient: Gradient) { self.gradient = gradient }

    public var _gradient: Gradient { gradient }
    public var _paint: _GradientPaint { _GradientPaint(geometry: .linear(degrees: 180), stops: gradient.stops) }
}

extension Color {
    /// This colour as a gentle top-to-bottom gradient, as iOS 16 draws it.
    public var gradient: AnyGradient {
        let lighter = Color(red: red + (1 - red) * 0.25, green: green + (1 - green) * 0.25, blue: blue + (1 - blue) * 0.25,
                            opacity: opacity)
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

@_spi(TrellisHost) extension LinearGradient: _PrimitiveView {}
@_spi(TrellisHost) extension RadialGradient: _PrimitiveView {}
@_spi(TrellisHost) extension EllipticalGradient: _PrimitiveView {}
@_spi(TrellisHost) extension AngularGradient: _PrimitiveView {}
@_spi(TrellisHost) extension AnyGradient: _PrimitiveView {}

/// A gradient is a style of its own (iOS 16): `.background(Gradient(colors: [.blue, .purple]))`
/// paints it top to bottom, as a `LinearGradient` from `.top` to `.bottom` does.
extension Gradient: ShapeStyle {
    public var _resolvedColor: Color { asLinearGradient._resolvedColor }

    var asLinearGradient: LinearGradient { LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom) }
}
