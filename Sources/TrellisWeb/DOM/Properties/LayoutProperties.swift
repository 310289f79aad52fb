@_spi(TrellisHost) import Trellis

// Layout: padding, frames, stacks, grids and positions.
extension DOMTranslator {
    /// The properties this file translates.
    static let layoutProperties: [PropertyName] = [
        .padding, .frame, .alignment, .spacing, .axis, .axes,
        .fixedSize, .layoutPriority, .minLength, .position, .containerRelativeFrame, .columns,
        .tracks, .trackAlignments, .gridCellAnchor, .gridCellColumns, .gridColumnAlignment, .rowAlignment, .horizontalSpacing,
        .verticalSpacing, .contentMargins, .depth, .layer, .lazy, .trackSpacing, .alignmentGuide,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyLayout(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.layer, .string(let layer)) where kind == .layer:
            if layer == "background" { classes.append("t-layer-back") }
        case (.axis, .string(let axis)) where kind == .lazyStack:
            classes.append(axis == "horizontal" ? "t-h" : "t-v")
        case (.lazy, .number(let count)) where kind == .lazyStack || kind == .list:
            description.setAttribute("data-lazy", String(Int(count)))
        case (.gridCellColumns, .number(let count)):
            current.style.append("grid-column-end:span \(CSSValue.integer(count, in: 1...100))")
        case (.gridCellAnchor, .unitPoint(let anchor)):
            let place = { (v: Double) in v <= 0.25 ? "start" : v >= 0.75 ? "end" : "center" }
            current.style.append("justify-self:\(place(anchor.x));align-self:\(place(anchor.y))")
        case (.gridColumnAlignment, .string(let raw)):
            if let alignment = HorizontalAlignment(rawValue: raw) {
                current.style.append("justify-self:\(alignment == .leading ? "start" : alignment == .trailing ? "end" : "center")")
            }
        case (.containerRelativeFrame, .containerRelative(let width, let height)):
            for (property, length) in [("width", width), ("height", height)] {
                guard let length, [length.fraction, length.constant].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { continue }
                current.style.append("\(property):calc(\(CSSValue.number(length.fraction * 100))% + \(CSSValue.pixels(length.constant)));flex-shrink:0")
            }
        case (.position, .point(let x, let y)):
            // Centred on the point, out of the flow of its parent (made a containing block).
            let n = [x, y]
            if n.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) {
                modifier()
                openBox()
                current.style.append("position:absolute;left:\(CSSValue.pixels(n[0]));top:\(CSSValue.pixels(n[1]));translate:-50% -50%")
                current.className += " t-positioned"
            }
        case (.layoutPriority, .number(let priority)) where priority != 0:
            // Offered its size before (or after) its siblings: flexbox shrinks in proportion
            // instead, so the engine places the stack (and, until it has, it does not shrink).
            modifier()
            if description.placement == .css { description.placement = .placedByParent }
            if priority > 0 { ownStyle.append("flex-shrink:0") }
        case (.alignmentGuide, _):
            // A guide computed from the view's size: the engine places the stack around it.
            modifier()
            if description.placement == .css { description.placement = .placedByParent }
        case (.depth, .number(let depth)) where kind == .navigationStack:
            description.setAttribute("data-depth", String(Int(depth)))
        case (.alignment, .string(let raw)) where !sawModifier:
            if kind == .vStack || kind == .lazyStack, let alignment = HorizontalAlignment(rawValue: raw) {
                ownStyle.append("align-items:\(CSSValue.flexAlignment(alignment))")
            } else if kind == .hStack || kind == .lazyStack, let alignment = VerticalAlignment(rawValue: raw) {
                ownStyle.append("align-items:\(CSSValue.flexAlignment(alignment))")
            }
        case (.alignment, .alignment(let alignment)) where !sawModifier:
            ownStyle.append("justify-items:\(CSSValue.flexAlignment(alignment.horizontal));align-items:\(CSSValue.flexAlignment(alignment.vertical))")
        case (.spacing, .number(let spacing)) where kind == .grid && !sawModifier:
            // A lazy grid's spacing is between its lines (rows of a vertical grid).
            ownStyle.append("\(classes.contains("t-grid-h") ? "column-gap" : "row-gap"):\(CSSValue.pixels(spacing))")
        case (.spacing, .number(let spacing)) where !sawModifier:
            ownStyle.append("gap:\(CSSValue.pixels(spacing))")
        case (.minLength, .number(let length)) where !sawModifier:
            ownStyle.append("min-width:\(CSSValue.pixels(length));min-height:\(CSSValue.pixels(length))")
        case (.tracks, .gridTracks(let items)) where kind == .grid:
            // One CSS track per GridItem; an adaptive item repeats as often as it fits.
            let upTo = { (maximum: Double) in maximum.isFinite ? CSSValue.pixels(maximum) : "1fr" }
            let tracks = items.prefix(64).map { track in
                switch track {
                case .fixed(let size): CSSValue.pixels(size)
                case .flexible(let minimum, let maximum): "minmax(\(CSSValue.pixels(minimum)),\(upTo(maximum)))"
                case .adaptive(let minimum, let maximum): "repeat(auto-fill,minmax(\(CSSValue.pixels(minimum)),\(upTo(maximum))))"
                }
            }
            let axis = classes.contains("t-grid-h") ? "rows" : "columns"
            if !tracks.isEmpty { ownStyle.append("grid-template-\(axis):\(tracks.joined(separator: " "))") }
        case (.columns, .number(let columns)) where kind == .tableGrid:
            ownStyle.append("grid-template-columns:repeat(\(CSSValue.integer(columns, in: 1...64)),auto)")
        case (.horizontalSpacing, .number(let spacing)) where kind == .tableGrid && !sawModifier:
            ownStyle.append("column-gap:\(CSSValue.pixels(spacing))")
        case (.verticalSpacing, .number(let spacing)) where kind == .tableGrid && !sawModifier:
            ownStyle.append("row-gap:\(CSSValue.pixels(spacing))")
        case (.rowAlignment, .string(let raw)) where kind == .gridRow:
            if let alignment = VerticalAlignment(rawValue: raw) { ownStyle.append("--t-row-align:\(CSSValue.flexAlignment(alignment))") }
        case (.axis, let axis) where kind == .grid:
            if axis == .string("horizontal") { classes.append("t-grid-h") }
        case (.trackSpacing, .number(let spacing)) where kind == .grid && !sawModifier:
            ownStyle.append("\(classes.contains("t-grid-h") ? "row-gap" : "column-gap"):\(CSSValue.pixels(spacing))")
        case (.axes, .string(let axes)) where !sawModifier:
            classes.append(axes == "horizontal" ? "t-scroll-h" : "t-scroll-both")
        case (.contentMargins, .insets(let margins)) where !sawModifier:
            ownStyle.append("padding:\(CSSValue.pixels(margins.top)) \(CSSValue.pixels(margins.trailing)) \(CSSValue.pixels(margins.bottom)) \(CSSValue.pixels(margins.leading))")
        // Modifiers, innermost first.
        case (.padding, .insets(let insets)):
            modifier()
            // A layer covers its view's padding box: a padding outside the layers goes on a box around them.
            if current.hasBackground || current.hasFrame || current.hasRadius || current.testID != nil
                || (kind == .layered && boxes.count == 1) {
                openBox()
            }
            // Paddings in a row add up (`.padding(.horizontal, 12).padding(.vertical, 6)`).
            var total = insets
            if let earlier = current.padding, let index = current.style.lastIndex(where: { $0.hasPrefix("padding:") }) {
                total = EdgeInsets(top: earlier.top + insets.top, leading: earlier.leading + insets.leading,
                                   bottom: earlier.bottom + insets.bottom, trailing: earlier.trailing + insets.trailing)
                current.style.remove(at: index)
            }
            current.hasPadding = true
            current.padding = total
            current.style.append("padding:\(CSSValue.insets(total))")
        case (.frame, .frame(let frame)):
            modifier()
            // A symbol keeps its size in a frame (centred by the frame's alignment) unless resizable.
            let keepsOwnSize = kind == .image && classes.contains("t-icon") && !isResizable
            if current.hasFrame || current.hasBackground || current.hasRadius || current.testID != nil
                || (boxes.count == 1 && (DOMTranslator.containerKinds.contains(kind) || keepsOwnSize)) {
                openBox()
            }
            applyFrame(frame)
        case (.fixedSize, .bool(true)), (.fixedSize, .string("horizontal")):
            modifier()
            ownStyle.append("flex-shrink:0;white-space:nowrap")
        case (.fixedSize, .string("vertical")):
            // Its full height: text wraps to as many lines as it needs, never clipped.
            modifier()
            ownStyle.append("flex-shrink:0")
        default:
            modifier()
        }
    }
}
