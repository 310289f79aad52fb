/// The older alert description, for `alert(item:content:)` and `alert(isPresented:content:)`.
public struct Alert {
    /// A button of an alert; any of them closes it after its action.
    public struct Button {
        enum Role { case normal, cancel, destructive }
        let label: Text
        let role: Role
        let action: (@MainActor () -> Void)?

        @preconcurrency public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .normal, action: action)
        }

        @preconcurrency public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        @preconcurrency public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        @preconcurrency public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// One button; without one the alert shows "OK".
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// The inside of an alert or dialog: the message, then the buttons.
nonisolated public struct _AlertBody<Actions: View, Message: View>: View {
    let title: String?
    let actions: Actions
    let message: Message
    var addsCancel = false

    @MainActor public var body: some View {
        VStack(spacing: 12) {
            if let title { Text(verbatim: title).bold() }
            message.accessibilityIdentifier("alert-message")
            HStack(spacing: 12) {
                actions
                if Actions.self == EmptyView.self { Trellis.Button("OK") {} }
                if addsCancel { Trellis.Button("Cancel") {} }
            }
        }
        .modifier(AlertBox())
    }
}

/// An alert's box as iOS draws it: 270 points wide with 20 points of padding above and
/// below and 24 at the sides, its texts centred (a host paints the card behind it).
struct AlertBox: ViewModifier {
    func body(content: Content) -> some View {
        content
            .multilineTextAlignment(.center)
            .frame(width: 222)
            .padding(.vertical, 20)
            .padding(.horizontal, 24)
    }
}

/// An `Alert` value shown: its title, its message, its buttons.
nonisolated public struct _ClassicAlertBody: View {
    let alert: Alert

    @MainActor public var body: some View {
        VStack(spacing: 12) {
            alert.title.bold()
            if let message = alert.message {
                message.accessibilityIdentifier("alert-message")
            }
            HStack(spacing: 12) {
                ForEach(alert.buttons.indices, id: \.self) { index in
                    let button = alert.buttons[index]
                    Trellis.Button(action: { button.action?() }) {
                        button.label.foregroundColor(button.role == .destructive ? .red : nil)
                    }
                }
            }
        }
        .modifier(AlertBox())
    }
}
