import Foundation
@_spi(TrellisHost) import Trellis

/// Writes one batch of DOM operations as JSON, straight into a string: no intermediate
/// values, since a 10,000-row table is 60,000 operations.
///
/// Wire format (the client is `Client/ops.js`; codes named in `Client/protocol.json`): `{"seq":N,"ack":M,"ops":[…]}` where each
/// op is an array whose first item names it:
/// - `["n",parent,before,firstID,node]` create an element with everything inside it and
///   place it (see `createTree`)
/// - `["t",id,text]` set its text · `["a",id,name,value]` set an attribute ·
///   `["r",id,name]` remove one · `["w",id,[[class,style],…]]` replace its wrapper boxes
/// - `["i",parent,child,before|0]` insert · `["m",parent,child,before|0]` move ·
///   `["x",parent,child]` remove with its subtree · `["X",parent]` remove every child
/// - `["R"]` clear the page: a full render follows (after a reconnect)
/// - `["A",ms,easing(,delayMs)]` the ops that follow animate (`["A",0]` ends it): style changes
///   transition, inserted elements enter and removed ones leave by their `data-transition`
/// - `["s",id,block]` scroll the element into view
/// - `["L",id,width,height,[child,x,y,width,height,…]]` place the element's children where
///   layout says (points from its content's top leading corner; a width of -1: left out),
///   the element itself that size (see `PageLayout`)
/// - `["u",url]` open a URL in a new tab, `["c",text]` write the clipboard, `["b"]` blur the
///   focused input (platform requests)
struct DOMBatchWriter {
    /// The op codes, from `Client/protocol.json` (the client reads the same file).
    static let op = WireProtocol.current.ops

    private(set) var operations = ""
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    private mutating func begin(_ code: String) {
        operations += count == 0 ? "[\"" : ",[\""
        operations += code
        operations += "\""
        count += 1
    }

    private mutating func id(_ id: ElementID) {
        operations += ","
        operations += String(id.rawValue)
    }

    /// `["n",parent,before,firstID,node]`: an element made and placed with everything inside
    /// it, in one op (parent -1: kept detached until an insert places it).
    ///
    /// A node is `[d,text,child…]`, ids count up from `firstID` in document order, and a
    /// node whose id breaks the count starts with its id negated. `d` is a description's
    /// number in `table`, or `[number,tag,{attrs},wrappers?]` defining it (number -1: too
    /// large to keep). `text` is a string or 0, and both it and the children are left out
    /// when there are none. A child written as a bare id is an element the page already
    /// has, placed here. In a batch only `isPending` nodes are new; `everything` writes the
    /// whole subtree (a full render).
    mutating func createTree(_ node: DOMDocument.Node, in parent: ElementID?, before: ElementID?,
                             table: DescriptionTable, everything: Bool = false) {
        begin(Self.op.create)
        operations += ","
        operations += parent.map { String($0.rawValue) } ?? "-1"
        operations += ","
        operations += String(before?.rawValue ?? 0)
        operations += ","
        operations += String(node.id.rawValue)
        operations += ","
        var expected = node.id.rawValue
        appendNode(node, expected: &expected, table: table, everything: everything)
        operations += "]"
    }

    private mutating func appendNode(_ node: DOMDocument.Node, expected: inout Int, table: DescriptionTable, everything: Bool) {
        node.isPending = false
        operations += "["
        if node.id.rawValue != expected {
            operations += "-"
            operations += String(node.id.rawValue)
            operations += ","
        }
        expected = node.id.rawValue + 1
        table.append(node.description, to: &operations)
        if let text = node.description.text {
            operations += ","
            JSON.appendString(text, to: &operations)
        } else if node.firstChild != nil {
            operations += ",0"
        }
        var child = node.firstChild
        while let current = child {
            operations += ","
            if everything || current.isPending {
                appendNode(current, expected: &expected, table: table, everything: everything)
            } else {
                operations += String(current.id.rawValue)
            }
            child = current.next
        }
        operations += "]"
    }

    /// `"tag",{attrs}` and `,[[class,style],…]` when it has wrappers: a description
    /// without its text, as a `"n"` op defines it.
    static func appendShape(_ description: DOMDescription, to output: inout String) {
        JSON.appendString(description.tag, to: &output)
        output += ",{"
        for (index, attribute) in description.attributes.enumerated() {
            if index > 0 { output += "," }
            JSON.appendString(attribute.name, to: &output)
            output += ":"
            JSON.appendString(attribute.value, to: &output)
        }
        output += "}"
        if !description.wrappers.isEmpty {
            output += ","
            appendWrappers(description.wrappers, to: &output)
        }
    }

