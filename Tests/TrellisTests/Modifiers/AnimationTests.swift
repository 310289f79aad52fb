import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Animations and transactions: which mutations carry which animation (the test host
// records them; the web host animates them).

private struct Panel: View {
    @State private var expanded = false
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.5)) { expanded.toggle() } }
            Button("Count") { count += 1 }
            Toggle("Expanded", isOn: $expanded.animation(.spring))
            Text("Count \(count)")
            if expanded {
                Text("Details").transition(.slide.combined(with: .opacity))
            }
        }
    }
}

private struct Pulse: View {
    @State private var big = false
    @State private var other = 0
    var body: some View {
        VStack {
            Button("Grow") { big.toggle() }
            Button("Other") { other += 1 }
            Text("Box \(other)")
                .padding(big ? 20 : 4)
                .animation(.easeIn, value: big)
        }
    }
}

private struct Shelf: View {
    @State private var items = [1, 2, 3]
    var body: some View {
        VStack {
            Button("Replace") { items = [4, 5] }
            Button("Clear") { withAnimation(.easeOut) { items = [] } }
            VStack {
                ForEach(items, id: \.self) { Text("Item \($0)").transition(.opacity) }
            }
        }
    }
}

@MainActor
@Suite("Animation")
struct AnimationTests {
    @Test func withAnimationAnimatesTheFlushItCauses() throws {
        let host = ViewHost(Panel())
        try host.find(button: "Toggle").tap()
        let details = try host.find(text: "Details")
        #expect(details[property: "transition"] == .transition(.combined(.slide, .opacity)))
        let animated = host.tree.animatedMutations
        #expect(!animated.isEmpty)
        #expect(animated.allSatisfy { $0.animation == .easeInOut(duration: 0.5) })
        #expect(animated.contains { if case .insert(_, let child, _) = $0.mutation { return child == details.element.id } else { return false } })

        // A plain change is not animated.
        host.tree.clearAnimatedMutations()
        try host.find(button: "Count").tap()
        try host.find(text: "Count 1")
        #expect(host.tree.animatedMutations.isEmpty)

        // A write through `binding.animation(_:)` animates the removal.
        try host.find(toggle: "Expanded").toggle()
        #expect(!host.contains(text: "Details"))
        #expect(host.tree.animatedMutations.contains { if case .remove = $0.mutation { return $0.animation == .spring } else { return false } })
    }

    @Test func animationValueAnimatesItsContentOnlyWhenTheValueChanges() throws {
        let host = ViewHost(Pulse())
        try host.find(button: "Grow").tap()
        #expect(host.tree.animatedMutations.count == 1)
        #expect(host.tree.animatedMutations.first?.animation == .easeIn)
        host.tree.clearAnimatedMutations()
        try host.find(button: "Other").tap()
        try host.find(text: "Box 1")
        #expect(host.tree.animatedMutations.isEmpty)
    }
}

@MainActor @Suite struct ImplicitAnimationTests {
    struct Pulsing: View {
        @State private var big = false
        var body: some View {
            VStack {
                Text(big ? "Big" : "Small")
                    .animation(.spring(response: 0.3, dampingFraction: 0.6).delay(0.1))
                Button("Grow") { big.toggle() }
                Text(big ? "Also big" : "Also small")
            }
        }
    }

    @Test func animationWithoutAValueAnimatesWhatReachesTheViewFromItsParent() throws {
        let tree = TestElementTree()
        let graph = ViewGraph(host: tree)
        graph.mount(Pulsing())
        let host = tree
        host.clearAnimatedMutations()
        let button = try #require(host.root.children.first?.children.first { $0.kind == .button })
        graph.send(HostEvent(element: button.id, kind: .tap))
        let animated = host.animatedMutations
        // Only the text under the modifier animates, with the spring's duration and delay.
        #expect(animated.count == 1)
        #expect(animated.first?.animation.curve == .spring)
        #expect(animated.first?.animation.duration == 0.3)
        #expect(animated.first?.animation.delay == 0.1)
    }

    /// Replacing every row empties the container in one operation, as a page does; under
    /// an animation each leaving row is removed on its own, so its transition can play.
    @Test func leavingRowsAreRemovedOneByOneOnlyUnderAnAnimation() throws {
        let host = ViewHost(Shelf())
        host.tree.recordsMutations = true
        try host.find(button: "Replace").tap()
        #expect(host.findAll(kind: .text).map(\.text).filter { $0.hasPrefix("Item") } == ["Item 4", "Item 5"])
        let mutations = host.tree.recordedMutations
        #expect(mutations.filter { if case .removeAll = $0 { true } else { false } }.count == 1)
        #expect(!mutations.contains { if case .remove = $0 { true } else { false } })
        #expect(host.tree.animatedMutations.isEmpty)

        host.tree.clearRecordedMutations()
        try host.find(button: "Clear").tap()
        #expect(!host.findAll(kind: .text).contains { $0.text.hasPrefix("Item") })
        #expect(!host.tree.recordedMutations.contains { if case .removeAll = $0 { true } else { false } })
        let removals = host.tree.animatedMutations.filter { if case .remove = $0.mutation { true } else { false } }
        #expect(removals.count == 2)
        #expect(removals.allSatisfy { $0.animation == .easeOut })
    }
}
