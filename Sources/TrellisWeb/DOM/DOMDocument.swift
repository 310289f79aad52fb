@_spi(TrellisHost) import Trellis

/// The server's copy of one session's page: every live element's description and its
/// children in order. Host mutations update it and come out as DOM operations; it also
/// renders the page as HTML for the first response and replays itself after a reconnect.
@MainActor
final class DOMDocument {
    final class Node {
        let id: ElementID
        let kind: ElementKind
        var description: DOMDescription
        /// The element's properties as the core sent them: the layout engine's replay.
        var properties: ElementProperties
        unowned(unsafe) var parent: Node?
        var firstChild: Node?
        var lastChild: Node?
        unowned(unsafe) var previous: Node?
        var next: Node?
        /// Created in the batch being written and not written yet: it goes down with the
        /// subtree it ends up in, as one nested create.
        var isPending = false

        init(id: ElementID, kind: ElementKind, description: DOMDescription, properties: ElementProperties = ElementProperties()) {
            self.id = id
            self.kind = kind
            self.description = description
            self.properties = properties
        }
    }

    let root = Node(id: .root, kind: ElementKind(rawValue: "Root"), description: DOMDescription(tag: "main"))
    private var nodes = NodeIndex()

    /// The nodes by id: an `ElementIndex`, which holds objects; here they are all `Node`s.
    private struct NodeIndex {
        private var index = ElementIndex()
        var count: Int { index.count }
        subscript(id: ElementID) -> Node? {
            get { index[id].map { unsafeDowncast($0, to: Node.self) } }
            set { if let newValue { index.insert(newValue, for: id) } else { index.remove(id) } }
        }
    }
    /// Elements the server's layout engine places, or whose stack it places (see
    /// `DOMDescription.Placement`), since the page began; gone ones are dropped by
    /// `PageLayout` when it lays out.
    private(set) var engineCandidates: Set<ElementID> = []

    /// The descriptions the page already has by number; it starts empty with every page
    /// and every full render.
    let descriptions = DescriptionTable()

    init() {
        nodes[.root] = root
    }

    var elementCount: Int { nodes.count - 1 }

    func node(_ id: ElementID) -> Node? { nodes[id] }

    /// Forgets a candidate that is gone from the page.
    func dropCandidate(_ id: ElementID) { engineCandidates.remove(id) }

    // MARK: Mutations

    /// `scrollIntoView`'s vertical placement for an anchor.
    static func scrollBlock(_ anchor: UnitPoint?) -> String {
        guard let anchor else { return "nearest" }
        if anchor.y <= 0.25 { return "start" }
        if anchor.y >= 0.75 { return "end" }
        return "center"
    }

    /// Applies the core's mutations to the copy and writes what the browser must do.
    ///
    /// A new element is not written when it is created: it waits until it is inserted into
    /// an element the page already has, and goes down then with everything created inside
    /// it, as one nested create (`"n"`). Changes to it before that are folded into it.
    func apply(_ mutations: [HostMutation], animations: [Int: Animation] = [:], into writer: inout DOMBatchWriter) {
        var animating: Animation?
        var created: [Node] = []
        var scrolls: [(ElementID, String)] = []
        for (index, mutation) in mutations.enumerated() {
            let animation = animations.isEmpty ? nil : animations[index]
            if animation != animating {
                writer.animate(animation)
                animating = animation
            }
            switch mutation {
            case .create(let id, let kind, let properties):
                let node = Node(id: id, kind: kind, description: DOMTranslator.describe(kind, properties), properties: properties)
                if node.description.placement != .css { engineCandidates.insert(id) }
                node.isPending = true
                nodes[id] = node
                created.append(node)
            case .update(let id, let properties):
                guard let node = nodes[id] else { continue }
                let description = DOMTranslator.describe(node.kind, properties)
                node.properties = properties
                if description.placement != .css { engineCandidates.insert(id) }
                if node.isPending { node.description = description } else { update(node, to: description, into: &writer) }
            case .insert(let parentID, let childID, let beforeID):
                guard let parent = nodes[parentID], let child = nodes[childID] else { continue }
                link(child, into: parent, before: beforeID.flatMap { nodes[$0] })
                if parent.isPending { continue }
                if child.isPending {
                    writer.createTree(child, in: parentID, before: beforeID, table: descriptions)
                } else {
                    writer.insert(childID, into: parentID, before: beforeID)
                }
            case .move(let parentID, let childID, let beforeID):
                guard let parent = nodes[parentID], let child = nodes[childID] else { continue }
                unlink(child)
                link(child, into: parent, before: beforeID.flatMap { nodes[$0] })
                if !parent.isPending { writer.move(childID, in: parentID, before: beforeID) }
            case .remove(let parentID, let childID):
                guard let child = nodes[childID] else { continue }
                let wasWritten = !child.isPending
                unlink(child)
                forget(child)
                if wasWritten { writer.remove(childID, from: parentID) }
            case .removeAll(let parentID):
                guard let parent = nodes[parentID] else { continue }
                var child = parent.firstChild
                while let current = child {
                    child = current.next
                    // An element the page has, waiting to be placed in this new one.
                    if parent.isPending && !current.isPending { writer.remove(current.id, from: parentID) }
                    forget(current)
                }
                parent.firstChild = nil
                parent.lastChild = nil
                if !parent.isPending { writer.removeAll(of: parentID) }
            case .scrollTo(let id, let anchor):
                guard let node = nodes[id] else { continue }
                if node.isPending {
                    scrolls.append((id, Self.scrollBlock(anchor)))
                } else {
                    writer.scroll(to: id, block: Self.scrollBlock(anchor))
                }
            case .request(let request):
                writer.request(request)
            }
        }
        if animating != nil { writer.animate(nil) }
        // Elements created but not placed in the page (yet) go down detached.
        for node in created where node.isPending && node.parent == nil && nodes[node.id] === node {
            writer.createTree(node, in: nil, before: nil, table: descriptions)
        }
        for (id, block) in scrolls where nodes[id] != nil { writer.scroll(to: id, block: block) }
    }

