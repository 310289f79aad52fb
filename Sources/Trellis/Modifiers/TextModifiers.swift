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
            .modifier(_ElementPropertyModifier("textCase", .string(name)))
    }

    /// Digits in the text below all as wide, so numbers that change keep their width.
    nonisolated public func monospacedDigit() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("monospacedDigit", .bool(true)))
    }
}
