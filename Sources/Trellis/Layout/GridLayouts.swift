import Foundation

/// SwiftUI's `Grid`: each `GridRow`'s views are cells of consecutive columns (a cell with
/// `gridCellColumns(n)` takes `n`); a view outside any row is a row of its own across every
/// column. A column is as wide as its widest single-column cell, and the columns whose
/// cells grow when offered more (a `Color`, a `Spacer`) share what the grid is offered
/// beyond that; a row is as tall as its tallest cell. Each cell sits in its slot by the
/// grid's alignment, its row's vertical alignment, its column's horizontal alignment
/// (`gridColumnAlignment`) or its own anchor (`gridCellAnchor`), in that order of
/// precedence from last to first. `Grid` and `GridLayout` use it.
struct GridAlgorithm {
    struct Cell {
        let box: LayoutBox
        let column: Int
        let span: Int

        /// `gridCellUnsizedAxes`: a flexible view that takes only what the other cells need.
        func isUnsized(_ axis: Axis) -> Bool {
            guard case .strings(let axes)? = box.properties[.gridCellUnsizedAxes] else { return false }
            return axes.contains(axis == .horizontal ? "horizontal" : "vertical")
        }
    }

    struct Row {
        /// The `GridRow` element; nil for a view that is a row of its own.
        let box: LayoutBox?
        let cells: [Cell]
        let alignment: VerticalAlignment?
        var spansAll: Bool { box == nil }
    }

    let rows: [Row]
    let columns: Int
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    /// Columns' horizontal alignment set by one of their cells.
    let columnAlignments: [Int: HorizontalAlignment]

