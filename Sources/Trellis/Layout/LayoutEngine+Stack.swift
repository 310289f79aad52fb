import Foundation

/// Containers whose children are placed by a layout algorithm: the stacks
/// (`StackAlgorithm` over their child boxes, `StackedBoxes`, placing each box as it goes)
/// and custom `Layout`s (over `LayoutSubviews`: the layout records where it places each
/// subview, then the engine places the child boxes there).
extension LayoutEngine {
    /// The children as a custom layout sees them.
    func subviews(of box: LayoutBox, recordingIn placements: LayoutPlacements? = nil) -> LayoutSubviews {
        LayoutSubviews(storage: box.children.indices.map { index in
            LayoutSubview(box: box.children[index], engine: self, placements: placements, index: index)
        })
    }

    /// The spacing a stack element was given (nil: what its neighbours prefer).
    func spacing(of box: LayoutBox) -> CGFloat? {
        if case .number(let value)? = box.properties[.spacing] { return CGFloat(value) }
        return nil
    }

    /// The guide a stack's children align on across it, from its alignment (centre when
    /// none is given).
    func crossAlignment(of box: LayoutBox, axis: Axis) -> (ViewDimensions) -> CGFloat {
        guard case .string(let name)? = box.properties[.alignment] else {
            return axis == .vertical ? { $0[HorizontalAlignment.center] } : { $0[VerticalAlignment.center] }
        }
        if axis == .vertical {
            let guide = HorizontalAlignment(rawValue: name) ?? .center
            return { $0[guide] }
        }
        let guide = VerticalAlignment(rawValue: name) ?? .center
        return { $0[guide] }
    }

    /// A view's dimensions at `size` for `proposal`: the guides it set itself, and for a
    /// stack the guides its children set, moved to where the stack places them (so a
    /// custom alignment lines up views in different rows).
    func dimensions(of box: LayoutBox, size: CGSize, proposal: ProposedViewSize) -> ViewDimensions {
        if box.kind == .gestureArea { return guides(of: box, size: size, level: nil, proposal: proposal) }
        var dimensions = box.dimensions(size)
        guard box.kind == .hStack || box.kind == .vStack, box.children.contains(where: { $0.hasGuides }) else { return dimensions }
        let axis: Axis = box.kind == .hStack ? .horizontal : .vertical
        let children = StackedBoxes(engine: self, box: box)
        let spacing = spacing(of: box)
        let gaps = StackAlgorithm.gaps(children, axis: axis, spacing: spacing)
        let sizes = StackAlgorithm.sizes(children, axis: axis, proposal: proposal, spacing: spacing)
        let offsets = StackAlgorithm.offsets(sizes, gaps: gaps, axis: axis)
        let (values, line) = StackAlgorithm.guides(children, sizes, alignment: crossAlignment(of: box, axis: axis))
        var inherited: [AlignmentGuideValue] = []
        var seen = Set<String>()
        for (index, child) in box.children.enumerated() {
            let childDimensions = self.dimensions(of: child, size: sizes[index].size, proposal: sizes[index].proposal)
            for guide in childDimensions.explicitGuides where !seen.contains(guide.guide + "\(guide.isHorizontal)") {
                guard let value = childDimensions.explicitValue(guide.guide, horizontal: guide.isHorizontal) else { continue }
                seen.insert(guide.guide + "\(guide.isHorizontal)")
                let alongAxis = guide.isHorizontal == (axis == .horizontal)
                let position = alongAxis ? offsets[index] + value : line - values[index] + value
                inherited.append(AlignmentGuideValue(guide: guide.guide, isHorizontal: guide.isHorizontal) { _ in position })
            }
        }
        dimensions.explicitGuides = inherited + dimensions.explicitGuides
        return dimensions
    }

    /// The guides a frame aligns `box` by, at modifier `level` (nil: all): the box's own,
    /// and for a gesture, the guides of the view inside it, which show through a gesture
    /// as they do through SwiftUI's gesture modifiers.
    func guides(of box: LayoutBox, size: CGSize, level: Int?, proposal: ProposedViewSize) -> ViewDimensions {
        var dimensions = box.dimensions(size, level: level)
        guard box.kind == .gestureArea, level == nil || level == 0, box.children.count == 1 else { return dimensions }
        let inner = self.dimensions(of: box.children[0], size: size, proposal: proposal)
        dimensions.explicitGuides = inner.explicitGuides + dimensions.explicitGuides
        return dimensions
    }

    func stackSize(of box: LayoutBox, axis: Axis, _ proposal: ProposedViewSize, spacing: CGFloat? = nil,
                   alignment: ((ViewDimensions) -> CGFloat)? = nil, children range: Range<Int>? = nil) -> CGSize {
        StackAlgorithm.sizeThatFits(StackedBoxes(engine: self, box: box, range: range), axis: axis, proposal: proposal,
                                    spacing: spacing ?? self.spacing(of: box), alignment: alignment ?? crossAlignment(of: box, axis: axis))
    }

