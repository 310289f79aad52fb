/// A control that runs an action when tapped. Disabled (via `.disabled`) it ignores taps.
nonisolated public struct Button<Label: View>: _PrimitiveView {
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public static var _kind: ElementKind { .button }
    public var _content: Label { label }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        environment.isEnabled ? ElementProperties() : ElementProperties([ElementProperty("disabled", .bool(true))])
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        event == .tap && environment.isEnabled
    }

    @MainActor
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        action()
        // A button of an alert or a confirmation dialog also closes it.
        environment.presentationActionDismiss?.action?()
        return true
    }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A one-line text input bound to a string: typing writes through the binding.
nonisolated public struct TextField<Label: View>: _PrimitiveView {
    let title: String
    let text: Binding<String>
    let isSecure: Bool

    public static var _kind: ElementKind { .textField }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([
            ElementProperty("placeholder", .string(title)),
            ElementProperty("value", .string(text.wrappedValue)),
        ])
        if isSecure { properties.append("secure", .bool(true)) }
        environment.textInputTraits.append(to: &properties)
        if !environment.isEnabled { properties.append("disabled", .bool(true)) }
        return properties
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText = event { return environment.isEnabled }
        return false
    }

    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setText(let value) = event else { return false }
        text.wrappedValue = value
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
}

/// A text input whose content is not shown.
nonisolated public struct SecureField<Label: View>: _PrimitiveView {
    let field: TextField<Label>

    public static var _kind: ElementKind { .secureField }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties { field._properties(in: environment) }
    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { field._accepts(event, in: environment) }
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { field._handle(event, in: environment) }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(title: titleKey.key, text: text, isSecure: true)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(title: String(title), text: text, isSecure: true)
    }
}

/// An on/off switch bound to a Bool.
nonisolated public struct Toggle<Label: View>: _PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public static var _kind: ElementKind { .toggle }
    public var _content: Label { label }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty("isOn", .bool(isOn.wrappedValue))])
        if !environment.isEnabled { properties.append("disabled", .bool(true)) }
        return properties
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .tap, .setOn: return environment.isEnabled
        default: return false
        }
    }

    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .tap: isOn.wrappedValue.toggle()
        case .setOn(let value): isOn.wrappedValue = value
        default: return false
        }
        return true
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
}
