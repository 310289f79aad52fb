// Swift 5 language mode, `import SwiftUI`: SwiftUI's layout rules as a test sees them,
// through `ViewHost(_:size:)`, `host.size` and `ElementProxy.frame` only.
import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite("Layout")
struct LayoutTests {
    @Test func theRootViewIsCentredInAnIPhoneSizedWindow() throws {
        let host = ViewHost(Rectangle().frame(width: 100, height: 50).id("box"))
        #expect(host.size == CGSize(width: 390, height: 844))
        #expect(try host.find(id: "box").frame == CGRect(x: 145, y: 397, width: 100, height: 50))
    }

    @Test func greedyViewsTakeTheWholeWindow() throws {
        let host = ViewHost(Color.red.id("fill"), size: CGSize(width: 300, height: 600))
        #expect(try host.find(id: "fill").frame == CGRect(x: 0, y: 0, width: 300, height: 600))
    }

    @Test func aVStackStacksWithItsSpacingAndCentresAcross() throws {
        let host = ViewHost(VStack(spacing: 10) {
            Rectangle().frame(width: 100, height: 50).id("a")
            Rectangle().frame(width: 60, height: 30).id("b")
        })
        #expect(try host.find(id: "a").frame == CGRect(x: 145, y: 377, width: 100, height: 50))
        #expect(try host.find(id: "b").frame == CGRect(x: 165, y: 437, width: 60, height: 30))
    }

    @Test func anHStackAlignsToItsAlignment() throws {
        let host = ViewHost(HStack(alignment: .top, spacing: 0) {
            Rectangle().frame(width: 40, height: 80).id("tall")
            Rectangle().frame(width: 40, height: 20).id("short")
        })
        #expect(try host.find(id: "tall").frame == CGRect(x: 155, y: 382, width: 40, height: 80))
        #expect(try host.find(id: "short").frame == CGRect(x: 195, y: 382, width: 40, height: 20))
    }

    @Test func aViewThatGrowsMovesTheViewsAroundIt() throws {
        struct Rows: View {
            @State private var tall = false
            var body: some View {
                VStack(spacing: 0) {
                    Rectangle().frame(width: 10, height: 10).id("above")
                    Button("Grow") { tall.toggle() }.frame(height: tall ? 50 : 20)
                    Rectangle().frame(width: 10, height: 10).id("below")
                }
            }
        }
        let host = ViewHost(Rows())
        let above = try host.find(id: "above").frame
        let below = try host.find(id: "below").frame
        try host.find(button: "Grow").tap()
        // The centred column is 30 points taller: what is above moves up 15, what is below down 15.
        #expect(try host.find(id: "above").frame == above.offsetBy(dx: 0, dy: -15))
        #expect(try host.find(id: "below").frame == below.offsetBy(dx: 0, dy: 15))
        try host.find(button: "Grow").tap()
        #expect(try host.find(id: "above").frame == above)
        #expect(try host.find(id: "below").frame == below)
    }

