import Foundation
import Trellis

/// A relation between two views' edges, centres or sizes, as UIKit's Auto Layout states
/// it. A hosted view places each subview from the constraints between it and its
/// superview or an earlier sibling: edges, centres, widths and heights, with constants and
/// multipliers. Equalities place; an inequality places as its equality would, and
/// priorities are not weighed (docs/Differences.md).
@preconcurrency @MainActor
open class NSLayoutConstraint {
    public private(set) weak var firstItem: UIView?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: UIView?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat { didSet { itemsChanged() } }
    open var priority: UILayoutPriority = .required
    open var identifier: String?

    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as? UIView
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem as? UIView
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in placing its views.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for item in [firstItem, secondItem].compactMap({ $0 }) {
                if isActive { item.constraintsHeld.append(self) } else { item.constraintsHeld.removeAll { $0 === self } }
            }
            itemsChanged()
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    private func itemsChanged() {
        firstItem?.superview?.setNeedsRedraw()
        firstItem?.setNeedsRedraw()
    }

    func involves(_ view: UIView) -> Bool { firstItem === view || secondItem === view }

    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, notAnAttribute = 0
    }

    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

    public enum Axis: Int, Sendable { case horizontal, vertical }
}

public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// One edge, centre or size of a view (or of a guide on it), to constrain.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: UIView
    let attribute: NSLayoutConstraint.Attribute
    /// How far the anchor is from the view's own (a margins guide's edges are inset).
    let offset: CGFloat

    init(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, offset: CGFloat = 0) {
        (self.item, self.attribute, self.offset) = (item, attribute, offset)
    }

    fileprivate func relate(_ other: NSLayoutAnchor<AnchorType>, _ relation: NSLayoutConstraint.Relation,
                            multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other.item,
                           attribute: other.attribute, multiplier: multiplier,
                           constant: constant + multiplier * other.offset - offset)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(anchor, .equal, constant: 0)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .equal, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(anchor, .greaterThanOrEqual, constant: 0)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .greaterThanOrEqual, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(anchor, .lessThanOrEqual, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .lessThanOrEqual, constant: c)
    }

    fileprivate func fixed(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: nil,
                           attribute: .notAnAttribute, multiplier: 1, constant: c - offset)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height, which can also equal a constant or a multiple of another.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fixed(.equal, c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fixed(.greaterThanOrEqual, c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { fixed(.lessThanOrEqual, c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .equal, multiplier: m, constant: 0)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .equal, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .greaterThanOrEqual, multiplier: m, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(anchor, .lessThanOrEqual, multiplier: m, constant: 0)
    }
}

/// A rectangle on a view that constraints can refer to: its safe area (the view's own
/// edges here) or its margins.
@preconcurrency @MainActor
open class UILayoutGuide {
    public private(set) weak var owningView: UIView?
    let insets: UIEdgeInsets
    private let view: UIView

    init(owningView: UIView, insets: UIEdgeInsets) {
        (self.owningView, self.view, self.insets) = (owningView, owningView, insets)
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .leading, offset: insets.left) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .trailing, offset: -insets.right) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .left, offset: insets.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .right, offset: -insets.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view, .centerX, offset: (insets.left - insets.right) / 2) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .top, offset: insets.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .bottom, offset: -insets.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view, .centerY, offset: (insets.top - insets.bottom) / 2) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view, .width, offset: -(insets.left + insets.right)) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view, .height, offset: -(insets.top + insets.bottom)) }
}

// MARK: - Placing subviews

/// Where a subview goes along one axis of its superview: its start, or a point of it
/// (start, centre or end) at a position, with a length when the constraints fix one.
struct AxisPlacement: Equatable, Sendable {
    var position: CGFloat
    /// Which point of the subview sits at `position`: 0 its start, 0.5 its centre, 1 its end.
    var anchor: CGFloat
    var length: CGFloat?
}

/// One constraint as the placement reads it: an attribute of the subview equal to an
/// attribute of its superview (`nil` sibling), of an earlier sibling, or to a constant.
struct ConstraintTerm: Equatable, Sendable {
    enum Other: Equatable, Sendable { case superview, sibling(Int), none }
    var attribute: NSLayoutConstraint.Attribute
    var other: Other
    var otherAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
}

