import Dispatch
import Foundation
import OpenCombine

/// `OperationQueue` as a Combine scheduler, as in Apple's Combine
/// (`receive(on: OperationQueue.main)`). Work is added to the queue as an operation; the
/// main queue's work goes to the main dispatch queue, which the main actor runs on (as
/// `RunLoop.main`'s does, and for the same reason). Its clock is wall-clock time, the
/// run loop scheduler's time type.
extension OperationQueue: @retroactive Scheduler {
    public typealias SchedulerTimeType = RunLoop.SchedulerTimeType

    /// Operation queue scheduling takes no options (as in Apple's Combine).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        run(UncheckedSendableAction(action))
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedSendableAction(action)
        DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow)) { [self] in
            run(work)
        }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let work = UncheckedSendableAction(action)
        let source = DispatchSource.makeTimerSource(queue: .global())
        source.setEventHandler { [self] in run(work) }
        let leeway = DispatchTimeInterval.nanoseconds(Int(min(max(tolerance.timeInterval, 0), 60) * 1_000_000_000))
        source.schedule(wallDeadline: .now() + max(0, date.date.timeIntervalSinceNow),
                        repeating: max(interval.timeInterval, 0.001), leeway: leeway)
        source.resume()
        return AnyCancellable { source.cancel() }
    }

    private func run(_ work: UncheckedSendableAction) {
        if self === OperationQueue.main {
            DispatchQueue.main.async { work.run() }
        } else {
            addOperation { work.run() }
        }
    }
}
