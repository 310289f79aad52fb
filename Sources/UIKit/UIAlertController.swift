import Foundation
@_spi(TrellisHost) import Trellis

/// An action of an alert: a button with a title, a style, and a handler run after the
/// alert closes.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet, as UIKit presents one. Presented from any controller — the
/// window's root in a SwiftUI app (`UIApplication.shared.windows.first?.rootViewController`)
/// or a hosted one — it shows over the app as SwiftUI's `alert` (or `confirmationDialog`,
/// for `.actionSheet`) does: its title, message, text fields and actions. Each action
/// closes it, then runs its handler, which reads the fields' text as on iOS.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    /// The shown alert's graph and id, to close it from code.
    private var shown: (graph: ViewGraph, id: UUID)?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(nibName: String?, bundle: Bundle?, style: Style) {
        preferredStyle = style
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) { fatalError("UIAlertController is made with init(title:message:preferredStyle:)") }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field (alerts only, as UIKit requires), configured by the handler.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertController.Style.alert")
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// Shows the alert over the app of the graph the caller works for.
    func show() {
        guard let graph = ViewGraph.current() else {
            ViewGraph.logger.warning("UIAlertController presented outside any view's event or callback: no page to show it on.")
            return
        }
        let roles: [UIAlertAction.Style: ButtonRole] = [.cancel: .cancel, .destructive: .destructive]
        let alert = CodePresentedAlert(
            title: title, message: message, isActionSheet: preferredStyle == .actionSheet,
            fields: fields.map { field in
                CodePresentedAlert.Field(placeholder: field.placeholder ?? "", isSecure: field.isSecureTextEntry,
                                         text: Binding(get: { field.text ?? "" }, set: { field.text = $0 }))
            },
            actions: actions.map { action in
                CodePresentedAlert.Action(title: action.title ?? "", role: roles[action.style], isEnabled: action.isEnabled) { [weak self] in
                    self?.closed()
                    action.handler?(action)
                }
            })
        shown = (graph, alert.id)
        graph.presentFromCode(alert)
    }

    /// The alert closed itself (an action).
    private func closed() { shown = nil }

    open override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let shown {
            self.shown = nil
            shown.graph.dismissCodePresentedAlert(shown.id)
            completion?()
            return
        }
        super.dismiss(animated: flag, completion: completion)
    }

    open override func _presentWithoutHost() -> Bool {
        show()
        return true
    }
}
