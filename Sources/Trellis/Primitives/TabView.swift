import Foundation

/// Tabs, each a view with `.tabItem { … }` (or an iOS 18 `Tab`), and a bar of their items
/// to switch between them. Tabs are told apart by `.tag(_:)` (needed with a selection
/// binding, as in SwiftUI); without tags the first tab starts selected. Every tab stays
/// mounted, so each keeps its state while another is shown.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @State private var registry = _TabRegistry()

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    @MainActor public var body: some View {
        let own = $ownSelection
        let context: _TabContext
        if let selection {
            context = _TabContext(current: AnyHashable(selection.wrappedValue), registry: registry) { tag in
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        } else {
            context = _TabContext(current: ownSelection, registry: registry) { own.wrappedValue = $0 }
        }
        return _TabViewElement(content: _TabChildren(content: content).environment(\.tabContext, context))
    }
}

/// A tab view's content with every view in it a tab, as in SwiftUI: `.tabItem` only gives
/// a tab its item, and a view without one (a page of a page-style tab view) is a tab too.
/// Views that are tabs already, and those a tab view looks into for its tabs (`ForEach`,
/// whose rows are tagged with their ids, `if`, `Group`), are left as they are.
struct _TabChildren<Content: View>: View {
    let content: Content

    var body: some View {
        if Self.isTab(content) {
            content
        } else if let tuple = content as? any _TupleViewMarker {
            let children = tuple._children
            if children.allSatisfy(Self.isTab) {
                content
            } else {
                // Each child a row tagged by its position (a private type: never equal to
                // a tag of the app's), which names the tab when it has no tag of its own.
                ForEach(children.indices.map(_ImplicitTabID.init), id: \.self) { id in
                    _ImplicitTab(view: children[id.position])
                }
            }
        } else {
            _TabItemView(content: content, label: EmptyView(), explicitTag: nil)
        }
    }

    static func isTab(_ view: Any) -> Bool {
        view is any _TabItemMarker || view is any _TaggedViewMarker || view is any _TabsPassThrough || view is EmptyView
            || Mirror(reflecting: view).displayStyle == .optional  // an `if` (even when absent)
    }
}

/// One child of a tab view's content: a tab as it is, or made one.
struct _ImplicitTab: View, _TabItemMarker {
    let view: Any

    var body: some View {
        if let content = view as? any View {
            if _TabChildren<EmptyView>.isTab(view) {
                AnyView(content)
            } else {
                _TabItemView(content: AnyView(content), label: EmptyView(), explicitTag: nil)
            }
        }
    }
}

struct _ImplicitTabID: Hashable {
    let position: Int
}

/// Views a tab view looks through for its tabs, rather than making each one tab.
public protocol _TabsPassThrough {}
extension ForEach: _TabsPassThrough {}
extension Optional: _TabsPassThrough {}
extension _ConditionalContent: _TabsPassThrough {}
extension Group: _TabsPassThrough {}
extension TabSection: _TabsPassThrough {}
extension ModifiedContent: _TabsPassThrough where Content: _TabsPassThrough {}

/// Lets a tab view see the views of a `TupleView`.
public protocol _TupleViewMarker {
    /// Each of the views, as it is stored (an absent `if` is a nil optional).
    var _children: [Any] { get }
}

extension TupleView: _TupleViewMarker {
    public var _children: [Any] { Mirror(reflecting: value).children.map(\.value) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The tabs seen so far, for "the first tab is selected" without a selection.
public final class _TabRegistry: @unchecked Sendable {
    var first: AnyHashable?
    public init() {}
}

/// What a tab view shares with its tabs.
public struct _TabContext: @unchecked Sendable {
    let current: AnyHashable?
    let registry: _TabRegistry
    let select: (AnyHashable) -> Void

    init(current: AnyHashable?, registry: _TabRegistry, select: @escaping (AnyHashable) -> Void) {
        self.current = current
        self.registry = registry
        self.select = select
    }

    func isSelected(_ tab: AnyHashable) -> Bool {
        if registry.first == nil { registry.first = tab }
        if let current { return current == tab }
        return registry.first == tab
    }
}

struct TabContextKey: EnvironmentKey { static let defaultValue: _TabContext? = nil }
struct CurrentTagKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: AnyHashable? = nil }
struct TabBadgeKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    var tabContext: _TabContext? {
        get { self[TabContextKey.self] }
        set { self[TabContextKey.self] = newValue }
    }

