import Foundation

/// A size a parent proposes to a child: `nil` along an axis asks for the child's ideal
/// length there, zero for its minimum, infinity for its maximum.
@frozen public struct ProposedViewSize: Equatable, Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    /// Both dimensions zero: a view answers with its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions infinite: a view answers with its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Both dimensions left open: a view answers with its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// This proposal with each open dimension taken from `size` (10 points by default, so
    /// that a flexible view offered nothing still shows).
    @inlinable public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The proposed length along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, _ length: CGFloat?, cross: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
    }
}

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, _ length: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: length, height: cross) : CGSize(width: cross, height: length)
    }
}
