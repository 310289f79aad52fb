// Swift 5 language mode, `import SwiftUI`: what SwiftUI accepts there builds here too.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

struct Greeting: View {
    @State var name: String
    @State private var visits: Int

    init(name: String) {
        self.name = name
        _visits = State(initialValue: name.count)
    }

    var body: some View {
        Text("Hello \(name), \(visits)")
    }
}

struct MemberwiseGreeting: View {
    @State var name: String
    var body: some View { Text("Hi \(name)") }
}

struct OptionalState: View {
    @State private var picked: String?
    var body: some View {
        Button(picked ?? "none") { picked = "one" }
    }
}

/// A timer block mutating `@State`, as apps write it in Swift 5 mode.
struct Ticker: View {
    @State private var ticks = 0
    @State private var timer: Timer?

    var body: some View {
        Text("Ticks \(ticks)")
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
                    ticks += 1
                }
            }
            .onDisappear { timer?.invalidate() }
    }
}

final class Counter: ObservableObject {
    @Published var value = 0
    func increment() { value += 1 }
}

/// A method reference as a Button action.
struct CounterView: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Button("Count \(counter.value)", action: counter.increment)
    }
}

struct CounterView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CounterView()
            CounterView()
                .previewLayout(.sizeThatFits)
                .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
                .previewDisplayName("Small")
                .preferredColorScheme(.dark)
        }
    }
}

#Preview {
    CounterView()
}

#Preview("Greeting") {
    let name = "Ana"
    Greeting(name: name)
}

#Preview("Explicit return", traits: .sizeThatFitsLayout) {
    let counter = Counter()
    counter.increment()
    return Text("\(counter.value)")
}

/// Foundation comes with `import SwiftUI`, as on Apple platforms.
struct Entry: Identifiable, Codable {
    var id = UUID()
    var date = Date()
    var size: CGFloat = 12
}

@MainActor
@Suite struct SwiftFiveModeTests {
    @Test func stateWithoutAnInitialValue() throws {
        #expect(ViewHost(Greeting(name: "Ana")).contains(text: "Hello Ana, 3"))
        #expect(ViewHost(MemberwiseGreeting(name: "Bo")).contains(text: "Hi Bo"))
        let host = ViewHost(OptionalState())
        try host.find(button: "none").tap()
        #expect(host.contains(text: "one"))
    }

    /// `Timer.scheduledTimer` adds the timer to the current thread's run loop: the web
    /// host runs the main run loop; a test runs the run loop of the thread it mounted on.
    @Test func timerBlockMutatesState() {
        let host = ViewHost(Ticker())
        let deadline = Date(timeIntervalSinceNow: 10)
        while !host.contains(text: "Ticks 3"), Date() < deadline {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
            host.flush()
        }
        #expect(host.contains(text: "Ticks 3"))
    }

    @Test func methodReferenceAsButtonAction() throws {
        let host = ViewHost(CounterView())
        try host.find(button: "Count 0").tap()
        #expect(host.contains(text: "Count 1"))
    }

    @Test func previewProviderMounts() {
        let host = ViewHost(CounterView_Previews.previews)
        #expect(host.findAll(button: "Count 0").count == 2)
        #expect(CounterView_Previews._previewName == "CounterView")
    }

    @Test func foundationComesWithSwiftUI() throws {
        let data = try JSONEncoder().encode([Entry()])
        let decoded = try JSONDecoder().decode([Entry].self, from: data)
        #expect(decoded.count == 1)
        #expect(IndexSet([1, 2]).count == 2)
        UserDefaults.standard.set(3, forKey: "trellis.compat")
        #expect(UserDefaults.standard.integer(forKey: "trellis.compat") == 3)
    }
}
