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

/// How a search field in a toolbar shows (iOS 26): in full, or as a button that opens it.
public struct SearchToolbarBehavior: Hashable, Sendable {
    let name: String
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

extension View {
    /// How the search field of `searchable` shows in a toolbar (iOS 26); accepted: the
    /// field is always shown in full, above the content.
    nonisolated public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> Self { self }
}

/// A search field above a view (SwiftUI puts it in the navigation bar; here it is the
/// first row above the content), bound to `text`. The content below reads whether a search
/// is under way (`isSearching`: the field has the focus or text) and can end it
/// (`dismissSearch`); scopes show under the field while searching.
nonisolated public struct _SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let prompt: String
    /// Suggestions listed under the field while something is typed (`suggestions:`);
    /// a suggestion with `searchCompletion(_:)` fills the field when tapped.
    var suggestions: AnyView? = nil
    /// `searchable(text:isPresented:…)`: whether the search is presented, both ways.
    var isPresented: Binding<Bool>? = nil
    @FocusState private var fieldFocused: Bool
    @Environment(\.searchScopes) private var scopes
    @Environment(\.searchSuggestionsContent) private var laterSuggestions

    @Environment(\.searchFocus) private var outsideFocus
    @Environment(\.submitActions) private var submitActions

    @MainActor public var body: some View {
        // The field's focus: the app's own (`searchFocused`) or the view's.
        let focus = outsideFocus ?? $fieldFocused
        let searching = focus.wrappedValue || !text.wrappedValue.isEmpty || isPresented?.wrappedValue == true
        let dismiss = DismissSearchAction { [text, isPresented] in
            text.wrappedValue = ""
            focus.wrappedValue = false
            isPresented?.wrappedValue = false
        }
        VStack(spacing: 8) {
            TextField(prompt, text: text)
                .focused(focus)
                .modifier(_ElementPropertyModifier(.search, .bool(true)))
                // The search field's return key runs `onSubmit(of: .search)`, not `.text`'s.
                .environment(\.submitActions, _SubmitActions(actions: submitActions.searchActions))
            if let scopes, searching || !scopes.onlyWhileSearching {
                scopes.picker
            }
            if let shown = suggestions ?? laterSuggestions, !text.wrappedValue.isEmpty {
                VStack(alignment: .leading, spacing: 4) { shown }
                    .accessibilityIdentifier("search-suggestions")
                    .environment(\.searchCompletionTarget, text)
            }
            content
                .environment(\.isSearching, searching)
                .environment(\.dismissSearch, dismiss)
        }
        .onChange(of: focus.wrappedValue) { _, focused in
            if focused { isPresented?.wrappedValue = true }
        }
    }
}

/// Ends the search of the `searchable` view above: clears its text and takes the focus
/// from its field (`@Environment(\.dismissSearch) var dismissSearch; dismissSearch()`).
public struct DismissSearchAction: @unchecked Sendable {
    let action: @MainActor () -> Void
    @MainActor public func callAsFunction() { action() }
}

/// Runs the `refreshable` action above (`await refresh?()`), as a pull to refresh would.
public struct RefreshAction: @unchecked Sendable {
    let action: @Sendable () async -> Void
    public func callAsFunction() async { await action() }
}

/// Scopes shown under a search field (`searchScopes(_:scopes:)`): a segmented picker.
struct SearchScopes {
    let picker: AnyView
    let onlyWhileSearching: Bool
}

/// When scopes show: with the search (automatic, on presentation) or once text is typed.
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    public static var automatic: SearchScopeActivation { .init(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { .init(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { .init(name: "onSearchPresentation") }
}

/// Where search suggestions show: under the field (the menu) or in the content.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    public static var automatic: SearchSuggestionsPlacement { .init(name: "automatic") }
    public static var menu: SearchSuggestionsPlacement { .init(name: "menu") }
    public static var content: SearchSuggestionsPlacement { .init(name: "content") }

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var menu: Set { Set(rawValue: 1) }
        public static var content: Set { Set(rawValue: 2) }
    }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct SearchFocusKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: FocusState<Bool>.Binding? = nil }
struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }
struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
struct SearchScopesKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: SearchScopes? = nil }
struct SearchSuggestionsContentKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: AnyView? = nil }

extension EnvironmentValues {
    /// Whether the user is searching in the `searchable` view above.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }

