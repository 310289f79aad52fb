import Foundation

#if !canImport(Darwin)
/// What `MeasurementFormatter` and `Measurement.FormatStyle` share, which
/// swift-corelibs-foundation lacks: how a unit is written in English at the three widths
/// Unicode's CLDR defines, the unit a locale's measurement system prefers for a dimension,
/// the units a usage (road, rainfall, a person's height…) calls for, and a natural scale.
/// English names only, as with the other formatters of this module.
enum MeasurementUnits {
    /// The three widths: `.long`/`.wide` spells the unit out, `.medium`/`.abbreviated`
    /// writes its abbreviation after a space, `.short`/`.narrow` the shortest form.
    enum Width: Sendable { case wide, abbreviated, narrow }

    /// One unit's spellings: the wide name for one and for other counts, and what follows
    /// the number at the two shorter widths (a space included where English puts one).
    struct Spelling: Sendable {
        var one: String, other: String, abbreviated: String, narrow: String
    }

    /// Units are classes Foundation makes anew on each access; a unit is its dimension and
    /// its symbol.
    static func key(_ unit: Unit) -> String { "\(type(of: unit)).\(unit.symbol)" }

    static func spelling(of unit: Unit) -> Spelling {
        spellings[key(unit)]
            ?? Spelling(one: unit.symbol, other: unit.symbol, abbreviated: " " + unit.symbol, narrow: unit.symbol)
    }

    /// `value` in `unit` with the number already written, at `width`.
    static func compose(_ number: String, value: Double, unit: Unit, width: Width, hidingTemperatureScale: Bool = false) -> String {
        if hidingTemperatureScale, unit is UnitTemperature {
            return width == .wide ? "\(number) \(value == 1 ? "degree" : "degrees")" : "\(number)°"
        }
        return compose(number, value: value, spelling: spelling(of: unit), width: width)
    }

    static func compose(_ number: String, value: Double, spelling: Spelling, width: Width) -> String {
        switch width {
        case .wide: return "\(number) \(value == 1 ? spelling.one : spelling.other)"
        case .abbreviated: return number + spelling.abbreviated
        case .narrow: return number + spelling.narrow
        }
    }

    /// The unit's name alone, as `MeasurementFormatter.string(from: Unit)` writes it.
    static func name(of unit: Unit, width: Width) -> String {
        let spelling = spelling(of: unit)
        switch width {
        case .wide: return spelling.other
        case .abbreviated: return spelling.abbreviated.trimmingCharacters(in: .whitespaces)
        case .narrow: return spelling.narrow
        }
    }

    static func convert(_ value: Double, from unit: Dimension, to target: Dimension) -> Double {
        if key(unit) == key(target) { return value }
        return target.converter.value(fromBaseUnitValue: unit.converter.baseUnitValue(fromValue: value))
    }

    // MARK: The locale's units

    /// The unit `system` writes a measurement in `unit` with: its counterpart in that
    /// system (kilometres and miles, litres and gallons, °C and °F), or `unit` itself when
    /// it already belongs there or has none (durations, angles…). The UK keeps miles, miles
    /// per hour and imperial miles per gallon, and is metric otherwise. Returns `value`
    /// converted to that unit, with the unit.
    static func preferred(_ value: Double, _ unit: Dimension, in system: Locale.MeasurementSystem) -> (Double, Dimension) {
        let key = key(unit)
        let target: Dimension
        switch system {
        case .us:
            target = toUS[key] ?? unit
        case .uk:
            target = ukImperial.contains(key) ? unit : toUK[key] ?? toMetric[key] ?? unit
        default:
            target = toMetric[key] ?? unit
        }
        return (convert(value, from: unit, to: target), target)
    }

    /// The largest unit of `unit`'s ladder (millimetres to kilometres, inches to miles,
    /// milliseconds to hours…) in which the value is at least one; a unit on no ladder, or
    /// a zero, stays as it is.
    static func naturalScale(_ value: Double, _ unit: Dimension) -> (Double, Dimension) {
        let key = key(unit)
        guard value != 0, let ladder = ladders.first(where: { $0.contains { self.key($0) == key } }) else {
            return (value, unit)
        }
        for candidate in ladder.reversed() {
            let converted = convert(value, from: unit, to: candidate)
            if abs(converted) >= 1 { return (converted, candidate) }
        }
        return (convert(value, from: unit, to: ladder[0]), ladder[0])
    }

