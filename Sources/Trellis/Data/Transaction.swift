/// How an animation moves between values; carried by transactions to the host.
/// Plain data, so bindings and transactions that carry one stay cheap to compare.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    public enum Curve: String, Hashable, Sendable {
        case `default`, linear, easeIn, easeOut, easeInOut, spring
    }
    public var curve: Curve
    public var duration: Double
    /// Seconds before the animation starts.
    public var delay: Double = 0
    /// How many times it runs (nil: once; `Int.max`: for ever), and whether every other
    /// run goes backwards. The web host runs an animation once (docs/Differences.md).
    public var repeatCount: Int?
    public var autoreverses = false

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

    /// A cubic Bézier timing curve through control points (c0x, c0y) and (c1x, c1y), as CSS's
    /// `cubic-bezier`: the host eases with the nearest of its named curves (a curve that
    /// starts slow eases in, one that ends slow eases out, both eases in and out).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        let startsSlow = c0y < c0x, endsSlow = c1y > c1x
        let curve: Curve = startsSlow && endsSlow ? .easeInOut : startsSlow ? .easeIn : endsSlow ? .easeOut : .linear
        return Animation(curve: curve, duration: duration)
    }

    /// A spring that settles in about `response` seconds (SwiftUI's physical parameters
    /// become a duration and the host's spring curve).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: max(response, 0.05))
    }

    // Disfavoured, so `.spring()` picks the older spelling, as Apple's compiler does.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring, duration: max(duration, 0.05))
    }

    /// iOS 17's name for the default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring() }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(curve: .spring, duration: max(response, 0.05))
    }

    /// A spring from stiffness and damping: it settles in about 2π√(mass/stiffness).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring, duration: min(max(2 * .pi * (mass / max(stiffness, 0.001)).squareRoot(), 0.05), 5))
    }

    public static let smooth = Animation(curve: .spring, duration: 0.5)
    public static let snappy = Animation(curve: .spring, duration: 0.35)
    public static let bouncy = Animation(curve: .spring, duration: 0.5)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(curve: .spring, duration: duration) }

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay = max(delay, 0)
        return copy
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed > 0 { copy.duration /= speed; copy.delay /= speed }
        return copy
    }

    /// This animation run `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(repeatCount, 1)
        copy.autoreverses = autoreverses
        return copy
    }

    /// This animation run for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeatCount(Int.max, autoreverses: autoreverses)
    }

    public var description: String { "\(curve.rawValue)(\(duration)s)" + (delay > 0 ? " after \(delay)s" : "") }
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
    /// The transaction of the update running now, for code outside the graph that hands
    /// it on (a representable's context): the animation the flush carries.
    @MainActor package static var _current: Transaction {
        var transaction = current
        if transaction.animation == nil, let animation = ViewGraph.active?.currentAnimation {
            transaction.animation = animation
        }
        return transaction
    }
}

/// Runs `body` so that the state changes it makes carry `transaction`. Not isolated, as in
/// SwiftUI (Swift 5 code calls it from anywhere); off the main actor `body` runs without it.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard DependencyTracking.isOnMainActor else { return try body() }
    let saved = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = saved }
    return try body()
}

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let isRemoval: Bool
    /// When the animation has reached its end value (a spring may still settle).
    public static let logicallyComplete = AnimationCompletionCriteria(isRemoval: false)
    /// When the animation has stopped moving.
    public static let removed = AnimationCompletionCriteria(isRemoval: true)
}

/// Runs `body` so that the state changes it makes animate, then `completion` once the
/// animation is complete: after its delay and duration (a repeating animation never
/// completes). Without an animation, `completion` runs at once, after the update.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    guard animation?.repeatCount != Int.max else { return result }
    let seconds = animation.map { $0.delay + $0.duration * (Double($0.repeatCount ?? 1)) } ?? 0
    Task { @MainActor in
        if seconds > 0 { try? await Task.sleep(for: .seconds(seconds)) }
        completion()
    }
    return result
}

/// Runs `body` so that the state changes it makes animate.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