/// What places a subview: its frame (UIKit's default), its autoresizing mask, or its
/// constraints.
struct SubviewPlacementRule: Equatable, Sendable {
    var frame: CGRect
    var usesConstraints: Bool
    var autoresizing: UInt
    var terms: [ConstraintTerm]

    @MainActor
    init(_ view: UIView, in parent: UIView, siblings: [UIView]) {
        frame = view.frame
        usesConstraints = !view.translatesAutoresizingMaskIntoConstraints
        autoresizing = view.autoresizingMask.rawValue
        var terms: [ConstraintTerm] = []
        func other(_ item: UIView?) -> ConstraintTerm.Other? {
            guard let item else { return ConstraintTerm.Other.none }
            if item === parent { return .superview }
            if let index = siblings.firstIndex(where: { $0 === item }) { return .sibling(index) }
            return nil
        }
        for constraint in view.constraintsHeld where constraint.isActive {
            if constraint.firstItem === view, let target = other(constraint.secondItem) {
                terms.append(ConstraintTerm(attribute: constraint.firstAttribute, other: target,
                                            otherAttribute: constraint.secondAttribute,
                                            multiplier: constraint.multiplier, constant: constraint.constant))
            } else if constraint.secondItem === view, constraint.multiplier != 0,
                      let target = other(constraint.firstItem), target != .none {
                // `a = m·view + c` read as `view = a/m − c/m`.
                terms.append(ConstraintTerm(attribute: constraint.secondAttribute, other: target,
                                            otherAttribute: constraint.firstAttribute,
                                            multiplier: 1 / constraint.multiplier,
                                            constant: -constraint.constant / constraint.multiplier))
            }
        }
        self.terms = terms
    }

    /// The subview's placement on one axis of a superview of `size`, given the siblings
    /// placed before it.
    func place(horizontal: Bool, size: CGSize, natural: CGFloat, placed: [CGRect]) -> AxisPlacement {
        let length = horizontal ? size.width : size.height
        guard usesConstraints else {
            let flexibleLength: UInt = horizontal ? 1 << 1 : 1 << 4
            if autoresizing & flexibleLength != 0, frame.size == .zero {
                return AxisPlacement(position: 0, anchor: 0, length: length)
            }
            return horizontal ? AxisPlacement(position: frame.minX, anchor: 0, length: frame.width)
                : AxisPlacement(position: frame.minY, anchor: 0, length: frame.height)
        }
        typealias A = NSLayoutConstraint.Attribute
        let (startSet, endSet, centre, dimension): ([A], [A], A, A) = horizontal
            ? ([.leading, .left], [.trailing, .right], .centerX, .width)
            : ([.top, .firstBaseline], [.bottom, .lastBaseline], .centerY, .height)
        func value(_ term: ConstraintTerm) -> CGFloat? {
            let rect: CGRect
            switch term.other {
            case .none: return term.constant
            case .superview: rect = CGRect(origin: .zero, size: size)
            case .sibling(let index): guard index < placed.count else { return nil }; rect = placed[index]
            }
            let base: CGFloat
            switch term.otherAttribute {
            case .leading, .left: base = rect.minX
            case .trailing, .right: base = rect.maxX
            case .centerX: base = rect.midX
            case .top, .firstBaseline: base = rect.minY
            case .bottom, .lastBaseline: base = rect.maxY
            case .centerY: base = rect.midY
            case .width: base = rect.width
            case .height: base = rect.height
            case .notAnAttribute: base = 0
            }
            return base * term.multiplier + term.constant
        }
        var start: CGFloat?, end: CGFloat?, middle: CGFloat?, span: CGFloat?
        for term in terms {
            guard let v = value(term) else { continue }
            if startSet.contains(term.attribute) { start = start ?? v }
            else if endSet.contains(term.attribute) { end = end ?? v }
            else if term.attribute == centre { middle = middle ?? v }
            else if term.attribute == dimension { span = span ?? v }
        }
        switch (start, end, middle, span) {
        case let (s?, e?, _, _): return AxisPlacement(position: s, anchor: 0, length: max(e - s, 0))
        case let (s?, nil, _, w): return AxisPlacement(position: s, anchor: 0, length: w)
        case let (nil, e?, _, w): return AxisPlacement(position: e, anchor: 1, length: w)
        case let (nil, nil, m?, w): return AxisPlacement(position: m, anchor: 0.5, length: w)
        case let (nil, nil, nil, w): return AxisPlacement(position: 0, anchor: 0, length: w ?? natural)
        }
    }
}