    /// The unit a usage calls for in `system`, or nil for the general rule. A person's
    /// height in feet and inches is written by `personHeight(_:)`.
    static func unit(forUsage usage: String, of unit: Dimension, value: Double, in system: Locale.MeasurementSystem) -> (Double, Dimension)? {
        let us = system == .us, imperialRoads = system == .us || system == .uk
        func to(_ target: Dimension) -> (Double, Dimension) { (convert(value, from: unit, to: target), target) }
        func scaled(_ target: Dimension) -> (Double, Dimension) { let (v, u) = to(target); return naturalScale(v, u) }
        switch usage {
        case "road":
            let (miles, _) = to(UnitLength.miles)
            if imperialRoads { return abs(miles) >= 0.1 ? to(UnitLength.miles) : to(system == .uk ? UnitLength.yards : UnitLength.feet) }
            return scaled(UnitLength.meters)
        case "person", "personHeight": return us ? to(UnitLength.inches) : to(UnitLength.centimeters)
        case "focalLength": return to(UnitLength.millimeters)
        case "rainfall": return us ? to(UnitLength.inches) : to(UnitLength.millimeters)
        case "snowfall": return us ? to(UnitLength.inches) : to(UnitLength.centimeters)
        case "personWeight": return us ? to(UnitMass.pounds) : to(UnitMass.kilograms)
        case "weather", "personTemperature": return us ? to(UnitTemperature.fahrenheit) : to(UnitTemperature.celsius)
        case "wind": return imperialRoads ? to(UnitSpeed.milesPerHour) : to(UnitSpeed.kilometersPerHour)
        case "liquid": return us ? scaled(UnitVolume.fluidOunces) : scaled(UnitVolume.milliliters)
        case "food", "workout": return to(UnitEnergy.kilocalories)
        default: return nil
        }
    }

    /// A person's height where feet and inches are the custom: "5 ft, 10 in".
    static func personHeight(inches: Double, width: Width, number: (Double) -> String) -> String {
        var feet = (abs(inches) / 12).rounded(.down)
        var rest = (abs(inches) - feet * 12).rounded()
        if rest == 12 { feet += 1; rest = 0 }
        let sign = inches < 0 ? "-" : ""
        let footText = compose(number(feet), value: feet, unit: UnitLength.feet, width: width)
        let inchText = compose(number(rest), value: rest, unit: UnitLength.inches, width: width)
        return sign + footText + (width == .narrow ? " " : ", ") + inchText
    }

    /// The food calorie (a kilocalorie), as the US writes it on food and workouts.
    static let foodCalorie = Spelling(one: "Calorie", other: "Calories", abbreviated: " Cal", narrow: "Cal")

    // MARK: Tables

