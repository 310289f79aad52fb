import Foundation

/// Containers whose children are placed by a layout algorithm over `LayoutSubviews`: the
/// stacks (`StackAlgorithm`, as `HStackLayout` and `VStackLayout` use it) and custom
/// `Layout`s. The algorithm records where it places each subview; the engine then places
/// the child boxes there.
extension LayoutEngine {
    func subviews(of box: LayoutBox, recordingIn placements: LayoutPlacements? = nil) -> LayoutSubviews {
        LayoutSubviews(storage: box.children.enumerated().map { index, child in
            LayoutSubview(box: child, engine: self, placements: placements, index: index)
        })
    }

    /// The spacing a stack element was given (nil: what its neighbours prefer).
    private func spacing(of box: LayoutBox) -> CGFloat? {
        if case .number(let value)? = box.properties[.spacing] { return CGFloat(value) }
        return nil
    }

    /// Where a stack's children sit across it, from its alignment.
    private func crossAlignment(of box: LayoutBox) -> CGFloat {
        switch box.properties[.alignment] {
        case .string("leading")?, .string("top")?: 0
        case .string("trailing")?, .string("bottom")?: 1
        default: 0.5
        }
    }

    func stackSize(of box: LayoutBox, axis: Axis, _ proposal: ProposedViewSize, spacing: CGFloat? = nil) -> CGSize {
        StackAlgorithm.sizeThatFits(subviews(of: box), axis: axis, proposal: proposal, spacing: spacing ?? self.spacing(of: box))
    }

    func placeStack(_ box: LayoutBox, axis: Axis, in rect: CGRect, _ proposal: ProposedViewSize, spacing: CGFloat? = nil) {
        let placements = LayoutPlacements()
        StackAlgorithm.place(subviews(of: box, recordingIn: placements), axis: axis, in: rect, proposal: proposal,
                             spacing: spacing ?? self.spacing(of: box), alignment: crossAlignment(of: box))
        apply(placements, to: box, in: rect)
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