    /// Writes only what differs: the text, each changed attribute, the wrappers.
    private func update(_ node: Node, to new: DOMDescription, into writer: inout DOMBatchWriter) {
        let old = node.description
        guard old != new else { return }
        node.description = new
        if old.text != new.text { writer.setText(node.id, new.text ?? "") }
        for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
            writer.setAttribute(node.id, attribute.name, attribute.value)
        }
        for attribute in old.attributes where new[attribute: attribute.name] == nil {
            writer.removeAttribute(node.id, attribute.name)
        }
        if old.wrappers != new.wrappers { writer.wrap(node.id, new.wrappers) }
    }

    /// Records a value the browser already shows (the user typed it), so the update the
    /// app makes in response is not echoed back over what the user is typing.
    /// Only inputs hold what the user typed or picked; a `setText` to a list (more rows)
    /// or a navigation stack (Back) changes nothing in the page by itself.
    func noteClientValue(_ id: ElementID, attribute: String, value: String?) {
        guard let node = nodes[id], DOMDocument.inputKinds.contains(node.kind) else { return }
        node.description.setAttribute(attribute, value)
    }

    static let inputKinds: Set<ElementKind> = [.textField, .secureField, .colorPicker, .toggle, .slider, .datePicker]

    /// Attributes of a labelled control (a `<label>`: toggle, slider, date picker) that
    /// belong to its `<input>`, written after the label's content.
    static let labelledInputAttributes: Set<String> = ["checked", "disabled", "value", "min", "max", "step"]

    /// The `<input>` of a labelled control: its type and class, from `data-input`.
    static func labelledInput(_ description: DOMDescription) -> String {
        switch description[attribute: "data-input"] {
        case "range": "<input type=\"range\" class=\"t-range\""
        case let type? where ["date", "time", "datetime-local"].contains(type): "<input type=\"\(type)\" class=\"t-date\""
        case "checkbox": "<input type=\"checkbox\" class=\"t-check\""
        case "button": "<input type=\"checkbox\" class=\"t-toggle-input\""
        default: "<input type=\"checkbox\" class=\"t-switch\" role=\"switch\""
        }
    }

    private func link(_ child: Node, into parent: Node, before: Node?) {
        child.parent = parent
        if let before, before.parent === parent {
            child.next = before
            child.previous = before.previous
            if let previous = before.previous { previous.next = child } else { parent.firstChild = child }
            before.previous = child
        } else {
            child.previous = parent.lastChild
            child.next = nil
            if let last = parent.lastChild { last.next = child } else { parent.firstChild = child }
            parent.lastChild = child
        }
    }

    private func unlink(_ child: Node) {
        guard let parent = child.parent else { return }
        if let previous = child.previous { previous.next = child.next } else { parent.firstChild = child.next }
        if let next = child.next { next.previous = child.previous } else { parent.lastChild = child.previous }
        child.parent = nil
        child.previous = nil
        child.next = nil
    }

    /// Drops a detached subtree from the index.
    private func forget(_ node: Node) {
        var stack = [node]
        while let current = stack.popLast() {
            nodes[current.id] = nil
            engineCandidates.remove(current.id)
            var child = current.firstChild
            while let next = child {
                stack.append(next)
                child = next.next
            }
            current.firstChild = nil
            current.lastChild = nil
            current.next = nil
        }
    }

    // MARK: Full renders

    /// The page's content as operations: clear, then each of the root's children created
    /// with its subtree. The page forgets the descriptions it knew, and so does the table.
    func writeFullRender(into writer: inout DOMBatchWriter) {
        writer.reset()
        descriptions.reset()
        var child = root.firstChild
        while let node = child {
            writer.createTree(node, in: .root, before: nil, table: descriptions, everything: true)
            child = node.next
        }
    }

    /// The page's content as HTML, for the first response. Every element carries its id
    /// (`data-t`) so the client can take the page over without rebuilding it.
    func html() -> String {
        var output = ""
        var child = root.firstChild
        while let node = child {
            appendHTML(node, to: &output, inside: [])
            child = node.next
        }
        return output
    }

    /// `inside` holds the interactive tags around the node. The HTML parser closes an open
    /// `<button>` at a nested `<button>` (and `<a>` at `<a>`), which SwiftUI layouts do nest
    /// (a button in a navigation link's label); such an element is written as a `<span
    /// data-swap>` the client turns back into the real element before taking the page over.
    /// Attributes of a drawn shape that go on its `<svg>` and `<path>`, not its box.
    static let drawingAttributes: Set<String> = ["d", "viewBox", "preserveAspectRatio"]

    private func appendHTML(_ node: Node, to output: inout String, inside: Set<String>) {
        let description = node.description
        // A drawn shape ("svg") is a box holding the drawing, so it lays out like the other
        // shapes (the `<svg>` alone would size itself by its view box).
        let writtenTag = inside.contains(description.tag) ? "span" : description.tag == "svg" ? "div" : description.tag
        var inside = inside
        if description.tag == "button" || description.tag == "a" { inside.insert(description.tag) }
        for wrapper in description.wrappers.reversed() {
            output += "<div class=\"\(HTML.escape(wrapper.className))\""
            if !wrapper.style.isEmpty { output += " style=\"\(HTML.escape(wrapper.style))\"" }
            if let testID = wrapper.testID { output += " data-testid=\"\(HTML.escape(testID))\"" }
            output += ">"
        }
        let isLabelled = description.tag == "label"
        let isPath = description.tag == "svg"
        output += "<\(writtenTag) data-t=\"\(node.id.rawValue)\""
        if writtenTag != description.tag && !isPath { output += " data-swap=\"\(description.tag)\"" }
        if !description.wrappers.isEmpty { output += " data-wrap=\"\(description.wrappers.count)\"" }
        let isTextArea = description.tag == "textarea"
        for attribute in description.attributes {
            // A text area's value is its content, written below.
            if isTextArea && attribute.name == "value" { continue }
            let isFlag = attribute.name == "checked" || attribute.name == "disabled"
            // A labelled control's flags and value belong to its input, written below.
            if isLabelled && Self.labelledInputAttributes.contains(attribute.name) { continue }
            // A shape's drawing attributes belong to its `<svg>` and `<path>`, written below.
            if isPath && Self.drawingAttributes.contains(attribute.name) { continue }
            output += isFlag ? " \(attribute.name)" : " \(attribute.name)=\"\(HTML.escape(attribute.value))\""
        }
        output += ">"
        if description.tag == "input" {
            // A void element: no content, no end tag.
        } else {
            if isLabelled { output += "<span class=\"t-toggle-label\">" }
            if isPath {
                output += "<svg"
                for name in ["viewBox", "preserveAspectRatio"] {
                    if let value = description[attribute: name] { output += " \(name)=\"\(HTML.escape(value))\"" }
                }
                output += "><path d=\"\(HTML.escape(description[attribute: "d"] ?? ""))\"></path></svg>"
            }
            if let text = description.text { output += HTML.escape(text) }
            if isTextArea, let value = description[attribute: "value"] { output += HTML.escape(value) }
            var child = node.firstChild
            while let next = child {
                appendHTML(next, to: &output, inside: inside)
                child = next.next
            }
            if isLabelled {
                output += "</span>" + Self.labelledInput(description)
                for attribute in description.attributes where Self.labelledInputAttributes.contains(attribute.name) {
                    let isFlag = attribute.name == "checked" || attribute.name == "disabled"
                    output += isFlag ? " \(attribute.name)" : " \(attribute.name)=\"\(HTML.escape(attribute.value))\""
                }
                output += ">"
            }
            output += "</\(writtenTag)>"
        }
        for _ in description.wrappers { output += "</div>" }
    }
}

/// HTML escaping for text and attribute values: the five characters that matter.
enum HTML {
    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(character)
            }
        }
        return output
    }
}
