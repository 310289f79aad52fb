import Foundation

// What goes in a `toolbar`: items placed in the bar (leading, trailing, the bottom bar),
// groups of them, a title menu, and toolbar content of your own made of these, put
// together by `ToolbarContentBuilder` with `if`, `switch` and loops as a view builder.

/// Content of a toolbar: `ToolbarItem`s, groups, or a type of your own whose body is
/// toolbar content.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor var body: Self.Body { get }
    /// The items, each with its placement, in order.
    @MainActor func _toolbarEntries() -> [_ToolbarEntry]
}

extension ToolbarContent {
    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] { body._toolbarEntries() }
}

/// Toolbar content whose items the user could rearrange on iPadOS and macOS.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// One item of a toolbar, as the bar places it.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content with no body of its own: its entries are what it is.
public protocol _PrimitiveToolbarContent: CustomizableToolbarContent where Body == Never {}
extension _PrimitiveToolbarContent {
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

/// One item of a `toolbar`.
nonisolated public struct ToolbarItem<ID, Content: View>: _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// A customizable item, named by `id`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Space between toolbar items (iOS 26): flexible, to push the items after it away, or a
/// fixed gap, so the items on each side keep separate glass backgrounds on iOS.
nonisolated public struct ToolbarSpacer: _PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] {
        let space = sizing == .fixed ? AnyView(Spacer().frame(width: 8)) : AnyView(Spacer())
        return [_ToolbarEntry(placement: placement, view: space)]
    }
}

/// How large a `ToolbarSpacer` is.
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// As wide as the bar leaves free.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A standard gap.
    public static let fixed = SpacerSizing(name: "fixed")
}

extension ToolbarContent {
    /// Whether items share one glass background with their neighbours (iOS 26); accepted:
    /// the page's bar draws its items without glass backgrounds.
    nonisolated public func sharedBackgroundVisibility(_ visibility: Visibility) -> Self { self }

    /// Marks the item as where a zoom transition starts (iOS 26); accepted, as the view
    /// form is: screens are pushed and presented without the zoom.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> Self { self }
}

/// Several toolbar items sharing one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: _PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group with a label, which macOS shows when the group collapses into a menu.
    public init<L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content,
                         @ViewBuilder label: () -> L) {
        self.placement = placement
        self.content = content()
    }

    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// A system item by its kind (iOS 18): the search field, or the sidebar's toggle. The
/// search field already sits above a searchable view here, and the sidebar has no toggle,
/// so it adds nothing to the bar.
nonisolated public struct DefaultToolbarItem: _PrimitiveToolbarContent {
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] { [] }
}

/// The kind of a `DefaultToolbarItem`.
public struct ToolbarDefaultItemKind: Sendable {
    let name: String
    public static let search = ToolbarDefaultItemKind(name: "search")
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
}

/// Actions offered from the navigation title (iOS 16): a menu beside the title, here at
/// the bar's trailing side.
nonisolated public struct ToolbarTitleMenu<Content: View>: _PrimitiveToolbarContent {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init() where Content == EmptyView { content = EmptyView() }

    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] {
        guard Content.self != EmptyView.self else { return [] }
        return [_ToolbarEntry(placement: .principal, view: AnyView(Menu { content } label: { Image(systemName: "chevron.down.circle") }
            .accessibilityLabel("Title menu")))]
    }
}

/// Whether the user can hide, move or find an item when customizing a toolbar.
public struct ToolbarCustomizationBehavior: Sendable {
    let name: String
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options of a customizable toolbar.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

extension CustomizableToolbarContent {
    /// Accepted: the bar here is not customizable.
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> Self { self }
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> Self { self }
}

/// Toolbar content a builder put together, in order.
nonisolated public struct _ToolbarGroup: _PrimitiveToolbarContent {
    let parts: [any ToolbarContent]
    @MainActor public func _toolbarEntries() -> [_ToolbarEntry] { parts.flatMap { $0._toolbarEntries() } }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarGroup { _ToolbarGroup(parts: [content]) }
    public static func buildBlock() -> _ToolbarGroup { _ToolbarGroup(parts: []) }
    public static func buildPartialBlock(first: _ToolbarGroup) -> _ToolbarGroup { first }
    public static func buildPartialBlock(accumulated: _ToolbarGroup, next: _ToolbarGroup) -> _ToolbarGroup {
        _ToolbarGroup(parts: accumulated.parts + next.parts)
    }
    public static func buildArray(_ components: [_ToolbarGroup]) -> _ToolbarGroup { _ToolbarGroup(parts: components.flatMap(\.parts)) }
    public static func buildOptional(_ component: _ToolbarGroup?) -> _ToolbarGroup { component ?? _ToolbarGroup(parts: []) }
    public static func buildEither(first: _ToolbarGroup) -> _ToolbarGroup { first }
    public static func buildEither(second: _ToolbarGroup) -> _ToolbarGroup { second }
    public static func buildLimitedAvailability(_ component: _ToolbarGroup) -> _ToolbarGroup { component }
}

extension View {
    /// Actions offered from the navigation title.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _NavigationItemsModifier> {
        let menu = ToolbarTitleMenu(content: content)
        return toolbar { menu }
    }
}
