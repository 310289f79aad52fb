import Foundation

/// A title with an icon, as lists, menus and tab items show them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style
    @Environment(\.isTabItemLabel) private var isTabItem
    @Environment(\.labelIconToTitleSpacing) private var iconSpacing

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        if let makeBody = style.makeBody {
            makeBody(AnyView(title), AnyView(icon))
        } else if isTabItem {
            // A tab bar's item: the icon over the title, as iOS draws them.
            VStack(spacing: 2) { parts }
        } else {
            HStack(spacing: iconSpacing ?? 6) { parts }
        }
    }

    @ViewBuilder private var parts: some View {
        // The title names the label; the icon is decoration to assistive technology.
        if style.kind != .titleOnly { icon.modifier(_ElementPropertyModifier(.accessibilityHidden, .bool(true))) }
        if style.kind != .iconOnly { title }
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style was given, drawn the standard way: how a style of your own
    /// wraps the default look.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A title with an image from the asset catalog's generated symbols (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

/// How labels show: icon and title, one of them, or a look of your own (`makeBody`).
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
    /// Which built-in style this is; nil for a style of your own.
    nonisolated var _kind: _LabelStyleKind? { get }
}

extension LabelStyle {
    nonisolated public var _kind: _LabelStyleKind? { nil }
}

/// What a `LabelStyle` gets: the label's title and icon, as views.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let content: AnyView
        @MainActor public var body: some View { content }
    }
    public struct Icon: View {
        let content: AnyView
        @MainActor public var body: some View { content }
    }
    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

public enum _LabelStyleKind: Hashable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }

/// A built-in label style: the standard label with its parts shown or hidden.
public protocol _BuiltinLabelStyle: LabelStyle where Body == Label<LabelStyleConfiguration.Title, LabelStyleConfiguration.Icon> {}

extension _BuiltinLabelStyle {
    @MainActor public func makeBody(configuration: Configuration) -> Body { Label(configuration) }
}

nonisolated public struct DefaultLabelStyle: _BuiltinLabelStyle { public init() {}; public var _kind: _LabelStyleKind? { .automatic } }
nonisolated public struct TitleAndIconLabelStyle: _BuiltinLabelStyle { public init() {}; public var _kind: _LabelStyleKind? { .titleAndIcon } }
nonisolated public struct TitleOnlyLabelStyle: _BuiltinLabelStyle { public init() {}; public var _kind: _LabelStyleKind? { .titleOnly } }
nonisolated public struct IconOnlyLabelStyle: _BuiltinLabelStyle { public init() {}; public var _kind: _LabelStyleKind? { .iconOnly } }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }

/// The label style in the environment: a built-in kind, or a style's body.
public struct _AnyLabelStyle: @unchecked Sendable {
    let kind: _LabelStyleKind
    let makeBody: (@MainActor (AnyView, AnyView) -> AnyView)?
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = _AnyLabelStyle(kind: .automatic, makeBody: nil) }
struct TabItemLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var labelStyle: _AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// Inside a tab item: a `Label` stacks its icon over its title.
    var isTabItemLabel: Bool {
        get { self[TabItemLabelKey.self] }
        set { self[TabItemLabelKey.self] = newValue }
    }
}

extension View {
    /// How labels below show: a built-in style, or your own with `makeBody`.
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_AnyLabelStyle>> {
        if let kind = style._kind { return environment(\.labelStyle, _AnyLabelStyle(kind: kind, makeBody: nil)) }
        // Styles are values made on the main actor and only used there.
        nonisolated(unsafe) let style = style
        return environment(\.labelStyle, _AnyLabelStyle(kind: .automatic, makeBody: { title, icon in
            // Inside its body, `Label(configuration)` is a standard label again.
            AnyView(style.makeBody(configuration: LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
                .environment(\.labelStyle, LabelStyleKey.defaultValue))
        }))
    }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The space between a label's icon and its title (iOS 26; nil: the style's own).
    public internal(set) var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

extension View {
    /// The space between the icon and the title of the labels in this view (iOS 26).
    nonisolated public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
        transformEnvironment(\.labelIconToTitleSpacing) { $0 = value }
    }
}
