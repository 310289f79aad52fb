import Foundation

// Keyframes (iOS 17): tracks that move properties of a value through keyframes over time.
// A track's keyframes run one after another, each from where the last ended to its own
// target over its duration — linearly along a curve, as a spring, as a smooth cubic, or in
// a jump — and the tracks of a value run side by side. `KeyframeTimeline` evaluates them at
// any time; `KeyframeAnimator` plays them on the view.

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

/// One keyframe of a track, as its builder collects them.
public struct _Keyframe<Value: Animatable> {
    enum Motion {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }
    let target: Value
    let duration: Double
    let motion: Motion
}

/// Keyframes for one value, in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    /// The keyframes, in order.
    var _keyframes: [_Keyframe<Value>] { get }
}

extension KeyframeTrackContent where Body.Value == Value {
    public var _keyframes: [_Keyframe<Value>] { body._keyframes }
}

/// A primitive keyframe: its body is itself.
public protocol _PrimitiveKeyframe: KeyframeTrackContent where Body == Self {}
extension _PrimitiveKeyframe {
    public var body: Self { return self }
}

/// Moves to `to` in `duration` seconds along `timingCurve`.
public struct LinearKeyframe<Value: Animatable>: _PrimitiveKeyframe {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        keyframe = _Keyframe(target: to, duration: max(duration, 0), motion: .linear(timingCurve))
    }
    public var _keyframes: [_Keyframe<Value>] { [keyframe] }
}

/// Moves to `to` as `spring` does, in `duration` seconds (the spring's own duration by default).
public struct SpringKeyframe<Value: Animatable>: _PrimitiveKeyframe {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframe = _Keyframe(target: to, duration: max(duration ?? spring.duration, 0),
                             motion: .spring(spring, startVelocity: startVelocity?.animatableData))
    }
    public var _keyframes: [_Keyframe<Value>] { [keyframe] }
}

/// Moves to `to` along a smooth cubic curve through its neighbours (the velocities, when
/// not given, are those of a Catmull–Rom curve).
public struct CubicKeyframe<Value: Animatable>: _PrimitiveKeyframe {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframe = _Keyframe(target: to, duration: max(duration, 0),
                             motion: .cubic(startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
    }
    public var _keyframes: [_Keyframe<Value>] { [keyframe] }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: _PrimitiveKeyframe {
    let keyframe: _Keyframe<Value>
    public init(_ to: Value) { keyframe = _Keyframe(target: to, duration: 0, motion: .move) }
    public var _keyframes: [_Keyframe<Value>] { [keyframe] }
}

/// Keyframes a builder put together.
public struct _KeyframeSequence<Value: Animatable>: _PrimitiveKeyframe {
    public let _keyframes: [_Keyframe<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_keyframes: keyframe._keyframes)
    }
    public static func buildBlock() -> _KeyframeSequence<Value> { _KeyframeSequence(_keyframes: []) }
    public static func buildPartialBlock(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildPartialBlock(accumulated: _KeyframeSequence<Value>, next: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_keyframes: accumulated._keyframes + next._keyframes)
    }
    public static func buildArray(_ components: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_keyframes: components.flatMap(\._keyframes))
    }
    public static func buildOptional(_ component: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        component ?? _KeyframeSequence(_keyframes: [])
    }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
    public static func buildLimitedAvailability(_ component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { component }
}

// MARK: Tracks

/// A track as a timeline sees it: how long it runs and what it does to the root value.
public struct _KeyframeTrackPlayer<Root> {
    let duration: Double
    /// Sets the track's property of `root` to its value `time` seconds in, moving from
    /// the property's value in `initial`.
    let apply: (inout Root, Double, Root) -> Void
}

/// Keyframes for a value: tracks of its properties, played side by side.
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    /// The tracks, as players.
    var _tracks: [_KeyframeTrackPlayer<Value>] { get }
}

extension Keyframes where Body.Value == Value {
    public var _tracks: [_KeyframeTrackPlayer<Value>] { body._tracks }
}

