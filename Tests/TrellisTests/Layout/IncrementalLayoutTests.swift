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
