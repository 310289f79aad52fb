import Foundation
import Trellis

/// The paths of marks at a plot's size, and the rectangles their symbols and annotations
/// sit on.
@MainActor
enum MarkGeometry {
    static func isStroked(_ plotted: PlottedMark) -> Bool {
        switch plotted.figure {
        case .line, .segment: true
        default: false
        }
    }

    /// Points carry their symbol always; lines when they were given one.
    static func drawsSymbols(_ plotted: PlottedMark) -> Bool {
        switch plotted.figure {
        case .symbol: plotted.mark.look.symbolView != nil
        case .line: plotted.mark.look.symbol != nil || plotted.mark.look.symbolKey != nil || plotted.mark.look.symbolView != nil
        default: false
        }
    }

    static func path(_ plotted: PlottedMark, size: CGSize, isPie: Bool) -> Path {
        switch plotted.figure {
        case .box(let x, let y):
            let rect = box(x: x, y: y, size: size)
            let radius = min(plotted.mark.look.cornerRadius, rect.width / 2, rect.height / 2)
            return radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect)
        case .segment(let x, let y):
            let (x0, x1) = x.resolve(size.width), (y0, y1) = y.resolve(size.height)
            var path = Path()
            if x1 - x0 < 0.5 {
                path.move(to: CGPoint(x: (x0 + x1) / 2, y: y0)); path.addLine(to: CGPoint(x: (x0 + x1) / 2, y: y1))
            } else {
                path.move(to: CGPoint(x: x0, y: (y0 + y1) / 2)); path.addLine(to: CGPoint(x: x1, y: (y0 + y1) / 2))
            }
            return path
        case .symbol(let x, let y):
            let center = CGPoint(x: x.resolve(size.width), y: y.resolve(size.height))
            let s = plotted.symbolSize
            return (plotted.symbol ?? AnyChartSymbolShape(.circle))
                .path(in: CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height))
        case .line(let points, let method):
            var path = Path()
            Curves.add(resolve(points, size), method, to: &path, moving: true)
            return path
        case .area(let top, let bottom, let method):
            var path = Path()
            let upper = resolve(top, size), lower = resolve(bottom, size)
            guard let first = upper.first else { return path }
            Curves.add(upper, method, to: &path, moving: true)
            Curves.add(Array(lower.reversed()), method, to: &path, moving: false)
            path.addLine(to: first)
            path.closeSubpath()
            return path
        case .sector(let start, let end):
            return sector(plotted.mark, start: start, end: end, size: size)
        }
    }

    static func box(x: PlotExtent, y: PlotExtent, size: CGSize) -> CGRect {
        let (x0, x1) = x.resolve(size.width), (y0, y1) = y.resolve(size.height)
        return CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    static func resolve(_ points: [(PlotCoordinate, PlotCoordinate)], _ size: CGSize) -> [CGPoint] {
        points.map { CGPoint(x: $0.0.resolve(size.width), y: $0.1.resolve(size.height)) }
    }

    /// The plot's centre, and the outer radius a sector gets from its dimension.
    static func pie(_ mark: _ChartMark, size: CGSize) -> (center: CGPoint, inner: CGFloat, outer: CGFloat) {
        let full = min(size.width, size.height) / 2
        let outer = mark.outerRadius.resolve(step: full, fallback: full)
        let inner: CGFloat = switch mark.innerRadius.kind {
        case .automatic: 0
        case .fixed(let points): points
        case .ratio(let share): outer * share
        case .inset(let inset): max(0, outer - inset)
        }
        return (CGPoint(x: size.width / 2, y: size.height / 2), max(0, min(inner, outer)), max(0, outer))
    }

    /// A sector clockwise from twelve o'clock, from `start` to `end` of a full turn, less
    /// half its angular inset on each side (at the outer radius).
    static func sector(_ mark: _ChartMark, start: Double, end: Double, size: CGSize) -> Path {
        let (center, inner, outer) = pie(mark, size: size)
        guard outer > 0, end > start else { return Path() }
        let inset = outer > 0 ? Double(mark.angularInset / 2 / outer) : 0
        var a0 = start * 2 * .pi + inset, a1 = end * 2 * .pi - inset
        if a1 <= a0 { (a0, a1) = ((a0 + a1) / 2, (a0 + a1) / 2) }
        func point(_ angle: Double, _ radius: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(sin(angle)), y: center.y - radius * CGFloat(cos(angle)))
        }
        let steps = max(2, Int((a1 - a0) / (2 * .pi) * 180))
        var path = Path()
        path.move(to: point(a0, outer))
        for step in 1...steps { path.addLine(to: point(a0 + (a1 - a0) * Double(step) / Double(steps), outer)) }
        if inner > 0 {
            for step in (0...steps).reversed() { path.addLine(to: point(a0 + (a1 - a0) * Double(step) / Double(steps), inner)) }
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    /// The rectangles a mark's symbols and annotations sit on, with where an annotation
    /// goes by default: above a bar (below one that goes down; after one that grows along
    /// x), above a point, in the middle of a sector.
    static func anchors(_ plotted: PlottedMark, size: CGSize) -> [(rect: CGRect, mark: _ChartMark, automaticPosition: AnnotationPosition)] {
        switch plotted.figure {
        case .box(let x, let y):
            let rect = box(x: x, y: y, size: size)
            let horizontal: Bool = if case .thick = y { true } else { false }
            let negative = plotted.mark.y.isNegative || plotted.mark.x.isNegative
            let position: AnnotationPosition = horizontal ? (negative ? .leading : .trailing) : (negative ? .bottom : .top)
            return [(rect, plotted.mark, position)]
        case .segment(let x, let y):
            let (x0, x1) = x.resolve(size.width), (y0, y1) = y.resolve(size.height)
            return [(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), plotted.mark, .top)]
        case .symbol(let x, let y):
            let s = plotted.symbolSize
            return [(CGRect(x: x.resolve(size.width) - s.width / 2, y: y.resolve(size.height) - s.height / 2, width: s.width, height: s.height),
                     plotted.mark, .top)]
        case .line, .area:
            let s = plotted.symbolSize
            return plotted.points.map { point in
                let center = CGPoint(x: point.x.resolve(size.width), y: point.y.resolve(size.height))
                return (CGRect(x: center.x - s.width / 2, y: center.y - s.height / 2, width: s.width, height: s.height), point.mark, .top)
            }
        case .sector(let start, let end):
            let (center, inner, outer) = pie(plotted.mark, size: size)
            let middle = (start + end) * .pi
            let radius = (inner + outer) / 2
            let point = CGPoint(x: center.x + radius * CGFloat(sin(middle)), y: center.y - radius * CGFloat(cos(middle)))
            return [(CGRect(origin: point, size: .zero), plotted.mark, .overlay)]
        }
    }
}

