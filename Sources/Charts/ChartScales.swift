import Foundation
import Trellis

// Scales: how a chart turns values into places along its axes. Numbers and dates lie on a
// continuous scale (its domain rounded out to the "nice" values its ticks fall on; numbers
// include zero unless told otherwise, as Swift Charts does); strings on a band scale, one
// band per category in the order they first appear.

/// A scale's domain as `chartXScale(domain:)` gives it: a range of values, a list of
/// categories, or automatic with options.
public protocol ScaleDomain {
    var _scaleDomain: _ScaleDomainSpec { get }
}

/// A domain, as the chart reads it.
public enum _ScaleDomainSpec {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case range(_ChartDatum, _ChartDatum)
    case list([_ChartDatum])

    var listed: [_ChartDatum]? {
        if case .list(let values) = self { return values }
        return nil
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _scaleDomain: _ScaleDomainSpec { .range(lowerBound.chartDatum, upperBound.chartDatum) }
}
extension Range: ScaleDomain where Bound: Plottable {
    public var _scaleDomain: _ScaleDomainSpec { .range(lowerBound.chartDatum, upperBound.chartDatum) }
}
extension Array: ScaleDomain where Element: Plottable {
    public var _scaleDomain: _ScaleDomainSpec { .list(map(\.chartDatum)) }
}

/// The domain the chart works out from its data, with options.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?, reversed: Bool?
    public var _scaleDomain: _ScaleDomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// How a scale maps its domain: linearly, logarithmically, as dates, or as categories.
public struct ScaleType: Sendable, Equatable {
    enum Kind: Equatable, Sendable { case linear, log, date, category, power(Double), symmetricLog(Double) }
    let kind: Kind
    public static var linear: ScaleType { ScaleType(kind: .linear) }
    public static var log: ScaleType { ScaleType(kind: .log) }
    public static var date: ScaleType { ScaleType(kind: .date) }
    public static var category: ScaleType { ScaleType(kind: .category) }
    public static var squareRoot: ScaleType { ScaleType(kind: .power(0.5)) }
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent)) }
    public static var symmetricLog: ScaleType { ScaleType(kind: .symmetricLog(1)) }
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType { ScaleType(kind: .symmetricLog(slopeAtZero)) }
}

/// The looks a style scale hands out (colours, symbols), in order.
public protocol ScaleRange {
    associatedtype VisualValue
    var _visualValues: [VisualValue] { get }
}

extension Array: ScaleRange {
    public var _visualValues: [Element] { self }
}

/// A gradient as a continuous colour scale: numbers styled by value take the colour at
/// their place between the smallest and the largest.
extension Gradient: ScaleRange {
    public var _visualValues: [Color] { stops.map(\.color) }
}

/// Where a position scale's values go: the plot's width or height, less padding.
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {
    var _padding: (CGFloat, CGFloat) { get }
}

