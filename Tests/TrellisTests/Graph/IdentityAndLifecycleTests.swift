import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Seed 002 (DoorDash on SwiftUI's view lifecycle): primitives end the body recursion,
// bindings flow down, explicit and structural identity decide what keeps its state.

private struct FruitsView: View {
    var body: some View { BananaView() }
}

private struct BananaView: View {
    @State private var isPeeled: Bool = false
    var body: some View {
        Text(isPeeled ? "Peeled banana!" : "Banana!")
            .background(.yellow)
        PeelBananaButton(isPeeled: $isPeeled)
    }
}

private struct PeelBananaButton: View {
    @Binding var isPeeled: Bool
    var body: some View {
        Button("Peel Banana") {
            isPeeled = true
        }
    }
}

private struct Fruit {
    let name: String
    let color: Color
}

private struct FruitListView: View {
    let fruits: [Fruit]
    var body: some View {
        ScrollView {
            ForEach(fruits, id: \.name) { fruit in
                FruitView(fruit: fruit)
            }
        }
    }
}

private struct FruitView: View {
    let fruit: Fruit
    @State private var taps = 0
    var body: some View {
        Button("\(fruit.name)! \(taps)") { taps += 1 }
            .foregroundColor(fruit.color)
            .padding()
    }
}

/// Seed 002's ScrollViewReader sample, verbatim.
private struct ScrollToTopView: View {
    let headerID = "header"
    let fruits = [Fruit(name: "Banana", color: .yellow),
                  Fruit(name: "Cherry", color: .red)]
    var body: some View {
        ScrollView {
            ScrollViewReader { proxy in
                Text("Fruits")
                    .id(headerID)
                ForEach(fruits, id: \.name) { fruit in
                    FruitView(fruit: fruit)
                }
                Button("Scroll to top") {
                    proxy.scrollTo(headerID)
                }
                Button("Scroll to Cherry") {
                    proxy.scrollTo("Cherry", anchor: .bottom)
                }
            }
        }
    }
}

private struct FruitBasket: View {
    @State var fruits = [Fruit(name: "Banana", color: .yellow), Fruit(name: "Cherry", color: .red)]
    var body: some View {
        VStack {
            Button("Reverse") { fruits.reverse() }
            Button("Add Apple") { fruits.insert(Fruit(name: "Apple", color: .green), at: 0) }
            FruitListView(fruits: fruits)
        }
    }
}

/// A pizza with a little state of its own, to see whether identity is kept.
private struct PizzaView: View {
    @State private var slicesEaten = 0
    var body: some View {
        Button("Eat a slice (\(slicesEaten) eaten)") { slicesEaten += 1 }
    }
}

private struct PizzaConditionalView: View {
    @State var isRounded: Bool = false
    var body: some View {
        if isRounded {
            PizzaView()
                .cornerRadius(25)
        } else {
            PizzaView()
                .cornerRadius(0)
        }
        Toggle("Round", isOn: $isRounded.animation())
            .fixedSize()
    }
}

private struct PizzaModifierView: View {
    @State var isRounded: Bool = false
    var body: some View {
        PizzaView()
            .cornerRadius(isRounded ? 25 : 0)
        Toggle("Round", isOn: $isRounded.animation())
            .fixedSize()
    }
}

private struct Contact: Hashable {
    let name: String
}

private struct ContactSection {
    let id: String = UUID().uuidString
    let title: String
    let contacts: [Contact]
    init(title: String, contacts: [Contact]) {
        self.title = title
        self.contacts = contacts
    }
}

private struct ContactSectionView: View {
    let section: ContactSection
    @State private var expanded = false
    var body: some View {
        VStack {
            Text(section.title)
            Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
        }
        .onAppear { ContactLog.appeared += 1 }
    }
}

@MainActor
private enum ContactLog {
    static var appeared = 0
}

private let allContacts = [Contact(name: "Ana"), Contact(name: "Bea"), Contact(name: "Carl")]

/// Sections by initial, built afresh on every call (as the article's computed property is).
private func contactSections() -> [ContactSection] {
    Dictionary(grouping: allContacts) { String($0.name.prefix(1)) }
        .sorted { $0.key < $1.key }
        .map { ContactSection(title: $0.key, contacts: $0.value) }
}

/// The article's screen, with the section id as a parameter: `\.id` (fresh UUIDs on
/// every update, the bug) or `\.title` (stable, the fix).
private struct ContactsView<SectionID: Hashable>: View {
    let sectionID: KeyPath<ContactSection, SectionID>
    @State private var showWarning = false
    var listSections: [ContactSection] { contactSections() }
    var body: some View {
        VStack {
            if showWarning { Text("Invalid phone number") }
            Button("Pick invalid") { showWarning.toggle() }
            ForEach(listSections, id: sectionID) { contactsSection in
                ContactSectionView(section: contactsSection)
            }
        }
    }
}

@MainActor
@Suite("Identity and lifecycle", .serialized)
struct IdentityAndLifecycleTests {
    @Test func customViewsEndInPrimitives() throws {
        let host = ViewHost(FruitsView())
        #expect(host.render() == """
        Text "Banana!" [background: yellow]
        Button
          Text "Peel Banana"
        """)
    }

    @Test func bindingWritesReachTheOwner() throws {
        let host = ViewHost(BananaView())
        try host.find(button: "Peel Banana").tap()
        try host.find(text: "Peeled banana!")
        // The owner read isPeeled and re-ran; the button never read it, so it did not.
        #expect(host.bodyEvaluations(of: BananaView.self) == 2)
        #expect(host.bodyEvaluations(of: PeelBananaButton.self) == 1)
    }

    @Test func fruitRowsKeepTheirStateWhenReordered() throws {
        let host = ViewHost(FruitBasket())
        try host.find(button: "Cherry! 0").tap()
        try host.find(button: "Cherry! 1").tap()
        try host.find(button: "Reverse").tap()
        let rows = host.findAll(kind: .button).map(\.text).filter { $0.contains("!") }
        #expect(rows == ["Cherry! 2", "Banana! 0"])

        try host.find(button: "Add Apple").tap()
        let after = host.findAll(kind: .button).map(\.text).filter { $0.contains("!") }
        #expect(after == ["Apple! 0", "Cherry! 2", "Banana! 0"])
        #expect(try host.find(button: "Apple! 0")[property: "foregroundColor"] == nil)
        #expect(host.render().contains("Text \"Apple! 0\" [foregroundColor: green]"))
    }

    @Test func ifElseGivesTwoIdentitiesSoThePizzaStateResets() throws {
        let host = ViewHost(PizzaConditionalView())
        try host.find(button: "Eat a slice (0 eaten)").tap()
        try host.find(button: "Eat a slice (1 eaten)").tap()
        try host.find(toggle: "Round").toggle()
        // A different branch is a different view: fresh state.
        try host.find(button: "Eat a slice (0 eaten)")
        #expect(host.render().contains("[cornerRadius: 25]"))
        #expect(host.graph.lastTransaction?.animation == .default)
    }

    @Test func aModifierKeepsIdentitySoThePizzaStateSurvives() throws {
        let host = ViewHost(PizzaModifierView())
        try host.find(button: "Eat a slice (0 eaten)").tap()
        try host.find(button: "Eat a slice (1 eaten)").tap()
        try host.find(toggle: "Round").toggle()
        try host.find(button: "Eat a slice (2 eaten)")
        #expect(host.render().contains("[cornerRadius: 25]"))
        #expect(try host.find(toggle: "Round").isOn == true)
    }

    @Test func freshUUIDsRemountEverySectionOnEachUpdate() throws {
        ContactLog.appeared = 0
        let host = ViewHost(ContactsView(sectionID: \.id))
        #expect(ContactLog.appeared == 3)
        try host.findAll(button: "Expand")[0].tap()
        #expect(host.findAll(button: "Collapse").count == 1)
        try host.find(button: "Pick invalid").tap()
        // Every section got a new identity: appeared again, expansion lost.
        #expect(ContactLog.appeared == 6)
        #expect(host.findAll(button: "Collapse").isEmpty)
    }

    @Test func stableTitleIdsKeepSectionsAlive() throws {
        ContactLog.appeared = 0
        let host = ViewHost(ContactsView(sectionID: \.title))
        #expect(ContactLog.appeared == 3)
        try host.findAll(button: "Expand")[0].tap()
        try host.find(button: "Pick invalid").tap()
        try host.find(text: "Invalid phone number")
        #expect(ContactLog.appeared == 3)
        #expect(host.findAll(button: "Collapse").count == 1)
    }
}

@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    @Test func scrollToTopScrollsToTheHeadersElement() throws {
        let host = ViewHost(ScrollToTopView())
        try host.find(button: "Scroll to top").tap()
        let header = try host.find(id: "header")
        #expect(host.tree.scrollTargets.last?.element == header.element.id)
        #expect(host.tree.scrollTargets.last?.anchor == nil)
        // A ForEach row is a target by its element id.
        try host.find(button: "Scroll to Cherry").tap()
        let cherry = try host.find(button: "Cherry! 0")
        #expect(host.tree.scrollTargets.last?.element == cherry.element.id)
        #expect(host.tree.scrollTargets.last?.anchor == .bottom)
    }
}