    /// The tag of the view around (`.tabItem { }.tag(x)`), for the tab inside it.
    var currentTag: AnyHashable? {
        get { self[CurrentTagKey.self] }
        set { self[CurrentTagKey.self] = newValue }
    }

    /// Whether a tab view's tabs are below, without recording a read (a ForEach tags its
    /// rows then: each row is a tab named by its id).
    var hasTabContextUntracked: Bool { untracked(TabContextKey.self) != nil }

    var tabBadge: String? {
        get { self[TabBadgeKey.self] }
        set { self[TabBadgeKey.self] = newValue }
    }
}

/// One tab: its item (a button in the tab bar) and its content, shown while selected.
nonisolated public struct _TabItemView<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    let explicitTag: AnyHashable?

    @Environment(\.tabContext) private var context
    @Environment(\.currentTag) private var outerTag
    @Environment(\.tabBadge) private var badge
    @State private var token = _TabToken()

    @MainActor public var body: some View {
        if let context {
            let id = explicitTag ?? (content as? any _TaggedViewMarker)?._anyTag ?? outerTag ?? AnyHashable(ObjectIdentifier(token))
            let selected = context.isSelected(id)
            _TabPage(content: TupleView((
                // An item's views stack down it (the engine's tab item rule), in the tab
                // bar's 10-point medium type; its symbols are drawn 24 points square.
                Button { context.select(id) } label: { label.environment(\.isTabItemLabel, true) }
                    .font(.system(size: 10, weight: .medium))
                    .modifier(_ElementPropertyModifier(.tabItem, .bool(selected)))
                    .modifier(_ElementPropertyModifier(.badge, .string(badge ?? ""))),
                // Inside the tab, tags are no longer tabs of this tab view.
                _TabContent(content: content.environment(\.tabBadge, nil).environment(\.tabContext, nil), isHidden: !selected)
            )))
        } else {
            content
        }
    }
}

/// Marks a tab, so that a tag on it names it rather than making another tab.
public protocol _TabItemMarker {}
extension _TabItemView: _TabItemMarker {}
/// A tab with modifiers after its item (`.tabItem { }.environmentObject(model).tag(2)`).
extension ModifiedContent: _TabItemMarker where Content: _TabItemMarker {}
extension Tab: _TabItemMarker {}

/// Tells untagged tabs apart.
public final class _TabToken: @unchecked Sendable {
    public init() {}
}

/// An iOS 18 tab: a title and an image for its item, its content, and its value for the
/// tab view's selection.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let content: Content
    let label: Label
    let value: Value?

    @MainActor public var body: some View {
        _TabItemView(content: content, label: label, explicitTag: value.map { AnyHashable($0) })
    }
}

extension Tab {
    /// A tab with an item of your own.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.value = value
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never? {
        self.content = content()
        self.label = label()
        self.value = nil
    }
}

extension Tab where Label == Trellis.Label<Text, Image> {
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }

    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A tab whose item shows an image from the app's assets.
    public init(_ title: String, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Trellis.Label(title, image: image) }
    }

    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init(content: content) { Trellis.Label(title, image: image) }
    }

    /// A tab with a role: `.search` is the search tab, titled and drawn as iOS draws it.
    public init(value: Value, role: TabRole, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", value: value, content: content)
    }

    /// The search tab without a value of its own.
    public init(role: TabRole, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init("Search", systemImage: "magnifyingglass", content: content)
    }

    /// With a role and a title and image of its own: the tab keeps the title and image given.
    public init(_ title: String, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    public init(_ title: String, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init(title, systemImage: systemImage, content: content)
    }

    public init(_ title: String, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, image: image, value: value, content: content)
    }

    public init(_ title: String, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init(title, image: image, content: content)
    }
}

