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
        return _TabViewElement(content: content.environment(\.tabContext, context))
    }
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
                Button { context.select(id) } label: { label }
                    .modifier(_ElementPropertyModifier("tabItem", .bool(selected)))
                    .modifier(_ElementPropertyModifier("badge", .string(badge ?? ""))),
                _TabContent(content: content.environment(\.tabBadge, nil), isHidden: !selected)
            )))
        } else {
            content
        }
    }
}

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

extension Tab where Label == Trellis.Label<Text, Image> {
    public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = Trellis.Label(title, systemImage: systemImage)
        self.value = value
    }

    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never? {
        self.content = content()
        self.label = Trellis.Label(title, systemImage: systemImage)
        self.value = nil
    }
}

extension Tab where Label == Text {
    public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = Text(title)
        self.value = value
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) where Value == Never? {
        self.content = content()
        self.label = Text(title)
        self.value = nil
    }
}

/// The tab view's element: its tabs' pages.
nonisolated public struct _TabViewElement<Content: View>: _PrimitiveView {
    let content: Content
    public static var _kind: ElementKind { .tabView }
    public var _content: Content { content }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

/// One tab's page: its item's button, then its content.
nonisolated public struct _TabPage<Content: View>: _PrimitiveView {
    let content: Content
    public static var _kind: ElementKind { .tabPage }
    public var _content: Content { content }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

/// A tab's content, hidden while another tab is selected.
nonisolated public struct _TabContent<Content: View>: _PrimitiveView {
    let content: Content
    let isHidden: Bool
    public static var _kind: ElementKind { .tabContent }
    public var _content: Content { content }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        isHidden ? ElementProperties([ElementProperty("hidden", .bool(true))]) : ElementProperties()
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

/// How a tab view draws. The web host draws every style as a tab bar (see docs/Differences.md).
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
    }
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { Self() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self(indexDisplayMode: indexDisplayMode) }
}

extension View {
    /// Accepted: tab views draw as a tab bar in every style here.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }
}

/// Builds iOS 18 `Tab`s, giving each one the tab view's selection type (so
/// `Tab("Feed", systemImage: "list.bullet", value: .feed)` needs no type name).
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> { tab }
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
