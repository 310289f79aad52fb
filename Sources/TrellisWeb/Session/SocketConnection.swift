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
    let gate: SocketGate

    /// Runs until the browser closes, the socket breaks, or the session replaces or ends
    /// it. Rethrows a bad frame's error, so the library closes with its code (1009 for a
    /// message over the limit, 1007 for text that is not UTF-8).
    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
             maxMessageBytes: Int, writeTimeout: Duration) async throws {
        let failure: (any Error)? = await withTaskGroup(of: (any Error)?.self) { group in
            group.addTask { await write(to: outbound); return nil }
            group.addTask {
                do {
                    try await read(inbound, outbound: outbound, maxMessageBytes: maxMessageBytes)
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

    private func read(_ inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
                      maxMessageBytes: Int) async throws {
        var limits = SocketLimits()
        for try await message in inbound.messages(maxSize: maxMessageBytes) {
            // Parsed here, off the main actor: a flood of junk never reaches the sessions'
            // shared thread, and a socket that sends mostly junk, or events faster than
            // anyone types, is closed (1008).
            let reply: String?
            switch message {
            case .text(let text):
                do {
                    let parsed = try ClientMessage.parse(text)
                    if limits.admitEvent() {
                        reply = await session.receive(parsed, connection: connection)
                    } else {
                        reply = WebSession.errorReply(.init(seq: parsed.seq, reason: "too many events"))
                    }
                } catch {
                    log.refused("a client message", session: session.id, reason: error.reason)
                    reply = WebSession.errorReply(error)
                }
            case .binary:
                log.refused("a binary message", session: session.id)
                reply = #"{"error":"binary messages are not accepted"}"#
            }
            guard let reply else { continue }
            outbox.send(reply)
            if !limits.allowRefusal() {
                log.refused("a socket that sent too many refused messages", session: session.id)
                gate.coolDown(session.id, for: .seconds(2))
                try? await outbound.close(.policyViolation, reason: "too many refused messages")
                return
            }
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

/// What one socket may send: events at most as fast as a person can make them (a token
/// bucket: 200 at once, 100 a second after that), and no more than 50 refused messages in
/// 10 s (a page whose events race an update gets a few; a client sending junk gets many).
struct SocketLimits {
    private var tokens = 200.0
    private var refilled = ContinuousClock.now
    private var refusals: [ContinuousClock.Instant] = []

    mutating func admitEvent(now: ContinuousClock.Instant = .now) -> Bool {
        let elapsed = now - refilled
        tokens = min(200, tokens + 100 * (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        refilled = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    mutating func allowRefusal(now: ContinuousClock.Instant = .now) -> Bool {
        refusals.removeAll { now - $0 > .seconds(10) }
        refusals.append(now)
        return refusals.count <= 50
    }
}
