import Foundation
import Trellis

/// One demo of the Gallery: a seed example running as an app.
public struct GalleryDemo: Sendable {
    /// The last part of its address, `/demo/<slug>`.
    public let slug: String
    public let title: String
    public let summary: String
    /// Which seed article the example comes from ("Issue N" for a demo of later work).
    public let seed: String
    let symbol: String
    let content: @MainActor @Sendable () -> AnyView

    public var path: String { "/demo/\(slug)" }

    /// The demo inside the Gallery's page: a way home, its title, then the app.
    @MainActor public func makePage() -> some View {
        DemoPage(demo: self)
    }
}

/// Every demo, in the order the home page lists them.
public enum GalleryCatalog {
    public static let demos: [GalleryDemo] = [
        GalleryDemo(slug: "login", title: "Login form", summary: "Two-way bindings: the button is disabled until both fields are filled.",
                    seed: "000", symbol: "lock", content: { AnyView(LoginDemo()) }),
        GalleryDemo(slug: "visibility", title: "isVisible", summary: "One @State, changed from the view that owns it and from a child through @Binding.",
                    seed: "000", symbol: "eye", content: { AnyView(VisibilityDemo()) }),
        GalleryDemo(slug: "echo", title: "Text echo", summary: "A TextField bound to @State; the text below follows every keystroke.",
                    seed: "000", symbol: "pencil", content: { AnyView(EchoDemo()) }),
        GalleryDemo(slug: "fruits", title: "Fruit list", summary: "ForEach keyed by name: each fruit keeps its tap count when the list is reversed or grows.",
                    seed: "002", symbol: "leaf", content: { AnyView(FruitDemo()) }),
        GalleryDemo(slug: "pizza", title: "Pizza identity", summary: "if/else makes two different views (state resets); a modifier keeps one (state survives).",
                    seed: "002", symbol: "circle", content: { AnyView(PizzaDemo()) }),
        GalleryDemo(slug: "calculator", title: "Calculator", summary: "The calculator's state is one enum in @State, passed down two levels as a binding.",
                    seed: "004", symbol: "square.fill", content: { AnyView(CalculatorDemo()) }),
        GalleryDemo(slug: "colors", title: "Colour list", summary: "An ObservableObject with a @Published array; two screens observe the same model and both follow every change.",
                    seed: "000", symbol: "paintpalette", content: { AnyView(ColorListDemo()) }),
        GalleryDemo(slug: "films", title: "Edit-mode film list", summary: "A List whose edit mode comes from .environment(\\.editMode, $isEditMode): delete and reorder rows with onDelete and onMove.",
                    seed: "000", symbol: "list.bullet", content: { AnyView(FilmListDemo()) }),
        GalleryDemo(slug: "navigation", title: "Navigation", summary: "NavigationView and NavigationLink share isVisible between screens; a list of values pushes with navigationDestination. The browser's Back pops.",
                    seed: "000", symbol: "chevron.right", content: { AnyView(NavigationDemo()) }),
        GalleryDemo(slug: "presentation", title: "Sheets and alerts", summary: "Sheets closed through their binding, presentationMode and dismiss; PoCView's \"Chao\"; an alert and a confirmation dialog.",
                    seed: "000", symbol: "square.and.arrow.up", content: { AnyView(PresentationDemo()) }),
        GalleryDemo(slug: "reader", title: "News reader", summary: "Stories through a Combine pipeline into an ObservableObject; keywords wired with assign(to:on:); a timer keeps \"posted … ago\" current.",
                    seed: "001", symbol: "newspaper", content: { AnyView(HNReader(api: API(baseURL: ReaderConfiguration.apiBase), tick: 1)) }),
        GalleryDemo(slug: "calculator-model", title: "Calculator with history", summary: "The calculator's state in an ObservableObject, reached through @EnvironmentObject; step back and forth through the keys pressed.",
                    seed: "004", symbol: "clock", content: { AnyView(CalculatorModelDemo()) }),
        GalleryDemo(slug: "forms", title: "Tip splitter", summary: "A Form with a currency TextField, menu and segmented Pickers, a Stepper, a Slider and a DatePicker; @FocusState follows the amount field.",
                    seed: "Issue 11", symbol: "dollarsign.circle", content: { AnyView(TipSplitterDemo()) }),
        GalleryDemo(slug: "settings", title: "Settings", summary: "@AppStorage keeps each browser's preferences across reloads and server restarts, never shared with another browser; @SceneStorage keeps a draft per tab.",
                    seed: "Issue 11", symbol: "gearshape", content: { AnyView(SettingsDemo()) }),
        GalleryDemo(slug: "tabs", title: "Tabs", summary: "A TabView with Label items, tags and a selection binding, a badge that counts unread messages, and tabs that keep their state.",
                    seed: "Issue 11", symbol: "square.grid.2x2", content: { AnyView(TabsDemo()) }),
        GalleryDemo(slug: "cards", title: "Cards", summary: "A LazyVGrid of gradient cards with overlays, shadows and clip shapes; drag a card sideways to dismiss it (@GestureState follows the pointer), tap its emoji to open it (matchedGeometryEffect), tap the heart to like it (the ring's trim animates, the count rolls).",
                    seed: "Issue 11", symbol: "rectangle.stack", content: { AnyView(CardsDemo()) }),
        GalleryDemo(slug: "sketch", title: "Sketch", summary: "7GUIs' circle drawer: a tap drops a dot where it landed (onTapGesture with a location, position), dots pop in through a modifier transition, and List(selection:) picks one.",
                    seed: "Issue 11", symbol: "pencil", content: { AnyView(SketchDemo()) }),
        GalleryDemo(slug: "layout", title: "Layout", summary: "A custom Layout flows tags into rows, a preference makes buttons equally wide, a ViewThatFits toolbar drops its labels as the window narrows, an anchor preference underlines the selected tab.",
                    seed: "Issue 34", symbol: "square.grid.3x3", content: { AnyView(LayoutDemo()) }),
        GalleryDemo(slug: "scrolling", title: "Scroll watcher", summary: "onScrollGeometryChange and onScrollPhaseChange: the header follows how far the list is scrolled and whether it moves; a button back to the top shows past the first screen.",
                    seed: "Issue 42", symbol: "arrow.up.and.down", content: { AnyView(ScrollWatchDemo()) }),
        GalleryDemo(slug: "board", title: "Board", summary: "Drag and drop: Transferable cards moved between columns with draggable and dropDestination (a column lights up while a card is over it); text dropped from another app or tab becomes a card.",
                    seed: "Issue 42", symbol: "rectangle.3.group", content: { AnyView(BoardDemo()) }),
        GalleryDemo(slug: "uikit", title: "UIKit views", summary: "UIViewRepresentable: a UITextView whose coordinator is its delegate, a UISwitch and UIStepper placed with Auto Layout, writing SwiftUI state through their actions, and a WKWebView page whose delegate counts its loads.",
                    seed: "Issue 42", symbol: "square.on.square", content: { AnyView(UIKitDemo()) }),
        GalleryDemo(slug: "places", title: "Places", summary: "MapKit and Core Location: markers on a Map the layout engine draws (drag to pan, pinch or double-tap to zoom, tap to select), and a CLLocationManager that asks the browser where you are.",
                    seed: "Issue 42", symbol: "map", content: { AnyView(PlacesDemo()) }),
        GalleryDemo(slug: "photos", title: "Photos and files", summary: "PhotosUI and fileImporter: a PhotosPicker opens the browser's dialog and the photos picked are uploaded and loaded as the app asks (Data, Image); an imported text file is read from the URL the app is handed.",
                    seed: "Issue 42", symbol: "photo.on.rectangle", content: { AnyView(PhotosDemo()) }),
        GalleryDemo(slug: "sounds", title: "Sounds", summary: "AVFoundation: a tone the app makes as WAV bytes, played by an AVAudioPlayer on your speakers (its delegate counts each end the browser reports), and words said by an AVSpeechSynthesizer with the browser's voices.",
                    seed: "Issue 42", symbol: "speaker.wave.2", content: { AnyView(SoundsDemo()) }),
        GalleryDemo(slug: "charts", title: "Charts", summary: "Swift Charts: a week of steps as bars coloured by the goal (a legend, a goal rule, a tap selects a day), temperatures as a smoothed line over an area, and a donut of where the time went.",
                    seed: "Issue 42", symbol: "chart.bar", content: { AnyView(ChartsDemo()) }),
    ]
}

