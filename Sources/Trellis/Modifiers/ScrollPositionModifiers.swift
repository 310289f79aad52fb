import Foundation

// Where a scroll view is scrolled to, set from code: to the view with an id, or to an
// edge (iOS 17 and 18). Setting the position scrolls; a position the user reaches by
// scrolling is not reported back by the hosts here (docs/Differences.md).

/// A scroll view's position (iOS 18): a view's id, an edge, or a point.
public struct ScrollPosition: Hashable, Sendable {
    enum Target: Hashable, @unchecked Sendable {
        case none
        case view(AnyHashable, UnitPoint?)
        case edge(Edge)
        case point(CGPoint)
    }
    var target: Target = .none

    public init(idType: (some Hashable).Type = Never.self) {}
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { target = .edge(edge) }
    public init(point: CGPoint) { target = .point(point) }
    public init(x: CGFloat) { target = .point(CGPoint(x: x, y: 0)) }
    public init(y: CGFloat) { target = .point(CGPoint(x: 0, y: y)) }
    public init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor) }

    public mutating func scrollTo(edge: Edge) { target = .edge(edge) }
    public mutating func scrollTo(point: CGPoint) { target = .point(point) }
    public mutating func scrollTo(x: CGFloat) { target = .point(CGPoint(x: x, y: 0)) }
    public mutating func scrollTo(y: CGFloat) { target = .point(CGPoint(x: 0, y: y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { target = .point(CGPoint(x: x, y: y)) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor) }

    /// Whether the user put it there by scrolling (never, here: see above).
    public var isPositionedByUser: Bool { false }
    public var edge: Edge? { if case .edge(let edge) = target { edge } else { nil } }
    public var point: CGPoint? { if case .point(let point) = target { point } else { nil } }
    public var viewID: AnyHashable? { if case .view(let id, _) = target { id } else { nil } }
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
}

/// A scroll view that scrolls to `position` whenever it changes, and at first.
nonisolated public struct _ScrollPositionView<Content: View>: View {
    let content: Content
    let position: ScrollPosition.Target
    let defaultAnchor: UnitPoint?
    @State private var box = ScrollReaderBox()

    @MainActor public var body: some View {
        _ScrollReaderAnchor(box: box) { content }
            .task(id: position) { scroll() }
    }

    @MainActor private func scroll() {
        guard let node = box.node, node.isMounted else { return }
        switch position {
        case .view(let id, let anchor):
            ScrollViewProxy(reader: box).scrollTo(id, anchor: anchor)
        case .edge(let edge):
            scroll(node, to: edge == .bottom || edge == .trailing ? .bottom : .top)
        case .point, .none:
            // A point needs the host to scroll by an offset, which it does not here;
            // with none, the default anchor decides where it starts.
            if let defaultAnchor { scroll(node, to: defaultAnchor) }
        }
    }

    @MainActor private func scroll(_ node: _ViewNode, to anchor: UnitPoint) {
        var elements = ElementList()
        node.appendElements(to: &elements)
        guard let scrollView = elements.first else { return }
        node.graph.emitScroll(to: scrollView, anchor: anchor.y >= 0.75 ? .bottom : .top)
    }
}

extension View {
    /// Scrolls this scroll view to the view whose id `id` holds, each time it is set.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> _ScrollPositionView<Self> {
        _ScrollPositionView(content: self, position: id.wrappedValue.map { .view(AnyHashable($0), anchor) } ?? .none, defaultAnchor: nil)
    }

    /// Scrolls this scroll view to `position` (a view, an edge), each time it is set.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> _ScrollPositionView<Self> {
        var target = position.wrappedValue.target
        if case .view(let id, nil) = target { target = .view(id, anchor) }
        return _ScrollPositionView(content: self, position: target, defaultAnchor: nil)
    }

    /// Where this scroll view starts: `.bottom` for a chat that opens on its latest message.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> _ScrollPositionView<Self> {
        _ScrollPositionView(content: self, position: .none, defaultAnchor: anchor)
    }

    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> _ScrollPositionView<Self> {
        _ScrollPositionView(content: self, position: .none, defaultAnchor: role == .initialOffset || role == .alignment ? anchor : nil)
    }
}

/// What a default scroll anchor is for (iOS 18): where the view starts, where it stays
/// when its content changes size, or how content smaller than it is aligned.
public struct ScrollAnchorRole: Hashable, Sendable {
    let name: String
    public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
    public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
    public static let alignment = ScrollAnchorRole(name: "alignment")
}
