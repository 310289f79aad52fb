/// Scrolls to views inside a `ScrollViewReader` by their id (`.id(_:)` or a `ForEach`
/// element's id).
public struct ScrollViewProxy {
    let reader: ScrollReaderBox

    /// Scrolls so the view with this id shows, placed at `anchor` (nil: as little as
    /// needed). An id that is not there does nothing (and says so in the log).
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isMounted else { return }
        guard let target = node.findScrollTarget(AnyHashable(id)) else {
            ViewGraph.logger.warning("ScrollViewProxy.scrollTo: no view with id \(id) inside the ScrollViewReader.")
            return
        }
        var elements = ElementList()
        target.appendElements(to: &elements)
        guard let element = elements.first else { return }
        node.graph.emitScroll(to: element, anchor: anchor)
    }
}

/// Where the proxy finds its reader's node (weakly: the proxy may outlive it).
final class ScrollReaderBox {
    weak var node: _ViewNode?
}

/// Gives its content a proxy that scrolls to views inside it.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    @State private var box = ScrollReaderBox()

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        _ScrollReaderAnchor(box: box) { content(ScrollViewProxy(reader: box)) }
    }
}

/// Remembers the node under which the proxy looks for ids.
struct _ScrollReaderAnchor<Content: View>: View {
    let box: ScrollReaderBox
    let content: Content

    init(box: ScrollReaderBox, @ViewBuilder content: () -> Content) {
        self.box = box
        self.content = content()
    }

    static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        view.box.node = parent
        return CompositeTypeFacts.makeNode(view, parent: parent, inputs: inputs)
    }

    var body: some View { content }
}

/// Nodes that can name a child by an explicit id (`.id`, `ForEach`).
protocol ScrollTargetProvider: AnyObject {
    @MainActor func scrollTarget(for id: AnyHashable) -> _ViewNode?
}

extension _ViewNode {
    /// The first node below (or at) this one whose explicit id is `id`.
    func findScrollTarget(_ id: AnyHashable) -> _ViewNode? {
        if let provider = self as? ScrollTargetProvider, let found = provider.scrollTarget(for: id) { return found }
        var found: _ViewNode?
        forEachChild { child in
            if found == nil { found = child.findScrollTarget(id) }
        }
        return found
    }
}

extension ViewGraph {
    /// Asks the host to scroll to an element (sent with the next flush's mutations).
    func emitScroll(to element: ElementID, anchor: UnitPoint?) {
        emit(.scrollTo(element, anchor: anchor))
        requestFlush()
    }
}
