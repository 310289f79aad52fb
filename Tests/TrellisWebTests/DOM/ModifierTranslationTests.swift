import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting
@_spi(TrellisHost) @testable import TrellisWeb

/// Modifiers as the page draws them, through the public modifiers (not properties made by
/// hand): what a modifier stores must be what the translator reads.
@MainActor
@Suite("Modifiers as the page draws them")
struct ModifierTranslationTests {
    /// The page's description of each element of `kind` that `view` shows.
    private func described<V: View>(_ view: V, _ kind: ElementKind) -> [DOMDescription] {
        ViewHost(view).findAll(kind: kind).map { DOMTranslator.describe($0.element.kind, $0.element.properties) }
    }

    /// Every style the element and its wrapper boxes carry.
    private func styles(_ description: DOMDescription) -> String {
        ([description[attribute: "style"] ?? ""] + description.wrappers.map(\.style)).joined(separator: ";")
    }

    @Test func clippedHidesWhatOverflowsItsFrame() throws {
        let image = try #require(described(Image(systemName: "star").resizable().scaledToFill().frame(width: 40, height: 40).clipped(), .image).first)
        #expect(styles(image).contains("overflow:hidden"))
        let shaped = try #require(described(Text("Badge").clipShape(.buttonBorder), .text).first)
        #expect(styles(shaped).contains("border-radius:8px;overflow:hidden"))
    }

    @Test func aTextStyledInPartsDrawsEachRunInItsStyle() throws {
        let text = try #require(described(Text("Don't have an account? ") + Text("Sign up").bold().foregroundColor(.blue), .text).first)
        #expect(text.text == "Don't have an account? Sign up")
        // The first run has no styling of its own; the second is bold and blue. Lengths
        // count as a browser's strings do (UTF-16).
        #expect(text[attribute: "data-runs"] == "[[\"\",23],[\"font-weight:700;color:rgb(0,122,255)\",7]]")
        let plain = try #require(described(Text("One style"), .text).first)
        #expect(plain[attribute: "data-runs"] == nil)
    }

    @Test func unredactedShowsItsContentInsideARedactedView() {
        let texts = described(VStack { Text("Name"); Text("Price").unredacted() }.redacted(reason: .placeholder), .text)
        #expect(texts.count == 2)
        let classes = texts.map { ([$0[attribute: "class"] ?? ""] + $0.wrappers.map(\.className)).joined(separator: " ") }
        #expect(classes[1].contains("t-unredacted"))
        #expect(!classes[0].contains("t-unredacted"))
    }

    @Test func linesUnderAndThroughTextTakeTheirColourAndPattern() throws {
        let texts = described(VStack {
            Text("Sale").underline(color: .red)
            Text("Old").strikethrough(pattern: .dash, color: .blue)
            Text("Dotted").underline(pattern: .dot)
        }, .text).map(styles)
        #expect(texts.count == 3)
        #expect(texts[0].contains("text-decoration:underline") && texts[0].contains("text-decoration-color:rgb(255,59,48)"))
        #expect(texts[1].contains("text-decoration:line-through") && texts[1].contains("text-decoration-style:dashed"))
        #expect(texts[2].contains("text-decoration-style:dotted") && !texts[2].contains("text-decoration-color"))
        let row = try #require(described(HStack { Text("Row") }.strikethrough(color: .green), .hStack).first)
        #expect(styles(row).contains("text-decoration:line-through") && styles(row).contains("text-decoration-color:rgb(52,199,89)"))
    }

