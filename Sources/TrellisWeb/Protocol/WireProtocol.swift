import Foundation

/// The wire protocol's names, from `Client/protocol.json`: the browser client is handed the
/// same file (as `/_trellis/client/protocol.js`), so an op code or an allowed attribute is
/// spelt in one place for both sides.
struct WireProtocol: Decodable, Sendable {
    /// The op codes of a batch (see `DOMBatchWriter`).
    struct Ops: Decodable, Sendable {
        let create, text, setAttribute, removeAttribute, wrap: String
        let insert, move, remove, removeAll, reset: String
        let animate, scrollTo, openURL, copy, blur, share, place: String
        let notify, askNotifications, location, chooseFiles, media: String
    }

    let ops: Ops
    /// The only attributes the server writes and the client sets.
    let attributes: [String]

    /// The protocol compiled into this binary. The file is ours: a decoding failure is a
    /// defect of the build (the tests decode it), never of a request.
    static let current: WireProtocol = {
        do {
            return try JSONDecoder().decode(WireProtocol.self, from: Data(ClientFiles.protocolJSON))
        } catch {
            fatalError("Client/protocol.json does not decode: \(error)")
        }
    }()
}
