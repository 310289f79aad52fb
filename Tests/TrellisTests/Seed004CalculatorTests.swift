import Foundation
import Testing
import Trellis
import TrellisTesting

// Seed 004 (数据状态和绑定): the calculator's state as a @State enum handed down as a
// binding through two levels of views, and a custom property wrapper.

enum CalculatorButtonItem: Hashable {
    enum Op: String {
        case plus = "+", minus = "-", multiply = "×", divide = "÷", equal = "="
    }
    enum Command: String {
        case clear = "AC", flip = "+/-", percent = "%"
    }
    case digit(Int)
    case dot
    case op(Op)
    case command(Command)

    var title: String {
        switch self {
        case .digit(let value): String(value)
        case .dot: "."
        case .op(let op): op.rawValue
        case .command(let command): command.rawValue
        }
    }
}

/// The calculator's state machine: left operand, operator, right operand.
enum CalculatorBrain: Equatable {
    case left(String)
    case leftOp(left: String, op: CalculatorButtonItem.Op)
    case leftOpRight(left: String, op: CalculatorButtonItem.Op, right: String)
    case error

    var output: String {
        switch self {
        case .left(let left): left
        case .leftOp(let left, _): left
        case .leftOpRight(_, _, let right): right
        case .error: "Error"
        }
    }

    func apply(item: CalculatorButtonItem) -> CalculatorBrain {
        switch item {
        case .digit(let digit): return append(String(digit))
        case .dot: return append(".")
        case .op(let op): return apply(op)
        case .command(.clear): return .left("0")
        case .command(.flip): return map { value in value.hasPrefix("-") ? String(value.dropFirst()) : (value == "0" ? value : "-" + value) }
        case .command(.percent): return map { Self.format((Double($0) ?? 0) / 100) }
        }
    }

    private func append(_ text: String) -> CalculatorBrain {
        func joined(_ value: String) -> String {
            if text == "." { return value.contains(".") ? value : value + "." }
            return value == "0" ? text : value + text
        }
        switch self {
        case .left(let left): return .left(joined(left))
        case .leftOp(let left, let op): return .leftOpRight(left: left, op: op, right: joined("0"))
        case .leftOpRight(let left, let op, let right): return .leftOpRight(left: left, op: op, right: joined(right))
        case .error: return .left(joined("0"))
        }
    }

    private func apply(_ op: CalculatorButtonItem.Op) -> CalculatorBrain {
        switch self {
        case .left(let left): return op == .equal ? self : .leftOp(left: left, op: op)
        case .leftOp(let left, _): return op == .equal ? .left(left) : .leftOp(left: left, op: op)
        case .leftOpRight(let left, let current, let right):
            guard let result = Self.compute(left, current, right) else { return .error }
            return op == .equal ? .left(result) : .leftOp(left: result, op: op)
        case .error: return self
        }
    }

    private func map(_ transform: (String) -> String) -> CalculatorBrain {
        switch self {
        case .left(let left): return .left(transform(left))
        case .leftOp(let left, let op): return .leftOp(left: transform(left), op: op)
        case .leftOpRight(let left, let op, let right): return .leftOpRight(left: left, op: op, right: transform(right))
        case .error: return self
        }
    }

    static func compute(_ left: String, _ op: CalculatorButtonItem.Op, _ right: String) -> String? {
        guard let l = Double(left), let r = Double(right) else { return nil }
        switch op {
        case .plus: return format(l + r)
        case .minus: return format(l - r)
        case .multiply: return format(l * r)
        case .divide: return r == 0 ? nil : format(l / r)
        case .equal: return nil
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

private let scale: CGFloat = 1

struct CalculatorContentView: View {
    @State private var brain: CalculatorBrain = .left("0")

    var body: some View {
        VStack(spacing: 12) {
            Spacer()
            Text(brain.output)
                .font(.system(size: 76))
                .minimumScaleFactor(0.5)
                .padding(.trailing, 24 * scale)
                .frame(minWidth: 0, maxWidth: .infinity, alignment: .trailing)
            Button("Test") {
                self.brain = .left("1.23")
            }
            CalculatorButtonPad(brain: $brain)
                .padding(.bottom)
        }
    }
}

struct CalculatorButtonPad: View {
    @Binding var brain: CalculatorBrain
    let pad: [[CalculatorButtonItem]] = [
        [.command(.clear), .command(.flip), .command(.percent), .op(.divide)],
        [.digit(7), .digit(8), .digit(9), .op(.multiply)],
        [.digit(4), .digit(5), .digit(6), .op(.minus)],
        [.digit(1), .digit(2), .digit(3), .op(.plus)],
        [.digit(0), .dot, .op(.equal)],
    ]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(pad, id: \.self) { row in
                CalculatorButtonRow(row: row, brain: self.$brain)
            }
        }
    }
}

struct CalculatorButtonRow: View {
    let row: [CalculatorButtonItem]
    @Binding var brain: CalculatorBrain

    var body: some View {
        HStack {
            ForEach(row, id: \.self) { item in
                Button(item.title) {
                    self.brain = self.brain.apply(item: item)
                }
                .frame(width: 88, height: 88)
                .background(Color.orange)
                .cornerRadius(44)
            }
        }
    }
}

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
@Suite("Seed 004: calculator and property wrappers")
struct Seed004CalculatorTests {
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
