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
