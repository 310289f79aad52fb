import Foundation
import Trellis

// What a chart draws, worked out from its marks and its configuration before any size is
// known: the scales, the marks' places as fractions of the plot (stacked where they stack),
// their looks, the axes' values and the legend. `ChartBody` turns it into views once the
// plot's size is known.

/// A coordinate in the plot: a fraction of its width or height (from the leading or top
/// edge) plus points.
struct PlotCoordinate: Sendable {
    var fraction: Double
    var points: CGFloat = 0
    func resolve(_ length: CGFloat) -> CGFloat { CGFloat(fraction) * length + points }
}

/// How thick a bar or rectangle is across its position: a dimension of the scale's step.
struct PlotThickness: Sendable {
    let center: PlotCoordinate
    /// The step a band or the spacing of positions gives, as a fraction of the axis.
    let step: Double
    let dimension: MarkDimension
    /// The share of the step an automatic thickness takes.
    let automaticShare: Double

    func resolve(_ length: CGFloat) -> (CGFloat, CGFloat) {
        let stepPoints = CGFloat(step) * length
        let size = dimension.resolve(step: stepPoints, fallback: stepPoints * CGFloat(automaticShare))
        let center = center.resolve(length)
        return (center - size / 2, center + size / 2)
    }
}

/// One side of a rectangle's extent: a coordinate, or a thickness around one.
enum PlotExtent: Sendable {
    case between(PlotCoordinate, PlotCoordinate)
    case thick(PlotThickness)

    func resolve(_ length: CGFloat) -> (CGFloat, CGFloat) {
        switch self {
        case .between(let a, let b):
            let (p, q) = (a.resolve(length), b.resolve(length))
            return (min(p, q), max(p, q))
        case .thick(let thickness): return thickness.resolve(length)
        }
    }
}

/// What a mark draws, in plot coordinates.
enum PlotFigure {
    case box(x: PlotExtent, y: PlotExtent)
    case line([(PlotCoordinate, PlotCoordinate)], InterpolationMethod)
    case area(top: [(PlotCoordinate, PlotCoordinate)], bottom: [(PlotCoordinate, PlotCoordinate)], InterpolationMethod)
    case segment(x: PlotExtent, y: PlotExtent)
    case symbol(x: PlotCoordinate, y: PlotCoordinate)
    case sector(start: Double, end: Double)
}

/// A mark ready to draw: its figure, its look, and (for lines and areas) the marks it joins.
struct PlottedMark {
    let figure: PlotFigure
    let mark: _ChartMark
    let style: AnyShapeStyle
    let symbol: AnyChartSymbolShape?
    let symbolSize: CGSize
    let strokeStyle: StrokeStyle
    /// Points along a line that carry symbols (and annotations), one per joined mark.
    let points: [(x: PlotCoordinate, y: PlotCoordinate, mark: _ChartMark)]
}

/// One row of the legend.
struct LegendEntry {
    let name: String
    let style: AnyShapeStyle
    let symbol: AnyChartSymbolShape
}

/// One value an axis marks, with what to draw there.
struct AxisTickPlan {
    let fraction: Double
    let datum: _ChartDatum
    let items: [_AxisMarkItem]
    let text: String
}

struct AxisPlan {
    let scale: ChartScale
    let ticks: [AxisTickPlan]
    let visible: Bool
    /// Labels at the trailing (y) or bottom (x) side of the plot, unless told otherwise.
    let position: AxisMarkPosition
}

@MainActor
struct ChartPlan {
    let marks: [PlottedMark]
    let x: AxisPlan?
    let y: AxisPlan?
    let legend: [LegendEntry]
    let gradientLegend: (low: String, high: String, colors: [Color])?
    /// The sectors' values added up: the angle axis's full turn.
    let angleTotal: Double
    let isPie: Bool

    /// The colours series get, in the order their values first appear (Swift Charts'
    /// default palette).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    static let defaultStyle = AnyShapeStyle(Color.blue)

