import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) @testable import TrellisWeb

// Files a visitor chose in the browser's dialog, brought up by `POST /_trellis/upload`: only
// for a choice the app opened, within the host's bounds, in the order chosen.

private struct Importer: View {
    @State var showing = false
    var body: some View {
        Button("Import") { showing = true }
            .fileImporter(isPresented: $showing, allowedContentTypes: [.plainText]) { _ in }
    }
}

@MainActor
@Suite("File uploads")
struct FileUploadTests {
    let store = SessionStore(timeout: .seconds(60), capacity: 10, log: RefusalLog(logger: Logger(label: "test")))

    private func uploads(limit: Int = 1_000, budget: Int = 10_000) -> FileUploads {
        FileUploads(maxChoiceBytes: limit, budget: UploadBudget(capacity: budget),
                    allowList: HostAllowList(names: HostAllowList.defaults(boundTo: "127.0.0.1")),
                    log: RefusalLog(logger: Logger(label: "test")))
    }

    /// A session whose app opened a choice of text files; its outcome lands in `outcomes`.
    private func sessionChoosing(limit: Int = 3, outcomes: OutcomeLog) throws -> (WebSession, Int) {
        let session = try #require(store.create { $0.mount(Importer()) })
        let choice = session.graph.files.choose(from: .files, types: [.plainText], limit: limit) { outcomes.list.append($0) }
        return (session, choice)
    }

    final class OutcomeLog { var list: [FileChoiceOutcome] = [] }

    private func post(_ session: WebSession, token: String? = nil, choice: Int, index: Int, of count: Int,
                      name: String = "a.txt", body: String = "", length: Int? = nil, origin: String? = nil) -> Request {
        var fields = HTTPFields()
        if count > 0 { fields[.contentLength] = String(length ?? body.utf8.count) }
        if let origin { fields[.origin] = origin }
        let path = "/_trellis/upload?s=\(session.id)&t=\(token ?? session.token)&c=\(choice)&i=\(index)&of=\(count)&name=\(name)&type=text/plain"
        let head = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: path, headerFields: fields)
        return Request(head: head, body: RequestBody(buffer: ByteBuffer(string: body)))
    }

    @Test func theFilesOfAChoiceReachTheAppInTheOrderChosen() async throws {
        let outcomes = OutcomeLog()
        let (session, choice) = try sessionChoosing(outcomes: outcomes)
        let uploads = uploads()
        // The second file may arrive first; nothing reaches the app until both are here.
        #expect(try await uploads.receive(post(session, choice: choice, index: 1, of: 2, name: "b.txt", body: "second"), store: store).status == .noContent)
        #expect(outcomes.list.isEmpty)
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 2, name: "a.txt", body: "first"), store: store).status == .noContent)
        let chosen = try #require(outcomes.list.first)
        guard case .chosen(let files) = chosen else { Issue.record("expected files, got \(chosen)"); return }
        #expect(files.map(\.name) == ["a.txt", "b.txt"])
        #expect(files.map { String(decoding: $0.data, as: UTF8.self) } == ["first", "second"])
        // Answered: another upload for it is refused.
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 1, body: "late"), store: store).status == .conflict)
    }

    @Test func aChoiceOfNoFilesIsACancel() async throws {
        let outcomes = OutcomeLog()
        let (session, choice) = try sessionChoosing(outcomes: outcomes)
        #expect(try await uploads().receive(post(session, choice: choice, index: 0, of: 0), store: store).status == .noContent)
        #expect(outcomes.list == [.cancelled])
    }

    @Test func strangersAndWrongRequestsAreRefusedBeforeTheBodyIsRead() async throws {
        let outcomes = OutcomeLog()
        let (session, choice) = try sessionChoosing(outcomes: outcomes)
        let uploads = uploads()
        #expect(try await uploads.receive(post(session, token: RandomID.make(), choice: choice, index: 0, of: 1, body: "x"), store: store).status == .forbidden)
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 1, body: "x", origin: "https://evil.example"), store: store).status == .forbidden)
        #expect(try await uploads.receive(post(session, choice: choice + 1, index: 0, of: 1, body: "x"), store: store).status == .conflict)
        #expect(try await uploads.receive(post(session, choice: choice, index: 3, of: 2, body: "x"), store: store).status == .badRequest)
        #expect(outcomes.list.isEmpty, "the choice is still open")
        // A body longer than it said: refused, and the app hears the choice failed.
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 1, body: "much longer", length: 2), store: store).status == .contentTooLarge)
        #expect(outcomes.list == [.failed("the upload did not arrive")])
    }

    @Test func aChoiceLargerThanTheLimitFails() async throws {
        let outcomes = OutcomeLog()
        let (session, choice) = try sessionChoosing(outcomes: outcomes)
        let uploads = uploads(limit: 10)
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 2, body: "123456"), store: store).status == .noContent)
        #expect(try await uploads.receive(post(session, choice: choice, index: 1, of: 2, body: "123456"), store: store).status == .contentTooLarge)
        guard case .failed = outcomes.list.first else { Issue.record("expected a failure, got \(outcomes.list)"); return }
    }

    @Test func pastTheProcessBudgetAnUploadIsRefused() async throws {
        let outcomes = OutcomeLog()
        let (session, choice) = try sessionChoosing(outcomes: outcomes)
        let uploads = uploads(limit: 1_000, budget: 4)
        #expect(try await uploads.receive(post(session, choice: choice, index: 0, of: 1, body: "12345"), store: store).status == .serviceUnavailable)
        #expect(outcomes.list == [.failed("the server is busy")])
    }

    @Test func theDialogIsAskedForWithItsTypesAndLimit() throws {
        let session = try #require(store.create { $0.mount(Importer()) })
        var request = FileChoiceRequest(id: 7, source: .files, contentTypes: [.plainText], limit: 1)
        #expect(request.accept == "text/plain,.txt,.text")
        request.contentTypes = [.image, .pdf]
        #expect(request.accept == "image/*,application/pdf,.pdf")
        request.contentTypes = [.data]
        #expect(request.accept == "", "any file")
        var writer = DOMBatchWriter()
        writer.request(.chooseFiles(FileChoiceRequest(id: 7, source: .photos, contentTypes: [.image], limit: 3)))
        #expect(writer.operations.contains(#"["f",7,"image/*",3,1]"#))
        _ = session
    }
}
