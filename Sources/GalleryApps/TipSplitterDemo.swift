import Foundation
import Trellis

// The "Forms" demo: a tip splitter as iOS tutorials write it (a Form of sections, a
// currency field, a menu picker, a stepper, a segmented picker, a slider and a date
// picker), every control bound to @State.

/// Splits a bill between people, with a tip.
public struct TipSplitterDemo: View {
    @State private var checkAmount = 84.0
    @State private var currency = "USD"
    @State private var people = 2
    @State private var tipPercentage = 15
    @State private var rating = 4.0
    @State private var date = Date(timeIntervalSince1970: 1_795_000_000)
    @State private var submissions = 0
    @FocusState private var amountIsFocused: Bool

    let currencies = ["USD", "EUR", "GBP", "JPY"]
    let tipPercentages = [10, 15, 20, 25, 0]

    public init() {}

    var format: FloatingPointFormatStyle<Double>.Currency {
        .currency(code: currency).locale(Locale(identifier: "en_US"))
    }

    var grandTotal: Double { checkAmount * (1 + Double(tipPercentage) / 100) }
    var perPerson: Double { grandTotal / Double(people) }

    public var body: some View {
        Form {
            Section {
                TextField("Amount", value: $checkAmount, format: format)
                    .keyboardType(.decimalPad)
                    .focused($amountIsFocused)
                    .onSubmit { submissions += 1 }
                Picker("Currency", selection: $currency) {
                    ForEach(currencies, id: \.self) { Text($0) }
                }
                Stepper("\(people) people", value: $people, in: 1...20)
            }
            Section("How much tip do you want to leave?") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach(tipPercentages, id: \.self) { Text($0, format: .percent) }
                }
                .pickerStyle(.segmented)
            }
            Section("Amount per person") {
                Text(perPerson, format: format)
                    .font(.title2)
                    .accessibilityIdentifier("per-person")
                Text("Total with tip: \(grandTotal, format: format)")
                    .foregroundColor(.secondary)
            }
            Section {
                DatePicker("Dinner", selection: $date, displayedComponents: .date)
                Text("Dinner on \(date.formatted(.iso8601.year().month().day()))")
                HStack {
                    Text("Service")
                    Slider(value: $rating, in: 1...5, step: 1) {
                        Text("Service rating")
                    } minimumValueLabel: {
                        Image(systemName: "hand.thumbsdown")
                    } maximumValueLabel: {
                        Image(systemName: "hand.thumbsup")
                    }
                }
                Text("Rated \(Int(rating)) of 5")
            } footer: {
                Text(amountIsFocused ? "Editing the amount" : "Tap the amount to change it")
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}
