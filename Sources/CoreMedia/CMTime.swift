import Foundation

public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32
public typealias CMTimeEpoch = Int64

/// A time as a rational number of seconds, `value / timescale`, as Core Media keeps media
/// times (so a frame at 1/30 s stays exact), or one of the special times: invalid,
/// indefinite, and the infinities.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Flags(rawValue: 1 << 0)
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        public static let indefinite = Flags(rawValue: 1 << 4)
    }

    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: Flags
    public var epoch: CMTimeEpoch

    public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
        (self.value, self.timescale, self.flags, self.epoch) = (value, timescale, flags, epoch)
    }

    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` at `preferredTimescale` units a second (rounded to the nearest unit).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
        } else {
            let exact = seconds * Double(preferredTimescale)
            self.init(value: CMTimeValue(exact.rounded()), timescale: preferredTimescale)
            if exact.rounded() != exact { flags.insert(.hasBeenRounded) }
        }
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// A valid time that is a number (not indefinite or infinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }
    public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN for an invalid or indefinite time, ±infinity for the infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric, timescale > 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    public func convertScale(_ newTimescale: Int32, method: CMTimeRoundingMethod) -> CMTime {
        guard isNumeric else { return self }
        return CMTime(seconds: seconds, preferredTimescale: newTimescale)
    }

    public var description: String {
        guard isNumeric else { return isIndefinite ? "CMTime(indefinite)" : isValid ? "CMTime(infinite)" : "CMTime(invalid)" }
        return "CMTime(\(value)/\(timescale) = \(seconds))"
    }

    /// Times are equal when they stand for the same instant (1/2 is 2/4).
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }
    public func hash(into hasher: inout Hasher) { hasher.combine(isNumeric ? seconds : 0) }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
}

/// How a time is rounded into a new timescale (here always to the nearest unit).
public enum CMTimeRoundingMethod: UInt32, Sendable {
    case roundHalfAwayFromZero = 1, roundTowardZero = 2, roundAwayFromZero = 3
    case quickTime = 4, roundTowardPositiveInfinity = 5, roundTowardNegativeInfinity = 6
    public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// The sum; an invalid operand gives invalid, an infinite one infinity.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard lhs.isValid, rhs.isValid else { return .invalid }
    guard lhs.isNumeric, rhs.isNumeric else { return lhs.isNumeric ? rhs : lhs }
    if lhs.timescale == rhs.timescale { return CMTime(value: lhs.value + rhs.value, timescale: lhs.timescale) }
    let scale = max(lhs.timescale, rhs.timescale)
    return CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: scale)
}

public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    guard rhs.isNumeric else { return rhs.isValid ? .invalid : .invalid }
    return CMTimeAdd(lhs, CMTime(value: -rhs.value, timescale: rhs.timescale))
}

public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(value: time.value * Int64(multiplier), timescale: time.timescale)
}

public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Float64) -> CMTime {
    guard time.isNumeric else { return time }
    return CMTime(seconds: time.seconds * multiplier, preferredTimescale: time.timescale)
}

/// -1, 0 or 1 as `time1` is before, at or after `time2` (invalid times sort first).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    func rank(_ time: CMTime) -> (Int, Double) {
        if !time.isValid { return (0, 0) }
        if time.isNegativeInfinity { return (1, 0) }
        if time.isNumeric { return (2, time.seconds) }
        if time.isPositiveInfinity { return (3, 0) }
        return (4, 0)
    }
    let (a, b) = (rank(time1), rank(time2))
    if a.0 != b.0 { return a.0 < b.0 ? -1 : 1 }
    return a.1 == b.1 ? 0 : (a.1 < b.1 ? -1 : 1)
}

public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) >= 0 ? time1 : time2 }
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime { CMTimeCompare(time1, time2) <= 0 ? time1 : time2 }
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
    time.isNumeric && time.value < 0 ? CMTime(value: -time.value, timescale: time.timescale) : time
}

public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite

/// A span of media time.
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) { (self.start, self.duration) = (start, duration) }
    public init(start: CMTime, end: CMTime) { self.init(start: start, duration: end - start) }
    public var end: CMTime { start + duration }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
    public var isValid: Bool { start.isValid && duration.isValid }
    public var isEmpty: Bool { duration == .zero }
    public func containsTime(_ time: CMTime) -> Bool { time >= start && time < end }
}

public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
