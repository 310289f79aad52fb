import Foundation

#if !canImport(Darwin)
/// What a measurement is for (a road, a person's height, the weather…), which picks the
/// unit a locale writes it in; swift-corelibs-foundation has no measurement format style.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The unit the locale's measurement system prefers for this dimension.
    public static var general: MeasurementFormatUnitUsage<UnitType> { .init(name: "general") }
    /// The measurement's own unit.
    public static var asProvided: MeasurementFormatUnitUsage<UnitType> { .init(name: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: MeasurementFormatUnitUsage<UnitLength> { .init(name: "person") }
    public static var personHeight: MeasurementFormatUnitUsage<UnitLength> { .init(name: "personHeight") }
    public static var road: MeasurementFormatUnitUsage<UnitLength> { .init(name: "road") }
    public static var focalLength: MeasurementFormatUnitUsage<UnitLength> { .init(name: "focalLength") }
    public static var rainfall: MeasurementFormatUnitUsage<UnitLength> { .init(name: "rainfall") }
    public static var snowfall: MeasurementFormatUnitUsage<UnitLength> { .init(name: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: MeasurementFormatUnitUsage<UnitMass> { .init(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var person: MeasurementFormatUnitUsage<UnitTemperature> { .init(name: "personTemperature") }
    public static var weather: MeasurementFormatUnitUsage<UnitTemperature> { .init(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    public static var wind: MeasurementFormatUnitUsage<UnitSpeed> { .init(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: MeasurementFormatUnitUsage<UnitVolume> { .init(name: "liquid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: MeasurementFormatUnitUsage<UnitEnergy> { .init(name: "food") }
    public static var workout: MeasurementFormatUnitUsage<UnitEnergy> { .init(name: "workout") }
}

extension Measurement where UnitType: Dimension {
    /// `measurement.formatted(.measurement(width: .abbreviated, usage: .weather))`, as on
    /// Apple platforms: the locale's unit unless the usage is `.asProvided`, English names.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: Int
            /// `5 kilometers`
            public static var wide: UnitWidth { UnitWidth(width: 0) }
            /// `5 km`
            public static var abbreviated: UnitWidth { UnitWidth(width: 1) }
            /// `5km`
            public static var narrow: UnitWidth { UnitWidth(width: 2) }

            var kind: MeasurementUnits.Width { width == 0 ? .wide : width == 2 ? .narrow : .abbreviated }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// A temperature without its scale: `20°`.
        public var hidesScaleName: Bool = false

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent,
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let usage = usage?.name ?? "general"
            let system = locale.measurementSystem
            var value = measurement.value
            var unit: Dimension = measurement.unit
            if usage == "personHeight" || usage == "person", system == .us || system == .uk {
                let inches = MeasurementUnits.convert(value, from: unit, to: UnitLength.inches)
                return MeasurementUnits.personHeight(inches: inches, width: width.kind) { number($0, converted: true) }
            }
            if usage != "asProvided" {
                (value, unit) = MeasurementUnits.unit(forUsage: usage, of: unit, value: value, in: system)
                    ?? MeasurementUnits.preferred(value, unit, in: system)
            }
            let written = number(value, converted: usage != "asProvided")
            if usage == "food" || usage == "workout", system == .us {
                return MeasurementUnits.compose(written, value: value, spelling: MeasurementUnits.foodCalorie, width: width.kind)
            }
            return MeasurementUnits.compose(written, value: value, unit: unit, width: width.kind,
                                            hidingTemperatureScale: hidesScaleName)
        }

        /// The number: the given style in this locale; otherwise, for a value the locale's
        /// units were chosen for, whole numbers with at least two significant digits (`98°F`,
        /// `3.1 mi`) as ICU's usage rounding does, and for one as provided, up to six
        /// fraction digits (`36.8°C`).
        private func number(_ value: Double, converted: Bool) -> String {
            if let numberFormatStyle { return numberFormatStyle.locale(locale).format(value) }
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            if converted && abs(value) < 10 && value != 0 {
                formatter.usesSignificantDigits = true
                formatter.maximumSignificantDigits = 2
            } else {
                formatter.maximumFractionDigits = converted ? 0 : 6
            }
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// In the locale's unit, abbreviated: `98°F`, `3.1 mi`.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType>(width: Measurement<UnitType>.FormatStyle.UnitWidth,
                                             usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                             numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension FormatStyle where Self == Measurement<UnitTemperature>.FormatStyle {
    public static func measurement(width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
                                   usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
                                   hidesScaleName: Bool = false,
                                   numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self {
        var style = Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}
#endif
