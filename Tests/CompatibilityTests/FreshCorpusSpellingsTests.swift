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

// An app's own hex initializer (nearly every app has one): Trellis declares none, so it is
// not ambiguous.
extension Color {
    init(hex: String) {
        let value = UInt64(hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")), radix: 16) ?? 0
        self.init(red: Double((value >> 16) & 0xff) / 255, green: Double((value >> 8) & 0xff) / 255, blue: Double(value & 0xff) / 255)
    }
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

/// iOS 17's scoped animation: only what the body's modifiers change animates.
private struct ScopedGrow: View {
    @State private var big = false
    var body: some View {
        VStack {
            Button("Grow") { big.toggle() }
            VStack { Text(big ? "Big" : "Small") }
                .animation(.easeIn) { $0.padding(big ? 20 : 4) }
        }
    }
}

/// A Swift 6 app keeps an image cache in a `static let` (Apple's `NSCache` is Sendable).
private enum ImageCache {
    static let shared = NSCache<NSString, UIImage>()
}

/// A preview provider in a Swift 6 module (the previews' name is read off the main actor).
private struct ScopedGrow_Previews: PreviewProvider {
    static var previews: some View { ScopedGrow() }
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

    @Test func anAppsOwnHexColourIsNotAmbiguous() {
        #expect(Color(hex: "#FF0000") == Color(red: 1, green: 0, blue: 0))
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

    @Test func aScopedAnimationAnimatesItsModifiersAndNotItsContent() throws {
        let host = ViewHost(ScopedGrow())
        host.tree.clearAnimatedMutations()
        try host.find(button: "Grow").tap()
        _ = try host.find(text: "Big")
        let text = try host.find(text: "Big").element.id
        let animated = host.tree.animatedMutations
        // The padding (on the stack) animates with the body's animation; the text inside,
        // the body's content, changes without one.
        #expect(animated.count == 1)
        #expect(animated.first?.animation == .easeIn)
        #expect(!animated.contains { if case .update(let id, _) = $0.mutation { id == text } else { false } })
    }

    @Test func backgroundsWithoutAStyleFillWithTheEnvironmentsBackgroundStyle() throws {
        let host = ViewHost(VStack {
            Text("Styled").padding().background().backgroundStyle(.red)
            Text("System").padding().background()
            Image(systemName: "swift").padding().background(in: Circle()).backgroundStyle(.blue)
            Text("Plain").background(in: Capsule())
            Text("Set").background().environment(\.backgroundStyle, AnyShapeStyle(Color.green))
        })
        let reference = ViewHost(VStack { Text("Styled").background(Color.red); Text("Set").background(Color.green) })
        #expect(try host.find(text: "Styled")[property: "background"] == reference.find(text: "Styled")[property: "background"])
        #expect(try host.find(text: "Set")[property: "background"] == reference.find(text: "Set")[property: "background"])
        #expect(try host.find(text: "System")[property: "background"] != reference.find(text: "Styled")[property: "background"])
        #expect(try host.find(text: "System")[property: "background"] != nil)
        let rendered = host.render()
        #expect(rendered.contains(#"Shape [shape: "circle", fill: blue]"#), "\(rendered)")
        #expect(!rendered.contains(#"fill: white"#), "\(rendered)")
    }

    @Test func aBezierPathRoundsTheCornersItIsToldToAndArcsAsTheEyeSees() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let card = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        let path = Path(card.cgPath)
        #expect(path.boundingRect == rect)
        // Rounded on top: the very corner is outside; square at the bottom: inside.
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 99, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 59)) && path.contains(CGPoint(x: 99, y: 59)))
        #expect(card.contains(CGPoint(x: 50, y: 30)))
        // A radius over half the shorter side is held to it: a capsule.
        let capsule = Path(UIBezierPath(roundedRect: rect, cornerRadius: 100).cgPath)
        #expect(!capsule.contains(CGPoint(x: 2, y: 2)) && capsule.contains(CGPoint(x: 50, y: 2)))