/// What a tab is for (iOS 18): the search tab sits at the trailing end of the bar.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// Tabs grouped under a title (iOS 18). The sidebar of an iPad shows the group; a tab
/// bar, as on an iPhone and here, shows its tabs among the others.
nonisolated public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: View {
    let content: Content

    @MainActor public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ title: String, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer) {
        self.content = content()
    }
}

extension Tab where Label == Text {
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Text(title) }
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) where Value == Never? {
        self.init(content: content) { Text(title) }
    }
}

/// The tab view's element: its tabs' pages.
nonisolated public struct _TabViewElement<Content: View>: View {
    let content: Content
    @_spi(TrellisHost) public static var _kind: ElementKind { .tabView }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if environment.tabViewStyleName != "automatic" { properties.append(.tabViewStyle, .string(environment.tabViewStyleName)) }
        if environment.indexBackground == "always" { properties.append(.indexBackground, .bool(true)) }
        return properties
    }
}

/// One tab's page: its item's button, then its content.
nonisolated public struct _TabPage<Content: View>: View {
    let content: Content
    @_spi(TrellisHost) public static var _kind: ElementKind { .tabPage }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

/// A tab's content, hidden while another tab is selected.
nonisolated public struct _TabContent<Content: View>: View {
    let content: Content
    let isHidden: Bool
    @_spi(TrellisHost) public static var _kind: ElementKind { .tabContent }
    public var _content: Content { content }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        isHidden ? ElementProperties([ElementProperty(.hidden, .bool(true))]) : ElementProperties()
    }
}

extension ElementKind {
    /// A `TabView`: one `tabPage` per tab.
    public static let tabView = ElementKind(rawValue: "TabView")
    /// A tab: its item's button (`tabItem`: selected) and its `tabContent`.
    public static let tabPage = ElementKind(rawValue: "TabPage")
    /// A tab's content (`hidden` while another tab is selected).
    public static let tabContent = ElementKind(rawValue: "TabContent")
}

extension View {
    /// Makes this view a tab of the tab view around it, with `label` as its item.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> _TabItemView<Self, V> {
        _TabItemView(content: self, label: label(), explicitTag: nil)
    }

    /// A count on this tab's item (0: none).
    nonisolated public func badge(_ count: Int) -> ModifiedContent<Self, _EnvironmentWritingModifier<String?>> {
        environment(\.tabBadge, count == 0 ? nil : String(count))
    }

    /// A label on this tab's item (nil: none).
    nonisolated public func badge(_ label: Text?) -> ModifiedContent<Self, _EnvironmentWritingModifier<String?>> {
        environment(\.tabBadge, label?.content)
    }

    nonisolated public func badge(_ key: LocalizedStringKey) -> ModifiedContent<Self, _EnvironmentWritingModifier<String?>> {
        environment(\.tabBadge, key.key)
    }
}

/// How a tab view draws: a tab bar (the automatic style, and iOS 18's tab-bar-only and
/// sidebar-adaptable styles, which show a tab bar on an iPhone), or pages swiped from one
/// to the next with a dot for each (`.page`).
@MainActor @preconcurrency
public protocol TabViewStyle {
    /// The host's name for the style.
    nonisolated var _name: String { get }
}
extension TabViewStyle { nonisolated public var _name: String { "automatic" } }
nonisolated public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
nonisolated public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _name: String { indexDisplayMode == .never ? "page-noindex" : "page" }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { Self() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: Self { Self() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: Self { Self() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self(indexDisplayMode: indexDisplayMode) }
}

/// How a page view's dots draw: on a backdrop of their own, or not.
public protocol IndexViewStyle {
    var _background: String { get }
}
public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let never = BackgroundDisplayMode(name: "never")
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
    public var _background: String { backgroundDisplayMode.name }
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue = "automatic" }
struct IndexBackgroundKey: EnvironmentKey { static let defaultValue = "automatic" }

