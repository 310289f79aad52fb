import Foundation
import Trellis

// Seed 001 ("Flujo de datos en SwiftUI"): a Hacker-News-style reader. Stories arrive
// through a Combine pipeline (`receive(on:)`, `sink`, `store(in:)`) into an
// ObservableObject; failures show as an error; a timer publisher keeps "posted … ago"
// current through `onReceive`; Settings' keywords reach the view model's filter with
// `assign(to:on:)`; the reader picks its link colour from `@Environment(\.colorScheme)`.

public struct Story: Codable, Identifiable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let by: String
    /// When it was posted (seconds since 1970).
    public let time: TimeInterval
    public let url: String

    public init(id: Int, title: String, by: String, time: TimeInterval, url: String) {
        self.id = id
        self.title = title
        self.by = by
        self.time = time
        self.url = url
    }
}

/// Where the stories come from: `GET <base>/stories.json`.
public struct API: @unchecked Sendable {
    public enum Error: LocalizedError, Identifiable, Equatable {
        case addressUnreachable(URL)
        case invalidResponse

        public var id: String { localizedDescription }

        public var errorDescription: String? {
            switch self {
            case .addressUnreachable(let url): "\(url.absoluteString) is unreachable"
            case .invalidResponse: "Response from server was invalid"
            }
        }
    }

    public let baseURL: URL
    let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func stories() -> AnyPublisher<[Story], Error> {
        let url = baseURL.appendingPathComponent("stories.json")
        return session.dataTaskPublisher(for: url)
            .mapError { _ in Error.addressUnreachable(url) }
            .tryMap { output -> Data in
                guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else { throw Error.invalidResponse }
                return output.data
            }
            .decode(type: [Story].self, decoder: JSONDecoder())
            .mapError { error in error as? Error ?? .invalidResponse }
            .eraseToAnyPublisher()
    }
}

public final class ReaderViewModel: ObservableObject {
    @Published public var error: API.Error? = nil
    @Published private var allStories = [Story]()
    @Published public var filter = [String]()
    @Published public private(set) var isLoading = false
    private var subscriptions = Set<AnyCancellable>()
    private let load: () -> AnyPublisher<[Story], API.Error>

    /// `load` is usually `API(...).stories`; tests hand in any publisher.
    public init(load: @escaping () -> AnyPublisher<[Story], API.Error>) {
        self.load = load
    }

    /// The stories whose titles contain one of the filter's keywords (all when none).
    public var stories: [Story] {
        guard !filter.isEmpty else { return allStories }
        return allStories.filter { story in
            filter.contains { story.title.localizedCaseInsensitiveContains($0) }
        }
    }

    public func fetchStories() {
        isLoading = true
        load()
            .receive(on: DispatchQueue.main)
            .sink { completion in
                self.isLoading = false
                if case .failure(let error) = completion {
                    self.error = error
                }
            } receiveValue: { stories in
                self.allStories = stories
                self.error = nil
            }
            .store(in: &subscriptions)
    }
}

public struct FilterKeyword: Identifiable, Codable, Hashable, Sendable {
    public var id = UUID()
    public var value: String

    public init(value: String) { self.value = value }
}

public final class Settings: ObservableObject {
    @Published public var keywords = [FilterKeyword]()

    public init() {}
}

/// "posted 3 min 12 s ago by pg", recomputed from `currentDate`.
public struct PostedBy: View {
    let time: TimeInterval
    let user: String
    let currentDate: Date

    public var body: some View {
        Text("posted \(Self.ago(from: Date(timeIntervalSince1970: time), to: currentDate)) by \(user)")
            .font(.footnote)
            .foregroundColor(.secondary)
    }

    public static func ago(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        if seconds < 60 { return "\(seconds) s ago" }
        if seconds < 3600 { return "\(seconds / 60) min \(seconds % 60) s ago" }
        return "\(seconds / 3600) h \(seconds % 3600 / 60) min ago"
    }
}

public struct ReaderView: View {
    @ObservedObject var model: ReaderViewModel
    @EnvironmentObject var settings: Settings
    @Environment(\.colorScheme) var colorScheme: ColorScheme
    @State var currentDate = Date()
    private let timer: AnyPublisher<Date, Never>

