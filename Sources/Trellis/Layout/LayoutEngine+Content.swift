import Foundation

/// How each kind of element sizes itself and places its children, SwiftUI's rule for it.
extension LayoutEngine {
    /// A stack's spacing when none is given, between any two views (SwiftUI's is 8 points
    /// between most pairs on iOS).
    static let defaultSpacing: CGFloat = 8

    func contentSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        switch box.kind {
        case .text:
            return textSize(of: box, proposal)
        case .image:
            return imageSize(of: box, proposal)
        case .shape, .color, .video, .webView, .geometryReader:
            // Greedy: whatever is offered.
            return proposal.replacingUnspecifiedDimensions()
        case .spacer:
            return spacerSize(of: box, proposal)
        case .divider:
            return box.parentAxis == .horizontal
                ? CGSize(width: 1, height: proposal.height ?? 0)
                : CGSize(width: proposal.width ?? 0, height: 1)
        case .vStack:
            return stackSize(of: box, axis: .vertical, proposal)
        case .lazyStack:
            return stackSize(of: box, axis: box.lazyStackAxis, proposal)
        case .hStack:
            return stackSize(of: box, axis: .horizontal, proposal)
        case .customLayout:
            return customLayoutSize(of: box, proposal)
        case .section:
            return sectionSize(of: box, proposal)
        case .tableGrid:
            return gridAlgorithm(of: box).size(self, proposal)
        case .grid:
            return LazyGridAlgorithm.measure(self, box, proposal).size
        case .gridRow:
            // A row takes what its grid gives it; the grid sizes its cells.
            return proposal.replacingUnspecifiedDimensions()
        case .button, .link:
            // A label of several views lines them up, as the web host's buttons do (a tab
            // item's stack down it); a bordered style's padding goes around it.
            let insets = Self.buttonInsets(box)
            let (axis, spacing) = Self.labelAxis(box)
            return stackSize(of: box, axis: axis, proposal.inset(by: insets), spacing: spacing).outset(by: insets)
        case .zStack, .layer:
            return overlaidSize(of: box.children, proposal)
        case .layered:
            guard let content = layeredContent(of: box) else { return .zero }
            return size(of: content, proposal)
        case .scrollView:
            let axis = scrollAxis(of: box)
            let content = stackSize(of: box, axis: .vertical, ProposedViewSize(axis, nil, cross: proposal[axis.other]))
            return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
        case .list:
            return proposal.replacingUnspecifiedDimensions()
        case .navigationStack, .navigationScreen, .tabView, .tabPage, .sheet, .fullScreenCover, .alert, .confirmationDialog:
            return proposal.replacingUnspecifiedDimensions()
        case .textField, .secureField:
            // One line of the field's font, as the host measures text.
            let line = measurer.measure(" ", font: box.font, width: nil, lineLimit: 1).height
            return CGSize(width: proposal.width ?? 100, height: line)
        case .picker:
            return pickerSize(of: box, proposal)
        case .pickerPart:
            return pickerPartSize(of: box, proposal)
        case .pickerOption:
            return pickerOptionSize(of: box, proposal)
        case .slider:
            // iOS shows a slider's track only: its label names it for assistive technology.
            return CGSize(width: proposal.width ?? 100, height: Self.controlHeight(.slider))
        case .progressView:
            return progressSize(of: box, proposal)
        case .toggle, .datePicker, .colorPicker:
            let label = stackSize(of: box, axis: .horizontal, proposal)
            return CGSize(width: proposal.width ?? max(label.width, 100), height: max(label.height, Self.controlHeight(box.kind)))
        default:
            return stackSize(of: box, axis: .vertical, proposal, spacing: 0)
        }
    }

    func placeContent(of box: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        switch box.kind {
        case .vStack:
            placeStack(box, axis: .vertical, in: rect, proposal)
        case .lazyStack:
            placeStack(box, axis: box.lazyStackAxis, in: rect, proposal)
        case .hStack:
            placeStack(box, axis: .horizontal, in: rect, proposal)
        case .customLayout:
            placeCustomLayout(box, in: rect, proposal)
        case .section:
            placeSection(box, in: rect, proposal)
        case .tableGrid:
            placeGrid(gridAlgorithm(of: box), in: rect, proposal: proposal)
        case .grid:
            placeLazyGrid(box, in: rect, proposal: proposal)
        case .gridRow:
            guard box.cellFrames.count == box.children.count else {
                placeStack(box, axis: .horizontal, in: rect, proposal)
                return
            }
            for (child, cell) in zip(box.children, box.cellFrames) { place(child, in: cell.frame, proposal: cell.proposal) }
        case .button, .link:
            let insets = Self.buttonInsets(box)
            let labelProposal = proposal.inset(by: insets)
            let (axis, spacing) = Self.labelAxis(box)
            let content = stackSize(of: box, axis: axis, labelProposal, spacing: spacing)
            placeStack(box, axis: axis, in: aligned(content, in: rect.inset(by: insets), .center), labelProposal, spacing: spacing)
        case .zStack, .layer:
            let alignment = self.alignment(of: box)
            for child in box.children {
                let size = size(of: child, proposal)
                place(child, in: aligned(size, in: rect, alignment, dimensions: child.dimensions(size)), proposal: proposal)
            }
        case .layered:
            // The view first; each layer covers it, its content offered the view's size and
            // placed by the layer's alignment (as the page draws a layer: a box over the view).
            guard let content = layeredContent(of: box) else { return }
            place(content, in: rect, proposal: proposal)
            for layer in box.children where layer !== content {
                place(layer, in: rect, proposal: ProposedViewSize(rect.size))
            }
        case .geometryReader:
            // Its content at the top leading corner, offered the reader's size.
            let inner = ProposedViewSize(rect.size)
            for child in box.children {
                place(child, in: CGRect(origin: rect.origin, size: size(of: child, inner)), proposal: inner)
            }
        case .scrollView:
            let axis = scrollAxis(of: box)
            let inner = ProposedViewSize(axis, nil, cross: rect.size[axis.other])
            let content = stackSize(of: box, axis: .vertical, inner)
            // Content smaller than the scroll view across its axis is centred, as SwiftUI does.
            let origin = axis == .vertical
                ? CGPoint(x: rect.minX + max(0, (rect.width - content.width) / 2).roundedToPixel, y: rect.minY)
                : CGPoint(x: rect.minX, y: rect.minY + max(0, (rect.height - content.height) / 2).roundedToPixel)
            placeStack(box, axis: .vertical, in: CGRect(origin: origin, size: content), inner)
        case .list:
            placeRows(of: box, in: rect)
        case .navigationStack:
            // Screens lie over each other, each offered the whole area (the ones under the
            // top screen are hidden, not stacked).
            let inner = ProposedViewSize(rect.size)
            for child in box.children {
                let size = size(of: child, inner)
                place(child, in: aligned(size, in: rect, .center), proposal: inner)
            }
        case .navigationScreen:
            placeScreen(box, in: rect)
        case .tabView:
            placeTabs(box, in: rect)
        case .tabPage:
            break  // its item and its content: the tab view places them
        case .tabContent, .alert, .confirmationDialog:
            // A tab's content, or an alert's box over the window, centred in it.
            placeCentredColumn(of: box, children: box.children.indices, in: rect)
        case .sheet, .fullScreenCover:
            // The content is offered the sheet's card, less the margins a window has at its
            // sides, and centred in it; a host draws the card behind the first view (its `card`).
            let card = box.kind == .sheet ? Self.sheetCard(in: rect) : rect
            let margin = box.kind == .sheet ? Self.sheetMargin : 0
            placeCentredColumn(of: box, children: box.children.indices, in: card.insetBy(dx: margin, dy: 0))
            box.children.first?.card = card
        case .picker:
            placePicker(box, in: rect)
        case .pickerPart:
            placePickerPart(box, in: rect, proposal: proposal)
        case .pickerOption:
            placePickerOption(box, in: rect, proposal: proposal)
        case .slider:
            for child in box.children { leaveOut(child, at: rect.origin) }
        case .progressView:
            placeProgress(box, in: rect, proposal: proposal)
        case .toggle, .datePicker, .colorPicker:
            // The label at the leading edge, centred down the control (the switch or the
            // field beside it is the control's own drawing).
            let label = stackSize(of: box, axis: .horizontal, proposal)
            placeStack(box, axis: .horizontal, in: aligned(label, in: rect, .leading), proposal)
        case .text, .image, .shape, .color, .spacer, .divider, .textField, .secureField:
            for child in box.children { place(child, in: rect, proposal: ProposedViewSize(rect.size)) }
        default:
            placeStack(box, axis: .vertical, in: rect, proposal, spacing: 0)
        }
    }

    /// A progress view as iOS draws it: a linear one's label over its 4-point bar, a
    /// circular one's 20-point spinner over its label, centred; 6 points between them (the
    /// bar and the spinner are the host's drawing).
    private func progressSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        let isLinear = box.properties[.progressViewStyle] == .string("linear")
        let mark: CGFloat = isLinear ? Self.controlHeight(.progressView) : Self.spinner
        guard !box.children.isEmpty else { return CGSize(width: isLinear ? proposal.width ?? 100 : mark, height: mark) }
        let label = stackSize(of: box, axis: .vertical, proposal, spacing: 0)
        let width = isLinear ? proposal.width ?? max(label.width, 100) : max(label.width, mark)
        return CGSize(width: width, height: label.height + Self.progressGap + mark)
    }

    private func placeProgress(_ box: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        guard !box.children.isEmpty else { return }
        let label = stackSize(of: box, axis: .vertical, proposal, spacing: 0)
        if box.properties[.progressViewStyle] == .string("linear") {
            placeStack(box, axis: .vertical, in: CGRect(origin: rect.origin, size: label), proposal, spacing: 0)
        } else {
            let below = CGRect(x: rect.minX, y: rect.minY + Self.spinner + Self.progressGap, width: rect.width, height: label.height)
            placeStack(box, axis: .vertical, in: aligned(label, in: below, .top), proposal, spacing: 0)
        }
    }

    static let spinner: CGFloat = 20
    static let progressGap: CGFloat = 6

    /// Leaves `box` out of what is shown (a label iOS does not draw, a closed menu's other
    /// options): hidden, placed with no size at `origin`, so nothing inside keeps an old frame.
    func leaveOut(_ box: LayoutBox, at origin: CGPoint) {
        box.isHiddenByLayout = true
        place(box, in: CGRect(origin: origin, size: .zero), proposal: .zero)
    }

    /// A sheet's card in the window it covers: iOS's large sheet, from a little below the
    /// window's top to its bottom, as wide as a narrow window and `sheetWidth` wide, centred,
    /// in a wider one (as on an iPad).
    static func sheetCard(in window: CGRect) -> CGRect {
        let width = min(window.width, sheetWidth)
        let top = min(sheetTop, window.height)
        return CGRect(x: window.minX + ((window.width - width) / 2).roundedToPixel, y: window.minY + top,
                      width: width, height: window.height - top)
    }

    static let sheetWidth: CGFloat = 640
    static let sheetTop: CGFloat = 10
    /// A sheet's content keeps the side margins the page gives the window (its
    /// `--t-safe-x`): a bar's buttons are as far from the card's edge as from the page's.
    static let sheetMargin: CGFloat = 16

    /// How a button lines up the views of its label: across it (nil: their own spacing),
    /// or a tab bar item's icon over its title, 2 points apart (`tabItemIcon` their size).
    static func labelAxis(_ box: LayoutBox) -> (Axis, CGFloat?) {
        box.properties[.tabItem] == nil ? (.horizontal, nil) : (.vertical, 2)
    }

    /// The side of a symbol in a tab bar's item, whatever its font.
    static let tabItemIcon: CGFloat = 24

    /// The padding a bordered (or glass) button style puts around its label, by control
    /// size (the web host's stylesheet draws the same: `.t-style-bordered`, `.t-size-*`).
    static func buttonInsets(_ box: LayoutBox) -> EdgeInsets {
        guard box.kind == .button, case .string(let style)? = box.properties[.buttonStyle],
              ["bordered", "borderedProminent", "glass", "glassClear", "glassProminent"].contains(style) else { return EdgeInsets() }
        let size: String? = if case .string(let size)? = box.properties[.controlSize] { size } else { nil }
        let (vertical, horizontal): (CGFloat, CGFloat) = switch size {
        case "mini": (3, 8)
        case "small": (5, 10)
        case "large": (14, 20)
        case "extraLarge": (16, 24)
        default: (7, 14)
        }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    static func controlHeight(_ kind: ElementKind) -> CGFloat {
        switch kind {
        case .toggle: 31
        case .slider: 34
        case .progressView: 4
        default: 34
        }
    }

    // MARK: Leaves

    private func textSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        // Offered at least its one-line width, a text of one paragraph (or not held to a
        // number of lines) keeps its lines as they are: its ideal size, measured once and
        // kept only for such a text (a stack asks each text several times a pass; nothing
        // around it is looked up again).
        if let ideal = box.idealTextSize, width.map({ $0 >= ideal.width }) ?? true { return ideal }
        // An empty text takes no space, as in SwiftUI.
        guard case .string(let written)? = box.properties[.text], !written.isEmpty else { return .zero }
        var limit: Int?
        if case .lineLimit(let most, _)? = box.inherited(.lineLimit) { limit = most }
        let text = box.shownText(written)
        let font = box.font
        // `minimumScaleFactor`: a text held to its lines shrinks, down to that factor,
        // until it fits the width instead of being cut short.
        if let width, let limit, case .number(let factor)? = box.inherited(.minimumScaleFactor), factor < 1 {
            let ideal = measurer.measure(text, font: font, width: nil, lineLimit: nil)
            if ideal.width > width * CGFloat(limit) {
                var scaled = font
                scaled.size = font.size * max(factor, Double(width * CGFloat(limit) / ideal.width))
                return measurer.measure(text, font: scaled, width: width, lineLimit: limit)
            }
        }
        let size = measurer.measure(text, font: font, width: width, lineLimit: limit)
        if width == nil, limit == nil || !written.utf8.contains(10) { box.idealTextSize = size }
        return size
    }

    /// A symbol is as large as the font it is set in; a resizable image takes what is
    /// offered; other images have no pixels here, so no size of their own.
    private func imageSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        if box.properties[.resizable] == .bool(true) { return proposal.replacingUnspecifiedDimensions() }
        guard box.properties[.systemName] != nil else { return .zero }
        if box.inherited(.tabItem) != nil { return CGSize(width: Self.tabItemIcon, height: Self.tabItemIcon) }
        let font = box.font
        var side = CGFloat(font.size) * 1.2
        switch box.properties[.imageScale] {
        case .string("small")?: side *= 0.8
        case .string("large")?: side *= 1.3
        default: break
        }
        return CGSize(width: side.roundedUpToPixel, height: side.roundedUpToPixel)
    }

    /// Along its stack's axis a spacer takes what is offered, at least its minimum length;
    /// across it, nothing. Outside a stack it is flexible both ways.
    private func spacerSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        var minimum = Self.defaultSpacing
        if case .number(let length)? = box.properties[.minLength] { minimum = CGFloat(length) }
        guard let axis = box.parentAxis else {
            return CGSize(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
        }
        return CGSize(axis, max(minimum, proposal[axis] ?? minimum), cross: 0)
    }

    // MARK: Containers

    private func layeredContent(of box: LayoutBox) -> LayoutBox? {
        box.children.first { $0.kind != .layer }
    }

    /// The axis a scroll view lays its content out along (a two-way one: down).
    private func scrollAxis(of box: LayoutBox) -> Axis {
        box.scrollAxes == .horizontal ? .horizontal : .vertical
    }

    func alignment(of box: LayoutBox) -> Alignment {
        if case .alignment(let alignment)? = box.properties[.alignment] { return alignment }
        return .center
    }

    /// Children drawn over each other: as large as the largest, each aligned in it.
    private func overlaidSize(of children: [LayoutBox], _ proposal: ProposedViewSize) -> CGSize {
        var result = CGSize.zero
        for child in children {
            let size = size(of: child, proposal)
            result.width = max(result.width, size.width)
            result.height = max(result.height, size.height)
        }
        return result
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
