import Foundation

#if !canImport(Darwin)
extension String {
    /// A string to localize, written with interpolations: `String(localized: "\(n) items")`.
    /// Linux apps carry no string catalogs here, so it resolves to its own text.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        public var key: String

        public init(_ value: String) { key = value }
        public init(stringLiteral value: String) { key = value }
        public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
            public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
            where F.FormatOutput == String {
                text += format.format(value)
            }
        }
    }

    /// The localized text of a key; the key's own text, with no string catalog on Linux.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = NSLocalizedString(keyAndValue.key, tableName: table, bundle: bundle ?? .main, comment: "")
    }

    /// The localized text of `key`, or `defaultValue` when no catalog has it (always here).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        let found = NSLocalizedString("\(key)", tableName: table, bundle: bundle ?? .main, value: defaultValue.key,
                                      comment: "")
        self = found
    }
}

/// A string to localize, kept with where to look it up, and resolved when shown
/// (`Text(resource)`, `String(localized: resource)`). Linux apps carry no string catalogs
/// here, so it resolves to its default value.
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { String(localized: self) }
}

extension String {
    /// The text of a localized resource (its default value, with no string catalog here).
    public init(localized resource: LocalizedStringResource) {
        self = NSLocalizedString(resource.key, tableName: resource.table, bundle: .main, value: resource.defaultValue.key,
                                 comment: "")
    }
}
#endif
