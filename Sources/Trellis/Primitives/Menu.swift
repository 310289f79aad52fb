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

    @MainActor public var body: some View {
        _MenuElement(label: label, items: content, primaryAction: primaryAction, isContextMenu: false)
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
nonisolated public struct _MenuElement<Label: View, Items: View>: _PrimitiveView {
    let label: Label
    let items: Items
    let primaryAction: (@MainActor () -> Void)?
    /// A `contextMenu`: the label is the view itself, and only a right click or a long
    /// press opens the items.
    let isContextMenu: Bool

    public static var _kind: ElementKind { .menu }

    public var _content: TupleView<(_PickerPart<Label>, _PickerPart<Items>)> {
        TupleView((_PickerPart(content: label, role: "label"), _PickerPart(content: items, role: "items")))
    }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if primaryAction != nil { properties.append("primaryAction", .bool(true)) }
        if isContextMenu { properties.append("contextMenu", .bool(true)) }
        if !environment.isEnabled { properties.append("disabled", .bool(true)) }
        return properties
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        event == .tap && primaryAction != nil && environment.isEnabled
    }

    @MainActor
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, let primaryAction else { return false }
        primaryAction()
        return true
    }
}

extension ElementKind {
    /// A `Menu`: a label part and an items part (`primaryAction` when a tap runs one).
    public static let menu = ElementKind(rawValue: "Menu")
}

/// How a menu draws. The web host draws every style as a button with a drop-down list.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { Self() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: Self { Self() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: Self { Self() } }

extension View {
    /// Accepted: menus look the same in every style here (docs/Differences.md).
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> Self { self }
}
