import Foundation
import Synchronization

/// One value per device, made the first time the device asks and dropped when the device's
/// storage is: SwiftData's and Core Data's stores. The device is the one the caller works
/// for: the browser of the tab whose event (or task) is running, a test host's storage,
/// else the process's (`AppStorageValues.standard`).
package final class PerDevice<Value: AnyObject>: @unchecked Sendable {
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])
    private struct Entry {
        weak var device: AppStorageValues?
        let value: Value
    }

    package init() {}

    /// The caller's device's value, made by `make` (given the device's storage) the first time.
    package func current(make: (AppStorageValues) -> Value) -> Value {
        let device = ViewGraph.current()?.appStorage ?? AppStorageValues.standard
        let key = ObjectIdentifier(device)
        return entries.withLock { entries in
            if let known = entries[key], known.device === device { return known.value }
            // Devices whose storage is gone (their browsers forgotten) go with it.
            entries = entries.filter { $0.value.device != nil }
            let made = make(device)
            entries[key] = Entry(device: device, value: made)
            return made
        }
    }
}