        // UIKit's `clockwise` is clockwise on screen: from 3 o'clock down to 6 o'clock.
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(quarter.bounds.minY) < 0.001 && abs(quarter.bounds.maxY - 10) < 0.001)
        let threeQuarters = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(threeQuarters.bounds.minY < -9)

        let drawn = UIBezierPath()
        drawn.move(to: CGPoint(x: 0, y: 0))
        drawn.addLine(to: CGPoint(x: 10, y: 0))
        drawn.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        drawn.close()
        drawn.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(drawn.currentPoint != .zero)
        #expect(Path(drawn.cgPath).boundingRect.minX == 5)
    }

    @Test func swiftSixAppsKeepACacheInAStaticAndListFontFamilies() {
        ImageCache.shared.setObject(UIImage(), forKey: "empty")
        #expect(ImageCache.shared.object(forKey: "empty") != nil)
        #expect(ScopedGrow_Previews._previewName == "ScopedGrow")
        // The browser's fonts are not the server's to list: nothing, and no crash.
        #expect(UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) }.isEmpty)
    }

    /// Word Scramble (100 Days of SwiftUI): a word is real when the checker finds no misspelling.
    @Test func theSpellingCheckerKnowsEnglishWords() {
        #expect(UITextChecker.availableLanguages == ["en_US"], "the README's test command installs /usr/share/dict/words (wamerican)")
        func isReal(_ word: String) -> Bool {
            let checker = UITextChecker()
            let range = NSRange(location: 0, length: word.utf16.count)
            return checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en").location == NSNotFound
        }
        #expect(isReal("silkworm") && isReal("Worms") && isReal("don't"))
        #expect(!isReal("wrosm") && !isReal("silkwormz"))

        let checker = UITextChecker()
        let sentence = "The quikc brown fox jumsp"
        let whole = NSRange(location: 0, length: sentence.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en_US") == NSRange(location: 4, length: 5))
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 10, wrap: false, language: "en_US") == NSRange(location: 20, length: 5))
        // Past the last misspelling, wrapping finds the first again.
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 25, wrap: true, language: "en_US").location == 4)
        #expect(checker.guesses(forWordRange: NSRange(location: 4, length: 5), in: sentence, language: "en_US")?.contains("quick") == true)
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 4), in: "appl", language: "en_US")?.contains("apple") == true)
        // A language without a word list reports nothing, as UIKit does.
        #expect(checker.rangeOfMisspelledWord(in: "xqzt", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "fr").location == NSNotFound)

        checker.ignoreWord("quikc")
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en_US").location == 20)
        UITextChecker.learnWord("jumsp")
        #expect(UITextChecker.hasLearnedWord("jumsp"))
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en_US").location == NSNotFound)
        UITextChecker.unlearnWord("jumsp")
        #expect(!UITextChecker.hasLearnedWord("jumsp"))
    }

    @Test func aGradientIsAStyleAndMaterialsAndGlassesAreValues() throws {
        let host = ViewHost(VStack {
            Text("Gradient").background(Gradient(colors: [.blue, .purple]))
            Text("Linear").background(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
            Button("Clear") {}.buttonStyle(.glass(.clear))
            Button("Regular") {}.buttonStyle(.glass(.regular))
            Button("None") {}.buttonStyle(.glass(.identity))
        })
        #expect(try host.find(text: "Gradient")[property: "backgroundGradient"] == host.find(text: "Linear")[property: "backgroundGradient"])
        #expect(try host.find(text: "Gradient")[property: "backgroundGradient"] != nil)
        #expect(try host.find(button: "Clear")[property: "buttonStyle"] == .string("glassClear"))
        #expect(try host.find(button: "Regular")[property: "buttonStyle"] == .string("glass"))
        #expect(try host.find(button: "None")[property: "buttonStyle"] == .string("borderless"))
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        #expect(materials == [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial])
    }

    @Test func bareSlashRegexLiteralsBuildAsInXcode() throws {
        // Xcode passes -enable-bare-slash-regex; the README's settings (and this target's) too.
        let parts = try #require("3/8".wholeMatch(of: /([0-9]+)\/([0-9]+)/))
        #expect(parts.1 == "3" && parts.2 == "8")
    }

    @Test func aColourMadeFromAColourAndAListOverIndices() throws {
        let dark = true
        #expect(Color(dark ? Color(#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)) : Color.black) == Color(red: 1, green: 1, blue: 1))
        // A member that UIKit's colours and SwiftUI's both have stays UIKit's, as on iOS.
        #expect(Color(.red) == UIColor.red.color)
        let questions = ["First", "Second", "Third"]
        let host = ViewHost(List(questions.indices) { index in Text("\(index + 1). \(questions[index])") })
        _ = try host.find(text: "3. Third")
    }

    @Test func anOperationQueueIsACombineScheduler() async {
        let model = Headlines()
        model.load(["One", "Two"])
        let host = ViewHost(Text("loading"))
        #expect(await host.wait { model.titles == ["One", "Two"] })
        var ran = false
        OperationQueue.main.schedule { ran = true }
        #expect(await host.wait { ran })
    }
}

