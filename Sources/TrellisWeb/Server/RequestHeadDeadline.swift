import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Closes a connection whose first request head has not fully arrived within `timeout`.
///
/// Hummingbird's idle timeout starts once a first request has been parsed, and counts
/// parsed parts rather than bytes; a client that opens a connection and trickles a header
/// a byte at a time (slowloris) would hold it for ever. This handler sits in front of the
/// HTTP decoder, watches the raw bytes for the blank line that ends the head, and removes
/// itself once it has seen it.
final class RequestHeadDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// How many bytes of "\r\n\r\n" the data read so far ends with.
    private var matched = 0
    private var done = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !done {
            let buffer = unwrapInboundIn(data)
            if sawEndOfHead(buffer) {
                done = true
                deadline?.cancel()
                deadline = nil
                context.fireChannelRead(data)
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                return
            }
        }
        context.fireChannelRead(data)
    }

    private func start(_ context: ChannelHandlerContext) {
        guard deadline == nil, !done else { return }
        let channel = context.channel
        deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            channel.close(promise: nil)
        }
    }

    private func sawEndOfHead(_ buffer: ByteBuffer) -> Bool {
        let pattern: [UInt8] = [13, 10, 13, 10]
        for byte in buffer.readableBytesView {
            if byte == pattern[matched] {
                matched += 1
                if matched == 4 { return true }
            } else {
                matched = byte == 13 ? 1 : 0
            }
        }
        return false
    }
}

/// A server child channel that puts a `RequestHeadDeadline` in front of another one.
struct HeadDeadlineChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let timeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let timeout = self.timeout
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(RequestHeadDeadline(timeout: timeout))
        }.flatMap {
            inner.setup(channel: channel, logger: logger)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
