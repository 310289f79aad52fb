import Foundation

/// A kind of alignment guide: where it lies in a view that sets no explicit value.
/// Declare one to align views across containers: `HorizontalAlignment(MyID.self)`.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Guides are named by their `AlignmentID` type; the built-in ones also by a short name
/// that hosts read (`"leading"`). Names of custom guides are registered so a host-side
/// layout can find the type again from an element's properties.
enum AlignmentRegistry {
    nonisolated(unsafe) private static var types: [String: any AlignmentID.Type] = [:]
    private static let lock = NSLock()

    static func register(_ id: any AlignmentID.Type) -> String {
        let name = "custom:" + String(reflecting: id)
        lock.lock()
        types[name] = id
        lock.unlock()
        return name
    }

    static func type(named name: String) -> (any AlignmentID.Type)? {
        lock.lock()
        defer { lock.unlock() }
        return types[name]
    }
}

struct _LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
struct _HorizontalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
struct _TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
struct _TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
struct _VerticalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
struct _BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Without glyph metrics in the engine a text's baseline is its bottom, as for other views.
struct _BaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A guide across views laid out side by side in a column: leading, centre, trailing, or
/// one of the app's own.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    /// The guide's name: "leading", "center", "trailing", or a registered custom name.
    @_spi(TrellisHost) public let rawValue: String
    let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) {
        self.id = id
        rawValue = AlignmentRegistry.register(id)
    }

    private init(builtIn name: String, _ id: any AlignmentID.Type) {
        rawValue = name
        self.id = id
    }

    /// A built-in or registered guide by name.
    @_spi(TrellisHost) public init?(rawValue: String) {
        switch rawValue {
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        default:
            guard let id = AlignmentRegistry.type(named: rawValue) else { return nil }
            self.init(builtIn: rawValue, id)
        }
    }

    public static let leading = HorizontalAlignment(builtIn: "leading", _LeadingID.self)
    public static let center = HorizontalAlignment(builtIn: "center", _HorizontalCenterID.self)
    public static let trailing = HorizontalAlignment(builtIn: "trailing", _TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }
}

/// A guide across views laid out side by side in a row.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    @_spi(TrellisHost) public let rawValue: String
    let id: any AlignmentID.Type

    public init(_ id: any AlignmentID.Type) {
        self.id = id
        rawValue = AlignmentRegistry.register(id)
    }

    private init(builtIn name: String, _ id: any AlignmentID.Type) {
        rawValue = name
        self.id = id
    }

    @_spi(TrellisHost) public init?(rawValue: String) {
        switch rawValue {
        case "top": self = .top
        case "center": self = .center
        case "bottom": self = .bottom
        case "firstTextBaseline": self = .firstTextBaseline
        case "lastTextBaseline": self = .lastTextBaseline
        default:
            guard let id = AlignmentRegistry.type(named: rawValue) else { return nil }
            self.init(builtIn: rawValue, id)
        }
    }

    public static let top = VerticalAlignment(builtIn: "top", _TopID.self)
    public static let center = VerticalAlignment(builtIn: "center", _VerticalCenterID.self)
    public static let bottom = VerticalAlignment(builtIn: "bottom", _BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(builtIn: "firstTextBaseline", _BaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(builtIn: "lastTextBaseline", _BaselineID.self)

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }
}

/// An alignment guide a view sets itself: the closure computes the guide's position from
/// the view's dimensions. Compared by identity (a closure cannot be compared).
@_spi(TrellisHost) public final class AlignmentGuideValue: Hashable, CustomStringConvertible {
    /// The guide's name (`HorizontalAlignment.rawValue` or `VerticalAlignment.rawValue`).
    let guide: String
    let isHorizontal: Bool
    let compute: (ViewDimensions) -> CGFloat

    init(guide: String, isHorizontal: Bool, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.guide = guide
        self.isHorizontal = isHorizontal
        self.compute = compute
    }

    public static func == (lhs: AlignmentGuideValue, rhs: AlignmentGuideValue) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "guide \(guide)" }
}

extension View {
    /// Sets where `g` lies in this view, computed from its dimensions: stacks and frames
    /// that align by `g` line the view up there.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment,
                                           computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_ElementPropertyModifier(.alignmentGuide, .alignmentGuide(AlignmentGuideValue(guide: g.rawValue, isHorizontal: true,
                                                                                               compute: computeValue))))
    }

    nonisolated public func alignmentGuide(_ g: VerticalAlignment,
                                           computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_ElementPropertyModifier(.alignmentGuide, .alignmentGuide(AlignmentGuideValue(guide: g.rawValue, isHorizontal: false,
                                                                                               compute: computeValue))))
    }
}
