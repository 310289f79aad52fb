import Foundation

#if !canImport(Darwin)
/// Foundation's expression, whose members swift-corelibs-foundation marks unavailable: the
/// calculator idiom `NSExpression(format: "12*3+4/2").expressionValue(with: nil, context: nil)`.
/// Arithmetic as Apple's format parser reads it: numbers (whole numbers stay whole, so
/// `7/2` is 3, as on Apple platforms), `+ - * / **`, unary minus, parentheses, `%@`/`%d`/
/// `%f` arguments, `$variables` from the context, aggregates `{1, 2}` and the built-in
/// functions (`sqrt(16)`, `abs`, `average`, `sum`, `max`…). Key paths need key-value coding,
/// which Linux has not: a format that uses one, or one Apple's parser would reject, makes an
/// expression whose value is nil (Apple raises an exception), with a warning on stderr.
open class NSExpression: NSObject, @unchecked Sendable {
    public enum ExpressionType: UInt, Sendable {
        case constantValue = 0, evaluatedObject, variable, keyPath, function
        case unionSet, intersectSet, minusSet
        case subquery = 13, aggregate, anyKey = 15, block = 19, conditional = 20
    }

    public let expressionType: ExpressionType
    private let value: Any?
    private let name: String
    private let operands: [NSExpression]

    open var constantValue: Any? { value }
    open var variable: String { name }
    open var function: String { name }
    open var arguments: [NSExpression]? { expressionType == .function ? operands : nil }
    open var collection: Any { operands }

    private init(type: ExpressionType, value: Any? = nil, name: String = "", operands: [NSExpression] = []) {
        self.expressionType = type
        self.value = value
        self.name = name
        self.operands = operands
        super.init()
    }

    public convenience init(forConstantValue obj: Any?) { self.init(type: .constantValue, value: obj) }
    public convenience init(forVariable string: String) { self.init(type: .variable, name: string) }
    public convenience init(forAggregate subexpressions: [NSExpression]) { self.init(type: .aggregate, operands: subexpressions) }
    public convenience init(forFunction name: String, arguments parameters: [Any]) {
        self.init(type: .function, name: name, operands: parameters.map { $0 as? NSExpression ?? NSExpression(forConstantValue: $0) })
    }

    public convenience init(format expressionFormat: String, argumentArray arguments: [Any]) {
        var parser = Parser(text: expressionFormat, arguments: arguments)
        do {
            let parsed = try parser.parseWhole()
            self.init(type: parsed.expressionType, value: parsed.value, name: parsed.name, operands: parsed.operands)
        } catch {
            FileHandle.standardError.write(Data("warning: NSExpression(format: \"\(expressionFormat)\"): \(error); its value is nil\n".utf8))
            self.init(type: .constantValue, value: nil)
        }
    }

    public convenience init(format expressionFormat: String, _ args: CVarArg...) {
        self.init(format: expressionFormat, argumentArray: args)
    }

