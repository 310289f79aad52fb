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
/// the detail, each with its own navigation bar, as on an iPad or a Mac — in a regular
/// window. A list selection in one column drives the next through the app's state, as
/// in SwiftUI; a `NavigationLink` pushes inside its own column (docs/Differences.md). In
/// a compact window (an iPhone's width) the columns collapse into one navigation stack,
/// as iOS shows them (`CompactSplitView`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    var preferredCompactColumn: Binding<NavigationSplitViewColumn>? = nil
    @Environment(\.horizontalSizeClass) private var sizeClass
    /// The column a compact window shows when no binding says.
    @State private var compactColumn = NavigationSplitViewColumn.sidebar

    public var body: some View {
        let hasContent = Content.self != EmptyView.self
        if sizeClass == .compact {
            CompactSplitView(sidebar: sidebar, content: content, detail: detail, hasContent: hasContent,
                              column: preferredCompactColumn ?? $compactColumn)
        } else {
            columns(hasContent: hasContent)
        }
    }

    @ViewBuilder private func columns(hasContent: Bool) -> some View {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
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

/// A split view in a compact window, as iOS collapses one on an iPhone: one navigation
/// stack that starts at the sidebar (or at the column the `preferredCompactColumn` binding
/// names). Choosing a row of a column's selection list shows the next column; going back
/// shows the one before and clears the choice made in it, as iOS does. `column` follows.
struct CompactSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContent: Bool
    let column: Binding<NavigationSplitViewColumn>
    /// How to clear the sidebar's and the content column's list selections.
    @State private var sidebarChoice = SplitColumnChoice()
    @State private var contentChoice = SplitColumnChoice()

    var body: some View {
        let column = self.column, hasContent = self.hasContent
        NavigationStack {
            sidebar
                .environment(\.splitColumnLink, SplitColumnLink(choice: sidebarChoice) {
                    column.wrappedValue = hasContent ? .content : .detail
                })
                .navigationDestination(isPresented: beyondSidebar) { nextColumns }
        }
    }

    @ViewBuilder private var nextColumns: some View {
        if hasContent {
            let column = self.column
            content
                .environment(\.splitColumnLink, SplitColumnLink(choice: contentChoice) { column.wrappedValue = .detail })
                .navigationDestination(isPresented: detailAfterContent) { detail }
        } else {
            detail
        }
    }

    /// A column past the sidebar shows; going back to the sidebar clears both choices.
    private var beyondSidebar: Binding<Bool> {
        let column = self.column, sidebarChoice = self.sidebarChoice, contentChoice = self.contentChoice
        return Binding(get: { column.wrappedValue != .sidebar }, set: { shown in
            guard !shown, column.wrappedValue != .sidebar else { return }
            column.wrappedValue = .sidebar
            // The stack pops on the main actor.
            MainActor.assumeIsolated {
                contentChoice.clear?()
                sidebarChoice.clear?()
            }
        })
    }

    /// Of three columns, the detail shows; going back to the content column clears its choice.
    private var detailAfterContent: Binding<Bool> {
        let column = self.column, contentChoice = self.contentChoice
        return Binding(get: { column.wrappedValue == .detail }, set: { shown in
            guard !shown, column.wrappedValue == .detail else { return }
            column.wrappedValue = .content
            MainActor.assumeIsolated { contentChoice.clear?() }
        })
    }
}

/// Clears a compact split view column's list selection (the list registers how).
@MainActor final class SplitColumnChoice {
    var clear: (() -> Void)?
    nonisolated init() {}
}

/// What a column of a compact split view gives the selection list in it: choosing a row
/// shows the next column.
struct SplitColumnLink {
    let choice: SplitColumnChoice
    let advance: @MainActor () -> Void
}

struct SplitColumnLinkKey: EnvironmentKey { static let defaultValue: SplitColumnLink? = nil }

extension EnvironmentValues {
    var splitColumnLink: SplitColumnLink? {
        get { self[SplitColumnLinkKey.self] }
        set { self[SplitColumnLinkKey.self] = newValue }
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

    /// The column a compact window shows (it follows as the user goes back and forth); a
    /// regular window shows them all.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: nil,
                  preferredCompactColumn: preferredCompactColumn)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: EmptyView(), detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: preferredCompactColumn)
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
        self.init(sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: columnVisibility,
                  preferredCompactColumn: preferredCompactColumn)
    }
}

/// How a split view sizes its detail beside the sidebar. A browser window is wide, so
/// every style shows the columns side by side with the detail taking the rest, as
/// `balanced` and `prominentDetail` both do on a wide iPad (docs/Differences.md).
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    typealias Configuration = NavigationSplitViewStyleConfiguration
}
/// What a `NavigationSplitViewStyle` gets; as in SwiftUI, it has no parts of its own.
public struct NavigationSplitViewStyleConfiguration {}
nonisolated public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
nonisolated public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle { public static var automatic: Self { Self() } }
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle { public static var balanced: Self { Self() } }
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle { public static var prominentDetail: Self { Self() } }

extension View {
    /// Accepted: the columns sit side by side in every style here.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
}