extension EnvironmentValues {
    var tabViewStyleName: String {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    var indexBackground: String {
        get { self[IndexBackgroundKey.self] }
        set { self[IndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// How the tab views below draw.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<String>> {
        environment(\.tabViewStyleName, style._name)
    }

    /// Whether the tab bar shrinks as content scrolls (iOS 26); accepted: the page's tab
    /// bar keeps its size.
    nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> Self { self }

    /// A view shown with the tab bar, above it on iOS 26 (a mini player, say); drawn at the
    /// tab view's bottom edge here.
    nonisolated public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        tabViewBottomAccessory(isEnabled: true, content: content)
    }

    /// The accessory, shown while `isEnabled` (iOS 26.1).
    nonisolated public func tabViewBottomAccessory<Content: View>(isEnabled: Bool, @ViewBuilder content: () -> Content) -> some View {
        safeAreaInset(edge: .bottom, spacing: 0) {
            if isEnabled { content().environment(\.tabViewBottomAccessoryPlacement, .expanded) }
        }
    }

    /// How the page dots of the page-style tab views below draw.
    nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<String>> {
        environment(\.indexBackground, style._background)
    }
}

/// Builds iOS 18 `Tab`s, giving each one the tab view's selection type (so
/// `Tab("Feed", systemImage: "list.bullet", value: .feed)` needs no type name).
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> { tab }
    public static func buildExpression<H: View, C: View, F: View>(_ section: TabSection<H, C, F, SelectionValue>) -> TabSection<H, C, F, SelectionValue> {
        section
    }
    /// Tabs made from data (`ForEach(feeds) { Tab(…, value: $0.id) { … } }`).
    public static func buildExpression<D, ID, C: View, L: View>(_ tabs: ForEach<D, ID, Tab<SelectionValue, C, L>>) -> ForEach<D, ID, Tab<SelectionValue, C, L>> {
        tabs
    }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
}

extension TabView {
    /// Tabs written as iOS 18 `Tab`s whose values have the selection's type.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

// MARK: The sidebar of a sidebar-adaptable tab view (iPadOS)

/// The tabs a user moved or hid in a sidebar-adaptable tab view (iPadOS 18). A phone's tab
/// bar, as here, is not customized, so it keeps the tabs as written.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    public init() {}
    /// Puts every tab back where the app wrote it.
    public mutating func resetVisibility() {}
    public mutating func resetSectionOrder() {}

    /// As `@AppStorage` keeps it: JSON.
    var _storageValue: AppStorageValue? { (try? JSONEncoder().encode(self)).map { .data($0) } }

    init?(_storageValue value: AppStorageValue) {
        guard case .data(let data) = value, let decoded = try? JSONDecoder().decode(Self.self, from: data) else { return nil }
        self = decoded
    }
}

/// Where a tab view's bottom accessory is drawn (iOS 26): in line with a collapsed tab bar,
/// or expanded above it. The page's tab bar never collapses: `.expanded`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline, expanded
}

struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

extension EnvironmentValues {
    /// Where the bottom accessory this view is in is drawn; nil outside one.
    public internal(set) var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}

/// When the tab bar of iOS 26 shrinks to make room for content.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// Whether the user can hide or move a tab when customizing.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// Where a sidebar-adaptable tab view shows a tab: its tab bar or its sidebar (iPadOS).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

extension Tab {
    /// Accepted: the id under which a user's customization of this tab is kept. A phone's
    /// tab bar is not customized, so the tab shows as the app wrote it.
    nonisolated public func customizationID(_ id: String) -> Self { self }

    /// Accepted: whether a user may hide or move this tab when customizing (see
    /// `customizationID(_:)`).
    nonisolated public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

extension View {
    /// Accepted: the header, footer and bottom bar of an iPad's tab sidebar, and its
    /// customization, do not show in a phone's tab bar.
    nonisolated public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> Self { self }
    nonisolated public func tabViewSidebarHeader<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    nonisolated public func tabViewSidebarFooter<C: View>(@ViewBuilder content: () -> C) -> Self { self }
    nonisolated public func tabViewSidebarBottomBar<C: View>(@ViewBuilder content: () -> C) -> Self { self }
}

@_spi(TrellisHost) extension _TabViewElement: _PrimitiveView {}
@_spi(TrellisHost) extension _TabPage: _PrimitiveView {}
@_spi(TrellisHost) extension _TabContent: _PrimitiveView {}