    /// Where search suggestions show: under the field, as a menu, here.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .menu }

    /// The `refreshable` action above, if there is one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    var searchFocus: FocusState<Bool>.Binding? {
        get { self[SearchFocusKey.self] }
        set { self[SearchFocusKey.self] = newValue }
    }

    var searchScopes: SearchScopes? {
        get { self[SearchScopesKey.self] }
        set { self[SearchScopesKey.self] = newValue }
    }

    var searchSuggestionsContent: AnyView? {
        get { self[SearchSuggestionsContentKey.self] }
        set { self[SearchSuggestionsContentKey.self] = newValue }
    }
}

extension View {
    /// Scopes for the search of the `searchable` view this modifies: a segmented picker
    /// under its field, bound to `scope`, shown while searching.
    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    nonisolated public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                               @ViewBuilder _ scopes: () -> S) -> some View {
        let scopes = scopes()
        nonisolated(unsafe) let picker = AnyView(Picker("Scope", selection: scope) { scopes }.pickerStyle(.segmented))
        return environment(\.searchScopes, SearchScopes(picker: picker, onlyWhileSearching: activation != .onTextEntry))
    }

    /// Suggestions for the search of the `searchable` view this modifies (iOS 16).
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        environment(\.searchSuggestionsContent, AnyView(suggestions()))
    }

    /// Ties the focus of the search field of the `searchable` view this modifies to
    /// `isFocused`, both ways (iOS 18).
    nonisolated public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
        nonisolated(unsafe) let isFocused = isFocused
        return environment(\.searchFocus, isFocused)
    }

    /// Accepted: the search field stays above the content, and the browser decides
    /// whether a field takes dictation.
    nonisolated public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> Self { self }
    nonisolated public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> Self { self }

    /// Accepted: suggestions show under the field wherever they are asked to.
    nonisolated public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> Self { self }

    /// A search field bound to `text` whose presentation `isPresented` reads and sets (iOS 17).
    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: Text? = nil) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt?.content ?? "Search", isPresented: isPresented)
    }

    nonisolated public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                       prompt: LocalizedStringKey) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: prompt.key, isPresented: isPresented)
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                                          placement: SearchFieldPlacement = .automatic, prompt: S) -> _SearchableView<Self> {
        _SearchableView(content: self, text: text, prompt: String(prompt), isPresented: isPresented)
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

/// A list row with swipe actions. They take no room in the row (iOS keeps them under it
/// until a swipe): the web host draws them over the row's edge, as small bordered buttons,
/// while the pointer is over the row (or a control in it has the focus); tests tap them by
/// title.
nonisolated public struct _SwipeActionsView<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge

    @MainActor public var body: some View {
        content
            .overlay(alignment: edge == .leading ? .leading : .trailing) { swipeActions }
            .modifier(_ElementPropertyModifier(.swipeRow, .bool(true)))
    }

    @MainActor private var swipeActions: some View {
        HStack(spacing: 4) { actions }
            .buttonStyle(.bordered)
            .controlSize(.small)
            .font(.subheadline)
            .modifier(_ElementPropertyModifier(.swipeActions, .string(edge == .leading ? "leading" : "trailing")))
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
            .modifier(_ElementPropertyModifier(.refresh, .bool(true)))
            content.environment(\.refresh, RefreshAction(action: action))
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

    /// iOS 13's form: the menu built beforehand as a `ContextMenu`; `nil` turns the menu off
    /// and keeps the view (and its state) as it is.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> _MenuElement<Self, MenuItems?> {
        _MenuElement(label: self, items: contextMenu?.menuItems, primaryAction: nil, isContextMenu: true)
    }
}

/// A context menu's items made once, to be given to `contextMenu(_:)` (iOS 13's spelling,
/// deprecated in favour of `contextMenu(menuItems:)` but still in SwiftUI).
nonisolated public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

/// Whether presenting search hides the toolbar (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// Whether a text input takes dictation, and how it starts (visionOS's look).
public struct TextInputDictationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static let preventDictation = TextInputDictationBehavior(name: "preventDictation")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { .init(name: "inline") }
}

public struct TextInputDictationActivation: Hashable, Sendable {
    let name: String
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    public static let onLook = TextInputDictationActivation(name: "onLook")
}
