import Foundation

/// A label and a value side by side, the value in the secondary colour: a settings row.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Made from a style's configuration: draws the standard look whatever the style.
    let isStandard: Bool

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isStandard = false
    }

    @MainActor public var body: some View {
        if !isStandard, let make = style.make {
            make(LabeledContentStyleConfiguration(label: _StylePart(content: AnyView(label)), content: _StylePart(content: AnyView(content))))
        } else {
            HStack {
                label
                Spacer()
                content.foregroundColor(.secondary)
            }
            .modifier(_ElementPropertyModifier(.labeledContent, .bool(true)))
        }
    }

    @Environment(\.labeledContentStyle) private var style
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The standard labeled content of a style's configuration.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isStandard = true
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

/// A titled box that groups related content, on a tinted background.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Made from a style's configuration: draws the standard look whatever the style.
    let isStandard: Bool

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isStandard = false
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    @MainActor public var body: some View {
        if !isStandard, let make = style.make {
            make(GroupBoxStyleConfiguration(label: _StylePart(content: AnyView(label)), content: _StylePart(content: AnyView(content))))
        } else {
            VStack(alignment: .leading, spacing: 8) {
                label.font(.headline)
                content
            }
            .modifier(_ElementPropertyModifier(.groupBox, .bool(true)))
        }
    }

    @Environment(\.groupBoxStyle) private var style
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The standard group box of a style's configuration.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isStandard = true
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A label that shows or hides its content when tapped, with a chevron saying which.
/// Without a binding it keeps its own state, starting collapsed.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    /// Made from a style's configuration: draws the standard look whatever the style.
    var isStandard = false
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    @MainActor public var body: some View {
        let expanded = isExpanded ?? $ownExpanded
        if !isStandard, let make = style.make {
            make(DisclosureGroupStyleConfiguration(label: _StylePart(content: AnyView(label)),
                                                   content: _StylePart(content: AnyView(content)), isExpanded: expanded))
        } else {
            standard(expanded)
        }
    }

    @MainActor private func standard(_ expanded: Binding<Bool>) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                expanded.wrappedValue.toggle()
            } label: {
                HStack {
                    label
                    Spacer()
                    Image(systemName: expanded.wrappedValue ? "chevron.down" : "chevron.right")
                        .accessibilityHidden(true)
                }
            }
            .modifier(_ElementPropertyModifier(.disclosure, .bool(expanded.wrappedValue)))
            if expanded.wrappedValue {
                content
            }
        }
    }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
    /// The standard disclosure group of a style's configuration.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.label = configuration.label
        self.content = configuration.content
        self.isExpanded = configuration.$isExpanded
        self.isStandard = true
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// Related controls drawn as one group (buttons side by side in a shared capsule).
/// Its label shows where a style draws the group as a menu.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    let label: AnyView
    /// Made from a style's configuration: draws the standard look whatever the style.
    var isStandard = false

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(EmptyView())
    }

    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
        self.label = AnyView(label())
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    @MainActor public var body: some View {
        if !isStandard, let make = style.make {
            make(ControlGroupStyleConfiguration(content: _StylePart(content: AnyView(content)), label: _StylePart(content: label)))
        } else {
            HStack(spacing: 0) { content }
                .modifier(_ElementPropertyModifier(.controlGroup, .bool(true)))
        }
    }

    @Environment(\.controlGroupStyle) private var style
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The standard control group of a style's configuration.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.content = configuration.content
        self.label = AnyView(configuration.label)
        self.isStandard = true
    }
}

// MARK: Progress

/// Progress towards a total (a bar), or work of unknown length (a spinner).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction.map { $0.isFinite ? Swift.min(Swift.max($0, 0), 1) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: value.map { total > 0 ? Double($0) / Double(total) : 0 }, label: label(), currentValueLabel: currentValueLabel())
    }

    @MainActor public var body: some View {
        if let makeBody = style.makeBody {
            makeBody(fraction, AnyView(label), AnyView(currentValueLabel))
        } else if Label.self == EmptyView.self && CurrentValueLabel.self == EmptyView.self {
            // No label: the bar or the spinner alone.
            _ProgressElement(fraction: fraction, content: EmptyView())
        } else {
            _ProgressElement(fraction: fraction, content: VStack(alignment: .leading, spacing: 4) {
                label
                currentValueLabel.font(.footnote).foregroundColor(.secondary)
            })
        }
    }

    @Environment(\.progressViewStyle) private var style
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style was given, drawn the standard way.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted,
                  label: configuration.label ?? .init(content: AnyView(EmptyView())),
                  currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: EmptyView())
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) }, currentValueLabel: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) }, currentValueLabel: { EmptyView() })
    }
}

