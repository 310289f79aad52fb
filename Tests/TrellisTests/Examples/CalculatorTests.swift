import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting
import TrellisGalleryApps

// Seed 004 (数据状态和绑定): the calculator's state as a @State enum handed down as a
// binding through two levels of views, and a custom property wrapper.

@propertyWrapper struct Converter {
    let from: String
    let to: String
    let rate: Double
    var value: Double

    var wrappedValue: String {
        get { "\(from)\(value)" }
        set { value = Double(newValue) ?? -1 }
    }

    var projectedValue: String {
        return "\(to)\(value * rate)"
    }

    init(initialValue: String, from: String, to: String, rate: Double) {
        self.rate = rate
        self.value = 0
        self.from = from
        self.to = to
        self.wrappedValue = initialValue
    }
}

private struct ExchangeView: View {
    @Converter(initialValue: "100", from: "USD", to: "CNY", rate: 6.88)
    var usd_cny
    var body: some View {
        Text("\(usd_cny) = \($usd_cny)")
    }
}

/// A user wrapper that contains @State: its storage belongs to the view's identity.
@propertyWrapper struct Clamped: DynamicProperty {
    @State private var stored = 0
    let range: ClosedRange<Int>
    private(set) var updates = 0

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        _stored = State(initialValue: wrappedValue)
        self.range = range
    }

    var wrappedValue: Int {
        get { stored }
        nonmutating set { stored = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    mutating func update() { updates += 1 }
}

private struct VolumeView: View {
    @Clamped(0...3) var volume = 1
    var body: some View {
        VStack {
            Text("Volume \(volume)")
            Text("Updated \(_volume.updates)")
            Button("Louder") { volume += 1 }
        }
    }
}

@MainActor
@Suite("Calculator: a value model and property wrappers")
struct CalculatorTests {
    @Test func startsAtZeroAndTheTestButtonSetsTheState() throws {
        let host = ViewHost(CalculatorContentView())
        try host.find(text: "0")
        try host.find(button: "Test").tap()
        try host.find(text: "1.23")
    }

    @Test func digitsAndOperatorsWorkThroughTwoLevelsOfBindings() throws {
        let host = ViewHost(CalculatorContentView())
        for key in ["1", "2", "+", "3", "0", "="] { try host.find(button: key).tap() }
        try host.find(text: "42")
        for key in ["×", "2", "-", "4", "="] { try host.find(button: key).tap() }
        try host.find(text: "80")
        for key in ["÷", "0", "="] { try host.find(button: key).tap() }
        try host.find(text: "Error")
        try host.find(button: "AC").tap()
        try host.find(text: "0")
        for key in ["7", ".", "5", "+/-"] { try host.find(button: key).tap() }
        try host.find(text: "-7.5")
    }

    @Test func onlyTheOwnerReRunsWhenAButtonWritesThroughTheBinding() throws {
        let host = ViewHost(CalculatorContentView())
        host.resetCounters()
        try host.find(button: "7").tap()
        // The pad and rows only pass the binding along or write it in actions: they do not
        // read it in body, so only the view that shows brain.output re-runs.
        #expect(host.bodyEvaluations(of: CalculatorContentView.self) == 1)
        #expect(host.bodyEvaluations(of: CalculatorButtonPad.self) == 0)
        #expect(host.bodyEvaluations(of: CalculatorButtonRow.self) == 0)
    }

    @Test func outputKeepsItsModifiersInOrder() throws {
        let host = ViewHost(CalculatorContentView())
        let line = host.render().split(separator: "\n").first { $0.contains("Text \"0\"") }
        #expect(line?.trimmingCharacters(in: .whitespaces) == #"Text "0" [font: system(size: 76), minimumScaleFactor: 0.5, padding: top: 0, leading: 0, bottom: 0, trailing: 24, frame: minWidth: 0, maxWidth: infinity, alignment: trailing]"#)
    }

    @Test func converterWrapsAStringAndProjectsTheConversion() throws {
        @Converter(initialValue: "100", from: "USD", to: "CNY", rate: 6.88)
        var usd_cny
        @Converter(initialValue: "100", from: "CNY", to: "EUR", rate: 0.13)
        var cny_eur
        #expect("\(usd_cny) = \($usd_cny)" == "USD100.0 = CNY\(100 * 6.88)")
        #expect("\(cny_eur) = \($cny_eur)" == "CNY100.0 = EUR\(100 * 0.13)")
        usd_cny = "324.3"
        #expect("\(usd_cny) = \($usd_cny)" == "USD324.3 = CNY\(324.3 * 6.88)")
        usd_cny = "not a number"
        #expect(usd_cny == "USD-1.0")

        let host = ViewHost(ExchangeView())
        try host.find(text: "USD100.0 = CNY\(100 * 6.88)")
    }

    @Test func userDynamicPropertiesKeepTheirStateAndAreUpdatedBeforeBody() throws {
        let host = ViewHost(VolumeView())
        try host.find(text: "Volume 1")
        try host.find(text: "Updated 1")
        for _ in 0..<5 { try host.find(button: "Louder").tap() }
        try host.find(text: "Volume 3")
        // Two real changes (1→2→3); the clamped writes after that change nothing.
        try host.find(text: "Updated 3")
        #expect(host.bodyEvaluations(of: VolumeView.self) == 3)
    }
}