    init(children: [LayoutBox], alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        var rows: [Row] = []
        var columns = 0
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        for child in children {
            guard child.kind == .gridRow else {
                rows.append(Row(box: nil, cells: [Cell(box: child, column: 0, span: 0)], alignment: nil))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in child.children {
                var span = 1
                if case .number(let count)? = cell.properties[.gridCellColumns] { span = max(1, min(Int(count), 100)) }
                if case .string(let raw)? = cell.properties[.gridColumnAlignment], let guide = HorizontalAlignment(rawValue: raw) {
                    columnAlignments[column] = guide
                }
                cells.append(Cell(box: cell, column: column, span: span))
                column += span
            }
            columns = max(columns, column)
            var rowAlignment: VerticalAlignment?
            if case .string(let raw)? = child.properties[.rowAlignment] { rowAlignment = VerticalAlignment(rawValue: raw) }
            rows.append(Row(box: child, cells: cells, alignment: rowAlignment))
        }
        self.rows = rows
        self.columns = columns
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? LayoutEngine.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? LayoutEngine.defaultSpacing
        self.columnAlignments = columnAlignments
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private func width(_ widths: [CGFloat], from column: Int, span: Int) -> CGFloat {
        let end = min(column + span, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - column - 1)
    }

    /// Columns' widths and rows' heights for `proposal`.
    func measure(_ engine: LayoutEngine, _ proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        var widths = [CGFloat](repeating: 0, count: columns)
        var grows = [Bool](repeating: false, count: columns)
        for row in rows where !row.spansAll {
            for cell in row.cells where cell.span == 1 && !cell.isUnsized(.horizontal) {
                let ideal = engine.size(of: cell.box, .unspecified).width
                widths[cell.column] = max(widths[cell.column], ideal)
                if engine.size(of: cell.box, ProposedViewSize(width: .infinity, height: nil)).width > ideal { grows[cell.column] = true }
            }
        }
        // What the grid is offered beyond its columns' ideal widths goes to the columns that grow.
        if let offered = proposal.width, offered.isFinite, grows.contains(true) {
            let spacing = horizontalSpacing * CGFloat(max(columns - 1, 0))
            var flexible = grows.indices.filter { grows[$0] }
            var available = offered - spacing - widths.indices.filter { !grows[$0] }.reduce(0) { $0 + widths[$1] }
            // Equal shares, but a column whose ideal is larger keeps it.
            while !flexible.isEmpty {
                let share = max(0, available / CGFloat(flexible.count))
                let wide = flexible.filter { widths[$0] > share }
                if wide.isEmpty {
                    for column in flexible { widths[column] = share }
                    break
                }
                for column in wide { available -= widths[column] }
                flexible.removeAll { wide.contains($0) }
            }
        }
        let total = width(widths, from: 0, span: columns)
        let heights = rows.map { row in
            row.cells.reduce(CGFloat(0)) { tallest, cell in
                guard !cell.isUnsized(.vertical) else { return tallest }
                let slot = row.spansAll ? (proposal.width ?? total) : width(widths, from: cell.column, span: cell.span)
                return max(tallest, engine.size(of: cell.box, ProposedViewSize(width: slot, height: nil)).height)
            }
        }
        return (widths, heights)
    }

    func size(_ engine: LayoutEngine, _ proposal: ProposedViewSize) -> CGSize {
        let (widths, heights) = measure(engine, proposal)
        let rowsWidth = width(widths, from: 0, span: columns)
        // A row of its own is as wide as it wants, up to what the grid is offered.
        var wide = rowsWidth
        for row in rows where row.spansAll && !row.cells[0].isUnsized(.horizontal) {
            let offered = proposal.width.map { $0.isFinite ? $0 : rowsWidth } ?? rowsWidth
            wide = max(wide, min(engine.size(of: row.cells[0].box, ProposedViewSize(width: offered, height: nil)).width, max(offered, rowsWidth)))
        }
        let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(heights.count - 1, 0))
        return CGSize(width: max(rowsWidth, min(wide, proposal.width ?? wide)), height: height)
    }

    /// Each row's frame (the `GridRow`'s) and each cell's, in `rect`.
    func frames(_ engine: LayoutEngine, in rect: CGRect, proposal: ProposedViewSize)
        -> [(row: Row, frame: CGRect, cells: [(box: LayoutBox, frame: CGRect, proposal: ProposedViewSize)])] {
        let (widths, heights) = measure(engine, ProposedViewSize(width: rect.width, height: proposal.height))
        var result: [(row: Row, frame: CGRect, cells: [(box: LayoutBox, frame: CGRect, proposal: ProposedViewSize)])] = []
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = heights[index]
            let rowFrame = CGRect(x: rect.minX, y: y, width: rect.width, height: height)
            var cells: [(box: LayoutBox, frame: CGRect, proposal: ProposedViewSize)] = []
            for cell in row.cells {
                let x = row.spansAll ? rect.minX : rect.minX + (cell.column > 0 ? width(widths, from: 0, span: cell.column) + horizontalSpacing : 0)
                let slot = CGRect(x: x, y: y, width: row.spansAll ? rect.width : width(widths, from: cell.column, span: cell.span),
                                  height: height)
                let slotProposal = ProposedViewSize(slot.size)
                let size = engine.size(of: cell.box, slotProposal)
                cells.append((cell.box, place(size, cell: cell, row: row, in: slot, engine: engine), slotProposal))
            }
            result.append((row, rowFrame, cells))
            y += height + verticalSpacing
        }
        return result
    }

    private func place(_ size: CGSize, cell: Cell, row: Row, in slot: CGRect, engine: LayoutEngine) -> CGRect {
        if case .unitPoint(let anchor)? = cell.box.properties[.gridCellAnchor] {
            return CGRect(x: slot.minX + ((slot.width - size.width) * anchor.x).roundedToPixel,
                          y: slot.minY + ((slot.height - size.height) * anchor.y).roundedToPixel, width: size.width, height: size.height)
        }
        let horizontal = row.spansAll ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
        let guides = Alignment(horizontal: horizontal, vertical: row.alignment ?? alignment.vertical)
        return engine.aligned(size, in: slot, guides, dimensions: cell.box.dimensions(size))
    }
}