/// The progress view's element: `fraction` (0…1; absent while indeterminate) and the
/// `progressViewStyle`, with the labels inside.
nonisolated public struct _ProgressElement<Content: View>: View {
    let fraction: Double?
    let content: Content

    @_spi(TrellisHost) public static var _kind: ElementKind { .progressView }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if let fraction { properties.append(.fraction, .number(fraction)) }
        let style = environment.progressViewStyle
        properties.append(.progressViewStyle, .string(style.name == "automatic" ? (fraction == nil ? "circular" : "linear") : style.name))
        if let tint = style.tint { properties.append(.accentColor, .color(tint)) }
        return properties
    }
}

extension ElementKind {
    /// A `ProgressView` (`fraction`, absent while indeterminate; `progressViewStyle`).
    public static let progressView = ElementKind(rawValue: "ProgressView")
}

/// How a progress view draws: a bar, a spinner, or a look of your own (`makeBody`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
    /// The host's name for a built-in style; nil for a style of your own.
    nonisolated var _name: String? { get }
    /// The colour a built-in style was made with (`CircularProgressViewStyle(tint:)`).
    nonisolated var _tint: Color? { get }
}

extension ProgressViewStyle {
    nonisolated public var _name: String? { nil }
    nonisolated public var _tint: Color? { nil }
}

/// What a `ProgressViewStyle` gets: how far the work is (nil while indeterminate) and
/// the progress view's labels.
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        @MainActor public var body: some View { content }
    }
    public struct CurrentValueLabel: View {
        let content: AnyView
        @MainActor public var body: some View { content }
    }
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A built-in progress style: the standard progress view, drawn by the host.
public protocol _BuiltinProgressViewStyle: ProgressViewStyle
where Body == ProgressView<ProgressViewStyleConfiguration.Label, ProgressViewStyleConfiguration.CurrentValueLabel> {}

extension _BuiltinProgressViewStyle {
    @MainActor public func makeBody(configuration: Configuration) -> Body { ProgressView(configuration) }
}

nonisolated public struct DefaultProgressViewStyle: _BuiltinProgressViewStyle { public init() {}; public var _name: String? { "automatic" } }
nonisolated public struct LinearProgressViewStyle: _BuiltinProgressViewStyle {
    public init() {}
    /// The bar in `tint` (iOS 14's spelling of `.progressViewStyle(.linear).tint(_:)`).
    public init(tint: Color) { _tint = tint }
    public var _name: String? { "linear" }
    public private(set) var _tint: Color?
}
nonisolated public struct CircularProgressViewStyle: _BuiltinProgressViewStyle {
    public init() {}
    /// The spinner in `tint` (iOS 14's spelling of `.progressViewStyle(.circular).tint(_:)`).
    public init(tint: Color) { _tint = tint }
    public var _name: String? { "circular" }
    public private(set) var _tint: Color?
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { Self() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { Self() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { Self() } }

/// The progress style in the environment: a built-in name, or a style's body.
public struct _AnyProgressViewStyle: @unchecked Sendable {
    let name: String
    let makeBody: (@MainActor (Double?, AnyView, AnyView) -> AnyView)?
    var tint: Color? = nil
}

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = _AnyProgressViewStyle(name: "automatic", makeBody: nil) }

extension EnvironmentValues {
    var progressViewStyle: _AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of progress views in this view: a built-in one, or your own.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_AnyProgressViewStyle>> {
        if let name = style._name { return environment(\.progressViewStyle, _AnyProgressViewStyle(name: name, makeBody: nil, tint: style._tint)) }
        // Styles are values made on the main actor and only used there.
        nonisolated(unsafe) let style = style
        return environment(\.progressViewStyle, _AnyProgressViewStyle(name: "automatic", makeBody: { fraction, label, current in
            // Inside its body, `ProgressView(configuration)` is a standard progress view again.
            AnyView(style.makeBody(configuration: ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: .init(content: label), currentValueLabel: .init(content: current)))
                .environment(\.progressViewStyle, ProgressViewStyleKey.defaultValue))
        }))
    }
}

@_spi(TrellisHost) extension _ProgressElement: _PrimitiveView {}