    /// The value: an `NSNumber` for arithmetic (cast it with `as? Double` or `as? Int`), an
    /// array for an aggregate, nil when the expression cannot be evaluated.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        guard let result = evaluate(object, context) else { return nil }
        switch result {
        case .integer(let number): return NSNumber(value: number)
        case .real(let number): return NSNumber(value: number)
        case .list(let items): return items.map { NSNumber(value: $0.double) }
        case .object(let object): return object
        }
    }

    // MARK: Evaluation

    private enum Value {
        case integer(Int), real(Double), list([Value]), object(Any)
        var double: Double {
            switch self {
            case .integer(let number): return Double(number)
            case .real(let number): return number
            default: return .nan
            }
        }
        var isNumber: Bool { if case .integer = self { return true }; if case .real = self { return true }; return false }

        init(_ any: Any?) {
            switch any {
            case let number as NSNumber:
                // A number keeps its kind: 3.0 divides as a real, 3 as a whole number.
                let kind = String(cString: number.objCType)
                self = kind == "d" || kind == "f" ? .real(number.doubleValue) : .integer(number.intValue)
            case let number as Int: self = .integer(number)
            case let number as Double: self = .real(number)
            case let text as String: self = Double(text).map { .real($0) } ?? .object(text)
            case let items as [Any]: self = .list(items.map { Value($0) })
            case let other?: self = .object(other)
            case nil: self = .object(NSNull())
            }
        }
    }

    private func evaluate(_ object: Any?, _ context: NSMutableDictionary?) -> Value? {
        switch expressionType {
        case .constantValue:
            return value.map { Value($0) }
        case .evaluatedObject:
            return Value(object)
        case .variable:
            return context?[name].map { Value($0) }
        case .aggregate:
            var items: [Value] = []
            for operand in operands {
                guard let item = operand.evaluate(object, context) else { return nil }
                items.append(item)
            }
            return .list(items)
        case .function:
            var values: [Value] = []
            for operand in operands {
                guard let item = operand.evaluate(object, context) else { return nil }
                values.append(item)
            }
            return Self.apply(name, values)
        default:
            return nil
        }
    }

    /// Apple's built-in functions, by their selector names.
    private static func apply(_ function: String, _ values: [Value]) -> Value? {
        func numbers() -> [Double] {
            values.flatMap { value -> [Double] in if case .list(let items) = value { return items.map(\.double) }; return [value.double] }
        }
        func arithmetic(_ ints: (Int, Int) -> (Int, Bool), _ reals: (Double, Double) -> Double) -> Value? {
            guard values.count == 2, values.allSatisfy(\.isNumber) else { return nil }
            if case .integer(let a) = values[0], case .integer(let b) = values[1] {
                let (result, overflow) = ints(a, b)
                if !overflow { return .integer(result) }
            }
            return .real(reals(values[0].double, values[1].double))
        }
        let all = numbers()
        switch function {
        case "add:to:": return arithmetic({ $0.addingReportingOverflow($1) }, +)
        case "from:subtract:": return arithmetic({ $0.subtractingReportingOverflow($1) }, -)
        case "multiply:by:": return arithmetic({ $0.multipliedReportingOverflow(by: $1) }, *)
        case "divide:by:":
            // Whole numbers divide as whole numbers; by zero, as reals (an infinity).
            if case .integer(_) = values.first, case .integer(let b)? = values.last, b == 0 { return .real(values[0].double / 0) }
            return arithmetic({ $0.dividedReportingOverflow(by: $1) }, /)
        case "modulus:by:": return arithmetic({ $1 == 0 ? (0, true) : $0.remainderReportingOverflow(dividingBy: $1) },
                                              { $0.truncatingRemainder(dividingBy: $1) })
        case "raise:toPower:":
            guard all.count == 2 else { return nil }
            return .real(pow(all[0], all[1]))
        case "negate:":
            guard values.count == 1 else { return nil }
            if case .integer(let a) = values[0], a != .min { return .integer(-a) }
            return .real(-all[0])
        case "sqrt:": return all.count == 1 ? .real(all[0].squareRoot()) : nil
        case "abs:":
            if values.count == 1, case .integer(let a) = values[0], a != .min { return .integer(Swift.abs(a)) }
            return all.count == 1 ? .real(Swift.abs(all[0])) : nil
        case "log:": return all.count == 1 ? .real(log10(all[0])) : nil
        case "ln:": return all.count == 1 ? .real(Foundation.log(all[0])) : nil
        case "exp:": return all.count == 1 ? .real(Foundation.exp(all[0])) : nil
        case "floor:": return all.count == 1 ? .real(all[0].rounded(.down)) : nil
        case "ceiling:": return all.count == 1 ? .real(all[0].rounded(.up)) : nil
        case "trunc:": return all.count == 1 ? .real(all[0].rounded(.towardZero)) : nil
        case "sum:": return .real(all.reduce(0, +))
        case "count:": return .integer(all.count)
        case "average:": return all.isEmpty ? nil : .real(all.reduce(0, +) / Double(all.count))
        case "min:": return all.min().map { .real($0) }
        case "max:": return all.max().map { .real($0) }
        case "median:":
            let sorted = all.sorted()
            guard !sorted.isEmpty else { return nil }
            let middle = sorted.count / 2
            return .real(sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2)
        case "stddev:":
            guard !all.isEmpty else { return nil }
            let mean = all.reduce(0, +) / Double(all.count)
            return .real((all.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(all.count)).squareRoot())
        case "random": return .real(Double.random(in: 0..<1))
        default: return nil
        }
    }

    // MARK: Parsing

    private struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// Recursive descent over Apple's expression grammar, arithmetic part:
    /// sum := product (('+'|'-') product)*; product := power (('*'|'/') power)*;
    /// power := unary ('**' power)?; unary := '-' unary | '+' unary | primary.
    private struct Parser {
        var scanner: FormatScanner
        var arguments: [Any]

        init(text: String, arguments: [Any]) {
            scanner = FormatScanner(text)
            self.arguments = arguments
        }

        mutating func parseWhole() throws -> NSExpression {
            let expression = try sum()
            scanner.skipSpaces()
            if !scanner.isAtEnd { throw FormatError(description: "unexpected \"\(scanner.rest)\"") }
            return expression
        }

        private mutating func take(_ token: String) -> Bool { scanner.take(token) }

        private static func call(_ name: String, _ operands: [NSExpression]) -> NSExpression {
            NSExpression(forFunction: name, arguments: operands)
        }

        private mutating func sum() throws -> NSExpression {
            var left = try product()
            while true {
                if take("+") { left = Self.call("add:to:", [left, try product()]) }
                else if take("-") { left = Self.call("from:subtract:", [left, try product()]) }
                else { return left }
            }
        }

        private mutating func product() throws -> NSExpression {
            var left = try power()
            while true {
                if take("*") { left = Self.call("multiply:by:", [left, try power()]) }
                else if take("/") { left = Self.call("divide:by:", [left, try power()]) }
                else { return left }
            }
        }

        private mutating func power() throws -> NSExpression {
            let base = try unary()
            if take("**") { return Self.call("raise:toPower:", [base, try power()]) }
            return base
        }

        private mutating func unary() throws -> NSExpression {
            if take("-") { return Self.call("negate:", [try unary()]) }
            if take("+") { return try unary() }
            return try primary()
        }

        private mutating func primary() throws -> NSExpression {
            scanner.skipSpaces()
            guard let character = scanner.current else { throw FormatError(description: "the expression ends early") }
            if take("(") {
                let inner = try sum()
                guard take(")") else { throw FormatError(description: "a parenthesis is not closed") }
                return inner
            }
            if take("{") {
                var items: [NSExpression] = []
                if !take("}") {
                    repeat { items.append(try sum()) } while take(",")
                    guard take("}") else { throw FormatError(description: "an aggregate is not closed") }
                }
                return NSExpression(forAggregate: items)
            }
            if character == "%" { return try argument() }
            if character == "$" {
                scanner.position += 1
                return NSExpression(forVariable: scanner.identifier())
            }
            if character.isNumber || character == "." { return try number() }
            if character.isLetter || character == "_" {
                let word = scanner.identifier()
                switch word.uppercased() {
                case "SELF": return NSExpression(type: .evaluatedObject)
                case "TRUEPREDICATE", "YES", "TRUE": return NSExpression(forConstantValue: NSNumber(value: true))
                case "FALSEPREDICATE", "NO", "FALSE": return NSExpression(forConstantValue: NSNumber(value: false))
                case "NIL", "NULL": return NSExpression(forConstantValue: nil)
                default: break
                }
                guard take("(") else { throw FormatError(description: "key path \"\(word)\": key-value coding is not available on Linux") }
                var operands: [NSExpression] = []
                if !take(")") {
                    repeat { operands.append(try sum()) } while take(",")
                    guard take(")") else { throw FormatError(description: "\(word)( is not closed") }
                }
                guard let selector = Self.functions[word] else { throw FormatError(description: "unknown function \(word)") }
                return Self.call(selector, operands)
            }
            throw FormatError(description: "unexpected \"\(character)\"")
        }

        /// Functions as a format names them, and their selector names.
        private static let functions: [String: String] = [
            "sum": "sum:", "count": "count:", "min": "min:", "max": "max:", "average": "average:",
            "median": "median:", "stddev": "stddev:", "sqrt": "sqrt:", "log": "log:", "ln": "ln:",
            "exp": "exp:", "floor": "floor:", "ceiling": "ceiling:", "abs": "abs:", "trunc": "trunc:",
            "random": "random", "modulus": "modulus:by:", "raise": "raise:toPower:",
        ]

        private mutating func number() throws -> NSExpression {
            let (literal, isReal) = scanner.numberLiteral()
            if !isReal, let whole = Int(literal) { return NSExpression(forConstantValue: NSNumber(value: whole)) }
            guard let real = Double(literal) else { throw FormatError(description: "bad number \"\(literal)\"") }
            return NSExpression(forConstantValue: NSNumber(value: real))
        }

        /// `%@`, `%d`, `%i`, `%ld`, `%f`, `%lf`: the next argument, as a constant.
        private mutating func argument() throws -> NSExpression {
            guard let specifier = scanner.specifier() else { throw FormatError(description: "a format ends with %") }
            if specifier == "K" { throw FormatError(description: "%K: key-value coding is not available on Linux") }
            guard "@difu".contains(specifier) else { throw FormatError(description: "unsupported format specifier") }
            guard !arguments.isEmpty else { throw FormatError(description: "fewer arguments than specifiers") }
            return NSExpression(forConstantValue: arguments.removeFirst())
        }
    }
}
#endif