    init(marks: [_ChartMark], configuration: _ChartConfiguration) {
        // Marks placed side by side (`position(by:)`) share their band among all the values.
        var source = marks
        var groups: [_ChartDatum] = []
        for mark in source { if let key = mark.look.positionKey, !groups.contains(key) { groups.append(key) } }
        for index in source.indices where source[index].look.positionKey != nil { source[index].look.positionGroups = groups }
        let isPie = !source.isEmpty && source.allSatisfy { $0.kind == .sector }
        self.isPie = isPie
        let stacked = Stacking(source)

        // Scales, from every value the marks put on each axis.
        var xValues: [_ChartDatum] = [], yValues: [_ChartDatum] = []
        for resolved in stacked.resolved {
            xValues += resolved.xValues
            yValues += resolved.yValues
        }
        // Swift Charts includes zero in every number scale by default.
        let xScale = ChartScale.make(values: xValues, spec: configuration.xScale, zeroByDefault: true, desiredTicks: 5)
        var yScale = ChartScale.make(values: yValues, spec: configuration.yScale, zeroByDefault: true, desiredTicks: 5)
        if case .band = yScale.kind { yScale.reversed.toggle() }
        angleTotal = source.filter { $0.kind == .sector }.reduce(0) { $0 + $1.angle }

        // Looks: colours, symbols and dashes by value.
        var keys = Keys()
        for mark in source {
            Keys.note(mark.look.foregroundKey, in: &keys.foreground)
            Keys.note(mark.look.symbolKey, in: &keys.symbols)
            Keys.note(mark.look.lineStyleKey, in: &keys.lineStyles)
        }
        let looks = Looks(keys: keys, configuration: configuration)

        // Figures.
        var plotted: [PlottedMark] = []
        var sectorStart = 0.0
        var lineGroups: [String: [Int]] = [:], lineOrder: [String] = []
        for (index, mark) in source.enumerated() {
            let resolved = stacked.resolved[index]
            switch mark.kind {
            case .line, .area:
                let key = "\(mark.kind)|\(looks.seriesKey(mark).map { "\($0)" } ?? "")"
                if lineGroups[key] == nil { lineOrder.append(key) }
                lineGroups[key, default: []].append(index)
            case .sector:
                let share = angleTotal > 0 ? mark.angle / angleTotal : 0
                plotted.append(looks.plotted(.sector(start: sectorStart, end: sectorStart + share), mark))
                sectorStart += share
            default:
                guard let figure = Figures.figure(for: mark, resolved, x: xScale, y: yScale, stacked: stacked) else { continue }
                plotted.append(looks.plotted(figure, mark))
            }
        }
        for key in lineOrder {
            let members = lineGroups[key] ?? []
            guard let first = members.first.map({ source[$0] }) else { continue }
            let points = members.compactMap { index -> (x: PlotCoordinate, y: PlotCoordinate, low: PlotCoordinate, mark: _ChartMark)? in
                Figures.linePoint(source[index], stacked.resolved[index], x: xScale, y: yScale)
            }
            let interpolation = first.look.interpolation ?? .linear
            let figure: PlotFigure = first.kind == .line
                ? .line(points.map { ($0.x, $0.y) }, interpolation)
                : .area(top: points.map { ($0.x, $0.y) }, bottom: points.map { ($0.x, $0.low) }, interpolation)
            plotted.append(looks.plotted(figure, first, points: points.map { ($0.x, $0.y, $0.mark) }))
        }
        self.marks = plotted.enumerated().sorted { ($0.element.mark.look.zIndex, $0.offset) < ($1.element.mark.look.zIndex, $1.offset) }.map(\.element)
        legend = looks.legend
        gradientLegend = looks.gradientLegend

        if isPie {
            (x, y) = (nil, nil)
        } else {
            x = Self.axis(xScale, configuration.xAxis, isX: true)
            y = Self.axis(yScale, configuration.yAxis, isX: false)
        }
    }

