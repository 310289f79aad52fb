// Swift 5 language mode, `import SwiftUI`: code as an iOS project writes it.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

final class SessionModel: ObservableObject {
    static var made = 0
    @Published var taps = 0
    init() { SessionModel.made += 1 }
}

struct TapView: View {
    @EnvironmentObject var model: SessionModel
    var body: some View {
        Button("Taps: \(model.taps)") { model.taps += 1 }
    }
}

struct TapApp: App {
    @StateObject private var model = SessionModel()

    var body: some Scene {
        WindowGroup("Tapper") {
            TapView()
                .environmentObject(model)
        }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
    }
}

struct PhaseView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var changes: [String] = []

    var body: some View {
        VStack {
            Text("Phase: \(String(describing: scenePhase))")
            Text("Changes: \(changes.joined(separator: ","))")
        }
        .onChange(of: scenePhase) { phase in
            changes.append(String(describing: phase))
        }
    }
}

final class SaveLog: ObservableObject {
    @Published var saves = 0
}

struct PhaseApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var log = SaveLog()

    var body: some Scene {
        WindowGroup {
            VStack {
                PhaseView()
                SavesView(log: log)
            }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { log.saves += 1 }
        }
    }
}

struct SavesView: View {
    @ObservedObject var log: SaveLog
    var body: some View { Text("Saves: \(log.saves)") }
}

@MainActor
@Suite struct AppTests {
    @Test func appMountsItsFirstWindowGroup() throws {
        let host = ViewHost(app: TapApp())
        #expect(host.windowTitle == "Tapper")
        try host.find(button: "Taps: 0").tap()
        try host.find(button: "Taps: 1").tap()
        #expect(host.contains(text: "Taps: 2"))
    }

    @Test func stateObjectOfAnAppIsOnePerSession() throws {
        let before = SessionModel.made
        let first = ViewHost(app: TapApp())
        let second = ViewHost(app: TapApp())
        try first.find(button: "Taps: 0").tap()
        try first.find(button: "Taps: 1").tap()
        #expect(first.contains(text: "Taps: 2"))
        #expect(second.contains(text: "Taps: 0"))
        #expect(SessionModel.made - before == 2)
    }

    @Test func scenePhaseFollowsTheHost() throws {
        let host = ViewHost(app: PhaseApp())
        #expect(host.contains(text: "Phase: active"))
        host.scenePhase = .inactive
        host.scenePhase = .background
        #expect(host.contains(text: "Phase: background"))
        #expect(host.contains(text: "Changes: inactive,background"))
        #expect(host.contains(text: "Saves: 1"))
        host.scenePhase = .active
        #expect(host.contains(text: "Changes: inactive,background,active"))
        #expect(host.contains(text: "Saves: 1"))
    }
}
