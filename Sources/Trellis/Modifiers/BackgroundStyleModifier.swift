import Foundation

/// The style `.background()` and `.background(in:)` fill with (iOS 16): nil for the system
/// background, which follows the colour scheme.
struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// A style that replaces the system background for the views below, when set.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style backgrounds below fill with: `.background(in: Circle())
    /// .backgroundStyle(.blue.gradient)`. It draws nothing by itself.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

/// A background filled with the environment's background style (`backgroundStyle(_:)`), or
/// the system background: what `.background()` and `.background(in:)` draw.
nonisolated public struct _EnvironmentBackground<Content: View, S: Shape>: View {
    let content: Content
    let shape: S?
    let fillStyle: FillStyle
    @Environment(\.backgroundStyle) private var style

    init(content: Content, shape: S?, fillStyle: FillStyle) {
        self.content = content
        self.shape = shape
        self.fillStyle = fillStyle
    }

    public var body: some View {
        let fill = style ?? AnyShapeStyle(BackgroundStyle())
        if let shape {
            content.background(fill, in: shape, fillStyle: fillStyle)
        } else {
            content.background(fill)
        }
    }
}
