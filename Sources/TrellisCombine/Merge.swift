import Foundation
import OpenCombine

// OpenCombine 0.14 has no Merge. These follow Apple's Combine: values of every upstream
// go downstream as they come; the subscriber's demand is passed on to each upstream
// (so at most that many wait here while another upstream is faster); the publisher
// finishes when every upstream has finished and fails with the first failure.

extension Publishers {
    /// The values of two publishers of the same output, interleaved as they arrive.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergedValues.start([AnyPublisher(a), AnyPublisher(b)], for: subscriber)
        }

        public func merge<P: Publisher>(with other: P) -> Merge3<A, B, P> where P.Output == Output, P.Failure == Failure {
            Merge3(a, b, other)
        }
    }

    /// The values of three publishers of the same output, interleaved as they arrive.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = A.Output
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
            MergedValues.start([AnyPublisher(a), AnyPublisher(b), AnyPublisher(c)], for: subscriber)
        }
    }

    /// The values of four publishers of the same output, interleaved as they arrive.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Output == B.Output, B.Output == C.Output, C.Output == D.Output,
          A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = A.Output
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
            MergedValues.start([AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d)], for: subscriber)
        }
    }

    /// The values of any number of publishers of one type, interleaved as they arrive.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergedValues.start(publishers.map { AnyPublisher($0) }, for: subscriber)
        }

        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure,
          D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }
}

/// The subscription behind every Merge arity.
final class MergedValues<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [Subscription?]
    private var finished: [Bool]
    /// All demand passed upstream so far, given at once to an upstream that subscribes late.
    private var requested = Subscribers.Demand.none
    private var demand = Subscribers.Demand.none
    /// Values that arrived beyond the current demand, oldest first.
    private var waiting: [Output] = []
    private var delivering = false

    static func start<S: Subscriber>(_ publishers: [AnyPublisher<Output, Failure>], for subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        let inner = MergedValues(count: publishers.count, downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: inner)
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(AnySubscriber<Output, Failure>(
                receiveSubscription: { [weak inner] subscription in inner?.received(subscription, at: index) },
                receiveValue: { [weak inner] value in inner?.received(value); return .none },
                receiveCompletion: { [weak inner] completion in inner?.completed(completion, at: index) }
            ))
        }
        inner.finishIfDone()
    }

    private init(count: Int, downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: count == 0, count: count)
    }

    var description: String { "Merge" }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard downstream != nil, demand > .none else { return lock.unlock() }
        self.demand += demand
        let extra = deliver()
        lock.unlock()
        askUpstreams(for: demand + extra)
    }

    func cancel() {
        lock.lock()
        let subscriptions = upstreams
        downstream = nil
        waiting.removeAll()
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
        let demand = requested
        lock.unlock()
        if demand > .none { subscription.request(demand) }
    }

    private func received(_ value: Output) {
        lock.lock()
        guard downstream != nil else { return lock.unlock() }
        waiting.append(value)
        let extra = deliver()
        lock.unlock()
        askUpstreams(for: extra)
    }

    private func completed(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard let subscriber = downstream else { return lock.unlock() }
        if case .failure = completion {
            let others = upstreams
            downstream = nil
            waiting.removeAll()
            upstreams = upstreams.map { _ in nil }
            lock.unlock()
            others.enumerated().forEach { if $0.offset != index { $0.element?.cancel() } }
            subscriber.receive(completion: completion)
            return
        }
        finished[index] = true
        let extra = deliver()
        lock.unlock()
        askUpstreams(for: extra)
    }

    fileprivate func finishIfDone() {
        lock.lock()
        _ = deliver()
        lock.unlock()
    }

    /// Passes demand on to every upstream, and remembers it for those not subscribed yet.
    private func askUpstreams(for demand: Subscribers.Demand) {
        guard demand > .none else { return }
        lock.lock()
        requested += demand
        let subscriptions = upstreams
        lock.unlock()
        subscriptions.forEach { $0?.request(demand) }
    }

    /// Sends waiting values while there is demand, then the end once every upstream
    /// finished and nothing waits; called with the lock held. Returns the demand the
    /// subscriber added while receiving, for the caller to pass upstream after unlocking.
    private func deliver() -> Subscribers.Demand {
        guard !delivering else { return .none }
        delivering = true
        defer { delivering = false }
        var extra = Subscribers.Demand.none
        while !waiting.isEmpty, demand > .none, let subscriber = downstream {
            demand -= 1
            let more = subscriber.receive(waiting.removeFirst())
            demand += more
            extra += more
        }
        if waiting.isEmpty, finished.allSatisfy({ $0 }), let subscriber = downstream {
            downstream = nil
            subscriber.receive(completion: .finished)
        }
        return extra
    }
}
