import Foundation
import Trellis

// The marks a chart draws: bars, lines, points, areas, rules, rectangles and sectors, and
// the values that size, stack and join them.

/// A rectangle from a baseline to a value, or across a range: one bar of a bar chart.
/// Bars sharing a position stack (`stacking:`).
nonisolated public struct BarMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                                        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = .make(.bar, x: .data(x.placement), y: .data(y.placement), width: width, height: height, stacking: stacking)
    }
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                                          width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = .make(.bar, x: .data(x.placement), y: .fixed(yStart, yEnd), width: width, stacking: stacking)
    }
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                                          height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = .make(.bar, x: .fixed(xStart, xEnd), y: .data(y.placement), height: height, stacking: stacking)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                        height: MarkDimension = .automatic) {
        mark = .make(.bar, x: .between(xStart, xEnd), y: .data(y.placement), height: height, stacking: .unstacked)
    }
    public nonisolated init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = .make(.bar, x: .between(xStart, xEnd), y: .fixed(yStart, yEnd), stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                        width: MarkDimension = .automatic) {
        mark = .make(.bar, x: .data(x.placement), y: .between(yStart, yEnd), width: width, stacking: .unstacked)
    }
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.bar, x: .fixed(xStart, xEnd), y: .between(yStart, yEnd), stacking: .unstacked)
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// A point of a line: a chart joins the line marks of one series in order.
nonisolated public struct LineMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .make(.line, x: .data(x.placement), y: .data(y.placement))
    }
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = .make(.line, x: .data(x.placement), y: .data(y.placement), series: series.placement.center)
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// A symbol at a value: one point of a scatter plot.
nonisolated public struct PointMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .make(.point, x: .data(x.placement), y: .data(y.placement))
    }
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark = .make(.point, x: .data(x.placement), y: .fixed(y, y))
    }
    public nonisolated init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = .make(.point, x: .fixed(x, x), y: .data(y.placement))
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// The area under a line, or between two: a chart fills the area marks of one series in
/// order, stacking series on each other (`stacking:`).
nonisolated public struct AreaMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = .make(.area, x: .data(x.placement), y: .data(y.placement), stacking: stacking)
    }
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                                      stacking: MarkStackingMethod = .standard) {
        mark = .make(.area, x: .data(x.placement), y: .data(y.placement), series: series.placement.center, stacking: stacking)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .make(.area, x: .between(xStart, xEnd), y: .data(y.placement), stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                                      series: PlottableValue<S>) {
        mark = .make(.area, x: .between(xStart, xEnd), y: .data(y.placement), series: series.placement.center, stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.area, x: .data(x.placement), y: .between(yStart, yEnd), stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                                      series: PlottableValue<S>) {
        mark = .make(.area, x: .data(x.placement), y: .between(yStart, yEnd), series: series.placement.center, stacking: .unstacked)
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// A straight line across the plot at a value (a target, an average), or between two.
nonisolated public struct RuleMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = .make(.rule, x: .fixed(xStart, xEnd), y: .data(y.placement))
    }
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = .make(.rule, x: .between(xStart, xEnd), y: .data(y.placement))
    }
    public nonisolated init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark = .make(.rule, x: .between(xStart, xEnd), y: .fixed(y, y))
    }
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = .make(.rule, x: .data(x.placement), y: .fixed(yStart, yEnd))
    }
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.rule, x: .data(x.placement), y: .between(yStart, yEnd))
    }
    public nonisolated init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.rule, x: .fixed(x, x), y: .between(yStart, yEnd))
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// A rectangle at a value or across ranges (a heat map's cell). Never stacks.
nonisolated public struct RectangleMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                                        height: MarkDimension = .automatic) {
        mark = .make(.rectangle, x: .data(x.placement), y: .data(y.placement), width: width, height: height, stacking: .unstacked)
    }
    public nonisolated init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        mark = .make(.rectangle, x: .data(x.placement), y: .fixed(yStart, yEnd), width: width, stacking: .unstacked)
    }
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = .make(.rectangle, x: .fixed(xStart, xEnd), y: .data(y.placement), height: height, stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                        height: MarkDimension = .automatic) {
        mark = .make(.rectangle, x: .between(xStart, xEnd), y: .data(y.placement), height: height, stacking: .unstacked)
    }
    public nonisolated init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = .make(.rectangle, x: .between(xStart, xEnd), y: .fixed(yStart, yEnd), stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                        width: MarkDimension = .automatic) {
        mark = .make(.rectangle, x: .data(x.placement), y: .between(yStart, yEnd), width: width, stacking: .unstacked)
    }
    public nonisolated init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.rectangle, x: .fixed(xStart, xEnd), y: .between(yStart, yEnd), stacking: .unstacked)
    }
    public nonisolated init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                                        yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = .make(.rectangle, x: .between(xStart, xEnd), y: .between(yStart, yEnd), stacking: .unstacked)
    }
    public nonisolated init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = .make(.rectangle, x: .fixed(xStart, xEnd), y: .fixed(yStart, yEnd), stacking: .unstacked)
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

