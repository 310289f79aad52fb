import Foundation

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }

extension EnvironmentValues {
    /// False inside `.disabled(true)`: controls ignore input and hosts show them disabled.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The default font for text in this part of the hierarchy.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour `foregroundColor`/`foregroundStyle` set for content below.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The scale of symbol images below (`imageScale(_:)`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