/// The keyframes of one property of `Root` (or of the whole value).
public struct KeyframeTrack<Root, TrackValue: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    public typealias Value = Root
    let keyPath: WritableKeyPath<Root, TrackValue>
    let keyframes: [_Keyframe<TrackValue>]

    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {
        self.keyPath = keyPath
        self.keyframes = content()._keyframes
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == TrackValue {
        self.keyPath = \Root.self
        self.keyframes = content()._keyframes
    }

    init(keyPath: WritableKeyPath<Root, TrackValue>, keyframes: [_Keyframe<TrackValue>]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    public var body: Self { return self }

    public var _tracks: [_KeyframeTrackPlayer<Root>] {
        let keyPath = keyPath, keyframes = keyframes
        return [_KeyframeTrackPlayer(duration: keyframes.reduce(0) { $0 + $1.duration }) { root, time, initial in
            root[keyPath: keyPath] = Self.value(of: keyframes, from: initial[keyPath: keyPath], at: time)
        }]
    }

    /// The value `time` seconds into `keyframes`, starting from `start`.
    static func value(of keyframes: [_Keyframe<TrackValue>], from start: TrackValue, at time: Double) -> TrackValue {
        var origin = start, elapsed = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let end = elapsed + keyframe.duration
            guard time < end else {
                origin = keyframe.target
                elapsed = end
                continue
            }
            let local = max(time - elapsed, 0)
            let progress = keyframe.duration > 0 ? local / keyframe.duration : 1
            let from = origin.animatableData, to = keyframe.target.animatableData
            var result = keyframe.target
            switch keyframe.motion {
            case .move:
                result.animatableData = to
            case .linear(let curve):
                result.animatableData = from + (to - from).scaled(by: curve.value(at: progress))
            case .spring(let spring, let velocity):
                result.animatableData = spring.position(from: from, to: to, velocity: velocity ?? .zero, time: local)
            case .cubic(let startVelocity, let endVelocity):
                // Cubic Hermite: velocities given, or from the neighbouring keyframes.
                let previous = index > 0 ? (index > 1 ? keyframes[index - 2].target.animatableData : start.animatableData) : nil
                let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
                let d = max(keyframe.duration, 1e-9)
                let m0 = startVelocity.map { $0.scaled(by: d) }
                    ?? previous.map { (to - $0).scaled(by: d / (d + (index > 0 ? keyframes[index - 1].duration : 0))) } ?? .zero
                let m1 = endVelocity.map { $0.scaled(by: d) }
                    ?? next.map { ($0.target.animatableData - from).scaled(by: d / (d + $0.duration)) } ?? .zero
                let s = progress, s2 = s * s, s3 = s2 * s
                result.animatableData = from.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: s3 - 2 * s2 + s)
                    + to.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: s3 - s2)
            }
            return result
        }
        return origin
    }
}

/// Tracks a builder put together; keyframes written straight in the builder, one after
/// another, make one track of the whole value.
public struct _KeyframeTracks<Value>: Keyframes {
    var players: [_KeyframeTrackPlayer<Value>] = []
    /// The keyframes written straight in the builder (each a `_Keyframe<Value>`), and how
    /// to make their track (known where `Value` is seen to be animatable).
    var direct: [Any] = []
    var makeDirect: (([Any]) -> _KeyframeTrackPlayer<Value>)?

    public var _tracks: [_KeyframeTrackPlayer<Value>] { players + (makeDirect.map { [$0(direct)] } ?? []) }
    public var body: Self { return self }

    func followed(by next: _KeyframeTracks) -> _KeyframeTracks {
        _KeyframeTracks(players: players + next.players, direct: direct + next.direct, makeDirect: makeDirect ?? next.makeDirect)
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(players: keyframes._tracks)
    }
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(direct: keyframes._keyframes, makeDirect: { direct in
            KeyframeTrack<Value, Value, _KeyframeSequence<Value>>(keyPath: \.self, keyframes: direct.compactMap { $0 as? _Keyframe<Value> })._tracks[0]
        })
    }
    public static func buildBlock() -> _KeyframeTracks<Value> { _KeyframeTracks() }
    public static func buildPartialBlock(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildPartialBlock(accumulated: _KeyframeTracks<Value>, next: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        accumulated.followed(by: next)
    }
    public static func buildArray(_ components: [_KeyframeTracks<Value>]) -> _KeyframeTracks<Value> {
        components.reduce(_KeyframeTracks()) { $0.followed(by: $1) }
    }
    public static func buildOptional(_ component: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { component ?? _KeyframeTracks() }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
    public static func buildLimitedAvailability(_ component: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { component }
}

/// Keyframes evaluated at any time, outside a view (to draw a value over time in a
/// `Canvas`, say).
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackPlayer<Value>]

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        self.tracks = content()._tracks
    }

    init(initialValue: Value, tracks: [_KeyframeTrackPlayer<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// How long the longest track runs.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track holds its last value once it ends).
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, max(time, 0), initialValue) }
        return value
    }

    /// The value at `progress` (0 to 1) of the whole duration.
    public func value(progress: Double) -> Value {
        value(time: min(max(progress, 0), 1) * duration)
    }
}
