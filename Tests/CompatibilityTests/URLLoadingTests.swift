// Swift 5 language mode, `import SwiftUI`: views that load in a `.task`, as apps write
// them (CupcakeCorner's song list, say), going away while the request is in flight.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

struct SongCountView: View {
    let url: URL
    @State private var status = "Loading…"

    var body: some View {
        Text(status)
            .task {
                do {
                    let (data, _) = try await URLSession.shared.data(from: url)
                    status = "\(data.count) bytes"
                } catch {
                    status = "Failed"
                }
            }
    }
}

@MainActor @Suite struct URLLoadingTests {
    /// Nothing listens on port 1 of the loopback address: every load fails fast.
    let unreachable = URL(string: "http://127.0.0.1:1/songs.json")!

    @Test func leavingViewsWhileTheirTasksLoadIsSafe() async {
        // Each host going away cancels fifty `.task`s whose requests are failing right then,
        // at a point that moves by 50 µs a round. On Linux such a cancel used to trap the
        // whole process (during URLSession.shared's cache lookup: it failed CI once, from
        // CupcakeCorner in the corpus tests) or deadlock the main actor (while the failure
        // was being delivered).
        for round in 0..<60 {
            var host: ViewHost? = ViewHost(VStack {
                ForEach(0..<50, id: \.self) { _ in SongCountView(url: unreachable) }
            })
            for _ in 0..<3 { await Task.yield() }
            let shown = (host?.findAll(text: "Loading…").count ?? 0) + (host?.findAll(text: "Failed").count ?? 0)
            #expect(shown == 50)
            let until = DispatchTime.now().uptimeNanoseconds + UInt64(round % 30) * 50_000
            while DispatchTime.now().uptimeNanoseconds < until {}
            host = nil
        }
        // Loading still works afterwards, and a load nobody cancels reports its failure.
        let host = ViewHost(SongCountView(url: unreachable))
        #expect(await host.wait { host.contains(text: "Failed") })
    }

    @Test func cancellingLoadsAsTheyFailIsSafe() async {
        // A hundred loads cancelled together while their failures arrive, as a screen of
        // rows does when it closes: FoundationNetworking's own `data(for:)` deadlocks the
        // cancelling thread here now and then (swift-corelibs-foundation #5412).
        for round in 0..<30 {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<100 {
                    group.addTask { _ = try? await URLSession.shared.data(from: unreachable) }
                }
                try? await Task.sleep(nanoseconds: UInt64(round % 10) * 100_000)
                group.cancelAll()
            }
        }
        let errors = await withTaskGroup(of: URLError.Code?.self) { group in
            group.addTask {
                do { _ = try await URLSession.shared.data(for: URLRequest(url: unreachable)); return nil }
                catch { return (error as? URLError)?.code }
            }
            group.addTask {
                do { _ = try await URLSession.shared.data(from: unreachable); return nil }
                catch { return (error as? URLError)?.code }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(errors == [.cannotConnectToHost, .cannotConnectToHost])
    }
}
