import Foundation

/// SwiftUI's stack: the space along the axis, less the spacing, is shared out in order of
/// layout priority (highest first, after setting the lower ones' minimum sizes aside) and,
/// within a priority, least flexible subview first, each offered an equal share of what is
/// left. Across the axis every subview is offered the stack's whole length. `HStack`,
/// `VStack` and the stack layouts all use it.
enum StackAlgorithm {
    /// The gaps between neighbours: `spacing`, or what the neighbours prefer.
    static func offsets(_ sizes: [(size: CGSize, proposal: ProposedViewSize)], gaps: [CGFloat], axis: Axis) -> [CGFloat] {
        var position: CGFloat = 0
        return sizes.indices.map { index in
            defer { position += sizes[index].size[axis] + (index < gaps.count ? gaps[index] : 0) }
            return position
        }
    }

    static func gaps(_ subviews: LayoutSubviews, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (1..<subviews.count).map { index in
            spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
    }

    /// Each subview's size and the proposal it answered, in order.
    static func sizes(_ subviews: LayoutSubviews, axis: Axis, proposal: ProposedViewSize,
                      spacing: CGFloat?) -> [(size: CGSize, proposal: ProposedViewSize)] {
        let cross = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // An open proposal: every subview at its ideal length.
            let ideal = ProposedViewSize(axis, nil, cross: cross)
            return subviews.map { ($0.sizeThatFits(ideal), ideal) }
        }
        var remaining = offered - gaps(subviews, axis: axis, spacing: spacing).reduce(0, +)
        var result = [(size: CGSize, proposal: ProposedViewSize)](repeating: (.zero, proposal), count: subviews.count)
        // How much more each takes offered everything than nothing.
        var minimums = [CGFloat](repeating: 0, count: subviews.count)
        var flexibility = [CGFloat](repeating: 0, count: subviews.count)
        let priorities = subviews.map(\.priority)
        for (index, subview) in subviews.enumerated() {
            let least = subview.sizeThatFits(ProposedViewSize(axis, 0, cross: cross))[axis]
            minimums[index] = least
            flexibility[index] = subview.sizeThatFits(ProposedViewSize(axis, .infinity, cross: cross))[axis] - least
        }
        // Most stacks set no priority: one group, no sorting of priorities.
        let order = priorities.allSatisfy({ $0 == priorities.first }) ? Array(priorities.prefix(1)) : Set(priorities).sorted(by: >)
        for priority in order {
            let group = subviews.indices.filter { priorities[$0] == priority }.sorted { flexibility[$0] < flexibility[$1] }
            // Lower priorities keep their minimum lengths.
            let reserved = subviews.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            for (position, index) in group.enumerated() {
                let share = max(0, available / CGFloat(group.count - position))
                let childProposal = ProposedViewSize(axis, share, cross: cross)
                let size = subviews[index].sizeThatFits(childProposal)
                result[index] = (size, childProposal)
                available -= size[axis]
            }
            remaining -= group.reduce(0) { $0 + result[$1].size[axis] }
        }
        return result
    }

    /// Where each subview's alignment guide lies across the axis, in its own coordinates,
    /// and the line they all align on (the largest).
    static func guides(_ subviews: LayoutSubviews, _ sizes: [(size: CGSize, proposal: ProposedViewSize)],
                               alignment: (ViewDimensions) -> CGFloat) -> (values: [CGFloat], line: CGFloat) {
        let values = subviews.indices.map { index in
            alignment(subviews[index].engine.dimensions(of: subviews[index].box, size: sizes[index].size, proposal: sizes[index].proposal))
        }
        return (values, values.max() ?? 0)
    }

    static func sizeThatFits(_ subviews: LayoutSubviews, axis: Axis, proposal: ProposedViewSize, spacing: CGFloat?,
                             alignment: (ViewDimensions) -> CGFloat) -> CGSize {
        let sizes = sizes(subviews, axis: axis, proposal: proposal, spacing: spacing)
        let (values, line) = guides(subviews, sizes, alignment: alignment)
        var length = gaps(subviews, axis: axis, spacing: spacing).reduce(0, +), cross: CGFloat = 0
        for (index, (size, _)) in sizes.enumerated() {
            length += size[axis]
            cross = max(cross, line - values[index] + size[axis.other])
        }
        return CGSize(axis, length, cross: cross)
    }

    /// Places the subviews one after another along `axis`; across it so that their
    /// `alignment` guides lie on one line.
    static func place(_ subviews: LayoutSubviews, axis: Axis, in bounds: CGRect, proposal: ProposedViewSize,
                      spacing: CGFloat?, alignment: (ViewDimensions) -> CGFloat) {
        let sizes = sizes(subviews, axis: axis, proposal: proposal, spacing: spacing)
        let gaps = gaps(subviews, axis: axis, spacing: spacing)
        let (values, line) = guides(subviews, sizes, alignment: alignment)
        let offsets = offsets(sizes, gaps: gaps, axis: axis)
        let along = axis == .horizontal ? bounds.minX : bounds.minY
        let start = axis == .horizontal ? bounds.minY : bounds.minX
        for (index, subview) in subviews.enumerated() {
            let position = along + offsets[index]
            let cross = start + (line - values[index]).roundedToPixel
            let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
            subview.place(at: origin, anchor: .topLeading, proposal: sizes[index].proposal)
        }
    }
}

/// An `HStack`'s layout as a value, for `AnyLayout` and custom layouts.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackAlgorithm.sizeThatFits(subviews, axis: .horizontal, proposal: proposal, spacing: spacing) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackAlgorithm.place(subviews, axis: .horizontal, in: bounds, proposal: proposal, spacing: spacing) { $0[alignment] }
    }
}

/// A `VStack`'s layout as a value.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackAlgorithm.sizeThatFits(subviews, axis: .vertical, proposal: proposal, spacing: spacing) { $0[alignment] }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackAlgorithm.place(subviews, axis: .vertical, in: bounds, proposal: proposal, spacing: spacing) { $0[alignment] }
    }
}

/// A `ZStack`'s layout as a value: every subview offered the same, aligned in the largest.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(proposal)
            return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let container = ViewDimensions(width: bounds.width, height: bounds.height)
        let point = CGPoint(x: bounds.minX + container[alignment.horizontal], y: bounds.minY + container[alignment.vertical])
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let anchor = UnitPoint(x: dimensions.width > 0 ? dimensions[alignment.horizontal] / dimensions.width : 0,
                                   y: dimensions.height > 0 ? dimensions[alignment.vertical] / dimensions.height : 0)
            subview.place(at: point, anchor: anchor, proposal: proposal)
        }
    }
}
