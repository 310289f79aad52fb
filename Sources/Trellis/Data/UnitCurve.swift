import Foundation

/// A curve from (0, 0) to (1, 1) that maps an animation's progress to how far its value
/// has gone (iOS 17): the named easings, circular ones, a cubic Bézier, or an inverse.
public struct UnitCurve: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        indirect case inverse(Shape)
    }
    let shape: Shape

    public static let linear = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 1, y2: 1))
    public static let easeIn = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    public static let easeOut = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    public static let easeInOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// The older name of `easeInOut`.
    public static let easeInEaseOut = easeInOut
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points, as CSS's
    /// `cubic-bezier`.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(x1: min(max(startControlPoint.x, 0), 1), y1: startControlPoint.y,
                                 x2: min(max(endControlPoint.x, 0), 1), y2: endControlPoint.y))
    }

    /// The curve that undoes this one: its value at this curve's value is the progress.
    public var inverse: UnitCurve {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2) where (0...1).contains(y1) && (0...1).contains(y2):
            UnitCurve(shape: .bezier(x1: y1, y1: x1, x2: y2, y2: x2))
        case .circularEaseIn: .circularEaseOut
        case .circularEaseOut: .circularEaseIn
        case .inverse(let shape): UnitCurve(shape: shape)
        default: UnitCurve(shape: .inverse(shape))
        }
    }

    /// How far the value has gone at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        Self.value(of: shape, at: min(max(progress, 0), 1))
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-4
        let low = max(progress - h, 0), high = min(progress + h, 1)
        return high > low ? (value(at: high) - value(at: low)) / (high - low) : 0
    }

    private static func value(of shape: Shape, at t: Double) -> Double {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2) where x1 == y1 && x2 == y2:
            // Control points on the diagonal: the straight line, exactly.
            return t
        case .bezier(let x1, let y1, let x2, let y2):
            // Find the Bézier parameter whose x is t (x is increasing for x1, x2 in 0…1),
            // then read its y.
            func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
                3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
            }
            var low = 0.0, high = 1.0
            for _ in 0..<40 {
                let middle = (low + high) / 2
                if coordinate(middle, x1, x2) < t { low = middle } else { high = middle }
            }
            return coordinate((low + high) / 2, y1, y2)
        case .circularEaseIn:
            return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - t) * (1 - t)).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? (1 - (1 - 4 * t * t).squareRoot()) / 2 : ((1 - pow(-2 * t + 2, 2)).squareRoot() + 1) / 2
        case .inverse(let inner):
            // The progress whose value is t (every curve here is increasing).
            var low = 0.0, high = 1.0
            for _ in 0..<40 {
                let middle = (low + high) / 2
                if value(of: inner, at: middle) < t { low = middle } else { high = middle }
            }
            return (low + high) / 2
        }
    }

    /// The control points of the cubic Bézier nearest this curve, for hosts that ease
    /// with CSS's `cubic-bezier`.
    var bezierPoints: (Double, Double, Double, Double) {
        switch shape {
        case .bezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
        case .circularEaseIn: (0.55, 0, 1, 0.45)
        case .circularEaseOut: (0, 0.55, 0.45, 1)
        case .circularEaseInOut: (0.85, 0, 0.15, 1)
        case .inverse: (0.25, 0.25, 0.75, 0.75)
        }
    }
}

extension Animation {
    /// An animation that eases along `curve` for `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        let p = curve.bezierPoints
        return timingCurve(p.0, p.1, p.2, p.3, duration: duration)
    }
}
