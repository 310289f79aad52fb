import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// The rest of the view vocabulary the seeds rely on, each checked through what a user sees.

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var done = false
}

private struct ItemEditor: View {
    @State private var items = [Item(id: 1, name: "milk"), Item(id: 2, name: "bread")]
    var body: some View {
        VStack {
            TextField("First", text: $items[0].name)
            ForEach($items) { $item in
                Toggle(item.name, isOn: $item.done)
                    .padding(.horizontal, 8)
                    .disabled(item.name.isEmpty)
                    .id(item.id)
            }
            Text(items.map { "\($0.name):\($0.done)" }.joined(separator: ","))
        }
    }
}

private struct ComputedBinding: View {
    @State private var celsius = 0.0
    var body: some View {
        let fahrenheit = Binding<String>(
            get: { String(Int(celsius * 9 / 5 + 32)) },
            set: { celsius = ((Double($0) ?? 32) - 32) * 5 / 9 }
        )
        VStack {
            TextField("Fahrenheit", text: fahrenheit)
            Text("\(Int(celsius)) °C")
        }
    }
}

private struct Shapes: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.blue.opacity(0.5)
            Rectangle().fill(Color.red)
            Circle().fill(.green)
            RoundedRectangle(cornerRadius: 8)
            Image(systemName: "star.fill")
            Text("Hi") + Text(" there").bold()
        }
        .foregroundColor(.orange)
    }
}

private struct Badge: View, Equatable {
    let count: Int
    let onTap: @MainActor () -> Void
    nonisolated static func == (a: Badge, b: Badge) -> Bool { a.count == b.count }
    var body: some View { Button("\(count) new", action: onTap) }
}

private struct BadgeParent: View {
    @State private var count = 1
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Badge(count: count) { count += 1 }.equatable()
            Button("Other \(unrelated)") { unrelated += 1 }
        }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("accent \(accent)") }
}

private struct AccentRoot: View {
    var body: some View {
        VStack {
            AccentReader()
            AccentReader().environment(\.accent, "inner")
            AccentReader().transformEnvironment(\.accent) { $0 += "!" }
        }
        .environment(\.accent, "outer")
    }
}

private struct DisabledForm: View {
    @State private var locked = true
    @State private var agreed = false
    var body: some View {
        VStack {
            VStack {
                Button("Submit") {}
                Toggle("Agree", isOn: $agreed)
                Button("Inner enable") {}.disabled(false)
            }
            .disabled(locked)
            Button("Unlock") { locked = false }
        }
        .font(.headline)
    }
}

@MainActor
@Suite("View vocabulary")
struct VocabularyTests {
    @Test func bindingsProjectIntoCollectionsAndProperties() throws {
        let host = ViewHost(ItemEditor())
        try host.find(textField: "First").setText("oat milk")
        try host.find(toggle: "bread").toggle()
        try host.find(text: "oat milk:false,bread:true")
        #expect(try host.find(toggle: "oat milk").isOn == false)
        #expect(try host.find(id: 2)[property: "padding"] == .insets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)))
    }

    @Test func customBindingsConvertBothWays() throws {
        let host = ViewHost(ComputedBinding())
        #expect(try host.find(textField: "Fahrenheit").value == "32")
        try host.find(textField: "Fahrenheit").setText("212")
        try host.find(text: "100 °C")
        #expect(try host.find(textField: "Fahrenheit").value == "212")
    }

    @Test func shapesColorsImagesAndTextRender() throws {
        let host = ViewHost(Shapes())
        #expect(host.render() == """
        ZStack [alignment: topLeading]
          Color [color: blue.opacity(0.5)]
          Shape [shape: "rectangle", fill: red]
          Shape [shape: "circle", fill: green]
          Shape [shape: "roundedRectangle", cornerRadius: 8, fill: orange]
          Image [systemName: "star.fill", foregroundColor: orange]
          Text "Hi there" [foregroundColor: orange, textRuns: "Hi" + " there" [fontWeight: "bold"]]
        """)
    }

    @Test func equatableViewsSkipBodyWhenEqual() throws {
        let host = ViewHost(BadgeParent())
        host.resetCounters()
        try host.find(button: "Other 0").tap()
        #expect(host.bodyEvaluations(of: Badge.self) == 0)
        try host.find(button: "1 new").tap()
        try host.find(button: "2 new")
        #expect(host.bodyEvaluations(of: Badge.self) == 1)
    }

    @Test func customEnvironmentKeysFollowTheInnermostWriter() throws {
        let host = ViewHost(AccentRoot())
        #expect(host.findAll(kind: .text).map(\.text) == ["accent outer", "accent inner", "accent outer!"])
    }

    @Test func disabledReachesNestedControlsAndCannotBeUndoneInside() throws {
        let host = ViewHost(DisabledForm())
        #expect(try host.find(button: "Submit").isDisabled)
        #expect(try host.find(toggle: "Agree").isDisabled)
        #expect(try host.find(button: "Inner enable").isDisabled)
        #expect(throws: ViewHostError.self) { try host.find(toggle: "Agree").toggle() }
        try host.find(button: "Unlock").tap()
        #expect(try !host.find(button: "Submit").isDisabled)
        try host.find(toggle: "Agree").toggle()
        #expect(try host.find(toggle: "Agree").isOn == true)
        // The font set on the outer stack reaches every text inside.
        #expect(host.render().contains("Text \"Submit\" [font: headline]"))
    }

    @Test func findFailuresExplainWhatWasSearchedAndShowTheTree() {
        let host = ViewHost(DisabledForm())
        do {
            try host.find(button: "Missing")
            Issue.record("expected an error")
        } catch let error as ViewHostError {
            #expect(error.description.contains("No button \"Missing\" found."))
            #expect(error.description.contains("Text \"Unlock\""))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
