import Foundation

/// The radius of each corner of a rectangle.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// A rectangle with a radius of its own at each corner (iOS 16): a card rounded only at
/// the top, a tab. Each radius is at most half the shorter side, as in SwiftUI.
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let limit = min(rect.width, rect.height) / 2
        let (tl, tr, br, bl) = (min(cornerRadii.topLeading, limit), min(cornerRadii.topTrailing, limit),
                                min(cornerRadii.bottomTrailing, limit), min(cornerRadii.bottomLeading, limit))
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), radius: br, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        path.closeSubpath()
        return path
    }

    /// A box with four border radii: it resizes with its frame.
    public var _nativeOutline: _ShapeOutline? {
        let r = cornerRadii
        return _ShapeOutline(properties: ElementProperties([ElementProperty(.shape, .string("roundedRectangle")),
                                  ElementProperty(.cornerRadii, .numbers([r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map { Double($0) }))]))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

/// Any shape, its type erased (iOS 16): `clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
nonisolated public struct AnyShape: Shape, @unchecked Sendable {
    private let outline: (CGRect) -> Path
    private let native: _ShapeOutline?

    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        native = shape._nativeOutline
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
    public var _nativeOutline: _ShapeOutline? { native }
}

// MARK: Transformed shapes

/// A shape moved by an offset (`Shape.offset(_:)`).
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape turned by an angle around an anchor of its frame (`Shape.rotation(_:anchor:)`).
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let transform = CGAffineTransform(translationX: x, y: y).rotated(by: CGFloat(angle.radians)).translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(transform)
    }
    public var animatableData: AnimatablePair<Content.AnimatableData, Angle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, angle.animatableData) }
        set { (shape.animatableData, angle.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape scaled around an anchor of its frame (`Shape.scale(_:anchor:)`).
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * anchor.x, y = rect.minY + rect.height * anchor.y
        let transform = CGAffineTransform(translationX: x, y: y).scaledBy(x: scale.width, y: scale.height).translatedBy(x: -x, y: -y)
        return shape.path(in: rect).applying(transform)
    }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set { (shape.animatableData, scale.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape under an affine transform (`Shape.transform(_:)`).
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape that makes its path in a rectangle of a fixed size at the corner of the one it
/// is given (`Shape.size(_:)`); the view that draws it is laid out as before.
nonisolated public struct _SizedShape<Content: Shape>: Shape {
    public var shape: Content
    public var size: CGSize
    public init(shape: Content, size: CGSize) {
        self.shape = shape
        self.size = size
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Shape {
    /// The same shape made in a rectangle of `size` at the top leading corner of the one
    /// it is drawn in; the layout of the view that draws it does not change.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }

    /// How the shape is used: filled, by default.
    public static var role: ShapeRole { .fill }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// What a shape is for: a filled area, an outline, or a separator line.
public enum ShapeRole: Hashable, Sendable {
    case fill, stroke, separator
}

/// The shape of the container the view is in. Outside a widget or a container that
/// gives a shape, as in SwiftUI, it is a rectangle.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
