import Foundation
@_spi(TrellisHost) import Trellis

// WebKit's web view as SwiftUI apps host it (a `UIViewRepresentable` whose `makeUIView`
// returns a `WKWebView`): it shows a web address or markup in the page as a sandboxed frame,
// asks its navigation delegate before each load the app starts, and tells it when the
// frame has loaded. The page inside the frame is the visitor's browser's: what happens in
// it (a link followed, a script run) the app does not see (docs/Differences.md).

/// A loaded page's navigation, as the delegate's callbacks name it.
@preconcurrency @MainActor
open class WKNavigation: NSObject {}

/// How a navigation started.
public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

/// A navigation the delegate may allow or cancel.
@preconcurrency @MainActor
open class WKNavigationAction: NSObject {
    public let request: URLRequest
    public let navigationType: WKNavigationType
    /// The frame the navigation targets: the web view's main frame.
    open var targetFrame: WKFrameInfo? { WKFrameInfo() }
    open var sourceFrame: WKFrameInfo { WKFrameInfo() }
    init(request: URLRequest, navigationType: WKNavigationType) { (self.request, self.navigationType) = (request, navigationType) }
}

@preconcurrency @MainActor
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { true }
}

public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// What a web view tells about its navigations (every method optional).
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {}
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// What a web view asks its app about windows and panels (every method optional: none
/// are asked here, the frame's own page opens them in the browser).
@preconcurrency @MainActor
public protocol WKUIDelegate: AnyObject {}

/// Which web view features a web view has.
@preconcurrency @MainActor
open class WKWebViewConfiguration: NSObject {
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    open var allowsInlineMediaPlayback = false
    open var allowsPictureInPictureMediaPlayback = true
    open var allowsAirPlayForMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var applicationNameForUserAgent: String?
    public override init() {}
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: 0xFFFF_FFFF)
}

public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
    public static let link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 8)
    public static let all = WKDataDetectorTypes(rawValue: 0xFFFF_FFFF)
}

@preconcurrency @MainActor
open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    @available(*, deprecated, message: "Use WKWebpagePreferences.allowsContentJavaScript")
    open var javaScriptEnabled = true
    public override init() {}
}

@preconcurrency @MainActor
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public override init() {}
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
}

/// Where pages keep their cookies and storage: the visitor's browser's, for the frame.
@preconcurrency @MainActor
open class WKWebsiteDataStore: NSObject {
    let persistent: Bool
    init(persistent: Bool) { self.persistent = persistent }
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true) }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    open var isPersistent: Bool { persistent }
}

/// Scripts and message handlers an app adds to its pages. A frame's page is the visitor's
/// browser's, sandboxed away from the app's: scripts are kept and not injected, and no
/// message arrives (docs/Differences.md).
@preconcurrency @MainActor
open class WKUserContentController: NSObject {
    public private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    public override init() {}
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

@preconcurrency @MainActor
open class WKUserScript: NSObject {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        (self.source, self.injectionTime, isForMainFrameOnly) = (source, injectionTime, forMainFrameOnly)
    }
}

public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

@preconcurrency @MainActor
open class WKScriptMessage: NSObject {
    public let name: String
    public let body: Any
    init(name: String, body: Any) { (self.name, self.body) = (name, body) }
}

@preconcurrency @MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

public let WKErrorDomain = "WKErrorDomain"

/// A web view's error (a script the page cannot run here).
public struct WKError: Error, Hashable, Sendable, CustomNSError, LocalizedError {
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorDescription: String? {
        code == .javaScriptExceptionOccurred
            ? "JavaScript cannot run in a web view here: its page is the visitor's browser's, sandboxed from the app"
            : "The web view could not do this"
    }
    public enum Code: Int, Sendable {
        case unknown = 1, webContentProcessTerminated, webViewInvalidated, javaScriptExceptionOccurred,
             javaScriptResultTypeIsUnsupported
    }
}

