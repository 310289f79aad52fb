import Foundation

// iOS 26's Liquid Glass. A browser has no refracting material: glass is drawn as the
// closest thing a page has, a translucent fill over a backdrop blur, clipped to the
// glass's shape, with a light rim (docs/Differences.md). Glass shapes do not blend or
// morph into each other (`GlassEffectContainer`, `glassEffectID`, `glassEffectUnion`).

/// A glass material: regular, clear (more transparent) or none (`identity`), tinted or
/// not, interactive or not.
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    var variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass, for content over rich backgrounds.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass at all: the view is drawn as without the effect.
    public static var identity: Glass { Glass(variant: .identity) }

    /// The same glass tinted toward `color`.
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same glass, reacting to touches on iOS; kept, and not lit up by a touch here.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }

    /// What the page fills the glass's shape with over the blur.
    var fill: Color {
        if let tintColor { return tintColor.opacity(variant == .clear ? 0.25 : 0.45) }
        return Color(white: 1, opacity: variant == .clear ? 0.2 : 0.5)
    }
}

/// The shape glass takes when none is given: a capsule, as on iOS.
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    public var _nativeOutline: _ShapeOutline? { Capsule()._nativeOutline }
}

/// How glass comes and goes when its view is inserted or removed.
public struct GlassEffectTransition: Equatable, Sendable {
    let name: String
    /// Morphs from the glass of the same `glassEffectID` (accepted: see `glassEffectTransition`).
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// Fades the glass in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No animation of the glass.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A view's glass: the backdrop blur clipped to the shape, the glass's fill and a rim.
nonisolated public struct _GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S

    @MainActor public var body: some View {
        Color.clear
            .background(Material.ultraThinMaterial)
            .overlay(shape.fill(glass.fill))
            .clipShape(shape)
            .overlay(shape.stroke(Color(white: 1, opacity: 0.6), lineWidth: 0.5))
            .shadow(color: Color(white: 0, opacity: 0.08), radius: 8, x: 0, y: 2)
    }
}

/// `glassEffect(_:in:)`: the view over its glass, or the view alone for `.identity`.
nonisolated public struct _GlassEffectView<Content: View, S: Shape>: View {
    let content: Content
    let glass: Glass
    let shape: S

    @MainActor public var body: some View {
        if glass.variant == .identity {
            content
        } else {
            content.background(_GlassBackground(glass: glass, shape: shape))
        }
    }
}

/// Views whose glass would blend and morph together on iOS; here each keeps its own.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content

    /// `spacing` is how near shapes must be to blend on iOS; nothing blends here.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @MainActor public var body: some View { content }
}

extension View {
    /// Puts Liquid Glass behind this view, in `shape` (a capsule by default).
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View {
        _GlassEffectView(content: self, glass: glass, shape: shape)
    }

    /// Names this view's glass for morphing between views of one namespace; accepted, and
    /// each glass is drawn on its own here.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass to the others of `id` into one shape; accepted, and each
    /// glass is drawn on its own here.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }

    /// How this view's glass comes and goes; accepted: the view's own transition plays.
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

    /// Extends the view's content under the sidebars and inspectors beside it, mirrored
    /// and blurred, on iPadOS and macOS; accepted: a page has nothing beside the view.
    nonisolated public func backgroundExtensionEffect() -> some View { self }
}
