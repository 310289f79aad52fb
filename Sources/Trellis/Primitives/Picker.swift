import Foundation

/// A control for choosing one of a set of options, each marked with `.tag(_:)` (or, in a
/// `ForEach`, by its element's id as in SwiftUI). Selecting an option writes its tag
/// through the binding; a tag whose type is not the selection's selects nothing.
///
/// Every style keeps all options on screen as elements (the web host shows a menu's
/// options when it is opened), so tests can select by an option's text in any style.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    @MainActor public var body: some View {
        let binding = selection
        let context = _SelectionContext(current: AnyHashable(binding.wrappedValue)) { tag in
            guard let value = tag.base as? SelectionValue else { return false }
            binding.wrappedValue = value
            return true
        }
        return _PickerElement(label: label, options: content, context: context)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.init(selection: selection, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// What a picker shares with the options inside it: the current selection, and how to
/// select a tag.
public struct _SelectionContext: @unchecked Sendable {
    /// Whether a tag is selected (one value for a picker; a set for a multi-select list).
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Bool

    init(current: AnyHashable, select: @escaping (AnyHashable) -> Bool) {
        let current = Self.unwrapped(current)
        self.init(isSelected: { Self.unwrapped($0) == current }, select: select)
    }

    /// A tag or selection without its optional wrapping: `Optional(id)` and `id` are the
    /// same option (AnyHashable does not always equate them, UUIDs for one).
    static func unwrapped(_ value: AnyHashable) -> AnyHashable {
        let mirror = Mirror(reflecting: value.base)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value as? AnyHashable else { return AnyHashable(Optional<Int>.none) }
        return unwrapped(wrapped)
    }

    init(isSelected: @escaping (AnyHashable) -> Bool, select: @escaping (AnyHashable) -> Bool) {
        self.isSelected = isSelected
        self.select = select
    }
}

struct SelectionContextKey: EnvironmentKey { static let defaultValue: _SelectionContext? = nil }

extension EnvironmentValues {
    /// The picker (or tab view) whose options are below.
    var selectionContext: _SelectionContext? {
        get { self[SelectionContextKey.self] }
        set { self[SelectionContextKey.self] = newValue }
    }

    /// Whether options below are tagged, without recording a read (a ForEach asks once
    /// per update, and its rows read the context themselves).
    var hasSelectionContextUntracked: Bool { untracked(SelectionContextKey.self) != nil }
}

/// The picker's element: its label, then its options (see `_PickerPart`).
nonisolated public struct _PickerElement<Label: View, Options: View>: View {
    let label: Label
    let options: Options
    let context: _SelectionContext

    @_spi(TrellisHost) public static var _kind: ElementKind { .picker }

    public var _content: TupleView<(_PickerPart<Label>, ModifiedContent<_PickerPart<Options>, _EnvironmentWritingModifier<_SelectionContext?>>)> {
        TupleView((_PickerPart(content: label, role: "label"),
                   _PickerPart(content: options, role: "options").environment(\.selectionContext, context)))
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.pickerStyle, .string(environment.pickerStyleName))])
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }
}

/// One part of a picker: its label, or the group of its options.
nonisolated public struct _PickerPart<Content: View>: View {
    let content: Content
    let role: String

    @_spi(TrellisHost) public static var _kind: ElementKind { .pickerPart }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.role, .string(role))])
        // What the style sets the parts in, as iOS draws them (texts with a font of their
        // own keep it): segments in a smaller medium face; an inline picker's label as a
        // section header.
        switch (environment.pickerStyleName, role) {
        case ("segmented", "options"):
            properties.append(.font, .font(.system(size: 13, weight: .medium)))
        case ("inline", "label"), ("wheel", "label"), ("navigationLink", "label"):
            properties.append(.font, .font(.footnote))
            properties.append(.foregroundColor, .color(.secondary))
            properties.append(.textCase, .string("uppercase"))
        default:
            break
        }
        return properties
    }
}