    @Test func aSpacerPushesViewsToTheEdges() throws {
        let host = ViewHost(HStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50).id("left")
            Spacer()
            Rectangle().frame(width: 50, height: 50).id("right")
        })
        #expect(try host.find(id: "left").frame == CGRect(x: 0, y: 397, width: 50, height: 50))
        #expect(try host.find(id: "right").frame == CGRect(x: 340, y: 397, width: 50, height: 50))
    }

    @Test func stacksShareSpaceEquallyAmongFlexibleViews() throws {
        let host = ViewHost(HStack(spacing: 10) {
            Color.red.id("one")
            Color.blue.id("two")
            Rectangle().frame(width: 70).id("fixed")
        }, size: CGSize(width: 400, height: 100))
        #expect(try host.find(id: "fixed").frame == CGRect(x: 330, y: 0, width: 70, height: 100))
        #expect(try host.find(id: "one").frame == CGRect(x: 0, y: 0, width: 155, height: 100))
        #expect(try host.find(id: "two").frame == CGRect(x: 165, y: 0, width: 155, height: 100))
    }

    @Test func paddingIsSixteenPointsByDefaultAndAnIdSeesOnlyWhatIsInsideIt() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Rectangle().frame(width: 100, height: 100).id("inner").padding()
            Rectangle().frame(width: 100, height: 100).padding().id("outer")
        })
        // The stack is 132 wide and 264 tall, centred: (129, 290).
        #expect(try host.find(id: "inner").frame == CGRect(x: 145, y: 306, width: 100, height: 100))
        #expect(try host.find(id: "outer").frame == CGRect(x: 129, y: 422, width: 132, height: 132))
    }

    @Test func aFlexibleFrameTakesWhatIsOfferedUpToItsMaximum() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Rectangle().frame(height: 10).frame(maxWidth: .infinity).id("wide")
            Rectangle().frame(width: 10, height: 10).frame(maxWidth: 200, alignment: .leading).id("capped")
            Rectangle().frame(width: 10, height: 10).frame(minWidth: 50).id("least")
        })
        #expect(try host.find(id: "wide").frame.width == 390)
        #expect(try host.find(id: "capped").frame.width == 200)
        #expect(try host.find(id: "least").frame.width == 50)
    }

    @Test func aFrameAlignsItsContent() throws {
        let host = ViewHost(ZStack {
            Rectangle().frame(width: 20, height: 20).id("dot").frame(width: 100, height: 100, alignment: .bottomTrailing)
        })
        #expect(try host.find(id: "dot").frame == CGRect(x: 225, y: 452, width: 20, height: 20))
    }

    @Test func offsetMovesAViewWithoutChangingTheLayoutAroundIt() throws {
        let host = ViewHost(HStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50).id("drawn").offset(x: 20, y: 30).id("laidOut")
            Rectangle().frame(width: 50, height: 50).id("still")
        })
        // The view inside the offset is drawn moved; the offset view itself (and what is
        // applied after it, a background) keeps its place in the layout.
        #expect(try host.find(id: "drawn").frame == CGRect(x: 165, y: 427, width: 50, height: 50))
        #expect(try host.find(id: "laidOut").frame == CGRect(x: 145, y: 397, width: 50, height: 50))
        #expect(try host.find(id: "still").frame == CGRect(x: 195, y: 397, width: 50, height: 50))
    }

    @Test func overlaysAndBackgroundsDoNotChangeTheSizeOfTheView() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 50)
                .overlay(Rectangle().frame(width: 200, height: 10).id("bar"))
                .id("base")
            Rectangle().frame(width: 50, height: 50).id("below")
        })
        #expect(try host.find(id: "base").frame == CGRect(x: 170, y: 372, width: 50, height: 50))
        #expect(try host.find(id: "bar").frame == CGRect(x: 95, y: 392, width: 200, height: 10))
        #expect(try host.find(id: "below").frame == CGRect(x: 170, y: 422, width: 50, height: 50))
    }

    @Test func aZStackAlignsItsLayers() throws {
        let host = ViewHost(ZStack(alignment: .topLeading) {
            Rectangle().frame(width: 100, height: 100).id("back")
            Rectangle().frame(width: 20, height: 20).id("front")
        })
        #expect(try host.find(id: "back").frame == CGRect(x: 145, y: 372, width: 100, height: 100))
        #expect(try host.find(id: "front").frame == CGRect(x: 145, y: 372, width: 20, height: 20))
    }

    @Test func aspectRatioFitsTheLargestSizeOfItsRatio() throws {
        let host = ViewHost(Rectangle().aspectRatio(2, contentMode: .fit).id("wide"), size: CGSize(width: 400, height: 800))
        #expect(try host.find(id: "wide").frame == CGRect(x: 0, y: 300, width: 400, height: 200))
    }

    @Test func aTextIsAsTallAsItsLinesAndWrapsToTheWidthOffered() throws {
        let host = ViewHost(VStack {
            Text("Hello").id("short")
            Text(String(repeating: "word ", count: 40)).frame(width: 200).id("long")
            Text(String(repeating: "word ", count: 40)).lineLimit(2).frame(width: 200).id("limited")
        })
        let short = try host.find(id: "short").frame
        #expect(short.height == 22)
        #expect(short.width > 20 && short.width < 60)
        let long = try host.find(id: "long").frame
        #expect(long.width == 200)
        #expect(long.height > 22 * 4 && long.height.truncatingRemainder(dividingBy: 22) == 0)
        #expect(try host.find(id: "limited").frame.height == 44)
    }

    @Test func aLargerFontMakesTallerTextAndLargerSymbols() throws {
        let host = ViewHost(VStack {
            Text("Title").font(.largeTitle).id("title")
            Image(systemName: "xmark").font(.system(size: 46, weight: .bold)).id("mark")
        })
        #expect(try host.find(id: "title").frame.height == 41)
        #expect(try host.find(id: "mark").frame.height > 46)
    }

    @Test func fixedSizeLetsAViewTakeItsIdealSize() throws {
        let host = ViewHost(Text(String(repeating: "word ", count: 40)).fixedSize().id("line"))
        let frame = try host.find(id: "line").frame
        #expect(frame.width > 390)
        #expect(frame.height == 22)
    }

    @Test func aGeometryReaderSeesItsSizeFromTheFirstState() throws {
        let host = ViewHost(GeometryReader { proxy in
            Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
        })
        #expect(host.contains(text: "390×844"))
    }

    @Test func resizingTheWindowLaysOutAgain() throws {
        let host = ViewHost(VStack(spacing: 0) {
            GeometryReader { proxy in
                Text(proxy.size.width > 500 ? "wide" : "narrow")
            }
            .frame(height: 100)
            Color.red.id("rest")
        })
        #expect(host.contains(text: "narrow"))
        #expect(try host.find(id: "rest").frame == CGRect(x: 0, y: 100, width: 390, height: 744))
        host.size = CGSize(width: 600, height: 400)
        #expect(host.contains(text: "wide"))
        #expect(try host.find(id: "rest").frame == CGRect(x: 0, y: 100, width: 600, height: 300))
    }

    @Test func layoutPriorityGivesAViewItsSpaceFirst() throws {
        let host = ViewHost(HStack(spacing: 0) {
            Color.red.frame(minWidth: 10).id("low")
            Rectangle().frame(minWidth: 50, maxWidth: 300).layoutPriority(1).id("high")
        }, size: CGSize(width: 400, height: 100))
        #expect(try host.find(id: "high").frame.width == 300)
        #expect(try host.find(id: "low").frame.width == 100)
    }
}

