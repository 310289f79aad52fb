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

/// A heading's level in the document's outline.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of text an element reads, so a screen reader can read it the right way.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension View {
    /// Makes this element a heading of `level` for assistive technology (the web host: a
    /// `heading` role with its `aria-level`).
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityHeading", .number(Double(level.rawValue))))
    }

    /// Text shown when the pointer rests on this view (the web host: the `title` tooltip).
    nonisolated public func help(_ text: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("help", .string(text.content)))
    }

    nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("help", .string(textKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("help", .string(String(text))))
    }

    /// Shows or hides the labels of the controls below (`.hidden` is `labelsHidden()`).
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("labelsHidden", .bool(visibility == .hidden)))
    }

    // Settings for VoiceOver, Voice Control and the large content viewer, which a browser
    // page cannot reach: accepted without effect (docs/Differences.md).
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self { self }
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
    nonisolated public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> Self { self }
    nonisolated public func accessibilityShowsLargeContentViewer() -> Self { self }
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> Self { self }
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Self { self }
    nonisolated public func speechAdjustedPitch(_ value: Double) -> Self { self }
    nonisolated public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self { self }
    nonisolated public func speechAnnouncementsQueued(_ value: Bool = true) -> Self { self }
    nonisolated public func speechSpellsOutCharacters(_ value: Bool = true) -> Self { self }
}
