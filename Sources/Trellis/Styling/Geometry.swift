import Foundation

/// Where content sits inside a frame or a stack.
public struct Alignment: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// The text-baseline alignments (iOS 16): an edge or the centre across, the first or last
    /// line's baseline down.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    public var description: String {
        switch (horizontal, vertical) {
        case (.center, .center): "center"
        case (_, .center): horizontal.rawValue
        case (.center, _): vertical.rawValue
        default: vertical.rawValue + horizontal.rawValue.prefix(1).uppercased() + horizontal.rawValue.dropFirst()
        }
    }
}

public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    @usableFromInline
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    public var description: String {
        let values = [top, leading, bottom, trailing]
        if Set(values).count == 1 { return "\(PropertyValue.number(Double(top)))" }
        return "top: \(PropertyValue.number(Double(top))), leading: \(PropertyValue.number(Double(leading))), bottom: \(PropertyValue.number(Double(bottom))), trailing: \(PropertyValue.number(Double(trailing)))"
    }
}

/// The constraints of a `.frame` modifier; nil means "not constrained".
public struct FrameLayout: Hashable, Sendable, CustomStringConvertible {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    public var description: String {
        var parts: [String] = []
        func add(_ name: String, _ value: CGFloat?) {
            guard let value else { return }
            parts.append("\(name): \(value.isInfinite ? "infinity" : PropertyValue.number(Double(value)).description)")
        }
        if let width = fixedWidth { add("width", width) } else {
            add("minWidth", minWidth); add("idealWidth", idealWidth); add("maxWidth", maxWidth)
        }
        if let height = fixedHeight { add("height", height) } else {
            add("minHeight", minHeight); add("idealHeight", idealHeight); add("maxHeight", maxHeight)
        }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        return parts.joined(separator: ", ")
    }

    /// The width when the frame fixes it exactly (`.frame(width:)`).
    public var fixedWidth: CGFloat? { minWidth != nil && minWidth == maxWidth ? minWidth : nil }
    public var fixedHeight: CGFloat? { minHeight != nil && minHeight == maxHeight ? minHeight : nil }
}

/// A point in a view's own coordinates, from (0, 0) at the top leading corner to (1, 1).
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A piece of a view's geometry (its bounds, a rectangle or a point in it) that another
/// view resolves in its own coordinates: `anchorPreference` makes one, a `GeometryProxy`'s
/// subscript resolves it against the host's layout.
public struct Anchor<Value> {
    /// Marks the view the anchor was made on (its element carries the same token).
    let token: AnyHashable
    let source: Source

    /// What an anchor measures.
    public struct Source {
        enum Kind: Hashable { case bounds, rect(CGRect), point(CGPoint), unitPoint(UnitPoint) }
        let kind: Kind

        /// The value for a view whose frame, in the resolving space, is `frame`.
        func resolve(_ frame: CGRect) -> Value {
            let value: Any
            switch kind {
            case .bounds: value = frame
            case .rect(let rect): value = rect.offsetBy(dx: frame.minX, dy: frame.minY)
            case .point(let point): value = CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
            case .unitPoint(let unit):
                value = CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
            }
            // The static members only make sources whose kind matches their value type.
            return value as! Value
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.token == rhs.token && lhs.source.kind == rhs.source.kind }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(token)
        hasher.combine(source.kind)
    }
}

extension Anchor: @unchecked Sendable {}

extension Anchor.Source: Sendable {}
extension Anchor.Source.Kind: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's whole bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(kind: .bounds) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(kind: .rect(r)) }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(kind: .point(p)) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source { .init(kind: .unitPoint(p)) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
