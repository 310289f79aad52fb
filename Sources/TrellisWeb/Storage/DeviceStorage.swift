import Foundation
import Logging
import SQLiteNIO
import Synchronization
@_spi(TrellisHost) import Trellis

/// What browsers keep with `@AppStorage` and `@SceneStorage`: one SQLite database
/// (through Vapor's SQLiteNIO, which embeds SQLite), where each browser is one device,
/// named by a random cookie, and each tab one scene of its device. Nothing is shared
/// between devices.
///
/// Reads never wait on the disk while a view runs: a device's values are loaded when its
/// page is requested (a scene's when its socket opens), off the main actor. Writes are
/// coalesced per key and written in the background, in order.
///
/// (GRDB, the usual Swift SQLite library, cannot be built next to the `Combine` module
/// this package provides on Linux: GRDB imports Combine whenever one exists, and ours
/// is OpenCombine, whose C helper module GRDB's build cannot see.)
final class DeviceStorage: @unchecked Sendable {
    private let connection: SQLiteConnection
    private let logger: Logger
    let capacity: Int
    private let state = Mutex(State())

    private struct State {
        /// The live store of each device, shared by its tabs so they update together;
        /// bounded: past `capacity`, stores nobody is reading are dropped first.
        var devices: [String: AppStorageValues] = [:]
        var order: [String] = []
        /// Writes not yet on disk, the newest value per row; one task drains them in order.
        var pending: [RowKey: AppStorageValue?] = [:]
        var pendingOrder: [RowKey] = []
        var draining = false
    }

    struct RowKey: Hashable, Sendable {
        let owner: String
        let key: String
    }

    /// Scene rows untouched this long are deleted when the host starts.
    static let sceneLifetime: TimeInterval = 30 * 86_400

    private init(connection: SQLiteConnection, capacity: Int, logger: Logger) {
        self.connection = connection
        self.capacity = max(capacity, 1)
        self.logger = logger
    }

    /// Opens (or creates) the database at `path`; nil: in memory, for this process only.
    static func open(path: String?, capacity: Int = 10_000, logger: Logger) async throws -> DeviceStorage {
        let storage: SQLiteConnection.Storage
        if let path {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            storage = .file(path: path)
        } else {
            storage = .memory
        }
        let connection = try await SQLiteConnection.open(storage: storage, logger: logger)
        do {
            if path != nil {
                // Several processes behind a load balancer may share the file: a statement
                // that finds it locked waits for it (set first: switching to WAL takes the
                // lock, and processes started together race for it), and readers do not
                // block the writer (WAL).
                _ = try await connection.query("PRAGMA busy_timeout=5000")
                _ = try await connection.query("PRAGMA journal_mode=WAL")
            }
            _ = try await connection.query("""
                CREATE TABLE IF NOT EXISTS storage (
                    owner TEXT NOT NULL,
                    key TEXT NOT NULL,
                    value TEXT NOT NULL,
                    updated REAL NOT NULL,
                    PRIMARY KEY (owner, key)
                ) WITHOUT ROWID
                """)
            _ = try await connection.query("DELETE FROM storage WHERE owner LIKE 'scene:%' AND updated < ?",
                                           [.float(Date().timeIntervalSince1970 - sceneLifetime)])
        } catch {
            // A connection must be closed before it goes (SQLiteNIO asserts it).
            try? await connection.close()
            throw error
        }
        return DeviceStorage(connection: connection, capacity: capacity, logger: logger)
    }

    /// The `@AppStorage` store of a device, its values loaded.
    func appStorage(device: String) async -> AppStorageValues {
        if let store = state.withLock({ $0.devices[device] }) { return store }
        let values = await loadAll(owner: "device:\(device)")
        let made = AppStorageValues(persistence: SQLitePersistence(storage: self, owner: "device:\(device)", values: values))
        let capacity = self.capacity
        return state.withLock { state in
            if let raced = state.devices[device] { return raced }
            if state.devices.count >= capacity {
                let victim = state.order.firstIndex { state.devices[$0]?.isObserved == false } ?? 0
                state.devices[state.order[victim]] = nil
                state.order.remove(at: victim)
            }
            state.devices[device] = made
            state.order.append(device)
            return made
        }
    }

