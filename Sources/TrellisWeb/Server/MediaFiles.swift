import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
@_spi(TrellisHost) import Trellis

/// Sounds and videos an app plays from its own files or bytes (`AVAudioPlayer(contentsOf:)`,
/// `AVPlayer(url:)` with a file URL), served to the tab that registered them:
/// `GET /_trellis/media?s=&t=&m=`. Only a sound the tab's `DeviceMedia` holds is served,
/// with the session's token, from a regular file of at most `maxBytes`; nothing else on
/// the server's disk is reachable by this route.
struct MediaFiles: Sendable {
    static let maxBytes = 64 << 20

    func serve(_ request: Request, store: SessionStore) async -> Response {
        let query = request.uri.queryParameters
        let id = query["s"].map(String.init) ?? "", token = query["t"].map(String.init) ?? ""
        guard RandomID.isWellFormed(id[...]), RandomID.isWellFormed(token[...]),
              let sound = query["m"].flatMap({ Int(String($0)) }) else { return Response(status: .badRequest) }
        let source: MediaSource? = await MainActor.run { store.found(id, token: token)?.graph?.media.source(of: sound) }
        let body: Data
        switch source {
        case .file(let url)?:
            guard url.isFileURL, let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = attributes[.size] as? Int, size <= Self.maxBytes,
                  let data = try? Data(contentsOf: url) else { return Response(status: .notFound) }
            body = data
        case .data(let data, _)?:
            body = data
        case .remote?, nil:
            return Response(status: .notFound)
        }
        return Response(
            status: .ok,
            headers: [.contentType: source!.mimeType, .cacheControl: "private, max-age=3600", .xContentTypeOptions: "nosniff"],
            body: .init(byteBuffer: ByteBuffer(bytes: body))
        )
    }
}
