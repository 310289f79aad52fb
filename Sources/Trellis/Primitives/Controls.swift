import Foundation

/// A control that runs an action when tapped. Disabled (via `.disabled`) it ignores taps.
/// A destructive role draws it red; `buttonStyle` changes how it looks.
nonisolated public struct Button<Label: View>: View {
    // The label last: the fields before it sit at fixed offsets, so the node reads them
    // without looking up `Button<Label>`'s metadata.
    @usableFromInline let action: @MainActor () -> Void
    @usableFromInline let role: ButtonRole?
    @usableFromInline let label: Label

    @inlinable
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    @inlinable
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .button }
    public var _content: Label { label }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        Self.properties(role: role, in: environment)
    }

    private static func properties(role: ButtonRole?, in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        if let role { properties.append(.buttonRole, .string(role.name)) }
        if let style = environment.buttonStyle {
            properties.append(.buttonStyle, .string(style.builtinName ?? "custom"))
            if style.builtinName == "bordered" || style.builtinName == "borderedProminent" {
                let size = environment.controlSize
                if size != .regular { properties.append(.controlSize, .string(size.rawValue)) }
                // A bordered button's label is set in its control size's font (a font set
                // around it wins), which layout measures and hosts draw.
                if environment.font == nil, let font = Self.labelFont(size) { properties.append(.font, .font(font)) }
                let shape = environment.buttonBorderShape
                switch shape.form {
                case .automatic: break
                case .capsule: properties.append(.buttonBorderShape, .string("capsule"))
                case .circle: properties.append(.buttonBorderShape, .string("circle"))
                case .roundedRectangle: properties.append(.buttonBorderShape, .number(Double(shape.cornerRadius ?? 0)))
                }
            }
        }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    private static func labelFont(_ size: ControlSize) -> Font? {
        switch size {
        case .mini: .system(size: 12)
        case .small: .system(size: 15)
        case .extraLarge: .system(size: 19)
        default: nil
        }
    }

    /// Reads only the role and the environment.
    public static var _propertiesReadNoState: Bool { true }

    @_spi(TrellisHost) public static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        properties(role: view.pointee.role, in: environment)
    }

    public static var _storedContent: KeyPath<Self, Label>? { \.label }

    @MainActor public static func _styledContent(at view: UnsafePointer<Self>, in environment: EnvironmentValues) -> (@MainActor () -> AnyView)? {
        guard let style = environment.buttonStyle, let makeBody = style.makeBody else { return nil }
        return styledContent(of: view.pointee, makeBody)
    }

    @MainActor private static func styledContent(of button: Self, _ makeBody: @escaping @MainActor (ButtonRole?, AnyView, @escaping @MainActor () -> Void) -> AnyView) -> @MainActor () -> AnyView {
        { makeBody(button.role, AnyView(button.label), button.action) }
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        // Under a primitive style of your own, the style's body decides when the action runs.
        event == .tap && environment.isEnabled && environment.buttonStyle?.isPrimitive != true
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        action()
        // A button of an alert or a confirmation dialog also closes it.
        environment.presentationActionDismiss?.action?()
        return true
    }
}

