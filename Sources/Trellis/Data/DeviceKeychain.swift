import Foundation

extension ViewGraph {
    /// Keychain items (`SecItemAdd` and its kin) live with the device's `@AppStorage`
    /// values, under one key of their own: each browser has its own, as each iOS device
    /// does. Installed once, when the first graph is made; outside any graph, and for a
    /// graph on the process's store, TrellisFoundation keeps them in `UserDefaults`.
    static let keychainInstalled: Void = {
        let key = "\u{1}Keychain"
        _KeychainStorage.resolve = {
            guard let device = ViewGraph.current()?.appStorage, device !== AppStorageValues.standard else { return nil }
            return (load: {
                        if case .data(let data)? = device[key] { return data }
                        return nil
                    },
                    save: { data in device.write(data.map { .data($0) }, forKey: key) })
        }
    }()
}
