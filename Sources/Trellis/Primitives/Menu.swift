import Foundation

/// A button that shows a list of actions when tapped. Its items stay on screen as
/// elements (the web host shows them when the menu is opened), so tests tap an item by
/// its title directly.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A tap runs `primaryAction`; the web host opens the menu on a right click or a
    /// long press instead.
    @preconcurrency public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// Made from a style's configuration: draws the standard menu whatever the style.
    var isStandard = false
    @Environment(\.menuStyle) private var style

    @MainActor public var body: some View {
        if !isStandard, let make = style.make {
            make(MenuStyleConfiguration(label: _StylePart(content: AnyView(label)), content: _StylePart(content: AnyView(content)),
                                        primaryAction: primaryAction))
        } else {
            _MenuElement(label: label, items: content, primaryAction: primaryAction, isContextMenu: false)
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// The menu's element: its label, then its items (`_PickerPart`s with roles "label"
/// and "items"). A tap on the menu runs its primary action, if it has one.
nonisolated public struct _MenuElement<Label: View, Items: View>: View {
    let label: Label
    let items: Items
    let primaryAction: (@MainActor () -> Void)?
    /// A `contextMenu`: the label is the view itself, and only a right click or a long
    /// press opens the items.
    let isContextMenu: Bool

    @_spi(TrellisHost) public static var _kind: ElementKind { .menu }

    public var _content: TupleView<(_PickerPart<Label>, _PickerPart<Items>)> {
        TupleView((_PickerPart(content: label, role: "label"), _PickerPart(content: items, role: "items")))
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if primaryAction != nil { properties.append(.primaryAction, .bool(true)) }
        if isContextMenu { properties.append(.contextMenu, .bool(true)) }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        event == .tap && primaryAction != nil && environment.isEnabled
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, let primaryAction else { return false }
        primaryAction()
        return true
    }
}

extension ElementKind {
    /// A `Menu`: a label part and an items part (`primaryAction` when a tap runs one).
    public static let menu = ElementKind(rawValue: "Menu")
}

/// How a menu draws: the built-in styles draw the standard menu (a button with a
/// drop-down list in the web host); a style of your own draws it from its label and items.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a `MenuStyle` gets: the menu's label and its items.
public struct MenuStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    let label: _StylePart
    let content: _StylePart
    let primaryAction: (@MainActor () -> Void)?
}

nonisolated public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
nonisolated public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration).buttonStyle(.bordered) }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { Self() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: Self { Self() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: Self { Self() } }

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The standard menu of a style's configuration.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.primaryAction = configuration.primaryAction
        self.isStandard = true
    }
}

struct MenuStyleKey: EnvironmentKey { static let defaultValue = _StyleBody<MenuStyleConfiguration>.standard }

extension EnvironmentValues {
    var menuStyle: _StyleBody<MenuStyleConfiguration> {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

extension View {
    /// How menus below draw.
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        nonisolated(unsafe) let style = style
        return environment(\.menuStyle, _StyleBody { AnyView(style.makeBody(configuration: $0)) })
    }
}

/// The order a menu lists its items in.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let fixed = MenuOrder(name: "fixed")
    public static let priority = MenuOrder(name: "priority")
}

/// Whether choosing an item closes its menu.
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

extension View {
    /// Accepted: menus here list their items top to bottom as written (iOS's `fixed`,
    /// which a menu opened from a page's top bar uses).
    nonisolated public func menuOrder(_ order: MenuOrder) -> Self { self }
    /// Accepted: menus here draw no indicator beside their label, as iOS's toolbar menus.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> Self { self }
    /// Accepted: a menu here closes when an item is chosen.
    nonisolated public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> Self { self }
}

@_spi(TrellisHost) extension _MenuElement: _PrimitiveView {}
