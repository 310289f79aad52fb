// A model file as apps write it: Foundation and Combine only.
import Combine
import Foundation
import Testing

final class SignUpModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var repeated = ""
    @Published private(set) var canSubmit = false
    private var cancellables = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest3($username, $password, $repeated)
            .map { name, password, repeated in name.count >= 3 && !password.isEmpty && password == repeated }
            .assign(to: \.canSubmit, on: self)
            .store(in: &cancellables)
    }
}

@Suite struct CombineTests {
    @Test func combineLatestWaitsForEveryUpstreamThenSendsLatest() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var received: [String] = []
        var finished = false
        let cancellable = a.combineLatest(b) { "\($0)\($1)" }
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        a.send(1)
        #expect(received.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        a.send(completion: .finished)
        #expect(!finished)
        b.send("z")
        b.send(completion: .finished)
        #expect(received == ["1x", "2x", "2y", "2z"])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func combineLatestFailsWithTheFirstFailure() {
        struct Failure: Error {}
        let a = PassthroughSubject<Int, Error>()
        let b = PassthroughSubject<Int, Error>()
        var failed = false
        let cancellable = Publishers.CombineLatest(a, b)
            .sink(receiveCompletion: { if case .failure = $0 { failed = true } }, receiveValue: { _ in })
        a.send(completion: .failure(Failure()))
        #expect(failed)
        cancellable.cancel()
    }

    @Test func signUpFormValidation() {
        let model = SignUpModel()
        #expect(!model.canSubmit)
        model.username = "ana"
        model.password = "pw"
        #expect(!model.canSubmit)
        model.repeated = "pw"
        #expect(model.canSubmit)
    }

    @Test func mergeInterleavesAndFinishesAfterAll() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let cancellable = a.merge(with: b, c)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        a.send(1); b.send(2); c.send(3); a.send(4)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(!finished)
        c.send(5)
        c.send(completion: .finished)
        #expect(received == [1, 2, 3, 4, 5])
        #expect(finished)
        cancellable.cancel()
    }

    @Test func mergeRespectsDemand() {
        let values = Publishers.MergeMany([1, 2, 3].publisher, [4, 5].publisher)
        var received: [Int] = []
        var subscription: Subscription?
        values.subscribe(AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(2)) },
            receiveValue: { received.append($0); return .none },
            receiveCompletion: { _ in }
        ))
        #expect(received.count == 2)
        subscription?.request(.unlimited)
        #expect(received.sorted() == [1, 2, 3, 4, 5])
    }

    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("TrellisTest")
        var received = 0
        let cancellable = center.publisher(for: name).sink { _ in received += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        center.post(name: name, object: nil)
        #expect(received == 2)
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == 2)
    }

    @Test func zipDebounceAndThrottleAreAvailable() async {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var pairs: [Int] = []
        let zip = a.zip(b).map { $0 + $1 }.sink { pairs.append($0) }
        a.send(1); a.send(2); b.send(10); b.send(20)
        #expect(pairs == [11, 22])
        zip.cancel()
        let typed = PassthroughSubject<String, Never>()
        var debounced: [String] = []
        let debounce = typed.debounce(for: .milliseconds(20), scheduler: DispatchQueue.main)
            .sink { debounced.append($0) }
        typed.send("a"); typed.send("ab"); typed.send("abc")
        try? await Task.sleep(for: .milliseconds(200))
        await MainActor.run {}
        #expect(debounced == ["abc"])
        debounce.cancel()
    }

    @Test func cancellingDataTasksRightAfterTheyStartIsSafe() async {
        // Cancelling as a view goes away, just after the request started. On Linux a
        // cancel racing URLSession.shared's cache lookup against a refused connection used
        // to trap the whole process (5 of 5 runs of this test).
        let url = URL(string: "http://127.0.0.1:1/stories.json")!
        // As a host does when it starts; tests run in no fixed order, and this one may be
        // the first to reach URLSession.shared.
        _installCancellationSafeURLCache()
        for _ in 0..<2_000 {
            URLSession.shared.dataTaskPublisher(for: url)
                .sink(receiveCompletion: { _ in }, receiveValue: { _ in })
                .cancel()
        }
        // Still usable afterwards, and a request nobody cancels reports its failure.
        let failure: URLError? = await withCheckedContinuation { continuation in
            var subscription: AnyCancellable?
            subscription = URLSession.shared.dataTaskPublisher(for: url)
                .sink(receiveCompletion: { completion in
                    if case .failure(let error) = completion { continuation.resume(returning: error) }
                    else { continuation.resume(returning: nil) }
                    subscription = nil
                }, receiveValue: { _ in })
            _ = subscription
        }
        #expect(failure?.code == .cannotConnectToHost)
    }
}
