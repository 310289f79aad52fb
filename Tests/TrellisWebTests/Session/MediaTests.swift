import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) @testable import TrellisWeb

// The tab's speakers in the web host: a sound's source is served only to its tab, the page
// is told to play with op `v`, and what the page's audio did comes back as a message.

@MainActor
@Suite("Media")
struct MediaTests {
    let store = SessionStore(timeout: .seconds(60), capacity: 10, log: RefusalLog(logger: Logger(label: "test")))

    private func get(_ session: WebSession, token: String? = nil, sound: Int) -> Request {
        let path = "/_trellis/media?s=\(session.id)&t=\(token ?? session.token)&m=\(sound)"
        return Request(head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: path), body: RequestBody(buffer: ByteBuffer()))
    }

    @Test func aSoundsSourceIsServedOnlyToItsTab() async throws {
        let session = try #require(store.create { $0.mount(Text("Hi")) })
        let other = try #require(store.create { $0.mount(Text("Hi")) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-media-test.mp3")
        try Data("ID3 not really".utf8).write(to: file)
        let bytes = Data("RIFF....WAVEfmt ".utf8)
        let fromFile = session.graph.media.register(.file(file)) { _ in }
        let fromData = session.graph.media.register(.data(bytes, mimeType: "audio/wav")) { _ in }
        let remote = session.graph.media.register(.remote(URL(string: "https://cdn.example/a.mp3")!)) { _ in }
        let served = await MediaFiles().serve(get(session, sound: fromFile), store: store)
        #expect(served.status == .ok)
        #expect(served.headers[.contentType] == "audio/mpeg")
        #expect(await MediaFiles().serve(get(session, sound: fromData), store: store).headers[.contentType] == "audio/wav")
        #expect(await MediaFiles().serve(get(session, sound: remote), store: store).status == .notFound, "the browser loads it itself")
        #expect(await MediaFiles().serve(get(other, sound: fromFile), store: store).status == .notFound, "another tab's sound")
        #expect(await MediaFiles().serve(get(session, token: RandomID.make(), sound: fromFile), store: store).status == .notFound)
        session.graph.media.release(fromFile)
        #expect(await MediaFiles().serve(get(session, sound: fromFile), store: store).status == .notFound, "a released sound")
    }

    @Test func thePageIsToldToPlayAndItsReportsReachTheTab() throws {
        var writer = DOMBatchWriter()
        writer.request(.media(.play(id: 3, position: 1.5, loops: -1, volume: 0.5, rate: 1, remote: nil)))
        writer.request(.media(.play(id: 4, position: 0, loops: 0, volume: 1, rate: 1, remote: URL(string: "https://cdn.example/a.mp3"))))
        writer.request(.media(.speak(id: 5, text: "Hi \"you\"", language: nil, rate: 0.5, pitch: 1, volume: 1)))
        #expect(writer.operations.contains(#"["v","play",3,1.5,-1,0.5,1,null]"#))
        #expect(writer.operations.contains(#"["v","play",4,0,0,1,1,"https://cdn.example/a.mp3"]"#))
        #expect(writer.operations.contains(#"["v","speak",5,"Hi \"you\"",null,0.5,1,1]"#))

        #expect(try ClientMessage.parse(#"{"seq":1,"media":"ended 3"}"#).kind == .media(.ended(id: 3)))
        #expect(try ClientMessage.parse(#"{"seq":1,"media":"duration 3 12.5"}"#).kind == .media(.duration(id: 3, seconds: 12.5)))
        #expect(try ClientMessage.parse(#"{"seq":1,"media":"spoken 5"}"#).kind == .media(.spoken(id: 5)))
        for junk in [#""ended""#, #""ended -1""#, #""duration 3 NaN""#, #""louder 3""#, #""ended 3 4""#] {
            #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":1,"media":\#(junk)}"#) }
        }

        let session = try #require(store.create { $0.mount(Text("Hi")) })
        var heard: [MediaEvent] = []
        let sound = session.graph.media.register(.remote(URL(string: "https://cdn.example/a.mp3")!)) { heard.append($0) }
        session.graph.media.play(sound, from: 0, loops: 0, volume: 1, rate: 1)
        #expect(session.receive(#"{"seq":1,"media":"ended \#(sound)"}"#) == nil)
        #expect(heard == [.ended(id: sound)])
        #expect(session.graph.media.playing.isEmpty)
    }
}
