import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@MainActor
@Suite struct SmokeTests {
    @Test func counterIncrements() throws {
        let host = ViewHost(Counter())
        try host.find(text: "Count: 0")
        try host.find(button: "Increment").tap()
        try host.find(text: "Count: 1")
        #expect(host.bodyEvaluations(of: Counter.self) == 2)
        #expect(host.render() == """
        VStack [spacing: 8]
          Text "Count: 1"
          Button
            Text "Increment"
        """)
    }
}
