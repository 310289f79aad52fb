// Swift 5 language mode, `import SwiftUI`: alignment guides and custom alignments.
import SwiftUI
import Testing
import TrellisTesting

extension HorizontalAlignment {
    private enum LabelEdge: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
    }

    static let labelEdge = HorizontalAlignment(LabelEdge.self)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test func aGuideMovesAViewAlongTheStacksLine() throws {
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 100, height: 10).id("base")
            Rectangle().frame(width: 100, height: 10).alignmentGuide(.leading) { _ in -20 }.id("indented")
        })
        // The indented view's leading guide sits 20 points right of its edge... at -20 it
        // starts 20 points after the line; the stack grows to 120.
        let base = try host.find(id: "base").frame
        let indented = try host.find(id: "indented").frame
        #expect(indented.minX - base.minX == 20)
        #expect(base.minX == 135)
    }

    @Test func aGuideCanReadTheViewsDimensions() throws {
        let host = ViewHost(VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 100, height: 10).id("long")
            Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("hanging")
        })
        // The short view's trailing edge lines up with the long view's leading edge.
        #expect(try host.find(id: "hanging").frame.maxX == host.find(id: "long").frame.minX)
    }

    @Test func aCustomAlignmentLinesUpViewsInDifferentRows() throws {
        let host = ViewHost(VStack(alignment: .labelEdge, spacing: 0) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 60, height: 10)
                Rectangle().frame(width: 50, height: 10).alignmentGuide(.labelEdge) { d in d[.leading] }.id("first")
            }
            HStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 10)
                Rectangle().frame(width: 50, height: 10).alignmentGuide(.labelEdge) { d in d[.leading] }.id("second")
            }
        })
        #expect(try host.find(id: "first").frame.minX == host.find(id: "second").frame.minX)
    }

    @Test func aFrameAlignsItsContentByTheContentsGuide() throws {
        let host = ViewHost(Rectangle().frame(width: 20, height: 20)
            .alignmentGuide(HorizontalAlignment.center) { d in d[.leading] }
            .id("dot")
            .frame(width: 100, height: 100))
        // The dot's leading edge sits on the frame's centre line.
        #expect(try host.find(id: "dot").frame.minX == 195)
    }

    @Test func aGuideShowsThroughAGesture() throws {
        // A tap gesture around the view changes nothing of where its guides put it.
        let host = ViewHost(Text("A").frame(width: 40, height: 20).id("tappable")
            .alignmentGuide(.leading) { _ in 10 }
            .onTapGesture {}
            .frame(width: 100, height: 50, alignment: .leading))
        #expect(try host.find(id: "tappable").frame.minX == (ViewHost.defaultSize.width - 100) / 2 - 10)
    }
}