extension Button where Label == Text {
    @inlinable
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @inlinable
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    @inlinable
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload @inlinable
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Trellis.Label<Text, Image> {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        let title = String(title)
        self.init(action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        let title = String(title)
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A title with an image from the asset catalog's generated symbols (iOS 17).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Trellis.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        let title = String(title)
        self.init(action: action) { Trellis.Label(title, image: image) }
    }

    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        let title = String(title)
        self.init(role: role, action: action) { Trellis.Label(title, image: image) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive style's body shows: the configuration's label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// A one-line text input bound to a string (typing writes through the binding), or to a
/// value shown with a format (`value:format:`): the value follows each keystroke that
/// parses, and the field shows the value formatted again when editing ends. Return runs
/// the `onSubmit` actions above it; `focused(_:)` ties its focus to a `FocusState`.
nonisolated public struct TextField<Label: View>: View {
    let title: String
    let text: Binding<String>?
    let format: _FieldFormat?
    let isSecure: Bool
    var isMultiline = false
    /// The older initializers' callbacks: focus gained or lost, and return pressed.
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?
    /// What the user typed in a formatted field, until editing ends.
    @State private var draft: String?
    /// A style of the app's own, which draws this field inside its body.
    @Environment(\.textFieldStyle) private var styleChoice
    /// This field is the configuration a custom style draws: it draws bare.
    private var isStyleConfiguration = false

    init(title: String, text: Binding<String>, isSecure: Bool, isMultiline: Bool = false) {
        self.title = title
        self.text = text
        self.format = nil
        self.isSecure = isSecure
        self.isMultiline = isMultiline
    }

    /// The field a custom `TextFieldStyle` gets as its configuration.
    init<Other: View>(configurationOf field: TextField<Other>) {
        title = field.title
        text = field.text
        format = field.format
        isSecure = field.isSecure
        isMultiline = field.isMultiline
        onEditingChanged = field.onEditingChanged
        onCommit = field.onCommit
        isStyleConfiguration = true
    }

    init(title: String, format: _FieldFormat) {
        self.title = title
        self.text = nil
        self.format = format
        self.isSecure = false
    }

    @MainActor public var body: some View {
        if let styled = styleChoice.body, !isStyleConfiguration {
            styled(TextField<_TextFieldStyleLabel>(configurationOf: self))
        } else {
            element
        }
    }

    @MainActor private var element: _TextFieldElement {
        guard let format else {
            return _TextFieldElement(title: title, text: text ?? .constant(""), isSecure: isSecure, commit: nil, isMultiline: isMultiline,
                                     onEditingChanged: onEditingChanged, onCommit: onCommit)
        }
        let draft = $draft
        let shown = Binding(get: { draft.wrappedValue ?? format.display() },
                            set: { typed in
                                draft.wrappedValue = typed
                                format.parse(typed)
                            })
        return _TextFieldElement(title: title, text: shown, isSecure: false, commit: { draft.wrappedValue = nil })
    }
}

/// How a formatted text field shows its value and reads it back.
public struct _FieldFormat {
    let display: () -> String
    /// Writes the value `text` names, if it names one.
    let parse: (String) -> Void
}

/// The text field's element (`placeholder`, `value`, and `focused` / `submits` when a
/// focus state or `onSubmit` is attached).
nonisolated public struct _TextFieldElement: View {
    let title: String
    let text: Binding<String>
    let isSecure: Bool
    /// Runs when editing ends (return, or the focus leaves).
    let commit: (@MainActor () -> Void)?
    /// A vertical field (or a `TextEditor`) grows to more lines; return adds a line.
    var isMultiline = false
    /// A `TextEditor`: a box of several lines from the start.
    var isEditor = false
    /// `TextField(_:text:onEditingChanged:onCommit:)`'s callbacks.
    var onEditingChanged: (@MainActor (Bool) -> Void)?
    var onCommit: (@MainActor () -> Void)?

    @_spi(TrellisHost) public static var _kind: ElementKind { .textField }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([
            ElementProperty(.placeholder, .string(title)),
            ElementProperty(.value, .string(text.wrappedValue)),
        ])
        if isSecure { properties.append(.secure, .bool(true)) }
        if isMultiline { properties.append(.multiline, .bool(true)) }
        if isEditor { properties.append(.editor, .bool(true)) }
        let style = isEditor ? environment.textEditorStyleName : environment.textFieldStyleName
        if style != "automatic" { properties.append(.textFieldStyle, .string(style)) }
        environment.textInputTraits.append(to: &properties)
        if let link = environment.focusLink { properties.append(.focused, .bool(link.isFocused)) }
        if !environment.submitActions.actions.isEmpty { properties.append(.submits, .bool(true)) }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .setText, .submit, .focus(true): return environment.isEnabled
        case .focus(false): return true
        default: return false
        }
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .setText(let value):
            text.wrappedValue = value
        case .focus(let focused):
            environment.focusLink?.set(focused)
            if !focused { commit?() }
            onEditingChanged?(focused)
        case .submit:
            commit?()
            onCommit?()
            for action in environment.submitActions.actions { action() }
        default:
            return false
        }
        return true
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text, isSecure: false)
    }

    /// The prompt, when there is one, is the placeholder shown in the empty field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.content ?? titleKey.key, text: text, isSecure: false)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.content ?? String(title), text: text, isSecure: false)
    }

    /// A vertical axis makes a field that grows to more lines as the text does.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.key, text: text, isSecure: false, isMultiline: axis == .vertical)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text, isSecure: false, isMultiline: axis == .vertical)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: prompt?.content ?? titleKey.key, text: text, isSecure: false, isMultiline: axis == .vertical)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: prompt?.content ?? String(title), text: text, isSecure: false, isMultiline: axis == .vertical)
    }

    /// The iOS 13 form: `onEditingChanged` runs with true when the field gains focus and
    /// false when it loses it; `onCommit` runs when return is pressed.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(title: titleKey.key, text: text, isSecure: false)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
                                                   onCommit: @escaping @MainActor () -> Void = {}) {
        self.init(title: String(title), text: text, isSecure: false)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    /// A field for an optional value: an empty field is nil, text that parses is the value.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: prompt?.content ?? titleKey.key, format: Self.optionalFieldFormat(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: prompt?.content ?? String(title), format: Self.optionalFieldFormat(value, format))
    }

    static func optionalFieldFormat<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> _FieldFormat where F.FormatOutput == String {
        let shown = FormatInLocale(format)
        return _FieldFormat(display: {
                                shown.format = _inEvaluatingLocale(format)
                                return value.wrappedValue.map { shown.format.format($0) } ?? ""
                            },
                            parse: { text in
                                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                                    value.wrappedValue = nil
                                } else if let parsed = try? shown.format.parseStrategy.parse(text) {
                                    value.wrappedValue = parsed
                                }
                            })
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: prompt?.content ?? titleKey.key, format: Self.fieldFormat(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title: prompt?.content ?? String(title), format: Self.fieldFormat(value, format))
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.key, format: Self.fieldFormat(value, formatter))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), format: Self.fieldFormat(value, formatter))
    }

    static func fieldFormat<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> _FieldFormat where F.FormatOutput == String {
        // Shown in the field's locale (the environment's); read back in the same one.
        let shown = FormatInLocale(format)
        return _FieldFormat(display: { shown.format = _inEvaluatingLocale(format); return shown.format.format(value.wrappedValue) },
                            parse: { text in if let parsed = try? shown.format.parseStrategy.parse(text) { value.wrappedValue = parsed } })
    }

    static func fieldFormat<V>(_ value: Binding<V>, _ formatter: Formatter) -> _FieldFormat {
        _FieldFormat(display: { formatter.string(for: value.wrappedValue) ?? "" },
                     parse: { text in if let parsed = parse(text, with: formatter, as: V.self) { value.wrappedValue = parsed } })
    }

    /// What a number or date formatter reads from `text`, as a `V`.
    static func parse<V>(_ text: String, with formatter: Formatter, as type: V.Type) -> V? {
        if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is Decimal.Type: return number.decimalValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        default: return number as? V
        }
    }
}