/// `LazyVGrid`'s columns (`LazyHGrid`'s rows) from its `GridItem`s: a fixed item is its
/// size; the flexible ones share what is left, each within its bounds; an adaptive item
/// is as many flexible tracks of at least its minimum as fit. Items fill the tracks in
/// order, a line at a time; a line is as long (across the tracks) as its longest item.
enum LazyGridAlgorithm {
    /// Each track's length for `available` (nil: each at its minimum), and the item it
    /// comes from (an adaptive item makes as many tracks as fit).
    static func tracks(_ items: [GridTrack], available: CGFloat?, spacing: CGFloat) -> (lengths: [CGFloat], items: [Int]) {
        var expanded: [(minimum: CGFloat, maximum: CGFloat, fixed: Bool)] = []
        var sources: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .fixed(let size):
                expanded.append((CGFloat(size), CGFloat(size), true))
                sources.append(index)
            case .flexible(let minimum, let maximum):
                expanded.append((CGFloat(minimum), CGFloat(max(minimum, maximum)), false))
                sources.append(index)
            case .adaptive(let minimum, let maximum):
                let others = items.count - 1
                let room = (available ?? CGFloat(minimum)) - spacing * CGFloat(others)
                let fit = ((room + spacing) / (CGFloat(max(minimum, 1)) + spacing)).rounded(.down)
                let count = fit.isFinite ? max(1, Int(min(fit, 1_000))) : 1
                for _ in 0..<min(count, 1_000) {
                    expanded.append((CGFloat(minimum), CGFloat(max(minimum, maximum)), false))
                    sources.append(index)
                }
            }
        }
        return (lengths(of: expanded, available: available, spacing: spacing), sources)
    }

    /// The tracks' lengths: fixed ones as they are, the others equal shares of what is
    /// left, each held within its bounds.
    private static func lengths(of expanded: [(minimum: CGFloat, maximum: CGFloat, fixed: Bool)], available: CGFloat?,
                                spacing: CGFloat) -> [CGFloat] {
        guard let available, available.isFinite else { return expanded.map(\.minimum) }
        var lengths = expanded.map(\.minimum)
        var open = expanded.indices.filter { !expanded[$0].fixed }
        var left = available - spacing * CGFloat(max(expanded.count - 1, 0)) - expanded.indices.filter { expanded[$0].fixed }
            .reduce(0) { $0 + expanded[$1].minimum }
        // Equal shares; a track held by its bounds keeps its bound and leaves the rest to the others.
        while !open.isEmpty {
            let share = left / CGFloat(open.count)
            let bounded = open.filter { share < expanded[$0].minimum || share > expanded[$0].maximum }
            if bounded.isEmpty {
                for index in open { lengths[index] = max(0, share) }
                break
            }
            for index in bounded {
                lengths[index] = share < expanded[index].minimum ? expanded[index].minimum : expanded[index].maximum
                left -= lengths[index]
            }
            open.removeAll { bounded.contains($0) }
        }
        return lengths
    }

    /// One line of a lazy grid: views side by side, one per track, or one view across
    /// every track (a section's header or footer, as SwiftUI gives them whole lines).
    struct Line {
        let views: ArraySlice<LayoutBox>
        let spans: Bool
        /// The section whose views these are, if any (the grid gives it its views' frames).
        let section: LayoutBox?
    }

    /// `box`'s children line by line, `tracks` to a line. A `Section`'s views start a new
    /// line, its header and footer each take one of their own.
    static func lines(of box: LayoutBox, tracks: Int) -> [Line] {
        var lines: [Line] = []
        func addCells(_ views: ArraySlice<LayoutBox>, section: LayoutBox?) {
            var start = views.startIndex
            while start < views.endIndex {
                let end = min(start + tracks, views.endIndex)
                lines.append(Line(views: views[start..<end], spans: false, section: section))
                start = end
            }
        }
        let children = box.children
        var run = children.startIndex
        for (index, child) in children.enumerated() where child.kind == .section {
            addCells(children[run..<index], section: nil)
            run = index + 1
            var views = child.children[...]
            if let first = views.first, LayoutEngine.identifier(of: first) == LayoutEngine.sectionHeaderIdentifier {
                lines.append(Line(views: views.prefix(1), spans: true, section: child))
                views = views.dropFirst()
            }
            var footer: ArraySlice<LayoutBox>?
            if let last = views.last, LayoutEngine.identifier(of: last) == LayoutEngine.sectionFooterIdentifier {
                footer = views.suffix(1)
                views = views.dropLast()
            }
            addCells(views, section: child)
            if let footer { lines.append(Line(views: footer, spans: true, section: child)) }
        }
        addCells(children[run...], section: nil)
        return lines
    }

    /// The tracks, the lines and their lengths and the size of a lazy grid of `box`'s children.
    static func measure(_ engine: LayoutEngine, _ box: LayoutBox, _ proposal: ProposedViewSize)
        -> (tracks: [CGFloat], trackItems: [Int], lines: [Line], lengths: [CGFloat], size: CGSize, axis: Axis,
            trackSpacing: CGFloat, lineSpacing: CGFloat) {
        // A vertical grid's tracks are columns across its width; a horizontal one's are rows.
        let axis: Axis = box.properties[.axis] == .string("horizontal") ? .horizontal : .vertical
        var items: [GridTrack] = []
        if case .gridTracks(let tracks)? = box.properties[.tracks] { items = tracks }
        if items.isEmpty { items = [.flexible(minimum: 10, maximum: .infinity)] }
        var trackSpacing = LayoutEngine.defaultSpacing, lineSpacing = LayoutEngine.defaultSpacing
        if case .number(let value)? = box.properties[.trackSpacing] { trackSpacing = CGFloat(value) }
        if case .number(let value)? = box.properties[.spacing] { lineSpacing = CGFloat(value) }
        let across = axis == .vertical ? proposal.width : proposal.height
        let (tracks, trackItems) = tracks(items, available: across.flatMap { $0.isFinite ? $0 : nil }, spacing: trackSpacing)
        let crossLength = tracks.reduce(0, +) + trackSpacing * CGFloat(max(tracks.count - 1, 0))
        let lines = lines(of: box, tracks: tracks.count)
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(lines.count)
        for line in lines {
            var length: CGFloat = 0
            for (track, view) in zip(line.spans ? [crossLength] : tracks, line.views) {
                let size = engine.size(of: view, axis == .vertical ? ProposedViewSize(width: track, height: nil)
                                                                   : ProposedViewSize(width: nil, height: track))
                length = max(length, axis == .vertical ? size.height : size.width)
            }
            lengths.append(length)
        }
        let alongLength = lengths.reduce(0, +) + lineSpacing * CGFloat(max(lengths.count - 1, 0))
        let size = axis == .vertical ? CGSize(width: crossLength, height: alongLength) : CGSize(width: alongLength, height: crossLength)
        return (tracks, trackItems, lines, lengths, size, axis, trackSpacing, lineSpacing)
    }

    /// How each item is aligned in its cell: its track's `GridItem` alignment, else the
    /// grid's (a vertical grid's horizontal guide with the centre down, a horizontal grid's
    /// vertical guide with the centre across), one per track.
    static func cellAlignments(of box: LayoutBox, trackItems: [Int]) -> [Alignment] {
        var grid = Alignment.center
        if case .alignment(let alignment)? = box.properties[.alignment] { grid = alignment }
        guard case .strings(let names)? = box.properties[.trackAlignments] else {
            return Array(repeating: grid, count: trackItems.count)
        }
        let items: [Alignment?] = names.map { name in
            let parts = name.split(separator: " ")
            guard parts.count == 2, let horizontal = HorizontalAlignment(rawValue: String(parts[0])),
                  let vertical = VerticalAlignment(rawValue: String(parts[1])) else { return nil }
            return Alignment(horizontal: horizontal, vertical: vertical)
        }
        return trackItems.map { $0 < items.count ? items[$0] ?? grid : grid }
    }
}

