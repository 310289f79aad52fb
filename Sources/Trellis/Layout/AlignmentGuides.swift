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

public struct _LeadingID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
public struct _HorizontalCenterID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
public struct _TrailingID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
public struct _TopID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
public struct _VerticalCenterID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
public struct _BottomID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// Without glyph metrics in the engine a text's baseline is its bottom, as for other views.
public struct _BaselineID: AlignmentID { public static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// What the two guide types share: a name hosts read, the `AlignmentID` type behind it,
/// equality and hashing by name.
public protocol _AlignmentGuideType: Hashable, Sendable, CustomStringConvertible {
    var rawValue: String { get }
    var _id: any AlignmentID.Type { get }
    init(_guide name: String, _ id: any AlignmentID.Type)
    /// The built-in guides by name.
    static var _builtIn: [String: Self] { get }
}

extension _AlignmentGuideType {
    public init(_ id: any AlignmentID.Type) {
        self.init(_guide: AlignmentRegistry.register(id), id)
    }

    /// A built-in or registered guide by name.
    @_spi(TrellisHost) public init?(rawValue: String) {
        if let builtIn = Self._builtIn[rawValue] {
            self = builtIn
        } else if let id = AlignmentRegistry.type(named: rawValue) {
            self.init(_guide: rawValue, id)
        } else {
            return nil
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    public var description: String { rawValue }
}

/// A guide across views laid out side by side in a column: leading, centre, trailing, or
/// one of the app's own.
public struct HorizontalAlignment: _AlignmentGuideType {
    /// The guide's name: "leading", "center", "trailing", or a registered custom name.
    public let rawValue: String
    public let _id: any AlignmentID.Type

    public init(_guide name: String, _ id: any AlignmentID.Type) {
        rawValue = name
        _id = id
    }

    public static let leading = HorizontalAlignment(_guide: "leading", _LeadingID.self)
    public static let center = HorizontalAlignment(_guide: "center", _HorizontalCenterID.self)
    public static let trailing = HorizontalAlignment(_guide: "trailing", _TrailingID.self)
    public static let listRowSeparatorLeading = HorizontalAlignment.leading
    public static let listRowSeparatorTrailing = HorizontalAlignment.trailing
    public static var _builtIn: [String: HorizontalAlignment] { ["leading": .leading, "center": .center, "trailing": .trailing] }
}

/// A guide across views laid out side by side in a row.
public struct VerticalAlignment: _AlignmentGuideType {
    public let rawValue: String
    public let _id: any AlignmentID.Type

    public init(_guide name: String, _ id: any AlignmentID.Type) {
        rawValue = name
        _id = id
    }

    public static let top = VerticalAlignment(_guide: "top", _TopID.self)
    public static let center = VerticalAlignment(_guide: "center", _VerticalCenterID.self)
    public static let bottom = VerticalAlignment(_guide: "bottom", _BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(_guide: "firstTextBaseline", _BaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(_guide: "lastTextBaseline", _BaselineID.self)
    public static var _builtIn: [String: VerticalAlignment] {
        ["top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline]
    }
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