    private static func axis(_ scale: ChartScale, _ configuration: _AxisConfiguration, isX: Bool) -> AxisPlan {
        let sets = configuration.content ?? [_AxisMarkSet(preset: .automatic, position: .automatic, values: .automatic(desiredCount: nil),
                                                         content: nil, stroke: nil, format: nil)]
        var ticks: [AxisTickPlan] = []
        var position = AxisMarkPosition.automatic
        for set in sets {
            if set.position != .automatic { position = set.position }
            let values = scale.ticks(set.values)
            let unit = scale.dateUnit(of: values)
            for (index, datum) in values.enumerated() {
                guard let fraction = scale.fraction(datum) else { continue }
                let items: [_AxisMarkItem]
                if let content = set.content {
                    items = content(AxisValue(datum: datum, index: index, count: values.count))
                } else {
                    // The default marks: a grid line (not across a category axis), a tick, a label.
                    var defaults: [_AxisMarkItem] = []
                    if !scale.isBand { defaults.append(_AxisMarkItem(kind: .gridLine(centered: false, stroke: set.stroke))) }
                    if isX || set.stroke != nil { defaults.append(_AxisMarkItem(kind: .tick(length: nil, stroke: set.stroke))) }
                    defaults.append(_AxisMarkItem(kind: .label(_AxisLabel(content: .formatted(set.format), centered: nil, anchor: nil,
                                                                           orientation: .automatic, collisionResolution: .automatic))))
                    items = defaults
                }
                let text = set.format?(datum) ?? AxisText.text(for: datum, dateStep: unit)
                ticks.append(AxisTickPlan(fraction: fraction, datum: datum, items: items, text: text))
            }
        }
        return AxisPlan(scale: scale, ticks: ticks, visible: configuration.visibility != .hidden, position: position)
    }
}

/// How axis values read when nothing formats them: numbers as the locale writes them,
/// dates by the step between marks (hours, days, months or years), categories as they are.
enum AxisText {
    static func text(for datum: _ChartDatum, dateStep: TimeInterval) -> String {
        switch datum {
        case .category(let name): return name
        case .number(let value): return value.formatted()
        case .date(let date):
            if dateStep < 86_400 { return date.formatted(date: .omitted, time: .shortened) }
            if dateStep < 2_000_000 { return date.formatted(.dateTime.month(.abbreviated).day()) }
            if dateStep < 30_000_000 { return date.formatted(.dateTime.month(.abbreviated)) }
            return date.formatted(.dateTime.year())
        }
    }
}

// MARK: Stacking

/// Where each mark's values put it once stacked: the values each axis's scale must span,
/// and, for bars and areas, the ends of the extent along the axis its value grows along.
struct Stacking {
    struct Resolved {
        var xValues: [_ChartDatum] = []
        var yValues: [_ChartDatum] = []
        /// The axis a bar's or an area's value grows along.
        var valueAxis: Axis = .vertical
        /// The stacked ends along the value axis (numbers).
        var valueExtent: (Double, Double)?
    }

    private(set) var resolved: [Resolved] = []

    init(_ marks: [_ChartMark]) {
        // Which category axis the bars sit on: values along the other.
        var positiveTotals: [String: Double] = [:], negativeTotals: [String: Double] = [:], sums: [String: Double] = [:]
        let horizontal = marks.map(Self.growsHorizontally)
        for (index, mark) in marks.enumerated() where mark.stacking.kind != .unstacked {
            guard let key = Self.stackKey(mark, horizontal: horizontal[index]), let value = Self.stackedValue(mark, horizontal: horizontal[index])
            else { continue }
            sums[key, default: 0] += abs(value)
        }
        for (index, mark) in marks.enumerated() {
            var result = Resolved()
            result.xValues = mark.x.data
            result.yValues = mark.y.data
            let isHorizontal = horizontal[index]
            result.valueAxis = isHorizontal ? .horizontal : .vertical
            if (mark.kind == .bar || mark.kind == .area), let value = Self.stackedValue(mark, horizontal: isHorizontal) {
                var extent = (0.0, value)
                if mark.stacking.kind != .unstacked, let key = Self.stackKey(mark, horizontal: isHorizontal) {
                    if value >= 0 {
                        let base = positiveTotals[key, default: 0]
                        extent = (base, base + value)
                        positiveTotals[key] = base + value
                    } else {
                        let base = negativeTotals[key, default: 0]
                        extent = (base, base + value)
                        negativeTotals[key] = base + value
                    }
                    let total = sums[key, default: 0]
                    switch mark.stacking.kind {
                    case .normalized where total > 0: extent = (extent.0 / total, extent.1 / total)
                    case .center: extent = (extent.0 - total / 2, extent.1 - total / 2)
                    default: break
                    }
                }
                result.valueExtent = extent
                let ends: [_ChartDatum] = [.number(extent.0), .number(extent.1)]
                if isHorizontal { result.xValues = ends } else { result.yValues = ends }
            }
            resolved.append(result)
        }
    }

