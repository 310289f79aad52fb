import Foundation

/// The URLs a window's views handle (`onOpenURL`): each live handler, by the view that
/// registered it. A host hands a URL to all of them, as a scene hands a deep link.
@MainActor
final class OpenURLHandlers {
    private var handlers: [ObjectIdentifier: (URL) -> Void] = [:]

    func add(_ token: OpenURLToken, _ handler: @escaping (URL) -> Void) { handlers[ObjectIdentifier(token)] = handler }
    func remove(_ token: OpenURLToken) { handlers[ObjectIdentifier(token)] = nil }
    var isEmpty: Bool { handlers.isEmpty }

    func open(_ url: URL) {
        for handler in handlers.values { handler(url) }
    }
}

/// Identifies one `onOpenURL` view for as long as it is shown.
final class OpenURLToken: @unchecked Sendable {}

extension ViewGraph {
    /// Hands `url` to every `onOpenURL` handler shown, as a scene does with a link that
    /// opens the app; false when no view handles URLs.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard !openURLHandlers.isEmpty else { return false }
        actingFor { openURLHandlers.open(url) }
        flush()
        return true
    }
}

/// A view that handles the URLs its window is asked to open.
nonisolated public struct _OpenURLView<Content: View>: View {
    let content: Content
    let action: (URL) -> Void
    @State private var token = OpenURLToken()

    @MainActor public var body: some View {
        content
            .onAppear { ViewGraph.active?.openURLHandlers.add(token, action) }
            .onDisappear { ViewGraph.active?.openURLHandlers.remove(token) }
    }
}

extension View {
    /// Runs `action` with each URL the window is asked to open: a deep link. The web host
    /// opens the URL in a page's `open` query parameter (`/?open=myapp://item/3`); the test
    /// host's `open(_:)` acts it out.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> _OpenURLView<Self> {
        _OpenURLView(content: self, action: action)
    }
}
