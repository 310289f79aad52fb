import Foundation
import Trellis

/// The corners of a rectangle, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// takes them (a card rounded on top only).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object, as SwiftUI apps use it: built in a `Shape`'s `path(in:)` and handed
/// to `Path(bezier.cgPath)`, or filled and stroked in a hosted view's `draw(_:)` (recorded,
/// then drawn as SwiftUI paths: UIViewDrawingRecorder.swift). It keeps a `CGMutablePath`.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    /// The fill rule `contains(_:)` follows; as on iOS it is not part of `cgPath` (a SwiftUI
    /// shape says it with `FillStyle(eoFill:)`).
    public var usesEvenOddFillRule = false

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with only `corners` rounded. UIKit rounds by `cornerRadii.width` (its height
    /// is not read), at most half the shorter side; so does this.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let largest = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? largest : 0 }
        let topLeft = radius(.topLeft), topRight = radius(.topRight)
        let bottomRight = radius(.bottomRight), bottomLeft = radius(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        if topRight > 0 {
            path.addArc(center: CGPoint(x: r.maxX - topRight, y: r.minY + topRight), radius: topRight,
                        startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        if bottomRight > 0 {
            path.addArc(center: CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), radius: bottomRight,
                        startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        if bottomLeft > 0 {
            path.addArc(center: CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), radius: bottomLeft,
                        startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        if topLeft > 0 {
            path.addArc(center: CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), radius: topLeft,
                        startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        }
        path.closeSubpath()
    }

    /// An arc; `clockwise` as it looks on screen (UIKit's top-left coordinates).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics' (a copy: later changes to this object do not reach it).
    public var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint }
    /// The smallest rectangle holding every point of the path, control points included.
    public var bounds: CGRect { Path(path).boundingRect }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc joined to the current point by a line. UIKit's `clockwise` is what the eye sees
    /// in top-left coordinates, the opposite of Core Graphics' flag there.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }
    public func removeAllPoints() { path = CGMutablePath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Moves every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Whether the point is inside the filled path (by the path's fill rule).
    public func contains(_ point: CGPoint) -> Bool { Path(path).contains(point, eoFill: usesEvenOddFillRule) }
}
