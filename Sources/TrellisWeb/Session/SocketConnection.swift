import Foundation
import HummingbirdWebSocket
import NIOCore

/// One open socket of a session: a reader that hands the browser's events to the session,
/// a writer that sends the session's batches from its bounded outbox, and a watchdog that
/// closes the socket when its peer has stopped reading (a blocked write also blocks the
/// keep-alive pings, so nothing else would notice).
struct SocketConnection: Sendable {
    let session: WebSession
    let connection: Int
    let outbox: SocketOutbox
    let channel: any Channel
    let log: RefusalLog

    /// Runs until the browser closes, the socket breaks, or the session replaces or ends
    /// it. Rethrows a bad frame's error, so the library closes with its code (1009 for a
    /// message over the limit, 1007 for text that is not UTF-8).
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
             maxMessageBytes: Int, writeTimeout: Duration) async throws {
        let failure: (any Error)? = await withTaskGroup(of: (any Error)?.self) { group in
            group.addTask { await write(to: outbound); return nil }
            group.addTask {
                do {
                    try await read(inbound, maxMessageBytes: maxMessageBytes)
                    return nil
                } catch {
                    return error
                }
            }
            group.addTask { await watch(writeTimeout: writeTimeout); return nil }
            // Whichever ends first ends the others.
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        await session.detach(connection)
        if let failure {
            log.refused("a bad frame", session: session.id, reason: "\(failure)")
            throw failure
        }
    }

    private func read(_ inbound: WebSocketInboundStream, maxMessageBytes: Int) async throws {
        for try await message in inbound.messages(maxSize: maxMessageBytes) {
            let reply: String?
            switch message {
            case .text(let text): reply = await session.receive(text, connection: connection)
            case .binary:
                log.refused("a binary message", session: session.id)
                reply = #"{"error":"binary messages are not accepted"}"#
            }
            if let reply { outbox.send(reply) }
        }
    }

    private func write(to outbound: WebSocketOutboundWriter) async {
        while let item = await outbox.next() {
            let text: String
            switch item {
            case .message(let message):
                text = message
            case .resync:
                guard let full = await session.resynchronise(outbox) else { return }
                text = full
            }
            outbox.writing(true)
            defer { outbox.writing(false) }
            do { try await outbound.write(.text(text)) } catch { return }
        }
        if let reason = outbox.reason, reason != .finished {
            try? await outbound.close(reason.code, reason: reason.text)
        }
    }

    private func watch(writeTimeout: Duration) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: writeTimeout / 4)
            guard !Task.isCancelled else { return }
            if outbox.isStalled(longerThan: writeTimeout) {
                log.refused("a socket that stopped reading", session: session.id)
                channel.close(promise: nil)
                return
            }
        }
    }
}