/// A slice of a pie or donut: its angle is its value's share of all the sectors' values,
/// clockwise from twelve o'clock.
nonisolated public struct SectorMark: _PrimitiveChartContent {
    let mark: _ChartMark
    public nonisolated init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
                            outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = _ChartMark(.sector)
        mark.angle = max(0, angle.placement.center.continuous ?? 0)
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { marks.append(mark) }
}

extension _ChartMark.Place {
    static func between<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> Self {
        .span(start.placement.lower, end.placement.upper)
    }
}

extension _ChartMark {
    static func make(_ kind: Kind, x: Place, y: Place, series: _ChartDatum? = nil, width: MarkDimension = .automatic,
                     height: MarkDimension = .automatic, stacking: MarkStackingMethod = .unstacked) -> _ChartMark {
        var mark = _ChartMark(kind)
        (mark.x, mark.y, mark.series) = (x, y, series)
        (mark.width, mark.height, mark.stacking) = (width, height, stacking)
        return mark
    }
}

// MARK: Sizes, stacking, interpolation

/// A mark's width or height: automatic (from the scale's step), in points, a share of the
/// step, or the step less an inset on each side.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible, Sendable {
    enum Kind: Equatable, Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }
    public nonisolated init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public nonisolated init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    public var description: String { "\(kind)" }

    /// The size in points within a step of `step` points (`automatic` is `fallback`).
    func resolve(step: CGFloat, fallback: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: fallback
        case .fixed(let points): points
        case .ratio(let share): step * share
        case .inset(let inset): max(0, step - 2 * inset)
        }
    }
}

/// How marks sharing a position stack.
public struct MarkStackingMethod: Equatable, CustomStringConvertible, Sendable {
    enum Kind: Equatable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind
    /// Each on top of the last, from zero.
    public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
    /// Stacked, each stack scaled to fill 0…1.
    public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
    /// Stacked, each stack centred on zero.
    public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
    /// Each from zero, overlapping.
    public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
    public var description: String { "\(kind)" }
}

/// How a line or an area joins its points.
public struct InterpolationMethod: CustomStringConvertible, Sendable, Equatable {
    enum Kind: Equatable, Sendable { case linear, cardinal(CGFloat), catmullRom(CGFloat), monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind
    public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
    public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .cardinal(0)) }
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
    public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom(0.5)) }
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
    public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
    public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
    public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
    public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
    public var description: String { "\(kind)" }
}

// MARK: Symbols

/// A shape a point (or a line's points) is drawn with.
public protocol ChartSymbolShape: Shape {
    /// The part of the shape's frame that looks like a unit square (so symbols of one size
    /// look alike).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols charts draw points with, and cycle through for `symbol(by:)`.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    let strokeWidth: CGFloat?

    init(_ kind: Kind, strokeWidth: CGFloat? = nil) { (self.kind, self.strokeWidth) = (kind, strokeWidth) }

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol drawn as its outline (`lineWidth` wide) instead of filled.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape { BasicChartSymbolShape(kind, strokeWidth: lineWidth) }

    public nonisolated func path(in rect: CGRect) -> Path {
        let outline = outlinePath(in: rect)
        guard let width = strokeWidth else { return outline }
        return outlinePath(in: rect.insetBy(dx: width / 2, dy: width / 2)).strokedPath(StrokeStyle(lineWidth: width))
    }

