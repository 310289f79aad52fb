import Foundation

/// What the stack algorithm asks of the views it stacks: a custom layout's subviews, or a
/// stack element's child boxes read in place (no subview values built: a stack of 1,000
/// rows is asked for its size several times a pass).
protocol StackedViews {
    var count: Int { get }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
    func priority(_ index: Int) -> Double
    func spacing(_ index: Int) -> ViewSpacing
    /// Where the view's alignment guide lies across the axis, in its own coordinates, at
    /// `size` (its answer to `proposal`).
    func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize, alignment: (ViewDimensions) -> CGFloat) -> CGFloat
    func place(_ index: Int, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize)
}

extension LayoutSubviews: StackedViews {
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize { self[index].sizeThatFits(proposal) }
    func priority(_ index: Int) -> Double { self[index].priority }
    func spacing(_ index: Int) -> ViewSpacing { self[index].spacing }

    func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize, alignment: (ViewDimensions) -> CGFloat) -> CGFloat {
        alignment(self[index].engine.dimensions(of: self[index].box, size: size, proposal: proposal))
    }

    func place(_ index: Int, at origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        self[index].place(at: origin, anchor: .topLeading, proposal: proposal)
    }
}

/// SwiftUI's stack: the space along the axis, less the spacing, is shared out in order of
/// layout priority (highest first, after setting the lower ones' minimum sizes aside) and,
/// within a priority, least flexible subview first, each offered an equal share of what is
/// left. Across the axis every subview is offered the stack's whole length. `HStack`,
/// `VStack` and the stack layouts all use it.
enum StackAlgorithm {
    typealias Sizes = [SizeAnswer]

    /// Where each view starts along the axis.
    static func offsets(_ sizes: Sizes, gaps: [CGFloat], axis: Axis) -> [CGFloat] {
        var position: CGFloat = 0
        return sizes.indices.map { index in
            defer { position += sizes[index].size[axis] + (index < gaps.count ? gaps[index] : 0) }
            return position
        }
    }

    /// The gaps between neighbours: `spacing`, or what the neighbours prefer.
    static func gaps<Views: StackedViews>(_ views: Views, axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        guard views.count > 1 else { return [] }
        return (0..<views.count - 1).map { gap(views, after: $0, axis: axis, spacing: spacing) }
    }

    /// The gap between view `index` and the next.
    @inline(__always)
    static func gap<Views: StackedViews>(_ views: Views, after index: Int, axis: Axis, spacing: CGFloat?) -> CGFloat {
        spacing ?? views.spacing(index).distance(to: views.spacing(index + 1), along: axis)
    }

    /// All the gaps together, added in order.
    static func totalGap<Views: StackedViews>(_ views: Views, axis: Axis, spacing: CGFloat?) -> CGFloat {
        var total: CGFloat = 0
        for index in 0..<max(0, views.count - 1) { total += gap(views, after: index, axis: axis, spacing: spacing) }
        return total
    }

    // The hot path below (a stack is measured several times a pass) keeps its scratch
    // lengths in temporary buffers on the stack rather than in arrays: an array is a heap
    // allocation and a run-time look-up of its storage type each time.