/// An option of a picker: its content, selected when its tag is the picker's selection;
/// a tap selects it.
nonisolated public struct _PickerOption<Content: View>: View {
    let content: Content
    let tag: AnyHashable
    let context: _SelectionContext

    @_spi(TrellisHost) public static var _kind: ElementKind { .pickerOption }
    /// The content is no option list of its own: tags inside it mean nothing.
    public var _content: ModifiedContent<Content, _EnvironmentWritingModifier<_SelectionContext?>> {
        content.environment(\.selectionContext, nil)
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.selected, .bool(context.isSelected(tag)))])
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        event == .tap && environment.isEnabled && !selectionDisabled(in: environment)
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, !selectionDisabled(in: environment) else { return false }
        return context.select(tag)
    }

    /// Whether `selectionDisabled` is on this option: around its tag, or on its content.
    private func selectionDisabled(in environment: EnvironmentValues) -> Bool {
        environment.selectionDisabled || (content as? any _SelectionDisabledMarker)?.isSelectionDisabled == true
    }
}

/// A view with a tag: an option when a picker (or tab view) is above it, the view itself
/// elsewhere.
nonisolated public struct _TaggedView<Content: View, Tag: Hashable>: View, _TaggedViewMarker {
    let content: Content
    let tag: Tag

    @Environment(\.selectionContext) private var context
    @Environment(\.tabContext) private var tabs

    @MainActor public var body: some View {
        if let context {
            _PickerOption(content: content, tag: AnyHashable(tag), context: context)
        } else if tabs != nil, content is any _TabItemMarker {
            // A tab (`.tabItem { }.tag(x)`): the tab inside learns its tag.
            content.environment(\.currentTag, AnyHashable(tag))
        } else if tabs != nil {
            // A tagged view right inside a tab view is a tab without an item: a page of a
            // page-style tab view.
            _TabItemView(content: content, label: EmptyView(), explicitTag: AnyHashable(tag))
        } else {
            content
        }
    }

    public var _anyTag: AnyHashable { AnyHashable(tag) }
}

/// Lets a ForEach see that its row already carries an explicit tag, and a tab read the
/// tag inside it.
public protocol _TaggedViewMarker {
    var _anyTag: AnyHashable { get }
}

extension View {
    /// Marks this view as the option for `tag` in a picker or a tab view.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> _TaggedView<Self, V> {
        _TaggedView(content: self, tag: tag)
    }

    /// Marks this view as the option for `tag`. An optional selection matches a plain
    /// tag here whatever `includeOptional` says.
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> _TaggedView<Self, V> {
        _TaggedView(content: self, tag: tag)
    }
}

extension ElementKind {
    /// A `Picker`: a label part and an options part (`pickerStyle`: the style's name).
    public static let picker = ElementKind(rawValue: "Picker")
    /// The label or the options of a picker (`role`).
    public static let pickerPart = ElementKind(rawValue: "PickerPart")
    /// One option of a picker (`selected`); a tap selects it.
    public static let pickerOption = ElementKind(rawValue: "PickerOption")
}

// MARK: Styles

/// How a picker shows its options. Every style here works in the test host as in SwiftUI;
/// the web host draws menu, segmented and inline ones (wheel and navigation-link pickers
/// as an inline list; see docs/Differences.md).
public protocol PickerStyle {
    var _name: String { get }
}

public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _name: String { "menu" } }
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _name: String { "menu" } }
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _name: String { "segmented" } }
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _name: String { "inline" } }
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _name: String { "wheel" } }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _name: String { "navigationLink" } }
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _name: String { "segmented" } }
public struct RadioGroupPickerStyle: PickerStyle { public init() {}; public var _name: String { "inline" } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { Self() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: Self { Self() } }

struct PickerStyleKey: EnvironmentKey { static let defaultValue = "menu" }

extension EnvironmentValues {
    /// The style pickers below draw in (`pickerStyle(_:)`), by name.
    var pickerStyleName: String {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of pickers in this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<String>> {
        environment(\.pickerStyleName, style._name)
    }
}

@_spi(TrellisHost) extension _PickerElement: _PrimitiveView {}
@_spi(TrellisHost) extension _PickerPart: _PrimitiveView {}
@_spi(TrellisHost) extension _PickerOption: _PrimitiveView {}
