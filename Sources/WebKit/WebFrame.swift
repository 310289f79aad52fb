import Foundation
@_spi(TrellisHost) import Trellis

/// A web page in a view: the element of kind web view, showing a web address or markup.
/// The web host draws it as a sandboxed frame (an origin of its own, never the page's) and
/// tells `loaded` each time the frame finishes loading; the test host's test sends that
/// itself.
struct WebFrame: View, _PrimitiveView {
    enum Source: Equatable { case address(URL), markup(String) }

    let source: Source?
    let loaded: @MainActor () -> Void

    static var _kind: ElementKind { .webView }

    func _properties(in environment: EnvironmentValues) -> ElementProperties {
        switch source {
        case .address(let url)?: ElementProperties([ElementProperty(.url, .string(url.absoluteString))])
        case .markup(let markup)?: ElementProperties([ElementProperty(.htmlDocument, .string(markup))])
        case nil: ElementProperties([])
        }
    }

    func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        if case .setText("loaded") = event { return source != nil }
        return false
    }

    func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard _accepts(event, in: environment) else { return false }
        loaded()
        return true
    }
}

/// A web page as a SwiftUI view (iOS 26): the page at `url`, in a frame that fills what it
/// is offered.
@MainActor @preconcurrency
public struct WebView: View {
    let url: URL?
    public init(url: URL?) { self.url = url }

    public var body: some View {
        WebFrame(source: url.map { .address($0) }, loaded: {})
    }
}
