import Foundation

/// Where a search field goes. Every placement is the top of the view here.
public struct SearchFieldPlacement: Sendable, Equatable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// A search field above a view (SwiftUI puts it in the navigation bar; here it is the
/// first row above the content), bound to `text`.
nonisolated public struct _SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    /// Suggestions listed under the field while something is typed (`suggestions:`);
    /// a suggestion with `searchCompletion(_:)` fills the field when tapped.
    var suggestions: AnyView? = nil

    @MainActor public var body: some View {
        VStack(spacing: 8) {
            TextField(prompt, text: text)
                .modifier(_ElementPropertyModifier("search", .bool(true)))
            if let suggestions, !text.wrappedValue.isEmpty {
                VStack(alignment: .leading, spacing: 4) { suggestions }
                    .accessibilityIdentifier("search-suggestions")
                    .environment(\.searchCompletionTarget, text)
            }
            content
        }
    }
}

struct SearchCompletionTargetKey: EnvironmentKey { static let defaultValue: Binding<String>? = nil }

extension EnvironmentValues {
    /// The search text a suggestion's `searchCompletion(_:)` fills.
    var searchCompletionTarget: Binding<String>? {
        get { self[SearchCompletionTargetKey.self] }
        set { self[SearchCompletionTargetKey.self] = newValue }
    }
}

/// A search suggestion that fills the search field with its completion when tapped.
nonisolated public struct _SearchCompletionView<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletionTarget) private var target

    @MainActor public var body: some View {
        Button { target?.wrappedValue = completion } label: { content }
            .buttonStyle(.plain)
    }
}

/// Which edge of a row swipe actions belong to.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
}

/// A list row with swipe actions: the web host shows them at the row's edge while the
/// pointer is over the row (or a control in it has the focus); tests tap them by title.
nonisolated public struct _SwipeActionsView<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge

    @MainActor public var body: some View {
        HStack {
            if edge == .leading { swipeActions }
            content
            if edge == .trailing { swipeActions }
        }
        .modifier(_ElementPropertyModifier("swipeRow", .bool(true)))
    }

    @MainActor private var swipeActions: some View {
        HStack(spacing: 4) { actions }
            .modifier(_ElementPropertyModifier("swipeActions", .string(edge == .leading ? "leading" : "trailing")))
    }
}

/// A view that refreshes: the web host shows a refresh button above it (there is no pull
/// to refresh); a tap runs the action, once at a time.
nonisolated public struct _RefreshableView<Content: View>: View {
    let content: Content
    let action: @Sendable () async -> Void
    @State private var isRefreshing = false

    @MainActor public var body: some View {
        VStack(spacing: 8) {
            Button(isRefreshing ? "Refreshing…" : "Refresh") {
                guard !isRefreshing else { return }
                isRefreshing = true
                let action = self.action
                let done = $isRefreshing
                Task { @MainActor in
                    await action()
                    done.wrappedValue = false
                }
            }
            .disabled(isRefreshing)
            .modifier(_ElementPropertyModifier("refresh", .bool(true)))
            content
        }
    }
}

extension View {
    /// A search field bound to `text` above this view.
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt?.content ?? "Search")
    }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt.key)
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: String(prompt))
    }

    /// A search field with suggestions listed under it while something is typed.
    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                                @ViewBuilder suggestions: () -> S) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt?.content ?? "Search", suggestions: AnyView(suggestions()))
    }

    nonisolated public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                                @ViewBuilder suggestions: () -> S) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt.key, suggestions: AnyView(suggestions()))
    }

    @_disfavoredOverload
    nonisolated public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                                   @ViewBuilder suggestions: () -> V) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: String(prompt), suggestions: AnyView(suggestions()))
    }

    /// Makes this search suggestion fill the search field with `completion` when tapped.
    nonisolated public func searchCompletion(_ completion: String) -> _SearchCompletionView<Self> {
        _SearchCompletionView(content: self, completion: completion)
    }

    /// Actions for this list row, at `edge`.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                                 @ViewBuilder content: () -> T) -> _SwipeActionsView<Self, T> {
        _SwipeActionsView(content: self, actions: content(), edge: edge)
    }

    /// Lets the user refresh this view; `action` runs until it returns.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> _RefreshableView<Self> {
        _RefreshableView(content: self, action: action)
    }

    /// A menu of `menuItems` for this view, opened by a right click or a long press.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> _MenuElement<Self, MenuItems> {
        _MenuElement(label: self, items: menuItems(), primaryAction: nil, isContextMenu: true)
    }
}
