import Foundation
@_spi(TrellisHost) import Trellis

/// One message from the browser: an event, `{"seq":N,"element":id,"event":"tap"}`, with a
/// `value` for `setText` (a string), `setOn` and `focus` (a bool), `setValue` (a finite
/// number), `tapAt`, `drag`, `hover`, `pinch`, `keyPress` and `drop` (fields in a string); `submit` and `dragStart` have none; or the page's scene phase,
/// `{"seq":N,"phase":"active"|"inactive"|"background"}` (visibility and focus); or what
/// layout needs from the browser (see `PageLayout`): the size of the page's window,
/// `{"seq":N,"viewport":"width height"}`, and the metrics of texts it measured,
/// `{"seq":N,"metrics":[[element,lineHeight,space,word…],…]}`; or what its Geolocation API
/// answered (see `DeviceLocation`): `{"seq":N,"location":"fix lat lon alt acc altAcc speed
/// course"}`, or `"allowed"`, `"denied"`, `"undecided"`, `"unavailable"`; or what its speakers did
/// (see `DeviceMedia`): `{"seq":N,"media":"ended 3"}`. `seq` counts up
/// per connection page.
struct ClientMessage: Equatable, Sendable {
    var seq: Int
    var kind: Kind

    enum Kind: Equatable, Sendable {
        case event(HostEvent)
        case scenePhase(ScenePhase)
        case viewport(CGSize)
        case textMetrics([TextMetricsReport])
        case location(DeviceLocation.Event)
        case media(MediaEvent)
    }

    /// The most texts one message may report, and words per text: a page reports the
    /// texts of its laid-out views, a few at a time.
    static let metricsLimit = 512
    /// The most text (UTF-8 bytes) a drop from outside the page may bring.
    static let droppedTextLimit = 64 * 1024
    static let wordsLimit = 400

    init(seq: Int, event: HostEvent) {
        self.seq = seq
        kind = .event(event)
    }

    init(seq: Int, kind: Kind) {
        self.seq = seq
        self.kind = kind
    }

    init(seq: Int, phase: ScenePhase) {
        self.seq = seq
        kind = .scenePhase(phase)
    }

    /// Why a message was refused. The text goes back to the browser and into the log.
    struct Rejection: Error, Equatable, Sendable, CustomStringConvertible {
        var seq: Int?
        var reason: String
        var description: String { reason }
    }

    private struct Wire: Decodable {
        var seq: Int
        var element: Int?
        var event: String?
        var value: Value?
        var phase: String?
        var viewport: String?
        var metrics: [[Double]]?
        var location: String?
        var media: String?

