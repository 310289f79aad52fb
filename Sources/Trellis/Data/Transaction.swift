/// How an animation moves between values; carried by transactions to the host.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var duration: Double

    public init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }

    public var description: String { "\(name)(\(duration)s)" }
}

/// The context of one state change: whether (and how) it animates.
public struct Transaction: Hashable, Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    var isEmpty: Bool { animation == nil && !disablesAnimations }

    /// The transaction of the change being made now (inside `withAnimation`, say).
    nonisolated(unsafe) static var current = Transaction()
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
