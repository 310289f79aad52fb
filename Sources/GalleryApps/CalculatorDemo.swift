import Foundation
import Trellis

// Seed 004 (数据状态和绑定): the calculator. Its state is one `CalculatorBrain` value in
// `@State`, handed down as a binding through the pad and its rows; the keys write it.

public enum CalculatorButtonItem: Hashable, Sendable {
    public enum Op: String, Sendable {
        case plus = "+", minus = "-", multiply = "×", divide = "÷", equal = "="
    }
    public enum Command: String, Sendable {
        case clear = "AC", flip = "+/-", percent = "%"
    }
    case digit(Int)
    case dot
    case op(Op)
    case command(Command)

    public var title: String {
        switch self {
        case .digit(let value): String(value)
        case .dot: "."
        case .op(let op): op.rawValue
        case .command(let command): command.rawValue
        }
    }
}

/// The calculator's state machine: left operand, operator, right operand.
public enum CalculatorBrain: Equatable, Sendable {
    case left(String)
    case leftOp(left: String, op: CalculatorButtonItem.Op)
    case leftOpRight(left: String, op: CalculatorButtonItem.Op, right: String)
    case error

    public var output: String {
        switch self {
        case .left(let left): left
        case .leftOp(let left, _): left
        case .leftOpRight(_, _, let right): right
        case .error: "Error"
        }
    }

    public func apply(item: CalculatorButtonItem) -> CalculatorBrain {
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

public struct CalculatorContentView: View {
    @State private var brain: CalculatorBrain = .left("0")

    public init() {}

    public var body: some View {
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

public struct CalculatorButtonPad: View {
    @Binding var brain: CalculatorBrain
    let pad: [[CalculatorButtonItem]] = [
        [.command(.clear), .command(.flip), .command(.percent), .op(.divide)],
        [.digit(7), .digit(8), .digit(9), .op(.multiply)],
        [.digit(4), .digit(5), .digit(6), .op(.minus)],
        [.digit(1), .digit(2), .digit(3), .op(.plus)],
        [.digit(0), .dot, .op(.equal)],
    ]

    public init(brain: Binding<CalculatorBrain>) {
        _brain = brain
    }

    public var body: some View {
        VStack(spacing: 8) {
            ForEach(pad, id: \.self) { row in
                CalculatorButtonRow(row: row, brain: self.$brain)
            }
        }
    }
}

public struct CalculatorButtonRow: View {
    let row: [CalculatorButtonItem]
    @Binding var brain: CalculatorBrain

    public var body: some View {
        HStack {
            ForEach(row, id: \.self) { item in
                Button(item.title) {
                    self.brain = self.brain.apply(item: item)
                }
                .calculatorKeyStyle()
            }
        }
    }
}

extension View {
    /// The seed's round orange key.
    func calculatorKeyStyle() -> some View {
        frame(width: 88, height: 88)
            .background(Color.orange)
            .cornerRadius(44)
    }
}


/// The calculator as the Gallery shows it: the seed's view on a dark panel, white keys.
struct CalculatorDemo: View {
    var body: some View {
        CalculatorContentView()
            .foregroundColor(.white)
            .font(.system(size: 32, weight: .medium))
            .padding(24)
            .background(Color.black)
            .cornerRadius(32)
    }
}
