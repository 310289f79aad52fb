// Swift 5 language mode, `import SwiftUI`: modifiers no other test called, each called as
// an app writes it and checked for what the host shows (a property of the element the web
// host draws from, a frame, a presented screen, a stored value read back).
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct ModifierEffectsTests {
    @Test func colourAdjustmentsAreFiltersOfTheirView() throws {
        let host = ViewHost(VStack {
            Color.red.frame(width: 10, height: 10).brightness(0.5).id("brighter")
            Color.red.frame(width: 10, height: 10).brightness(-2).id("black")
            Color.red.frame(width: 10, height: 10).contrast(2).id("contrast")
            Color.red.frame(width: 10, height: 10).grayscale(0.7).id("grey")
            Color.red.frame(width: 10, height: 10).grayscale(3).id("all grey")
            Color.red.frame(width: 10, height: 10).hueRotation(.degrees(90)).id("hue")
        })
        #expect(try host.find(id: "brighter")[property: "filter"] == .filter(.brightness(1.5)))
        #expect(try host.find(id: "black")[property: "filter"] == .filter(.brightness(0)))
        #expect(try host.find(id: "contrast")[property: "filter"] == .filter(.contrast(2)))
        #expect(try host.find(id: "grey")[property: "filter"] == .filter(.grayscale(0.7)))
        #expect(try host.find(id: "all grey")[property: "filter"] == .filter(.grayscale(1)))
        #expect(try host.find(id: "hue")[property: "filter"] == .filter(.hueRotation(degrees: 90)))
    }

    @Test func accessibilityValuesHidingAndGroupingReachTheElement() throws {
        let host = ViewHost(VStack {
            Text("Volume").accessibilityValue("7 of 10").id("key")
            Text("Level").accessibilityValue(Text("high")).id("text")
            Text("Count").accessibilityValue(String(3)).id("string")
            Text("Old").accessibility(value: Text("kept")).id("old value")
            Text("Ornament").accessibilityHidden(true).id("hidden")
            Text("Old ornament").accessibility(hidden: true).id("old hidden")
            Text("Found").accessibility(identifier: "old identifier")
            Text("Heading").accessibility(addTraits: .isHeader).id("old traits")
            HStack { Text("A"); Text("B") }.accessibilityElement(children: .combine).id("combined")
            HStack { Text("C") }.accessibilityElement().id("ignored")
        })
        #expect(try host.find(id: "key")[property: "accessibilityValue"] == .string("7 of 10"))
        #expect(try host.find(id: "text")[property: "accessibilityValue"] == .string("high"))
        #expect(try host.find(id: "string")[property: "accessibilityValue"] == .string("3"))
        #expect(try host.find(id: "old value")[property: "accessibilityValue"] == .string("kept"))
        #expect(try host.find(id: "hidden")[property: "accessibilityHidden"] == .bool(true))
        #expect(try host.find(id: "old hidden")[property: "accessibilityHidden"] == .bool(true))
        #expect(try host.find(id: "old identifier").text == "Found")
        #expect(try host.find(id: "old traits")[property: "accessibilityTraits"] == .strings(["header"]))
        #expect(try host.find(id: "combined")[property: "accessibilityElement"] == .string("combine"))
        #expect(try host.find(id: "ignored")[property: "accessibilityElement"] == .string("ignore"))
    }

    @Test func hitTestingLabelsLineSpacingAndTintsReachTheElement() throws {
        let host = ViewHost(VStack {
            Text("Inert").allowsHitTesting(false).id("inert")
            Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("switch")
            Text("One\nTwo").lineSpacing(6).id("spaced")
            Toggle("Tinted", isOn: .constant(true)).tint(Color.green).id("tinted")
            Toggle("Styled", isOn: .constant(true)).tint(.orange.opacity(1)).id("styled")
            Label("Row", systemImage: "star").listItemTint(Color.purple).id("row")
            Label("Row", systemImage: "star").listItemTint(ListItemTint.fixed(.pink)).id("fixed row")
        })
        #expect(try host.find(id: "inert")[property: "allowsHitTesting"] == .bool(false))
        #expect(try host.find(id: "switch")[property: "labelsHidden"] == .bool(true))
        #expect(try host.find(id: "spaced")[property: "lineSpacing"] == .number(6))
        #expect(try host.find(id: "tinted")[property: "accentColor"] == .color(.green))
        #expect(try host.find(id: "styled")[property: "accentColor"] != nil)
        #expect(try host.find(id: "row")[property: "accentColor"] == .color(.purple))
        #expect(try host.find(id: "fixed row")[property: "accentColor"] == .color(.pink))
    }

    @Test func positionPlacesTheViewsCentreAndFixedSizeKeepsItsIdealWidth() throws {
        let host = ViewHost(ZStack {
            Color.blue.frame(width: 20, height: 20).id("dot").position(x: 50, y: 40).id("by values")
            Color.blue.frame(width: 20, height: 20).id("other dot").position(CGPoint(x: 80, y: 10)).id("by point")
        }.frame(width: 200, height: 100).id("canvas"))
        let canvas = try host.find(id: "canvas").frame
        #expect(try host.find(id: "by values")[property: "position"] == .point(x: 50, y: 40))
        #expect(try host.find(id: "by point")[property: "position"] == .point(x: 80, y: 10))
        // As in SwiftUI, a positioned view takes the whole space offered and puts its
        // content's centre on the point.
        #expect(try host.find(id: "by values").frame == canvas)
        #expect(try host.find(id: "dot").frame == CGRect(x: canvas.minX + 40, y: canvas.minY + 30, width: 20, height: 20))
        #expect(try host.find(id: "other dot").frame.midX == canvas.minX + 80)

        let long = "A line of text far longer than its frame is wide"
        let sized = ViewHost(VStack {
            Text(long).fixedSize(horizontal: true, vertical: false).id("fixed")
            Text(long).id("wrapped")
        }.frame(width: 80))
        #expect(try sized.find(id: "fixed")[property: "fixedSize"] == .string("horizontal"))
        #expect(try sized.find(id: "fixed").frame.width > 80)
        #expect(try sized.find(id: "wrapped").frame.width <= 80)
        #expect(try sized.find(id: "fixed").frame.height < sized.find(id: "wrapped").frame.height)
    }

    @Test func shapesInBackgroundsAndOverlaysAndAStyledStroke() throws {
        let host = ViewHost(VStack {
            Text("Chip").padding(8).background(in: Capsule()).id("chip")
            Text("Dot").overlay(Color.red.opacity(0.3), in: Circle()).id("dot")
            Rectangle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).id("dashed")
        })
        // Each shape is a shape element of its own, behind or over its view, which keeps its size.
        let shapes = host.findAll(kind: .shape)
        #expect(shapes.count == 3)
        #expect(shapes.filter { $0[property: "fill"] != nil }.count == 2)
        let dashed = try #require(shapes.first { $0[property: "stroke"] != nil })
        #expect(dashed[property: "lineWidth"] == .number(3))
        #expect(dashed[property: "dash"] == .numbers([4, 2]))
        #expect(try shapes.first { $0[property: "fill"] != nil }?.frame == host.find(id: "chip").frame)
    }

    @Test func fullScreenCoversPresentAndDismissByFlagAndByItem() throws {
        struct Photo: Identifiable { let id: Int }
        struct Viewer: View {
            @State private var showsHelp = false
            @State private var photo: Photo?
            @State private var dismissals = 0
            var body: some View {
                VStack {
                    Text("Dismissed \(dismissals)")
                    Button("Help") { showsHelp = true }
                    Button("Photo 7") { photo = Photo(id: 7) }
                }
                .fullScreenCover(isPresented: $showsHelp, onDismiss: { dismissals += 1 }) {
                    Button("Close help") { showsHelp = false }
                }
                .fullScreenCover(item: $photo) { photo in
                    Text("Photo \(photo.id)")
                }
            }
        }
        let host = ViewHost(Viewer())
        #expect(host.findAll(kind: .fullScreenCover).isEmpty)
        try host.find(button: "Help").tap()
        #expect(host.findAll(kind: .fullScreenCover).count == 1)
        try host.find(button: "Close help").tap()
        #expect(host.findAll(kind: .fullScreenCover).isEmpty)
        try host.find(text: "Dismissed 1")
        try host.find(button: "Photo 7").tap()
        #expect(try #require(host.findAll(kind: .fullScreenCover).first).text.contains("Photo 7"))
    }

    @Test func iOS13BarItemsShowOnTheirScreen() throws {
        let host = ViewHost(NavigationView {
            VStack {
                Text("Both").navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
                Text("Leading").navigationBarItems(leading: Button("Menu") {})
                Text("Trailing").navigationBarItems(trailing: Button("Share") {})
            }
        })
        for title in ["Edit", "Add", "Menu", "Share"] {
            try host.find(button: title)
        }
    }

    @Test func theTitleDisplayModeOfIOS17IsTheBarsTitleDisplayMode() throws {
        func titleFont(_ mode: ToolbarTitleDisplayMode) throws -> PropertyValue? {
            let host = ViewHost(NavigationStack { Text("Body").navigationTitle("Inbox").toolbarTitleDisplayMode(mode) })
            return try host.find(id: "navigation-title")[property: "font"]
        }
        #expect(try titleFont(.inline) == nil)
        #expect(try titleFont(.inlineLarge) == nil)
        #expect(try titleFont(.large) != nil)
    }

    @Test func symbolEffectsRemovedStopsTheEffectsBelow() throws {
        let host = ViewHost(VStack {
            Image(systemName: "bell").symbolEffect(.pulse).symbolEffectsRemoved().id("still")
            Image(systemName: "bell").symbolEffect(.pulse).symbolEffectsRemoved(false).id("moving")
        })
        #expect(try host.find(id: "still")[property: "symbolEffect"] == .string("none"))
        #expect(try host.find(id: "moving")[property: "symbolEffect"] == .string("inherit"))
    }

    @Test func anOptionalSelectionTakesTagsIncludedAsOptional() throws {
        struct Chooser: View {
            @State private var flavour: String?
            var body: some View {
                Picker("Flavour", selection: $flavour) {
                    Text("Vanilla").tag("vanilla", includeOptional: true)
                    Text("Lemon").tag("lemon", includeOptional: true)
                }
                .pickerStyle(.segmented)
                Text("Chosen \(flavour ?? "none")")
            }
        }
        let host = ViewHost(Chooser())
        try host.find(text: "Chosen none")
        try host.find(picker: "Flavour").select("Lemon")
        try host.find(text: "Chosen lemon")
    }

    @Test func aDefaultStoreIsWhereAppStorageBelowReadsAndWrites() throws {
        struct Counter: View {
            @AppStorage("taps") private var taps = 0
            var body: some View { Button("Taps \(taps)") { taps += 1 } }
        }
        let defaults = try #require(UserDefaults(suiteName: "trellis.tests.\(UUID().uuidString)"))
        defaults.set(41, forKey: "taps")
        let host = ViewHost(Counter().defaultAppStorage(defaults))
        try host.find(button: "Taps 41").tap()
        try host.find(button: "Taps 42")
        #expect(defaults.integer(forKey: "taps") == 42)
    }

    @Test func anOriginalImageKeepsItsColoursAndATemplateTakesTheForeground() throws {
        let host = ViewHost(VStack {
            Image(systemName: "star").renderingMode(.original).id("original")
            Image(systemName: "star").renderingMode(.template).id("template")
        })
        #expect(try host.find(id: "original")[property: "renderingMode"] == .string("original"))
        #expect(try host.find(id: "template")[property: "renderingMode"] == nil)
    }
}
