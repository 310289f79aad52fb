// Measurements written as iOS writes them: MeasurementFormatter and Measurement's format
// style, which swift-corelibs-foundation lacks, in a weather view and in plain code, as a
// Swift 5 app that imports only SwiftUI uses them.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

private let us = Locale(identifier: "en_US")
private let germany = Locale(identifier: "de_DE")
private let britain = Locale(identifier: "en_GB")

private struct Forecast: View {
    let temperature = Measurement(value: 21.4, unit: UnitTemperature.celsius)
    let wind = Measurement(value: 18, unit: UnitSpeed.kilometersPerHour)
    var body: some View {
        VStack {
            Text(temperature, format: .measurement(width: .abbreviated, usage: .weather).locale(us))
            Text(wind.formatted(.measurement(width: .wide, usage: .asProvided)))
        }
    }
}

@MainActor @Suite struct MeasurementFormattingTests {
    @Test func aFormatterWritesTheLocalesUnitUnlessToldToKeepTheProvidedOne() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(formatter.string(from: run) == "3.107 mi")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: run) == "5 km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: run) == "5 kilometers")
        #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.kilometers)) == "1 kilometer")
        formatter.unitStyle = .short
        #expect(formatter.string(from: run) == "5km")
        #expect(formatter.string(from: UnitLength.kilometers) == "km")
        formatter.unitStyle = .long
        #expect(formatter.string(from: UnitMass.pounds) == "pounds")
    }

    @Test func temperaturesFollowTheLocaleAndCanDropTheirScale() {
        let formatter = MeasurementFormatter()
        formatter.locale = us
        formatter.numberFormatter.maximumFractionDigits = 0
        let today = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: today) == "68°F")
        formatter.unitOptions = .temperatureWithoutUnit
        #expect(formatter.string(from: today) == "68°")
        formatter.locale = germany
        #expect(formatter.string(from: Measurement(value: 68, unit: UnitTemperature.fahrenheit)) == "20°")
        formatter.unitOptions = []
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 68, unit: UnitTemperature.fahrenheit)) == "20 degrees Celsius")
    }

    @Test func naturalScaleAndTheNumberFormatterShapeTheNumber() {
        let formatter = MeasurementFormatter()
        formatter.locale = germany
        formatter.unitOptions = [.providedUnit, .naturalScale]
        #expect(formatter.string(from: Measurement(value: 1500, unit: UnitLength.meters)) == "1,5 km")
        #expect(formatter.string(from: Measurement(value: 0.25, unit: UnitLength.kilometers)) == "250 m")
        #expect(formatter.string(from: Measurement(value: 90, unit: UnitDuration.seconds)) == "1,5 min")
        formatter.locale = us
        formatter.numberFormatter.maximumFractionDigits = 1
        #expect(formatter.string(from: Measurement(value: 12_345.67, unit: UnitMass.kilograms)) == "12,345.7 kg")
        // A unit the table does not know is written with its symbol.
        let custom = UnitLength(symbol: "cubit", converter: UnitConverterLinear(coefficient: 0.4572))
        #expect(formatter.string(from: Measurement(value: 3, unit: custom)) == "3 cubit")
    }

    @Test func theFormatStyleConvertsForItsUsageAndRoundsAsICUDoes() {
        let fever = Measurement(value: 36.8, unit: UnitTemperature.celsius)
        #expect(fever.formatted(.measurement(width: .abbreviated).locale(us)) == "98°F")
        #expect(fever.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "36.8°C")
        #expect(fever.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "36.8 degrees Celsius")
        #expect(fever.formatted(.measurement(width: .narrow, hidesScaleName: true).locale(germany)) == "37°")
        let hundred = Measurement(value: 100, unit: UnitTemperature.fahrenheit)
        #expect(hundred.formatted(.measurement(width: .narrow).locale(us)) == "100°")
        let trip = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(trip.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "3.1 mi")
        #expect(trip.formatted(.measurement(width: .abbreviated, usage: .road).locale(britain)) == "3.1 mi")
        #expect(Measurement(value: 20, unit: UnitLength.meters)
            .formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "66 ft")
        #expect(Measurement(value: 0.8, unit: UnitLength.miles)
            .formatted(.measurement(width: .wide, usage: .road).locale(germany)) == "1,3 kilometers")
        let height = Measurement(value: 178, unit: UnitLength.centimeters)
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(us)) == "5 ft, 10 in")
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .personHeight).locale(germany)) == "178 cm")
        let lunch = Measurement(value: 640, unit: UnitEnergy.kilojoules)
        #expect(lunch.formatted(.measurement(width: .abbreviated, usage: .food).locale(us)) == "153 Cal")
        #expect(lunch.formatted(.measurement(width: .abbreviated, usage: .food).locale(germany)) == "153 kcal")
        let pace = Measurement(value: 1.25, unit: UnitDuration.hours)
        #expect(pace.formatted(.measurement(width: .abbreviated, numberFormatStyle: .number.precision(.fractionLength(2)))
            .locale(us)) == "1.25 hr")
    }

    @Test func aViewShowsFormattedMeasurements() throws {
        let host = ViewHost(Forecast())
        _ = try host.find(text: "71°F")
        _ = try host.find(text: "18 kilometers per hour")
    }
}
