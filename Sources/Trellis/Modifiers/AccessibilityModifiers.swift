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

    /// These traits by name, for hosts (the web gives each an ARIA role or state).
    var names: [String] {
        var names: [String] = []
        if contains(.isHeader) { names.append("header") }
        if contains(.isButton) { names.append("button") }
        if contains(.isLink) { names.append("link") }
        if contains(.isImage) { names.append("image") }
        if contains(.isSelected) { names.append("selected") }
        if contains(.isModal) { names.append("modal") }
        return names
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
        modifier(_ElementPropertyModifier(.accessibilityLabel, .string(label.content)))
    }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityLabel, .string(labelKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityLabel, .string(String(label))))
    }

    /// What happens when the element is used (the web host: `aria-description`).
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityHint, .string(hint.content)))
    }

    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityHint, .string(hintKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityHint, .string(String(hint))))
    }

    /// The element's current value, read after its label (the web host: `aria-valuetext`).
    nonisolated public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityValue, .string(value.content)))
    }

    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityValue, .string(valueKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityValue, .string(String(value))))
    }

    /// Hides the element (and what is inside it) from assistive technology.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityHidden, .bool(hidden)))
    }

    /// Adds traits: a header becomes a heading, a button a button, and so on.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityTraits, .strings(traits.names)))
    }

    /// Accepted: removing traits a view has by its kind is not expressed here.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }

    /// Makes this view one element for assistive technology: `.combine` and `.ignore`
    /// read it as a group (its label, or its children's text).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityElement, .string(children.name)))
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
        modifier(_ElementPropertyModifier(.labelsHidden, .bool(true)))
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
        modifier(_ElementPropertyModifier(.accessibilityHeading, .number(Double(level.rawValue))))
    }

    /// Text shown when the pointer rests on this view (the web host: the `title` tooltip).
    nonisolated public func help(_ text: Text) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.help, .string(text.content)))
    }

    nonisolated public func help(_ textKey: LocalizedStringKey) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.help, .string(textKey.key)))
    }

    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.help, .string(String(text))))
    }

    /// Shows or hides the labels of the controls below (`.hidden` is `labelsHidden()`).
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.labelsHidden, .bool(visibility == .hidden)))
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

// MARK: The iOS 13 spellings

extension View {
    /// iOS 13's `accessibility(label:)` family: the same as the `accessibility…` modifiers.
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, _ElementPropertyModifier> { accessibilityLabel(label) }
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, _ElementPropertyModifier> { accessibilityHint(hint) }
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, _ElementPropertyModifier> { accessibilityValue(value) }
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> { accessibilityHidden(hidden) }
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityIdentifier, .string(identifier)))
    }
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _ElementPropertyModifier> {
        accessibilityAddTraits(traits)
    }
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> Self { self }
    nonisolated public func accessibility(sortPriority: Double) -> Self { self }
}

// MARK: VoiceOver's own features

/// A named action VoiceOver offers on an element.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    init(name: String) { self.name = name }
    public init(named name: Text) { self.name = name.content }
}

/// Which way VoiceOver adjusts an adjustable element.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

/// How two elements label each other.
public enum AccessibilityLabeledPairRole: Hashable, Sendable { case label, content }

/// A VoiceOver zoom gesture.
public struct AccessibilityZoomGestureAction: Sendable {
    public enum Direction: Hashable, Sendable { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

/// A key for extra content VoiceOver reads on demand.
public struct AccessibilityCustomContentKey: Hashable, Sendable {
    let label: String
    public init(_ label: Text, id: String) { self.label = label.content }
    public init(_ labelKey: LocalizedStringKey, id: String) { label = labelKey.key }
    public init(_ labelKey: LocalizedStringKey) { label = labelKey.key }
}

/// How an element takes touches directly while VoiceOver runs.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

extension View {
    // VoiceOver's actions, adjustments, custom content, pairing, activation points and
    // touch modes have no counterpart a page can give a screen reader (ARIA has no
    // custom actions or rotors): accepted without effect (docs/Differences.md).
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> Self { self }
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> Self { self }
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> Self { self }
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self { self }
    nonisolated public func accessibilityAction<L: View>(action: @escaping () -> Void, @ViewBuilder label: () -> L) -> Self { self }
    nonisolated public func accessibilityActions<C: View>(@ViewBuilder _ content: () -> C) -> Self { self }
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> Self { self }
    nonisolated public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> Self { self }
    nonisolated public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> Self { self }
    nonisolated public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: Int = 0) -> Self { self }
    nonisolated public func accessibilityCustomContent(_ label: LocalizedStringKey, _ value: Text, importance: Int = 0) -> Self { self }
    @_disfavoredOverload
    nonisolated public func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: Int = 0) -> Self { self }
    nonisolated public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> Self { self }
    nonisolated public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
    nonisolated public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> Self { self }
    nonisolated public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> Self { self }
    nonisolated public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> Self { self }
    nonisolated public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> Self { self }
    nonisolated public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> Self { self }
}

extension View {
    /// The background of the container this view is in (iOS 17): a widget's, a navigation
    /// stack's. Here it is drawn behind the view, filling its box.
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        background(style)
    }

    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View {
        background(alignment: alignment, content: content)
    }
}

/// Which container a `containerBackground` is for.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
}
