import Foundation

/// What an element is to assistive technology, beyond what its kind says.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The ARIA role and state the web host gives these traits, by name.
    var names: String {
        var names: [String] = []
        if contains(.isHeader) { names.append("header") }
        if contains(.isButton) { names.append("button") }
        if contains(.isLink) { names.append("link") }
        if contains(.isImage) { names.append("image") }
        if contains(.isSelected) { names.append("selected") }
        if contains(.isModal) { names.append("modal") }
        return names.joined(separator: " ")
    }
}

/// How an element's children appear to assistive technology.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    /// What assistive technology reads for this element, in place of its content
    /// (the web host: `aria-label`).
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityLabel", .string(label.content)))
    }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityLabel", .string(labelKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityLabel", .string(String(label))))
    }

    /// What happens when the element is used (the web host: `aria-description`).
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityHint", .string(hint.content)))
    }

    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityHint", .string(hintKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityHint", .string(String(hint))))
    }

    /// The element's current value, read after its label (the web host: `aria-valuetext`).
    nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityValue", .string(value.content)))
    }

    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityValue", .string(valueKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityValue", .string(String(value))))
    }

    /// Hides the element (and what is inside it) from assistive technology.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityHidden", .bool(hidden)))
    }

    /// Adds traits: a header becomes a heading, a button a button, and so on.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityTraits", .string(traits.names)))
    }

    /// Accepted: removing traits a view has by its kind is not expressed here.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }

    /// Makes this view one element for assistive technology: `.combine` and `.ignore`
    /// read it as a group (its label, or its children's text).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityElement", .string(children.name)))
    }

    /// Accepted: the sort order is the document order here.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
}

struct AccessibilitySettingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the user asked for differences shown by more than colour. A browser does
    /// not say; false.
    public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilitySettingKey.self] }
    /// Whether the user asked for less motion; false here (the web host's own animations
    /// follow the page's `prefers-reduced-motion`).
    public var accessibilityReduceMotion: Bool { self[AccessibilitySettingKey.self] }
    public var accessibilityReduceTransparency: Bool { self[AccessibilitySettingKey.self] }
    public var accessibilityInvertColors: Bool { self[AccessibilitySettingKey.self] }
    /// Whether a screen reader runs; a page cannot tell, so false.
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilitySettingKey.self] }
    public var accessibilitySwitchControlEnabled: Bool { self[AccessibilitySettingKey.self] }
}

extension View {
    /// Hides the labels of the controls below from sight; assistive technology still
    /// reads them, and the test host still finds controls by them.
    nonisolated public func labelsHidden() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("labelsHidden", .bool(true)))
    }
}
