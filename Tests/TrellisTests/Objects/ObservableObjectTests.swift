import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Seed 000 ("SwiftUI – Flujo de datos"), second half: ObservableObject + @Published +
// @ObservedObject (the colour list), the model shared with a second screen,
// @EnvironmentObject (and what happens when it is missing), the singleton alternative.

private class ColorModel: ObservableObject { @Published var colors: [Color] = [.red, .blue, .orange] }

/// The seed's first ContentView, verbatim but for `\.self` (the article lost the backslash).
private struct ContentView: View {
    @ObservedObject private var colorModel = ColorModel()
    @State private var newColor = Color.red
    var body: some View {
        VStack {
            HStack {
                ColorPicker("Select new color", selection: $newColor)
                Spacer()
                Button("Add") { colorModel.colors.append(newColor) }
            }
            .padding()
            List { ForEach(colorModel.colors, id: \.self) { cell($0) } }
        }
    }
    func cell(_ color: Color) -> some View { HStack { Text("Color"); Spacer(); Rectangle().fill(color) } }
}

/// The seed's ContentView that takes its model, so a second screen can share it.
private struct SharedContentView: View {
    @ObservedObject var colorModel: ColorModel
    @State private var newColor = Color.red
    init(_ colorModel: ColorModel = ColorModel()) { self.colorModel = colorModel }
    var body: some View {
        VStack {
            HStack {
                ColorPicker("Select new color", selection: $newColor)
                Spacer()
                Button("Add") { colorModel.colors.append(newColor) }
            }
            .padding()
            List { ForEach(colorModel.colors, id: \.self) { cell($0) } }
        }
    }
    func cell(_ color: Color) -> some View { HStack { Text("Color"); Spacer(); Rectangle().fill(color) } }
}

private struct EnvironmentContentView: View {
    @EnvironmentObject var colorModel: ColorModel
    @State private var newColor = Color.red
    var body: some View {
        VStack {
            HStack {
                ColorPicker("Select new color", selection: $newColor)
                Spacer()
                Button("Add") { colorModel.colors.append(newColor) }
            }
            .padding()
            List { ForEach(colorModel.colors, id: \.self) { cell($0) } }
        }
    }
    func cell(_ color: Color) -> some View { HStack { Text("Color"); Spacer(); Rectangle().fill(color) } }
}

private final class SharedColorModel: ObservableObject {
    @Published var colors: [Color] = [.red, .blue, .orange]
    @MainActor static let shared = SharedColorModel()  // Swift 6 mode asks for an isolation here, on any platform
    private init() {}
}

private struct SingletonContentView: View {
    @ObservedObject var colorModel = SharedColorModel.shared
    var body: some View {
        VStack {
            Button("Add") { colorModel.colors.append(.green) }
            List { ForEach(colorModel.colors, id: \.self) { Rectangle().fill($0) } }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

@MainActor
private func fills(_ host: ViewHost) -> [PropertyValue?] {
    host.findAll(kind: .shape).map { $0[property: "fill"] }
}

@MainActor
@Suite("ObservableObject and environment objects")
struct ObservableObjectTests {
    @Test func addingAPickedColourShowsANewRow() throws {
        let host = ViewHost(ContentView())
        #expect(host.findAll(text: "Color").count == 3)
        #expect(fills(host) == [.color(.red), .color(.blue), .color(.orange)])
        try host.find(colorPicker: "Select new color").setColor(Color(red: 0, green: 1, blue: 0))
        try host.find(button: "Add").tap()
        #expect(host.findAll(text: "Color").count == 4)
        #expect(fills(host).last == .color(Color(red: 0, green: 1, blue: 0)))
    }

    @Test func aSecondScreenGivenTheSameModelFollowsEveryChange() throws {
        let model = ColorModel()
        let host = ViewHost(VStack { SharedContentView(model); SharedContentView(model) })
        #expect(host.findAll(text: "Color").count == 6)
        try host.findAll(button: "Add")[1].tap()
        #expect(host.findAll(text: "Color").count == 8)
        // A change made outside any view reaches both screens too.
        model.colors.removeFirst()
        host.flush()
        #expect(host.findAll(text: "Color").count == 6)
        #expect(host.bodyEvaluations(of: SharedContentView.self) == 2 + 2 + 2)
    }

    @Test func environmentObjectReachesTheView() throws {
        let host = ViewHost(EnvironmentContentView().environmentObject(ColorModel()))
        try host.find(button: "Add").tap()
        #expect(host.findAll(text: "Color").count == 4)
    }

    @Test func aMissingEnvironmentObjectShowsAPlaceholderAndTheRestKeepsWorking() throws {
        let host = ViewHost(VStack { EnvironmentContentView(); Counter() })
        let placeholder = try host.find(id: "trellis.error")
        #expect(placeholder.text.contains("Missing @EnvironmentObject of type ColorModel"))
        let warning = try #require(host.warnings.first { $0.contains("No ObservableObject of type ColorModel found") })
        #expect(warning.contains("EnvironmentContentView"))
        #expect(!host.contains(text: "Color"))
        try host.find(button: "Count 0").tap()
        try host.find(button: "Count 1")
    }

    @Test func anObjectInjectedLaterReplacesThePlaceholder() throws {
        struct Injector: View {
            @State var model: ColorModel?
            var body: some View {
                VStack {
                    Button("Inject") { model = ColorModel() }
                    if let model {
                        EnvironmentContentView().environmentObject(model)
                    } else {
                        EnvironmentContentView()
                    }
                }
            }
        }
        let host = ViewHost(Injector())
        #expect(host.contains(text: "⚠︎ Missing @EnvironmentObject of type ColorModel for EnvironmentContentView"))
        try host.find(button: "Inject").tap()
        #expect(host.findAll(text: "Color").count == 3)
        #expect((try? host.find(id: "trellis.error")) == nil)
    }

    @Test func theSingletonIsSharedByEveryScreenAndEverySession() throws {
        let first = ViewHost(SingletonContentView())
        let second = ViewHost(SingletonContentView())
        let before = SharedColorModel.shared.colors.count
        try first.find(button: "Add").tap()
        second.flush()
        #expect(first.findAll(kind: .shape).count == before + 1)
        #expect(second.findAll(kind: .shape).count == before + 1)
        SharedColorModel.shared.colors.removeLast()
        first.flush()
        second.flush()
        #expect(second.findAll(kind: .shape).count == before)
    }
}