        enum Value: Decodable {
            case string(String)
            case bool(Bool)
            case number(Double)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let flag = try? container.decode(Bool.self) {
                    self = .bool(flag)
                } else if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else {
                    self = .string(try container.decode(String.self))
                }
            }
        }
    }

    /// A browser's geolocation answer: a position (its numbers finite and on Earth; the
    /// time is the server's, as the browser's clock is not ours) or a permission state.
    private static func locationEvent(_ text: String, seq: Int) throws(Rejection) -> DeviceLocation.Event {
        switch text {
        case "allowed": return .permission(.allowed)
        case "denied": return .permission(.denied)
        case "undecided": return .permission(.undecided)
        case "unavailable": return .failure(.unavailable)
        default: break
        }
        let fields = text.split(separator: " ")
        guard fields.count == 8, fields[0] == "fix", text.utf8.count < 300 else {
            throw Rejection(seq: seq, reason: "location has the wrong value")
        }
        let numbers = fields.dropFirst().compactMap { Double($0) }
        let fix = numbers.count == 7 ? LocationFix(latitude: numbers[0], longitude: numbers[1], altitude: numbers[2],
                                                   horizontalAccuracy: numbers[3], verticalAccuracy: numbers[4],
                                                   speed: numbers[5], course: numbers[6]) : nil
        guard let fix, fix.isValid else { throw Rejection(seq: seq, reason: "location has the wrong value") }
        return .fix(fix)
    }

    /// What the page's speakers did: `"ended N"`, `"failed N"`, `"duration N seconds"`,
    /// `"spoken N"` (see `DeviceMedia`).
    private static func mediaEvent(_ text: String, seq: Int) throws(Rejection) -> MediaEvent {
        let fields = text.utf8.count < 100 ? text.split(separator: " ") : []
        guard fields.count >= 2, let id = Int(fields[1]), id > 0 else { throw Rejection(seq: seq, reason: "media has the wrong value") }
        switch (fields[0], fields.count) {
        case ("ended", 2): return .ended(id: id)
        case ("failed", 2): return .failed(id: id)
        case ("spoken", 2): return .spoken(id: id)
        case ("duration", 3):
            guard let seconds = Double(fields[2]), seconds.isFinite, seconds >= 0 else { break }
            return .duration(id: id, seconds: seconds)
        default: break
        }
        throw Rejection(seq: seq, reason: "media has the wrong value")
    }

    static func parse(_ text: String) throws(Rejection) -> ClientMessage {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw Rejection(seq: nil, reason: "malformed message: expected {\"seq\":Int,\"element\":Int,\"event\":String,\"value\"?}")
        }
        if wire.element == nil, wire.event == nil, wire.value == nil, wire.phase == nil {
            if let media = wire.media, wire.location == nil, wire.viewport == nil, wire.metrics == nil {
                return ClientMessage(seq: wire.seq, kind: .media(try mediaEvent(media, seq: wire.seq)))
            }
            if let location = wire.location, wire.viewport == nil, wire.metrics == nil {
                return ClientMessage(seq: wire.seq, kind: .location(try locationEvent(location, seq: wire.seq)))
            }
            if let viewport = wire.viewport, wire.metrics == nil {
                let numbers = viewport.split(separator: " ").compactMap { Double($0) }
                guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 100_000 }) else {
                    throw Rejection(seq: wire.seq, reason: "viewport has the wrong value")
                }
                return ClientMessage(seq: wire.seq, kind: .viewport(CGSize(width: numbers[0], height: numbers[1])))
            }
            if let metrics = wire.metrics, wire.viewport == nil {
                return ClientMessage(seq: wire.seq, kind: .textMetrics(try reports(metrics, seq: wire.seq)))
            }
        }
        if let phase = wire.phase, wire.element == nil, wire.event == nil, wire.value == nil {
            switch phase {
            case "active": return ClientMessage(seq: wire.seq, phase: .active)
            case "inactive": return ClientMessage(seq: wire.seq, phase: .inactive)
            case "background": return ClientMessage(seq: wire.seq, phase: .background)
            default: throw Rejection(seq: wire.seq, reason: "unknown phase \(JSON.string(String(phase.prefix(40))))")
            }
        }
        guard let rawElement = wire.element, let eventName = wire.event, wire.phase == nil else {
            throw Rejection(seq: wire.seq, reason: "malformed message: expected {\"seq\":Int,\"element\":Int,\"event\":String,\"value\"?} or {\"seq\":Int,\"phase\":String}")
        }
        guard rawElement > 0 else {
            throw Rejection(seq: wire.seq, reason: "element \(rawElement) is not an element id")
        }
        let element = ElementID(rawElement)
        switch (eventName, wire.value) {
        case ("tap", nil):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .tap))
        case ("tapAt", .string(let text)?):
            // "x y", in the element's points.
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else {
                throw Rejection(seq: wire.seq, reason: "event tapAt has the wrong value")
            }
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .tapAt(numbers[0], numbers[1])))
        case ("longPress", nil):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .longPress))
        case ("pressing", .bool(let down)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .pressing(down)))
        case ("setText", .string(let text)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .setText(text)))
        case ("setOn", .bool(let on)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .setOn(on)))
        case ("setValue", .number(let number)?) where number.isFinite:
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .setValue(number)))
        case ("focus", .bool(let focused)?):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .focus(focused)))
        case ("submit", nil):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .submit))
        case ("drag", .string(let text)?):
            // "startX startY x y ended", in the view's points.
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 5, numbers.allSatisfy({ $0.isFinite && abs($0) < 1e6 }), numbers[4] == 0 || numbers[4] == 1 else {
                throw Rejection(seq: wire.seq, reason: "event drag has the wrong value")
            }
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .drag(DragSample(
                startX: numbers[0], startY: numbers[1], x: numbers[2], y: numbers[3], ended: numbers[4] == 1))))
        case ("hover", .string(let text)?):
            // "x y" while the pointer is over the view, in its points; "" once it left.
            if text.isEmpty { return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .hoverEnded)) }
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else {
                throw Rejection(seq: wire.seq, reason: "event hover has the wrong value")
            }
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .hover(x: numbers[0], y: numbers[1])))
        case ("pinch", .string(let text)?):
            // "scale degrees ended": the fingers' spread against their start, their turn.
            let numbers = text.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 3, numbers[0] > 0, numbers[0] < 1000, abs(numbers[1]) < 1e6, numbers[2] == 0 || numbers[2] == 1 else {
                throw Rejection(seq: wire.seq, reason: "event pinch has the wrong value")
            }
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .pinch(PinchSample(
                scale: numbers[0], degrees: numbers[1], ended: numbers[2] == 1))))
        case ("keyPress", .string(let text)?):
            // "key phase modifiers characters": the browser's key (lower-cased), down, repeat
            // or up, EventModifiers' raw value, and the text it types (possibly a space).
            let fields = text.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, (1...20).contains(fields[0].count), fields[0].allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }),
                  let phase = KeySample.Phase(rawValue: String(fields[1])), let modifiers = Int(fields[2]), (0...63).contains(modifiers),
                  fields[3].count <= 16 else {
                throw Rejection(seq: wire.seq, reason: "event keyPress has the wrong value")
            }
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .keyPress(KeySample(
                key: String(fields[0]), characters: String(fields[3]), modifiers: modifiers, phase: phase))))
        case ("dragStart", nil):
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .dragStart))
        case ("drop", .string(let text)?):
            // "phase x y outside", then for a drag from outside the page a line with its
            // link (possibly empty) and its text: the rest.
            let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            let fields = lines[0].split(separator: " ")
            guard fields.count == 4, let phase = DropSample.Phase(rawValue: String(fields[0])),
                  let x = Double(fields[1]), let y = Double(fields[2]), x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6,
                  fields[3] == "0" || fields[3] == "1", text.utf8.count <= Self.droppedTextLimit else {
                throw Rejection(seq: wire.seq, reason: "event drop has the wrong value")
            }
            let outside = fields[3] == "1"
            let url = outside && lines.count > 1 && !lines[1].isEmpty ? String(lines[1]) : nil
            let dropped = outside && lines.count > 2 ? String(lines[2]) : nil
            return ClientMessage(seq: wire.seq, event: HostEvent(element: element, kind: .drop(DropSample(
                phase: phase, x: x, y: y, fromOutside: outside, text: dropped, url: url))))
        case ("tap", _), ("tapAt", _), ("longPress", _), ("pressing", _), ("setText", _), ("setOn", _), ("setValue", _), ("focus", _), ("submit", _), ("drag", _),
             ("hover", _), ("pinch", _), ("keyPress", _), ("dragStart", _), ("drop", _):
            throw Rejection(seq: wire.seq, reason: "event \(eventName) has the wrong value")
        default:
            throw Rejection(seq: wire.seq, reason: "unknown event \(JSON.string(String(eventName.prefix(40))))")
        }
    }
}

extension ClientMessage {
    /// Text metrics as reported: each `[element, lineHeight, space, word…]`,
    /// every number finite, sizes positive and under 100,000, within the limits.
    private static func reports(_ rows: [[Double]], seq: Int) throws(Rejection) -> [TextMetricsReport] {
        guard rows.count <= metricsLimit else {
            throw Rejection(seq: seq, reason: "metrics for over \(metricsLimit) texts in one message")
        }
        var reports: [TextMetricsReport] = []
        reports.reserveCapacity(rows.count)
        for row in rows {
            guard row.count >= 3, row.count <= 3 + wordsLimit, let id = Int(exactly: row[0]), id > 0,
                  row.dropFirst().allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 100_000 }), row[1] > 0 else {
                throw Rejection(seq: seq, reason: "metrics have the wrong value")
            }
            reports.append(TextMetricsReport(element: ElementID(id), lineHeight: row[1], space: row[2],
                                             words: Array(row.dropFirst(3))))
        }
        return reports
    }
}