    /// Each view's size and the proposal it answered, in order.
    static func sizes<Views: StackedViews>(_ views: Views, axis: Axis, proposal: ProposedViewSize, spacing: CGFloat?) -> Sizes {
        let count = views.count
        let cross = proposal[axis.other]
        guard let offered = proposal[axis] else {
            // An open proposal: every view at its ideal length.
            let ideal = ProposedViewSize(axis, nil, cross: cross)
            return (0..<count).map { SizeAnswer(size: views.sizeThatFits($0, ideal), proposal: ideal) }
        }
        var result = Sizes(repeating: SizeAnswer(size: .zero, proposal: proposal), count: count)
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: 2 * count) { scratch in
            // How much each takes offered nothing, and how much more offered everything.
            let minimums = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
            let flexibility = UnsafeMutableBufferPointer(rebasing: scratch[count..<2 * count])
            var inFlexibilityOrder = true
            let firstPriority = count > 0 ? views.priority(0) : 0
            var onePriority = true
            for index in 0..<count {
                let least = views.sizeThatFits(index, ProposedViewSize(axis, 0, cross: cross))[axis]
                minimums[index] = least
                flexibility[index] = views.sizeThatFits(index, ProposedViewSize(axis, .infinity, cross: cross))[axis] - least
                if index > 0 && flexibility[index] < flexibility[index - 1] { inFlexibilityOrder = false }
                if onePriority && views.priority(index) != firstPriority { onePriority = false }
            }
            var remaining = offered - totalGap(views, axis: axis, spacing: spacing)
            /// Offers each view of `group` (least flexible first) an equal share of `available`.
            func share<Group: Collection<Int>>(_ group: Group, _ available: CGFloat) {
                var available = available, left = group.count
                for index in group {
                    let childProposal = ProposedViewSize(axis, max(0, available / CGFloat(left)), cross: cross)
                    let size = views.sizeThatFits(index, childProposal)
                    result[index] = SizeAnswer(size: size, proposal: childProposal)
                    available -= size[axis]
                    left -= 1
                }
            }
            if onePriority {
                // Most stacks: one priority, and views often already least flexible first.
                if inFlexibilityOrder { share(0..<count, remaining) } else { share((0..<count).sorted { flexibility[$0] < flexibility[$1] }, remaining) }
                return
            }
            let priorities = (0..<count).map { views.priority($0) }
            for priority in Set(priorities).sorted(by: >) {
                let group = (0..<count).filter { priorities[$0] == priority }.sorted { flexibility[$0] < flexibility[$1] }
                // Lower priorities keep their minimum lengths.
                let reserved = (0..<count).filter { priorities[$0] < priority }.reduce(0) { $0 + minimums[$1] }
                share(group, remaining - reserved)
                remaining -= group.reduce(0) { $0 + result[$1].size[axis] }
            }
        }
        return result
    }

    /// Where each view's alignment guide lies across the axis, in its own coordinates
    /// (written to `values`), and the line they all align on (the largest).
    static func guides<Views: StackedViews>(_ views: Views, _ sizes: Sizes, alignment: (ViewDimensions) -> CGFloat,
                                            into values: UnsafeMutableBufferPointer<CGFloat>) -> CGFloat {
        var line: CGFloat = 0
        for index in 0..<views.count {
            let value = views.guide(index, size: sizes[index].size, proposal: sizes[index].proposal, alignment: alignment)
            values[index] = value
            line = index == 0 ? value : max(line, value)
        }
        return line
    }

    static func guides<Views: StackedViews>(_ views: Views, _ sizes: Sizes,
                                            alignment: (ViewDimensions) -> CGFloat) -> (values: [CGFloat], line: CGFloat) {
        var line: CGFloat = 0
        let values = [CGFloat](unsafeUninitializedCapacity: views.count) { buffer, initialized in
            line = guides(views, sizes, alignment: alignment, into: buffer)
            initialized = views.count
        }
        return (values, line)
    }

    static func sizeThatFits<Views: StackedViews>(_ views: Views, axis: Axis, proposal: ProposedViewSize, spacing: CGFloat?,
                                                  alignment: (ViewDimensions) -> CGFloat) -> CGSize {
        let sizes = sizes(views, axis: axis, proposal: proposal, spacing: spacing)
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: views.count) { values in
            let line = guides(views, sizes, alignment: alignment, into: values)
            var length = totalGap(views, axis: axis, spacing: spacing), cross: CGFloat = 0
            for (index, answer) in sizes.enumerated() {
                length += answer.size[axis]
                cross = max(cross, line - values[index] + answer.size[axis.other])
            }
            return CGSize(axis, length, cross: cross)
        }
    }

    /// Places the views one after another along `axis`; across it so that their
    /// `alignment` guides lie on one line.
    static func place<Views: StackedViews>(_ views: Views, axis: Axis, in bounds: CGRect, proposal: ProposedViewSize,
                                           spacing: CGFloat?, alignment: (ViewDimensions) -> CGFloat) {
        let sizes = sizes(views, axis: axis, proposal: proposal, spacing: spacing)
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: views.count) { values in
            let line = guides(views, sizes, alignment: alignment, into: values)
            let along = axis == .horizontal ? bounds.minX : bounds.minY
            let start = axis == .horizontal ? bounds.minY : bounds.minX
            var offset: CGFloat = 0
            for index in 0..<views.count {
                let position = along + offset
                let cross = start + (line - values[index]).roundedToPixel
                let origin = axis == .horizontal ? CGPoint(x: position, y: cross) : CGPoint(x: cross, y: position)
                views.place(index, at: origin, size: sizes[index].size, proposal: sizes[index].proposal)
                offset += sizes[index].size[axis] + (index < views.count - 1 ? gap(views, after: index, axis: axis, spacing: spacing) : 0)
            }
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
