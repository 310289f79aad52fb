/// A font, by text style or by explicit size. Hosts map it to their own fonts.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: String, Hashable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// Point size at the default dynamic type size.
        public var pointSize: Double {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    public var style: TextStyle?
    public var size: Double
    public var weight: Weight
    public var design: Design
    public var isItalic = false
    public var customName: String?
    /// OpenType features the font draws with: tabular digits, small capitals.
    public var features: Features = []

    /// The typographic features a font can turn on.
    public struct Features: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Digits all as wide (`monospacedDigit()`).
        public static let tabularDigits = Features(rawValue: 1)
        /// Lowercase letters as small capitals.
        public static let lowercaseSmallCaps = Features(rawValue: 2)
        /// Uppercase letters as small capitals.
        public static let uppercaseSmallCaps = Features(rawValue: 4)
    }

    /// How far apart a font's lines are.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }
    /// How wide a font's letters are (iOS 16).
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
    public var leading: Leading = .standard
    public var width: Width = .standard

    init(style: TextStyle?, size: Double, weight: Weight, design: Design = .default, customName: String? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
        self.customName = customName
    }

    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(style: style, size: style.pointSize, weight: style == .headline ? .semibold : .regular, design: design)
    }
    /// A text style in a weight of your own (iOS 16): `.system(.body, weight: .bold)`.
    /// Disfavoured, so `.system(.body)` keeps meaning the form above.
    @_disfavoredOverload
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = system(style, design: design ?? .default)
        if let weight { font.weight = weight }
        return font
    }
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(style: nil, size: size, weight: weight, design: design)
    }
    public static func custom(_ name: String, size: Double) -> Font {
        Font(style: nil, size: size, weight: .regular, customName: name)
    }
    /// A named font at `size`, scaled with Dynamic Type as `textStyle` is (iOS 14). The
    /// page's text does not scale with a reader's setting, so it stays at `size`.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }
    /// A named font at `fixedSize`, never scaled with Dynamic Type (iOS 14).
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        custom(name, size: fixedSize)
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }
    /// Digits all as wide, so numbers that change keep their width.
    public func monospacedDigit() -> Font { var copy = self; copy.features.insert(.tabularDigits); return copy }
    /// Lowercase and uppercase letters as small capitals.
    public func smallCaps() -> Font {
        var copy = self; copy.features.formUnion([.lowercaseSmallCaps, .uppercaseSmallCaps]); return copy
    }
    public func lowercaseSmallCaps() -> Font { var copy = self; copy.features.insert(.lowercaseSmallCaps); return copy }
    public func uppercaseSmallCaps() -> Font { var copy = self; copy.features.insert(.uppercaseSmallCaps); return copy }
    public func leading(_ leading: Leading) -> Font { var copy = self; copy.leading = leading; return copy }
    public func width(_ width: Width) -> Font { var copy = self; copy.width = width; return copy }
    public func italic(_ isActive: Bool) -> Font { var copy = self; copy.isItalic = isActive; return copy }
    public func bold(_ isActive: Bool) -> Font { isActive ? weight(.bold) : self }

    public var description: String {
        var text = customName.map { "custom(\($0), size: \(PropertyValue.number(size)))" }
            ?? style.map { $0.rawValue }
            ?? "system(size: \(PropertyValue.number(size)))"
        if weight != .regular && !(style == .headline && weight == .semibold) { text += ".\(weight.rawValue)" }
        if design != .default { text += ".\(design.rawValue)" }
        if isItalic { text += ".italic" }
        return text
    }
}
