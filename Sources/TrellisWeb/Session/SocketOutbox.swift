import Foundation
import NIOWebSocket

/// The messages waiting for one socket, bounded in bytes.
///
/// A browser that reads slower than its session changes (a stalled tab, a hostile client
/// that never reads) must not grow the server's memory. Past `limit` queued bytes the
/// queue is dropped, and later batches are dropped too until the socket's writer is
/// ready again: it then sends one full render of the page as it is by then, which
/// replaces everything that was dropped.
final class SocketOutbox: @unchecked Sendable {
    /// What the writer sends next.
    enum Item: Equatable {
        case message(String)
        /// Batches were dropped: send a full render now.
        case resync
    }

    /// Why a socket's writer stops, and the close code the browser gets.
    enum CloseReason: Equatable {
        /// Another socket took the session over (a reconnect): 4001, and the tab that
        /// owned this one does not reconnect.
        case replaced
        /// The session ended (expired, or the server is stopping): 1001 going away.
        case sessionEnded
        /// The socket's task ends; nothing more to say.
        case finished

        var code: WebSocketErrorCode {
            switch self {
            case .replaced: .unknown(4001)
            case .sessionEnded: .goingAway
            case .finished: .normalClosure
            }
        }

        var text: String {
            switch self {
            case .replaced: "replaced by a newer connection"
            case .sessionEnded: "session ended"
            case .finished: "closed"
            }
        }
    }

    let limit: Int
    private let lock = NSLock()
    private var queue: [String] = []
    private var head = 0
    private var queuedBytes = 0
    private var resyncPending = false
    private var closeReason: CloseReason?
    private var waiter: CheckedContinuation<Item?, Never>?
    private var writeStarted: ContinuousClock.Instant?
    private(set) var overflows = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Queues a message, or drops it (and what is queued) when the reader is too far behind.
    /// Returns true when this message started such a drop.
    @discardableResult
    func send(_ message: String) -> Bool {
        let size = message.utf8.count
        lock.lock()
        guard closeReason == nil, !resyncPending else {
            lock.unlock()
            return false
        }
        // A writer only waits on an empty queue, so a waiting writer takes this message
        // at once, even one bigger than the limit: it costs one message's memory, as a
        // full render would. Otherwise the writer is busy, and past the limit the queue
        // goes; the writer finds the resync when it comes back.
        if queuedBytes + size > limit && waiter == nil {
            queue.removeAll(keepingCapacity: false)
            head = 0
            queuedBytes = 0
            resyncPending = true
            overflows += 1
            lock.unlock()
            return true
        }
        queue.append(message)
        queuedBytes += size
        resumeWaiter()
        return false
    }

    /// The next thing to write; nil once the outbox is closed and empty. Cancelling the
    /// waiting task ends it.
    func next() async -> Item? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                wait(continuation)
            }
        } onCancel: {
            lock.lock()
            let waiter = self.waiter
            self.waiter = nil
            lock.unlock()
            waiter?.resume(returning: nil)
        }
    }

    /// Hands the next item to `continuation` now, or keeps it until there is one.
    private func wait(_ continuation: CheckedContinuation<Item?, Never>) {
        lock.lock()
        if let item = take() {
            lock.unlock()
            continuation.resume(returning: item)
        } else if closeReason != nil || Task.isCancelled {
            lock.unlock()
            continuation.resume(returning: nil)
        } else {
            waiter = continuation
            lock.unlock()
        }
    }

    /// Ends a resync: batches queue again from here. The caller makes the full render in
    /// the same main-actor turn, so no batch falls between the two.
    func resynchronised() {
        lock.lock()
        resyncPending = false
        lock.unlock()
    }

    /// Stops the outbox; the writer closes its socket with `reason`'s code once it has
    /// sent what is queued (a replaced or ended socket gets nothing more).
    func close(_ reason: CloseReason) {
        lock.lock()
        guard closeReason == nil else {
            lock.unlock()
            return
        }
        closeReason = reason
        if reason != .finished {
            queue.removeAll()
            head = 0
            queuedBytes = 0
        }
        let waiter = self.waiter
        self.waiter = nil
        lock.unlock()
        waiter?.resume(returning: nil)
    }

    var reason: CloseReason? {
        lock.lock()
        defer { lock.unlock() }
        return closeReason
    }

    /// Whether a writer is waiting for the next message.
    var hasWaitingWriter: Bool {
        lock.lock()
        defer { lock.unlock() }
        return waiter != nil
    }

    /// Bytes waiting, for tests and diagnostics.
    var pendingBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return queuedBytes
    }

    // MARK: The writer's clock

    /// The writer marks each write, so a socket whose peer stopped reading (its write
    /// blocked on a full TCP window) can be found and closed.
    func writing(_ active: Bool) {
        lock.lock()
        writeStarted = active ? .now : nil
        lock.unlock()
    }

    /// Whether one write has been blocked for longer than `timeout`.
    func isStalled(longerThan timeout: Duration) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let writeStarted else { return false }
        return ContinuousClock.now - writeStarted > timeout
    }

    // MARK: Private (lock held)

    private func take() -> Item? {
        if head < queue.count {
            let message = queue[head]
            head += 1
            queuedBytes -= message.utf8.count
            if head == queue.count {
                queue.removeAll(keepingCapacity: queue.count < 64)
                head = 0
            }
            return .message(message)
        }
        return resyncPending && closeReason == nil ? .resync : nil
    }

    /// Hands the queue's next message to a waiting writer, and unlocks.
    private func resumeWaiter() {
        guard let waiter, let next = take() else {
            lock.unlock()
            return
        }
        self.waiter = nil
        lock.unlock()
        waiter.resume(returning: next)
    }
}
