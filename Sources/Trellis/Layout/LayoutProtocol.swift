import Foundation

/// A container that sizes and places its subviews itself: `sizeThatFits` answers a
/// proposal, `placeSubviews` places each subview in the bounds it was given. Call a layout
/// with a view builder to use it: `FlowLayout { ForEach(tags) { Tag($0) } }`.
@preconcurrency public protocol Layout: Sendable, Animatable {
    typealias Subviews = LayoutSubviews
    associatedtype Cache = Void

    /// Facts about the layout that other views use (a spacer's axis).
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays `content`'s views out with this layout.
    nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// What a layout tells the views around it.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if any: a `Spacer` inside grows along it.
    public var stackOrientation: Axis?
    public init() {}
}

/// The space a view wants around it. Every view here prefers SwiftUI's default distance
/// between two views (8 points) on every side; `zero` wants none.
public struct ViewSpacing: Sendable {
    var top, leading, bottom, trailing: CGFloat

    public init() {
        top = Self.standard
        leading = Self.standard
        bottom = Self.standard
        trailing = Self.standard
    }

    private init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    public static let zero = ViewSpacing(all: 0)

    static let standard: CGFloat = 8

    /// The larger preference of the two, edge by edge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between this view and `next` after it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}

/// A key for a value a view hands its layout with `layoutValue(key:value:)`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A view's size and its alignment guides, in its own coordinates.
public struct ViewDimensions: Equatable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// Guides the view set itself, innermost first.
    nonisolated(unsafe) var explicitGuides: [AlignmentGuideValue] = []

    init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentGuideValue] = []) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
    }

    /// Where `guide` lies: the view's own value for it, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide._id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide._id.defaultValue(in: self)
    }

    /// The value the view set for `guide` with `alignmentGuide`, if it set one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.rawValue, horizontal: true)
    }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.rawValue, horizontal: false)
    }

    /// The outermost value set for the guide, computed from the dimensions with only the
    /// guides set inside it (so `d[.leading] + 10` reads the value before this one).
    func explicitValue(_ name: String, horizontal: Bool) -> CGFloat? {
        guard let index = explicitGuides.lastIndex(where: { $0.guide == name && $0.isHorizontal == horizontal }) else { return nil }
        let inner = ViewDimensions(width: width, height: height, explicitGuides: Array(explicitGuides[..<index]))
        return explicitGuides[index].compute(inner)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.explicitGuides == rhs.explicitGuides
    }
}

/// The subviews a layout arranges, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let storage: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: Array(storage[bounds])) }
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        LayoutSubviews(storage: indices.map { storage[$0] })
    }
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.storage == rhs.storage }
}

/// One subview of a layout: ask its size for a proposal, then place it once.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let box: LayoutBox
    let engine: LayoutEngine
    /// Where `place` records placements while the layout's `placeSubviews` runs.
    let placements: LayoutPlacements?
    let index: Int

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: box, proposal)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return engine.dimensions(of: box, size: size, proposal: proposal)
    }

    /// Places the subview: its `anchor` point at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.record(index, position: position, anchor: anchor, proposal: proposal)
    }

    /// Leaves the subview out of what is shown (`ViewThatFits`'s other candidates).
    func hide() {
        placements?.hidden.insert(index)
    }

    /// The priority set with `layoutPriority(_:)`.
    public var priority: Double { box.layoutPriority }

    public var spacing: ViewSpacing {
        box.kind == .spacer ? ViewSpacing.zero : ViewSpacing()
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        for item in box.properties.items.reversed() where item.name == .layoutValue {
            if case .layoutValue(let value) = item.value, value.key == ObjectIdentifier(K.self), let typed = value.value as? K.Value {
                return typed
            }
        }
        return K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.box === rhs.box }
}

/// The placements a layout made in one `placeSubviews` call.
final class LayoutPlacements: @unchecked Sendable {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }
    private(set) var placements: [Int: Placement] = [:]
    var hidden: Set<Int> = []

    func record(_ index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}