extension TextField {
    /// A field whose label is a view (iOS 15): a `Text` label names the field; the prompt
    /// is the placeholder shown in the empty field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: prompt?.content ?? (label as? Text)?.content ?? "", text: text, isSecure: false)
    }
}

/// A scrolling, multi-line text input bound to a string.
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    @MainActor public var body: _TextFieldElement {
        _TextFieldElement(title: "", text: text, isSecure: false, commit: nil, isMultiline: true, isEditor: true)
    }
}

/// A text input whose content is not shown.
nonisolated public struct SecureField<Label: View>: View {
    let field: _TextFieldElement

    @MainActor public var body: _SecureFieldElement { _SecureFieldElement(field: field) }
}

/// A secure field's element: a text field's, of its own kind.
nonisolated public struct _SecureFieldElement: View {
    let field: _TextFieldElement

    @_spi(TrellisHost) public static var _kind: ElementKind { .secureField }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties { field._properties(in: environment) }
    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { field._accepts(event, in: environment) }
    @_spi(TrellisHost) @MainActor public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { field._handle(event, in: environment) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = _TextFieldElement(title: titleKey.key, text: text, isSecure: true, commit: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = _TextFieldElement(title: String(title), text: text, isSecure: true, commit: nil)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        field = _TextFieldElement(title: prompt?.content ?? titleKey.key, text: text, isSecure: true, commit: nil)
    }
}

extension SecureField {
    /// A field whose label is a view (iOS 15), as `TextField(text:prompt:label:)`: the
    /// prompt is the placeholder shown in the empty field, else a `Text` label names it.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = _TextFieldElement(title: prompt?.content ?? (label as? Text)?.content ?? "", text: text, isSecure: true, commit: nil)
    }
}

