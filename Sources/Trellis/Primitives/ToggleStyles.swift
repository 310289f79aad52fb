import Foundation

/// A style that makes a whole toggle from its label and its binding (the style's body
/// flips `configuration.isOn` itself).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
    /// The host's name for a built-in style; nil for a style of your own.
    nonisolated var _builtinName: String? { get }
    /// The colour a built-in style draws its on state in (iOS 14's `SwitchToggleStyle(tint:)`).
    nonisolated var _builtinTint: Color? { get }
}

extension ToggleStyle {
    nonisolated public var _builtinName: String? { nil }
    nonisolated public var _builtinTint: Color? { nil }
}

/// What a `ToggleStyle` gets: the label, and the state as a binding.
public struct ToggleStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

/// A built-in toggle style, drawn by the host: a switch, a checkbox or a button that
/// stays pressed while on.
public protocol _BuiltinToggleStyle: ToggleStyle where Body == ModifiedContent<Toggle<ToggleStyleConfiguration.Label>, _EnvironmentWritingModifier<_AnyToggleStyle?>> {}

extension _BuiltinToggleStyle {
    @MainActor public func makeBody(configuration: Configuration) -> Body {
        Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
    }
}

nonisolated public struct DefaultToggleStyle: _BuiltinToggleStyle { public init() {}; public var _builtinName: String? { "switch" } }
nonisolated public struct SwitchToggleStyle: _BuiltinToggleStyle {
    public init() {}
    /// A switch whose on state is `tint` (iOS 14; later, `.tint(_:)`).
    public init(tint: Color) { _builtinTint = tint }
    public var _builtinName: String? { "switch" }
    public private(set) var _builtinTint: Color?
}
nonisolated public struct CheckboxToggleStyle: _BuiltinToggleStyle { public init() {}; public var _builtinName: String? { "checkbox" } }
nonisolated public struct ButtonToggleStyle: _BuiltinToggleStyle { public init() {}; public var _builtinName: String? { "button" } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { Self() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: Self { Self() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }

/// A toggle style as the environment carries it.
public struct _AnyToggleStyle: @unchecked Sendable {
    let builtinName: String?
    var tint: Color? = nil
    let makeBody: (@MainActor (AnyView, Binding<Bool>) -> AnyView)?
}

struct ToggleStyleKey: EnvironmentKey { static let defaultValue: _AnyToggleStyle? = nil }

extension EnvironmentValues {
    var toggleStyle: _AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_AnyToggleStyle?>> {
        if let name = style._builtinName {
            return environment(\.toggleStyle, _AnyToggleStyle(builtinName: name, tint: style._builtinTint, makeBody: nil))
        }
        // Styles are values made on the main actor and only used there.
        nonisolated(unsafe) let style = style
        return environment(\.toggleStyle, _AnyToggleStyle(builtinName: nil, makeBody: { label, isOn in
            AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
                .environment(\.toggleStyle, nil))
        }))
    }
}
