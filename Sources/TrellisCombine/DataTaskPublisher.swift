import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine

extension URLSession {
    /// Loads a URL when subscribed, as Apple's `dataTaskPublisher(for:)`: one value
    /// `(data, response)` then finished, or a `URLError`. Values arrive on the session's
    /// delegate queue; use `.receive(on: DispatchQueue.main)` before touching view state.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// Apple's `URLSession.DataTaskPublisher`.
    public struct DataTaskPublisher: Publisher, @unchecked Sendable {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(self, AnySubscriber(subscriber)))
        }
    }
}

/// Starts the task at the first demand; cancelling cancels the task.
private final class DataTaskSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let publisher: URLSession.DataTaskPublisher
    private var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
    private var task: URLSessionDataTask?

    init(_ publisher: URLSession.DataTaskPublisher, _ downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard downstream != nil, task == nil else {
            lock.unlock()
            return
        }
        let task = publisher.session.dataTask(with: publisher.request) { [self] data, response, error in
            finish(data: data, response: response, error: error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(data: Data?, response: URLResponse?, error: Error?) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        // The task is done: a later cancel() must not reach it. FoundationNetworking on
        // Linux calls this handler before it marks the task completed, and cancelling in
        // that window traps ("behaviour for a task that is not in the registry").
        task = nil
        lock.unlock()
        guard let downstream else { return }
        if let response, error == nil {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            let failure = (error as? URLError) ?? URLError(.unknown, userInfo: error.map { [NSUnderlyingErrorKey: $0] } ?? [:])
            downstream.receive(completion: .failure(failure))
        }
    }

    func cancel() {
        lock.lock()
        let task = self.task
        self.task = nil
        downstream = nil
        lock.unlock()
        // On Linux a cancel can trap the process unless the session's cache answers
        // synchronously (see `CancellationSafeURLCache`); on a session with some other cache
        // the task is left to finish on its own, bounded by the request's `timeoutInterval`.
        // Nothing reaches the subscriber after the cancel either way.
        guard let task, cancellingIsSafe(on: publisher.session) else { return }
        task.cancel()
    }
}

// `decode(type:decoder: JSONDecoder())` and `encode(encoder: JSONEncoder())`, as in Apple's Combine.
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