    mutating func setText(_ element: ElementID, _ text: String) {
        begin(Self.op.text)
        id(element)
        operations += ","
        JSON.appendString(text, to: &operations)
        operations += "]"
    }

    mutating func setAttribute(_ element: ElementID, _ name: String, _ value: String) {
        begin(Self.op.setAttribute)
        id(element)
        operations += ","
        JSON.appendString(name, to: &operations)
        operations += ","
        JSON.appendString(value, to: &operations)
        operations += "]"
    }

    mutating func removeAttribute(_ element: ElementID, _ name: String) {
        begin(Self.op.removeAttribute)
        id(element)
        operations += ","
        JSON.appendString(name, to: &operations)
        operations += "]"
    }

    mutating func wrap(_ element: ElementID, _ wrappers: [DOMDescription.Wrapper]) {
        begin(Self.op.wrap)
        id(element)
        operations += ","
        Self.appendWrappers(wrappers, to: &operations)
        operations += "]"
    }

    private static func appendWrappers(_ wrappers: [DOMDescription.Wrapper], to output: inout String) {
        output += "["
        for (index, wrapper) in wrappers.enumerated() {
            output += index == 0 ? "[" : ",["
            JSON.appendString(wrapper.className, to: &output)
            output += ","
            JSON.appendString(wrapper.style, to: &output)
            if let testID = wrapper.testID {
                output += ","
                JSON.appendString(testID, to: &output)
            }
            output += "]"
        }
        output += "]"
    }

    /// Places an element the page already has (a new one comes with `createTree`).
    mutating func insert(_ child: ElementID, into parent: ElementID, before: ElementID?, code: String = Self.op.insert) {
        begin(code)
        id(parent)
        id(child)
        operations += ","
        operations += String(before?.rawValue ?? 0)
        operations += "]"
    }

    mutating func move(_ child: ElementID, in parent: ElementID, before: ElementID?) {
        insert(child, into: parent, before: before, code: Self.op.move)
    }

    mutating func remove(_ child: ElementID, from parent: ElementID) {
        begin(Self.op.remove)
        id(parent)
        id(child)
        operations += "]"
    }

    mutating func removeAll(of parent: ElementID) {
        begin(Self.op.removeAll)
        id(parent)
        operations += "]"
    }

    /// The ops after this one animate with `animation` (nil: stop animating).
    mutating func animate(_ animation: Animation?) {
        begin(Self.op.animate)
        if let animation {
            operations += ",\(Int((animation.duration * 1000).rounded())),"
            JSON.appendString(CSSValue.easing(animation.curve), to: &operations)
            if animation.delay > 0 { operations += ",\(Int((min(animation.delay, 60) * 1000).rounded()))" }
        } else {
            operations += ",0"
        }
        operations += "]"
    }

    mutating func place(_ element: ElementID, _ placement: PageLayout.Placement) {
        begin(Self.op.place)
        id(element)
        operations += ",\(CSSValue.number(Double(placement.size.width))),\(CSSValue.number(Double(placement.size.height))),["
        for (index, child) in placement.children.enumerated() {
            if index > 0 { operations += "," }
            operations += String(child.id.rawValue)
            if let frame = child.frame {
                append(frame)
            } else {
                operations += ",0,0,-1,0"
            }
        }
        operations += "]"
        // A list's rows: each one's part of its card, from the row's own corner.
        let cells = placement.children.filter { $0.cell != nil }
        if !cells.isEmpty {
            operations += ",["
            for (index, child) in cells.enumerated() {
                guard let cell = child.cell else { continue }
                if index > 0 { operations += "," }
                operations += String(child.id.rawValue)
                append(cell)
            }
            operations += "]"
        }
        operations += "]"
    }

    /// `,x,y,width,height`: a frame in a placement.
    private mutating func append(_ rect: CGRect) {
        for value in [rect.minX, rect.minY, rect.width, rect.height] { operations += ",\(CSSValue.number(Double(value)))" }
    }

