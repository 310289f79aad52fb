import Foundation

/// Containers whose children are placed by a layout algorithm over `LayoutSubviews`: the
/// stacks (`StackAlgorithm`, as `HStackLayout` and `VStackLayout` use it) and custom
/// `Layout`s. The algorithm records where it places each subview; the engine then places
/// the child boxes there.
extension LayoutEngine {
    /// The children as a layout sees them (those in `range` only, when one is given: a
    /// screen stacks the content between its bars).
    func subviews(of box: LayoutBox, in range: Range<Int>? = nil, recordingIn placements: LayoutPlacements? = nil) -> LayoutSubviews {
        LayoutSubviews(storage: (range ?? box.children.indices).map { index in
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
        var dimensions = box.dimensions(size)
        guard box.kind == .hStack || box.kind == .vStack, box.children.contains(where: { $0.hasGuides }) else { return dimensions }
        let axis: Axis = box.kind == .hStack ? .horizontal : .vertical
        let subviews = subviews(of: box)
        let spacing = spacing(of: box)
        let sizes = StackAlgorithm.sizes(subviews, axis: axis, proposal: proposal, spacing: spacing)
        let offsets = StackAlgorithm.offsets(sizes, gaps: StackAlgorithm.gaps(subviews, axis: axis, spacing: spacing), axis: axis)
        let (values, line) = StackAlgorithm.guides(subviews, sizes, alignment: crossAlignment(of: box, axis: axis))
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

    func stackSize(of box: LayoutBox, axis: Axis, _ proposal: ProposedViewSize, spacing: CGFloat? = nil,
                   children range: Range<Int>? = nil) -> CGSize {
        StackAlgorithm.sizeThatFits(subviews(of: box, in: range), axis: axis, proposal: proposal, spacing: spacing ?? self.spacing(of: box),
                                    alignment: crossAlignment(of: box, axis: axis))
    }

    func placeStack(_ box: LayoutBox, axis: Axis, in rect: CGRect, _ proposal: ProposedViewSize, spacing: CGFloat? = nil,
                    children range: Range<Int>? = nil) {
        let placements = LayoutPlacements()
        StackAlgorithm.place(subviews(of: box, in: range, recordingIn: placements), axis: axis, in: rect, proposal: proposal,
                             spacing: spacing ?? self.spacing(of: box), alignment: crossAlignment(of: box, axis: axis))
        apply(placements, to: box, in: rect, children: range)
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
    private func apply(_ placements: LayoutPlacements, to box: LayoutBox, in rect: CGRect, children range: Range<Int>? = nil) {
        for index in range ?? box.children.indices {
            let child = box.children[index]
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
