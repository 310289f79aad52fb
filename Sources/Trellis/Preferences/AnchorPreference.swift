import Foundation

/// Keeps the token that marks one view identity's element for its anchors.
final class _AnchorToken {}

/// `anchorPreference`/`transformAnchorPreference`: the view's element is marked with a
/// token that lives as long as the view's identity, and the preference's value holds an
/// `Anchor` naming that token, resolved later against the host's layout.
nonisolated public struct _AnchorPreferenceView<Content: View, A, K: PreferenceKey>: View {
    let content: Content
    let source: Anchor<A>.Source
    let apply: (inout K.Value, Anchor<A>) -> Void
    let replaces: Bool
    @State private var token = _AnchorToken()

    @MainActor public var body: some View {
        let anchor = Anchor<A>(token: AnyHashable(ObjectIdentifier(token)), source: source)
        let apply = apply
        let marked = content.modifier(_ElementPropertyModifier(.anchorSource, .identifier(anchor.token)))
        return marked.modifier(_PreferenceTransformModifier<K>(key: K.self) { value in
            if replaces { value = K.defaultValue }
            apply(&value, anchor)
        })
    }
}

extension View {
    /// Sets `key`'s value to one made from an anchor on this view (`.bounds`, `.center`…),
    /// which a `GeometryProxy` resolves where it is read.
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                  transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        _AnchorPreferenceView<Self, A, K>(content: self, source: value, apply: { $0 = transform($1) }, replaces: true)
    }

    /// Changes `key`'s value that this view's content gives with an anchor on this view.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                           transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        _AnchorPreferenceView<Self, A, K>(content: self, source: value, apply: transform, replaces: false)
    }
}

extension Anchor {
    /// An anchor on a view a framework marks itself with `markedForAnchors(_:)` (a chart's
    /// plot area, which `ChartProxy.plotFrame` names).
    package init(marking token: AnyHashable, source: Source) { self.init(token: token, source: source) }

    /// The anchor's value in the window, from the host's last layout (nil before one).
    @MainActor package var valueInWindow: Value? {
        ViewGraph.active?.geometry?.frame(ofAnchor: token).map(source.resolve)
    }
}

extension View {
    /// Marks this view's element for anchors made with `Anchor(marking: token, …)`.
    package nonisolated func markedForAnchors(_ token: AnyHashable) -> some View {
        modifier(_ElementPropertyModifier(.anchorSource, .identifier(token)))
    }
}
