import Foundation

#if !canImport(Darwin)
/// Foundation's predicate format strings, which swift-corelibs-foundation marks unavailable
/// (it has only block predicates): the validation idiom
/// `NSPredicate(format: "SELF MATCHES %@", emailPattern).evaluate(with: text)` and filters such
/// as `"name CONTAINS[cd] %@ AND age >= 18"`. The format is parsed as Apple's parser reads it
/// and becomes a block predicate, so the result is Foundation's own `NSPredicate`.
///
/// What it reads: comparisons (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, `BETWEEN`), string
/// operators (`MATCHES` — a regular expression matching the whole string —, `LIKE` with `*`
/// and `?`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`) with `[c]`, `[d]` and `[cd]`, `IN`, `AND`/
/// `&&`, `OR`/`||`, `NOT`/`!`, parentheses, `ANY`/`ALL`/`NONE` over collections,
/// `TRUEPREDICATE`/`FALSEPREDICATE`, literals (quoted strings, numbers, `TRUE`, `NIL`,
/// `{…}`), and `%@`, `%K`, `%d`, `%i`, `%f`, `%ld` arguments. Key paths are read without
/// key-value coding, which Linux has not: from dictionaries by key, and from any other value
/// by its stored property of that name (a Swift object's, through reflection). A format
/// Apple's parser rejects (it raises an exception there) matches nothing here, with a
/// message on standard error.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        var parser = PredicateFormatParser(scanner: FormatScanner(predicateFormat), arguments: arguments ?? [])
        let node: PredicateFormatNode
        do {
            node = try parser.parseWhole()
        } catch {
            // Apple raises NSInvalidArgumentException ("Unable to parse the format string"); a
            // server serving others does not stop: the predicate matches nothing, and says why.
            FileHandle.standardError.write(Data("NSPredicate: unable to parse the format string \"\(predicateFormat)\": \(error); it matches nothing\n".utf8))
            node = .constant(false)
        }
        self.init(block: { object, _ in node.evaluate(on: object) })
    }
}

/// An object whose values are kept by key rather than in stored properties (Core Data's
/// managed objects): format predicates read its keys through this.
public protocol _KeyValueReading {
    func _value(forKey key: String) -> Any?
}