    /// A bar grows along x when its y is a category (or a span along y is missing) and its
    /// x is a single number.
    static func growsHorizontally(_ mark: _ChartMark) -> Bool {
        guard mark.kind == .bar || mark.kind == .area else { return false }
        guard case .data(.point(let x)) = mark.x, x.continuous != nil, !isDate(x) else { return false }
        switch mark.y {
        case .data(.point(.category)), .span, .fixed, .none: return mark.kind == .bar
        default: return false
        }
    }

    private static func isDate(_ datum: _ChartDatum) -> Bool { if case .date = datum { return true }; return false }

    /// The number a bar or an area adds along its value axis (nil when it spans given ends).
    static func stackedValue(_ mark: _ChartMark, horizontal: Bool) -> Double? {
        let place = horizontal ? mark.x : mark.y
        guard case .data(.point(let datum)) = place, case .number(let value) = datum else { return nil }
        return value
    }

    /// Marks at the same place along the other axis stack together (side-by-side groups
    /// stack within their group).
    static func stackKey(_ mark: _ChartMark, horizontal: Bool) -> String? {
        let place = horizontal ? mark.y : mark.x
        let at: String
        switch place {
        case .data(let placement): at = "\(placement)"
        case .span(let a, let b): at = "\(a)-\(b)"
        case .fixed(let a, let b): at = "\(String(describing: a))-\(String(describing: b))"
        case .none: at = "-"
        }
        return "\(mark.kind)|\(at)|\(mark.look.positionKey.map { "\($0)" } ?? "")"
    }
}

// MARK: Looks

/// The values styled by a value, in the order they first appear.
struct Keys {
    var foreground: [_ChartDatum] = []
    var symbols: [_ChartDatum] = []
    var lineStyles: [_ChartDatum] = []
    static func note(_ key: _ChartDatum?, in list: inout [_ChartDatum]) {
        if let key, !list.contains(key) { list.append(key) }
    }
}

@MainActor
struct Looks {
    let keys: Keys
    let configuration: _ChartConfiguration

    func seriesKey(_ mark: _ChartMark) -> _ChartDatum? {
        mark.series ?? mark.look.foregroundKey ?? mark.look.symbolKey ?? mark.look.lineStyleKey
    }

    func style(for mark: _ChartMark) -> AnyShapeStyle {
        if let style = mark.look.foreground { return style }
        if let key = mark.look.foregroundKey { return foregroundStyle(for: key) }
        return ChartPlan.defaultStyle
    }

    func foregroundStyle(for key: _ChartDatum) -> AnyShapeStyle {
        if let colors = configuration.continuousColors, !colors.isEmpty, case .number(let value) = key {
            return AnyShapeStyle(Self.color(at: value, of: keys.foreground.compactMap(\.continuous), along: colors))
        }
        let order = configuration.foregroundScale.listedDomain ?? keys.foreground
        let index = order.firstIndex(of: key) ?? keys.foreground.firstIndex(of: key) ?? 0
        return configuration.foregroundScale.look(for: key, index: index)
            ?? AnyShapeStyle(ChartPlan.palette[index % ChartPlan.palette.count])
    }

    /// A continuous colour scale's legend: its smallest and largest values, and its colours.
    var gradientLegend: (low: String, high: String, colors: [Color])? {
        guard let colors = configuration.continuousColors, !colors.isEmpty else { return nil }
        let numbers = keys.foreground.compactMap { datum -> Double? in if case .number(let n) = datum { return n }; return nil }
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
        return (low.formatted(), high.formatted(), colors)
    }

    /// The colour at `value`'s place between the smallest and the largest of `values`.
    static func color(at value: Double, of values: [Double], along colors: [Color]) -> Color {
        guard colors.count > 1, let low = values.min(), let high = values.max(), high > low else { return colors[0] }
        let place = (value - low) / (high - low) * Double(colors.count - 1)
        let index = min(colors.count - 2, max(0, Int(place)))
        return colors[index].mix(with: colors[index + 1], by: min(1, max(0, place - Double(index))))
    }

