import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Sheets, alerts and dialogs: seed 000's sheets (dismissed through their binding and
// through presentationMode, the ColorModel shared with a sheet), seed 001's PoCView sheet
// ("Chao") and `alert(item:)` on an error.

private struct FirstView: View {
    @State private var isPresentDetail = false
    var body: some View {
        VStack(spacing: 15) {
            Text("First View")
            Button("Go to Second") { isPresentDetail.toggle() }
        }
        .sheet(isPresented: $isPresentDetail) {
            ContentDetailView(isPresentDetail: $isPresentDetail)
        }
    }
}

private struct ContentDetailView: View {
    @Binding var isPresentDetail: Bool
    var body: some View {
        VStack(spacing: 15) {
            Text("Second View")
            Button("Dismiss") { isPresentDetail.toggle() }
        }
    }
}

private struct MainScreen: View {
    @State var showingDetail = false
    var body: some View {
        VStack(spacing: 15) {
            Text("Main Screen")
            Button(action: { showingDetail.toggle() }) { Text("Show Detail") }
                .sheet(isPresented: $showingDetail) { SheetDetailView() }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.yellow.opacity(0.3))
    }
}

private struct SheetDetailView: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        VStack(spacing: 15) {
            Text("Detail Screen")
            Button(action: {
                if presentationMode.wrappedValue.isPresented {
                    presentationMode.wrappedValue.dismiss()
                }
            }) { Text("Back") }
        }
    }
}

/// Seed 001's PoCView, with State by hand.
private struct PoCView: View {
    var sheetVisible = State<Bool>(initialValue: false)
    var body: some View {
        VStack {
            Text("Hola")
                .sheet(isPresented: self.sheetVisible.projectedValue, content: {
                    Text("Chao")
                })
            Button(action: { sheetVisible.wrappedValue = true }, label: { Text("Show") })
        }
    }
}

private class ColorModel: ObservableObject { @Published var colors: [Color] = [.red, .blue, .orange] }

/// Seed 000's ContentView that hands its model to a sheet showing another ContentView.
private struct ColorScreen: View {
    @ObservedObject var colorModel: ColorModel
    @State var showDetail = false
    init(_ colorModel: ColorModel = ColorModel()) { self.colorModel = colorModel }
    var body: some View {
        VStack {
            Button("Add") { colorModel.colors.append(.green) }
            List { ForEach(colorModel.colors, id: \.self) { Rectangle().fill($0) } }
            Button("New Screen") { showDetail.toggle() }
        }
        .sheet(isPresented: $showDetail) { ColorScreen(colorModel) }
    }
}

private struct NetworkError: Error, Identifiable {
    let id = UUID()
    var localizedDescription: String { "The server is down" }
}

private struct ErrorAlertView: View {
    @State var error: NetworkError?
    var body: some View {
        Button("Load") { error = NetworkError() }
            .alert(item: $error) { error in
                Alert(title: Text("Network error"), message: Text(error.localizedDescription), dismissButton: .cancel())
            }
    }
}

@MainActor private var lifecycle: [String] = []

private struct Lifecycle: View {
    @State private var item: Pick?
    @State private var confirm = false
    @State private var choice = "none"
    struct Pick: Identifiable { let id: Int }
    var body: some View {
        VStack {
            Text("Choice \(choice)")
            Button("Pick 1") { item = Pick(id: 1) }
            Button("Ask") { confirm = true }
        }
        .sheet(item: $item, onDismiss: { lifecycle.append("dismissed") }) { pick in
            PickView(number: pick.id, next: { item = Pick(id: pick.id + 1) })
        }
        .confirmationDialog("Delete everything?", isPresented: $confirm, titleVisibility: .visible) {
            Button("Delete") { choice = "delete" }
        }
    }
}

private struct PickView: View {
    let number: Int
    let next: () -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Pick \(number), taps \(taps)")
            Button("Tap") { taps += 1 }
            Button("Next") { next() }
            Button("Close") { dismiss() }
        }
        .onAppear { lifecycle.append("appear \(number)") }
        .onDisappear { lifecycle.append("disappear \(number)") }
    }
}