/// The fifth fresh batch's spellings: a secure field labelled by a view, a shape made in a
/// smaller rectangle, and Core Graphics' C names.
private struct LoginCard: View {
    @State private var password = ""
    var body: some View {
        VStack {
            SecureField(text: $password, prompt: Text("Password").foregroundStyle(.white)) {
                Text("Password field")
            }
            Rectangle().size(width: 20, height: 10).fill(Color.red).frame(width: 100, height: 100)
        }
    }
}

extension FreshCorpusSpellingsTests {
    @Test func aSecureFieldLabelledByAViewAShapeMadeSmallerAndCoreGraphicsCNames() throws {
        let host = ViewHost(LoginCard())
        try host.find(secureField: "Password").setText("hunter2")
        #expect(try host.find(secureField: "Password").value == "hunter2")
        // The shape is made in a 20 × 10 rectangle at the corner; its view keeps 100 × 100.
        #expect(Rectangle().size(width: 20, height: 10).path(in: CGRect(x: 5, y: 5, width: 100, height: 100)).boundingRect
                == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(Rectangle().size(CGSize(width: 3, height: 4)).path(in: .zero).boundingRect.size == CGSize(width: 3, height: 4))
        let frame = try #require(host.findAll(kind: .shape).first.flatMap { host.layoutIfNeeded().frame(of: $0.element.id) })
        #expect(frame.size == CGSize(width: 100, height: 100))
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2) && CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4) && CGVectorMake(1, 0) == CGVector(dx: 1, dy: 0))
        #expect(CGPointZero == .zero && CGSizeZero == .zero && CGRectZero == .zero && CGRectNull.isNull && CGRectInfinite.isInfinite)
    }
}

/// The sixth batch's: a gesture that is there only while the card can be dragged, and iOS
/// 17's `.interactiveSpring` as a value.
private struct OptionallyDraggableCard: View {
    @State private var isDraggable = true
    @State private var offset: CGSize = .zero
    var drag: some Gesture {
        DragGesture().onChanged { offset = $0.translation }
    }
    var body: some View {
        VStack {
            Text("Card at \(Int(offset.width))")
                .gesture(isDraggable ? drag : nil)
                .animation(.interactiveSpring, value: offset)
            Toggle("Draggable", isOn: $isDraggable)
        }
    }
}

extension FreshCorpusSpellingsTests {
    @Test func anOptionalGestureIsTheGestureOrNone() throws {
        let host = ViewHost(OptionallyDraggableCard())
        try host.find(text: "Card at 0").drag(by: CGSize(width: 40, height: 0))
        _ = try host.find(text: "Card at 40")
        try host.find(toggle: "Draggable").tap()
        #expect(throws: (any Error).self) { try host.find(text: "Card at 40").drag(by: CGSize(width: 90, height: 0)) }
        _ = try host.find(text: "Card at 40")
        #expect(Animation.interactiveSpring == Animation.interactiveSpring())
        #expect(ObjectIdentifier(Optional<DragGesture>.Value.self) == ObjectIdentifier(DragGesture.Value.self))
    }
}

@MainActor
private final class Headlines: ObservableObject {
    @Published var titles: [String] = []
    private var cancellables = Set<AnyCancellable>()

    func load(_ titles: [String]) {
        Just(titles)
            .subscribe(on: DispatchQueue.global())
            .receive(on: OperationQueue.main)
            .sink { [weak self] in self?.titles = $0 }
            .store(in: &cancellables)
    }
}

