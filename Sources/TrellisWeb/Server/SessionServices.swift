import Foundation
import Logging
import ServiceLifecycle
#if canImport(Glibc)
import Glibc
#endif

/// Closes sessions whose tab has been gone longer than the timeout, forgets the storage
/// of browsers no session shows any more, and gives the memory back to the system.
struct SessionSweeper: Service {
    let store: SessionStore
    let devices: DeviceStorage
    let interval: Duration

    func run() async throws {
        // Ends with graceful shutdown (or cancellation); sessions are closed by the host.
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: interval)
                if await store.expireIdle() > 0 { devices.forgetUnusedDevices() }
                // Every sweep, not only those that closed sessions: a closed socket's
                // timers (its 30 s ping among them) free their memory only when they would
                // have fired. Trimming costs a few milliseconds, off the main actor.
                MemoryTrim.release()
            }
        }
    }
}

/// The first service to hear SIGTERM: stops new sessions, tells every open tab to load
/// the page again (a load balancer sends it to another process), and returns when no tab
/// is connected any more or `timeout` has passed, letting the server stop after it.
struct SessionDrain: Service {
    let store: SessionStore
    let timeout: Duration
    let logger: Logger

    func run() async throws {
        // Waits for the shutdown signal; cancellation (a test, a second signal) ends it.
        try? await gracefulShutdown()
        guard !Task.isCancelled else { return }
        let open = await MainActor.run {
            store.drain()
            return store.connectedCount
        }
        logger.info("draining: \(open) open tabs asked to move", metadata: ["timeout": "\(timeout)"])
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline, await MainActor.run(body: { store.connectedCount }) > 0 {
            try? await Task.sleep(for: .milliseconds(100))
        }
        let left = await MainActor.run { store.connectedCount }
        logger.info("drained", metadata: ["tabs left": "\(left)"])
    }
}

/// glibc keeps freed memory in its arenas (one per thread that allocated), so a process
/// that held 10,000 sessions stays at that size after they close. Trimming after a sweep
/// returns the free pages of every arena to the system.
enum MemoryTrim {
    /// `TRELLIS_MALLOC_TRIM=0` turns trimming (and the mmap threshold) off, to measure
    /// what they buy.
    static let enabled = ProcessInfo.processInfo.environment["TRELLIS_MALLOC_TRIM"] != "0"

    static func release() {
        guard enabled else { return }
        #if canImport(Glibc)
        // Looked up at run time: Swift's Glibc module does not export <malloc.h>, and a
        // C library other than glibc (musl) has no malloc_trim.
        if let trim = mallocTrim { _ = trim(0) }
        #endif
    }

    /// Large buffers (a 10,000-row batch is 5 MB) get their own mapping, returned to the
    /// system when freed. glibc otherwise raises its mmap threshold each time such a buffer
    /// is freed, until they land in the heap, where freed space stays in the process.
    static func mapLargeBuffers() {
        guard enabled else { return }
        #if canImport(Glibc)
        if let set = mallopt { _ = set(-3 /* M_MMAP_THRESHOLD */, 1 << 20) }
        #endif
    }

    #if canImport(Glibc)
    private static let mallopt = function("mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)
    private static let mallocTrim = function("malloc_trim", as: (@convention(c) (Int) -> Int32).self)

    /// A C function of the running process by name, nil when its C library has none.
    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
    }
    #endif
}
