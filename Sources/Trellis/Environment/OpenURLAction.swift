import Foundation

/// Opens a URL: `@Environment(\.openURL) var openURL`, then `openURL(url)`. The system
/// action asks the host (the browser opens a new tab; the test host records it). A view can
/// put its own handler in the environment, as in SwiftUI:
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
public struct OpenURLAction: @unchecked Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable { case handled, discarded, system(URL?) }
        let outcome: Outcome

        /// The handler opened the URL itself.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL.
        public static let discarded = Result(outcome: .discarded)
        /// The system should open the URL.
        public static let systemAction = Result(outcome: .system(nil))
        /// The system should open this URL instead.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
        /// The system should open the URL (`url` instead, when given). A page opens it in a
        /// new tab either way: the browser is the in-app browser.
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result { Result(outcome: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result

    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// The platform's action: the host opens the URL.
    static let system = OpenURLAction { _ in .systemAction }

    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens `url`, in an in-app browser if `prefersInApp`: a page opens it in a new tab
    /// either way (as `SFSafariViewController` does here).
    @MainActor public func callAsFunction(_ url: URL, prefersInApp: Bool) {
        callAsFunction(url) { _ in }
    }

    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).outcome {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let other): completion(Self.openWithHost(other ?? url))
        }
    }

    /// Asks the host to open `url` (a scheme a browser opens for a page: `canOpen`); false
    /// for any other scheme or when no view is being handled.
    @MainActor static func openWithHost(_ url: URL) -> Bool {
        guard PlatformRequests.canOpen(url) else {
            ViewGraph.logger.warning("openURL: \(url.absoluteString) has a scheme a browser does not open; ignored.")
            return false
        }
        return ViewGraph.requestFromHost(.openURL(url))
    }
}

/// The platform's services for code outside views (UIKit's `UIApplication.shared.open`,
/// `UIPasteboard`, `endEditing`): each goes to the host of the view being handled.
@MainActor
package enum PlatformRequests {
    package static func open(_ url: URL) -> Bool { OpenURLAction.openWithHost(url) }
    /// Whether a browser opens the URL's scheme for a page (the web client checks the same).
    package nonisolated static func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "mailto", "tel", "sms"].contains(scheme)
    }
    package static func copy(_ text: String) -> Bool { ViewGraph.requestFromHost(.copyToPasteboard(text)) }
    package static func share(title: String?, text: String?, url: URL?) -> Bool {
        ViewGraph.requestFromHost(.share(title: title, text: text, url: url))
    }
    package static func dismissKeyboard() -> Bool { ViewGraph.requestFromHost(.dismissKeyboard) }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// The action that opens a URL; `Link` and `openURL(url)` use it.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