@MainActor
@Suite("Layout of scrolling content and lists")
struct ScrollingLayoutTests {
    @Test func aScrollViewOffersItsContentUnboundedHeight() throws {
        let host = ViewHost(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Rectangle().frame(height: 50).id(index)
                }
            }
        }.id("scroller"))
        #expect(try host.find(id: "scroller").frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(try host.find(id: 0).frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        // Rows past the window's end are laid out where scrolling would reach them.
        #expect(try host.find(id: 29).frame == CGRect(x: 0, y: 1450, width: 390, height: 50))
    }

    @Test func contentNarrowerThanAScrollViewIsCentredAcrossIt() throws {
        let host = ViewHost(ScrollView {
            Rectangle().frame(width: 100, height: 50).id("card")
        })
        #expect(try host.find(id: "card").frame == CGRect(x: 145, y: 0, width: 100, height: 50))
        let sideways = ViewHost(ScrollView(.horizontal) {
            Rectangle().frame(width: 100, height: 50).id("card")
        })
        #expect(try sideways.find(id: "card").frame == CGRect(x: 0, y: 397, width: 100, height: 50))
    }

    @Test func listRowsStartAtTheTopWithIOSRowMetrics() throws {
        let host = ViewHost(List {
            Text("First").id("first")
            Text("Second").id("second")
        })
        // One card 20 points in and 20 down; each row's content 20 into it, 11 below the
        // row's top, in a 44-point row.
        let first = try host.find(id: "first").frame
        let second = try host.find(id: "second").frame
        #expect(first.minX == 40 && first.minY == 31 && first.height == 22)
        #expect(second.minY == 75)
    }

    @Test func sectionsAreCardsWithTheirHeadersAndFootersOutside() throws {
        let host = ViewHost(Form {
            Section {
                Text("Name").id("name")
                Toggle("On", isOn: .constant(true)).id("toggle")
            } header: {
                Text("Profile").id("header")
            } footer: {
                Text("Shown to friends").id("footer")
            }
            Section {
                Text("Other").id("other")
            }
        })
        let header = try host.find(id: "header").frame
        #expect(header.minX == 40 && header.minY == 20)
        let name = try host.find(id: "name").frame
        #expect(name.minY == header.maxY + 7 + 11)
        // A greedy row spans the card's content width.
        let toggle = try host.find(id: "toggle").frame
        #expect(toggle.minX == 40 && toggle.width == 310 && toggle.minY == name.maxY + 22)
        let footer = try host.find(id: "footer").frame
        #expect(footer.minY == toggle.maxY + 11 + 7)
        #expect(try host.find(id: "other").frame.minY == footer.maxY + 20 + 11)
    }

    @Test func aSectionInAStackIsNoContainer() throws {
        // Its header and views line up in the stack around it, with its spacing and alignment.
        let host = ViewHost(VStack(alignment: .leading, spacing: 12) {
            Color.red.frame(width: 100, height: 10).id("top")
            Section {
                Color.red.frame(width: 50, height: 10).id("a")
                Color.red.frame(width: 80, height: 10).id("b")
            } header: {
                Color.red.frame(width: 30, height: 10).id("header")
            }
        })
        let top = try host.find(id: "top").frame
        let header = try host.find(id: "header").frame
        let a = try host.find(id: "a").frame, b = try host.find(id: "b").frame
        #expect(header.minX == top.minX && a.minX == top.minX && b.minX == top.minX)
        #expect(header.minY == top.maxY + 12 && a.minY == header.maxY + 12 && b.minY == a.maxY + 12)
    }

    @Test func aSheetsContentIsLaidOutInItsCard() throws {
        struct Presenting: View {
            @State var shown = true
            var body: some View {
                Text("Behind").sheet(isPresented: $shown) { Color.red.id("content") }
            }
        }
        // A narrow window: the card spans it from 10 points down; the content keeps the
        // window's side margins of 16.
        let narrow = ViewHost(Presenting(), size: CGSize(width: 390, height: 844))
        #expect(try narrow.find(id: "content").frame == CGRect(x: 16, y: 10, width: 358, height: 834))
        // A wide one: a card 640 wide in its middle, as an iPad shows a sheet.
        let wide = ViewHost(Presenting(), size: CGSize(width: 1000, height: 800))
        #expect(try wide.find(id: "content").frame == CGRect(x: 196, y: 10, width: 608, height: 790))
    }

    @Test func aProgressViewsLabelIsOverItsBarAndASpinnerOverItsLabel() throws {
        let host = ViewHost(VStack(spacing: 0) {
            ProgressView(value: 0.5) { Text("Loading").id("label") }.id("bar")
            ProgressView().id("spinner")
            ProgressView { Text("Waiting").id("waiting") }.id("circular")
        }.frame(width: 300))
        let bar = try host.find(id: "bar").frame, label = try host.find(id: "label").frame
        // The label at the top leading corner; 6 points, then the 4-point bar.
        #expect(label.origin == bar.origin && bar.width == 300 && bar.height == label.height + 10)
        #expect(try host.find(id: "spinner").frame.size == CGSize(width: 20, height: 20))
        let circular = try host.find(id: "circular").frame, waiting = try host.find(id: "waiting").frame
        #expect(waiting.minY == circular.minY + 26 && abs(waiting.midX - circular.midX) <= 0.5)
    }

    @Test func anAlertIsIOSs270PointBoxInTheMiddleOfTheWindow() throws {
        let host = ViewHost(Text("Behind").alert("Careful", isPresented: .constant(true)) {
            Button("OK") {}
        } message: {
            Text("This cannot be undone")
        })
        // Its texts centred in a 222-point column (270 less 24 at each side), in the middle.
        let message = try host.find(id: "alert-message").frame
        #expect(message.width <= 222 && abs(message.midX - 195) <= 0.5)
        let title = try host.find(text: "Careful").frame
        #expect(abs(title.midX - 195) <= 0.5 && abs((title.minY + message.maxY) / 2 - 422) < 30)
    }

    @Test func swipeActionsTakeNoRoomInTheirRow() throws {
        let host = ViewHost(List {
            Text("Row").id("row")
                .swipeActions(edge: .leading) { Button("Pin") {} }
                .swipeActions { Button("Delete", role: .destructive) {} }
            Text("Plain").id("plain")
        })
        let row = try host.find(id: "row").frame
        let plain = try host.find(id: "plain").frame
        #expect(row.minX == 40 && plain.minX == 40)
        // Each at its edge of the row, over it (the page shows them while the pointer is there).
        #expect(try host.find(button: "Pin").frame.minX == row.minX)
        #expect(try host.find(button: "Delete").frame.maxX == row.maxX)
    }

    @Test func rowInsetsAndListStylesMoveRows() throws {
        let inset = ViewHost(List {
            Text("Row").id("row").listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        })
        #expect(try inset.find(id: "row").frame.origin == CGPoint(x: 28, y: 24))
        let plain = ViewHost(List { Text("Row").id("row") }.listStyle(.plain))
        #expect(try plain.find(id: "row").frame.origin == CGPoint(x: 20, y: 11))
        let grouped = ViewHost(List { Text("Row").id("row") }.listStyle(.grouped))
        #expect(try grouped.find(id: "row").frame.origin == CGPoint(x: 20, y: 31))
    }

    @Test func minimumScaleFactorShrinksTextToFit() throws {
        let long = String(repeating: "wide ", count: 12)
        let host = ViewHost(VStack {
            Text(long).lineLimit(1).frame(width: 200).id("cut")
            Text(long).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200).id("shrunk")
        })
        #expect(try host.find(id: "cut").frame.height == 22)
        #expect(try host.find(id: "shrunk").frame.height < 22)
    }
}