    private func outlinePath(in rect: CGRect) -> Path {
        let (cx, cy, r) = (rect.midX, rect.midY, min(rect.width, rect.height) / 2)
        var path = Path()
        switch kind {
        case .circle: path.addEllipse(in: rect)
        case .square: path.addRect(rect.insetBy(dx: r * 0.1, dy: r * 0.1))
        case .triangle, .pentagon:
            let sides = kind == .triangle ? 3 : 5
            let points = (0..<sides).map { index -> CGPoint in
                let angle = -Double.pi / 2 + Double(index) * 2 * .pi / Double(sides)
                return CGPoint(x: cx + r * CGFloat(cos(angle)), y: cy + r * CGFloat(sin(angle)))
            }
            path.addLines(points)
            path.closeSubpath()
        case .diamond:
            path.addLines([CGPoint(x: cx, y: rect.minY), CGPoint(x: rect.maxX, y: cy), CGPoint(x: cx, y: rect.maxY), CGPoint(x: rect.minX, y: cy)])
            path.closeSubpath()
        case .plus, .cross, .asterisk:
            let arms: [Double] = switch kind {
            case .plus: [0, 90]
            case .cross: [45, 135]
            default: [0, 60, 120]
            }
            var lines = Path()
            for degrees in arms {
                let angle = degrees * .pi / 180
                let (dx, dy) = (r * CGFloat(cos(angle)), r * CGFloat(sin(angle)))
                lines.move(to: CGPoint(x: cx - dx, y: cy - dy))
                lines.addLine(to: CGPoint(x: cx + dx, y: cy + dy))
            }
            path = lines.strokedPath(StrokeStyle(lineWidth: max(1, r / 3), lineCap: .round))
        }
        return path
    }

    /// The order `symbol(by:)` gives symbols to values.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(.circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(.square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(.triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(.diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(.pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(.plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(.cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(.asterisk) }
}

/// A symbol shape of any type.
public struct AnyChartSymbolShape: ChartSymbolShape {
    let base: any ChartSymbolShape
    public init(_ shape: some ChartSymbolShape) { base = shape }
    init(erased shape: any ChartSymbolShape) { base = (shape as? AnyChartSymbolShape)?.base ?? shape }
    public var perceptualUnitRect: CGRect { base.perceptualUnitRect }
    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

// SwiftUI's own shapes draw points as symbols (`.symbol(Circle())`).
extension Circle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Rectangle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Capsule: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension Ellipse: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }
extension RoundedRectangle: ChartSymbolShape { public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) } }

// MARK: Annotations

/// Where an annotation sits around its mark.
public struct AnnotationPosition: Equatable, Sendable {
    let unit: UnitPoint?
    public static let automatic = AnnotationPosition(unit: nil)
    public static let overlay = AnnotationPosition(unit: .center)
    public static let top = AnnotationPosition(unit: .top)
    public static let bottom = AnnotationPosition(unit: .bottom)
    public static let leading = AnnotationPosition(unit: .leading)
    public static let trailing = AnnotationPosition(unit: .trailing)
    public static let topLeading = AnnotationPosition(unit: .topLeading)
    public static let topTrailing = AnnotationPosition(unit: .topTrailing)
    public static let bottomLeading = AnnotationPosition(unit: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(unit: .bottomTrailing)
}

/// What an annotation's content is told: the size of what it annotates.
public struct AnnotationContext: Sendable {
    public let targetSize: CGSize
}

/// How an annotation that would leave the chart is moved (iOS 17): kept inside the plot
/// or the chart, or left where it is.
public struct AnnotationOverflowResolution: Sendable {
    public struct Strategy: Equatable, Sendable {
        let fits: Bool
        public static let automatic = Strategy(fits: true)
        public static let disabled = Strategy(fits: false)
        public static let fit = Strategy(fits: true)
        public static let padScale = Strategy(fits: true)
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(fits: true) }
    }
    public struct Boundary: Equatable, Sendable {
        public static let automatic = Boundary()
        public static let chart = Boundary()
        public static let plot = Boundary()
    }
    let x: Strategy, y: Strategy
    public nonisolated init(x: Strategy = .automatic, y: Strategy = .automatic) { (self.x, self.y) = (x, y) }
    public static let automatic = AnnotationOverflowResolution()
}
