import Dispatch
import Foundation
import OpenCombine

/// `RunLoop` as a Combine scheduler, spelled as in Apple's Combine (`receive(on: RunLoop.main)`).
///
/// On Linux nobody runs the main run loop: servers park the main thread in
/// `dispatchMain()` and Swift Testing runs main-actor code on the main queue, so work
/// given to `RunLoop.main` would never run. Trellis therefore schedules `RunLoop.main`
/// work on the main dispatch queue, the queue the main actor runs on. Other run loops
/// are used as they are (they must be run by their thread).
extension RunLoop: @retroactive Scheduler {
    /// A moment on the scheduler's clock (wall-clock time, as Apple's).
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by stride: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(stride.timeInterval))
        }

        /// A span of time in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
                              ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init?<Source: BinaryInteger>(exactly source: Source) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs.magnitude += rhs.magnitude }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs.magnitude -= rhs.magnitude }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs.magnitude *= rhs.magnitude }

            public static func seconds(_ value: Int) -> Stride { Stride(TimeInterval(value)) }
            public static func seconds(_ value: Double) -> Stride { Stride(value) }
            public static func milliseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1_000) }
            public static func microseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1_000_000) }
            public static func nanoseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1_000_000_000) }
        }
    }

    /// Run loop scheduling takes no options (as in Apple's Combine).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendableAction(action)
        if isMainRunLoop {
            DispatchQueue.main.async { work.run() }
        } else {
            perform { work.run() }
        }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendableAction(action)
        if isMainRunLoop {
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) { work.run() }
        } else {
            add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let clock = RepeatingClock(runLoop: self, mode: .default, start: date.date,
                                   interval: interval.timeInterval, tolerance: tolerance.timeInterval,
                                   tick: UncheckedSendableAction(action))
        return AnyCancellable { clock.stop() }
    }

    /// Whether work given to this run loop goes to the main queue instead (see above).
    var isMainRunLoop: Bool { self === RunLoop.main }
}

/// A closure handed between threads by a scheduler that guarantees where it runs.
struct UncheckedSendableAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A repeating tick: a dispatch timer on the main queue for the main run loop, a
/// Foundation timer on any other run loop.
final class RepeatingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var source: DispatchSourceTimer?
    private var timer: Timer?

    init(runLoop: RunLoop, mode: RunLoop.Mode, start: Date, interval: TimeInterval,
         tolerance: TimeInterval, tick: UncheckedSendableAction) {
        let interval = max(interval, 0.001)
        if runLoop.isMainRunLoop {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.setEventHandler { tick.run() }
            let leeway = DispatchTimeInterval.nanoseconds(Int(min(max(tolerance, 0), 60) * 1_000_000_000))
            source.schedule(wallDeadline: .now() + max(0, start.timeIntervalSinceNow),
                            repeating: interval, leeway: leeway)
            source.resume()
            self.source = source
        } else {
            let timer = Timer(fire: start, interval: interval, repeats: true) { _ in tick.run() }
            timer.tolerance = tolerance
            runLoop.add(timer, forMode: mode)
            self.timer = timer
        }
    }

    func stop() {
        lock.lock()
        let source = self.source, timer = self.timer
        self.source = nil
        self.timer = nil
        lock.unlock()
        source?.cancel()
        timer?.invalidate()
    }

    deinit { stop() }
}