private struct ModernAlert: View {
    @State private var show = false
    @State private var result = "nothing"
    var body: some View {
        VStack {
            Text("Result \(result)")
            Button("Warn") { show = true }
        }
        .alert("Careful", isPresented: $show) {
            Button("Proceed") { result = "proceeded" }
            Button("Cancel") {}
        } message: {
            Text("This cannot be undone")
        }
    }
}

@MainActor
@Suite("Sheets, alerts and dialogs")
struct PresentationTests {
    @Test func aSheetOpensAndItsBindingClosesIt() throws {
        let host = ViewHost(FirstView())
        #expect(host.findAll(kind: .sheet).isEmpty)
        try host.find(button: "Go to Second").tap()
        let sheet = try #require(host.findAll(kind: .sheet).first)
        #expect(sheet.text.contains("Second View"))
        try host.find(text: "First View")          // the presenter stays underneath
        try host.find(button: "Dismiss").tap()
        #expect(host.findAll(kind: .sheet).isEmpty)
        #expect(!host.contains(text: "Second View"))
    }

    @Test func presentationModeDismissesTheSheet() throws {
        let host = ViewHost(MainScreen())
        try host.find(button: "Show Detail").tap()
        try host.find(text: "Detail Screen")
        try host.find(button: "Back").tap()
        #expect(!host.contains(text: "Detail Screen"))
        try host.find(button: "Show Detail").tap()
        try host.find(text: "Detail Screen")
    }

    @Test func thePoCViewShowsChao() throws {
        let host = ViewHost(PoCView())
        #expect(!host.contains(text: "Chao"))
        try host.find(button: "Show").tap()
        #expect(try host.findAll(kind: .sheet).first?.text == "Chao")
    }

    @Test func theColorModelIsSharedWithTheSheet() throws {
        let host = ViewHost(ColorScreen())
        try host.find(button: "New Screen").tap()
        #expect(host.findAll(kind: .sheet).count == 1)
        try host.findAll(button: "Add")[1].tap()      // in the sheet
        #expect(host.findAll(kind: .shape).count == 8) // 4 colours on each screen
        try host.findAll(button: "New Screen")[1].tap() // a sheet over the sheet
        #expect(host.findAll(kind: .sheet).count == 2)
    }

    @Test func alertItemShowsTheErrorAndItsButtonClosesIt() throws {
        let host = ViewHost(ErrorAlertView())
        try host.find(button: "Load").tap()
        let alert = try #require(host.findAll(kind: .alert).first)
        #expect(alert.text.contains("Network error"))
        #expect(try host.find(id: "alert-message").text == "The server is down")
        try host.find(button: "Cancel").tap()
        #expect(host.findAll(kind: .alert).isEmpty)
    }

    @Test func modernAlertRunsTheActionThenCloses() throws {
        let host = ViewHost(ModernAlert())
        try host.find(button: "Warn").tap()
        let alert = try #require(host.findAll(kind: .alert).first)
        #expect(alert[property: "title"] == .string("Careful"))
        try host.find(text: "This cannot be undone")
        try host.find(button: "Proceed").tap()
        #expect(host.findAll(kind: .alert).isEmpty)
        try host.find(text: "Result proceeded")
    }

    @Test func sheetItemsLifecycleDismissAndDialogs() throws {
        lifecycle = []
        let host = ViewHost(Lifecycle())
        try host.find(button: "Pick 1").tap()
        try host.find(text: "Pick 1, taps 0")
        try host.find(button: "Tap").tap()
        try host.find(text: "Pick 1, taps 1")
        // Another item: a new identity replaces the sheet (state starts over).
        try host.find(button: "Next").tap()
        try host.find(text: "Pick 2, taps 0")
        #expect(lifecycle == ["appear 1", "disappear 1", "dismissed", "appear 2"])
        try host.find(button: "Close").tap()
        #expect(host.findAll(kind: .sheet).isEmpty)
        #expect(lifecycle.suffix(2) == ["disappear 2", "dismissed"])

        try host.find(button: "Ask").tap()
        let dialog = try #require(host.findAll(kind: .confirmationDialog).first)
        #expect(dialog[property: "title"] == .string("Delete everything?"))
        try host.find(button: "Cancel")
        try host.find(button: "Delete").tap()
        #expect(host.findAll(kind: .confirmationDialog).isEmpty)
        try host.find(text: "Choice delete")
    }
}
