#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking

extension URLSession {
    /// Apple's `data(from:delegate:)` as apps call it, without a delegate. On Linux this
    /// overload is preferred to FoundationNetworking's, whose cancellation can deadlock the
    /// cancelling thread (swift-corelibs-foundation #5412: it cancels the URL task while the
    /// Swift runtime holds the task's lock). A `.task` is cancelled whenever its view goes
    /// away, so with SwiftUI code that thread is the main actor.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url))
    }

    /// Apple's `data(for:delegate:)` as apps call it, without a delegate; see `data(from:)`.
    /// Cancelling throws `URLError(.cancelled)` at once, as on Apple platforms.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        let load = CancellableLoad(session: self)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let response, error == nil {
                        load.finish(.success((data ?? Data(), response)))
                    } else {
                        load.finish(.failure(error ?? URLError(.unknown)))
                    }
                }
                load.start(task, continuation)
            }
        } onCancel: {
            load.cancel()
        }
    }
}

/// One load's state, shared by its completion handler and its cancellation handler, which
/// may run on any thread and in any order. The continuation is resumed exactly once.
private final class CancellableLoad: @unchecked Sendable {
    private let lock = NSLock()
    private let session: URLSession
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<(Data, URLResponse), Error>?
    private var isCancelled = false

    init(session: URLSession) {
        self.session = session
    }

    func start(_ task: URLSessionDataTask, _ continuation: CheckedContinuation<(Data, URLResponse), Error>) {
        lock.lock()
        if isCancelled {
            lock.unlock()
            continuation.resume(throwing: URLError(.cancelled))
            return
        }
        self.task = task
        self.continuation = continuation
        lock.unlock()
        task.resume()
    }

    func finish(_ result: Result<(Data, URLResponse), Error>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        task = nil
        lock.unlock()
        continuation?.resume(with: result)
    }

    /// Runs inside the Swift runtime's cancellation, under the task's lock: the caller is
    /// answered here, and the URL task is cancelled later from another thread, and only
    /// where that cannot trap (see `CancellationSafeURLCache`). Otherwise the load finishes
    /// on its own, bounded by the request's `timeoutInterval`, and its result is dropped.
    func cancel() {
        lock.lock()
        isCancelled = true
        let task = self.task
        self.task = nil
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(throwing: URLError(.cancelled))
        guard let task, cancellingIsSafe(on: session) else { return }
        DispatchQueue.global().async { task.cancel() }
    }
}
#endif
