// Spellings found in real apps measured for the first time (docs/Compatibility.md), each
// as the app writes it, with what it should do.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// A colour named before Xcode generated asset symbols: the app's own member wins, and the
// generated one is left out (with both, the target would not build).
extension Color {
    static var correct: Color { Color("Correct").opacity(0.5) }
}

extension CGColor {
    static let lightBlue = CGColor(red: 0.4, green: 0.754, blue: 1, alpha: 1)
}

private struct Quiz: Identifiable, Hashable {
    let id: Int
    let title: String
}

private struct QuizPicker: View {
    @State private var active: Quiz?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Swift") { active = Quiz(id: 1, title: "Swift quiz") }
                Text(active.map { "active \($0.title)" } ?? "none active")
            }
            .navigationDestination(item: $active) { quiz in
                VStack {
                    Text(quiz.title)
                    Button("Next") { active = Quiz(id: 2, title: "SwiftUI quiz") }
                }
            }
        }
    }
}

private struct CustomizableTabs: View {
    @AppStorage("TabViewCustomization") private var customization: TabViewCustomization
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("Search", systemImage: "magnifyingglass") { Text("Search screen") }
        }
        .tabViewCustomization($customization)
    }
}

private struct GitHubUser { var login: String; var stars: Int }

private struct UserList: View {
    @State var users = [GitHubUser(login: "ana", stars: 3), GitHubUser(login: "ben", stars: 5)]
    var body: some View {
        List($users, id: \.login) { $user in
            Stepper("\(user.login) \(user.stars)", value: $user.stars)
        }
    }
}

@MainActor @Suite struct FreshCorpusSpellingsTests {
    @Test func aColourOrStyleOverAViewIsOneOverlayNotTwo() throws {
        // Ambiguous before: a colour is both a view and a shape style.
        let host = ViewHost(VStack {
            Text("Dimmed").overlay(Color.black.opacity(0.2))
            Text("Tinted").overlay(Color.red)
            Divider().frame(height: 40).overlay(Color.white.opacity(0.3))
            Text("Badge").overlay(Circle().fill(Color.red).frame(width: 8, height: 8), alignment: .topTrailing)
        })
        #expect(host.findAll(kind: .layered).count == 4)
        // Drawn as the style's form draws it: a rectangle filled with the colour.
        #expect(host.render().contains(#"Shape [shape: "rectangle", fill: black.opacity(0.2)]"#), "\(host.render())")
    }

    @Test func navigationDestinationForAnItemPushesItsScreenAndPopsToNil() throws {
        let host = ViewHost(QuizPicker())
        try host.find(button: "Swift").tap()
        _ = try host.find(text: "Swift quiz")
        // Another item while the screen shows: the screen shows that one.
        try host.find(button: "Next").tap()
        _ = try host.find(text: "SwiftUI quiz")
        // Back, as the browser's Back button goes: the item is nil again.
        let stack = try #require(host.findAll(kind: .navigationStack).first)
        host.graph.send(HostEvent(element: stack.element.id, kind: .setText("0")))
        _ = try host.find(text: "none active")
    }

    @Test func aProgressStyleMadeWithATintDrawsInIt() throws {
        let host = ViewHost(VStack {
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
            ProgressView(value: 0.4).progressViewStyle(LinearProgressViewStyle(tint: .orange))
            ProgressView()
        })
        let tints = host.findAll(kind: .progressView).map { $0[property: "accentColor"] }
        #expect(tints == [.color(.blue), .color(.orange), nil])
    }

    @Test func aResizableImageWithCapInsetsIsResizable() throws {
        let host = ViewHost(Image("card").resizable(resizingMode: .stretch).frame(width: 80, height: 40))
        #expect(host.findAll(kind: .image).first?[property: "resizable"] == .bool(true))
        let tiled = ViewHost(Image("card").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4), resizingMode: .tile))
        #expect(tiled.findAll(kind: .image).first?[property: "resizable"] == .bool(true))
    }

    @Test func coreGraphicsColoursBecomeColoursAndBack() {
        #expect(Color(.lightBlue) == Color(red: 0.4, green: 0.754, blue: 1))
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 0.25)) == Color(white: 0.5, opacity: 0.25))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).cgColor == CGColor(srgbRed: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(Color.red.cgColor == nil, "a system colour follows the colour scheme")
        #expect(UIColor(cgColor: .lightBlue).cgColor == CGColor.lightBlue)
        #expect(CGColor.lightBlue.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(CGColor(gray: 1, alpha: 1).numberOfComponents == 2)
        #expect(Color(.white) == Color(uiColor: .white), "UIKit's white, as on iOS (Core Graphics' is macOS's)")
    }

    @Test func theAppsOwnColourMemberWinsOverTheGeneratedOne() {
        #expect(Color.correct == Color(red: 0.2, green: 0.7, blue: 0.3).opacity(0.5))
        #expect(ColorResource.correct.name == "Correct")
    }

    @Test func theKeyWindowIsReachedThroughItsScene() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene?.windows.first?.safeAreaInsets == .zero)
        #expect(scene?.activationState == .foregroundActive)
        let delegate = UIApplication.shared.connectedScenes.first?.delegate as? UIWindowSceneDelegate
        #expect(delegate?.window != nil && delegate?.window === scene?.keyWindow)
        #expect(scene?.screen.bounds.width == 390)
        #expect(scene?.keyWindow?.windowScene === scene)
        scene?.keyWindow?.overrideUserInterfaceStyle = .light
        #expect(scene?.keyWindow?.overrideUserInterfaceStyle == .light)
    }

    @Test func aTabViewCustomizationIsKeptInAppStorage() throws {
        let store = AppStorageValues()
        let host = ViewHost(CustomizableTabs(), appStorage: store)
        _ = try host.find(text: "Home screen")
        try host.find(button: "Search").tap()
        _ = try host.find(text: "Search screen")
    }

    @Test func aTextStyleInAWeightAndAButtonWithAnAssetImage() throws {
        let amount = 12
        let host = ViewHost(VStack {
            Text("Expense").font(amount < 10 ? .system(.body) : .system(.body, weight: .bold))
            Text("Rounded").font(.system(.title, design: .rounded, weight: .heavy))
            Button("Like", image: .appLogo) {}
        })
        #expect(Font.system(.body, weight: .bold) == Font.system(.body).weight(.bold))
        #expect(try host.find(text: "Rounded")[property: "font"] == .font(.system(.title, design: .rounded).weight(.heavy)))
        _ = try host.find(button: "Like")
        #expect(host.findAll(kind: .image).first?[property: "name"] == .string("AppLogo"))
    }

    @Test func aBoundListIdentifiedByAPropertyEditsItsRows() throws {
        let host = ViewHost(UserList())
        try host.find(stepper: "ben 5").increment()
        _ = try host.find(text: "ben 6")
    }

    @Test func baselineAlignmentsAndCustomFontsRelativeToATextStyle() {
        #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(Alignment.trailingLastTextBaseline.vertical == .lastTextBaseline)
        #expect(Font.custom("Ubuntu", size: 16, relativeTo: .body) == Font.custom("Ubuntu", size: 16))
        #expect(Font.custom("Ubuntu", fixedSize: 12) == Font.custom("Ubuntu", size: 12))
    }

    @Test func uiKitNamesAppsReachFor() {
        UIView.appearance().overrideUserInterfaceStyle = .light
        #expect(UIView.appearance().overrideUserInterfaceStyle == .light)
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
        #expect(UIApplication.didBecomeActiveNotification != UIApplication.willResignActiveNotification)
    }
}
