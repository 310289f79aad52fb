import Foundation

#if !canImport(Darwin)
/// Core Graphics' path, which Linux lacks: a list of drawing operations. SwiftUI draws one
/// through `Path(cgPath)`; apps build them with `CGMutablePath` (clock hands, charts).
open class CGPath: @unchecked Sendable, Equatable {
    /// One operation of a path, in the order it was added (points already transformed).
    public enum _Operation: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform)
        case rect(CGRect, transform: CGAffineTransform)
        case ellipse(CGRect, transform: CGAffineTransform)
        case close
    }

    public internal(set) var _operations: [_Operation]

    init(_ operations: [_Operation]) { self._operations = operations }

    public var isEmpty: Bool { _operations.isEmpty }

    /// The last point drawn to, or zero.
    public var currentPoint: CGPoint {
        for operation in _operations.reversed() {
            switch operation {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .arc(let center, let radius, _, let end, _, let t):
                return CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end)).applying(t)
            case .rect(let r, let t): return CGPoint(x: r.minX, y: r.minY).applying(t)
            case .ellipse, .close: continue
            }
        }
        return .zero
    }

    public func copy() -> CGPath? { CGPath(_operations) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(_operations) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a._operations == b._operations }
}

/// A `CGPath` that operations are added to.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() { self.init([]) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        _operations.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                                  control2: control2.applying(transform)))
    }

    /// An arc of the circle around `center`, angles in radians.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        _operations.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                                clockwise: clockwise, transform: transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        _operations.append(.rect(rect, transform: transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        _operations.append(.ellipse(rect, transform: transform))
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else {
            for operation in path._operations {
                switch operation {
                case .move(let p): move(to: p, transform: transform)
                case .line(let p): addLine(to: p, transform: transform)
                case .quadCurve(let p, let c): addQuadCurve(to: p, control: c, transform: transform)
                case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
                case .arc(let center, let radius, let start, let end, let clockwise, let t):
                    addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise,
                           transform: t.concatenating(transform))
                case .rect(let r, let t): addRect(r, transform: t.concatenating(transform))
                case .ellipse(let r, let t): addEllipse(in: r, transform: t.concatenating(transform))
                case .close: closeSubpath()
                }
            }
            return
        }
        _operations.append(contentsOf: path._operations)
    }

    public func closeSubpath() { _operations.append(.close) }
}
#endif
