// Swift 5 language mode: an app that tells its widgets to reload after saving, as apps
// with a widget extension do.
import SwiftUI
import Testing
import WidgetKit
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

struct StreakView: View {
    @AppStorage("streak") private var streak = 0

    var body: some View {
        Button("Streak \(streak)") {
            streak += 1
            WidgetCenter.shared.reloadAllTimelines()
            WidgetCenter.shared.reloadTimelines(ofKind: "StreakWidget")
        }
    }
}

@MainActor
@Suite struct WidgetCenterTests {
    @Test func reloadsHaveNoWidgetsToReachAndTheAppGoesOn() async throws {
        let host = ViewHost(StreakView())
        let before = WidgetCenter.shared._reloadCount
        try host.find(button: "Streak 0").tap()
        #expect(host.findAll(button: "Streak 1").count == 1)
        #expect(WidgetCenter.shared._reloadCount == before + 2)
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }
}
