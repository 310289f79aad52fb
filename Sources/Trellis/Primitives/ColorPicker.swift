/// Picks a colour, bound to a `Color`: the label, then a colour well. Hosts report the
/// choice as `setText("#rrggbb")` on the well (the form an HTML colour input uses); the
/// picked colour is opaque.
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label
    let title: String?

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.title = nil
    }

    init(title: String, selection: Binding<Color>, label: Label) {
        self.selection = selection
        self.label = label
        self.title = title
    }

    @MainActor public var body: some View {
        HStack {
            label
            _ColorWell(selection: selection, title: title)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(title: titleKey.key, selection: selection, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(title: String(title), selection: selection, label: Text(title))
    }
}

/// The control part of a `ColorPicker`: shows the colour, takes `#rrggbb`.
nonisolated public struct _ColorWell: View {
    let selection: Binding<Color>
    let title: String?

    @_spi(TrellisHost) public static var _kind: ElementKind { .colorPicker }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.selection, .color(selection.wrappedValue))])
        if let title { properties.append(.title, .string(title)) }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText(let value) = event { return environment.isEnabled && Color(hex: value) != nil }
        return false
    }

    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard case .setText(let value) = event, let color = Color(hex: value) else { return false }
        selection.wrappedValue = color
        return true
    }
}

extension Color {
    /// `#rrggbb` (or `rrggbb`); nil for anything else. Not SwiftUI's (SPI): apps declare a
    /// `Color(hex:)` of their own, which a public one would make ambiguous.
    @_spi(TrellisHost) public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: Double((value >> 16) & 0xff) / 255,
                  green: Double((value >> 8) & 0xff) / 255,
                  blue: Double(value & 0xff) / 255)
    }

    /// `#rrggbb`, ignoring opacity (what an HTML colour input shows).
    @_spi(TrellisHost) public var hexString: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

@_spi(TrellisHost) extension _ColorWell: _PrimitiveView {}
