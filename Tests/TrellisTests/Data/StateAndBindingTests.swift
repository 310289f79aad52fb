import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Seed 000 ("SwiftUI – Flujo de datos"): @State, $ projection, two-way binding, @Binding.
// The navigation wrapper of the isVisible sample arrives with navigation (issue 5); here
// the detail view sits beside its parent, bound to the same state.

private struct IsVisibleContentView: View {
    @State private var isVisible = false
    var body: some View {
        VStack(spacing: 15) {
            ContentDetailView(isVisible: $isVisible)
            Divider()
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
    }
}

private struct ContentDetailView: View {
    @Binding var isVisible: Bool
    var body: some View {
        VStack(spacing: 15) {
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
    }
}

/// The same screen "without property wrapper": `State` and `Binding` used by hand.
private struct IsVisibleByHandView: View {
    private var isVisible: State<Bool> = State(initialValue: true)
    var body: some View {
        VStack(spacing: 15) {
            ContentDetailByHandView(isVisible: isVisible.projectedValue)
            Divider()
            Button("Change isVisible") { isVisible.wrappedValue.toggle() }
            if isVisible.wrappedValue { Text("Hello, World!") }
        }
    }
}

private struct ContentDetailByHandView: View {
    var isVisible: Binding<Bool>
    var body: some View {
        VStack(spacing: 15) {
            Button("Change isVisible") { isVisible.wrappedValue.toggle() }
            if isVisible.wrappedValue { Text("Hello, World!") }
        }
    }
}

private struct EchoView: View {
    @State private var text: String = ""
    var body: some View {
        VStack(spacing: 15) {
            TextField("Write something", text: $text)
            if !text.isEmpty { Text("You write \(text)") }
        }
    }
}

private struct LoginView: View {
    @State private var user: String = ""
    @State private var pass: String = ""
    var body: some View {
        VStack(spacing: 15) {
            TextField("User", text: $user)
            SecureField("Password", text: $pass)
            Button("Login") {
                // Do Login
            }
            .disabled(user.isEmpty || pass.isEmpty)
        }
    }
}

private struct ConstantFieldView: View {
    var body: some View {
        TextField("Write something", text: .constant(""))
    }
}

@MainActor
@Suite("State and bindings")
struct StateAndBindingTests {
    @Test func isVisibleToggleAndDetailShareOneSourceOfTruth() throws {
        let host = ViewHost(IsVisibleContentView())
        #expect(!host.contains(text: "Hello, World!"))
        let buttons = host.findAll(button: "Change isVisible")
        #expect(buttons.count == 2)

        try buttons[1].tap()    // the parent's button
        #expect(host.findAll(text: "Hello, World!").count == 2)

        try host.findAll(button: "Change isVisible")[0].tap()    // the detail's button, through its binding
        #expect(host.findAll(text: "Hello, World!").isEmpty)
    }

    @Test func stateAndBindingByHandBehaveLikeTheWrappers() throws {
        let host = ViewHost(IsVisibleByHandView())
        #expect(host.findAll(text: "Hello, World!").count == 2)
        try host.findAll(button: "Change isVisible")[0].tap()
        #expect(host.findAll(text: "Hello, World!").isEmpty)
        try host.findAll(button: "Change isVisible")[1].tap()
        #expect(host.findAll(text: "Hello, World!").count == 2)
    }

    @Test func textFieldEchoesWhatIsTyped() throws {
        let host = ViewHost(EchoView())
        #expect(host.findAll(kind: .text).isEmpty)
        try host.find(textField: "Write something").setText("hola")
        try host.find(text: "You write hola")
        #expect(try host.find(textField: "Write something").value == "hola")
        try host.find(textField: "Write something").setText("")
        #expect(host.findAll(kind: .text).isEmpty)
    }

    @Test func loginIsDisabledUntilBothFieldsAreFilled() throws {
        let host = ViewHost(LoginView())
        #expect(try host.find(button: "Login").isDisabled)
        #expect(throws: ViewHostError.self) { try host.find(button: "Login").tap() }

        try host.find(textField: "User").setText("ana")
        #expect(try host.find(button: "Login").isDisabled)
        try host.find(secureField: "Password").setText("secret")
        #expect(try !host.find(button: "Login").isDisabled)
        // Mount, then one re-run per field change (both fields are read for `.disabled`).
        #expect(host.bodyEvaluations(of: LoginView.self) == 3)
        try host.find(button: "Login").tap()
        #expect(host.bodyEvaluations(of: LoginView.self) == 3)

        try host.find(textField: "User").setText("")
        #expect(try host.find(button: "Login").isDisabled)
    }

    @Test func constantBindingIgnoresTyping() throws {
        let host = ViewHost(ConstantFieldView())
        try host.find(textField: "Write something").setText("typed")
        #expect(try host.find(textField: "Write something").value == "")
    }
}

// Seed 001: the PoCView state stored outside the struct, by hand and with @State. The
// navigation bar and the sheet arrive with issue 5; the "Chao" screen shows inline here.

private struct PoCViewByHand: View {
    var sheetVisible = State<Bool>(initialValue: false)
    var body: some View {
        VStack {
            Text("Hola")
            Button("Settings") {
                sheetVisible.wrappedValue = true
            }
            if sheetVisible.wrappedValue { Text("Chao") }
        }
    }
}

private struct PoCViewWithWrapper: View {
    @State var sheetVisible = false
    var body: some View {
        VStack {
            Text("Hola")
            Button("Settings") {
                sheetVisible = true
            }
            if _sheetVisible.wrappedValue { Text("Chao") }
        }
    }
}

@MainActor
@Suite("State outside the view struct")
struct StateOutsideTheViewTests {
    @Test func stateDeclaredByHandIsStoredOutsideTheView() throws {
        let host = ViewHost(PoCViewByHand())
        try host.find(text: "Hola")
        #expect(!host.contains(text: "Chao"))
        try host.find(button: "Settings").tap()
        try host.find(text: "Chao")
        #expect(host.bodyEvaluations(of: PoCViewByHand.self) == 2)
    }

    @Test func stateWrapperAndUnderscoreAccessAreTheSameStorage() throws {
        let host = ViewHost(PoCViewWithWrapper())
        #expect(!host.contains(text: "Chao"))
        try host.find(button: "Settings").tap()
        try host.find(text: "Chao")
        // Setting the same value again changes nothing and re-runs nothing.
        host.resetCounters()
        try host.find(button: "Settings").tap()
        #expect(host.bodyEvaluations(of: PoCViewWithWrapper.self) == 0)
    }
}