/// The home page: what Trellis is, and a row per demo.
public struct GalleryHome: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Trellis Gallery")
                    .font(.largeTitle)
                    .bold()
                Text("SwiftUI's programming model on Linux. Each demo is an example from the seed articles, running live: its state lives on the server, this page is a thin client.")
                    .foregroundColor(.secondary)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(GalleryCatalog.demos, id: \.slug) { demo in
                    GalleryRow(demo: demo, isLast: demo.slug == GalleryCatalog.demos.last?.slug)
                }
            }
            .frame(maxWidth: .infinity)
            .background(Color.white)
            .cornerRadius(16)
            Link("Open the Gallery as one app (NavigationStack) ›", destination: URL(string: "/app")!)
            Text("\(GalleryCatalog.demos.count) demos · built with Trellis")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
        .frame(maxWidth: 720)
        // A page reads from the top of the window, not from its middle.
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

struct GalleryRow: View {
    let demo: GalleryDemo
    let isLast: Bool

    var body: some View {
        Link(destination: URL(string: demo.path)!) {
            HStack(spacing: 14) {
                Image(systemName: demo.symbol)
                    .font(.title2)
                    .frame(width: 36, height: 36)
                    .background(Color.accentColor.opacity(0.12))
                    .cornerRadius(8)
                VStack(alignment: .leading, spacing: 2) {
                    Text(demo.title)
                        .font(.headline)
                        .foregroundColor(.primary)
                    Text(demo.summary)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
                // Offered the row's width before the spacer (a stack shares it evenly otherwise).
                .layoutPriority(1)
                Spacer()
                Image(systemName: "chevron.right")
                    .foregroundColor(.secondary)
            }
            .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        }
        .accessibilityIdentifier("demo-\(demo.slug)")
        if !isLast {
            Divider()
        }
    }
}

/// A demo's page: back to the Gallery, the title and summary, the app in a card.
struct DemoPage: View {
    let demo: GalleryDemo

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Link("‹ Gallery", destination: URL(string: "/")!)
            VStack(alignment: .leading, spacing: 6) {
                Text(demo.title)
                    .font(.largeTitle)
                    .bold()
                Text(demo.summary)
                    .foregroundColor(.secondary)
                Text(demo.seed.hasPrefix("Issue") ? demo.seed : "Seed \(demo.seed)")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            demo.content()
                .padding(24)
                .frame(maxWidth: .infinity)
                .background(Color.white)
                .cornerRadius(16)
        }
        .frame(maxWidth: 720)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
