import Foundation
import Trellis

/// One event from the browser: `{"seq":N,"element":id,"event":"tap"}`, with a `value`
/// for `setText` (a string) and `setOn` (a bool). `seq` counts up per connection page.
struct ClientMessage: Equatable {
    var seq: Int
    var event: HostEvent

    /// Why a message was refused. The text goes back to the browser and into the log.
    struct Rejection: Error, Equatable, CustomStringConvertible {
        var seq: Int?
        var reason: String
        var description: String { reason }
    }

    private struct Wire: Decodable {
        var seq: Int
        var element: Int
        var event: String
        var value: Value?

        enum Value: Decodable {
            case string(String)
            case bool(Bool)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let flag = try? container.decode(Bool.self) {
                    self = .bool(flag)
                } else {
                    self = .string(try container.decode(String.self))
                }
            }
        }
    }

    static func parse(_ text: String) throws(Rejection) -> ClientMessage {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw Rejection(seq: nil, reason: "malformed message: expected {\"seq\":Int,\"element\":Int,\"event\":String,\"value\"?}")
        }
        guard wire.element > 0 else {
            throw Rejection(seq: wire.seq, reason: "element \(wire.element) is not an element id")
        }
        let element = ElementID(wire.element)
        switch (wire.event, wire.value) {
        case ("tap", nil):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .tap))
        case ("setText", .string(let text)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .setText(text)))
        case ("setOn", .bool(let on)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .setOn(on)))
        case ("tap", _), ("setText", _), ("setOn", _):
            throw Rejection(seq: wire.seq, reason: "event \(wire.event) has the wrong value")
        default:
            throw Rejection(seq: wire.seq, reason: "unknown event \(JSON.string(String(wire.event.prefix(40))))")
        }
    }
}
