// iOS 18's scroll observation, as a Swift 5 app writes it: a header that follows the
// offset, a carousel that settles when the user lets go.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Feed: View {
    @State private var offset: CGFloat = 0
    @State private var contentHeight: CGFloat = 0
    @State private var phases: [String] = []
    var body: some View {
        VStack {
            Text("offset \(Int(offset)) of \(Int(contentHeight))")
            Text("phases \(phases.joined(separator: ","))")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<50, id: \.self) { row in Text("Row \(row)").frame(height: 40) }
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) { ForEach(0..<20, id: \.self) { Text("Tile \($0)").frame(width: 100) } }
                    }
                }
            }
            .frame(height: 200)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
            .onScrollGeometryChange(for: CGFloat.self, of: { (geometry: ScrollGeometry) in geometry.contentSize.height }) { _, new in
                contentHeight = new
            }
            .onScrollPhaseChange { (old: ScrollPhase, new: ScrollPhase, context: ScrollPhaseChangeContext) in
                phases.append("\(old)>\(new)@\(Int(context.geometry.contentOffset.y))")
            }
        }
    }
}

@MainActor @Suite struct ScrollObservationTests {
    @Test func theWatchersHearTheUserScrollAndSettle() throws {
        let host = ViewHost(Feed())
        try host.find(text: "Row 2").scroll(to: CGPoint(x: 0, y: 300))
        _ = try host.find(text: "phases idle>interacting@300,interacting>idle@300")
        let contentHeight = try #require(host.findAll(kind: .scrollView).first.map { host.layoutIfNeeded().frame(of: $0.element.children[0].id)?.height })
        _ = try host.find(text: "offset 300 of \(Int(contentHeight ?? 0))")
        // Past the end, it stops where the content ends.
        try host.find(text: "Row 9").scroll(to: CGPoint(x: 0, y: 100_000))
        _ = try host.find(text: "offset \(Int((contentHeight ?? 0) - 200)) of \(Int(contentHeight ?? 0))")
    }

    @Test func aScrollViewInsideIsNotTheOneWatched() throws {
        let host = ViewHost(Feed())
        try host.find(text: "Tile 3").scroll(to: CGPoint(x: 500, y: 0))
        _ = try host.find(text: "offset 0 of 0")
        _ = try host.find(text: "phases ")
        // The watched one asks its host for reports; the inner one does not.
        let scrollViews = host.findAll(kind: .scrollView)
        #expect(scrollViews.map { $0[property: "scrollReports"] } == [.bool(true), nil])
    }

    @Test func reportsAreCheckedBeforeTheyReachTheApp() throws {
        let host = ViewHost(Feed())
        let scrollView = try #require(host.findAll(kind: .scrollView).first)
        for bad in ["1 2 3", "0 nan 10 10 10 10 idle", "0 0 -5 10 10 10 idle", "0 0 10 10 10 10 flying", "0 1e300 10 10 10 10 idle"] {
            #expect(!host.graph.send(HostEvent(element: scrollView.element.id, kind: .setText(bad))))
        }
        _ = try host.find(text: "phases ")
    }
}

/// Twenty cards of 100 points in a scroll view as tall as the window, each playing while at
/// least half of it is in sight (`onScrollVisibilityChange`, iOS 18), one needing all of it.
private struct AutoplayFeed: View {
    @State private var playing: Set<Int> = []
    @State private var heard = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("playing \(playing.sorted().map(String.init).joined(separator: ",")) after \(heard)")
                .frame(height: 44)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { card in
                        Color.gray.frame(height: 100)
                            .onScrollVisibilityChange(threshold: card == 19 ? 1 : 0.5) { visible in
                                heard += 1
                                if visible { playing.insert(card) } else { playing.remove(card) }
                            }
                    }
                }
            }
            .frame(height: 800)
        }
    }
}

extension ScrollObservationTests {
    @Test func viewsHearWhenHalfOfThemComesIntoSightAndGoesOut() throws {
        let host = ViewHost(AutoplayFeed(), size: CGSize(width: 390, height: 844))
        // 800 points of 100-point cards: the first eight are in sight, and each is told once.
        _ = try host.find(text: "playing 0,1,2,3,4,5,6,7 after 8")
        let feed = try #require(host.findAll(kind: .scrollView).first)
        // Scrolled by 450: card 4 shows its last 50 points (half: still on), 12 its first 50.
        try feed.scroll(to: CGPoint(x: 0, y: 450))
        _ = try host.find(text: "playing 4,5,6,7,8,9,10,11,12 after 17")
        // By 460, card 4 is under half: only it crosses (12 was on already).
        try feed.scroll(to: CGPoint(x: 0, y: 460))
        _ = try host.find(text: "playing 5,6,7,8,9,10,11,12 after 18")
        // At the end (1,200), the last card, which needs all of it in sight, is told too.
        try feed.scroll(to: CGPoint(x: 0, y: 5_000))
        _ = try host.find(text: "playing 12,13,14,15,16,17,18,19 after 32")
    }
}
