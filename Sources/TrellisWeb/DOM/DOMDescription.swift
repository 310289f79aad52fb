@_spi(TrellisHost) import Trellis

/// What one host element looks like in the browser: a tag, allowlisted attributes, its
/// text, and the wrapper boxes that modifiers which cannot share one CSS box need
/// (`.padding().background(.red).padding()` is three boxes in SwiftUI's layout too).
///
/// The server keeps one per live element and diffs the new one against it, so an update
/// that only changed a label's text goes down as one `setText`.
struct DOMDescription: Equatable {
    var tag: String
    /// Attributes in a fixed order; `class` and `style` included. Only names from
    /// `DOMDescription.allowedAttributes` are ever produced.
    var attributes: [Attribute] = []
    /// Text content, set as text (never parsed as HTML).
    var text: String?
    /// Wrapper boxes from the innermost out, each a class and an inline style.
    var wrappers: [Wrapper] = []
    /// Whether CSS can lay the element out or the server's layout engine places it.
    var placement: Placement = .css

    /// Who places an element and its children.
    enum Placement: Hashable {
        /// CSS gives SwiftUI's result: flexbox, grid, the element's own size.
        case css
        /// It places its children itself (a custom `Layout`, `ViewThatFits`): the engine
        /// says where each goes.
        case placesChildren
        /// Its parent stack places it by something CSS has no word for (an alignment guide,
        /// a layout priority): the engine places the stack's children.
        case placedByParent
    }

    struct Attribute: Hashable {
        var name: String
        var value: String
    }

    struct Wrapper: Hashable {
        var className: String
        var style: String
        /// The accessibility identifier of the view this box is the frame of (the modifiers
        /// before the identifier made the box), which names the box rather than the element.
        var testID: String? = nil
    }

    /// Everything but the text: what the page's description table numbers.
    struct Shape: Hashable {
        let tag: String
        let attributes: [Attribute]
        let wrappers: [Wrapper]
    }

    var shape: Shape { Shape(tag: tag, attributes: attributes, wrappers: wrappers) }

    /// The attributes the client will set (`Client/protocol.json`). Anything else is dropped
    /// on both sides.
    static let allowedAttributes = Set(WireProtocol.current.attributes)

    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    mutating func setAttribute(_ name: String, _ value: String?) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            if let value { attributes[index].value = value } else { attributes.remove(at: index) }
        } else if let value {
            attributes.append(Attribute(name: name, value: value))
        }
    }

}
