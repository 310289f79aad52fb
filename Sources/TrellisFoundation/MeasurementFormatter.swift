import Foundation

#if !canImport(Darwin)
/// Foundation's measurement formatter, which swift-corelibs-foundation marks unavailable:
/// weather, fitness and conversion apps write `20°C`, `3.107 mi` or `5 kilometers` with it.
/// As on Apple platforms, a measurement is shown in the unit the locale's measurement
/// system prefers unless `unitOptions` holds `.providedUnit`. English unit names only.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, never the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1)
        /// The unit of the measurement's system that makes the number smallest but at least one.
        public static let naturalScale = UnitOptions(rawValue: 2)
        /// A temperature without its scale: `20°`.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale whose measurement system picks the unit; the number formatter follows it.
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// Writes the number: decimal style by default (at most three fraction digits).
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }

    private var width: MeasurementUnits.Width {
        switch unitStyle {
        case .short: return .narrow
        case .long: return .wide
        default: return .abbreviated
        }
    }

    open func string(from measurement: Measurement<Unit>) -> String {
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let dimension = unit as? Dimension {
            var shown = dimension
            if !unitOptions.contains(.providedUnit) {
                (value, shown) = MeasurementUnits.preferred(value, dimension, in: (locale ?? .current).measurementSystem)
            }
            if unitOptions.contains(.naturalScale) {
                (value, shown) = MeasurementUnits.naturalScale(value, shown)
            }
            unit = shown
        }
        let formatter = numberFormatter ?? Self.defaultNumberFormatter()
        let number = formatter.string(from: NSNumber(value: value)) ?? String(value)
        return MeasurementUnits.compose(number, value: value, unit: unit, width: width,
                                        hidingTemperatureScale: unitOptions.contains(.temperatureWithoutUnit))
    }

    /// The unit's name alone: `km` (short and medium) or `kilometers` (long).
    open func string(from unit: Unit) -> String {
        MeasurementUnits.name(of: unit, width: width)
    }

    open override func string(for obj: Any?) -> String? {
        if let measurement = obj as? Measurement<Unit> { return string(from: measurement) }
        if let unit = obj as? Unit { return string(from: unit) }
        return nil
    }
}

extension MeasurementFormatter {
    /// A measurement of any unit type, as Swift writes one: `Measurement<UnitLength>`.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }
}
#endif
