import Foundation

/// A control that opens a URL. The web host makes it a real `<a href>` (so the
/// browser's own navigation, history and middle-click work); the test host shows it
/// as an element with a `url` property.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .link }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Label { label }
    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        ElementProperties([ElementProperty(.url, .string(destination.absoluteString))])
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

@_spi(TrellisHost) extension Link: _PrimitiveView {}
