import Trellis

// Seed 002 (identity and lifetime): explicit identity keeps state with its data,
// structural identity decides whether a view is the same view after a change.

struct Fruit: Sendable {
    let name: String
    let color: Color
}

/// Fruits keyed by name: reversing or inserting moves each row's tap count with it.
struct FruitDemo: View {
    @State private var fruits = [Fruit(name: "Banana", color: .yellow), Fruit(name: "Cherry", color: .red)]

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 16) {
                Button("Reverse") { fruits.reverse() }
                Button("Add Apple") { fruits.insert(Fruit(name: "Apple", color: .green), at: 0) }
                    .disabled(fruits.contains { $0.name == "Apple" })
            }
            FruitListView(fruits: fruits)
        }
    }
}

struct FruitListView: View {
    let fruits: [Fruit]

    var body: some View {
        VStack(spacing: 8) {
            ForEach(fruits, id: \.name) { fruit in
                FruitView(fruit: fruit)
            }
        }
    }
}

struct FruitView: View {
    let fruit: Fruit
    @State private var taps = 0

    var body: some View {
        Button("\(fruit.name)! \(taps)") { taps += 1 }
            .foregroundColor(.black)
            .padding(EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20))
            .background(fruit.color.opacity(0.35))
            .cornerRadius(10)
    }
}

/// A pizza that counts the slices eaten: state that shows whether identity survived.
struct PizzaView: View {
    @State private var slicesEaten = 0

    var body: some View {
        Button("Eat a slice (\(slicesEaten) eaten)") { slicesEaten += 1 }
            .padding(12)
            .background(Color.orange.opacity(0.25))
    }
}

/// `if`/`else` makes two different pizzas: toggling resets the count.
struct PizzaConditionalView: View {
    @State private var isRounded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("With if/else").font(.headline)
            if isRounded {
                PizzaView()
                    .cornerRadius(25)
            } else {
                PizzaView()
                    .cornerRadius(0)
            }
            Toggle("Round", isOn: $isRounded.animation())
        }
    }
}

/// A modifier with a conditional value keeps one pizza: the count survives.
struct PizzaModifierView: View {
    @State private var isRounded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("With a modifier").font(.headline)
            PizzaView()
                .cornerRadius(isRounded ? 25 : 0)
            Toggle("Round", isOn: $isRounded.animation())
        }
    }
}

struct PizzaDemo: View {
    var body: some View {
        HStack(alignment: .top, spacing: 32) {
            PizzaConditionalView()
                .accessibilityIdentifier("pizza-conditional")
            PizzaModifierView()
                .accessibilityIdentifier("pizza-modifier")
        }
    }
}
