import Foundation

/// A damped spring (iOS 17): the physics behind spring animations, usable on its own to
/// move a value of your own towards a target. Its parameters are one spring seen three
/// ways — a perceptual duration and bounce, a response and damping ratio, or a mass,
/// stiffness and damping — and every initializer converts to the last.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = max(mass, 1e-6)
        self.stiffness = max(stiffness, 1e-6)
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
    }

    /// A spring that takes about `response` seconds per oscillation, its motion damped by
    /// `dampingRatio` (1 is critically damped: no overshoot).
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 1e-3)
        let stiffness = pow(2 * .pi / response, 2)
        self.init(mass: 1, stiffness: stiffness, damping: 4 * .pi * dampingRatio / response, allowOverDamping: true)
    }

    /// A spring of a perceptual `duration`, with `bounce` from -1 (flat, overdamped) to 1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))
        self.init(response: duration, dampingRatio: ratio)
    }

    /// A spring that settles within `epsilon` of its target in `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope e^(−ζω₀t) reaches epsilon at t = −ln ε / (ζω₀).
        let ratio = max(dampingRatio, 1e-3)
        let omega = -log(max(epsilon, 1e-12)) / (ratio * max(settlingDuration, 1e-3))
        self.init(response: 2 * .pi / omega, dampingRatio: dampingRatio)
    }

    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// The undamped angular frequency ω₀.
    private var omega: Double { (stiffness / mass).squareRoot() }

    public var response: Double { 2 * .pi / omega }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Seconds until the spring stays within 0.001 of its target, from rest at one unit away.
    public var settlingDuration: TimeInterval { settlingTime(displacement: 1, velocity: 0, epsilon: 0.001) }

    // MARK: Motion

    /// How a unit displacement and a unit velocity have moved after `time` seconds: the
    /// displacement is `a * u₀ + b * v₀` (the damped oscillator in closed form).
    private func response(at time: Double) -> (a: Double, b: Double) {
        let w = omega, z = dampingRatio, t = max(time, 0)
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let decay = exp(-z * w * t)
            return (decay * (cos(wd * t) + z * w / wd * sin(wd * t)), decay * sin(wd * t) / wd)
        } else if z == 1 {
            let decay = exp(-w * t)
            return ((1 + w * t) * decay, t * decay)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return ((r1 * e2 - r2 * e1) / (r1 - r2), (e1 - e2) / (r1 - r2))
        }
    }

    /// The rates of change of `response(at:)`.
    private func responseRate(at time: Double) -> (a: Double, b: Double) {
        let h = 1e-5
        let later = response(at: time + h), earlier = response(at: max(time - h, 0))
        let span = time + h - max(time - h, 0)
        return ((later.a - earlier.a) / span, (later.b - earlier.b) / span)
    }

    private func settlingTime(displacement: Double, velocity: Double, epsilon: Double) -> TimeInterval {
        let step = min(response / 100, 0.01)
        var time = 0.0, settledSince: Double?
        while time < 60 {
            let r = response(at: time)
            if abs(r.a * displacement + r.b * velocity) < epsilon { settledSince = settledSince ?? time } else { settledSince = nil }
            if let since = settledSince, time - since > response { return since }
            time += step
        }
        return settledSince ?? 60
    }

    /// Where a value moving from zero towards `target` is after `time` seconds.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = response(at: time)
        return target - target.scaled(by: r.a) + initialVelocity.scaled(by: r.b)
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let r = responseRate(at: time)
        return V.zero - target.scaled(by: r.a) + initialVelocity.scaled(by: r.b)
    }

    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = toValue
        result.animatableData = position(from: fromValue.animatableData, to: toValue.animatableData,
                                         velocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Where a vector moving from `from` towards `to` at `velocity` is after `time` seconds.
    func position<V: VectorArithmetic>(from: V, to: V, velocity: V, time: TimeInterval) -> V {
        let r = response(at: time)
        return to + (from - to).scaled(by: r.a) + velocity.scaled(by: r.b)
    }

    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        let r = responseRate(at: time)
        var result = toValue
        result.animatableData = (fromValue.animatableData - toValue.animatableData).scaled(by: r.a) + initialVelocity.animatableData.scaled(by: r.b)
        return result
    }

    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        settlingTime(displacement: target.magnitudeSquared.squareRoot(), velocity: initialVelocity.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }

    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingTime(displacement: (fromValue.animatableData - toValue.animatableData).magnitudeSquared.squareRoot(),
                     velocity: initialVelocity.animatableData.magnitudeSquared.squareRoot(), epsilon: epsilon)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let r = response(at: deltaTime), rate = responseRate(at: deltaTime)
        let offset = value - target
        value = target + offset.scaled(by: r.a) + velocity.scaled(by: r.b)
        velocity = offset.scaled(by: rate.a) + velocity.scaled(by: rate.b)
    }

    /// The force on a value at `position` moving at `velocity`: the pull towards `target`
    /// less the damping.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = toValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }
}

extension Animation {
    /// An animation that moves as `spring` does, for about its settling time.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(curve: .spring, duration: min(max(spring.duration, 0.05), 5))
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(curve: .spring, duration: min(max(spring.duration, 0.05), 5))
    }
}
