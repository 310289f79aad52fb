import Foundation

extension Text {
    /// How the text below is cased (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The case the text below is shown in (`textCase(_:)`); nil leaves it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text below in upper or lower case (nil: as written). The text keeps its
    /// characters; hosts case it as they draw it (the web host: `text-transform`).
    nonisolated public func textCase(_ textCase: Text.Case?)
        -> ModifiedContent<ModifiedContent<Self, _EnvironmentWritingModifier<Text.Case?>>, _ElementPropertyModifier> {
        let name = switch textCase {
        case .uppercase: "uppercase"
        case .lowercase: "lowercase"
        case nil: "none"
        }
        return modifier(_EnvironmentWritingModifier(keyPath: \.textCase, transform: { $0 = textCase }))
            .modifier(_ElementPropertyModifier(.textCase, .string(name)))
    }

    /// Digits in the text below all as wide, so numbers that change keep their width.
    nonisolated public func monospacedDigit() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.monospacedDigit, .bool(true)))
    }
}

extension Text {
    /// A size of text relative to its font (`textScale(_:)`): `.secondary` is smaller, as
    /// for a unit beside a number.
    public struct Scale: Hashable, Sendable {
        let factor: Double
        public static let `default` = Scale(factor: 1)
        public static let secondary = Scale(factor: 0.8)
    }
}

extension View {
    /// The design of the text below (serif, rounded, monospaced), keeping its size.
    nonisolated public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.fontDesign, .string((design ?? .default).rawValue)))
    }

    /// The text below in a fixed-width design.
    nonisolated public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        fontDesign(isActive ? .monospaced : .default)
    }

    /// The text below at a size relative to its font.
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.textScale, .number(isEnabled ? scale.factor : 1)))
    }

    /// The language the text below is set in, for its line breaking and hyphenation (the
    /// web host: the `lang` attribute).
    nonisolated public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.typesettingLanguage, .string(isEnabled ? language.minimalIdentifier : "")))
    }

    /// Moves the text below up (or down) from its baseline.
    nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.baselineOffset, .number(Double(baselineOffset))))
    }

    /// Accepted: a browser does not tighten letters to fit a line; text wraps or truncates.
    nonisolated public func allowsTightening(_ flag: Bool) -> Self { self }
}