    /// Drops the cached stores no live session holds (their values are on disk; the next
    /// visit loads them again). Called after sessions are swept, so a server that saw
    /// 10,000 browsers once does not keep 10,000 stores. Returns how many it dropped.
    @discardableResult
    func forgetUnusedDevices() -> Int {
        state.withLock { state in
            var dropped = 0
            for device in state.order {
                guard var store = state.devices.removeValue(forKey: device) else { continue }
                if isKnownUniquelyReferenced(&store) {
                    dropped += 1
                } else {
                    state.devices[device] = store
                }
            }
            if dropped > 0 { state.order.removeAll { state.devices[$0] == nil } }
            return dropped
        }
    }

    /// Where the `@SceneStorage` of one tab of a device is kept, its values loaded.
    func scenePersistence(device: String, scene: String) async -> any AppStoragePersistence {
        let owner = "scene:\(device):\(scene)"
        return SQLitePersistence(storage: self, owner: owner, values: await loadAll(owner: owner))
    }

    private func loadAll(owner: String) async -> [String: AppStorageValue] {
        do {
            let rows = try await connection.query("SELECT key, value FROM storage WHERE owner = ?", [.text(owner)])
            var values: [String: AppStorageValue] = [:]
            for row in rows {
                guard let key = row.column("key")?.string, let text = row.column("value")?.string,
                      let value = try? JSONDecoder().decode(AppStorageValue.self, from: Data(text.utf8)) else { continue }
                values[key] = value
            }
            return values
        } catch {
            logger.error("could not read the app storage", metadata: ["error": "\(error)"])
            return [:]
        }
    }

    /// Queues a write (nil: a delete); a later write of the same row replaces it.
    func save(_ value: AppStorageValue?, owner: String, key: String) {
        let row = RowKey(owner: owner, key: key)
        let start = state.withLock { state in
            if state.pending.updateValue(value, forKey: row) == nil { state.pendingOrder.append(row) }
            defer { state.draining = true }
            return !state.draining
        }
        if start { Task { await self.drain() } }
    }

    /// Writes every queued row; returns when none is left.
    func flush() async {
        while state.withLock({ $0.draining || !$0.pending.isEmpty }) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    private func drain() async {
        while true {
            let next: (RowKey, AppStorageValue?)? = state.withLock { state in
                guard !state.pendingOrder.isEmpty else {
                    state.draining = false
                    return nil
                }
                let row = state.pendingOrder.removeFirst()
                return (row, state.pending.removeValue(forKey: row) ?? nil)
            }
            guard let (row, value) = next else { return }
            do {
                if let value, let text = String(data: try JSONEncoder().encode(value), encoding: .utf8) {
                    _ = try await connection.query(
                        "INSERT OR REPLACE INTO storage (owner, key, value, updated) VALUES (?, ?, ?, ?)",
                        [.text(row.owner), .text(row.key), .text(text), .float(Date().timeIntervalSince1970)])
                } else {
                    _ = try await connection.query("DELETE FROM storage WHERE owner = ? AND key = ?", [.text(row.owner), .text(row.key)])
                }
            } catch {
                logger.error("could not save a value in the app storage", metadata: ["key": "\(row.key.prefix(64))", "error": "\(error)"])
            }
        }
    }

    /// Writes what is queued and closes the database.
    func close() async {
        await flush()
        try? await connection.close()
    }
}

/// One owner's rows: loaded up front, written back through the storage's queue.
final class SQLitePersistence: AppStoragePersistence, @unchecked Sendable {
    private let storage: DeviceStorage
    private let owner: String
    private let values: Mutex<[String: AppStorageValue]>

    init(storage: DeviceStorage, owner: String, values: [String: AppStorageValue]) {
        self.storage = storage
        self.owner = owner
        self.values = Mutex(values)
    }

    func load(_ key: String) -> AppStorageValue? {
        values.withLock { $0[key] }
    }

    func save(_ value: AppStorageValue?, forKey key: String) {
        values.withLock { $0[key] = value }
        storage.save(value, owner: owner, key: key)
    }
}