/// A web page in the app: shown in the page as a frame of the browser's, sandboxed.
@preconcurrency @MainActor
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var customUserAgent: String?
    open var isInspectable = false
    /// Scrolling is the frame's own page's; the scroll view's settings are kept.
    public let scrollView = UIScrollView()

    public private(set) var url: URL?
    /// The page's title: a page given as markup gives its `<title>`; a web page's is its
    /// own origin's, which the app cannot read here.
    public private(set) var title: String?
    public private(set) var isLoading = false
    public private(set) var estimatedProgress: Double = 0
    public var hasOnlySecureContent: Bool { url?.scheme?.lowercased() == "https" }

    /// What the frame shows, and the navigation it is loading.
    private var source: WebFrame.Source?
    private var pending: WKNavigation?
    /// The loads the app made, for going back and forward among them.
    private var history: [URLRequest] = []
    private var position = -1

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    open var canGoBack: Bool { position > 0 }
    open var canGoForward: Bool { position + 1 < history.count }

    /// Loads a web address (http or https; another scheme fails, as without a handler).
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        start(request, type: .other) { [weak self] in
            guard let self else { return }
            if position + 1 < history.count { history.removeSubrange((position + 1)...) }
            history.append(request)
            position = history.count - 1
        }
    }

    /// Shows `string` as the page (its scripts and web resources as the page's sandbox
    /// allows: docs/Differences.md).
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let navigation = WKNavigation()
        url = baseURL ?? URL(string: "about:blank")
        title = Self.title(in: string)
        begin(navigation, showing: .markup(string))
        return navigation
    }

    /// A file of the app's: shown as markup when it is one (the frame cannot read the
    /// server's files).
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard let markup = try? String(contentsOf: URL, encoding: .utf8) else {
            let navigation = WKNavigation()
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation,
                                        withError: URLError(.fileDoesNotExist))
            return navigation
        }
        return loadHTMLString(markup, baseURL: URL)
    }

    /// Shows the page again (the frame keeps the one it has: the navigation finishes at once).
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let source else { return nil }
        let navigation = WKNavigation()
        begin(navigation, showing: source)
        return navigation
    }

    open func stopLoading() {
        isLoading = false
        pending = nil
    }

    @discardableResult
    open func goBack() -> WKNavigation? {
        guard canGoBack else { return nil }
        let request = history[position - 1]
        return start(request, type: .backForward) { [weak self] in self?.position -= 1 }
    }

    @discardableResult
    open func goForward() -> WKNavigation? {
        guard canGoForward else { return nil }
        let request = history[position + 1]
        return start(request, type: .backForward) { [weak self] in self?.position += 1 }
    }

    /// Scripts run in the visitor's browser, in a frame sandboxed from the app: the result
    /// is an error (`WKError.javaScriptExceptionOccurred`).
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }

    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    open func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], contentWorld: WKContentWorld) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    open override var _drawnSwiftUIContent: AnyView? {
        AnyView(WebFrame(source: source) { [weak self] in self?.frameLoaded() })
    }

    /// Asks the delegate, then shows the request's address.
    private func start(_ request: URLRequest, type: WKNavigationType, allowed: @escaping @MainActor () -> Void) -> WKNavigation? {
        let navigation = WKNavigation()
        guard let address = request.url, ["http", "https"].contains(address.scheme?.lowercased() ?? "") else {
            navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: URLError(.unsupportedURL))
            return navigation
        }
        let decide = { @MainActor [weak self] (policy: WKNavigationActionPolicy) in
            guard let self, policy == .allow else { return }
            allowed()
            url = address
            title = nil
            begin(navigation, showing: .address(address))
        }
        if let delegate = navigationDelegate {
            delegate.webView(self, decidePolicyFor: WKNavigationAction(request: request, navigationType: type), decisionHandler: decide)
        } else {
            decide(.allow)
        }
        return navigation
    }

    /// Shows `source`. The same page again (an app that loads its address on every update,
    /// a reload) is already in the frame, which does not load it again: it finishes at once.
    private func begin(_ navigation: WKNavigation, showing source: WebFrame.Source) {
        let shown = self.source == source && pending == nil
        self.source = source
        pending = navigation
        isLoading = true
        estimatedProgress = 0.1
        setNeedsDisplay()
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        if shown { frameLoaded() }
    }

    /// The frame reports its page loaded: the navigation under way commits and finishes.
    private func frameLoaded() {
        guard let navigation = pending else { return }
        pending = nil
        isLoading = false
        estimatedProgress = 1
        navigationDelegate?.webView(self, didCommit: navigation)
        navigationDelegate?.webView(self, didFinish: navigation)
    }

    /// The text of a page's `<title>`, if it has one.
    static func title(in markup: String) -> String? {
        guard let open = markup.range(of: "<title>", options: .caseInsensitive),
              let close = markup.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<markup.endIndex)
        else { return nil }
        return String(markup[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Where scripts run (`callAsyncJavaScript`); none run here.
@preconcurrency @MainActor
open class WKContentWorld: NSObject {
    public static let page = WKContentWorld()
    public static let defaultClient = WKContentWorld()
    public static func world(name: String) -> WKContentWorld { WKContentWorld() }
}
