import Foundation

/// A value that can be interpolated: added, subtracted and scaled. Animations move
/// `animatableData` from its old value to its new one through values of this kind.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves `amount` of the way towards `other` (0: stays, 1: arrives).
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` of the way from this one to `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together: how a type with several animatable
/// properties exposes them as one `animatableData`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// Nothing to animate: the `animatableData` of a type that does not animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose look can be interpolated during an animation: a shape, an effect or a
/// modifier exposes the numbers it is drawn from as `animatableData`.
///
/// Trellis computes a view once, at the animation's end; the host interpolates what it
/// draws. A `Shape` is the exception that keeps SwiftUI's exact motion: its path is
/// computed for evenly spaced values of `animatableData` on the server, and the browser
/// plays them in order with the animation's curve (see docs/Differences.md).
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    /// The numbers to interpolate; setting it sets the properties they stand for.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(CGFloat(x), CGFloat(y)) }
        set {
            x = Double(newValue.first)
            y = Double(newValue.second)
        }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

/// A modifier whose `animatableData` animates (deprecated in SwiftUI in favour of
/// `Animatable` on the modifier itself). Its body is evaluated once, for the end value;
/// the host transitions the styles it produces.
@available(*, deprecated, message: "Use Animatable directly.")
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// An affine transform a `GeometryEffect` draws with, as `CGAffineTransform` holds one
/// (the projective row is kept but a page draws the affine part).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ transform: CGAffineTransform) {
        m11 = transform.a; m12 = transform.b
        m21 = transform.c; m22 = transform.d
        m31 = transform.tx; m32 = transform.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var result = ProjectionTransform()
        let l = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
        let r = [[rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33]]
        var m = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { m[i][j] = (0..<3).reduce(0) { $0 + l[i][$1] * r[$1][j] } } }
        (result.m11, result.m12, result.m13) = (m[0][0], m[0][1], m[0][2])
        (result.m21, result.m22, result.m23) = (m[1][0], m[1][1], m[1][2])
        (result.m31, result.m32, result.m33) = (m[2][0], m[2][1], m[2][2])
        return result
    }

    /// The affine part, for a host.
    var affine: DrawingTransform {
        .affine(a: Double(m11), b: Double(m12), c: Double(m21), d: Double(m22), tx: Double(m31), ty: Double(m32))
    }
}

/// A modifier that moves, scales or rotates the view's drawing by a transform computed
/// from the view's size, without changing its layout: the classic shake effect.
///
/// The host gets the transform for the effect's end value and transitions to it under an
/// animation. `size` is zero: the server does not know a page's layout, so an effect
/// should not rely on it (see docs/Differences.md).
public protocol GeometryEffect: Animatable, _ElementPropertySource where Body == Never {
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    /// The effect as an element property: its transform's affine part.
    public var _elementProperty: _ModifierProperty {
        _ModifierProperty(ElementProperty(.transform, .transform(effectValue(size: .zero).affine)))
    }
}