public struct PlotDimensionScaleRange: PositionScaleRange {
    let start: CGFloat, end: CGFloat
    public var _visualValues: [CGFloat] { [] }
    public var _padding: (CGFloat, CGFloat) { (start, end) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

// MARK: The scales a chart works out

/// One axis's scale: where each value lies, as a fraction of the plot along the axis
/// (0 at the leading or bottom edge).
struct ChartScale {
    enum Kind {
        case continuous(lower: Double, upper: Double, dates: Bool, transform: ScaleType.Kind)
        case band([String])
    }
    let kind: Kind
    var reversed = false

    var isBand: Bool { if case .band = kind { return true }; return false }
    var isDate: Bool { if case .continuous(_, _, true, _) = kind { return true }; return false }

    /// The width of one band, as a fraction (a continuous scale has none).
    var bandWidth: Double? {
        if case .band(let names) = kind { return names.isEmpty ? 1 : 1 / Double(names.count) }
        return nil
    }

    func fraction(_ datum: _ChartDatum) -> Double? {
        let raw: Double?
        switch kind {
        case .band(let names):
            guard case .category(let name) = datum, let index = names.firstIndex(of: name) else { return nil }
            raw = (Double(index) + 0.5) / Double(names.count)
        case .continuous(let lower, let upper, _, let transform):
            guard let value = datum.continuous else { return nil }
            let (a, b, v) = (apply(transform, lower), apply(transform, upper), apply(transform, value))
            raw = b == a ? 0.5 : (v - a) / (b - a)
        }
        return raw.map { reversed ? 1 - $0 : $0 }
    }

    /// The band's ends for a category; nil on a continuous scale.
    func band(_ datum: _ChartDatum) -> (Double, Double)? {
        guard let width = bandWidth, let center = fraction(datum) else { return nil }
        return (center - width / 2, center + width / 2)
    }

    /// The value at a fraction of the axis (the nearest category on a band scale).
    func datum(at fraction: Double) -> _ChartDatum? {
        let f = reversed ? 1 - fraction : fraction
        switch kind {
        case .band(let names):
            guard !names.isEmpty else { return nil }
            let index = min(names.count - 1, max(0, Int((f * Double(names.count)).rounded(.down))))
            return .category(names[index])
        case .continuous(let lower, let upper, let dates, let transform):
            let (a, b) = (apply(transform, lower), apply(transform, upper))
            let value = invert(transform, a + f * (b - a))
            return dates ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }
    }

    private func apply(_ transform: ScaleType.Kind, _ value: Double) -> Double {
        switch transform {
        case .log: log10(max(value, .leastNormalMagnitude))
        case .power(let exponent): value < 0 ? -pow(-value, exponent) : pow(value, exponent)
        case .symmetricLog(let slope): (value < 0 ? -1 : 1) * log1p(abs(value) / slope)
        default: value
        }
    }

    private func invert(_ transform: ScaleType.Kind, _ value: Double) -> Double {
        switch transform {
        case .log: pow(10, value)
        case .power(let exponent): value < 0 ? -pow(-value, 1 / exponent) : pow(value, 1 / exponent)
        case .symmetricLog(let slope): (value < 0 ? -1 : 1) * expm1(abs(value)) * slope
        default: value
        }
    }

    /// Works out an axis's scale from the values its marks plot there.
    static func make(values: [_ChartDatum], spec: _PositionScale, zeroByDefault: Bool, desiredTicks: Int) -> ChartScale {
        var categories: [String] = []
        var numbers: [Double] = []
        var dates = false
        for value in values {
            switch value {
            case .category(let name): if !categories.contains(name) { categories.append(name) }
            case .number(let number): numbers.append(number)
            case .date(let date): dates = true; numbers.append(date.timeIntervalSinceReferenceDate)
            }
        }
        let transform = spec.type?.kind ?? .linear
        switch spec.domain {
        case .list(let listed):
            let names = listed.compactMap { datum -> String? in if case .category(let name) = datum { return name }; return nil }
            if !names.isEmpty || categories.count > 0 { return ChartScale(kind: .band(names.isEmpty ? categories : names)) }
            let bounds = listed.compactMap(\.continuous)
            return ChartScale(kind: .continuous(lower: bounds.min() ?? 0, upper: bounds.max() ?? 1, dates: dates, transform: transform))
        case .range(let lower, let upper):
            if case .date = lower { dates = true }
            return ChartScale(kind: .continuous(lower: lower.continuous ?? 0, upper: upper.continuous ?? 1, dates: dates, transform: transform))
        case .automatic(let includesZero, let reversed):
            var scale: ChartScale
            if !categories.isEmpty || spec.type?.kind == .category {
                scale = ChartScale(kind: .band(categories.isEmpty ? numbers.map { "\($0)" } : categories))
            } else if numbers.isEmpty {
                scale = ChartScale(kind: .continuous(lower: 0, upper: 1, dates: false, transform: transform))
            } else {
                var (lower, upper) = (numbers.min()!, numbers.max()!)
                if dates {
                    if lower == upper { (lower, upper) = (lower - 43_200, upper + 43_200) }
                } else {
                    if includesZero ?? (zeroByDefault && transform != .log) { (lower, upper) = (min(lower, 0), max(upper, 0)) }
                    if lower == upper { (lower, upper) = (lower - 1, upper + 1) }
                    let step = niceStep((upper - lower) / Double(max(1, desiredTicks)))
                    (lower, upper) = ((lower / step).rounded(.down) * step, (upper / step).rounded(.up) * step)
                    if transform == .log { lower = max(lower, numbers.filter { $0 > 0 }.min() ?? 1) }
                }
                scale = ChartScale(kind: .continuous(lower: lower, upper: upper, dates: dates, transform: transform))
            }
            scale.reversed = reversed ?? false
            return scale
        }
    }

    /// The values to mark: every category, or round values across the domain.
    func ticks(_ values: _AxisValues) -> [_ChartDatum] {
        switch (kind, values) {
        case (_, .list(let listed)):
            return listed.filter { fraction($0).map { (-0.0001...1.0001).contains($0) } ?? false }
        case (.band(let names), _):
            return names.map { .category($0) }
        case (.continuous(let lower, let upper, let dates, _), .automatic(let desired)):
            if dates { return dateTicks(lower, upper, desired: desired ?? 5) }
            let step = niceStep((upper - lower) / Double(max(1, desired ?? 5)))
            return numberTicks(lower, upper, step: step)
        case (.continuous(let lower, let upper, _, _), .strideNumber(let step)):
            return numberTicks(lower, upper, step: step)
        case (.continuous(let lower, let upper, _, _), .strideDate(let unit, let count, let calendar)):
            return dateStride(lower, upper, unit: unit, count: count, calendar: calendar ?? .current)
        }
    }

    private func numberTicks(_ lower: Double, _ upper: Double, step: Double) -> [_ChartDatum] {
        guard step > 0, upper > lower, (upper - lower) / step < 1000 else { return [] }
        var ticks: [_ChartDatum] = []
        var value = (lower / step).rounded(.up) * step
        while value <= upper + step * 1e-9 {
            ticks.append(.number(abs(value) < step * 1e-9 ? 0 : value))
            value += step
        }
        return ticks
    }

    /// Dates at a calendar unit that gives about `desired` marks across the domain.
    private func dateTicks(_ lower: Double, _ upper: Double, desired: Int) -> [_ChartDatum] {
        let span = upper - lower
        let steps: [(Calendar.Component, Int, Double)] = [
            (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 15, 900), (.hour, 1, 3600), (.hour, 3, 10_800),
            (.hour, 6, 21_600), (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_800),
            (.month, 3, 7_889_400), (.year, 1, 31_557_600), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
        ]
        let choice = steps.first { span / $0.2 <= Double(max(1, desired)) } ?? steps.last!
        return dateStride(lower, upper, unit: choice.0, count: choice.1, calendar: .current)
    }

    private func dateStride(_ lower: Double, _ upper: Double, unit: Calendar.Component, count: Int, calendar: Calendar) -> [_ChartDatum] {
        let start = Date(timeIntervalSinceReferenceDate: lower), end = Date(timeIntervalSinceReferenceDate: upper)
        guard var date = calendar.dateInterval(of: unit, for: start)?.start else { return [] }
        if date < start, let next = calendar.date(byAdding: unit, value: count, to: date) { date = next }
        var ticks: [_ChartDatum] = []
        while date <= end, ticks.count < 500 {
            ticks.append(.date(date))
            guard let next = calendar.date(byAdding: unit, value: count, to: date), next > date else { break }
            date = next
        }
        return ticks
    }

    /// The unit date ticks are spaced by, for their labels' format.
    func dateUnit(of ticks: [_ChartDatum]) -> TimeInterval {
        let times = ticks.compactMap(\.continuous)
        guard times.count > 1 else {
            if case .continuous(let lower, let upper, _, _) = kind { return upper - lower }
            return 86_400
        }
        return times[1] - times[0]
    }
}

/// A round step (1, 2 or 5 times a power of ten) nearest `rough`, measured by ratio (so
/// 2,200 rounds to 2,000 rather than up to 5,000).
func niceStep(_ rough: Double) -> Double {
    guard rough > 0, rough.isFinite else { return 1 }
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    let fraction = rough / magnitude
    let nice: Double = fraction >= 50.0.squareRoot() ? 10 : fraction >= 10.0.squareRoot() ? 5 : fraction >= 2.0.squareRoot() ? 2 : 1
    return nice * magnitude
}
