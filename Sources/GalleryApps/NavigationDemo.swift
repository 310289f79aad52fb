import Trellis

// Seed 000 ("SwiftUI – Flujo de datos"): isVisible shared between a screen and the
// detail pushed with NavigationLink; plus a stack of values with navigationDestination.
// In the browser every push is a history entry: Back pops.

struct NavigationDemo: View {
    @State private var isVisible = false

    var body: some View {
        NavigationView {
            VStack(alignment: .leading, spacing: 15) {
                NavigationLink("Go to Detail", destination: NavigationDetailView(isVisible: $isVisible))
                NavigationLink("Browse planets", destination: PlanetList())
                Divider()
                Button("Change isVisible") { isVisible.toggle() }
                if isVisible { Text("Hello, World!") }
            }
            .navigationBarTitle("Main", displayMode: .inline)
        }
    }
}

private struct NavigationDetailView: View {
    @Binding var isVisible: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 15) {
            Button("Change isVisible") { isVisible.toggle() }
            if isVisible { Text("Hello, World!") }
        }
        .navigationBarTitle("Detail", displayMode: .inline)
    }
}

private struct Planet: Hashable, Identifiable {
    let name: String
    let moons: Int
    var id: String { name }
    static let all = [Planet(name: "Mercury", moons: 0), Planet(name: "Venus", moons: 0), Planet(name: "Earth", moons: 1),
                      Planet(name: "Mars", moons: 2), Planet(name: "Jupiter", moons: 95)]
}

private struct PlanetList: View {
    var body: some View {
        List {
            ForEach(Planet.all) { planet in
                NavigationLink(planet.name, value: planet)
            }
        }
        .navigationDestination(for: Planet.self) { planet in
            PlanetView(planet: planet)
        }
        .navigationBarTitle("Planets", displayMode: .inline)
    }
}

private struct PlanetView: View {
    let planet: Planet
    @State private var visits = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(planet.name) has \(planet.moons) \(planet.moons == 1 ? "moon" : "moons")")
            Button("Visit (\(visits))") { visits += 1 }
        }
        .navigationBarTitle(planet.name, displayMode: .inline)
    }
}
