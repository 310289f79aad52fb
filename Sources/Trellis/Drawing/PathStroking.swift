import Foundation

// `Path.strokedPath(_:)`: the area a stroke covers, as a path to fill. The path is
// flattened (each curve into 16 chords, as `contains` and `trimmedPath` measure it), dashed,
// and each stretch becomes polygons — a quadrilateral per segment, a join at each corner,
// a cap at each open end — all wound the same way, so the non-zero fill of their overlap
// is their union: the stroke's area, though not its single outline.

extension Path {
    /// The area that stroking this path with `style` covers, as a path to fill (non-zero
    /// winding): its width, caps, joins, miter limit and dashes.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let halfWidth = style.lineWidth / 2
        guard halfWidth > 0 else { return Path() }
        var outliner = StrokeOutliner(halfWidth: halfWidth, style: style)
        for polyline in Self.dashed(flattenedPolylines(), style: style) { outliner.outline(polyline) }
        return outliner.path
    }

    /// One flattened subpath: its points, and whether it closes.
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
    }

    /// The subpaths as polylines, curves cut into chords, repeated points dropped.
    func flattenedPolylines() -> [Polyline] {
        var polylines: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func append(_ point: CGPoint) {
            if current.points.last != point { current.points.append(point) }
        }
        func finish(closed: Bool) {
            if !current.points.isEmpty {
                current.isClosed = closed
                polylines.append(current)
            }
            current = Polyline(points: [], isClosed: false)
        }
        var last = CGPoint.zero
        forEach { element in
            switch element {
            case .move(let p):
                finish(closed: false)
                append(p)
                last = p
            case .line(let p):
                if current.points.isEmpty { append(last) }
                append(p)
                last = p
            case .quadCurve(let p, _), .curve(let p, _, _):
                if current.points.isEmpty { append(last) }
                for step in 1...16 { append(Self.point(on: element, from: last, at: CGFloat(step) / 16)) }
                last = p
            case .closeSubpath:
                let start = current.points.first ?? last
                if current.points.count > 1, current.points.last == start { current.points.removeLast() }
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return polylines
    }

    /// The polylines cut into the dashes of `style` (unchanged without a dash pattern).
    static func dashed(_ polylines: [Polyline], style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, !pattern.contains(where: { $0 < 0 }) else { return polylines }
        var dashes: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            // Where in the pattern the path starts.
            var offset = style.dashPhase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - offset, on = index % 2 == 0
            var dash: [CGPoint] = on ? [points[0]] : []
            for (a, b) in zip(points, points.dropFirst()) {
                var start = a
                var length = hypot(b.x - start.x, b.y - start.y)
                while length > left {
                    let t = left / length
                    let cut = CGPoint(x: start.x + (b.x - start.x) * t, y: start.y + (b.y - start.y) * t)
                    if on {
                        dash.append(cut)
                        dashes.append(Polyline(points: dash, isClosed: false))
                        dash = []
                    } else {
                        dash = [cut]
                    }
                    on.toggle()
                    length -= left
                    start = cut
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= length
                if on { dash.append(b) }
            }
            if on, dash.count > 1 { dashes.append(Polyline(points: dash, isClosed: false)) }
        }
        return dashes
    }
}

/// Writes the polygons of polylines' strokes into `path`, each wound counter-clockwise
/// (in the path's coordinates) so that overlaps add up under the non-zero rule.
private struct StrokeOutliner {
    let halfWidth: CGFloat
    let style: StrokeStyle
    var path = Path()

    mutating func outline(_ polyline: Path.Polyline) {
        var points = polyline.points
        guard let first = points.first else { return }
        if points.count == 1 {
            // A lone point: only round and square caps draw it.
            switch style.lineCap {
            case .round: disc(at: first)
            case .square: polygon([CGPoint(x: first.x - halfWidth, y: first.y - halfWidth), CGPoint(x: first.x + halfWidth, y: first.y - halfWidth),
                                   CGPoint(x: first.x + halfWidth, y: first.y + halfWidth), CGPoint(x: first.x - halfWidth, y: first.y + halfWidth)])
            case .butt: break
            }
            return
        }
        if polyline.isClosed { points.append(first) }
        let count = points.count
        for index in 0..<(count - 1) {
            var a = points[index], b = points[index + 1]
            let direction = unit(from: a, to: b)
            // Square caps lengthen the open ends by half the width.
            if !polyline.isClosed && style.lineCap == .square {
                if index == 0 { a = CGPoint(x: a.x - direction.x * halfWidth, y: a.y - direction.y * halfWidth) }
                if index == count - 2 { b = CGPoint(x: b.x + direction.x * halfWidth, y: b.y + direction.y * halfWidth) }
            }
            let normal = CGPoint(x: -direction.y * halfWidth, y: direction.x * halfWidth)
            polygon([CGPoint(x: a.x + normal.x, y: a.y + normal.y), CGPoint(x: b.x + normal.x, y: b.y + normal.y),
                     CGPoint(x: b.x - normal.x, y: b.y - normal.y), CGPoint(x: a.x - normal.x, y: a.y - normal.y)])
        }
        // Joins at the inner corners (and where a closed one meets its start).
        let corners = polyline.isClosed ? Array(0..<(count - 1)) : Array(1..<(count - 1))
        for index in corners {
            let previous = index == 0 ? points[count - 2] : points[index - 1]
            join(at: points[index], incoming: unit(from: previous, to: points[index]), outgoing: unit(from: points[index], to: points[index + 1]))
        }
        if !polyline.isClosed && style.lineCap == .round {
            disc(at: points[0])
            disc(at: points[count - 1])
        }
    }

    private mutating func join(at point: CGPoint, incoming: CGPoint, outgoing: CGPoint) {
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(cross) < 1e-9 && dot > 0 { return }                       // straight on
        if style.lineJoin == .round {
            disc(at: point)
            return
        }
        // The outer side of the turn.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: point.x - incoming.y * halfWidth * side, y: point.y + incoming.x * halfWidth * side)
        let b = CGPoint(x: point.x - outgoing.y * halfWidth * side, y: point.y + outgoing.x * halfWidth * side)
        if style.lineJoin == .miter {
            // The miter's length over the line's width is 1 / sin(θ/2), θ the angle between
            // the segments; beyond the limit the corner is bevelled, as Core Graphics does.
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit, abs(cross) > 1e-9 {
                // Where the two outer edges meet.
                let t = ((b.x - a.x) * outgoing.y - (b.y - a.y) * outgoing.x) / cross
                let tip = CGPoint(x: a.x + incoming.x * t, y: a.y + incoming.y * t)
                polygon([point, a, tip, b])
                return
            }
        }
        polygon([point, a, b])
    }

    private mutating func disc(at center: CGPoint) {
        let steps = max(12, Int((halfWidth * 2).rounded(.up)))
        polygon((0..<steps).map { step in
            let angle = CGFloat(step) / CGFloat(steps) * 2 * .pi
            return CGPoint(x: center.x + cos(angle) * halfWidth, y: center.y + sin(angle) * halfWidth)
        })
    }

    /// Adds a closed polygon, turned to wind as every other one does.
    private mutating func polygon(_ vertices: [CGPoint]) {
        guard vertices.count > 2 else { return }
        var area: CGFloat = 0
        for (p, q) in zip(vertices, vertices.dropFirst() + [vertices[0]]) { area += p.x * q.y - q.x * p.y }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? vertices : vertices.reversed()
        path.move(to: ordered[0])
        for vertex in ordered.dropFirst() { path.addLine(to: vertex) }
        path.closeSubpath()
    }

    private func unit(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) : CGPoint(x: 1, y: 0)
    }
}
