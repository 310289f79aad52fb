import Foundation
import OpenCombine

extension Timer {
    /// A publisher that emits the current date every `interval` seconds once connected
    /// (usually with `.autoconnect()`), as Apple's `Timer.publish(every:on:in:)`.
    /// On `RunLoop.main` it ticks on the main queue (see `RunLoop`'s scheduler).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                               on runLoop: RunLoop, in mode: RunLoop.Mode,
                               options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Apple's `Timer.TimerPublisher`: one clock while connected, shared by every
    /// subscriber; a subscriber without demand misses the ticks until it asks again.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var subscriptions: [CombineIdentifier: TimerSubscription] = [:]
        private var clock: RepeatingClock?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
                    mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(AnySubscriber(subscriber)) { [weak self] id in
                self?.remove(id)
            }
            lock.lock()
            subscriptions[subscription.combineIdentifier] = subscription
            lock.unlock()
            subscriber.receive(subscription: subscription)
        }

        /// Starts the clock (once: connecting again while connected shares the clock).
        public func connect() -> Cancellable {
            lock.lock()
            if clock == nil {
                clock = RepeatingClock(runLoop: runLoop, mode: mode, start: Date().addingTimeInterval(interval),
                                       interval: interval, tolerance: tolerance ?? 0,
                                       tick: UncheckedSendableAction { [weak self] in self?.tick() })
            }
            lock.unlock()
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let clock = self.clock
            self.clock = nil
            lock.unlock()
            clock?.stop()
        }

        private func tick() {
            let now = Date()
            lock.lock()
            let current = Array(subscriptions.values)
            lock.unlock()
            for subscription in current { subscription.deliver(now) }
        }

        private func remove(_ id: CombineIdentifier) {
            lock.lock()
            subscriptions[id] = nil
            lock.unlock()
        }
    }
}

/// One subscriber of a `TimerPublisher`, with the demand it has asked for.
private final class TimerSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Date, Never>?
    private var demand = Subscribers.Demand.none
    private let onCancel: (CombineIdentifier) -> Void

    init(_ downstream: AnySubscriber<Date, Never>, onCancel: @escaping (CombineIdentifier) -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
        onCancel(combineIdentifier)
    }

    func deliver(_ date: Date) {
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(date)
        if more > 0 { request(more) }
    }
}
