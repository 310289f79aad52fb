import Foundation

/// A string written as a literal, with interpolation: `Text("Hello \(name)")`.
/// Linux has no localization tables, so the key is the text.
nonisolated public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// No capacity reserved: short texts (most labels) then stay inline, unallocated.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation(_ string: String) { output += string }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int(value))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }
    }
}

/// Read-only text. Styling applied with Text's own modifiers stays with the text;
/// otherwise the environment's font and foreground colour apply.
nonisolated public struct Text: Equatable, _PrimitiveView {
    var content: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?
    var isItalic = false
    var isStrikethrough = false

    public init(verbatim content: String) { self.content = content }
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// A value shown with a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.content = format.format(input)
    }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        self.content = key.key
    }

    public static var _kind: ElementKind { .text }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty("text", .string(content))])
        if let font = font ?? environment.font { properties.append("font", .font(font)) }
        if let weight { properties.append("fontWeight", .string(weight.rawValue)) }
        if isItalic { properties.append("italic", .bool(true)) }
        if isStrikethrough { properties.append("strikethrough", .bool(true)) }
        if let color = color ?? environment.foregroundColor { properties.append("foregroundColor", .color(color)) }
        return properties
    }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { var copy = self; copy.isItalic = true; return copy }
    public func strikethrough(_ active: Bool = true) -> Text { var copy = self; copy.isStrikethrough = active; return copy }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.content += rhs.content
        return joined
    }
}
