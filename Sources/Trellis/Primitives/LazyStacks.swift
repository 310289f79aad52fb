import Foundation

/// How many rows of a lazy container are mounted. Containers start with a window and
/// hosts grow it as the user scrolls near its end (the web host does, from scroll
/// positions; tests with `ElementProxy.showMore()`); rows once mounted stay mounted, as
/// in SwiftUI. The first `ForEach` directly inside the container follows it.
final class LazyWindow: DependencySource, @unchecked Sendable {
    static let initialCount = 50
    private(set) var limit = LazyWindow.initialCount
    /// Rows the following ForEach has (last seen). None until one reports: a container
    /// without a ForEach (a `Form` of fixed sections) has nothing to grow.
    private(set) var total = 0
    /// The ForEach that follows this window (rows' own ForEach views do not).
    weak var follower: _ViewNode?
    /// Read by the container's element, which shows the window only while rows lie past
    /// it (`appendProperty`): a host asks for more only then, so asking ends at the end
    /// of the data.
    private let remaining = DependencySource()

    func read() -> Int {
        DependencyTracking.recordRead(self)
        return limit
    }

    /// The container element's `lazy` property: the window's size, shown only while rows
    /// lie past it. (The ForEach reads `read()`; the element reads both.)
    func appendProperty(to properties: inout ElementProperties) {
        DependencyTracking.recordRead(remaining)
        if total > limit { properties.append(.lazy, .number(Double(read()))) }
    }

    /// The following ForEach's row count. When rows come to lie past the window (data
    /// loaded after the list appeared) or stop doing so, the element shows it.
    @MainActor func report(total newTotal: Int) {
        let had = total > limit
        total = newTotal
        if (total > limit) != had { remaining.invalidateObservers() }
    }

    /// A host asks for more rows with `setText("<count>")`.
    func accepts(_ event: HostEvent.Kind) -> Bool {
        if case .setText(let value) = event { return Int(value) != nil }
        return false
    }

    @MainActor func handle(_ event: HostEvent.Kind) -> Bool {
        guard case .setText(let value) = event, let count = Int(value) else { return false }
        grow(to: min(count, 1_000_000))
        return true
    }

    @MainActor func grow(to count: Int) {
        guard follower?.isMounted == true else { return }
        let target = min(count, total)
        guard target > limit else { return }
        limit = target
        invalidateObservers()
        if total <= limit { remaining.invalidateObservers() }
    }
}

struct LazyWindowKey: EnvironmentKey { static var defaultValue: LazyWindow? { nil } }

extension EnvironmentValues {
    var lazyWindow: LazyWindow? {
        get { self[LazyWindowKey.self] }
        set { self[LazyWindowKey.self] = newValue }
    }

    /// The window without recording a read: its identity never changes under a container.
    var lazyWindowUntracked: LazyWindow? {
        untracked(LazyWindowKey.self)
    }
}

/// A vertical stack that mounts its rows as they come near the viewport.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    @State private var window = LazyWindow()

    /// `pinnedViews`: the section headers or footers that stay at the scroll view's edge
    /// while their section scrolls by.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        _LazyStackElement(kind: .vStack, alignment: alignment == .center ? nil : alignment.rawValue, spacing: spacing, window: window,
                          pinnedViews: pinnedViews) {
            content
        }
        .environment(\.lazyWindow, window)
    }
}

/// A horizontal stack that mounts its columns as they come near the viewport.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    @State private var window = LazyWindow()

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: some View {
        _LazyStackElement(kind: .hStack, alignment: alignment == .center ? nil : alignment.rawValue, spacing: spacing, window: window,
                          pinnedViews: pinnedViews) {
            content
        }
        .environment(\.lazyWindow, window)
    }
}

/// The element of a lazy container: a stack (or a list) with its window's size as the
/// `lazy` property; a host asks for more rows with `setText("<count>")`.
nonisolated public struct _LazyStackElement<Content: View>: View {
    let kind: ElementKind
    let alignment: String?
    let spacing: CGFloat?
    let window: LazyWindow
    var pinnedViews: PinnedScrollableViews = []
    let content: Content

    init(kind: ElementKind, alignment: String?, spacing: CGFloat?, window: LazyWindow, pinnedViews: PinnedScrollableViews = [],
         @ViewBuilder content: () -> Content) {
        self.kind = kind
        self.alignment = alignment
        self.spacing = spacing
        self.window = window
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .lazyStack }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.axis, .string(kind == .hStack ? "horizontal" : "vertical"))])
        if let alignment { properties.append(.alignment, .string(alignment)) }
        if let spacing { properties.append(.spacing, .number(Double(spacing))) }
        if pinnedViews.contains(.sectionHeaders) { properties.append(.pinnedHeaders, .bool(true)) }
        if pinnedViews.contains(.sectionFooters) { properties.append(.pinnedFooters, .bool(true)) }
        window.appendProperty(to: &properties)
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        window.accepts(event)
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        window.handle(event)
    }
}

@_spi(TrellisHost) extension _LazyStackElement: _PrimitiveView {}