/// An on/off switch bound to a Bool.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .toggle }
    public var _content: Label { label }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.isOn, .bool(isOn.wrappedValue))])
        if let style = environment.toggleStyle {
            properties.append(.toggleStyle, .string(style.builtinName ?? "custom"))
        }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        // The style's own tint, as `.tint(_:)` on the toggle would give it.
        if let tint = environment.toggleStyle?.tint { properties.append(.accentColor, .color(tint)) }
        return properties
    }

    @MainActor public static func _styledContent(at view: UnsafePointer<Self>, in environment: EnvironmentValues) -> (@MainActor () -> AnyView)? {
        guard let style = environment.toggleStyle, let makeBody = style.makeBody else { return nil }
        let toggle = view.pointee
        return { makeBody(AnyView(toggle.label), toggle.isOn) }
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        // Under a style of your own, the style's body flips the toggle.
        if environment.toggleStyle.map({ $0.builtinName == nil }) == true { return false }
        switch event {
        case .tap, .setOn: return environment.isEnabled
        default: return false
        }
    }

    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .tap: isOn.wrappedValue.toggle()
        case .setOn(let value): isOn.wrappedValue = value
        default: return false
        }
        return true
    }
}

extension Toggle {
    /// One toggle for many values (`Toggle("All", sources: $lists, isOn: \.isSubscribed)`):
    /// on when every source is on, and turning it on or off sets them all. Where only some
    /// are on iOS draws a mixed state; here the toggle reads as off, and a tap turns them
    /// all on, as iOS's does.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        self.init(isOn: Toggle.allOn(sources, isOn), label: label)
    }

    static func allOn<C: RandomAccessCollection>(_ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>) -> Binding<Bool> {
        // Read and written on the main actor, where views handle events.
        nonisolated(unsafe) let sources = sources, isOn = isOn
        return Binding(get: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue } },
                       set: { value in for source in sources { source[keyPath: isOn].wrappedValue = value } })
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Toggle.allOn(sources, isOn)) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(isOn: Toggle.allOn(sources, isOn)) { Text(title) }
    }
}

/// How text fields draw: with a rounded border, or plain.
/// How text fields in a view draw. The built-in styles are drawn by the hosts; a style of
/// the app's own writes SwiftUI's underscored requirement, as iOS code does:
/// `func _body(configuration: TextField<Self._Label>) -> some View`, where the
/// configuration is the field itself, drawn bare (the plain style) under what the body
/// adds around it.
public protocol TextFieldStyle {
    associatedtype _Body: View = Never
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
    nonisolated var _name: String { get }
}

extension TextFieldStyle {
    /// A style of the app's own draws its field bare, under what its body adds.
    nonisolated public var _name: String { "plain" }
}

