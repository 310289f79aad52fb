import Foundation
import OpenCombine

// OpenCombine 0.14 has no CombineLatest. These follow Apple's Combine: the output is
// the latest value of every upstream once each has produced one; a value that arrives
// while the subscriber has no demand replaces the one waiting (buffer of one per
// upstream); the publisher finishes when every upstream has finished and fails with
// the first failure.

extension Publishers {
    /// The latest values of two publishers, each time either produces one.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = LatestValues<Output, Failure>(count: 2, downstream: AnySubscriber(subscriber)) {
                ($0[0] as! A.Output, $0[1] as! B.Output)
            }
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
        }
    }

    /// The latest values of three publishers, each time any produces one.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = LatestValues<Output, Failure>(count: 3, downstream: AnySubscriber(subscriber)) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
        }
    }

    /// The latest values of four publishers, each time any produces one.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C
        public let d: D

        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = LatestValues<Output, Failure>(count: 4, downstream: AnySubscriber(subscriber)) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }
            subscriber.receive(subscription: inner)
            inner.attach(a, at: 0)
            inner.attach(b, at: 1)
            inner.attach(c, at: 2)
            inner.attach(d, at: 3)
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}

/// The subscription behind every CombineLatest arity: one slot per upstream holding its
/// latest value, and the combined value sent whenever a slot changes and demand allows.
final class LatestValues<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private let combine: ([Any]) -> Output
    private var latest: [Any?]
    private var finished: [Bool]
    private var upstreams: [Subscription?]
    private var demand = Subscribers.Demand.none
    /// A combination is waiting for demand (values arrived while there was none).
    private var pending = false
    private var delivering = false

    init(count: Int, downstream: AnySubscriber<Output, Failure>, combine: @escaping ([Any]) -> Output) {
        self.downstream = downstream
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        upstreams = Array(repeating: nil, count: count)
    }

    var description: String { "CombineLatest" }

    func attach<P: Publisher>(_ publisher: P, at index: Int) where P.Failure == Failure {
        publisher.subscribe(AnySubscriber<P.Output, Failure>(
            receiveSubscription: { [weak self] subscription in self?.received(subscription, at: index) },
            receiveValue: { [weak self] value in self?.received(value, at: index); return .none },
            receiveCompletion: { [weak self] completion in self?.completed(completion, at: index) }
        ))
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        self.demand += demand
        deliver()
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        downstream = nil
        upstreams = upstreams.map { _ in nil }
        lock.unlock()
        subscriptions.forEach { $0?.cancel() }
    }

    private func received(_ subscription: Subscription, at index: Int) {
        lock.lock()
        guard downstream != nil, upstreams[index] == nil else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        lock.unlock()
        subscription.request(.unlimited)
    }

    private func received(_ value: Any, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard downstream != nil else { return }
        latest[index] = value
        if latest.allSatisfy({ $0 != nil }) {
            pending = true
            deliver()
        }
    }

    private func completed(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard let subscriber = downstream else { return lock.unlock() }
        switch completion {
        case .failure:
            let others = upstreams
            downstream = nil
            upstreams = upstreams.map { _ in nil }
            lock.unlock()
            others.enumerated().forEach { if $0.offset != index { $0.element?.cancel() } }
            subscriber.receive(completion: completion)
        case .finished:
            finished[index] = true
            let done = finished.allSatisfy { $0 } && !pending
            if done { downstream = nil }
            lock.unlock()
            if done { subscriber.receive(completion: .finished) }
        }
    }

    /// Sends the waiting combination if there is demand; called with the lock held. A
    /// subscriber asking for more from inside `receive` only adds demand here.
    private func deliver() {
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while pending, demand > .none, let subscriber = downstream {
            pending = false
            demand -= 1
            demand += subscriber.receive(combine(latest.map { $0! }))
        }
        if !pending, finished.allSatisfy({ $0 }), let subscriber = downstream {
            downstream = nil
            subscriber.receive(completion: .finished)
        }
    }
}
