// `import SafariServices` on Linux: the in-app browser iOS apps show a web page in. A page
// cannot hold another site inside it (most sites refuse to be framed), so the browser's
// own tab is the in-app browser here: shown (in a representable, or presented from code),
// `SFSafariViewController` opens its URL in a new tab, once, and draws the address with
// Open and Done (Done reaches the delegate and dismisses the presentation it is in, as
// Safari's Done does).
@_exported import Foundation
@_exported import UIKit

/// What the in-app browser tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

/// A web page shown from the app: here, opened in a new browser tab (see above).
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    public let configuration: Configuration
    private let url: URL
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// Kept: the page opens in the visitor's browser, whose bars are its own.
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done
    private var opened = false

    public init(url URL: URL, configuration: Configuration = Configuration()) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        fatalError("SFSafariViewController is made with init(url:configuration:)")
    }

    /// Opens the page in a new tab, the first time only; the delegate hears whether the
    /// host took it (a browser opens web addresses only).
    private func openPage() {
        guard !opened else { return }
        opened = true
        var taken = false
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url) { taken = $0 }
        }
        delegate?.safariViewController(self, didCompleteInitialLoad: taken)
    }

    open override func loadView() {
        let name = UILabel()
        name.text = url.host ?? url.absoluteString
        name.font = .preferredFont(forTextStyle: .headline)
        let address = UILabel()
        address.text = url.absoluteString
        address.font = .preferredFont(forTextStyle: .footnote)
        address.textColor = .secondaryLabel
        let reopen = UIButton(type: .system, primaryAction: UIAction(title: "Open") { [url] _ in
            UIApplication.shared.open(url)
        })
        let doneTitle = switch dismissButtonStyle {
        case .done: "Done"
        case .close: "Close"
        case .cancel: "Cancel"
        }
        let done = UIButton(type: .system, primaryAction: UIAction(title: doneTitle) { [unowned self] _ in
            delegate?.safariViewControllerDidFinish(self)
            dismiss(animated: true)
        })
        let buttons = UIStackView(arrangedSubviews: [reopen, done])
        buttons.spacing = 24
        let column = UIStackView(arrangedSubviews: [name, address, buttons])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        let container = UIView()
        container.addSubview(column)
        NSLayoutConstraint.activate([
            column.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        view = container
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        openPage()
    }

    /// Presented from a controller nothing shows (`rootViewController.present(safari, …)`):
    /// the page opens all the same.
    open override func _presentWithoutHost() -> Bool {
        openPage()
        return true
    }

    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    /// How the in-app browser opens. Kept: a browser tab has no reader mode or bars to
    /// collapse that the app could choose.
    @preconcurrency @MainActor
    open class Configuration {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }
}
