// Swift 5 language mode, `import SwiftUI`: iOS-only modifiers as a sign-up screen uses
// them. They compile; the browser-meaningful ones reach the elements.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct SignUpScreen: View {
    @State private var email = ""
    @State private var code = ""
    @State private var password = ""
    @State private var agreed = false

    var body: some View {
        NavigationView {
            List {
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .disableAutocorrection(true)
                    .submitLabel(.next)
                TextField("Code", text: $code)
                    .keyboardType(.numberPad)
                    .textContentType(.oneTimeCode)
                    .autocapitalization(.none)
                SecureField("Password", text: $password)
                    .textContentType(.newPassword)
                    .submitLabel(.done)
                    .autocorrectionDisabled()
                Text("Terms apply")
                    .listRowBackground(Color.yellow)
                    .listRowInsets(EdgeInsets(top: 2, leading: 20, bottom: 2, trailing: 20))
                    .listRowSeparator(.hidden)
            }
            .listStyle(.plain)
            .scrollDismissesKeyboard(.interactively)
            .navigationBarTitleDisplayMode(.inline)
            .navigationTitle("Sign up")
            .navigationBarBackButtonHidden(true)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) { Button("Cancel") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Help") {} }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {}
                }
                ToolbarItem(placement: .bottomBar) { Text("Step 1 of 3") }
            }
            .sensoryFeedback(.success, trigger: agreed)
            .presentationDetents([.medium, .large])
            .statusBar(hidden: true)
            .edgesIgnoringSafeArea(.all)
            .ignoresSafeArea(.keyboard, edges: .bottom)
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .preferredColorScheme(.dark)
    }
}

struct HiddenBar: View {
    var body: some View {
        NavigationView {
            Text("Full screen").navigationTitle("Hidden").navigationBarHidden(true)
        }
        .navigationViewStyle(.stack)
        .listStyle(InsetGroupedListStyle())
    }
}

@MainActor @Suite struct PlatformModifierTests {
    @Test func textInputTraitsReachTheFields() throws {
        let host = ViewHost(SignUpScreen())
        let email = try host.find(textField: "Email")
        #expect(email[property: "inputMode"] == .string("email"))
        #expect(email[property: "textContentType"] == .string("email"))
        #expect(email[property: "autocapitalization"] == .string("none"))
        #expect(email[property: "autocorrectionDisabled"] == .bool(true))
        #expect(email[property: "submitLabel"] == .string("next"))
        let code = try host.find(textField: "Code")
        #expect(code[property: "inputMode"] == .string("numeric"))
        #expect(code[property: "textContentType"] == .string("one-time-code"))
        #expect(code[property: "autocorrectionDisabled"] == nil)
        let password = try host.find(secureField: "Password")
        #expect(password[property: "textContentType"] == .string("new-password"))
        #expect(password[property: "submitLabel"] == .string("done"))
    }

    @Test func listAndBarModifiersDoWhatABrowserCan() throws {
        let host = ViewHost(SignUpScreen())
        #expect(host.findAll(kind: .list).first?[property: "listStyle"] == .string("plain"))
        let terms = try host.find(text: "Terms apply")
        #expect(terms[property: "listRowBackground"] == .color(.yellow))
        #expect(terms[property: "listRowSeparator"] == .bool(false))
        // Inline title in the bar; leading and trailing items; keyboard and bottom-bar
        // items in the bottom bar.
        #expect(try host.find(id: "navigation-title").text == "Sign up")
        #expect(try host.find(id: "navigation-title")[property: "font"] == nil)
        try host.find(button: "Cancel")
        try host.find(button: "Help")
        let bottom = try host.find(id: "navigation-bottom-bar")
        #expect(bottom.text.contains("Done") && bottom.text.contains("Step 1 of 3"))
        // The page turns dark.
        #expect(host.render().contains("preferredColorScheme: \"dark\""))

        let hidden = ViewHost(HiddenBar())
        try hidden.find(text: "Full screen")
        #expect((try? hidden.find(id: "navigation-title")) == nil)
    }
}