// The seventh and eighth batches' spellings: iOS 13's stepper with its label last, iOS 14's
// tinted switch, and a shake detector written against UIKit's responder.
private final class ShakeWindow: UIWindow {
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { NotificationCenter.default.post(name: .init("shake"), object: nil) }
    }
}

private struct PaletteChooser: View {
    @State private var palette = 0
    @State private var notify = true
    var body: some View {
        VStack {
            Stepper(onIncrement: { palette += 1 }, onDecrement: { palette -= 1 }, label: { Text("Palette \(palette)") })
            Toggle("Notify", isOn: $notify).toggleStyle(SwitchToggleStyle(tint: .orange))
        }
    }
}

@MainActor @Suite struct LaterBatchSpellingsTests {
    @Test func aStepperWithItsLabelLastAndATintedSwitch() throws {
        let host = ViewHost(PaletteChooser())
        try host.find(text: "Palette 0")
        try host.find(stepper: "Palette 0").increment()
        try host.find(text: "Palette 1")
        let toggle = try host.find(toggle: "Notify")
        #expect(toggle[property: "accentColor"] == .color(.orange))
        #expect(ShakeWindow(frame: .zero).traitCollection.preferredContentSizeCategory == .large)
    }
}

// The ninth batch's: a sub-form whose fields submit nothing of the form's, and a link
// check with Foundation's data detector.
private struct SignUp: View {
    @State private var log: [String] = []
    @State private var name = ""
    @State private var note = ""
    var body: some View {
        Form {
            TextField("Name", text: $name)
            Section {
                TextField("Note", text: $note)
            }
            .submitScope()
            Text("log: " + log.joined(separator: ","))
        }
        .onSubmit { log.append("submitted") }
    }
}

extension String {
    fileprivate var isLink: Bool {
        guard let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue),
              let match = detector.firstMatch(in: self, options: [], range: NSRange(location: 0, length: utf16.count)) else { return false }
        return match.range.length == utf16.count
    }
}

@MainActor @Suite struct NinthBatchSpellingsTests {
    @Test func aSubmitScopeKeepsItsFieldsFromTheFormsAction() throws {
        let host = ViewHost(SignUp())
        try host.find(textField: "Note").submit()
        _ = try host.find(text: "log: ")
        try host.find(textField: "Name").submit()
        _ = try host.find(text: "log: submitted")
    }

    @Test func aDataDetectorFindsLinksAndPhoneNumbers() throws {
        #expect("https://example.com/hats?size=7".isLink && "www.example.org".isLink && "shop.example.com".isLink)
        #expect(!"a hat".isLink && !"https://".isLink)
        let phones = try NSDataDetector(types: NSTextCheckingResult.CheckingType.phoneNumber.rawValue)
        let text = "Call +1 (415) 555-0132 or 020 7946 0958, not 12."
        #expect(phones.numberOfMatches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count)) == 2)
    }

    @Test func titlesFromLocalizedStringKeysShowInTheBar() throws {
        let countries = ViewHost(NavigationView { Text("France").navigationBarTitle(LocalizedStringKey("Countries List")) })
        #expect(countries.contains(text: "Countries List"))
        let cities = ViewHost(NavigationStack { Text("Lyon").navigationTitle(LocalizedStringKey("Cities")) })
        #expect(cities.contains(text: "Cities"))
    }

    @Test func aStrokedShapeIsAShapeThatBacksAViewAsItsOutline() throws {
        let ring = Circle().stroke(lineWidth: 4)
        let area = ring.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(area.contains(CGPoint(x: 50, y: 1)) && !area.contains(CGPoint(x: 50, y: 50)))
        // iOS 17's `.background(style, in: shape.stroke())`: the outline, in the style.
        let tag = ViewHost(Text("Tag").padding().background(Color.blue, in: .rect(cornerRadius: 8).stroke(lineWidth: 2)))
        let outline = try #require(tag.findAll(kind: .shape).first)
        #expect(outline[property: "stroke"].map { "\($0)" }?.contains("blue") == true)
        #expect(outline[property: "fill"] == nil)
        // Filling the stroked copy paints a ring, not a disc.
        let filled = ViewHost(Circle().stroke(lineWidth: 4).fill(Color.red))
        let drawn = try #require(filled.findAll(kind: .shape).first)
        #expect(drawn[property: "stroke"].map { "\($0)" }?.contains("red") == true)
        #expect(drawn[property: "fill"] == nil)
    }
}

