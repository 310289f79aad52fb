import Foundation

/// A column (in a `LazyVGrid`) or a row (in a `LazyHGrid`): a fixed size, a flexible one
/// within bounds, or as many items as fit at an adaptive size.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The track as the host lays it out: "fixed 80", "flexible 10 inf", "adaptive 100 inf".
    var track: String {
        func number(_ value: CGFloat) -> String { value.isFinite ? String(Double(value)) : "inf" }
        switch size {
        case .fixed(let size): return "fixed \(number(size))"
        case .flexible(let minimum, let maximum): return "flexible \(number(minimum)) \(number(maximum))"
        case .adaptive(let minimum, let maximum): return "adaptive \(number(minimum)) \(number(maximum))"
        }
    }
}

/// Items in rows under `columns`. Every item is mounted (not only those on screen).
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor public var body: _GridElement<Content> {
        _GridElement(axis: "vertical", tracks: columns, spacing: spacing, content: content)
    }
}

/// Items in columns beside `rows`. Every item is mounted (not only those on screen).
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor public var body: _GridElement<Content> {
        _GridElement(axis: "horizontal", tracks: rows, spacing: spacing, content: content)
    }
}

/// Which headers and footers stay pinned while a lazy stack or grid scrolls. Accepted;
/// nothing is pinned here.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A lazy grid's element: its `axis`, its `tracks` (one per line: see `GridItem.track`),
/// the spacing between items, and the items.
nonisolated public struct _GridElement<Content: View>: _PrimitiveView {
    let axis: String
    let tracks: [GridItem]
    let spacing: CGFloat?
    let content: Content

    public static var _kind: ElementKind { .grid }
    public var _content: Content { content }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([
            ElementProperty("axis", .string(axis)),
            ElementProperty("tracks", .string(tracks.map(\.track).joined(separator: ","))),
        ])
        if let spacing { properties.append("spacing", .number(Double(spacing))) }
        if let gap = tracks.first?.spacing { properties.append("trackSpacing", .number(Double(gap))) }
        return properties
    }
}

extension ElementKind {
    /// A `LazyVGrid` or `LazyHGrid` (`axis`, `tracks`, `spacing`).
    public static let grid = ElementKind(rawValue: "Grid")
}