    func symbol(for mark: _ChartMark) -> AnyChartSymbolShape? {
        if let symbol = mark.look.symbol { return symbol }
        guard let key = mark.look.symbolKey else { return mark.kind == .point ? AnyChartSymbolShape(.circle) : nil }
        let index = keys.symbols.firstIndex(of: key) ?? 0
        return configuration.symbolScale.look(for: key, index: index)
            ?? AnyChartSymbolShape(BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count])
    }

    func strokeStyle(for mark: _ChartMark) -> StrokeStyle {
        if let style = mark.look.lineStyle { return style }
        let base = StrokeStyle(lineWidth: mark.kind == .rule ? 1 : 2, lineCap: .round, lineJoin: .round)
        guard let key = mark.look.lineStyleKey else { return base }
        let index = keys.lineStyles.firstIndex(of: key) ?? 0
        if let style = configuration.lineStyleScale.look(for: key, index: index) { return style }
        // Series after the first get dashes of their own.
        let dashes: [[CGFloat]] = [[], [6, 3], [2, 3], [8, 3, 2, 3]]
        var dashed = base
        dashed.dash = dashes[index % dashes.count]
        return dashed
    }

    func plotted(_ figure: PlotFigure, _ mark: _ChartMark,
                 points: [(x: PlotCoordinate, y: PlotCoordinate, mark: _ChartMark)] = []) -> PlottedMark {
        let size = mark.look.symbolSize ?? CGSize(width: 8, height: 8)
        return PlottedMark(figure: figure, mark: mark, style: style(for: mark), symbol: symbol(for: mark), symbolSize: size,
                           strokeStyle: strokeStyle(for: mark), points: points)
    }

    /// The legend: one row per value marks are styled by (a gradient's numbers are shown
    /// as the gradient instead, `gradientLegend`).
    var legend: [LegendEntry] {
        if gradientLegend != nil { return [] }
        let values = keys.foreground.isEmpty ? keys.symbols : keys.foreground
        return values.map { key in
            let index = keys.symbols.firstIndex(of: key)
            let symbol = index.map { configuration.symbolScale.look(for: key, index: $0)
                ?? AnyChartSymbolShape(BasicChartSymbolShape.cycle[$0 % BasicChartSymbolShape.cycle.count]) } ?? AnyChartSymbolShape(.circle)
            let style = keys.foreground.contains(key) ? foregroundStyle(for: key)
                : configuration.foregroundScale.look(for: key, index: index ?? 0) ?? ChartPlan.defaultStyle
            return LegendEntry(name: AxisText.text(for: key, dateStep: 86_400), style: style, symbol: symbol)
        }
    }
}

// MARK: Figures

/// The figures of single marks, as fractions of the plot.
@MainActor
enum Figures {
    /// A coordinate along x (from the leading edge) for a value.
    static func xCoordinate(_ datum: _ChartDatum, _ scale: ChartScale) -> PlotCoordinate? {
        scale.fraction(datum).map { PlotCoordinate(fraction: $0) }
    }

    /// A coordinate along y (from the top edge) for a value.
    static func yCoordinate(_ datum: _ChartDatum, _ scale: ChartScale) -> PlotCoordinate? {
        scale.fraction(datum).map { PlotCoordinate(fraction: 1 - $0) }
    }

    static func coordinate(_ datum: _ChartDatum, _ scale: ChartScale, isX: Bool) -> PlotCoordinate? {
        isX ? xCoordinate(datum, scale) : yCoordinate(datum, scale)
    }

    /// A fixed position in points from the leading or top edge; nil reaches `edge`.
    static func fixed(_ points: CGFloat?, edge: Double) -> PlotCoordinate {
        points.map { PlotCoordinate(fraction: 0, points: $0) } ?? PlotCoordinate(fraction: edge)
    }

