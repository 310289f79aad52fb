/// How an animation moves between values; carried by transactions to the host.
/// Plain data, so bindings and transactions that carry one stay cheap to compare.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: String, Hashable, Sendable {
        case `default`, linear, easeIn, easeOut, easeInOut, spring
    }
    public var curve: Curve
    public var duration: Double

    public init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration
    }

    public static let `default` = Animation(curve: .default, duration: 0.35)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static let spring = Animation(curve: .spring, duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    public var description: String { "\(curve.rawValue)(\(duration)s)" }
}

/// The context of one state change: whether (and how) it animates.
public struct Transaction: Hashable, Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    @inlinable public init() {}
    @inlinable public init(animation: Animation?) { self.animation = animation }

    @usableFromInline var isEmpty: Bool { animation == nil && !disablesAnimations }

    /// The transaction of the change being made now (inside `withAnimation`, say).
    @usableFromInline nonisolated(unsafe) static var current = Transaction()
}

/// Runs `body` so that the state changes it makes carry `transaction`.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// Runs `body` so that the state changes it makes animate.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