    /// The seed ticks every 10 seconds; the Gallery ticks every second so it shows.
    public init(model: ReaderViewModel, tick: TimeInterval = 10) {
        self.model = model
        self.timer = Timer.publish(every: tick, on: .main, in: .common)
            .autoconnect()
            .eraseToAnyPublisher()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(model.filter.isEmpty ? "All stories" : "Filter: \(model.filter.joined(separator: ", "))")
                    .font(.headline)
                Spacer()
                Button("Reload") { model.fetchStories() }
                    .disabled(model.isLoading)
            }
            List {
                ForEach(model.stories) { story in
                    VStack(alignment: .leading, spacing: 4) {
                        Link(story.title, destination: URL(string: story.url)!)
                            .foregroundStyle(colorScheme == .light ? .blue : .orange)
                        PostedBy(time: story.time, user: story.by, currentDate: currentDate)
                    }
                }
            }
            Text("\(model.stories.count) stories · \(settings.keywords.count) keywords")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .onReceive(timer) {
            self.currentDate = $0
        }
        .alert(item: self.$model.error) { error in
            Alert(
                title: Text("Network error"),
                message: Text(error.localizedDescription),
                dismissButton: .cancel()
            )
        }
    }
}

/// Edits `Settings.keywords`; the reader's filter follows through the Combine wiring.
public struct SettingsView: View {
    @EnvironmentObject var settings: Settings
    @State private var newKeyword = ""

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Filter keywords").font(.headline)
            VStack(alignment: .leading, spacing: 8) {
                TextField("Keyword", text: $newKeyword)
                Button("Add keyword") {
                    settings.keywords.append(FilterKeyword(value: newKeyword.trimmingCharacters(in: .whitespaces)))
                    newKeyword = ""
                }
                .disabled(newKeyword.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            ForEach(settings.keywords) { keyword in
                HStack {
                    Text(keyword.value)
                    Spacer()
                    Button("Remove \(keyword.value)") {
                        settings.keywords.removeAll { $0.id == keyword.id }
                    }
                }
            }
        }
    }
}

/// The seed's `HNReader` app: one view model and one settings object, wired once.
public struct HNReader: View {
    let viewModel: ReaderViewModel
    let userSettings = Settings()
    let tick: TimeInterval
    private var subscriptions = Set<AnyCancellable>()
    @State private var dark = false

    public init(api: API, tick: TimeInterval = 10) {
        viewModel = ReaderViewModel(load: api.stories)
        self.tick = tick
        // Creando suscripción de filter a keywords
        userSettings.$keywords
            .map { $0.map { $0.value } }
            .assign(to: \.filter, on: viewModel)
            .store(in: &subscriptions)
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ReaderView(model: viewModel, tick: tick)
                .environment(\.colorScheme, dark ? .dark : .light)
            VStack(alignment: .leading, spacing: 16) {
                SettingsView()
                Toggle("Dark links", isOn: $dark)
            }
            .frame(width: 240)
        }
        .environmentObject(userSettings)
        .onAppear { viewModel.fetchStories() }
    }
}

/// The stories the Gallery serves itself at `/api/stories.json`, posted some minutes
/// before the server started.
public enum ReaderSampleData {
    static let entries: [(title: String, by: String, minutesAgo: Double, url: String)] = [
        ("Show HN: SwiftUI's data flow, running on a Linux server", "ana", 3, "https://www.swift.org/"),
        ("Combine publishers explained with marbles", "bob", 12, "https://developer.apple.com/documentation/combine"),
        ("Why identity matters in declarative UI", "carmen", 27, "https://developer.apple.com/videos/play/wwdc2021/10022/"),
        ("The ObservableObject protocol, ten years on", "dmitri", 41, "https://developer.apple.com/documentation/combine/observableobject"),
        ("Observation: per-property tracking in Swift 5.9", "eve", 58, "https://github.com/swiftlang/swift-evolution/blob/main/proposals/0395-observability.md"),
        ("Ask HN: How do you test view logic on CI?", "farid", 75, "https://news.ycombinator.com/"),
        ("Server-side Swift with Hummingbird 2", "grace", 96, "https://hummingbird.codes/"),
        ("A calculator in SwiftUI, step by step", "hu", 130, "https://objccn.io/"),
    ]

    /// The stories as the API returns them, posted relative to `now`.
    public static func stories(now: Date = Date()) -> [Story] {
        entries.enumerated().map { index, entry in
            Story(id: 1000 + index, title: entry.title, by: entry.by,
                  time: now.timeIntervalSince1970 - entry.minutesAgo * 60, url: entry.url)
        }
    }

    public static func json(now: Date = Date()) -> Data {
        (try? JSONEncoder().encode(stories(now: now))) ?? Data("[]".utf8)
    }
}

/// Where the Gallery's reader finds its API (set once the server knows its port).
public enum ReaderConfiguration {
    nonisolated(unsafe) private static var base = URL(string: "http://127.0.0.1:8080/api")!
    private static let lock = NSLock()

    public static var apiBase: URL {
        get { lock.lock(); defer { lock.unlock() }; return base }
        set { lock.lock(); base = newValue; lock.unlock() }
    }
}