    @Test func aMeshGradientPaintsEachVertexColourOverItsBackground() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.red, .blue, .green, .white], background: .black)
        let painted = try #require(described(mesh.frame(width: 100, height: 100), .color).first)
        let style = styles(painted)
        // One fading circle per vertex, reaching the next vertex, over the background.
        #expect(style.components(separatedBy: "radial-gradient(100% 100% at").count - 1 == 4)
        #expect(style.contains("at 100% 0%, rgb(0,122,255), transparent)"))
        #expect(style.contains("linear-gradient(rgb(0,0,0), rgb(0,0,0))"))
        let background = try #require(described(Text("Hi").background(mesh), .text).first)
        #expect(styles(background).contains("radial-gradient(100% 100% at 0% 100%, rgb(52,199,89), transparent)"))
    }

    @Test func glassIsABlurredTranslucentCapsuleBehindItsView() throws {
        let view = Text("Flag").padding().glassEffect()
        let glass = try #require(described(view, .color).first)
        #expect(styles(glass).contains("backdrop-filter:blur("), "\(styles(glass))")
        // The blur is clipped to the glass's capsule, under the glass's fill and rim.
        let layers = described(view, .layered).map(styles).joined(separator: "|")
        #expect(layers.contains("border-radius:9999px;overflow:hidden"), "\(layers)")
    }

    @Test func aWatchedScrollViewAsksThePageForReportsAndOnlyThatOne() {
        let scrollViews = described(ScrollView {
            ScrollView(.horizontal) { Text("Inner") }
        }.onScrollPhaseChange { _, _ in }, .scrollView)
        #expect(scrollViews.map { $0[attribute: "data-scroll-reports"] } == ["", nil])
        let unwatched = described(ScrollView { Text("Plain") }, .scrollView)
        #expect(unwatched.map { $0[attribute: "data-scroll-reports"] } == [nil])
        let geometry = described(ScrollView { Text("Offset") }.onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }, .scrollView)
        #expect(geometry.map { $0[attribute: "data-scroll-reports"] } == [""])
    }

    @Test func aViewWatchingItsVisibilityAsksThePageWithItsThreshold() {
        let watched = described(ScrollView {
            Text("Half").onScrollVisibilityChange { _ in }
            Text("All").onScrollVisibilityChange(threshold: 1) { _ in }
            Text("Clamped").onScrollVisibilityChange(threshold: 7) { _ in }
        }, .scrollVisibilityArea)
        #expect(watched.map { $0[attribute: "data-visible-at"] } == ["0.5", "1", "1"])
    }

    @Test func containerRelativeFramesAreShareOfTheirContainerInThePage() throws {
        let widths = described(HStack {
            Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            Color.green.containerRelativeFrame(.horizontal)
            Color.orange.containerRelativeFrame(.horizontal) { length, axis in axis == .horizontal ? length * 0.8 : length }
            Color.gray.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
        }, .color).map(styles)
        #expect(widths.count == 5)
        // (length − 10) / 2, (length − 20) / 3 × 2 + 10, length, 0.8 × length.
        #expect(widths[0].contains("width:calc(50% + -5px)"))
        #expect(widths[1].contains("width:calc(66.6"), "\(widths[1])")
        #expect(widths[2].contains("width:calc(100% + 0px)"))
        #expect(widths[3].contains("width:calc(80% + 0px)"))
        #expect(widths[4].contains("width:calc(100% + 0px)") && widths[4].contains("height:calc(100% + 0px)"))
        #expect(!widths[0].contains("height:calc"))
    }

    @Test func aThreeDimensionalRotationUsesItsDepthAndPerspective() throws {
        let cards = described(VStack {
            Text("Flat").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
            Text("Near").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), anchor: .leading, anchorZ: 40, perspective: 2)
            Text("None").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), perspective: 0)
        }, .text).map(styles)
        #expect(cards[0].contains("perspective(600px) rotate3d(0,1,0,30deg)"), "\(cards[0])")
        #expect(cards[1].contains("translateZ(40px) perspective(300px) rotate3d(0,1,0,30deg) translateZ(-40px)"), "\(cards[1])")
        #expect(cards[1].contains("translate(-50%,0%)"), "about the leading edge: \(cards[1])")
        #expect(!cards[2].contains("perspective(") && cards[2].contains("rotate3d(1,0,0,30deg)"), "\(cards[2])")
    }

    @Test func anEmptySymbolNameDrawsNothingWhereAnUnknownOneDrawsABox() {
        let images = described(HStack {
            Image(systemName: "").resizable().frame(width: 40, height: 40)
            Image(systemName: "no.such.symbol")
        }, .image)
        #expect(images.count == 2)
        #expect(images[0].text == nil || images[0].text == "")
        #expect(images[0][attribute: "aria-hidden"] == "true")
        #expect(images[1].text == "◻︎")
    }

    @Test func aBoardOfRowsMadeFromDataStartsWithAsManyColumnsAsItsRowsHaveCells() throws {
        // A game board: rows and their cells both from a ForEach, the first row shorter
        // (a minesweeper whose row 0 is empty). The page's grid starts with 4 columns, not 1.
        let board = try #require(described(Grid(horizontalSpacing: 2, verticalSpacing: 2) {
            ForEach(0..<3, id: \.self) { row in
                GridRow {
                    ForEach(0..<(row == 0 ? 0 : 4), id: \.self) { col in Text("\(row),\(col)") }
                }
            }
        }, .tableGrid).first)
        #expect(styles(board).contains("grid-template-columns:repeat(4,auto)"), "\(styles(board))")
        let written = try #require(described(Grid {
            GridRow { Text("a"); Text("b"); ForEach(0..<3, id: \.self) { Text("\($0)") } }
        }, .tableGrid).first)
        #expect(styles(written).contains("grid-template-columns:repeat(5,auto)"), "\(styles(written))")
    }
}
