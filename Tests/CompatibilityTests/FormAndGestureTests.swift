// Swift 5 language mode, `import SwiftUI`: a settings form and tap gestures as iOS apps
// write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct SettingsForm: View {
    @State private var name = ""
    @State private var notifications = true
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var presses = 0

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Alerts")
            } footer: {
                Text("We never send more than one a day.")
            }
            Section(footer: Text("Version 1.0")) {
                Text("Tapped \(taps)")
                    .onTapGesture { taps += 1 }
                Image(systemName: "star")
                    .onTapGesture(count: 2) { doubleTaps += 1 }
                Text("Double-tapped \(doubleTaps)")
                Text("Pressed \(presses)")
                    .onLongPressGesture(minimumDuration: 1) { presses += 1 }
                HStack {
                    Text("Row")
                    Button("Inner") { taps += 10 }
                }
                .onTapGesture { taps += 100 }
            }
        }
        .formStyle(.grouped)
    }
}

@MainActor @Suite struct FormAndGestureTests {
    @Test func aFormGroupsItsSectionsWithHeadersAndFooters() throws {
        let host = ViewHost(SettingsForm())
        let form = try #require(host.findAll(kind: .list).first)
        #expect(form[property: "form"] == .bool(true))
        #expect(host.findAll(kind: .section).count == 3)
        try host.find(text: "Profile")
        try host.find(text: "Alerts")
        let footer = try host.find(text: "We never send more than one a day.")
        #expect(footer[property: "accessibilityIdentifier"] == .string("section-footer"))
        try host.find(text: "Version 1.0")
        try host.find(textField: "Name").setText("Ana")
        #expect(try host.find(textField: "Name").value == "Ana")
    }

    @Test func tapGesturesRunTheirActionsAndButtonsInsideKeepTheirOwn() throws {
        let host = ViewHost(SettingsForm())
        // A tap on the text reaches the gesture around it, as on a screen.
        try host.find(text: "Tapped 0").tap()
        try host.find(text: "Tapped 1")
        let star = try #require(host.findAll(kind: .image).first)
        try star.tap()
        try host.find(text: "Double-tapped 1")
        #expect(host.findAll(kind: .gestureArea).map { $0[property: "tapCount"] }.contains(.number(2)))
        // A tap is no long press; pressing and holding is.
        #expect(throws: ViewHostError.self) { try host.find(text: "Pressed 0").tap() }
        try host.find(text: "Pressed 0").longPress()
        try host.find(text: "Pressed 1")
        // The button inside the tappable row takes its own tap; the row takes the rest.
        try host.find(button: "Inner").tap()
        try host.find(text: "Tapped 11")
        try host.find(text: "Row").tap()
        try host.find(text: "Tapped 111")
    }
}

struct OrderForm: View {
    @State private var cups = 1
    @State private var sugar = 0.0
    @State private var edits: [Bool] = []
    @State private var log = ""
    let price = 3.5

    var body: some View {
        Form {
            Stepper("Cups: \(cups)", value: $cups, in: 1...3)
            Stepper(value: $sugar, step: 0.5, label: { Text("Sugar \(sugar, specifier: "%.1f")") },
                    onEditingChanged: { edits.append($0) })
            Stepper("Log") {
                log += "+"
            } onDecrement: {
                log += "-"
            }
            Text("Log: \(log)")
            Text(Double(cups) * price, format: .number.precision(.fractionLength(2)))
            Text(0.25, format: .percent)
            Text("Edits \(edits.count)")
        }
    }
}

@MainActor @Suite struct StepperTests {
    @Test func steppersStepWithinTheirBoundsAndRunTheirClosures() throws {
        let host = ViewHost(OrderForm())
        try host.find(text: "3.50")
        try host.find(text: "25%")
        let cupsMinus = host.findAll(button: "−")[0]
        #expect(cupsMinus.isDisabled)                     // already at the lower bound
        try host.findAll(button: "+")[0].tap()
        try host.find(text: "Cups: 2")
        try host.find(text: "7.00")
        try host.findAll(button: "+")[0].tap()
        try host.find(text: "Cups: 3")
        #expect(host.findAll(button: "+")[0].isDisabled)  // now at the upper bound
        #expect(!host.findAll(button: "−")[0].isDisabled)

        try host.findAll(button: "+")[1].tap()
        try host.find(text: "Sugar 0.5")
        try host.find(text: "Edits 2")                    // editing began and ended
        try host.findAll(button: "+")[2].tap()
        try host.findAll(button: "−")[2].tap()
        try host.find(text: "Log: +-")
    }

    @Test func aStepperIsFoundByItsLabelAndSteppedByName() throws {
        let host = ViewHost(OrderForm())
        let cups = try host.find(stepper: "Cups: 1")
        #expect(throws: ViewHostError.self) { try cups.decrement() }   // at the lower bound
        try cups.increment()
        try host.find(stepper: "Cups: 2").increment()
        try host.find(text: "Cups: 3")
        try host.find(stepper: "Cups: 3").decrement()
        try host.find(text: "Cups: 2")
        try host.find(stepper: "Log").decrement()
        try host.find(text: "Log: -")
    }
}