extension TextFieldStyle where _Body == Never {
    /// The built-in styles have no body: the hosts draw them.
    public func _body(configuration: TextField<_Label>) -> Never {
        fatalError("\(Self.self) is drawn by the host")
    }
}

/// The label of the field a custom `TextFieldStyle` gets: the field's own placeholder.
nonisolated public struct _TextFieldStyleLabel: View {
    public var body: EmptyView { EmptyView() }
}

/// The text field style in a view: the hosts' name for it, and for a style of the app's
/// own, its body around the field.
public struct _TextFieldStyleChoice: Sendable {
    var name = "automatic"
    var body: (@MainActor @Sendable (TextField<_TextFieldStyleLabel>) -> AnyView)?

    init() {}

    init<S: TextFieldStyle>(_ style: S) {
        name = style._name
        if S._Body.self != Never.self {
            nonisolated(unsafe) let style = style
            body = { AnyView(style._body(configuration: $0)) }
        }
    }
}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "automatic" } }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "plain" } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _name: String { "roundedBorder" } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleChoice() }

/// How text editors draw (iOS 17): in a box (automatic) or bare text (plain).
@MainActor @preconcurrency
public protocol TextEditorStyle {
    typealias Configuration = TextEditorStyleConfiguration
    /// The web host's name for the style; a style of your own draws as `automatic`.
    nonisolated var _name: String { get }
}
extension TextEditorStyle { nonisolated public var _name: String { "automatic" } }
/// What a `TextEditorStyle` gets; as in SwiftUI, it has no parts of its own.
public struct TextEditorStyleConfiguration {}
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
nonisolated public struct PlainTextEditorStyle: TextEditorStyle { public init() {}; public var _name: String { "plain" } }
extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: Self { Self() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: Self { Self() } }

struct TextEditorStyleKey: EnvironmentKey { static let defaultValue = "automatic" }

extension EnvironmentValues {
    var textFieldStyle: _TextFieldStyleChoice {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
    var textFieldStyleName: String { textFieldStyle.name }
    var textEditorStyleName: String {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of text fields in this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_TextFieldStyleChoice>> {
        environment(\.textFieldStyle, _TextFieldStyleChoice(style))
    }

    /// The style of text editors in this view.
    nonisolated public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<String>> {
        environment(\.textEditorStyleName, style._name)
    }
}

/// The format a field last showed its value in, so typing is read in that locale.
private final class FormatInLocale<F: FormatStyle>: @unchecked Sendable {
    var format: F
    init(_ format: F) { self.format = format }
}

/// Starts renaming what a view shows (iOS 16): runs the action `renameAction(_:)` set
/// above — with `navigationTitle(_:)` bound to a string, the title's rename.
public struct RenameAction: @unchecked Sendable {
    let action: @MainActor () -> Void
    @MainActor public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey { static let defaultValue: RenameAction? = nil }

extension EnvironmentValues {
    /// The rename action above, if there is one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// What a `RenameButton` below does.
    nonisolated public func renameAction(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, _EnvironmentWritingModifier<RenameAction?>> {
        environment(\.rename, RenameAction(action: action))
    }

    /// Renaming focuses `isFocused`: the field that edits the name.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> ModifiedContent<Self, _EnvironmentWritingModifier<RenameAction?>> {
        nonisolated(unsafe) let isFocused = isFocused
        return environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}

/// A "Rename" button that runs the rename action above; disabled without one.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public init() where Label == Trellis.Label<Text, Image> {}

    public var body: some View {
        Button { rename?() } label: { Trellis.Label("Rename", systemImage: "pencil") }
            .disabled(rename == nil)
    }
}

@_spi(TrellisHost) extension Button: _PrimitiveView {}
@_spi(TrellisHost) extension _TextFieldElement: _PrimitiveView {}
@_spi(TrellisHost) extension _SecureFieldElement: _PrimitiveView {}
@_spi(TrellisHost) extension Toggle: _PrimitiveView {}
