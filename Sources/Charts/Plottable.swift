import Foundation
import Trellis

// The values a chart plots: numbers, dates and categories (strings), and any type that
// stands for one of them (`Plottable`). A chart compares and places them as `_ChartDatum`s.

/// A value on a chart's axis, as the chart's scales compare and place it.
public enum _ChartDatum: Hashable, Sendable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The value as a number on a continuous scale (a date by its seconds).
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

/// A type a chart can plot: it stands for a number, a date or a string
/// (`enum Kind: String, Plottable` plots its raw values).
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types charts plot directly: the numbers, `Date` and `String`.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value as the chart places it.
    var _chartDatum: _ChartDatum { get }
    init?(_chartDatum: _ChartDatum)
}

extension PrimitivePlottableProtocol {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Plottable {
    var chartDatum: _ChartDatum { primitivePlottable._chartDatum }
    /// The value of this type a datum stands for, if it stands for one.
    static func fromChartDatum(_ datum: _ChartDatum) -> Self? {
        PrimitivePlottable(_chartDatum: datum).flatMap { Self(primitivePlottable: $0) }
    }
}

/// The number a datum holds, for the integer types (rounded, as a chart's position is).
private func integer<I: BinaryInteger>(_ datum: _ChartDatum) -> I? {
    guard case .number(let value) = datum, value.isFinite else { return nil }
    return I(exactly: value.rounded())
}

private func floating<F: BinaryFloatingPoint>(_ datum: _ChartDatum) -> F? {
    guard case .number(let value) = datum else { return nil }
    return F(value)
}

extension Int: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension Int8: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension Int16: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension Int32: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension Int64: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension UInt: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension UInt8: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension UInt16: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension UInt32: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension UInt64: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = integer(datum) else { return nil }; self = value }
}
extension Double: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(self) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = floating(datum) else { return nil }; self = value }
}
extension Float: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = floating(datum) else { return nil }; self = value }
}
extension CGFloat: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(Double(self)) }
    public init?(_chartDatum datum: _ChartDatum) { guard let value: Self = floating(datum) else { return nil }; self = value }
}
extension Decimal: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .number(NSDecimalNumber(decimal: self).doubleValue) }
    public init?(_chartDatum datum: _ChartDatum) {
        guard case .number(let value) = datum else { return nil }
        self.init(value)
    }
}
extension Date: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .date(self) }
    public init?(_chartDatum datum: _ChartDatum) {
        guard case .date(let date) = datum else { return nil }
        self = date
    }
}
extension String: PrimitivePlottableProtocol {
    public var _chartDatum: _ChartDatum { .category(self) }
    public init?(_chartDatum datum: _ChartDatum) {
        guard case .category(let name) = datum else { return nil }
        self = name
    }
}

/// Where a value sits on an axis: at a point, or across an interval (a range, a bin, or a
/// date's whole calendar unit).
enum _ChartPlacement: Hashable, Sendable {
    case point(_ChartDatum)
    case interval(_ChartDatum, _ChartDatum)

    var data: [_ChartDatum] {
        switch self {
        case .point(let datum): [datum]
        case .interval(let start, let end): [start, end]
        }
    }
    /// Where an interval starts (a start value: `xStart: .value(…, date, unit: .week)` is
    /// the week's first moment) and ends.
    var lower: _ChartDatum { if case .interval(let start, _) = self { return start }; return center }
    var upper: _ChartDatum { if case .interval(_, let end) = self { return end }; return center }

    /// The point a line or a symbol uses: an interval's middle on a continuous scale.
    var center: _ChartDatum {
        switch self {
        case .point(let datum): return datum
        case .interval(let start, let end):
            switch (start, end) {
            case (.number(let a), .number(let b)): return .number((a + b) / 2)
            case (.date(let a), .date(let b)): return .date(a.addingTimeInterval(b.timeIntervalSince(a) / 2))
            default: return start
            }
        }
    }
}

/// A value a mark plots, with the label that names what it measures ("Month", "Sales").
public struct PlottableValue<Value: Plottable> {
    let label: Text
    let placement: _ChartPlacement

    init(label: Text, placement: _ChartPlacement) { (self.label, self.placement) = (label, placement) }

    public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), placement: .point(value.chartDatum))
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), placement: .point(value.chartDatum))
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, placement: .point(value.chartDatum))
    }
    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelResource), placement: .point(value.chartDatum))
    }
}

extension PlottableValue where Value: Comparable {
    /// A value across a range: a bar or a rectangle spans it.
    public static func value(_ labelKey: LocalizedStringKey, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
    public static func value(_ label: Text, _ range: Range<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label, placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
    /// A value across one bin of a histogram.
    public static func value(_ labelKey: LocalizedStringKey, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
    public static func value(_ label: Text, _ range: ChartBinRange<Value>) -> PlottableValue<Value> {
        PlottableValue(label: label, placement: .interval(range.lowerBound.chartDatum, range.upperBound.chartDatum))
    }
}

extension PlottableValue where Value == Date {
    /// A date across its whole calendar unit (`unit: .day` spans the day): a bar fills it.
    public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelKey), placement: unitPlacement(date, unit: unit, calendar: calendar))
    }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: Text(label), placement: unitPlacement(date, unit: unit, calendar: calendar))
    }
    public static func value(_ label: Text, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: label, placement: unitPlacement(date, unit: unit, calendar: calendar))
    }
    @_disfavoredOverload
    public static func value(_ labelResource: LocalizedStringResource, _ date: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Value> {
        PlottableValue(label: Text(labelResource), placement: unitPlacement(date, unit: unit, calendar: calendar))
    }

    private static func unitPlacement(_ date: Date, unit: Calendar.Component, calendar: Calendar?) -> _ChartPlacement {
        let calendar = calendar ?? .current
        guard let span = calendar.dateInterval(of: unit, for: date) else { return .point(.date(date)) }
        return .interval(.date(span.start), .date(span.end))
    }
}

/// One bin of a histogram: from its lower bound up to (not including) its upper bound.
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    public var lowerBound: Bound
    public var upperBound: Bound
    public init(lowerBound: Bound, upperBound: Bound) { (self.lowerBound, self.upperBound) = (lowerBound, upperBound) }
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound { lowerBound..<upperBound }
    public func contains(_ element: Bound) -> Bool { element >= lowerBound && element < upperBound }
}
