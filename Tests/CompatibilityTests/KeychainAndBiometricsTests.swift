// Swift 5 language mode, as apps keep a login token in the keychain (a helper class over
// `SecItem…`, the way tutorials write it) and gate a screen behind Face ID.
import LocalAuthentication
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

final class TokenKeychain {
    let service = "com.example.app"

    func save(_ token: String, account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        if status == errSecDuplicateItem {
            let match = [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account] as CFDictionary
            return SecItemUpdate(match, [kSecValueData: Data(token.utf8)] as CFDictionary)
        }
        return status
    }

    func read(account: String) -> String? {
        let query = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: kCFBooleanTrue!,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ] as [String: Any]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess, let data = result as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    func accounts() -> [String] {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                    kSecReturnAttributes as String: true, kSecMatchLimit as String: kSecMatchLimitAll]
        var result: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess,
              let items = result as? [[String: Any]] else { return [] }
        return items.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
    }

    func delete(account: String) -> OSStatus {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                       kSecAttrAccount as String: account] as CFDictionary)
    }
}

struct LockedScreen: View {
    @State private var unlocked = false
    @State private var message = "Locked"

    var body: some View {
        VStack {
            Text(message)
            Button("Unlock") { authenticate() }
        }
    }

    private func authenticate() {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") { success, _ in
                DispatchQueue.main.async { message = success ? "Unlocked" : "Failed" }
            }
        } else {
            message = "No biometrics: \(LAError.Code(rawValue: error?.code ?? 0) == .biometryNotAvailable)"
        }
    }
}

/// Signs in the way apps do: a network call, then the token saved once it answers.
struct SignInButton: View {
    @State private var done = false
    var body: some View {
        Button(done ? "Signed in" : "Sign in") {
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                _ = TokenKeychain().save("token-after-await", account: "me")
                done = true
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct KeychainAndBiometricsTests {
    @Test func workAfterAnAwaitKeepsToTheBrowserThatStartedIt() async throws {
        let browser = ViewHost(SignInButton())
        try browser.find(button: "Sign in").tap()
        #expect(await browser.wait(timeout: .seconds(5)) { !browser.findAll(button: "Signed in").isEmpty })
        var mine: String?, theirs: String? = "placeholder"
        let sameBrowser = ViewHost(RunButton { mine = TokenKeychain().read(account: "me") }, appStorage: browser.appStorage)
        try sameBrowser.find(button: "Run").tap()
        let otherBrowser = ViewHost(RunButton { theirs = TokenKeychain().read(account: "me") })
        try otherBrowser.find(button: "Run").tap()
        #expect(mine == "token-after-await")
        #expect(theirs == nil)
        // Nor did it go to the process's own keychain.
        #expect(TokenKeychain().read(account: "me") == nil)
    }

    @Test func itemsAreAddedFoundUpdatedAndDeletedPerDevice() throws {
        var seen: [String?] = []
        var statuses: [OSStatus] = []
        var listed: [String] = []
        let keychain = TokenKeychain()
        let phone = ViewHost(RunButton {
            statuses.append(keychain.save("abc", account: "ada"))
            statuses.append(keychain.save("xyz", account: "bob"))
            // Saving again updates the item.
            statuses.append(keychain.save("abd", account: "ada"))
            seen.append(keychain.read(account: "ada"))
            listed = keychain.accounts()
            statuses.append(keychain.delete(account: "bob"))
            statuses.append(keychain.delete(account: "bob"))
            seen.append(keychain.read(account: "bob"))
        })
        try phone.find(button: "Run").tap()
        #expect(statuses == [errSecSuccess, errSecSuccess, errSecSuccess, errSecSuccess, errSecItemNotFound])
        #expect(seen == ["abd", nil])
        #expect(listed == ["ada", "bob"])

        // Another device (browser) has a keychain of its own.
        var elsewhere: String? = "placeholder"
        let tablet = ViewHost(RunButton { elsewhere = keychain.read(account: "ada") })
        try tablet.find(button: "Run").tap()
        #expect(elsewhere == nil)

        // A query without a class is refused.
        #expect(SecItemAdd([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
        var bytes = [UInt8](repeating: 0, count: 32)
        #expect(SecRandomCopyBytes(kSecRandomDefault, bytes.count, &bytes) == errSecSuccess && bytes.contains { $0 != 0 })
    }

    @Test func biometricsAreNotAvailableAndSaySo() async throws {
        let host = ViewHost(LockedScreen())
        try host.find(button: "Unlock").tap()
        #expect(host.contains(text: "No biometrics: true"))
        let context = LAContext()
        #expect(context.biometryType == .none)
        do {
            _ = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Sign in")
            Issue.record("evaluated without a passcode")
        } catch let error as LAError {
            #expect(error.code == .passcodeNotSet)
        }
    }
}