/// A text field style of an app's own, written with SwiftUI's underscored requirement.
struct OutlinedField: TextFieldStyle {
    public func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).stroke(Color.orange, lineWidth: 1))
            .accessibilityIdentifier("outlined")
    }
}

struct HabitForm: View {
    @State private var name = ""
    var body: some View {
        VStack {
            TextField("Habit", text: $name)
                .textFieldStyle(OutlinedField())
            TextField("Note", text: .constant(""))
                .textFieldStyle(.roundedBorder)
            Text("Name: \(name)")
        }
    }
}

@MainActor @Suite struct TenthBatchSpellingsTests {
    @Test func aTextFieldStyleOfTheAppsOwnDrawsItsBodyAroundABareField() throws {
        let host = ViewHost(HabitForm())
        let field = try host.find(textField: "Habit")
        #expect(field[property: "textFieldStyle"].map { "\($0)" }?.contains("plain") == true)
        _ = try host.find(id: "outlined")
        #expect(try host.find(textField: "Note")[property: "textFieldStyle"].map { "\($0)" }?.contains("roundedBorder") == true)
        try field.setText("Read")
        #expect(host.contains(text: "Name: Read"))
    }

    @Test func coloursMixAsIOS18MixesThem() {
        let environment = EnvironmentValues()
        let yellow = Color.yellow.resolve(in: environment), red = Color.red.resolve(in: environment)
        let halfway = Color.yellow.mix(with: .red, by: 0.5, in: .device).resolve(in: environment)
        #expect(abs(halfway.red - (yellow.red + red.red) / 2) < 0.01 && abs(halfway.green - (yellow.green + red.green) / 2) < 0.01)
        #expect(Color.blue.mix(with: .white, by: 0).resolve(in: environment).description == Color.blue.resolve(in: environment).description)
        // Perceptual mixing puts black to white's middle at the grey that looks halfway
        // (Oklab's lightness 0.5), not at sRGB's 0.5.
        let grey = Color.black.mix(with: .white, by: 0.5).resolve(in: environment)
        #expect(abs(grey.red - grey.blue) < 0.001 && grey.red > 0.38 && grey.red < 0.40)
    }

    @Test func barItemsHaveAppearanceProxies() {
        let font = UIFont.systemFont(ofSize: 15)
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        UINavigationBar.appearance().backIndicatorImage = UIImage(systemName: "arrow.left")
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?[.font] != nil)
        #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal) == nil)
        #expect(UINavigationBar.appearance().backIndicatorImage != nil)
        let tab = UITabBarItem(title: "Home", image: nil, tag: 2)
        #expect(tab.title == "Home" && tab.tag == 2)
    }

    @Test func iOS2sKeyboardNameAndAStoryboardWithoutScenes() throws {
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        _ = try ViewHost(TextField("Name", text: .constant("")).keyboardType(.alphabet)).find(textField: "Name")
        #expect(UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() == nil)
    }
}

@MainActor @Suite struct DateSpanTextTests {
    @Test func aRangeOfDatesReadsAsASpan() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start = try #require(calendar.date(from: DateComponents(year: 2027, month: 1, day: 9, hour: 10, minute: 0)))
        let soon = start.addingTimeInterval(600)
        let tomorrow = start.addingTimeInterval(23 * 3600)
        let host = ViewHost(VStack {
            Text(start...soon)
            Text(DateInterval(start: start, end: tomorrow))
        })
        let times = "\(start.formatted(date: .omitted, time: .shortened)) – \(soon.formatted(date: .omitted, time: .shortened))"
        #expect(host.contains(text: times))
        #expect(times.contains("10:00") && times.contains("10:10"))
        let days = "\(start.formatted(date: .abbreviated, time: .shortened)) – \(tomorrow.formatted(date: .abbreviated, time: .shortened))"
        #expect(host.contains(text: days), "a span over days names them")
    }
}
