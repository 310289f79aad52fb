import Testing
import Foundation
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// Rows of a label and a value, one of which changes.
private struct Rows: View {
    let count: Int
    @State var changed = "0"

    var body: some View {
        VStack(spacing: 0) {
            Button("Change") { changed += "0" }
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Text(index == 3 ? changed : "value")
                }
                .padding(.horizontal)
            }
        }
    }
}

/// Texts whose weight, slant or case is set by the text or a view around it.
private struct Styled: View {
    @State var loud = false

    var body: some View {
        VStack {
            Button("Louder") { loud.toggle() }
            Text("Plain words")
            Text("Plain words").bold()
            VStack { Text("Plain words") }.fontWeight(loud ? .black : nil)
            VStack { Text("Plain words") }.textCase(loud ? .uppercase : nil)
            Text("Plain words").textCase(.uppercase).textCase(nil)
        }
    }
}

@MainActor
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    /// What one change costs, in sizes measured again, with `rows` rows on screen.
    private func measurementsForOneChange(rows: Int) throws -> (first: Int, change: Int) {
        let host = ViewHost(Rows(count: rows))
        _ = try host.find(text: "Row 0").frame
        let layout = try #require(host.tree.layout)
        let first = layout.measurements
        try host.find(button: "Change").tap()
        #expect(try host.find(text: "00").frame.height == 22)
        return (first, layout.measurements - first)
    }

    @Test func oneRowChangingMeasuresOnlyThatRowAndTheContainersAroundIt() throws {
        let small = try measurementsForOneChange(rows: 50)
        let large = try measurementsForOneChange(rows: 400)
        #expect(large.first > small.first * 4)
        // The same work for one changed row however many rows there are.
        #expect(small.change == large.change)
        #expect(small.change < small.first / 10)
    }

    @Test func nothingIsMeasuredAgainWhenNothingChanged() throws {
        let host = ViewHost(Rows(count: 20))
        let frame = try host.find(text: "Row 5").frame
        let layout = try #require(host.tree.layout)
        let before = layout.measurements
        host.flush()
        #expect(try host.find(text: "Row 5").frame == frame)
        #expect(layout.measurements == before)
    }
}

/// Every proposal a layout is given, in order.
private final class ProposalLog: @unchecked Sendable {
    var proposals: [ProposedViewSize] = []
}

/// A leaf layout that answers a fixed size and notes what it was offered.
private struct LoggingLayout: Layout {
    let log: ProposalLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        log.proposals.append(proposal)
        return CGSize(width: 50, height: 20)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
}

/// A column whose font changes with a button.
private struct FontSwitch: View {
    @State var large = false

    var body: some View {
        VStack {
            Button("Switch") { large.toggle() }
            VStack { Text("Hello") }
                .font(large ? .largeTitle : .body)
        }
    }
}

@MainActor
@Suite("What layout measures once")
struct ProposalDependenceTests {
    @Test func aRowThatReadsNoHeightIsMeasuredOncePerWidth() throws {
        let rows = 100
        let host = ViewHost(VStack {
            ForEach(0..<rows, id: \.self) { index in
                HStack { Text("Row \(index)"); Text("value") }
            }
        })
        _ = try host.find(text: "Row 0").frame
        let layout = try #require(host.tree.layout)
        // A row: its stack once (its sizes do not depend on the heights the column
        // offers), each text at its minimum, ideal and offered widths. Asked under every
        // height the column offers, it was 32 sizes a row.
        #expect(layout.measurements <= rows * 7 + 10)
        #expect(try host.find(text: "Row 99").frame.minY > host.find(text: "Row 98").frame.maxY)
    }

    @Test func aCustomLayoutInAStackStillSeesEveryProposal() throws {
        let log = ProposalLog()
        let host = ViewHost(VStack {
            Text("Above")
            LoggingLayout(log: log) { EmptyView() }
            Text("Below")
        }, size: CGSize(width: 390, height: 844))
        _ = try host.find(text: "Above").frame
        let heights = Set(log.proposals.compactMap(\.height))
        // Its minimum, its maximum and its share: user code sees what SwiftUI sends.
        #expect(heights.contains(0))
        #expect(heights.contains(.infinity))
        #expect(heights.contains { $0 > 0 && $0.isFinite })
    }

    @Test func aTextIsMeasuredInTheWeightAndCaseItIsShownIn() throws {
        let host = ViewHost(Styled())
        let texts = { host.findAll(text: "Plain words").map(\.frame.width) }
        let plain = texts()
        #expect(plain[1] > plain[0], "bold is wider")
        #expect(plain[2] == plain[0] && plain[3] == plain[0] && plain[4] == plain[0], "the inner textCase(nil) wins")
        try host.find(button: "Louder").tap()
        let loud = texts()
        #expect(loud[2] > loud[1], "a weight set around a text measures it again")
        #expect(loud[3] > loud[0], "capitals are wider")
    }

    @Test func aFontSetAroundATextMeasuresItAgain() throws {
        let host = ViewHost(FontSwitch())
        #expect(try host.find(text: "Hello").frame.height == 22)
        try host.find(button: "Switch").tap()
        #expect(try host.find(text: "Hello").frame.height == 41)
    }
}
