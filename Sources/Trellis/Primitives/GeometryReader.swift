import Foundation

/// The size and place of a `GeometryReader`, for its content to lay out against. Frames
/// in other spaces and anchors come from the host's layout: the test host's, after each
/// update; where a host has not laid out (yet), the reader's own space stands in.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    let context: _GeometryContext?
    /// Which layout pass the proxy was made after: a new pass makes a new proxy, so views
    /// given it read frames again.
    let layoutPass: Int

    init(size: CGSize, context: _GeometryContext? = nil, layoutPass: Int = 0) {
        self.size = size
        self.context = context
        self.layoutPass = layoutPass
    }

    /// No safe areas here (a page, a test): always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        switch coordinateSpace {
        case .local:
            return local
        case .global:
            guard let frame = readerFrame() else { return local }
            return CGRect(origin: frame.origin, size: size)
        case .named(let name):
            guard let frame = readerFrame(), let space = spaceFrame(name) else { return local }
            return CGRect(x: frame.minX - space.minX, y: frame.minY - space.minY, width: size.width, height: size.height)
        }
    }

    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named space around the reader, in the reader's own space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let frame = readerFrame(), let space = spaceFrame(name)
        else { return nil }
        return CGRect(x: space.minX - frame.minX, y: space.minY - frame.minY, width: space.width, height: space.height)
    }

    /// The anchor's value in the reader's own space.
    public subscript<T>(anchor: Anchor<T>) -> T {
        guard let frame = readerFrame(),
              let target = MainActor.assumeIsolated({ ViewGraph.active?.geometry?.frame(ofAnchor: anchor.token) })
        else { return anchor.source.resolve(.zero) }
        return anchor.source.resolve(target.offsetBy(dx: -frame.minX, dy: -frame.minY))
    }

    /// The frame in the window of the nearest view around the reader naming the space `name`.
    private func spaceFrame(_ name: AnyHashable) -> CGRect? {
        guard let context else { return nil }
        // A space's name is any hashable value; it is only compared, on this actor.
        nonisolated(unsafe) let name = name
        return MainActor.assumeIsolated { ViewGraph.active?.geometry?.frame(ofSpace: name, around: context.token) }
    }

    /// The reader's frame in the window, noting that its content depends on layout.
    private func readerFrame() -> CGRect? {
        guard let context else { return nil }
        return MainActor.assumeIsolated {
            guard let graph = ViewGraph.active else { return nil }
            graph.addLayoutReader(context)
            return graph.geometry?.frame(ofReader: context.token)
        }
    }
}

/// A `GeometryReader`'s identity for layout: its token marks its element, and `refresh`
/// makes it read frames again after a layout pass moved things.
public final class _GeometryContext: @unchecked Sendable {
    var token: AnyHashable { AnyHashable(ObjectIdentifier(self)) }
    var refresh: (@MainActor () -> Void)?
    /// Whether the host has told the reader its size. Until then its content was made
    /// with a zero size, which iOS never shows it: on iOS the content is made during layout.
    private(set) var isMeasured = false
    /// What waits for the first size: the `onAppear` actions of the views inside, which on
    /// iOS run after layout and so read the real size (`cellSize = proxy.size.width / 3`).
    private var waiting: [@MainActor () -> Void] = []

    init() {}

    /// Runs `action` when the host first tells the reader its size (callers check
    /// `isMeasured` first: a measured reader's content was made with its size).
    @MainActor func afterFirstSize(_ action: @escaping @MainActor () -> Void) {
        waiting.append(action)
    }

    /// The host measured the reader: what waited runs, each queued after the update the
    /// new size causes (so the content it reads was made with the size).
    @MainActor func measured() {
        guard !isMeasured else { return }
        isMeasured = true
        let ready = waiting
        waiting = []
        ready.forEach { $0() }
    }
}

/// The nearest `GeometryReader` around a view, measured or not yet (see `_GeometryContext`).
struct EnclosingGeometryKey: EnvironmentKey { static let defaultValue: _GeometryContext? = nil }

extension EnvironmentValues {
    var enclosingGeometry: _GeometryContext? {
        get { self[EnclosingGeometryKey.self] }
        set { self[EnclosingGeometryKey.self] = newValue }
    }
}

/// A view that takes all the space it is offered and hands its size to its content, at its
/// top leading corner. The host measures it: the test host lays the window out and tells
/// the reader its size before the first state a test sees; the web host reports the
/// browser's size (again when it changes).
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero
    @State private var context = _GeometryContext()
    @State private var layoutPass = 0

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: _GeometryElement<ModifiedContent<Content, _EnvironmentWritingModifier<_GeometryContext?>>> {
        let binding = $size
        let pass = $layoutPass
        let context = context
        context.refresh = { pass.wrappedValue &+= 1 }
        let proxy = GeometryProxy(size: size, context: context, layoutPass: layoutPass)
        return _GeometryElement(content: content(proxy).environment(\.enclosingGeometry, context), size: size,
                                token: context.token) { measured in
            if binding.wrappedValue != measured { binding.wrappedValue = measured }
            context.measured()
        }
    }
}

/// The reader's element: it fills its container and takes the host's measurements as
/// `setText("<width> <height>")`.
nonisolated public struct _GeometryElement<Content: View>: View {
    let content: Content
    let size: CGSize
    let token: AnyHashable
    let report: (CGSize) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .geometryReader }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.size, .size(width: Double(size.width), height: Double(size.height))),
                           ElementProperty(.geometryToken, .identifier(token))])
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText = event { return true }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setText(let text) = event else { return false }
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 100_000 }) else { return false }
        let measured = CGSize(width: numbers[0].rounded(), height: numbers[1].rounded())
        // Reported every time: the first report, even of the size it had, is what lets the
        // content's `onAppear` actions run (see `_GeometryContext`).
        report(measured)
        return true
    }
}

extension ElementKind {
    /// A `GeometryReader` (`size`, as the host last measured it).
    public static let geometryReader = ElementKind(rawValue: "GeometryReader")
}

@_spi(TrellisHost) extension _GeometryElement: _PrimitiveView {}