/// A parsed predicate or one of its operands.
indirect enum PredicateFormatNode {
    case constant(Any?)
    case evaluatedObject
    case keyPath([String])
    case aggregate([PredicateFormatNode])
    case not(PredicateFormatNode)
    case and(PredicateFormatNode, PredicateFormatNode)
    case or(PredicateFormatNode, PredicateFormatNode)
    case comparison(PredicateFormatNode, String, Set<Character>, PredicateFormatNode, quantifier: String?)

    func evaluate(on object: Any?) -> Bool {
        switch self {
        case .not(let inner): return !inner.evaluate(on: object)
        case .and(let left, let right): return left.evaluate(on: object) && right.evaluate(on: object)
        case .or(let left, let right): return left.evaluate(on: object) || right.evaluate(on: object)
        case .comparison(let left, let operation, let options, let right, let quantifier):
            let lhs = left.value(on: object), rhs = right.value(on: object)
            guard let quantifier else { return Self.compare(lhs, operation, options, rhs) }
            let elements = Self.elements(of: lhs) ?? []
            let each = elements.lazy.map { Self.compare($0, operation, options, rhs) }
            switch quantifier {
            case "ALL": return each.allSatisfy { $0 }
            case "NONE": return !each.contains(true)
            default: return each.contains(true)
            }
        case .constant(let value): return Self.truth(value)
        default: return Self.truth(value(on: object))
        }
    }

    func value(on object: Any?) -> Any? {
        switch self {
        case .constant(let value): return value
        case .evaluatedObject: return object
        case .keyPath(let keys): return keys.reduce(object) { Self.read($1, of: $0) }
        case .aggregate(let items): return items.map { $0.value(on: object) }
        default: return evaluate(on: object)
        }
    }

    /// `key` of `object` without key-value coding: a dictionary's entry, a collection's
    /// elements' values (as KVC does), `count`/`@count`, or a stored property by name.
    static func read(_ key: String, of object: Any?) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if let keyed = object as? any _KeyValueReading { return unwrapped(keyed._value(forKey: key)) }
        if key == "@count" || key == "count", let items = elements(of: object) { return items.count }
        if key == "length", let string = object as? String { return string.utf16.count }
        if !(object is String), let items = elements(of: object) { return items.map { read(key, of: $0) } }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            // A property wrapper (`@Published var name`) is stored as `_name`.
            for child in current.children where child.label == key || child.label == "_" + key {
                if child.label == key { return unwrapped(child.value) }
                return Mirror(reflecting: child.value).children.first { $0.label == "wrappedValue" || $0.label == "value" }
                    .map { unwrapped($0.value) } ?? unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first.flatMap { unwrapped($0.value) } }
        if value is NSNull { return nil }
        return value
    }

    static func elements(of value: Any?) -> [Any?]? {
        guard let value = unwrapped(value), !(value is String), !(value is NSString) else { return nil }
        if let array = value as? [Any?] { return array }
        if let array = value as? NSArray { return array.map { $0 } }
        if let set = value as? NSSet { return set.map { $0 } }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
        return mirror.children.map { $0.value }
    }

    static func truth(_ value: Any?) -> Bool {
        switch unwrapped(value) {
        case let bool as Bool: bool
        case let number as NSNumber: number.boolValue
        case nil: false
        default: true
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch unwrapped(value) {
        case let value as Bool: value ? 1 : 0
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        case let value as Decimal: NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: value.doubleValue
        case let value as Date: value.timeIntervalSinceReferenceDate
        default: nil
        }
    }

    static func string(_ value: Any?) -> String? {
        switch unwrapped(value) {
        case let value as String: value
        case let value as Substring: String(value)
        case let value as NSString: value as String
        case let value as Character: String(value)
        default: nil
        }
    }

    /// The string as `[c]` (case) and `[d]` (diacritics) ask it to be compared.
    static func folded(_ string: String, _ options: Set<Character>) -> String {
        var folding: String.CompareOptions = []
        if options.contains("c") { folding.insert(.caseInsensitive) }
        if options.contains("d") { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    static func compare(_ lhs: Any?, _ operation: String, _ options: Set<Character>, _ rhs: Any?) -> Bool {
        switch operation {
        case "IN":
            if let items = elements(of: rhs) { return items.contains { compare(lhs, "==", options, $0) } }
            if let whole = string(rhs), let part = string(lhs) { return folded(whole, options).contains(folded(part, options)) }
            return false
        case "CONTAINS":
            if let items = elements(of: lhs) { return items.contains { compare($0, "==", options, rhs) } }
            guard let whole = string(lhs), let part = string(rhs) else { return false }
            return folded(whole, options).contains(folded(part, options))
        case "BEGINSWITH", "ENDSWITH":
            guard let whole = string(lhs).map({ folded($0, options) }), let part = string(rhs).map({ folded($0, options) }) else { return false }
            return operation == "BEGINSWITH" ? whole.hasPrefix(part) : whole.hasSuffix(part)
        case "MATCHES", "LIKE":
            guard let subject = string(lhs), var pattern = string(rhs) else { return false }
            if operation == "LIKE" {
                pattern = pattern.map { $0 == "*" ? ".*" : $0 == "?" ? "." : NSRegularExpression.escapedPattern(for: String($0)) }.joined()
            }
            var regexOptions: NSRegularExpression.Options = []
            if options.contains("c") { regexOptions.insert(.caseInsensitive) }
            let text = options.contains("d") ? folded(subject, ["d"]) : subject
            guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: regexOptions) else { return false }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        case "BETWEEN":
            guard let bounds = elements(of: rhs), bounds.count == 2 else { return false }
            return compare(lhs, ">=", options, bounds[0]) && compare(lhs, "<=", options, bounds[1])
        default:
            break
        }
        let order: ComparisonResult?
        if let left = number(lhs), let right = number(rhs) {
            order = left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        } else if let left = string(lhs), let right = string(rhs) {
            let (l, r) = (folded(left, options), folded(right, options))
            order = l < r ? .orderedAscending : l > r ? .orderedDescending : .orderedSame
        } else if unwrapped(lhs) == nil || unwrapped(rhs) == nil {
            let same = unwrapped(lhs) == nil && unwrapped(rhs) == nil
            return operation == "==" ? same : operation == "!=" ? !same : false
        } else if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable {
            return operation == "==" ? left == right : operation == "!=" ? left != right : false
        } else {
            order = nil
        }
        guard let order else { return operation == "!=" }
        switch operation {
        case "==": return order == .orderedSame
        case "!=": return order != .orderedSame
        case "<": return order == .orderedAscending
        case "<=": return order != .orderedDescending
        case ">": return order == .orderedDescending
        case ">=": return order != .orderedAscending
        default: return false
        }
    }
}

/// Recursive descent over Apple's predicate grammar:
/// or := and (OR and)*; and := not (AND not)*; not := NOT not | '(' or ')' | comparison;
/// comparison := (ANY|ALL|NONE|SOME)? operand operator operand.
struct PredicateFormatParser {
    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    var scanner: FormatScanner
    var arguments: [Any]

    mutating func parseWhole() throws -> PredicateFormatNode {
        let node = try or()
        scanner.skipSpaces()
        if !scanner.isAtEnd { throw FormatError(description: "unexpected \"\(scanner.rest)\"") }
        return node
    }

    private mutating func take(_ token: String, word: Bool = false) -> Bool { scanner.take(token, word: word) }

    private mutating func or() throws -> PredicateFormatNode {
        var left = try and()
        while take("||") || take("OR", word: true) { left = .or(left, try and()) }
        return left
    }

    private mutating func and() throws -> PredicateFormatNode {
        var left = try not()
        while take("&&") || take("AND", word: true) { left = .and(left, try not()) }
        return left
    }

    private mutating func not() throws -> PredicateFormatNode {
        if take("NOT", word: true) || (scanner.peek("!") && !scanner.peek("!=") && take("!")) { return .not(try not()) }
        let start = scanner.position
        if take("(") {
            // A parenthesised predicate, or an operand that starts with one: try the first.
            if let inner = try? or(), take(")") { return inner }
            scanner.position = start
        }
        if take("TRUEPREDICATE", word: true) { return .constant(true) }
        if take("FALSEPREDICATE", word: true) { return .constant(false) }
        return try comparison()
    }

    private static let operators = ["==", "=<", "=>", "<=", ">=", "!=", "<>", "=", "<", ">"]
    private static let wordOperators = ["MATCHES", "LIKE", "CONTAINS", "BEGINSWITH", "ENDSWITH", "IN", "BETWEEN"]

    private mutating func comparison() throws -> PredicateFormatNode {
        var quantifier: String?
        for word in ["ANY", "SOME", "ALL", "NONE"] where take(word, word: true) {
            quantifier = word == "SOME" ? "ANY" : word
            break
        }
        let left = try operand()
        var operation: String?
        for symbol in Self.operators where take(symbol) {
            operation = switch symbol {
            case "=": "=="
            case "=<": "<="
            case "=>": ">="
            case "<>": "!="
            default: symbol
            }
            break
        }
        if operation == nil {
            for word in Self.wordOperators where take(word, word: true) {
                operation = word
                break
            }
        }
        guard let operation else {
            // A lone operand is a predicate by its truth (`isDone`, `TRUE`).
            return quantifier == nil ? .comparison(left, "==", [], .constant(true), quantifier: nil) : left
        }
        var options: Set<Character> = []
        if take("[") {
            while let option = scanner.current, option != "]" {
                options.insert(Character(option.lowercased()))
                scanner.position += 1
            }
            guard take("]") else { throw FormatError(description: "an option list is not closed") }
        }
        return .comparison(left, operation, options, try operand(), quantifier: quantifier)
    }

    private mutating func operand() throws -> PredicateFormatNode {
        scanner.skipSpaces()
        guard let character = scanner.current else { throw FormatError(description: "the format ends early") }
        if character == "\"" || character == "'" { return .constant(try quoted(character)) }
        if character == "%" { return try argument() }
        if take("{") {
            var items: [PredicateFormatNode] = []
            if !take("}") {
                repeat { items.append(try operand()) } while take(",")
                guard take("}") else { throw FormatError(description: "an aggregate is not closed") }
            }
            return .aggregate(items)
        }
        if take("(") {
            let inner = try operand()
            guard take(")") else { throw FormatError(description: "a parenthesis is not closed") }
            return inner
        }
        let next = scanner.position + 1 < scanner.text.count ? scanner.text[scanner.position + 1] : " "
        if character.isNumber || ((character == "-" || character == ".") && next.isNumber) {
            return .constant(try number())
        }
        if character.isLetter || character == "_" || character == "@" || character == "#" {
            let path = scanner.identifier(extra: ".@#")
            switch path.uppercased() {
            case "SELF": return .evaluatedObject
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            default:
                let keys = path.split(separator: ".").map { $0.hasPrefix("#") ? String($0.dropFirst()) : String($0) }
                if keys.first?.uppercased() == "SELF" { return .keyPath(Array(keys.dropFirst())) }
                return .keyPath(keys)
            }
        }
        throw FormatError(description: "unexpected \"\(character)\"")
    }

    private mutating func quoted(_ quote: Character) throws -> String {
        scanner.position += 1
        var result = ""
        while let character = scanner.current, character != quote {
            scanner.position += 1
            guard character == "\\", let escaped = scanner.current else {
                result.append(character)
                continue
            }
            scanner.position += 1
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            default: result.append(escaped)
            }
        }
        guard !scanner.isAtEnd else { throw FormatError(description: "a string is not closed") }
        scanner.position += 1
        return result
    }

    private mutating func number() throws -> Any {
        let negative = scanner.current == "-"
        if negative { scanner.position += 1 }
        let (digits, isReal) = scanner.numberLiteral()
        let literal = (negative ? "-" : "") + digits
        if !isReal, let whole = Int(literal) { return whole }
        guard let real = Double(literal) else { throw FormatError(description: "bad number \"\(literal)\"") }
        return real
    }

    /// `%@`, `%K` (a key path), `%d`, `%i`, `%ld`, `%f`, `%lf`: the next argument.
    private mutating func argument() throws -> PredicateFormatNode {
        guard let specifier = scanner.specifier(), "@Kdifu".contains(specifier) else {
            throw FormatError(description: "unsupported format specifier")
        }
        guard !arguments.isEmpty else { throw FormatError(description: "fewer arguments than specifiers") }
        let value = arguments.removeFirst()
        if specifier == "K" {
            guard let path = PredicateFormatNode.string(value) else { throw FormatError(description: "%K needs a string key path") }
            return .keyPath(path.split(separator: ".").map(String.init))
        }
        return .constant(value)
    }
}
#endif
