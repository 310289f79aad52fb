import Foundation

/// An alert (or action sheet) an app presents from code rather than from a view's
/// modifier: UIKit's `UIAlertController` presented from a window's root controller. The
/// graph shows one at a time, above the app, as the `alert` and `confirmationDialog`
/// modifiers show theirs; presenting another while one shows queues it, as UIKit refuses
/// nothing here that a later dismissal cannot show.
package struct CodePresentedAlert {
    package struct Field {
        package let placeholder: String
        package let isSecure: Bool
        package let text: Binding<String>
        package init(placeholder: String, isSecure: Bool, text: Binding<String>) {
            (self.placeholder, self.isSecure, self.text) = (placeholder, isSecure, text)
        }
    }

    package struct Action {
        package let title: String
        package let role: ButtonRole?
        package let isEnabled: Bool
        package let handler: @MainActor () -> Void
        package init(title: String, role: ButtonRole?, isEnabled: Bool, handler: @escaping @MainActor () -> Void) {
            (self.title, self.role, self.isEnabled, self.handler) = (title, role, isEnabled, handler)
        }
    }

    package let id = UUID()
    package let title: String?
    package let message: String?
    package let isActionSheet: Bool
    package let fields: [Field]
    package let actions: [Action]

    package init(title: String?, message: String?, isActionSheet: Bool, fields: [Field], actions: [Action]) {
        (self.title, self.message, self.isActionSheet, self.fields, self.actions) = (title, message, isActionSheet, fields, actions)
    }
}

/// The alerts presented from code to one graph: the one shown, then those waiting.
@MainActor
final class CodePresentedAlerts: ObservableObject {
    @Published private(set) var shown: CodePresentedAlert?
    private var waiting: [CodePresentedAlert] = []

    func present(_ alert: CodePresentedAlert) {
        if shown == nil { shown = alert } else { waiting.append(alert) }
    }

    /// Closes `id` (shown or waiting); the next one waiting shows.
    func dismiss(_ id: UUID) {
        waiting.removeAll { $0.id == id }
        guard shown?.id == id else { return }
        shown = waiting.isEmpty ? nil : waiting.removeFirst()
    }
}

extension ViewGraph {
    /// Shows `alert` above the app until one of its actions or `dismissCodePresentedAlert`
    /// closes it.
    package func presentFromCode(_ alert: CodePresentedAlert) {
        codePresentedAlerts.present(alert)
    }

    package func dismissCodePresentedAlert(_ id: UUID) {
        codePresentedAlerts.dismiss(id)
    }
}

/// Puts the graph's code-presented alerts over the app's root view, through the `alert`
/// and `confirmationDialog` modifiers (so they look and behave as those do).
struct CodePresentedAlertsHost: ViewModifier {
    @ObservedObject var alerts: CodePresentedAlerts

    func body(content: Content) -> some View {
        let shown = alerts.shown
        let alertShown = Binding(get: { shown.map { !$0.isActionSheet } ?? false },
                                 set: { if !$0, let shown { alerts.dismiss(shown.id) } })
        let sheetShown = Binding(get: { shown?.isActionSheet ?? false },
                                 set: { if !$0, let shown { alerts.dismiss(shown.id) } })
        content
            .alert(Text(verbatim: shown?.title ?? ""), isPresented: alertShown) {
                if let shown { CodePresentedAlertControls(alert: shown) }
            } message: {
                if let message = shown?.message { Text(verbatim: message) }
            }
            .confirmationDialog(LocalizedStringKey(shown?.title ?? ""), isPresented: sheetShown,
                                titleVisibility: shown?.title == nil ? .hidden : .visible) {
                if let shown { CodePresentedAlertControls(alert: shown) }
            } message: {
                if let message = shown?.message { Text(verbatim: message) }
            }
    }
}

/// An alert's text fields, then its buttons (each closes the alert, then runs its handler,
/// as UIKit's do).
struct CodePresentedAlertControls: View {
    let alert: CodePresentedAlert

    var body: some View {
        ForEach(Array(alert.fields.enumerated()), id: \.offset) { _, field in
            if field.isSecure {
                SecureField(field.placeholder, text: field.text)
            } else {
                TextField(field.placeholder, text: field.text)
            }
        }
        ForEach(Array(alert.actions.enumerated()), id: \.offset) { _, action in
            Button(action.title, role: action.role) { action.handler() }
                .disabled(!action.isEnabled)
        }
    }
}
