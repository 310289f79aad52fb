import Foundation

/// What a button is for: a destructive one draws red, a cancel one closes what it is in.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A style that draws a button's label; the button still takes the tap. `isPressed` is
/// false here: the web host does not report presses as they happen (the browser's
/// `:active` look shows them).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the button's label, whether it is pressed, and its role.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        @MainActor public var body: some View { content }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// A style that makes the whole button, deciding itself when to run the action
/// (`configuration.trigger()`). The built-in styles (`.bordered`, `.borderedProminent`,
/// `.borderless`, `.plain`) are primitive styles, drawn by the host.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The host's name for a built-in style; nil for a style of your own.
    nonisolated var _builtinName: String? { get }
}

extension PrimitiveButtonStyle {
    nonisolated public var _builtinName: String? { nil }
}

/// What a `PrimitiveButtonStyle` gets: the label, the role, and the button's action.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

/// A built-in button style: the host draws it (the web host with CSS classes). Used
/// through another style, its body is a button in this style.
public protocol _BuiltinButtonStyle: PrimitiveButtonStyle where Body == ModifiedContent<Button<PrimitiveButtonStyleConfiguration.Label>, _EnvironmentWritingModifier<_AnyButtonStyle?>> {}

extension _BuiltinButtonStyle {
    @MainActor public func makeBody(configuration: Configuration) -> Body {
        Button(configuration).buttonStyle(self)
    }
}

nonisolated public struct DefaultButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "automatic" } }
nonisolated public struct BorderedButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "bordered" } }
nonisolated public struct BorderedProminentButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "borderedProminent" } }
nonisolated public struct BorderlessButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "borderless" } }
nonisolated public struct PlainButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "plain" } }
/// iOS 26's glass button: the label on a capsule of glass (drawn as the page's glass).
nonisolated public struct GlassButtonStyle: _BuiltinButtonStyle {
    let glass: Glass

    public init() { glass = .regular }

    /// A glass of its own (iOS 26.1): `.clear` is the more transparent glass, `.identity` none
    /// (a borderless button). A glass's tint is not drawn on a button (docs/Differences.md).
    public init(_ glass: Glass) { self.glass = glass }

    public var _builtinName: String? {
        switch glass.variant {
        case .regular: "glass"
        case .clear: "glassClear"
        case .identity: "borderless"
        }
    }
}
/// iOS 26's prominent glass button: the label on a capsule of the tint, glazed.
nonisolated public struct GlassProminentButtonStyle: _BuiltinButtonStyle { public init() {}; public var _builtinName: String? { "glassProminent" } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: Self { Self() }
    /// A glass button of that glass: `.buttonStyle(.glass(.clear))`.
    public static func glass(_ glass: Glass) -> Self { Self(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle { public static var glassProminent: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }

/// A button style as the environment carries it.
public struct _AnyButtonStyle: @unchecked Sendable {
    /// A built-in style's name, or nil for a style of your own.
    let builtinName: String?
    let makeBody: (@MainActor (ButtonRole?, AnyView, @escaping @MainActor () -> Void) -> AnyView)?
    /// A primitive style of your own runs the action itself: the button does not.
    let isPrimitive: Bool
}

struct ButtonStyleKey: EnvironmentKey { static let defaultValue: _AnyButtonStyle? = nil }

extension EnvironmentValues {
    var buttonStyle: _AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_AnyButtonStyle?>> {
        // Styles are values made on the main actor and only used there.
        nonisolated(unsafe) let style = style
        return environment(\.buttonStyle, _AnyButtonStyle(builtinName: nil, makeBody: { role, label, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false))
                .environment(\.buttonStyle, nil))
        }, isPrimitive: false))
    }

    /// Makes the buttons in this view with `style` (a built-in one, or your own that
    /// decides when the action runs).
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_AnyButtonStyle?>> {
        if let name = style._builtinName {
            return environment(\.buttonStyle, _AnyButtonStyle(builtinName: name, makeBody: nil, isPrimitive: false))
        }
        nonisolated(unsafe) let style = style
        return environment(\.buttonStyle, _AnyButtonStyle(builtinName: nil, makeBody: { role, label, action in
            // Inside its body, `Button(configuration)` is a plain button again.
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action))
                .environment(\.buttonStyle, nil))
        }, isPrimitive: true))
    }
}

// MARK: Sizes and shapes

/// How big controls draw.
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

/// The outline of a bordered button, and a shape of its own (`.clipShape(.buttonBorder)`,
/// `.background(.tint, in: .capsule)` with `ButtonBorderShape.capsule`).
nonisolated public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Form: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let form: Form
    /// How far in from the rectangle the outline is drawn (`inset(by:)`).
    var insetAmount: CGFloat = 0

    public static let automatic = ButtonBorderShape(form: .automatic)
    public static let capsule = ButtonBorderShape(form: .capsule)
    public static let roundedRectangle = ButtonBorderShape(form: .roundedRectangle(radius: nil))
    public static let circle = ButtonBorderShape(form: .circle)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(form: .roundedRectangle(radius: radius)) }

    /// A bordered button's corner radius at the regular control size, iOS's own (the
    /// automatic shape and a rounded rectangle with no radius given).
    static let standardCornerRadius: CGFloat = 8

    /// The radius of its rounded rectangle (the automatic shape's is one); nil for a
    /// capsule or a circle.
    var cornerRadius: CGFloat? {
        switch form {
        case .capsule, .circle: nil
        case .automatic: Self.standardCornerRadius
        case .roundedRectangle(let radius): radius ?? Self.standardCornerRadius
        }
    }

    /// The shape as a built-in one.
    var resolved: any InsettableShape {
        if let cornerRadius { return RoundedRectangle(cornerRadius: cornerRadius) }
        return form == .circle ? Circle() : Capsule()
    }

    public func path(in rect: CGRect) -> Path {
        resolved.path(in: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public var _nativeOutline: _ShapeOutline? { insetAmount == 0 ? resolved._nativeOutline : nil }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The border shape of bordered buttons. (SwiftUI resolves it from the environment's
    /// `buttonBorderShape`; here it is the automatic one: a shape draws without reading
    /// the environment.)
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The size of controls in this view (bordered buttons grow with it).
    nonisolated public func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _EnvironmentWritingModifier<ControlSize>> {
        environment(\.controlSize, size)
    }

    /// The outline of bordered buttons in this view.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentWritingModifier<ButtonBorderShape>> {
        environment(\.buttonBorderShape, shape)
    }
}
