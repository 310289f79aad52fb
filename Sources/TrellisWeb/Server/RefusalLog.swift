import Foundation
import Logging

/// Logs what the host refuses, without letting a stranger fill the disk: each kind of
/// refusal writes at most `burst` lines per `interval`; the rest are only counted, and
/// the count goes out with the next line of that kind. Reasons are cut to a short length
/// since some quote what the client sent.
final class RefusalLog: @unchecked Sendable {
    let logger: Logger
    let burst: Int
    let interval: Duration
    private let lock = NSLock()
    private var windows: [String: Window] = [:]
    private(set) var refusals = 0
    private(set) var linesWritten = 0

    private struct Window {
        var start: ContinuousClock.Instant
        var written = 0
        var suppressed = 0
    }

    init(logger: Logger, burst: Int = 5, interval: Duration = .seconds(10)) {
        self.logger = logger
        self.burst = burst
        self.interval = interval
    }

    /// Notes one refusal of `what` ("a client message", "a socket with a wrong token").
    func refused(_ what: String, session: String? = nil, reason: String? = nil) {
        let now = ContinuousClock.now
        lock.lock()
        refusals += 1
        var window = windows[what] ?? Window(start: now)
        if now - window.start >= interval {
            window.start = now
            window.written = 0
        }
        guard window.written < burst else {
            window.suppressed += 1
            windows[what] = window
            lock.unlock()
            return
        }
        window.written += 1
        let suppressed = window.suppressed
        window.suppressed = 0
        windows[what] = window
        linesWritten += 1
        lock.unlock()

        var metadata: Logger.Metadata = [:]
        if let session { metadata["session"] = "\(session.prefix(8))" }
        if let reason { metadata["reason"] = "\(reason.prefix(160))" }
        if suppressed > 0 { metadata["suppressed"] = "\(suppressed)" }
        logger.notice("refused \(what)", metadata: metadata)
    }
}