@MainActor
@Suite("Layout of navigation")
struct NavigationLayoutTests {
    private struct Pusher: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Next") { Rectangle().frame(width: 100, height: 100).id("pushed") }
                }
            }
        }
    }

    @Test func aPushedScreenIsLaidOutInTheWholeWindowNotBelowTheFirst() throws {
        let host = ViewHost(Pusher())
        try host.find(button: "Next").tap()
        // The screen under it is hidden, not stacked above it: the pushed screen's bar (44
        // points, its back button) is at the top, its content centred in the rest.
        #expect(try host.find(id: "pushed").frame == CGRect(x: 145, y: 394, width: 100, height: 100))
    }

    @Test func aLargeTitleBarIs96PointsAndTheContentIsCentredUnderIt() throws {
        let host = ViewHost(NavigationStack {
            Rectangle().frame(width: 100, height: 100).id("content")
                .navigationTitle("Title")
        })
        #expect(try host.find(id: "navigation-bar").frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(try host.find(id: "navigation-title").frame.maxY == 88)
        #expect(try host.find(id: "content").frame == CGRect(x: 145, y: 420, width: 100, height: 100))
    }

    @Test func anInlineBarIs44PointsAndAHiddenOneTakesNoSpace() throws {
        let inline = ViewHost(NavigationStack {
            Rectangle().frame(width: 100, height: 100).id("content")
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit everything") {} } }
        })
        #expect(try inline.find(id: "navigation-bar").frame.height == 44)
        // The title is centred on the bar, not between the items.
        #expect(abs(try inline.find(id: "navigation-title").frame.midX - 195) < 0.5)
        #expect(try inline.find(id: "content").frame.minY == 394)
        let hidden = ViewHost(NavigationStack {
            Rectangle().frame(width: 100, height: 100).id("content")
                .toolbar(.hidden, for: .navigationBar)
        })
        #expect(try hidden.find(id: "content").frame.minY == 372)
    }

    @Test func aListUnderTheBarTakesTheRestOfTheScreen() throws {
        let host = ViewHost(NavigationStack {
            List { Text("Row") }.id("list").navigationTitle("Rows")
        })
        #expect(try host.find(id: "list").frame == CGRect(x: 0, y: 96, width: 390, height: 748))
    }
}

@MainActor
@Suite("Layout of tab views")
struct TabViewLayoutTests {
    @Test func theTabBarIs49PointsAtTheBottomAndItsItemsShareItsWidth() throws {
        let host = ViewHost(TabView {
            Color.red.id("page").tabItem { Text("One") }
            Rectangle().frame(width: 100, height: 95).id("square").tabItem { Text("Two") }
        })
        #expect(try host.find(id: "page").frame == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(try host.find(button: "One").frame == CGRect(x: 0, y: 795, width: 195, height: 49))
        #expect(try host.find(button: "Two").frame == CGRect(x: 195, y: 795, width: 195, height: 49))
        try host.find(button: "Two").tap()
        #expect(try host.find(id: "square").frame == CGRect(x: 145, y: 350, width: 100, height: 95))
    }

    @Test func aPageIsTheWholeTabView() throws {
        let host = ViewHost(TabView {
            Color.blue.id("first")
            Color.green
        }
        .tabViewStyle(.page)
        .frame(height: 300))
        #expect(try host.find(id: "first").frame == CGRect(x: 0, y: 272, width: 390, height: 300))
    }
}
