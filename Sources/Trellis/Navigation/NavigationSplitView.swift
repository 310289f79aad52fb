import Foundation

/// Which columns of a `NavigationSplitView` show.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    let name: String
    /// The platform's choice: every column, here.
    public static var automatic: NavigationSplitViewVisibility { .init(name: "automatic") }
    public static var all: NavigationSplitViewVisibility { .init(name: "all") }
    /// The content and detail columns (the detail alone in a two-column view).
    public static var doubleColumn: NavigationSplitViewVisibility { .init(name: "doubleColumn") }
    public static var detailOnly: NavigationSplitViewVisibility { .init(name: "detailOnly") }
}

/// A column of a `NavigationSplitView`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String
    public static var sidebar: NavigationSplitViewColumn { .init(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { .init(name: "content") }
    public static var detail: NavigationSplitViewColumn { .init(name: "detail") }
}

/// Two or three columns side by side (iOS 16): a sidebar, an optional content column and
/// the detail, each with its own navigation bar, as on an iPad or a Mac — a browser window
/// is wide. A list selection in one column drives the next through the app's state, as
/// in SwiftUI; a `NavigationLink` pushes inside its own column (docs/Differences.md).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    public var body: some View {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let hasContent = Content.self != EmptyView.self
        // `doubleColumn` hides the sidebar of three columns and keeps it beside a lone
        // detail; `detailOnly` hides every column but the detail.
        let showsSidebar = visibility == .automatic || visibility == .all || (visibility == .doubleColumn && !hasContent)
        HStack(alignment: .top, spacing: 0) {
            if showsSidebar {
                NavigationStack { sidebar }
                    .frame(width: 320)
                    .accessibilityIdentifier("split-sidebar")
                Divider()
            }
            if hasContent && visibility != .detailOnly {
                NavigationStack { content }
                    .frame(width: 360)
                    .accessibilityIdentifier("split-content")
                Divider()
            }
            NavigationStack { detail }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .accessibilityIdentifier("split-detail")
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: nil)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: columnVisibility)
    }

    /// The column a compact window shows first; a browser window shows them all.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: nil)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: columnVisibility)
    }
}

extension NavigationSplitView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility)
    }
}

/// How a split view sizes its detail beside the sidebar. A browser window is wide, so
/// every style shows the columns side by side with the detail taking the rest, as
/// `balanced` and `prominentDetail` both do on a wide iPad (docs/Differences.md).
public protocol NavigationSplitViewStyle {
    typealias Configuration = NavigationSplitViewStyleConfiguration
}
/// What a `NavigationSplitViewStyle` gets; as in SwiftUI, it has no parts of its own.
public struct NavigationSplitViewStyleConfiguration {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { Self() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { Self() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { Self() } }

extension View {
    /// Accepted: the columns sit side by side in every style here.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
}
