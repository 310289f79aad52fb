import Foundation

// iOS's keyboard and text-input modifiers. Like SwiftUI's they reach every text field
// below them through the environment; a browser has an equivalent for each (the input's
// `inputmode`, `autocomplete`, `autocapitalize`, `autocorrect`/`spellcheck` and
// `enterkeyhint`), which the web host sets. docs/Differences.md lists them.

/// The on-screen keyboard a text field asks for (UIKit's type, kept for source
/// compatibility; the web host maps it to `inputmode`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// iOS 2's name for `asciiCapable`.
    @available(*, deprecated, renamed: "asciiCapable")
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The HTML `inputmode` with the same keyboard, nil for plain text.
    var inputMode: String? {
        switch self {
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .decimalPad, .numbersAndPunctuation: "decimal"
        case .phonePad, .namePhonePad: "tel"
        case .emailAddress: "email"
        case .URL: "url"
        case .webSearch: "search"
        case .default, .asciiCapable, .twitter: nil
        }
    }
}

/// What a text field holds, so the system can offer autofill (UIKit's type; the web host
/// maps it to the input's `autocomplete` token).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("address-level2")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("current-password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let birthdate = UITextContentType("bday")
}

/// How a text field capitalizes what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let value: String
    public static let never = TextInputAutocapitalization(value: "none")
    public static let words = TextInputAutocapitalization(value: "words")
    public static let sentences = TextInputAutocapitalization(value: "sentences")
    public static let characters = TextInputAutocapitalization(value: "characters")
}

/// UIKit's older capitalization type, for `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Hashable, Sendable {
    /// The HTML `enterkeyhint` closest to it.
    let enterKeyHint: String
    public static let done = SubmitLabel(enterKeyHint: "done")
    public static let go = SubmitLabel(enterKeyHint: "go")
    public static let send = SubmitLabel(enterKeyHint: "send")
    public static let join = SubmitLabel(enterKeyHint: "go")
    public static let route = SubmitLabel(enterKeyHint: "go")
    public static let search = SubmitLabel(enterKeyHint: "search")
    public static let `return` = SubmitLabel(enterKeyHint: "enter")
    public static let next = SubmitLabel(enterKeyHint: "next")
    public static let `continue` = SubmitLabel(enterKeyHint: "next")
}

/// The text-input settings text fields below a view take (one environment entry, so a
/// field reads them with one tracked read).
public struct _TextInputTraits: Hashable, Sendable {
    var keyboard: UIKeyboardType = .default
    var contentType: UITextContentType?
    var capitalization: String?
    var autocorrectionDisabled = false
    var submitLabel: SubmitLabel?

    /// The traits as element properties; defaults are left out.
    func append(to properties: inout ElementProperties) {
        if let mode = keyboard.inputMode { properties.append(.inputMode, .string(mode)) }
        if let contentType { properties.append(.textContentType, .string(contentType.rawValue)) }
        if let capitalization { properties.append(.autocapitalization, .string(capitalization)) }
        if autocorrectionDisabled { properties.append(.autocorrectionDisabled, .bool(true)) }
        if let submitLabel { properties.append(.submitLabel, .string(submitLabel.enterKeyHint)) }
    }
}

struct TextInputTraitsKey: EnvironmentKey { static let defaultValue = _TextInputTraits() }

extension EnvironmentValues {
    var textInputTraits: _TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether autocorrection is off for text fields below (`autocorrectionDisabled()`).
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }
}

extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.keyboard = type }
    }

    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.contentType = textContentType }
    }

    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.capitalization = autocapitalization?.value }
    }

    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        let value = switch style {
        case .none: "none"
        case .words: "words"
        case .sentences: "sentences"
        case .allCharacters: "characters"
        }
        return transformEnvironment(\.textInputTraits) { $0.capitalization = value }
    }

    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable }
    }

    nonisolated public func disableAutocorrection(_ disable: Bool?) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.autocorrectionDisabled = disable ?? false }
    }

    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextInputTraits>> {
        transformEnvironment(\.textInputTraits) { $0.submitLabel = submitLabel }
    }
}