extension LayoutEngine {
    /// A `Grid`'s algorithm over `box`'s children, with its alignment and spacing.
    func gridAlgorithm(of box: LayoutBox) -> GridAlgorithm {
        var horizontal: CGFloat?, vertical: CGFloat?
        if case .number(let value)? = box.properties[.horizontalSpacing] { horizontal = CGFloat(value) }
        if case .number(let value)? = box.properties[.verticalSpacing] { vertical = CGFloat(value) }
        return GridAlgorithm(children: box.children, alignment: alignment(of: box), horizontalSpacing: horizontal, verticalSpacing: vertical)
    }

    /// Places a grid's rows, each `GridRow` given its cells' frames to place them.
    func placeGrid(_ grid: GridAlgorithm, in rect: CGRect, proposal: ProposedViewSize) {
        for (row, frame, cells) in grid.frames(self, in: rect, proposal: proposal) {
            if let rowBox = row.box {
                rowBox.cellFrames = cells.map { ($0.frame, $0.proposal) }
                place(rowBox, in: frame, proposal: ProposedViewSize(frame.size))
            } else if let cell = cells.first {
                place(cell.box, in: cell.frame, proposal: cell.proposal)
            }
        }
    }

    /// A lazy grid's children, line by line, each aligned in its cell as its track or the
    /// grid says (a section's header and footer centred across them all). A section is
    /// given the frames of its views and placed
    /// over the lines they take, as a `GridRow` is.
    func placeLazyGrid(_ box: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        let grid = LazyGridAlgorithm.measure(self, box, ProposedViewSize(rect.size))
        let alignments = LazyGridAlgorithm.cellAlignments(of: box, trackItems: grid.trackItems)
        let vertical = grid.axis == .vertical
        // The tracks are centred across the grid when they do not fill it.
        let crossLength = vertical ? grid.size.width : grid.size.height
        let start = (vertical ? rect.minX + (rect.width - crossLength) / 2 : rect.minY + (rect.height - crossLength) / 2).roundedToPixel
        var line = vertical ? rect.minY : rect.minX
        var section: (box: LayoutBox, from: CGFloat, cells: [(frame: CGRect, proposal: ProposedViewSize)])?
        func finishSection(at end: CGFloat) {
            guard let (box, from, cells) = section else { return }
            section = nil
            box.cellFrames = cells
            let frame = vertical ? CGRect(x: start, y: from, width: crossLength, height: max(0, end - from))
                                 : CGRect(x: from, y: start, width: max(0, end - from), height: crossLength)
            place(box, in: frame, proposal: ProposedViewSize(frame.size))
        }
        for (index, current) in grid.lines.enumerated() {
            if index > 0 { line += grid.lengths[index - 1] + grid.lineSpacing }
            if section?.box !== current.section { finishSection(at: line - (index > 0 ? grid.lineSpacing : 0)) }
            if let owner = current.section, section == nil { section = (owner, line, []) }
            let length = grid.lengths[index]
            var position = start
            for (index, (track, child)) in zip(current.spans ? [crossLength] : grid.tracks, current.views).enumerated() {
                let slot = vertical ? CGRect(x: position, y: line, width: track, height: length)
                                    : CGRect(x: line, y: position, width: length, height: track)
                let slotProposal = vertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
                let size = size(of: child, slotProposal)
                // A header or footer across the tracks is centred; a cell takes its track's alignment.
                let alignment = current.spans ? Alignment.center : alignments[index]
                let frame = aligned(size, in: slot, alignment, dimensions: child.dimensions(size))
                if section != nil { section?.cells.append((frame, slotProposal)) } else { place(child, in: frame, proposal: slotProposal) }
                position += track + grid.trackSpacing
            }
        }
        finishSection(at: line + (grid.lengths.last ?? 0))
    }
}

/// A `Grid` as a `Layout` value, for `AnyLayout`: its subviews are `GridRow`s (a view that
/// is not one is a row across every column), laid out as `Grid` lays them out.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    private func algorithm(_ subviews: Subviews) -> GridAlgorithm {
        GridAlgorithm(children: subviews.map(\.box), alignment: alignment, horizontalSpacing: horizontalSpacing,
                      verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let engine = subviews.first?.engine else { return .zero }
        return algorithm(subviews).size(engine, proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let engine = subviews.first?.engine else { return }
        let frames = algorithm(subviews).frames(engine, in: bounds, proposal: proposal)
        for (subview, placed) in zip(subviews, frames) {
            if placed.row.box != nil {
                subview.box.cellFrames = placed.cells.map { ($0.frame, $0.proposal) }
                subview.place(at: placed.frame.origin, proposal: ProposedViewSize(placed.frame.size))
            } else if let cell = placed.cells.first {
                subview.place(at: cell.frame.origin, proposal: cell.proposal)
            }
        }
    }
}
