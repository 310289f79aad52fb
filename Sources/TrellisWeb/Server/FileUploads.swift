import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Synchronization
@_spi(TrellisHost) import Trellis

/// Files a visitor chose in the browser's dialog (`fileImporter`, `PhotosPicker`), brought
/// up one `POST /_trellis/upload?s=&t=&c=&i=&of=&name=&type=` each: the session and its
/// token, the choice the app opened, the file's index and the number chosen (0: the dialog
/// was cancelled), its name and the MIME type the browser gave.
///
/// Bounded as a server must be: only a choice the app opened is answered, a choice brings
/// at most `maxChoiceBytes` in all (`Content-Length` is required and checked before a byte
/// is read), and the bytes of uploads in flight over the whole process stay under
/// `budget`; past either the upload is refused at once (413, 503) and the app hears that
/// the choice failed. A stalled body is cut by the connection's idle timeout.
struct FileUploads: Sendable {
    let maxChoiceBytes: Int
    let budget: UploadBudget
    let allowList: HostAllowList
    let log: RefusalLog

    func receive(_ request: Request, store: SessionStore) async throws -> Response {
        // A page of another site must not hand a tab files (the socket's rule).
        guard allowList.allowsOrigin(request.headers[.origin]) else {
            log.refused("an upload from another origin", reason: request.headers[.origin] ?? "")
            return Self.refusal(.forbidden, "origin not allowed")
        }
        let query = request.uri.queryParameters
        let id = query["s"].map(String.init) ?? "", token = query["t"].map(String.init) ?? ""
        guard RandomID.isWellFormed(id[...]), RandomID.isWellFormed(token[...]),
              let choice = query["c"].flatMap({ Int(String($0)) }), choice > 0,
              let count = query["of"].flatMap({ Int(String($0)) }), (0...DeviceFiles.maxFiles).contains(count),
              let index = query["i"].flatMap({ Int(String($0)) }), index >= 0, index < max(count, 1) else {
            return Self.refusal(.badRequest, "expected s, t, c, i and of")
        }
        let name = query["name"].map { String($0.prefix(1024)) } ?? "file"
        let mimeType = query["type"].map { String($0.prefix(128)) }
        let length = request.headers[.contentLength].flatMap { Int($0) }
        guard count == 0 || length != nil else { return Self.refusal(.lengthRequired, "Content-Length is required") }
        let bytes = count == 0 ? 0 : length!

        let admitted: UploadAdmission = await MainActor.run {
            guard let session = store.found(id, token: token) else { return .noSession }
            return session.admitUpload(choice: choice, index: index, count: count, bytes: bytes, limit: maxChoiceBytes)
        }
        switch admitted {
        case .noSession:
            log.refused("an upload without a session", session: id)
            return Self.refusal(.forbidden, "no session")
        case .notOpen:
            return Self.refusal(.conflict, "no such choice is open")
        case .tooLarge:
            return Self.refusal(.contentTooLarge, "the files chosen are larger than \(maxChoiceBytes) bytes")
        case .cancelled:
            return Response(status: .noContent)
        case .admitted:
            break
        }
        guard budget.reserve(bytes) else {
            await MainActor.run { store.found(id, token: token)?.failUpload(choice: choice, reason: "the server is busy") }
            return Self.refusal(.serviceUnavailable, "too many uploads at once; try again shortly")
        }
        defer { budget.release(bytes) }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: bytes)
        } catch {
            await MainActor.run { store.found(id, token: token)?.failUpload(choice: choice, reason: "the upload did not arrive") }
            return Self.refusal(.contentTooLarge, "the body is longer than its Content-Length")
        }
        let file = ChosenFile(name: name, data: Data(buffer: body), mimeType: mimeType)
        await MainActor.run { store.found(id, token: token)?.receiveUpload(file, choice: choice, index: index) }
        return Response(status: .noContent)
    }

    private static func refusal(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// Bytes of uploads being read, over the whole process: each upload reserves its length
/// before its body is read.
final class UploadBudget: Sendable {
    let capacity: Int
    private let used = Mutex(0)

    init(capacity: Int) { self.capacity = capacity }

    func reserve(_ bytes: Int) -> Bool {
        used.withLock { used in
            guard used + bytes <= capacity else { return false }
            used += bytes
            return true
        }
    }

    func release(_ bytes: Int) { used.withLock { $0 -= bytes } }
}

/// What a session says of an upload before its body is read.
enum UploadAdmission: Sendable {
    case admitted
    /// A cancellation (no files): answered at once.
    case cancelled
    case noSession
    /// The app has no such choice open (answered, withdrawn, or never asked).
    case notOpen
    case tooLarge
}

/// The files of one choice arriving, in any order.
struct ArrivingFiles {
    let choice: Int
    let count: Int
    var reserved = 0
    var files: [Int: ChosenFile] = [:]
    var announced: Set<Int> = []
}