    private static func table(_ pairs: [(Dimension, Dimension)]) -> [String: Dimension] {
        Dictionary(pairs.map { (key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    private static let toUS = table([
        (UnitLength.kilometers, UnitLength.miles), (UnitLength.meters, UnitLength.feet),
        (UnitLength.decimeters, UnitLength.inches), (UnitLength.centimeters, UnitLength.inches),
        (UnitLength.millimeters, UnitLength.inches),
        (UnitMass.metricTons, UnitMass.shortTons), (UnitMass.kilograms, UnitMass.pounds), (UnitMass.grams, UnitMass.ounces),
        (UnitTemperature.celsius, UnitTemperature.fahrenheit), (UnitTemperature.kelvin, UnitTemperature.fahrenheit),
        (UnitSpeed.kilometersPerHour, UnitSpeed.milesPerHour), (UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour),
        (UnitVolume.liters, UnitVolume.gallons), (UnitVolume.milliliters, UnitVolume.fluidOunces),
        (UnitVolume.centiliters, UnitVolume.fluidOunces), (UnitVolume.deciliters, UnitVolume.fluidOunces),
        (UnitVolume.cubicMeters, UnitVolume.cubicFeet), (UnitVolume.cubicCentimeters, UnitVolume.cubicInches),
        (UnitArea.squareKilometers, UnitArea.squareMiles), (UnitArea.squareMeters, UnitArea.squareFeet),
        (UnitArea.squareCentimeters, UnitArea.squareInches), (UnitArea.hectares, UnitArea.acres),
        (UnitPressure.hectopascals, UnitPressure.inchesOfMercury), (UnitPressure.millibars, UnitPressure.inchesOfMercury),
        (UnitPressure.kilopascals, UnitPressure.poundsForcePerSquareInch),
        (UnitFuelEfficiency.litersPer100Kilometers, UnitFuelEfficiency.milesPerGallon),
    ])

    private static let toMetric = table([
        (UnitLength.miles, UnitLength.kilometers), (UnitLength.yards, UnitLength.meters),
        (UnitLength.feet, UnitLength.meters), (UnitLength.inches, UnitLength.centimeters),
        (UnitMass.shortTons, UnitMass.metricTons), (UnitMass.stones, UnitMass.kilograms),
        (UnitMass.pounds, UnitMass.kilograms), (UnitMass.ounces, UnitMass.grams),
        (UnitTemperature.fahrenheit, UnitTemperature.celsius),
        (UnitSpeed.milesPerHour, UnitSpeed.kilometersPerHour),
        (UnitVolume.gallons, UnitVolume.liters), (UnitVolume.imperialGallons, UnitVolume.liters),
        (UnitVolume.quarts, UnitVolume.liters), (UnitVolume.pints, UnitVolume.liters),
        (UnitVolume.cups, UnitVolume.milliliters), (UnitVolume.fluidOunces, UnitVolume.milliliters),
        (UnitVolume.cubicFeet, UnitVolume.cubicMeters), (UnitVolume.cubicInches, UnitVolume.cubicCentimeters),
        (UnitArea.squareMiles, UnitArea.squareKilometers), (UnitArea.squareYards, UnitArea.squareMeters),
        (UnitArea.squareFeet, UnitArea.squareMeters), (UnitArea.squareInches, UnitArea.squareCentimeters),
        (UnitArea.acres, UnitArea.hectares),
        (UnitPressure.inchesOfMercury, UnitPressure.hectopascals), (UnitPressure.poundsForcePerSquareInch, UnitPressure.kilopascals),
        (UnitFuelEfficiency.milesPerGallon, UnitFuelEfficiency.litersPer100Kilometers),
        (UnitFuelEfficiency.milesPerImperialGallon, UnitFuelEfficiency.litersPer100Kilometers),
    ])

    private static let toUK = table([
        (UnitLength.kilometers, UnitLength.miles),
        (UnitSpeed.kilometersPerHour, UnitSpeed.milesPerHour), (UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour),
        (UnitFuelEfficiency.litersPer100Kilometers, UnitFuelEfficiency.milesPerImperialGallon),
        (UnitFuelEfficiency.milesPerGallon, UnitFuelEfficiency.milesPerImperialGallon),
    ])

    private static let ukImperial: Set<String> = [
        key(UnitLength.miles), key(UnitSpeed.milesPerHour), key(UnitFuelEfficiency.milesPerImperialGallon),
    ]

    private static let ladders: [[Dimension]] = [
        [UnitLength.millimeters, UnitLength.centimeters, UnitLength.meters, UnitLength.kilometers],
        [UnitLength.inches, UnitLength.feet, UnitLength.miles],
        [UnitMass.milligrams, UnitMass.grams, UnitMass.kilograms],
        [UnitMass.ounces, UnitMass.pounds],
        [UnitVolume.milliliters, UnitVolume.liters],
        [UnitVolume.fluidOunces, UnitVolume.gallons],
        [UnitArea.squareCentimeters, UnitArea.squareMeters, UnitArea.squareKilometers],
        [UnitArea.squareInches, UnitArea.squareFeet, UnitArea.squareMiles],
        [UnitDuration.milliseconds, UnitDuration.seconds, UnitDuration.minutes, UnitDuration.hours],
        [UnitEnergy.joules, UnitEnergy.kilojoules],
    ]

    private static let spellings: [String: Spelling] = {
        // (unit, wide one, wide other, abbreviated suffix, narrow suffix): CLDR's English.
        let rows: [(Unit, String, String, String, String)] = [
            (UnitLength.megameters, "megameter", "megameters", " Mm", "Mm"),
            (UnitLength.kilometers, "kilometer", "kilometers", " km", "km"),
            (UnitLength.hectometers, "hectometer", "hectometers", " hm", "hm"),
            (UnitLength.decameters, "dekameter", "dekameters", " dam", "dam"),
            (UnitLength.meters, "meter", "meters", " m", "m"),
            (UnitLength.decimeters, "decimeter", "decimeters", " dm", "dm"),
            (UnitLength.centimeters, "centimeter", "centimeters", " cm", "cm"),
            (UnitLength.millimeters, "millimeter", "millimeters", " mm", "mm"),
            (UnitLength.micrometers, "micrometer", "micrometers", " μm", "μm"),
            (UnitLength.nanometers, "nanometer", "nanometers", " nm", "nm"),
            (UnitLength.picometers, "picometer", "picometers", " pm", "pm"),
            (UnitLength.inches, "inch", "inches", " in", "″"),
            (UnitLength.feet, "foot", "feet", " ft", "′"),
            (UnitLength.yards, "yard", "yards", " yd", "yd"),
            (UnitLength.miles, "mile", "miles", " mi", "mi"),
            (UnitLength.scandinavianMiles, "mile-scandinavian", "miles-scandinavian", " smi", "smi"),
            (UnitLength.lightyears, "light year", "light years", " ly", "ly"),
            (UnitLength.nauticalMiles, "nautical mile", "nautical miles", " nmi", "nmi"),
            (UnitLength.fathoms, "fathom", "fathoms", " fth", "fth"),
            (UnitLength.furlongs, "furlong", "furlongs", " fur", "fur"),
            (UnitLength.astronomicalUnits, "astronomical unit", "astronomical units", " au", "au"),
            (UnitLength.parsecs, "parsec", "parsecs", " pc", "pc"),
            (UnitMass.kilograms, "kilogram", "kilograms", " kg", "kg"),
            (UnitMass.grams, "gram", "grams", " g", "g"),
            (UnitMass.decigrams, "decigram", "decigrams", " dg", "dg"),
            (UnitMass.centigrams, "centigram", "centigrams", " cg", "cg"),
            (UnitMass.milligrams, "milligram", "milligrams", " mg", "mg"),
            (UnitMass.micrograms, "microgram", "micrograms", " μg", "μg"),
            (UnitMass.nanograms, "nanogram", "nanograms", " ng", "ng"),
            (UnitMass.picograms, "picogram", "picograms", " pg", "pg"),
            (UnitMass.ounces, "ounce", "ounces", " oz", "oz"),
            (UnitMass.pounds, "pound", "pounds", " lb", "lb"),
            (UnitMass.stones, "stone", "stones", " st", "st"),
            (UnitMass.metricTons, "metric ton", "metric tons", " t", "t"),
            (UnitMass.shortTons, "ton", "tons", " tn", "tn"),
            (UnitMass.carats, "carat", "carats", " CD", "CD"),
            (UnitMass.ouncesTroy, "troy ounce", "troy ounces", " oz t", "oz t"),
            (UnitMass.slugs, "slug", "slugs", " slug", "slug"),
            (UnitTemperature.celsius, "degree Celsius", "degrees Celsius", "°C", "°C"),
            (UnitTemperature.fahrenheit, "degree Fahrenheit", "degrees Fahrenheit", "°F", "°"),
            (UnitTemperature.kelvin, "kelvin", "kelvins", " K", "K"),
            (UnitDuration.hours, "hour", "hours", " hr", "h"),
            (UnitDuration.minutes, "minute", "minutes", " min", "m"),
            (UnitDuration.seconds, "second", "seconds", " sec", "s"),
            (UnitDuration.milliseconds, "millisecond", "milliseconds", " ms", "ms"),
            (UnitDuration.microseconds, "microsecond", "microseconds", " μs", "μs"),
            (UnitDuration.nanoseconds, "nanosecond", "nanoseconds", " ns", "ns"),
            (UnitDuration.picoseconds, "picosecond", "picoseconds", " ps", "ps"),
            (UnitSpeed.metersPerSecond, "meter per second", "meters per second", " m/s", "m/s"),
            (UnitSpeed.kilometersPerHour, "kilometer per hour", "kilometers per hour", " km/h", "km/h"),
            (UnitSpeed.milesPerHour, "mile per hour", "miles per hour", " mph", "mph"),
            (UnitSpeed.knots, "knot", "knots", " kn", "kn"),
            (UnitVolume.megaliters, "megaliter", "megaliters", " ML", "ML"),
            (UnitVolume.kiloliters, "kiloliter", "kiloliters", " kL", "kL"),
            (UnitVolume.liters, "liter", "liters", " L", "L"),
            (UnitVolume.deciliters, "deciliter", "deciliters", " dL", "dL"),
            (UnitVolume.centiliters, "centiliter", "centiliters", " cL", "cL"),
            (UnitVolume.milliliters, "milliliter", "milliliters", " mL", "mL"),
            (UnitVolume.cubicKilometers, "cubic kilometer", "cubic kilometers", " km³", "km³"),
            (UnitVolume.cubicMeters, "cubic meter", "cubic meters", " m³", "m³"),
            (UnitVolume.cubicDecimeters, "cubic decimeter", "cubic decimeters", " dm³", "dm³"),
            (UnitVolume.cubicCentimeters, "cubic centimeter", "cubic centimeters", " cm³", "cm³"),
            (UnitVolume.cubicMillimeters, "cubic millimeter", "cubic millimeters", " mm³", "mm³"),
            (UnitVolume.cubicInches, "cubic inch", "cubic inches", " in³", "in³"),
            (UnitVolume.cubicFeet, "cubic foot", "cubic feet", " ft³", "ft³"),
            (UnitVolume.cubicYards, "cubic yard", "cubic yards", " yd³", "yd³"),
            (UnitVolume.cubicMiles, "cubic mile", "cubic miles", " mi³", "mi³"),
            (UnitVolume.acreFeet, "acre-foot", "acre-feet", " ac ft", "ac ft"),
            (UnitVolume.bushels, "bushel", "bushels", " bu", "bu"),
            (UnitVolume.teaspoons, "teaspoon", "teaspoons", " tsp", "tsp"),
            (UnitVolume.tablespoons, "tablespoon", "tablespoons", " tbsp", "tbsp"),
            (UnitVolume.fluidOunces, "fluid ounce", "fluid ounces", " fl oz", "fl oz"),
            (UnitVolume.cups, "cup", "cups", " c", "c"),
            (UnitVolume.pints, "pint", "pints", " pt", "pt"),
            (UnitVolume.quarts, "quart", "quarts", " qt", "qt"),
            (UnitVolume.gallons, "gallon", "gallons", " gal", "gal"),
            (UnitVolume.imperialGallons, "Imp. gallon", "Imp. gallons", " gal Imp.", "galIm"),
            (UnitVolume.metricCups, "metric cup", "metric cups", " mc", "mc"),
            (UnitArea.squareKilometers, "square kilometer", "square kilometers", " km²", "km²"),
            (UnitArea.squareMeters, "square meter", "square meters", " m²", "m²"),
            (UnitArea.squareCentimeters, "square centimeter", "square centimeters", " cm²", "cm²"),
            (UnitArea.squareMillimeters, "square millimeter", "square millimeters", " mm²", "mm²"),
            (UnitArea.squareInches, "square inch", "square inches", " in²", "in²"),
            (UnitArea.squareFeet, "square foot", "square feet", " ft²", "ft²"),
            (UnitArea.squareYards, "square yard", "square yards", " yd²", "yd²"),
            (UnitArea.squareMiles, "square mile", "square miles", " mi²", "mi²"),
            (UnitArea.acres, "acre", "acres", " ac", "ac"),
            (UnitArea.hectares, "hectare", "hectares", " ha", "ha"),
            (UnitArea.ares, "are", "ares", " a", "a"),
            (UnitEnergy.kilojoules, "kilojoule", "kilojoules", " kJ", "kJ"),
            (UnitEnergy.joules, "joule", "joules", " J", "J"),
            (UnitEnergy.kilocalories, "kilocalorie", "kilocalories", " kcal", "kcal"),
            (UnitEnergy.calories, "calorie", "calories", " cal", "cal"),
            (UnitEnergy.kilowattHours, "kilowatt-hour", "kilowatt-hours", " kWh", "kWh"),
            (UnitPressure.gigapascals, "gigapascal", "gigapascals", " GPa", "GPa"),
            (UnitPressure.megapascals, "megapascal", "megapascals", " MPa", "MPa"),
            (UnitPressure.kilopascals, "kilopascal", "kilopascals", " kPa", "kPa"),
            (UnitPressure.hectopascals, "hectopascal", "hectopascals", " hPa", "hPa"),
            (UnitPressure.newtonsPerMetersSquared, "pascal", "pascals", " Pa", "Pa"),
            (UnitPressure.inchesOfMercury, "inch of mercury", "inches of mercury", " inHg", "″ Hg"),
            (UnitPressure.bars, "bar", "bars", " bar", "bar"),
            (UnitPressure.millibars, "millibar", "millibars", " mbar", "mb"),
            (UnitPressure.millimetersOfMercury, "millimeter of mercury", "millimeters of mercury", " mmHg", "mmHg"),
            (UnitPressure.poundsForcePerSquareInch, "pound-force per square inch", "pounds-force per square inch", " psi", "psi"),
            (UnitAngle.degrees, "degree", "degrees", " deg", "°"),
            (UnitAngle.radians, "radian", "radians", " rad", "rad"),
            (UnitAngle.revolutions, "revolution", "revolutions", " rev", "rev"),
            (UnitAngle.arcMinutes, "arcminute", "arcminutes", " arcmin", "′"),
            (UnitAngle.arcSeconds, "arcsecond", "arcseconds", " arcsec", "″"),
            (UnitAngle.gradians, "gradian", "gradians", " grad", "grad"),
            (UnitPower.gigawatts, "gigawatt", "gigawatts", " GW", "GW"),
            (UnitPower.megawatts, "megawatt", "megawatts", " MW", "MW"),
            (UnitPower.kilowatts, "kilowatt", "kilowatts", " kW", "kW"),
            (UnitPower.watts, "watt", "watts", " W", "W"),
            (UnitPower.milliwatts, "milliwatt", "milliwatts", " mW", "mW"),
            (UnitPower.horsepower, "horsepower", "horsepower", " hp", "hp"),
            (UnitFuelEfficiency.litersPer100Kilometers, "liter per 100 kilometers", "liters per 100 kilometers", " L/100km", "L/100km"),
            (UnitFuelEfficiency.milesPerGallon, "mile per gallon", "miles per gallon", " mpg", "mpg"),
            (UnitFuelEfficiency.milesPerImperialGallon, "mile per Imp. gallon", "miles per Imp. gallon", " mpg Imp.", "mpgUK"),
            (UnitFrequency.gigahertz, "gigahertz", "gigahertz", " GHz", "GHz"),
            (UnitFrequency.megahertz, "megahertz", "megahertz", " MHz", "MHz"),
            (UnitFrequency.kilohertz, "kilohertz", "kilohertz", " kHz", "kHz"),
            (UnitFrequency.hertz, "hertz", "hertz", " Hz", "Hz"),
            (UnitElectricPotentialDifference.volts, "volt", "volts", " V", "V"),
            (UnitElectricCurrent.amperes, "ampere", "amperes", " A", "A"),
            (UnitElectricCurrent.milliamperes, "milliampere", "milliamperes", " mA", "mA"),
            (UnitElectricResistance.ohms, "ohm", "ohms", " Ω", "Ω"),
            (UnitConcentrationMass.milligramsPerDeciliter, "milligram per deciliter", "milligrams per deciliter", " mg/dL", "mg/dL"),
        ]
        return Dictionary(rows.map { (key($0.0), Spelling(one: $0.1, other: $0.2, abbreviated: $0.3, narrow: $0.4)) },
                          uniquingKeysWith: { first, _ in first })
    }()
}
#endif
