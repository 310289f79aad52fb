import Trellis

// Seed 000 ("SwiftUI – Flujo de datos"): @State, its `$` binding, two-way binding with
// text fields, and a child that changes its parent's state through @Binding.

/// The login form: the button stays disabled until both fields have text.
struct LoginDemo: View {
    @State private var user: String = ""
    @State private var pass: String = ""
    @State private var loggedInAs: String?

    var body: some View {
        VStack(spacing: 15) {
            TextField("User", text: $user)
            SecureField("Password", text: $pass)
            Button("Login") {
                loggedInAs = user
                pass = ""
            }
            .disabled(user.isEmpty || pass.isEmpty)
            if let loggedInAs {
                Text("Welcome, \(loggedInAs)!")
                    .foregroundColor(.green)
            }
        }
    }
}

/// `isVisible` lives in the parent; the detail view flips it through a binding.
struct VisibilityDemo: View {
    @State private var isVisible = false

    var body: some View {
        VStack(spacing: 15) {
            VisibilityDetailView(isVisible: $isVisible)
            Divider()
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
    }
}

struct VisibilityDetailView: View {
    @Binding var isVisible: Bool

    var body: some View {
        VStack(spacing: 15) {
            Toggle("Show the greeting", isOn: $isVisible)
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
    }
}

/// What you type is echoed below as you type it.
struct EchoDemo: View {
    @State private var text: String = ""

    var body: some View {
        VStack(spacing: 15) {
            TextField("Write something", text: $text)
            if !text.isEmpty {
                Text("You write \(text)")
            }
            Button("Clear") { text = "" }
                .disabled(text.isEmpty)
        }
    }
}
