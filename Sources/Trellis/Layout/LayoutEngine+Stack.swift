import Foundation

/// SwiftUI's stack: the space along the axis, less the spacing, is shared out in order of
/// layout priority (highest first, after setting the lower ones' minimum sizes aside) and,
/// within a priority, least flexible child first, each child offered an equal share of
/// what is left. Across the axis every child is offered the stack's whole length.
extension LayoutEngine {
    mutating func stackSize(of box: LayoutBox, axis: Axis, _ proposal: ProposedViewSize, spacing: CGFloat? = nil) -> CGSize {
        let gaps = gapTotal(box, spacing: spacing)
        var length = gaps, cross: CGFloat = 0
        for (size, _) in stackSizes(of: box, axis: axis, proposal, spacing: spacing) {
            length += size[axis]
            cross = max(cross, size[axis.other])
        }
        return CGSize(axis, length, cross: cross)
    }

    mutating func placeStack(_ box: LayoutBox, axis: Axis, in rect: CGRect, _ proposal: ProposedViewSize, spacing: CGFloat? = nil) {
        let sizes = stackSizes(of: box, axis: axis, proposal, spacing: spacing)
        let gap = self.spacing(of: box, spacing)
        let alignment = crossAlignment(of: box, axis: axis)
        var position = axis == .horizontal ? rect.minX : rect.minY
        for (child, (childSize, childProposal)) in zip(box.children, sizes) {
            let cross: CGFloat
            let start = axis == .horizontal ? rect.minY : rect.minX
            let available = rect.size[axis.other] - childSize[axis.other]
            switch alignment {
            case .leading: cross = start
            case .trailing: cross = start + available
            case .center: cross = start + (available / 2).roundedToPixel
            }
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            place(child, in: CGRect(origin: origin, size: childSize), proposal: childProposal)
            position += childSize[axis] + gap
        }
    }

    /// Each child's size in the stack and the proposal it answered, in order.
    private mutating func stackSizes(of box: LayoutBox, axis: Axis, _ proposal: ProposedViewSize,
                                     spacing: CGFloat?) -> [(CGSize, ProposedViewSize)] {
        let children = box.children
        let cross = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // An open proposal: every child at its ideal length.
            let childProposal = ProposedViewSize(axis, nil, cross: cross)
            return children.map { (size(of: $0, childProposal), childProposal) }
        }
        var remaining = offered - gapTotal(box, spacing: spacing)
        var sizes = [(CGSize, ProposedViewSize)](repeating: (.zero, proposal), count: children.count)
        // Each child's flexibility: how much more it takes offered everything than nothing.
        var minimums = [CGFloat](repeating: 0, count: children.count)
        var flexibility = [CGFloat](repeating: 0, count: children.count)
        for (index, child) in children.enumerated() {
            let least = size(of: child, ProposedViewSize(axis, 0, cross: cross))[axis]
            let most = size(of: child, ProposedViewSize(axis, .infinity, cross: cross))[axis]
            minimums[index] = least
            flexibility[index] = most - least
        }
        let priorities = Set(children.map(\.layoutPriority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].layoutPriority == priority }
                .sorted { flexibility[$0] < flexibility[$1] }
            // Lower priorities keep their minimum lengths.
            let reserved = children.indices.filter { children[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            for (position, index) in group.enumerated() {
                let share = max(0, available / CGFloat(group.count - position))
                let childProposal = ProposedViewSize(axis, share, cross: cross)
                let size = size(of: children[index], childProposal)
                sizes[index] = (size, childProposal)
                available -= size[axis]
            }
            remaining -= group.reduce(0) { $0 + sizes[$1].0[axis] }
        }
        return sizes
    }

    private func spacing(of box: LayoutBox, _ spacing: CGFloat?) -> CGFloat {
        if let spacing { return spacing }
        if case .number(let value)? = box.properties[.spacing] { return CGFloat(value) }
        return Self.defaultSpacing
    }

    private func gapTotal(_ box: LayoutBox, spacing: CGFloat?) -> CGFloat {
        CGFloat(max(0, box.children.count - 1)) * self.spacing(of: box, spacing)
    }

    /// Where children sit across the axis: a VStack's horizontal alignment, an HStack's
    /// vertical one (top and bottom as leading and trailing).
    private func crossAlignment(of box: LayoutBox, axis: Axis) -> HorizontalAlignment {
        switch box.properties[.alignment] {
        case .string("leading")?, .string("top")?: .leading
        case .string("trailing")?, .string("bottom")?: .trailing
        default: .center
        }
    }
}