    func placeStack(_ box: LayoutBox, axis: Axis, in rect: CGRect, _ proposal: ProposedViewSize, spacing: CGFloat? = nil,
                    alignment: ((ViewDimensions) -> CGFloat)? = nil, children range: Range<Int>? = nil) {
        StackAlgorithm.place(StackedBoxes(engine: self, box: box, range: range), axis: axis, in: rect, proposal: proposal,
                             spacing: spacing ?? self.spacing(of: box), alignment: alignment ?? crossAlignment(of: box, axis: axis))
    }

    /// A `Section` outside a list is no container in SwiftUI: its header, views and footer
    /// are views of the stack it is in, laid out along that stack's axis with its spacing
    /// and alignment (a section's views share the stack's line; a section in a section is
    /// the outer one's). A list places its sections' rows itself, and a lazy grid gives a
    /// section's header and footer whole lines (`LazyGridAlgorithm`): there a section is
    /// given its children's frames, as a `GridRow` is.
    func sectionSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        let stack = sectionStack(of: box)
        return stackSize(of: box, axis: stack.axis, proposal, spacing: stack.spacing, alignment: stack.alignment)
    }

    func placeSection(_ box: LayoutBox, in rect: CGRect, _ proposal: ProposedViewSize) {
        if box.cellFrames.count == box.children.count, !box.children.isEmpty {
            for (child, cell) in zip(box.children, box.cellFrames) { place(child, in: cell.frame, proposal: cell.proposal) }
            return
        }
        let stack = sectionStack(of: box)
        placeStack(box, axis: stack.axis, in: rect, proposal, spacing: stack.spacing, alignment: stack.alignment)
    }

    /// The stack a section's views belong to: its axis, spacing (nil: the neighbours' own)
    /// and alignment; a column with no spacing where the section is in no stack.
    private func sectionStack(of box: LayoutBox) -> (axis: Axis, spacing: CGFloat?, alignment: (ViewDimensions) -> CGFloat) {
        var outermost = box
        while let parent = outermost.parent, parent.kind == .section { outermost = parent }
        guard let axis = outermost.parentAxis, let stack = outermost.parent else {
            return (.vertical, 0, { $0[HorizontalAlignment.center] })
        }
        // nil: each pair of neighbours' own spacing, as the stack itself uses.
        return (axis, stack.kind == .customLayout ? nil : spacing(of: stack), crossAlignment(of: stack, axis: axis))
    }

    /// A custom layout's element: its `Layout` value sizes it.
    func customLayoutSize(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        guard case .layout(let layout)? = box.properties[.layout] else { return .zero }
        return layout.storage.sizeThatFits(proposal, subviews: subviews(of: box))
    }

    func placeCustomLayout(_ box: LayoutBox, in rect: CGRect, _ proposal: ProposedViewSize) {
        guard case .layout(let layout)? = box.properties[.layout] else { return }
        let placements = LayoutPlacements()
        layout.storage.placeSubviews(in: rect, proposal: proposal, subviews: subviews(of: box, recordingIn: placements))
        apply(placements, to: box, in: rect)
    }

    /// Places each child where the algorithm put it; one it did not place is centred in
    /// the container at its ideal size, as SwiftUI does.
    private func apply(_ placements: LayoutPlacements, to box: LayoutBox, in rect: CGRect) {
        for (index, child) in box.children.enumerated() {
            child.isHiddenByLayout = placements.hidden.contains(index)
            let placement = placements.placements[index]
                ?? LayoutPlacements.Placement(position: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, proposal: .unspecified)
            let size = size(of: child, placement.proposal)
            let origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            place(child, in: CGRect(origin: origin, size: size), proposal: placement.proposal)
        }
    }
}

/// A stack element's children (those in a range only, when one is given: a screen stacks
/// the content between its bars) as the stack algorithm reads them, straight from the
/// boxes: placing one places its box.
struct StackedBoxes: StackedViews {
    let engine: LayoutEngine
    let boxes: [LayoutBox]
    let start: Int
    let count: Int

    init(engine: LayoutEngine, box: LayoutBox, range: Range<Int>? = nil) {
        self.engine = engine
        boxes = box.children
        start = range?.lowerBound ?? 0
        count = range?.count ?? box.children.count
    }

    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: boxes[start + index], proposal)
    }

    func priority(_ index: Int) -> Double { boxes[start + index].layoutPriority }

    func spacing(_ index: Int) -> ViewSpacing {
        boxes[start + index].kind == .spacer ? ViewSpacing.zero : ViewSpacing()
    }

    func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize, alignment: (ViewDimensions) -> CGFloat) -> CGFloat {
        let box = boxes[start + index]
        // A view that sets no guide has the default ones (no closures to run).
        guard box.hasGuides else { return alignment(ViewDimensions(width: size.width, height: size.height)) }
        return alignment(engine.dimensions(of: box, size: size, proposal: proposal))
    }

    func place(_ index: Int, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let box = boxes[start + index]
        box.isHiddenByLayout = false
        engine.place(box, in: CGRect(origin: origin, size: size), proposal: proposal)
    }
}
