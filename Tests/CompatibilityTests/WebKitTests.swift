// WebKit as SwiftUI apps host it: a WKWebView in a representable, its navigation delegate
// as the coordinator, markup and web addresses; iOS 26's WebView. The test plays the
// browser's part: it reports the frame loaded.
import SwiftData
import SwiftUI
import Testing
import WebKit
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// A browser screen as apps write it: the coordinator decides which pages open and counts
/// the loads that finish.
private struct Browser: UIViewRepresentable {
    let address: URL
    @Binding var finished: Int
    @Binding var title: String

    func makeUIView(context: Context) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        let view = WKWebView(frame: .zero, configuration: configuration)
        view.navigationDelegate = context.coordinator
        return view
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        if webView.url != address { webView.load(URLRequest(url: address)) }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, WKNavigationDelegate {
        let parent: Browser
        var started = 0
        init(_ parent: Browser) { self.parent = parent }

        func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                     decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) {
            decisionHandler(navigationAction.request.url?.host == "blocked.example" ? .cancel : .allow)
        }
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { started += 1 }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            parent.finished += 1
            parent.title = webView.title ?? "untitled"
        }
    }
}

@Model
private final class Photo {
    let date: String
    let url: String
    var liked = false
    init(date: String, url: String) { (self.date, self.url) = (date, url) }
}

@MainActor
@Suite struct WebKitTests {
    /// The browser's part: the frame of kind web view loaded its page.
    private func frameLoads(in host: ViewHost) throws {
        let frame = try #require(host.findAll(kind: .webView).first)
        host.graph.send(HostEvent(element: frame.element.id, kind: .setText("loaded")))
    }

    @Test func aWebViewShowsItsAddressAndTellsItsDelegateWhenTheFrameLoads() throws {
        struct Screen: View {
            @State var address = URL(string: "https://www.swift.org/documentation/")!
            @State var finished = 0
            @State var title = ""
            var body: some View {
                VStack {
                    Text("finished \(finished) \(title)")
                    Browser(address: address, finished: $finished, title: $title)
                    Button("Blocked") { address = URL(string: "https://blocked.example/")! }
                }
            }
        }
        let host = ViewHost(Screen())
        let frame = try #require(host.findAll(kind: .webView).first)
        #expect(frame.element.properties[.url] == .string("https://www.swift.org/documentation/"))
        _ = try host.find(text: "finished 0 ")
        try frameLoads(in: host)
        // A web page's title is its own origin's: not readable here.
        _ = try host.find(text: "finished 1 untitled")
        // The delegate cancels this one: the frame keeps its page.
        try host.find(button: "Blocked").tap()
        #expect(host.findAll(kind: .webView).first?.element.properties[.url] == .string("https://www.swift.org/documentation/"))
    }

    @Test func markupShowsInTheFrameWithItsTitleAndLoadsGoBackAndForward() throws {
        let web = WKWebView()
        struct Host: UIViewRepresentable {
            let web: WKWebView
            func makeUIView(context: Context) -> WKWebView { web }
            func updateUIView(_ uiView: WKWebView, context: Context) {}
        }
        let host = ViewHost(Host(web: web))
        web.loadHTMLString("<html><head><title> Notes </title></head><body><p>Hello</p></body></html>", baseURL: nil)
        host.flush()
        #expect(web.isLoading && web.title == "Notes" && web.url?.absoluteString == "about:blank")
        #expect(host.findAll(kind: .webView).first?.element.properties[.htmlDocument]
                == .string("<html><head><title> Notes </title></head><body><p>Hello</p></body></html>"))
        try frameLoads(in: host)
        #expect(!web.isLoading && web.estimatedProgress == 1)

        web.load(URLRequest(url: URL(string: "https://example.com/a")!))
        web.load(URLRequest(url: URL(string: "https://example.com/b")!))
        #expect(web.canGoBack && !web.canGoForward)
        web.goBack()
        host.flush()
        #expect(web.url?.absoluteString == "https://example.com/a" && web.canGoForward)
        #expect(host.findAll(kind: .webView).first?.element.properties[.url] == .string("https://example.com/a"))
        // Only web addresses load; scripts cannot run in the visitor's sandboxed frame.
        #expect(web.load(URLRequest(url: URL(string: "file:///etc/passwd")!)) != nil)
        #expect(web.url?.absoluteString == "https://example.com/a")
        var failure: (any Error)?
        web.evaluateJavaScript("document.title") { _, error in failure = error }
        #expect((failure as? WKError)?.code == .javaScriptExceptionOccurred)
    }

    @Test func iOS26sWebViewShowsItsAddress() throws {
        let host = ViewHost(WebView(url: URL(string: "https://developer.apple.com")).frame(height: 300))
        let frame = try #require(host.findAll(kind: .webView).first)
        #expect(frame.element.properties[.url] == .string("https://developer.apple.com"))
        #expect(frame.frame.height == 300)
    }

    @Test func aModelsLetPropertiesAreSavedAndComeBack() throws {
        let device = AppStorageValues()
        struct Run: View {
            let action: () -> Void
            var body: some View { Button("Run", action: action) }
        }
        try ViewHost(Run {
            let context = try! ModelContainer(for: Photo.self).mainContext
            context.insert(Photo(date: "2025-01-31", url: "https://apod.nasa.gov/1.jpg"))
            try! context.save()
        }, appStorage: device).find(button: "Run").tap()
        var photos: [Photo] = []
        try ViewHost(Run {
            photos = try! ModelContainer(for: Photo.self).mainContext.fetch(FetchDescriptor<Photo>())
        }, appStorage: device).find(button: "Run").tap()
        #expect(photos.map(\.date) == ["2025-01-31"] && photos.first?.url == "https://apod.nasa.gov/1.jpg")
    }
}
