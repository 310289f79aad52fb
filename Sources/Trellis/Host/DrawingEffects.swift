import Foundation

// The drawing effects a view's modifiers set, as the host gets them: structured values,
// not text to parse. Each moves, filters or outlines the view's drawing without changing
// its layout (SwiftUI's rule for offset, scale, rotation, shadow and the filters).

/// A geometric change of a view's drawing.
@_spi(TrellisHost) public enum DrawingTransform: Hashable, Sendable, CustomStringConvertible {
    /// `offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `scaleEffect`, about a unit point of the view.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `rotationEffect`, clockwise, about a unit point of the view.
    case rotation(degrees: Double, anchor: UnitPoint)
    /// `rotation3DEffect`: `degrees` about the axis (x, y, z) through the anchor, `anchorZ`
    /// points towards the viewer; `perspective` 0 is none, larger is a nearer vanishing point.
    case rotation3D(degrees: Double, axisX: Double, axisY: Double, axisZ: Double, anchor: UnitPoint, anchorZ: Double = 0,
                    perspective: Double)
    /// A `GeometryEffect`'s affine transform (a, b, c, d, tx, ty), about the top leading corner.
    case affine(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    public var description: String {
        switch self {
        case .offset(let x, let y): "offset(\(x), \(y))"
        case .scale(let x, let y, let anchor): "scale(\(x), \(y)) at \(anchor)"
        case .rotation(let degrees, let anchor): "rotation(\(degrees)°) at \(anchor)"
        case .rotation3D(let degrees, let x, let y, let z, let anchor, let anchorZ, let perspective):
            "rotation3D(\(degrees)° about \(x) \(y) \(z), perspective \(perspective)) at \(anchor)"
                + (anchorZ == 0 ? "" : " z \(anchorZ)")
        case .affine(let a, let b, let c, let d, let tx, let ty): "affine(\(a) \(b) \(c) \(d) \(tx) \(ty))"
        }
    }
}

/// A filter over a view's drawing (`blur`, `brightness`…).
@_spi(TrellisHost) public enum DrawingFilter: Hashable, Sendable, CustomStringConvertible {
    case blur(radius: Double)
    /// 1 leaves the drawing as it is.
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    /// 0 to 1.
    case grayscale(Double)
    case hueRotation(degrees: Double)
    case colorInvert

    public var description: String {
        switch self {
        case .blur(let radius): "blur(\(radius))"
        case .brightness(let amount): "brightness(\(amount))"
        case .contrast(let amount): "contrast(\(amount))"
        case .saturation(let amount): "saturation(\(amount))"
        case .grayscale(let amount): "grayscale(\(amount))"
        case .hueRotation(let degrees): "hueRotation(\(degrees)°)"
        case .colorInvert: "colorInvert"
        }
    }
}

/// `shadow(color:radius:x:y:)`: a shadow of the view's drawn shape.
@_spi(TrellisHost) public struct DrawingShadow: Hashable, Sendable, CustomStringConvertible {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    public var description: String { "shadow(\(color), radius \(radius), \(x) \(y))" }
}

/// `border(_:width:)`: a line of `width` inside the view's edges.
@_spi(TrellisHost) public struct DrawingBorder: Hashable, Sendable, CustomStringConvertible {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }

    public var description: String { "border(\(color), \(width))" }
}

/// How a view comes and goes (`AnyTransition`), as hosts play it.
@_spi(TrellisHost) public indirect enum TransitionKind: Hashable, Sendable, CustomStringConvertible {
    case identity, opacity, scale, slide
    case move(Edge)
    /// From how these effects draw the view (a modifier transition, `offset`,
    /// `scale(scale:anchor:)`) to how it is drawn without them.
    case effects([Effect])
    case combined(TransitionKind, TransitionKind)
    case asymmetric(insertion: TransitionKind, removal: TransitionKind)

    /// A drawing effect a transition starts from (or leaves towards).
    public enum Effect: Hashable, Sendable {
        case transform(DrawingTransform)
        case opacity(Double)
        case filter(DrawingFilter)
    }

    public var description: String {
        switch self {
        case .identity: "identity"
        case .opacity: "opacity"
        case .scale: "scale"
        case .slide: "slide"
        case .move(let edge): "move(\(edge))"
        case .effects(let effects): "effects(\(effects.map { "\($0)" }.joined(separator: ", ")))"
        case .combined(let a, let b): "\(a)+\(b)"
        case .asymmetric(let insertion, let removal): "\(insertion)|\(removal)"
        }
    }
}
