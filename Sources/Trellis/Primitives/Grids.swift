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
    var track: GridTrack {
        switch size {
        case .fixed(let size): .fixed(Double(size))
        case .flexible(let minimum, let maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case .adaptive(let minimum, let maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
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
        _GridElement(axis: "vertical", tracks: columns, spacing: spacing,
                     alignment: Alignment(horizontal: alignment, vertical: .center), content: content)
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
        _GridElement(axis: "horizontal", tracks: rows, spacing: spacing,
                     alignment: Alignment(horizontal: .center, vertical: alignment), content: content)
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
/// the spacing between items, how each item is aligned in its cell (the grid's
/// `alignment`, or its track's `GridItem.alignment`: `trackAlignments`), and the items.
nonisolated public struct _GridElement<Content: View>: View {
    let axis: String
    let tracks: [GridItem]
    let spacing: CGFloat?
    let alignment: Alignment
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { .grid }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([
            ElementProperty(.axis, .string(axis)),
            ElementProperty(.tracks, .gridTracks(tracks.map(\.track))),
        ])
        if let spacing { properties.append(.spacing, .number(Double(spacing))) }
        if let gap = tracks.first?.spacing { properties.append(.trackSpacing, .number(Double(gap))) }
        if alignment != .center { properties.append(.alignment, .alignment(alignment)) }
        if tracks.contains(where: { $0.alignment != nil }) {
            // One per track as written ("" where the grid's applies): "horizontal vertical".
            properties.append(.trackAlignments, .strings(tracks.map { item in
                item.alignment.map { "\($0.horizontal.rawValue) \($0.vertical.rawValue)" } ?? ""
            }))
        }
        return properties
    }
}

extension ElementKind {
    /// A `LazyVGrid` or `LazyHGrid` (`axis`, `tracks`, `spacing`).
    public static let grid = ElementKind(rawValue: "Grid")
}

/// Views in rows and columns (iOS 16's `Grid`): each `GridRow` is a row, each view in it a
/// cell, and every column is as wide as its widest cell. A view directly in the grid (a
/// `Divider`, say) spans the whole width.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor public var body: _TableGridElement<Content> {
        _TableGridElement(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing,
                          columns: Self.columnCount(of: content), content: content)
    }

    /// The most cells in a row: counted from the rows written out in the grid's content
    /// (rows made by a `ForEach` are counted from its first rows, which is how many columns
    /// the page's grid starts with before the engine places the cells).
    @MainActor static func columnCount(of content: Any) -> Int {
        if let row = content as? any _GridRowCells { return row._cellCount }
        if let rows = content as? any _GridRowSource { return rows._firstRowCells }
        var most = 1
        for child in Mirror(reflecting: content).children {
            if let row = child.value as? any _GridRowCells { most = max(most, row._cellCount) }
            else if let rows = child.value as? any _GridRowSource { most = max(most, rows._firstRowCells) }
            else if Mirror(reflecting: child.value).displayStyle == .tuple { most = max(most, columnCount(of: child.value)) }
        }
        return most
    }
}

/// A row that knows how many cells it holds.
protocol _GridRowCells {
    var _cellCount: Int { get }
}

/// Rows made from data (a `ForEach` of `GridRow`s).
protocol _GridRowSource {
    var _firstRowCells: Int { get }
}

extension GridRow: _GridRowCells {
    /// The columns the views written in the row take (a `TupleView`'s elements, or one),
    /// counting a cell with `gridCellColumns` as its span.
    var _cellCount: Int {
        guard let tuple = Mirror(reflecting: content).children.first?.value,
              Mirror(reflecting: tuple).displayStyle == .tuple else { return Self.span(of: content) }
        return max(Mirror(reflecting: tuple).children.reduce(0) { $0 + Self.span(of: $1.value) }, 1)
    }

    /// A cell's columns: its `gridCellColumns`, a `ForEach`'s one per element (a row of a
    /// board written `GridRow { ForEach(columns) { … } }`), else one.
    private static func span(of cell: Any) -> Int {
        if let each = cell as? any _GridCellsFromData { return each._cellsFromData }
        return (cell as? any _GridCellSpanning)?._columnSpan ?? 1
    }
}

/// Cells made from data inside a `GridRow`: one column each.
protocol _GridCellsFromData {
    var _cellsFromData: Int { get }
}

extension ForEach: @MainActor _GridCellsFromData {
    var _cellsFromData: Int { data.count }
}

/// A cell that says how many columns it takes.
protocol _GridCellSpanning {
    var _columnSpan: Int { get }
}

/// `gridCellColumns(_:)`: the cell takes that many columns of its row.
nonisolated public struct _GridCellColumns: _ElementPropertySource {
    let count: Int
    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public var _elementProperty: _ModifierProperty { _ModifierProperty(ElementProperty(.gridCellColumns, .number(Double(count)))) }
}

extension ModifiedContent: _GridCellSpanning where Modifier == _GridCellColumns {
    var _columnSpan: Int { modifier.count }
}

extension View {
    /// Makes this cell of a `GridRow` take `count` columns.
    nonisolated public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumns> {
        modifier(_GridCellColumns(count: max(count, 1)))
    }

    /// How this cell sits in the space its column gives it.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.gridCellAnchor, .unitPoint(anchor)))
    }

    /// How the cells of this cell's column line up across rows.
    nonisolated public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.gridColumnAlignment, .string(guide.rawValue)))
    }

    /// Axes on which a cell that would fill takes no more than the other cells of its row
    /// or column (a `Divider` or `Color` in a grid).
    nonisolated public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _ElementPropertyModifier> {
        let names = [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil]
        return modifier(_ElementPropertyModifier(.gridCellUnsizedAxes, .strings(names.compactMap { $0 })))
    }
}

extension ForEach: @MainActor _GridRowSource {
    /// The most cells in the first rows (up to 32: a first row may be shorter than the rest,
    /// and counting every row of a long grid on each update would cost more than it tells).
    var _firstRowCells: Int {
        data.prefix(32).reduce(1) { most, element in max(most, (content(element) as? any _GridRowCells)?._cellCount ?? 1) }
    }
}

/// One row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .gridRow }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        guard let alignment else { return ElementProperties() }
        return ElementProperties([ElementProperty(.rowAlignment, .string(alignment.rawValue))])
    }
}

/// A `Grid`'s element (`alignment`, `columns`, `horizontalSpacing`, `verticalSpacing`).
nonisolated public struct _TableGridElement<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let columns: Int
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { .tableGrid }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.alignment, .alignment(alignment)),
                                           ElementProperty(.columns, .number(Double(columns)))])
        if let horizontalSpacing { properties.append(.horizontalSpacing, .number(Double(horizontalSpacing))) }
        if let verticalSpacing { properties.append(.verticalSpacing, .number(Double(verticalSpacing))) }
        return properties
    }
}

extension ElementKind {
    /// A `Grid`: rows (`gridRow` elements) of cells whose columns line up.
    public static let tableGrid = ElementKind(rawValue: "TableGrid")
    /// A `GridRow` (`rowAlignment`).
    public static let gridRow = ElementKind(rawValue: "GridRow")
}

@_spi(TrellisHost) extension _GridElement: _PrimitiveView {}
@_spi(TrellisHost) extension GridRow: _PrimitiveView {}
@_spi(TrellisHost) extension _TableGridElement: _PrimitiveView {}