extension _ChartMark.Place {
    var isNegative: Bool {
        if case .data(.point(.number(let value))) = self { return value < 0 }
        return false
    }
}

/// How lines and areas pass through their points.
enum Curves {
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, moving: Bool) {
        guard let first = points.first else { return }
        if moving { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch method.kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b)
            }
        case .stepEnd:
            for (a, b) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b)
            }
        case .stepCenter:
            for (a, b) in zip(points, points.dropFirst()) {
                let middle = (a.x + b.x) / 2
                path.addLine(to: CGPoint(x: middle, y: a.y)); path.addLine(to: CGPoint(x: middle, y: b.y)); path.addLine(to: b)
            }
        case .cardinal(let tension):
            smooth(points, share: (1 - tension) / 6, to: &path)
        case .catmullRom, .monotone:
            // A uniform Catmull-Rom spline (the centripetal and monotone curves Swift Charts
            // draws follow the same points closely; docs/Differences.md).
            smooth(points, share: 1.0 / 6, to: &path)
        }
    }

    /// Cubic segments whose tangents at each point run along its neighbours' chord.
    private static func smooth(_ points: [CGPoint], share: CGFloat, to path: inout Path) {
        for index in 0..<(points.count - 1) {
            let p0 = points[max(0, index - 1)], p1 = points[index], p2 = points[index + 1], p3 = points[min(points.count - 1, index + 2)]
            let c1 = CGPoint(x: p1.x + (p2.x - p0.x) * share, y: p1.y + (p2.y - p0.y) * share)
            let c2 = CGPoint(x: p2.x - (p3.x - p1.x) * share, y: p2.y - (p3.y - p1.y) * share)
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }
}

/// The selection gestures `chartXSelection`, `chartYSelection` and `chartAngleSelection`
/// put on the plot (or the app's own `chartGesture`): a tap or a drag sets the binding to
/// the value under it.
struct ChartSelectionGesture: ViewModifier {
    let plan: ChartPlan
    let configuration: _ChartConfiguration
    let proxy: ChartProxy
    let size: CGSize

    func body(content: Content) -> some View {
        if let gesture = configuration.gesture {
            content.gesture(gesture(proxy))
        } else if configuration.xSelection != nil || configuration.ySelection != nil || configuration.angleSelection != nil {
            // A tap selects the value under it; a drag follows the finger (or spans a range).
            content
                .onTapGesture(coordinateSpace: .local) { location in select(from: location, to: location) }
                .gesture(DragGesture(minimumDistance: 4)
                    .onChanged { value in select(from: value.startLocation, to: value.location) })
        } else {
            content
        }
    }

    private func select(from start: CGPoint, to location: CGPoint) {
        let (width, height) = (max(size.width, 1), max(size.height, 1))
        if let selection = configuration.xSelection, let scale = plan.x?.scale {
            if let setRange = selection.setRange, abs(location.x - start.x) > 2,
               let a = scale.datum(at: Double(start.x / width)), let b = scale.datum(at: Double(location.x / width)) {
                setRange(a, b)
            } else if selection.setRange == nil {
                selection.set(scale.datum(at: Double(min(max(location.x, 0), width) / width)))
            }
        }
        if let selection = configuration.ySelection, let scale = plan.y?.scale {
            let fraction = { (y: CGFloat) in Double(1 - min(max(y, 0), height) / height) }
            if let setRange = selection.setRange, abs(location.y - start.y) > 2,
               let a = scale.datum(at: fraction(start.y)), let b = scale.datum(at: fraction(location.y)) {
                setRange(a, b)
            } else if selection.setRange == nil {
                selection.set(scale.datum(at: fraction(location.y)))
            }
        }
        if let selection = configuration.angleSelection {
            let angle = atan2(Double(location.x - width / 2), Double(height / 2 - location.y))
            let turn = (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
            selection.set(.number(turn * plan.angleTotal))
        }
    }
}
