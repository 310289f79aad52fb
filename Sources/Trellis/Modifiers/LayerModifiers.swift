import Foundation

/// A view with another drawn over or behind it, sized to it and placed by `alignment`;
/// the layer does not change the view's layout, as in SwiftUI.
nonisolated public struct _LayeredView<Content: View, Layer: View>: View {
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let isBackground: Bool

    @_spi(TrellisHost) public static var _kind: ElementKind { .layered }
    public static var _propertiesReadNoState: Bool { true }

    public var _content: TupleView<(_LayerElement<Layer>?, Content, _LayerElement<Layer>?)> {
        let element = _LayerElement(content: layer, alignment: alignment, isBackground: isBackground)
        return TupleView((isBackground ? element : nil, content, isBackground ? nil : element))
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

/// The layer of a `_LayeredView` (`layer`: "overlay" or "background"; `alignment`).
nonisolated public struct _LayerElement<Content: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool

    @_spi(TrellisHost) public static var _kind: ElementKind { .layer }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.layer, .string(isBackground ? "background" : "overlay")),
                           ElementProperty(.alignment, .alignment(alignment))])
    }
}

extension ElementKind {
    /// A view with an overlay or a background view: the layer, then (or after) the view.
    public static let layered = ElementKind(rawValue: "Layered")
    /// The overlay or background of a `layered` element.
    public static let layer = ElementKind(rawValue: "Layer")
}

extension View {
    /// Draws `content` over this view, sized to it.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _LayeredView<Self, V> {
        _LayeredView(content: self, layer: content(), alignment: alignment, isBackground: false)
    }

    /// A view over this one. Disfavoured, as `background(_:alignment:)` is: a colour is
    /// both a view and a shape style, and `.overlay(Color.black.opacity(0.3))` must pick
    /// one form (the style's, which draws the same) instead of being ambiguous.
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _LayeredView<Self, V> {
        _LayeredView(content: self, layer: overlay, alignment: alignment, isBackground: false)
    }

    /// Paints `style` (a colour, a gradient, a material) over this view, sized to it.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _LayeredView<Self, _ShapeView<Rectangle>> {
        _LayeredView(content: self, layer: Rectangle().fill(style), alignment: .center, isBackground: false)
    }

    /// Fills `shape` with `style` over this view: `.overlay(.blue.opacity(0.3), in: Circle())`.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> _LayeredView<Self, _ShapeView<T>> {
        _LayeredView(content: self, layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false)
    }

    /// Draws `content` behind this view, sized to it.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _LayeredView<Self, V> {
        _LayeredView(content: self, layer: content(), alignment: alignment, isBackground: true)
    }

    /// A view behind this one (a colour or other shape style goes to `background(_:)`'s
    /// style form instead).
    @_disfavoredOverload
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> _LayeredView<Self, V> {
        _LayeredView(content: self, layer: background, alignment: alignment, isBackground: true)
    }

    /// Fills `shape` with `style` behind this view: `.background(.blue, in: Capsule())`.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> _LayeredView<Self, _ShapeView<T>> {
        _LayeredView(content: self, layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true)
    }

    /// Fills `shape` behind this view with the background style (`backgroundStyle(_:)`'s, or
    /// the system background).
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> _EnvironmentBackground<Self, T> {
        _EnvironmentBackground(content: self, shape: shape, fillStyle: fillStyle)
    }
}

/// A view with content inset at one of its edges (a bar above or below a list, say). A
/// page has no safe area to shrink, so the inset content is stacked at that edge and the
/// view takes the rest; the inset content sits along the edge as `alignment` says.
nonisolated public struct _SafeAreaInsetView<Content: View, Inset: View>: View {
    let content: Content
    let inset: Inset
    let edge: Edge
    let spacing: CGFloat?
    var alignment = Alignment.center

    @MainActor public var body: some View {
        switch edge {
        case .top: VStack(alignment: alignment.horizontal, spacing: spacing ?? 0) { inset; content }
        case .bottom: VStack(alignment: alignment.horizontal, spacing: spacing ?? 0) { content; inset }
        case .leading: HStack(alignment: alignment.vertical, spacing: spacing ?? 0) { inset; content }
        case .trailing: HStack(alignment: alignment.vertical, spacing: spacing ?? 0) { content; inset }
        }
    }
}

extension View {
    /// Shows `content` at `edge`, above or below this view.
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                                  @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom, spacing: spacing,
                           alignment: Alignment(horizontal: alignment, vertical: .center))
    }

    /// Shows `content` at `edge`, beside this view.
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                                  @ViewBuilder content: () -> V) -> _SafeAreaInsetView<Self, V> {
        _SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing, spacing: spacing,
                           alignment: Alignment(horizontal: .center, vertical: alignment))
    }
    /// A bar at `edge` (iOS 26): placed as `safeAreaInset` places its content. (Scroll
    /// content passing under it gets no edge effect here: docs/Differences.md.)
    nonisolated public func safeAreaBar(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                        @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    nonisolated public func safeAreaBar(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                        @ViewBuilder content: () -> some View) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}

@_spi(TrellisHost) extension _LayeredView: _PrimitiveView {}
@_spi(TrellisHost) extension _LayerElement: _PrimitiveView {}
