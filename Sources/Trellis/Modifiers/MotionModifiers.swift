import Foundation
import Synchronization

/// A namespace for `matchedGeometryEffect` ids: each view identity that declares
/// `@Namespace` gets its own, kept for its lifetime.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// One namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = Atomic<Int>(0)

    /// The first value made for this view identity is the one kept, as `@State` keeps it.
    private var storage: State<ID>

    public init() {
        storage = State(initialValue: ID(value: Self.counter.add(1, ordering: .relaxed).newValue))
    }

    public var wrappedValue: ID { storage.wrappedValue }
}

/// What `matchedGeometryEffect` matches between views: position, size, or both.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Makes views with the same `id` in `namespace` one view as far as motion goes: when
    /// one leaves and another with the same id arrives in an animated change (or the
    /// view moves), it travels from the old frame to the new one.
    ///
    /// The web host does this in the browser (it knows both frames): the arriving view is
    /// drawn first over the departed one's frame, then moves and resizes into its own.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                                properties: MatchedGeometryProperties = .frame,
                                                                anchor: UnitPoint = .center,
                                                                isSource: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        let key = "\(namespace.value)-\(Self.stableHash(String(reflecting: id)))"
        let matched = MatchedGeometry(key: key, position: properties.contains(.position), size: properties.contains(.size), isSource: isSource)
        return modifier(_ElementPropertyModifier(.matchedGeometry, .matchedGeometry(matched)))
    }

    /// FNV-1a over the id's description: the same id gives the same key in every process.
    nonisolated private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return String(hash, radix: 36)
    }
}

/// How a view's content (its text, above all) changes in an animated change.
public struct ContentTransition: Equatable, Sendable {
    /// The name a host sees: `identity`, `opacity`, `interpolate`, `numericText`,
    /// `numericText-down` or `numericText-value`.
    let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")

    /// Digits roll: in from below (from above when `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText-down" : "numericText")
    }

    /// Digits roll in the direction the number moved (the host compares old and new).
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText-value")
    }

    /// A symbol image's change, drawn here as a cross-fade.
    public static let symbolEffect = ContentTransition(name: "opacity")

    /// A symbol image's change played as `effect` (`.symbolEffect(.replace)`), drawn here
    /// as a cross-fade: the bundled symbols have one layer, so every replacement looks
    /// alike.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                     options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "opacity")
    }
}

extension View {
    /// How text inside this view changes when it changes in an animated change; the
    /// web host rolls or fades the new text in.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.contentTransition, .string(transition.name)))
    }
}
