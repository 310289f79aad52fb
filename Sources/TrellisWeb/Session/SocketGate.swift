import Foundation

/// Sessions that take no new socket for a while: one whose socket was closed for abuse
/// (1008) waits 2 s, so reconnecting does not buy a fresh allowance at once. Kept off the
/// main actor, so refusing a reconnect storm costs the sessions' shared thread nothing.
final class SocketGate: @unchecked Sendable {
    private let lock = NSLock()
    private var coolingUntil: [String: ContinuousClock.Instant] = [:]
    /// Most sessions remembered at once; expired entries are dropped first.
    let capacity: Int

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    func coolDown(_ session: String, for duration: Duration) {
        let now = ContinuousClock.now
        lock.lock()
        defer { lock.unlock() }
        if coolingUntil.count >= capacity {
            coolingUntil = coolingUntil.filter { $0.value > now }
            if coolingUntil.count >= capacity { coolingUntil.removeAll() }
        }
        coolingUntil[session] = now + duration
    }

    func isCooling(_ session: String) -> Bool {
        let now = ContinuousClock.now
        lock.lock()
        defer { lock.unlock() }
        guard let until = coolingUntil[session] else { return false }
        if until > now { return true }
        coolingUntil[session] = nil
        return false
    }
}
