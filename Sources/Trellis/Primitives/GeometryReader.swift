import Foundation

/// The size a `GeometryReader` was given, for its content to lay out against.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    /// No safe areas here (a page, a test): always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: at the origin in its own space; other spaces are not measured here.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A view that takes all the space it is offered and hands its size to its content. The
/// host measures it: the web host reports the real size from the browser (again when it
/// changes); the test host reports zero until a test calls `resize(to:)`.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content
    @State private var size = CGSize.zero

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor public var body: _GeometryElement<Content> {
        let binding = $size
        return _GeometryElement(content: content(GeometryProxy(size: size)), size: size) { binding.wrappedValue = $0 }
    }
}

/// The reader's element: it fills its container and takes the host's measurements as
/// `setText("<width> <height>")`.
nonisolated public struct _GeometryElement<Content: View>: View {
    let content: Content
    let size: CGSize
    let report: (CGSize) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .geometryReader }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.size, .size(width: Double(size.width), height: Double(size.height)))])
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
        if measured != size { report(measured) }
        return true
    }
}

extension ElementKind {
    /// A `GeometryReader` (`size`, as the host last measured it).
    public static let geometryReader = ElementKind(rawValue: "GeometryReader")
}

@_spi(TrellisHost) extension _GeometryElement: _PrimitiveView {}
