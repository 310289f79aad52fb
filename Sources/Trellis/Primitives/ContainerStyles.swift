import Foundation

// Styles of the container views — GroupBox, DisclosureGroup, LabeledContent and
// ControlGroup — as SwiftUI has them: a protocol whose `makeBody(configuration:)` draws the
// container from its parts, a configuration holding those parts as views, and a
// `…Style(_:)` modifier that puts the style in the environment. A container made from a
// configuration (`GroupBox(configuration)`) draws the standard look, so a style of your own
// can wrap the standard one.

/// A container style as the environment carries it: the style's body for a configuration,
/// or nil for the standard look.
public struct _StyleBody<Configuration>: @unchecked Sendable {
    let make: (@MainActor (Configuration) -> AnyView)?

    static var standard: _StyleBody { _StyleBody(make: nil) }

    /// Styles are values made on the main actor and only used there.
    init(make: (@MainActor (Configuration) -> AnyView)?) { self.make = make }
}

/// One part of a container handed to its style: a label, a content.
public struct _StylePart: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

// MARK: GroupBox

/// How a group box draws its label and content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` gets: the box's label and content.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// The standard group box: a titled box on a tinted background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<GroupBoxStyleConfiguration>.standard }

extension EnvironmentValues {
    var groupBoxStyle: _StyleBody<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

// MARK: DisclosureGroup

/// How a disclosure group draws its label and, when expanded, its content.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` gets: the label, the content and whether it shows.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    @Binding public var isExpanded: Bool
}

/// The standard disclosure group: a row with a chevron that shows the content below it.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<DisclosureGroupStyleConfiguration>.standard }

extension EnvironmentValues {
    var disclosureGroupStyle: _StyleBody<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

// MARK: LabeledContent

/// How labeled content draws its label and value.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a `LabeledContentStyle` gets: the label and the content.
public struct LabeledContentStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

/// The standard labeled content: the label leading, the value trailing in the secondary colour.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<LabeledContentStyleConfiguration>.standard }

extension EnvironmentValues {
    var labeledContentStyle: _StyleBody<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

// MARK: ControlGroup

/// How a control group draws its controls.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a `ControlGroupStyle` gets: the controls and the group's label.
public struct ControlGroupStyleConfiguration {
    public typealias Content = _StylePart
    public typealias Label = _StylePart
    public let content: ControlGroupStyleConfiguration.Content
    public let label: ControlGroupStyleConfiguration.Label
}

/// The standard control group: the controls side by side in one capsule.
nonisolated public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The controls side by side, as in a navigation bar.
nonisolated public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The controls as a row of buttons, as a menu's palette shows them.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The group's label as a button that opens its controls as a menu.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

/// The controls as a menu's compact row (iOS draws them as a row in the menu).
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        Menu { configuration.content } label: { configuration.label }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

struct ControlGroupStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<ControlGroupStyleConfiguration>.standard }

extension EnvironmentValues {
    var controlGroupStyle: _StyleBody<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

// MARK: Modifiers

extension View {
    /// How group boxes below draw.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.groupBoxStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }

    /// How disclosure groups below draw.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.disclosureGroupStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }

    /// How labeled content below draws.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.labeledContentStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }

    /// How control groups below draw.
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.controlGroupStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }
}
