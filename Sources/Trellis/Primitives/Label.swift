import Foundation

/// A title with an icon, as lists, menus and tab items show them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleName) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack(spacing: 6) {
            // The title names the label; the icon is decoration to assistive technology.
            if style != .titleOnly { icon.modifier(_ElementPropertyModifier("accessibilityHidden", .bool(true))) }
            if style != .iconOnly { title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show: icon and title, one of them, or the container's choice.
public protocol LabelStyle {
    var _kind: _LabelStyleKind { get }
}

public enum _LabelStyleKind: Hashable, Sendable { case automatic, titleAndIcon, titleOnly, iconOnly }

public struct DefaultLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .automatic } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .titleAndIcon } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .titleOnly } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .iconOnly } }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }

struct LabelStyleKey: EnvironmentKey { static let defaultValue = _LabelStyleKind.automatic }

extension EnvironmentValues {
    var labelStyleName: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// How labels below show (custom `LabelStyle` types with `makeBody` are not supported yet).
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<_LabelStyleKind>> {
        environment(\.labelStyleName, style._kind)
    }
}
