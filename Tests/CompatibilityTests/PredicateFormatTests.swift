// NSPredicate format strings as iOS apps use them (swift-corelibs-foundation has only block
// predicates): a sign-up form's e-mail check and list filters, from a Swift 5 view that
// imports only SwiftUI.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct SignUpForm: View {
    @State private var email = ""
    private var isValid: Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        return NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: email)
    }
    var body: some View {
        Form {
            TextField("E-mail", text: $email)
            Button("Sign up") {}.disabled(!isValid)
        }
    }
}

private final class Contact: NSObject {
    let name: String
    let age: Int
    let tags: [String]
    init(name: String, age: Int, tags: [String]) { (self.name, self.age, self.tags) = (name, age, tags) }
}

private struct Pet {
    var name: String
    var legs: Int?
}

@MainActor @Suite struct PredicateFormatTests {
    @Test func theEmailCheckOfASignUpFormEnablesItsButton() throws {
        let host = ViewHost(SignUpForm())
        #expect(try host.find(button: "Sign up").isDisabled)
        try host.find(textField: "E-mail").setText("ana@example")
        #expect(try host.find(button: "Sign up").isDisabled)
        try host.find(textField: "E-mail").setText("ana@example.com")
        #expect(try host.find(button: "Sign up").isDisabled == false)
    }

    @Test func stringOperatorsTakeCaseAndDiacriticOptions() {
        func matches(_ format: String, _ value: Any?, _ args: CVarArg...) -> Bool {
            NSPredicate(format: format, argumentArray: args).evaluate(with: value)
        }
        #expect(matches("SELF CONTAINS[c] %@", "Crème Brûlée", "BRÛ"))
        #expect(!matches("SELF CONTAINS %@", "Crème Brûlée", "BRÛ"))
        #expect(matches("SELF BEGINSWITH[cd] 'creme'", "Crème Brûlée"))
        #expect(matches("SELF ENDSWITH 'lée'", "Crème Brûlée"))
        #expect(matches("SELF LIKE[c] 'creme*'", "Crème Brûlée") == false)  // è is not e without [d]
        #expect(matches("SELF LIKE[cd] 'creme*'", "Crème Brûlée") && matches("SELF LIKE 'Cr?me *'", "Crème Brûlée"))
        #expect(matches("SELF MATCHES '[0-9]{4}'", "2024") && !matches("SELF MATCHES '[0-9]{4}'", "20245"))
        #expect(NSPredicate(format: "SELF IN %@", argumentArray: [["a", "b"]]).evaluate(with: "b") && !matches("SELF IN {'a', 'c'}", "b"))
        #expect(matches("SELF BETWEEN {1, 5}", 3) && !matches("SELF BETWEEN {1, 5}", 6))
    }

    @Test func keyPathsReadDictionariesAndStoredPropertiesWithoutKeyValueCoding() {
        let people = [Contact(name: "Ana", age: 34, tags: ["friend"]), Contact(name: "Bo", age: 17, tags: []),
                      Contact(name: "Cy", age: 51, tags: ["work", "friend"])]
        let adults = NSPredicate(format: "age >= %d AND NOT (name ==[c] %@)", 18, "cy")
        #expect(people.filter { adults.evaluate(with: $0) }.map(\.name) == ["Ana"])
        let friends = NSPredicate(format: "ANY tags == 'friend' || %K < 18", "age")
        #expect(people.filter { friends.evaluate(with: $0) }.map(\.name) == ["Ana", "Bo", "Cy"])
        #expect(NSPredicate(format: "tags.@count == 2").evaluate(with: people[2]))
        let row: [String: Any] = ["title": "Milk", "done": true]
        #expect(NSPredicate(format: "done == YES AND title != nil").evaluate(with: row))
        #expect(NSPredicate(format: "legs == nil").evaluate(with: Pet(name: "Fish", legs: nil)))
        #expect(NSPredicate(format: "legs > 2").evaluate(with: Pet(name: "Dog", legs: 4)))
    }

    @Test func aFormatAppleWouldRejectMatchesNothingInsteadOfStoppingTheServer() {
        #expect(!NSPredicate(format: "name ==").evaluate(with: ["name": ""]))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }
}