    mutating func scroll(to element: ElementID, block: String) {
        begin(Self.op.scrollTo)
        id(element)
        operations += ",\"\(block)\"]"
    }

    /// A platform request: `u` opens a URL in a new tab, `c` writes the clipboard, `b`
    /// blurs the focused input, `h` shares (title, text, URL), `o` shows a notification
    /// (title, subtitle, body), `p` asks for the permission to, `g` asks the browser's
    /// geolocation (`permission`, `watch`, `once`, `stop`).
    mutating func request(_ request: HostRequest) {
        switch request {
        case .openURL(let url):
            begin(Self.op.openURL)
            operations += ","
            JSON.appendString(url.absoluteString, to: &operations)
            operations += "]"
        case .copyToPasteboard(let text):
            begin(Self.op.copy)
            operations += ","
            JSON.appendString(text, to: &operations)
            operations += "]"
        case .dismissKeyboard:
            begin(Self.op.blur)
            operations += "]"
        case .share(let title, let text, let url):
            // The browser's share sheet, or the clipboard where there is none.
            begin(Self.op.share)
            appendParts([title, text, url?.absoluteString])
        case .notification(let title, let subtitle, let body):
            begin(Self.op.notify)
            appendParts([title, subtitle, body])
        case .notificationPermission:
            begin(Self.op.askNotifications)
            operations += "]"
        case .location(let request):
            begin(Self.op.location)
            switch request {
            case .permission: operations += ",\"permission\"]"
            case .watch: operations += ",\"watch\"]"
            case .once: operations += ",\"once\"]"
            case .stop: operations += ",\"stop\"]"
            }
        case .chooseFiles(let request):
            // The browser's file dialog: the choice's number, its `accept` attribute, the
            // most files, and whether it offers photos (the page uploads what was chosen).
            begin(Self.op.chooseFiles)
            operations += ",\(request.id),"
            JSON.appendString(request.accept, to: &operations)
            operations += ",\(request.limit),\(request.source == .photos ? 1 : 0)]"
        case .media(let request):
            // The page's speakers: a sound by number (its source fetched from
            // `/_trellis/media`, or a web address given once), or words to say.
            begin(Self.op.media)
            switch request {
            case .play(let id, let position, let loops, let volume, let rate, let remote):
                operations += ",\"play\",\(id),\(CSSValue.number(position)),\(loops),\(CSSValue.number(volume)),\(CSSValue.number(rate)),"
                if let remote, ["http", "https"].contains(remote.scheme?.lowercased() ?? "") { JSON.appendString(remote.absoluteString, to: &operations) } else { operations += "null" }
                operations += "]"
            case .pause(let id): operations += ",\"pause\",\(id)]"
            case .stop(let id): operations += ",\"stop\",\(id)]"
            case .volume(let id, let volume): operations += ",\"volume\",\(id),\(CSSValue.number(volume))]"
            case .speak(let id, let text, let language, let rate, let pitch, let volume):
                operations += ",\"speak\",\(id),"
                JSON.appendString(text, to: &operations)
                operations += ","
                if let language { JSON.appendString(language, to: &operations) } else { operations += "null" }
                operations += ",\(CSSValue.number(rate)),\(CSSValue.number(pitch)),\(CSSValue.number(volume))]"
            case .stopSpeaking: operations += ",\"stopSpeaking\"]"
            }
        }
    }

    /// Ends an op with these strings as its arguments, null for the parts not given.
    private mutating func appendParts(_ parts: [String?]) {
        for part in parts {
            operations += ","
            if let part { JSON.appendString(part, to: &operations) } else { operations += "null" }
        }
        operations += "]"
    }

    mutating func reset() {
        begin(Self.op.reset)
        operations += "]"
    }

    /// The whole message: sequence number, the last client event it reflects, the ops.
    func message(seq: Int, ack: Int) -> String {
        "{\"seq\":\(seq),\"ack\":\(ack),\"ops\":[\(operations)]}"
    }
}

/// JSON string escaping, shared by every message the server writes.
enum JSON {
    static func appendString(_ value: String, to output: inout String) {
        output += "\""
        var needsEscape = false
        for byte in value.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            needsEscape = true
            break
        }
        if !needsEscape {
            output += value
        } else {
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        output += "\""
    }

    static func string(_ value: String) -> String {
        var output = ""
        appendString(value, to: &output)
        return output
    }
}
