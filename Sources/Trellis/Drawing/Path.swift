import Foundation

/// The outline of a 2D shape: what a `Shape`'s `path(in:)` returns, and a view itself
/// (drawn in its own coordinates from the top-left corner).
///
/// Stored as Core Graphics stores paths: moves, lines, quadratic and cubic curves and
/// closes. Arcs, ellipses and rounded corners become cubic curves as they are added, so
/// every host draws the same thing.
public struct Path: Equatable, Sendable, LosslessStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    private var elements: [Element] = []
    /// Where the current subpath started: a close returns there.
    private var subpathStart: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    #if !canImport(Darwin)
    /// The path of a Core Graphics path (`CGMutablePath`), operation by operation.
    public init(_ path: CGPath) {
        for operation in path._operations {
            switch operation {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let end, let control): addQuadCurve(to: end, control: control)
            case .curve(let end, let control1, let control2): addCurve(to: end, control1: control1, control2: control2)
            case .arc(let center, let radius, let start, let end, let clockwise, let transform):
                addArc(center: center, radius: radius, startAngle: .radians(Double(start)), endAngle: .radians(Double(end)),
                       clockwise: clockwise, transform: transform)
            case .rect(let rect, let transform): addRect(rect, transform: transform)
            case .ellipse(let rect, let transform): addEllipse(in: rect, transform: transform)
            case .close: closeSubpath()
            }
        }
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        forEach { element in
            switch element {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let end, let control): path.addQuadCurve(to: end, control: control)
            case .curve(let end, let control1, let control2): path.addCurve(to: end, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
    #endif


    public init(_ callback: (inout Path) -> ()) { callback(&self) }

    // MARK: Reading

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element, nil for an empty path.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case nil: return nil
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        }
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The smallest rectangle holding every point the path passes through (curves' control
    /// points excluded, as Core Graphics' `boundingBoxOfPath`).
    public var boundingRect: CGRect {
        var bounds = Bounds()
        var last = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                bounds.add(p)
                last = p
            case .quadCurve(let p, let c):
                bounds.add(p)
                for t in Self.extrema(last.x, c.x, p.x) + Self.extrema(last.y, c.y, p.y) {
                    bounds.add(Self.quadPoint(last, c, p, t))
                }
                last = p
            case .curve(let p, let c1, let c2):
                bounds.add(p)
                for t in Self.extrema(last.x, c1.x, c2.x, p.x) + Self.extrema(last.y, c1.y, c2.y, p.y) {
                    bounds.add(Self.cubicPoint(last, c1, c2, p, t))
                }
                last = p
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// Whether `point` is inside the filled path (non-zero winding, or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for (a, b) in flattenedSegments() where (a.y <= point.y) != (b.y <= point.y) {
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            if x > point.x { winding += b.y > a.y ? 1 : -1 }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    // MARK: Building

    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    // Lines and curves need a current point; without one Core Graphics ignores them, and
    // so does this path (the shape then looks the same as on Apple platforms).

    public mutating func addLine(to end: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.line(to: end))
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.quadCurve(to: end, control: control))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard let last = elements.last, last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rectangle with elliptical corners. Both corner styles draw circular (elliptical)
    /// quarter arcs here; `.continuous` is not the squircle Apple draws.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let k = Self.kappa
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: point(r.minX + rx, r.minY))
        addLine(to: point(r.maxX - rx, r.minY))
        addCurve(to: point(r.maxX, r.minY + ry), control1: point(r.maxX - rx + rx * k, r.minY), control2: point(r.maxX, r.minY + ry - ry * k))
        addLine(to: point(r.maxX, r.maxY - ry))
        addCurve(to: point(r.maxX - rx, r.maxY), control1: point(r.maxX, r.maxY - ry + ry * k), control2: point(r.maxX - rx + rx * k, r.maxY))
        addLine(to: point(r.minX + rx, r.maxY))
        addCurve(to: point(r.minX, r.maxY - ry), control1: point(r.minX + rx - rx * k, r.maxY), control2: point(r.minX, r.maxY - ry + ry * k))
        addLine(to: point(r.minX, r.minY + ry))
        addCurve(to: point(r.minX + rx, r.minY), control1: point(r.minX, r.minY + ry - ry * k), control2: point(r.minX + rx - rx * k, r.minY))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, starting at its right edge.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY, k = Self.kappa
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        move(to: point(cx + rx, cy))
        addCurve(to: point(cx, cy + ry), control1: point(cx + rx, cy + ry * k), control2: point(cx + rx * k, cy + ry))
        addCurve(to: point(cx - rx, cy), control1: point(cx - rx * k, cy + ry), control2: point(cx - rx, cy + ry * k))
        addCurve(to: point(cx, cy - ry), control1: point(cx - rx, cy - ry * k), control2: point(cx - rx * k, cy - ry))
        addCurve(to: point(cx + rx, cy), control1: point(cx + rx * k, cy - ry), control2: point(cx + rx, cy - ry * k))
        closeSubpath()
    }

    /// An arc of a circle; a line joins it to the current point. Angles grow from the
    /// positive x-axis towards positive y, so in a view's top-left coordinates
    /// `clockwise: true` turns counterclockwise on screen, as in SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let full = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 {
                delta = fmod(delta, full)
                if delta > 0 { delta -= full }
            } else if delta < -full {
                delta = -full
            }
        } else {
            if delta < 0 {
                delta = fmod(delta, full)
                if delta < 0 { delta += full }
            } else if delta > full {
                delta = full
            }
        }
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` (positive grows the angle).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// A rounded corner: a line from the current point towards `tangent1End`, then an arc
    /// of `radius` tangent to that line and to the line on to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
        // The current point is already transformed; work in untransformed space when we can.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? current : current.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = Self.normalized(CGPoint(x: p0.x - p1.x, y: p0.y - p1.y))
        let v2 = Self.normalized(CGPoint(x: p2.x - p1.x, y: p2.y - p1.y))
        let cosine = v1.x * v2.x + v1.y * v2.y
        guard radius > 0, v1 != .zero, v2 != .zero, abs(cosine) < 0.999_999 else {
            return addLine(to: p1.applying(transform))
        }
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let start = CGPoint(x: p1.x + v1.x * distance, y: p1.y + v1.y * distance)
        let end = CGPoint(x: p1.x + v2.x * distance, y: p1.y + v2.y * distance)
        let bisector = Self.normalized(CGPoint(x: v1.x + v2.x, y: v1.y + v2.y))
        let centerDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        var delta = atan2(end.y - center.y, end.x - center.x) - a0
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: a0, delta: delta, transform: transform)
    }

    /// Appends `path`'s elements, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let p): move(to: p)
            default: elements.append(element)
            }
        }
    }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between two fractions of its length (0…1), as `trim` draws
    /// it. Curves are cut exactly (their lengths are measured on 16 chords each).
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = Swift.min(Swift.max(start, 0), 1), to = Swift.min(Swift.max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        // Each drawing element with where it starts and how long it is.
        var pieces: [(start: CGPoint, element: Element, length: CGFloat)] = []
        var last = CGPoint.zero, subpath = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                pieces.append((p, element, 0))
                last = p
                subpath = p
            case .line(let p):
                pieces.append((last, element, Self.distance(last, p)))
                last = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                pieces.append((last, element, Self.length(of: element, from: last)))
                last = p
            case .closeSubpath:
                pieces.append((last, .line(to: subpath), Self.distance(last, subpath)))
                last = subpath
            }
        }
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let lower = from * total, upper = to * total
        var result = Path()
        var travelled: CGFloat = 0
        for piece in pieces {
            let begin = travelled, finish = travelled + piece.length
            travelled = finish
            guard piece.length > 0, finish > lower, begin < upper else { continue }
            let t0 = Swift.max(0, (lower - begin) / piece.length), t1 = Swift.min(1, (upper - begin) / piece.length)
            let part = Self.segment(of: piece.element, from: piece.start, t0: t0, t1: t1)
            if result.currentPoint.map({ Self.distance($0, part.start) > 1e-9 }) ?? true { result.move(to: part.start) }
            result.elements.append(part.element)
        }
        return result
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    static func point(on element: Element, from start: CGPoint, at t: CGFloat) -> CGPoint {
        switch element {
        case .line(let p): CGPoint(x: start.x + (p.x - start.x) * t, y: start.y + (p.y - start.y) * t)
        case .quadCurve(let p, let c): quadPoint(start, c, p, t)
        case .curve(let p, let c1, let c2): cubicPoint(start, c1, c2, p, t)
        case .move(let p): p
        case .closeSubpath: start
        }
    }

    private static func length(of element: Element, from start: CGPoint) -> CGFloat {
        var length: CGFloat = 0, previous = start
        for step in 1...16 {
            let next = point(on: element, from: start, at: CGFloat(step) / 16)
            length += distance(previous, next)
            previous = next
        }
        return length
    }

    /// The stretch of one line or curve between parameters `t0` and `t1` (taken as
    /// fractions of its length, close enough for drawing), as the same kind of element.
    private static func segment(of element: Element, from start: CGPoint, t0: CGFloat, t1: CGFloat) -> (start: CGPoint, element: Element) {
        let a = point(on: element, from: start, at: t0)
        switch element {
        case .line:
            return (a, .line(to: point(on: element, from: start, at: t1)))
        case .quadCurve(let p, let c):
            // Blossoms of the curve: the control point of the piece between t0 and t1.
            func lerp(_ u: CGPoint, _ v: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: u.x + (v.x - u.x) * t, y: u.y + (v.y - u.y) * t) }
            let control = lerp(lerp(start, c, t0), lerp(c, p, t0), t1)
            return (a, .quadCurve(to: point(on: element, from: start, at: t1), control: control))
        case .curve(let p, let c1, let c2):
            func blossom(_ u: CGFloat, _ v: CGFloat, _ w: CGFloat) -> CGPoint {
                func lerp(_ x: CGPoint, _ y: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: x.x + (y.x - x.x) * t, y: x.y + (y.y - x.y) * t) }
                let p01 = lerp(start, c1, u), p12 = lerp(c1, c2, u), p23 = lerp(c2, p, u)
                let q0 = lerp(p01, p12, v), q1 = lerp(p12, p23, v)
                return lerp(q0, q1, w)
            }
            return (a, .curve(to: blossom(t1, t1, t1), control1: blossom(t0, t0, t1), control2: blossom(t0, t1, t1)))
        case .move, .closeSubpath:
            return (a, element)
        }
    }

    // MARK: Text forms

    /// Core Graphics' notation, as SwiftUI prints a path: `0 0 m 10 0 l … h`.
    public var description: String {
        var parts: [String] = []
        func add(_ points: CGPoint..., op: String) {
            for p in points { parts.append(Self.format(p.x)); parts.append(Self.format(p.y)) }
            parts.append(op)
        }
        for element in elements {
            switch element {
            case .move(let p): add(p, op: "m")
            case .line(let p): add(p, op: "l")
            case .quadCurve(let p, let c): add(c, p, op: "q")
            case .curve(let p, let c1, let c2): add(c1, c2, p, op: "c")
            case .closeSubpath: parts.append("h")
            }
        }
        return parts.joined(separator: " ")
    }

    /// Reads the notation `description` writes; nil for anything else.
    public init?(_ string: String) {
        var numbers: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(token) { numbers.append(CGFloat(number)); continue }
            func point(_ i: Int) -> CGPoint { CGPoint(x: numbers[2 * i], y: numbers[2 * i + 1]) }
            switch (token, numbers.count) {
            case ("m", 2): move(to: point(0))
            case ("l", 2): addLine(to: point(0))
            case ("q", 4): addQuadCurve(to: point(1), control: point(0))
            case ("c", 6): addCurve(to: point(2), control1: point(0), control2: point(1))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            numbers.removeAll(keepingCapacity: true)
        }
        guard numbers.isEmpty else { return nil }
    }

    /// SVG path data (`M0 0L10 0…Z`), how hosts that draw SVG receive a path.
    public var _svgData: String {
        var out = ""
        func add(_ op: String, _ points: CGPoint...) {
            out += op
            out += points.map { "\(Self.format($0.x)) \(Self.format($0.y))" }.joined(separator: " ")
        }
        for element in elements {
            switch element {
            case .move(let p): add("M", p)
            case .line(let p): add("L", p)
            case .quadCurve(let p, let c): add("Q", c, p)
            case .curve(let p, let c1, let c2): add("C", c1, c2, p)
            case .closeSubpath: out += "Z"
            }
        }
        return out
    }

    // MARK: Helpers

    /// Control-point distance for a quarter circle drawn as one cubic curve.
    private static let kappa: CGFloat = 0.552_284_749_8

    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let first = point(start).applying(transform)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        guard delta != 0, radius > 0 else { return }
        let segments = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up) - 1e-9))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let from = point(angle), to = point(next)
            let c1 = CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle))
            let c2 = CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))
            elements.append(.curve(to: to.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            angle = next
        }
    }

    /// The path as straight segments, each subpath closed, for hit testing.
    private func flattenedSegments() -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var last = CGPoint.zero, start = CGPoint.zero
        let steps = 16
        func close() { if last != start { segments.append((last, start)) } }
        for element in elements {
            switch element {
            case .move(let p):
                close()
                last = p
                start = p
            case .line(let p):
                segments.append((last, p))
                last = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                // Chords along the curve, all measured from where it starts.
                let from = last
                for i in 1...steps {
                    let next = Self.point(on: element, from: from, at: CGFloat(i) / CGFloat(steps))
                    segments.append((last, next))
                    last = next
                }
                last = p
            case .closeSubpath:
                close()
                last = start
            }
        }
        close()
        return segments
    }

    private static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
    }

    private static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
    }

    /// Parameters in (0, 1) where a quadratic Bézier coordinate turns.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic Bézier coordinate turns.
    private static func extrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [Double] {
        // Derivative: 3(qa t² + qb t + qc).
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [Double] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    private static func normalized(_ v: CGPoint) -> CGPoint {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length == 0 ? .zero : CGPoint(x: v.x / length, y: v.y / length)
    }

    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(Double(rounded))
    }

    private struct Bounds {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        mutating func add(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        var rect: CGRect {
            minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
        }
    }
}

/// How a rounded rectangle's corners curve.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
