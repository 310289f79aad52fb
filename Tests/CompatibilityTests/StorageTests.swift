// Swift 5 language mode, `import SwiftUI`: @AppStorage and @SceneStorage as settings
// screens use them.
import Foundation
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

enum Theme: String, CaseIterable { case system, light, dark }

struct SettingsScreen: View {
    @AppStorage("username") private var username = "Guest"
    @AppStorage("launches") private var launches = 0
    @AppStorage("theme") private var theme: Theme = .system
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("nickname") private var nickname: String?
    @SceneStorage("draft") private var draft = ""

    var body: some View {
        Form {
            TextField("Name", text: $username)
            Stepper("Launches: \(launches)", value: $launches)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            Button("Nickname") { nickname = "Ace" }
            Button("Forget nickname") { nickname = nil }
            TextField("Draft", text: $draft)
            Text("\(username), \(launches), \(theme.rawValue), \(volume), \(nickname ?? "no nickname"), draft \(draft)")
            ThemeBadge()
        }
    }
}

struct ThemeBadge: View {
    @AppStorage("theme") private var theme: Theme = .system
    var body: some View { Text("Badge \(theme.rawValue)") }
}

@MainActor @Suite struct AppStorageTests {
    @Test func valuesLastAcrossLaunchesOnOneDeviceAndEveryReaderUpdates() throws {
        let device = AppStorageValues()
        let first = ViewHost(SettingsScreen(), appStorage: device)
        try first.find(text: "Guest, 0, system, 0.5, no nickname, draft ")
        try first.find(textField: "Name").setText("Ana")
        try first.find(stepper: "Launches: 0").increment()
        try first.find(picker: "Theme").select("Dark")
        try first.find(button: "Nickname").tap()
        try first.find(textField: "Draft").setText("hello")
        try first.find(text: "Ana, 1, dark, 0.5, Ace, draft hello")
        try first.find(text: "Badge dark")                       // another view reading the key
        #expect(device["theme"] == .string("dark"))

        // A relaunch on the same device: the app's values are back, the scene's are not.
        let second = ViewHost(SettingsScreen(), appStorage: device)
        try second.find(text: "Ana, 1, dark, 0.5, Ace, draft ")
        try second.find(button: "Forget nickname").tap()
        try second.find(text: "Ana, 1, dark, 0.5, no nickname, draft ")
        #expect(device["nickname"] == nil)
        // Both hosts share the device: the first one follows the change.
        first.flush()
        try first.find(text: "Ana, 1, dark, 0.5, no nickname, draft hello")
    }

    @Test func everyHostHasItsOwnStoreUnlessToldOtherwise() throws {
        let one = ViewHost(SettingsScreen())
        try one.find(textField: "Name").setText("Bo")
        let two = ViewHost(SettingsScreen())
        try two.find(text: "Guest, 0, system, 0.5, no nickname, draft ")
        #expect(one.appStorage["username"] == .string("Bo"))
        #expect(two.appStorage["username"] == nil)
    }

    @Test func sceneStorageBelongsToItsScene() throws {
        let scene = AppStorageValues()
        let tab = ViewHost(SettingsScreen(), sceneStorage: scene)
        try tab.find(textField: "Draft").setText("notes")
        let reloaded = ViewHost(SettingsScreen(), sceneStorage: scene)
        try reloaded.find(text: "Guest, 0, system, 0.5, no nickname, draft notes")
    }
}
