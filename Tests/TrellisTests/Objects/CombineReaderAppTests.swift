import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting
import TrellisGalleryApps

// Seed 001 ("Flujo de datos en SwiftUI"): the reader's Combine pipeline into an
// ObservableObject, errors, the timer through onReceive, Settings.keywords wired to the
// view model's filter with assign(to:on:), environment objects (nearest wins, two types).

@MainActor
private func sampleStories(now: Date = Date()) -> [Story] { ReaderSampleData.stories(now: now) }

/// The seed's `HNReader` app wiring, as a view (the Gallery's HNReader does the same).
private struct ReaderApp: View {
    let viewModel: ReaderViewModel
    let userSettings = Settings()
    private var subscriptions = Set<AnyCancellable>()

    init(viewModel: ReaderViewModel) {
        self.viewModel = viewModel
        userSettings.$keywords
            .map { $0.map { $0.value } }
            .assign(to: \.filter, on: viewModel)
            .store(in: &subscriptions)
    }

    var body: some View {
        VStack {
            ReaderView(model: viewModel)
            SettingsView()
        }
        .environmentObject(userSettings)
    }
}

private final class ThemeSettings: ObservableObject {
    let theme: String
    init(theme: String) { self.theme = theme }
}

private struct ThemeView: View {
    @EnvironmentObject var settings: ThemeSettings
    var body: some View { Text("Theme \(settings.theme)") }
}

private final class UserSettings: ObservableObject { @Published var name = "ana" }
private final class AdminSettings: ObservableObject { @Published var level = 1 }

private struct BothSettingsView: View {
    @EnvironmentObject var userSettings: UserSettings
    @EnvironmentObject var adminSettings: AdminSettings
    var body: some View {
        VStack {
            Text("User \(userSettings.name)")
            Text("Level \(adminSettings.level)")
            Button("Promote") { adminSettings.level += 1 }
        }
    }
}

@MainActor
@Suite("A reader app: Combine publishers and environment objects")
struct CombineReaderAppTests {
    @Test func storiesArriveThroughTheSinkOnTheMainQueue() async throws {
        let subject = PassthroughSubject<[Story], API.Error>()
        let model = ReaderViewModel(load: { subject.eraseToAnyPublisher() })
        let host = ViewHost(ReaderView(model: model).environmentObject(Settings()))
        model.fetchStories()
        subject.send(sampleStories())
        #expect(await host.wait { host.contains(text: "8 stories · 0 keywords") })
        #expect(host.findAll(kind: .link).count == 8)
    }

    @Test func aFailingPublisherShowsTheError() async throws {
        let model = ReaderViewModel(load: { Fail(error: API.Error.invalidResponse).eraseToAnyPublisher() })
        let host = ViewHost(ReaderView(model: model).environmentObject(Settings()))
        model.fetchStories()
        // Seed 001's alert(item: self.$model.error) shows it; its button clears the error.
        #expect(await host.wait { !host.findAll(kind: .alert).isEmpty })
        #expect(try host.find(id: "alert-message").text == "Response from server was invalid")
        try host.find(button: "Cancel").tap()
        #expect(host.findAll(kind: .alert).isEmpty)
        #expect(model.error == nil)
    }

    @Test func anUnreachableServerIsReportedThroughURLSessionsPublisher() async throws {
        // Nothing listens on port 1 of the loopback address: the connection is refused.
        // `API` reaches URLSession.shared before any host exists: install what a host would.
        _installCancellationSafeURLCache()
        let api = API(baseURL: URL(string: "http://127.0.0.1:1/api")!)
        let model = ReaderViewModel(load: api.stories)
        let host = ViewHost(ReaderView(model: model).environmentObject(Settings()))
        model.fetchStories()
        #expect(await host.wait { host.contains(text: "http://127.0.0.1:1/api/stories.json is unreachable") })
        try host.find(text: "Network error")
        #expect(model.error == .addressUnreachable(URL(string: "http://127.0.0.1:1/api/stories.json")!))
    }

    @Test func keywordsReachTheFilterThroughAssignToOn() async throws {
        let subject = CurrentValueSubject<[Story], API.Error>(sampleStories())
        let model = ReaderViewModel(load: { subject.eraseToAnyPublisher() })
        let host = ViewHost(ReaderApp(viewModel: model))
        model.fetchStories()
        #expect(await host.wait { host.contains(text: "8 stories · 0 keywords") })
        try host.find(textField: "Keyword").setText("swift")
        try host.find(button: "Add keyword").tap()
        #expect(model.filter == ["swift"])
        try host.find(text: "Filter: swift")
        try host.find(text: "4 stories · 1 keywords")
        try host.find(button: "Remove swift").tap()
        try host.find(text: "8 stories · 0 keywords")
    }

    @Test func theTimerKeepsPostedAgoCurrentThroughOnReceive() async throws {
        let posted = Date().addingTimeInterval(-30)
        let story = Story(id: 1, title: "Hello", by: "pg", time: posted.timeIntervalSince1970, url: "https://example.com")
        let subject = CurrentValueSubject<[Story], API.Error>([story])
        let model = ReaderViewModel(load: { subject.eraseToAnyPublisher() })
        let host = ViewHost(ReaderView(model: model, tick: 0.05).environmentObject(Settings()))
        model.fetchStories()
        func postedText() -> String? { host.findAll(kind: .text).first { $0.text.hasPrefix("posted ") }?.text }
        #expect(await host.wait { postedText() != nil })
        let first = try #require(postedText())
        #expect(first.hasSuffix("s ago by pg"))
        host.resetCounters()
        // Timer.publish(every:on: .main, in: .common).autoconnect() ticks on the main queue;
        // once a second has passed the text moves on.
        #expect(await host.wait { postedText() != first })
        // currentDate is read in the List's row closures: those re-run (and PostedBy with
        // them), the ReaderView body does not.
        #expect(host.bodyEvaluations(of: PostedBy.self) > 0)
        #expect(host.bodyEvaluations(of: ReaderView.self) == 0)
    }

    @Test func theInjectionNearestTheViewWins() throws {
        // The seed's chain: in SwiftUI the call nearest the view ("Light") is the one the
        // view sees; the outer one only reaches views that the inner one does not cover.
        let host = ViewHost(
            ThemeView()
                .environmentObject(ThemeSettings(theme: "Light"))
                .environmentObject(ThemeSettings(theme: "Dark"))
        )
        try host.find(text: "Theme Light")

        // Along a path, the injection made last on the way down (the nearest) wins.
        let nested = ViewHost(
            VStack {
                ThemeView()
                VStack { ThemeView() }.environmentObject(ThemeSettings(theme: "Inner"))
            }
            .environmentObject(ThemeSettings(theme: "Outer"))
        )
        #expect(nested.findAll(kind: .text).map(\.text) == ["Theme Outer", "Theme Inner"])
    }

    @Test func twoObjectTypesLiveSideBySide() throws {
        let admin = AdminSettings()
        let host = ViewHost(BothSettingsView().environmentObject(UserSettings()).environmentObject(admin))
        try host.find(text: "User ana")
        try host.find(button: "Promote").tap()
        try host.find(text: "Level 2")
        #expect(admin.level == 2)
    }
}
