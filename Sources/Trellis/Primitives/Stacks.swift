import Foundation

/// Arranges children vertically.
nonisolated public struct VStack<Content: View>: View {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .vStack }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }
    public static var _storedContent: KeyPath<Self, Content>? { \.content }
    @_spi(TrellisHost) public static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        stackProperties(view.pointee.alignment == .center ? nil : view.pointee.alignment.rawValue, view.pointee.spacing)
    }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        stackProperties(alignment == .center ? nil : alignment.rawValue, spacing)
    }
}

/// Arranges children horizontally.
nonisolated public struct HStack<Content: View>: View {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .hStack }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }
    public static var _storedContent: KeyPath<Self, Content>? { \.content }
    @_spi(TrellisHost) public static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        stackProperties(view.pointee.alignment == .center ? nil : view.pointee.alignment.rawValue, view.pointee.spacing)
    }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        stackProperties(alignment == .center ? nil : alignment.rawValue, spacing)
    }
}

/// Overlays children, back to front.
nonisolated public struct ZStack<Content: View>: View {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .zStack }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }
    public static var _storedContent: KeyPath<Self, Content>? { \.content }
    @_spi(TrellisHost) public static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        properties(view.pointee.alignment)
    }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { Self.properties(alignment) }

    private static func properties(_ alignment: Alignment) -> ElementProperties {
        alignment == .center ? ElementProperties() : ElementProperties([ElementProperty(.alignment, .alignment(alignment))])
    }
}

private func stackProperties(_ alignment: String?, _ spacing: CGFloat?) -> ElementProperties {
    var properties = ElementProperties()
    if let alignment { properties.append(.alignment, .string(alignment)) }
    if let spacing { properties.append(.spacing, .number(Double(spacing))) }
    return properties
}

/// Flexible space that pushes siblings apart along the stack's axis.
nonisolated public struct Spacer: View {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    @_spi(TrellisHost) public static var _kind: ElementKind { .spacer }
    public static var _propertiesReadNoState: Bool { true }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        minLength.map { ElementProperties([ElementProperty(.minLength, .number(Double($0)))]) } ?? ElementProperties()
    }
}

/// A thin line separating content.
nonisolated public struct Divider: View {
    public init() {}
    @_spi(TrellisHost) public static var _kind: ElementKind { .divider }
    public static var _propertiesReadNoState: Bool { true }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

/// An image by asset name or SF Symbol name; hosts map names to their own assets/icons.
nonisolated public struct Image: Equatable, View {
    var name: String
    var isSystem: Bool
    var isResizable = false
    /// A picture on the web (`AsyncImage`): the browser loads it.
    var url: URL?
    var renderingMode: TemplateRenderingMode?
    var isDecorative = false
    /// What assistive technology reads for it (`Image(_:label:)`).
    var accessibilityLabel: String?

    public init(_ name: String) {
        self.name = name
        isSystem = false
    }

    /// An image that assistive technology skips.
    public init(decorative name: String) {
        self.init(name)
        isDecorative = true
    }

    public init(_ name: String, bundle: Bundle?) { self.init(name) }
    public init(decorative name: String, bundle: Bundle?) { self.init(decorative: name) }

    /// An asset image that assistive technology reads as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name)
        accessibilityLabel = label.content
    }

    init(url: URL) {
        self.init("")
        self.url = url
    }

    /// A picture at a URL the host loads (UIKit's images made from bytes, as data URLs).
    package init(_url url: URL) { self.init(url: url) }

    /// Whether an image is drawn in its own colours or as a template in the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How a scaled image is smoothed; a browser picks its own.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public init(systemName: String) {
        name = systemName
        isSystem = true
    }

    /// How a resizable image fills a frame larger than itself.
    public enum ResizingMode: Hashable, Sendable { case stretch, tile }

    /// Drawn at whatever size it is framed to. A browser draws it stretched, its cap insets
    /// included (`.tile` and insets: docs/Differences.md).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How large symbols draw relative to the text around them (`imageScale(_:)`).
    public enum Scale: String, Hashable, Sendable { case small, medium, large }

    @_spi(TrellisHost) public static var _kind: ElementKind { .image }
    public static var _propertiesReadNoState: Bool { true }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        // The first property is built in the array's literal: exactly one allocation where
        // appending to an empty list grows it through the runtime's generic path.
        var properties = ElementProperties([url.map { ElementProperty(.url, .string($0.absoluteString)) }
                                                ?? ElementProperty(isSystem ? .systemName : .name,
                                                                   .string(isSystem ? environment.valueIfSet(SymbolVariantsKey.self)?.applied(to: name) ?? name : name))])
        if isDecorative { properties.append(.accessibilityHidden, .bool(true)) }
        if let accessibilityLabel { properties.append(.accessibilityLabel, .string(accessibilityLabel)) }
        if renderingMode == .original { properties.append(.renderingMode, .string("original")) }
        if isResizable { properties.append(.resizable, .bool(true)) }
        if isSystem, environment.imageScale != .medium { properties.append(.imageScale, .string(environment.imageScale.rawValue)) }
        // A symbol is set in the font around it, as text is (`.font(.system(size: 46))`);
        // read only where a view above set one, so a row's icon records no read.
        if isSystem, let font = environment.valueIfSet(FontKey.self) ?? nil { properties.append(.font, .font(font)) }
        if let color = environment.foregroundColor { properties.append(.foregroundColor, .color(color)) }
        return properties
    }
}

@_spi(TrellisHost) extension Color: _PrimitiveView {
    public static var _propertiesReadNoState: Bool { true }
    public static var _kind: ElementKind { .color }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.color, .color(self))])
    }
}

/// A scrollable container. (Programmatic scrolling and lazy stacks come with lists.)
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .scrollView }
    public static var _propertiesReadNoState: Bool { true }
    /// The content, where the modifiers watching this scroll view (`onScrollPhaseChange`…)
    /// no longer reach: a scroll view inside is not the one they watch.
    public var _content: ModifiedContent<Content, _EnvironmentWritingModifier<_ScrollReceiver?>> {
        content.modifier(_EnvironmentWritingModifier(keyPath: \.scrollReceiver, transform: { $0 = nil }))
    }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if axes != .vertical { properties.append(.axes, .string(axes == .horizontal ? "horizontal" : "both")) }
        environment.appendScrollProperties(to: &properties, axes: axes, showsIndicators: showsIndicators)
        if environment.scrollReceiver != nil { properties.append(.scrollReports, .bool(true)) }
        return properties
    }

    /// A report of where the user scrolled it (`ScrollReport`'s text), for the modifiers
    /// watching it.
    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText(let text) = event { return environment.scrollReceiver != nil && ScrollReport(text) != nil }
        return false
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setText(let text) = event, let receiver = environment.scrollReceiver, let report = ScrollReport(text) else { return false }
        receiver.deliver(report)
        return true
    }
}

/// A direction of layout or scrolling.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

@_spi(TrellisHost) extension VStack: _PrimitiveView {}
@_spi(TrellisHost) extension HStack: _PrimitiveView {}
@_spi(TrellisHost) extension ZStack: _PrimitiveView {}
@_spi(TrellisHost) extension Spacer: _PrimitiveView {}
@_spi(TrellisHost) extension Divider: _PrimitiveView {}
@_spi(TrellisHost) extension Image: _PrimitiveView {}
@_spi(TrellisHost) extension ScrollView: _PrimitiveView {}
