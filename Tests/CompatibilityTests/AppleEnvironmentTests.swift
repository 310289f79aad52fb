// The Apple environment around SwiftUI code: Foundation-only model files, UIKit's common
// names, iOS 17 and 18 API (`@Entry`, `@Previewable`, `ContentUnavailableView`) and the
// platform requests (open a URL, copy text), as a Swift 5 app writes them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

extension EnvironmentValues {
    @Entry var cardTint: Color = .orange
    @Entry var cardTitle: String?
}

private struct Card: View {
    @Environment(\.cardTint) private var tint
    @Environment(\.cardTitle) private var title
    var body: some View {
        Text(title ?? "untitled").foregroundColor(tint)
    }
}

#Preview("Previewable counter") {
    @Previewable @State var count = 0
    Button("Count \(count)") { count += 1 }
}

private struct Links: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        VStack {
            Button("Docs") { openURL(URL(string: "https://example.com/docs")!) }
            Button("Store") { UIApplication.shared.open(URL(string: "https://example.com/store")!) }
            Button("Copy") { shareLink("https://example.com/share") }
            Button("Done") { dismissKeyboard() }
            Button("Files") { openURL(URL(fileURLWithPath: "/etc/passwd")) }
        }
    }
}

private struct Interceptor: View {
    @State private var seen = "none"
    var body: some View {
        Links()
            .environment(\.openURL, OpenURLAction { url in
                seen = url.lastPathComponent
                return .handled
            })
        Text("seen \(seen)")
    }
}

/// Animating from a nonisolated function builds in Swift 5 mode, as with SwiftUI.
private func toggleAnimated(_ flag: Binding<Bool>) {
    withAnimation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4)) { flag.wrappedValue.toggle() }
}

@MainActor @Suite struct AppleEnvironmentTests {
    @Test func foundationOnlyModelsWorkAsOnApplePlatforms() {
        let model = TimerModel()
        #expect(model.display == "02:05")
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.elapsed = 65
        #expect(changes == 1 && model.display == "01:05")
        #expect(model.request(for: "save").httpMethod == "POST")
        #expect(model.velocity.dx == 3)
        #expect(Inventory().summary == "1 items")
        _ = cancellable
    }

    @Test func dateComponentsFormatterSpellsDurationsAsFoundationDoes() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        #expect(formatter.string(from: 125) == "2:05")
        #expect(formatter.string(from: 3725) == "1:02:05")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3725) == "1h 2m 5s")
        #expect(formatter.string(from: 3600) == "1h")
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 3661) == "1 hour, 1 minute, 1 second")
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 1
        #expect(formatter.string(from: 7300) == "2 hr")
        let relative = RelativeDateTimeFormatter()
        let now = Date()
        #expect(relative.localizedString(for: now.addingTimeInterval(-7200), relativeTo: now) == "2 hours ago")
        #expect(relative.localizedString(for: now.addingTimeInterval(3 * 86_400), relativeTo: now) == "in 3 days")
        #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]) == "a, b, and c")
    }

    @Test func uiKitColoursFontsAndImagesBecomeSwiftUIValues() {
        let host = ViewHost(VStack {
            Text("Card").background(Color(Brand.background)).font(Font(Brand.titleFont))
            Color(uiColor: Brand.accent)
            Image(uiImage: UIImage(systemName: "star")!)
            Image(uiImage: UIImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 0]))!)
        })
        let rendered = host.render()
        #expect(rendered.contains("ui.secondarySystemBackground"), "\(rendered)")
        #expect(rendered.contains("systemName: star") || rendered.contains("systemName=star") || rendered.contains("star"))
        #expect(rendered.contains("data:image/png;base64,iVBORwAAAAA="), "\(rendered)")
        #expect(UIColor.systemBackground.color != UIColor.label.color)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(Brand.isPad == false && Brand.screenWidth == 390)
    }

    @Test func platformRequestsReachTheHost() throws {
        let host = ViewHost(Links())
        try host.find(button: "Docs").tap()
        try host.find(button: "Store").tap()
        try host.find(button: "Copy").tap()
        try host.find(button: "Done").tap()
        try host.find(button: "Files").tap()
        #expect(host.tree.hostRequests == [
            .openURL(URL(string: "https://example.com/docs")!),
            .openURL(URL(string: "https://example.com/store")!),
            .copyToPasteboard("https://example.com/share"),
            .dismissKeyboard,
        ])
        #expect(UIPasteboard.general.string == "https://example.com/share")
    }

    @Test func anOpenURLHandlerInTheEnvironmentTakesTheURL() throws {
        let host = ViewHost(Interceptor())
        try host.find(button: "Docs").tap()
        try host.find(text: "seen docs")
        #expect(host.tree.hostRequests.isEmpty)
    }

    @Test func entryDeclaresAnEnvironmentValueWithItsDefault() throws {
        try ViewHost(Card()).find(text: "untitled")
        let host = ViewHost(Card().environment(\.cardTitle, "Groceries").environment(\.cardTint, .blue))
        let text = try host.find(text: "Groceries")
        #expect(text[property: "foregroundColor"] == .color(.blue))
    }

    @Test func previewableStateLivesInThePreview() throws {
        let entry = try #require(PreviewCatalog.all.first { $0.name == "Previewable counter" })
        let host = ViewHost(entry.makeView())
        try host.find(button: "Count 0").tap()
        try host.find(button: "Count 1")
    }

    @Test func contentUnavailableViewShowsItsTitleDescriptionAndSearchText() throws {
        let host = ViewHost(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail shows here.")))
        try host.find(text: "No Mail")
        try host.find(text: "New mail shows here.")
        try ViewHost(ContentUnavailableView.search(text: "kiwi")).find(text: "No Results for “kiwi”")
        try ViewHost(ContentUnavailableView.search).find(text: "Check the spelling or try a new search.")
    }

    @Test func animationsFromNonisolatedCodeAndOffsetTransitions() {
        var flag = false
        toggleAnimated(Binding(get: { flag }, set: { flag = $0 }))
        #expect(flag)
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.3).curve == .easeInOut)
        #expect(AnyTransition.offset(x: 0, y: 40).kind == .effects([.transform(.offset(x: 0, y: 40))]))
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
    }
}

@MainActor @Suite struct AssetSymbolTests {
    @Test func assetCatalogColoursAndImagesHaveXcodesSymbols() throws {
        #expect(ColorResource.brand.name == "BrandColor")
        #expect(ImageResource.appLogo.name == "AppLogo")
        // A name that is a Swift keyword once "Image" is dropped is written in backticks.
        #expect(ImageResource.default.name == "defaultImage")
        // The colour sets' values, with no registration call, by symbol and by name.
        #expect(Color.brand == Color(red: 0.9, green: 0.4, blue: 0.2))
        #expect(Color("Sky Blue") == Color(red: 0x33 / 255.0, green: 0x99 / 255.0, blue: 1))
        let fill: Color = .skyBlue
        #expect(fill == Color("Sky Blue"))
        #expect(UIColor.brand.color == Color.brand)
        // `Color(.brand)` names the colour resource (Xcode's symbols are on UIColor too: that
        // spelling gives way, as Xcode's projects compile it).
        #expect(Color(.brand) == Color.brand)
        #expect(Color(.systemBlue) == Color(uiColor: .systemBlue))
        let host = ViewHost(Image(.appLogo))
        #expect(host.findAll(kind: .image).first?[property: "name"] == .string("AppLogo"))
    }
}
