import Foundation

/// Which lengths of a proposal a box's answer can depend on — the one speed trick of the
/// layout cache, kept here with its reasons.
///
/// A stack asks each child for its size at least three times per axis (its minimum, its
/// maximum and its share), and a stack inside a stack asks again for each proposal it is
/// given, so a row of a table is asked for the same thing under many heights. Most views
/// never read one of the lengths: a text's size depends on the width it is offered, not
/// the height; a symbol on neither; a stack of such views on what its children read. A
/// box that reads no height keeps its sizes under a proposal with the height left out, so
/// (390, 0), (390, ∞) and (390, 21) are one measurement instead of three; placing such a
/// box again with only an unread length changed leaves its frames as they are.
///
/// Only what the engine itself decides is treated so: a custom `Layout`, a
/// `GeometryReader`, a grid or any kind not listed reads every length, so user code that
/// watches proposals sees each one SwiftUI would send.
struct ProposalDependence: Equatable {
    var width: Bool
    var height: Bool

    static let both = ProposalDependence(width: true, height: true)
    static let neither = ProposalDependence(width: false, height: false)

    /// `proposal` with the lengths this box does not read left out: the key its sizes
    /// are kept under.
    func key(_ proposal: ProposedViewSize) -> ProposedViewSize {
        if width && height { return proposal }
        return ProposedViewSize(width: width ? proposal.width : nil, height: height ? proposal.height : nil)
    }

    static func | (lhs: Self, rhs: Self) -> Self {
        ProposalDependence(width: lhs.width || rhs.width, height: lhs.height || rhs.height)
    }
}

extension LayoutBox {
    /// What this box's size (all its modifiers applied) depends on; worked out once and
    /// kept until the box or anything inside it changes.
    var dependence: ProposalDependence {
        if let cachedDependence { return cachedDependence }
        var result = contentDependence
        for modifier in modifiers {
            switch modifier {
            case .padding, .offset, .priority:
                continue
            case .frame(let frame):
                result = ProposalDependence(width: Self.frameReads(result.width, min: frame.minWidth, max: frame.maxWidth),
                                            height: Self.frameReads(result.height, min: frame.minHeight, max: frame.maxHeight))
            case .fixedSize(let horizontal, let vertical):
                // A fixed axis is proposed nothing (its ideal), whatever the box is offered.
                result = ProposalDependence(width: result.width && !horizontal, height: result.height && !vertical)
            case .aspectRatio, .position:
                result = .both
            }
        }
        cachedDependence = result
        return result
    }

    /// A frame fixed along an axis answers its length there; one with a minimum or a
    /// maximum takes the proposal into account; one with neither answers its content's.
    private static func frameReads(_ inner: Bool, min: CGFloat?, max: CGFloat?) -> Bool {
        if let min, min == max { return false }
        if min != nil || max != nil { return true }
        return inner
    }

    /// What the element itself (no modifiers) reads, by kind, as `contentSize` sizes it.
    private var contentDependence: ProposalDependence {
        switch kind {
        case .text:
            return ProposalDependence(width: true, height: false)
        case .image:
            return properties[.resizable] == .bool(true) ? .both : .neither
        case .spacer:
            guard let axis = parentAxis else { return .both }
            return axis == .horizontal ? ProposalDependence(width: true, height: false) : ProposalDependence(width: false, height: true)
        case .divider:
            return parentAxis == .horizontal ? ProposalDependence(width: false, height: true) : ProposalDependence(width: true, height: false)
        case .vStack, .lazyStack, .hStack, .zStack, .layer, .button, .link:
            // The stacks' algorithms hand their proposal on to their children: the stack
            // reads what any of them reads (an empty stack, nothing).
            return children.reduce(.neither) { $0 | $1.dependence }
        case .layered:
            // Sized by its content; the layers are placed over it, not asked.
            return children.first { $0.kind != .layer }?.dependence ?? .neither
        default:
            return .both
        }
    }
}
