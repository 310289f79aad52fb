//
//  CalculatorBrain.swift
//  Calculator
//
//  The calculator's logic: a small state machine, Foundation only.
//

import Foundation

enum CalculatorButtonItem: Hashable {
    enum Op: String {
        case plus = "+"
        case minus = "-"
        case multiply = "×"
        case divide = "÷"
        case equal = "="
    }

    enum Command: String {
        case clear = "AC"
        case flip = "+/-"
        case percent = "%"
    }

    case digit(Int)
    case dot
    case op(Op)
    case command(Command)

    var title: String {
        switch self {
        case .digit(let value): return String(value)
        case .dot: return "."
        case .op(let op): return op.rawValue
        case .command(let command): return command.rawValue
        }
    }

    var isOperator: Bool {
        if case .op = self { return true }
        return false
    }
}

enum CalculatorBrain: Equatable {
    case left(String)
    case leftOp(left: String, op: CalculatorButtonItem.Op)
    case leftOpRight(left: String, op: CalculatorButtonItem.Op, right: String)
    case error

    var output: String {
        switch self {
        case .left(let left): return left
        case .leftOp(let left, _): return left
        case .leftOpRight(_, _, let right): return right
        case .error: return "Error"
        }
    }

    func apply(item: CalculatorButtonItem) -> CalculatorBrain {
        switch item {
        case .digit(let digit): return appending(String(digit))
        case .dot: return appending(".")
        case .op(let op): return applying(op)
        case .command(.clear): return .left("0")
        case .command(.flip):
            return mapOperand { $0.hasPrefix("-") ? String($0.dropFirst()) : ($0 == "0" ? $0 : "-" + $0) }
        case .command(.percent):
            return mapOperand { CalculatorBrain.format((Double($0) ?? 0) / 100) }
        }
    }

    private func appending(_ text: String) -> CalculatorBrain {
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

    private func applying(_ op: CalculatorButtonItem.Op) -> CalculatorBrain {
        switch self {
        case .left(let left):
            return op == .equal ? self : .leftOp(left: left, op: op)
        case .leftOp(let left, _):
            return op == .equal ? .left(left) : .leftOp(left: left, op: op)
        case .leftOpRight(let left, let current, let right):
            guard let result = CalculatorBrain.compute(left, current, right) else { return .error }
            return op == .equal ? .left(result) : .leftOp(left: result, op: op)
        case .error:
            return self
        }
    }

    private func mapOperand(_ transform: (String) -> String) -> CalculatorBrain {
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

    static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = 8
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = false
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    static func format(_ value: Double) -> String {
        formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