    /// The extent along one axis of a bar, a rectangle or a rule.
    static func extent(_ place: _ChartMark.Place, scale: ChartScale, isX: Bool, mark: _ChartMark,
                       valueExtent: (Double, Double)?, thickness: MarkDimension, automaticShare: Double) -> PlotExtent? {
        let (startOffset, endOffset) = isX ? (mark.look.offset.x, mark.look.offset.xEnd) : (mark.look.offset.y, mark.look.offset.yEnd)
        func shifted(_ c: PlotCoordinate, _ by: CGFloat) -> PlotCoordinate { PlotCoordinate(fraction: c.fraction, points: c.points + by) }
        if let (low, high) = valueExtent,
           let a = coordinate(.number(low), scale, isX: isX), let b = coordinate(.number(high), scale, isX: isX) {
            return .between(shifted(a, startOffset), shifted(b, endOffset))
        }
        switch place {
        case .none:
            return .between(PlotCoordinate(fraction: 0), PlotCoordinate(fraction: 1))
        case .fixed(let start, let end):
            return .between(shifted(fixed(start, edge: 0), startOffset), shifted(fixed(end, edge: 1), endOffset))
        case .span(let a, let b), .data(.interval(let a, let b)):
            guard let p = coordinate(a, scale, isX: isX), let q = coordinate(b, scale, isX: isX) else { return nil }
            return .between(shifted(p, startOffset), shifted(q, endOffset))
        case .data(.point(let datum)):
            guard var center = coordinate(datum, scale, isX: isX) else { return nil }
            center.points += startOffset
            var step = scale.bandWidth ?? 0.08
            if let key = mark.look.positionKey, let groups = mark.look.positionGroups, groups.count > 1,
               let slot = groups.firstIndex(of: key) {
                // Side by side within the band: each value gets its share.
                let span = mark.look.positionSpan.resolve(step: CGFloat(step), fallback: CGFloat(step) * 0.8)
                let share = Double(span) / Double(groups.count)
                let offset = (Double(slot) + 0.5) * share - Double(span) / 2
                center.fraction += isX ? offset : -offset
                step = share / 0.8
            }
            return .thick(PlotThickness(center: center, step: step, dimension: thickness, automaticShare: automaticShare))
        }
    }

    static func figure(for mark: _ChartMark, _ resolved: Stacking.Resolved, x: ChartScale, y: ChartScale, stacked: Stacking) -> PlotFigure? {
        let horizontal = resolved.valueAxis == .horizontal
        switch mark.kind {
        case .bar, .rectangle:
            let share = 0.7
            guard let xs = extent(mark.x, scale: x, isX: true, mark: mark, valueExtent: horizontal ? resolved.valueExtent : nil,
                                  thickness: mark.width, automaticShare: share),
                  let ys = extent(mark.y, scale: y, isX: false, mark: mark, valueExtent: horizontal ? nil : resolved.valueExtent,
                                  thickness: mark.height, automaticShare: share)
            else { return nil }
            return .box(x: xs, y: ys)
        case .rule:
            guard let xs = extent(mark.x, scale: x, isX: true, mark: mark, valueExtent: nil, thickness: .fixed(0), automaticShare: 0),
                  let ys = extent(mark.y, scale: y, isX: false, mark: mark, valueExtent: nil, thickness: .fixed(0), automaticShare: 0)
            else { return nil }
            return .segment(x: xs, y: ys)
        case .point:
            guard let px = point(mark.x, x, isX: true, offset: mark.look.offset.x),
                  let py = point(mark.y, y, isX: false, offset: mark.look.offset.y) else { return nil }
            return .symbol(x: px, y: py)
        case .line, .area, .sector:
            return nil
        }
    }

    /// A point's coordinate: its value's (an interval's middle), a fixed position, or the
    /// plot's middle.
    static func point(_ place: _ChartMark.Place, _ scale: ChartScale, isX: Bool, offset: CGFloat) -> PlotCoordinate? {
        var coordinate: PlotCoordinate?
        switch place {
        case .none: coordinate = PlotCoordinate(fraction: 0.5)
        case .fixed(let points, _): coordinate = fixed(points, edge: 0.5)
        case .data(let placement): coordinate = self.coordinate(placement.center, scale, isX: isX)
        case .span(let a, let b): coordinate = self.coordinate(_ChartPlacement.interval(a, b).center, scale, isX: isX)
        }
        coordinate?.points += offset
        return coordinate
    }

    /// A line's or an area's point: its top, and for an area its bottom (the stack below).
    static func linePoint(_ mark: _ChartMark, _ resolved: Stacking.Resolved, x: ChartScale, y: ChartScale)
        -> (x: PlotCoordinate, y: PlotCoordinate, low: PlotCoordinate, mark: _ChartMark)? {
        guard let px = point(mark.x, x, isX: true, offset: mark.look.offset.x) else { return nil }
        if let (low, high) = resolved.valueExtent,
           let top = yCoordinate(.number(high), y), let bottom = yCoordinate(.number(low), y) {
            return (px, top, bottom, mark)
        }
        if case .span(let a, let b) = mark.y, let top = yCoordinate(b, y), let bottom = yCoordinate(a, y) {
            return (px, top, bottom, mark)
        }
        guard let py = point(mark.y, y, isX: false, offset: mark.look.offset.y) else { return nil }
        let base = yCoordinate(.number(0), y) ?? PlotCoordinate(fraction: 1)
        return (px, py, base, mark)
    }
}
