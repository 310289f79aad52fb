// Swift 5 language mode, `import SwiftUI`: the `Layout` protocol as apps write it.
import SwiftUI
import Testing
import TrellisTesting

/// Tags left to right, wrapping to a new row when the next one does not fit.
struct FlowLayout: Layout {
    var spacing: CGFloat = 10

    struct Cache { var made = 0 }

    func makeCache(subviews: Subviews) -> Cache { Cache(made: 1) }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> [[(index: Int, size: CGSize)]] {
        var rows: [[(index: Int, size: CGSize)]] = [[]]
        var x: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((index, size))
            x += size.width + spacing
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let rows = rows(width, subviews)
        let height = rows.map { $0.map(\.size.height).max() ?? 0 }.reduce(0, +) + spacing * CGFloat(rows.count - 1)
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(bounds.width, subviews) {
            var x = bounds.minX
            for item in row {
                subviews[item.index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(item.size))
                x += item.size.width + spacing
            }
            y += (row.map(\.size.height).max() ?? 0) + spacing
        }
    }
}

struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Places its subviews in a column ordered by their rank.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

private struct SwitchingLayout: View {
    @State private var vertical = false
    @State private var taps = 0

    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        VStack {
            layout {
                Rectangle().frame(width: 40, height: 40).id("first")
                Button("Tapped \(taps)") { taps += 1 }
                Rectangle().frame(width: 40, height: 40).id("second")
            }
            Button("Switch") { vertical.toggle() }
        }
    }
}

@MainActor
@Suite("Custom layouts")
struct CustomLayoutTests {
    @Test func aFlowLayoutWrapsItsSubviews() throws {
        let host = ViewHost(FlowLayout {
            ForEach(0..<5) { index in
                Rectangle().frame(width: 100, height: 30).id(index)
            }
        }, size: CGSize(width: 340, height: 600))
        // Three 100-point tags fit in 340 with 10 between them; two wrap to the next row.
        // The layout is 340 × 70, centred in the window: y starts at 265.
        #expect(try host.find(id: 0).frame == CGRect(x: 0, y: 265, width: 100, height: 30))
        #expect(try host.find(id: 2).frame == CGRect(x: 220, y: 265, width: 100, height: 30))
        #expect(try host.find(id: 3).frame == CGRect(x: 0, y: 305, width: 100, height: 30))
        #expect(try host.find(id: 4).frame == CGRect(x: 110, y: 305, width: 100, height: 30))
    }

    @Test func layoutValuesReachTheLayout() throws {
        let host = ViewHost(RankedColumn {
            Rectangle().frame(width: 10, height: 10).id("last").layoutValue(key: Rank.self, value: 3)
            Rectangle().frame(width: 10, height: 10).id("first").layoutValue(key: Rank.self, value: 1)
            Rectangle().frame(width: 10, height: 10).id("middle").layoutValue(key: Rank.self, value: 2)
        })
        let ys = try ["first", "middle", "last"].map { try host.find(id: $0).frame.minY }
        #expect(ys == [407, 417, 427])
    }

    @Test func anyLayoutSwitchesLayoutsAndKeepsTheSubviewsState() throws {
        let host = ViewHost(SwitchingLayout())
        try host.find(button: "Tapped 0").tap()
        let first = try host.find(id: "first").frame
        let second = try host.find(id: "second").frame
        #expect(first.minY == second.minY)
        try host.find(button: "Switch").tap()
        // The subviews keep their identity (the button its count) and now stack vertically.
        #expect(host.contains(text: "Tapped 1"))
        #expect(try host.find(id: "first").frame.minX == host.find(id: "second").frame.minX)
        #expect(try host.find(id: "first").frame.minY < host.find(id: "second").frame.minY)
    }

    @Test func viewThatFitsShowsTheFirstViewThatFits() throws {
        let toolbar = ViewThatFits(in: .horizontal) {
            HStack(spacing: 0) {
                Rectangle().frame(width: 300, height: 20)
                Text("Wide toolbar")
            }
            Text("Narrow toolbar")
        }
        let host = ViewHost(toolbar, size: CGSize(width: 800, height: 400))
        #expect(host.contains(text: "Wide toolbar"))
        #expect(!host.contains(text: "Narrow toolbar"))
        host.size = CGSize(width: 320, height: 400)
        #expect(host.contains(text: "Narrow toolbar"))
        #expect(!host.contains(text: "Wide toolbar"))
    }

    @Test func theStackLayoutsLayOutAsTheStacksDo() throws {
        let host = ViewHost(HStackLayout(alignment: .top, spacing: 0) {
            Rectangle().frame(width: 40, height: 80).id("tall")
            Rectangle().frame(width: 40, height: 20).id("short")
        })
        #expect(try host.find(id: "tall").frame == CGRect(x: 155, y: 382, width: 40, height: 80))
        #expect(try host.find(id: "short").frame == CGRect(x: 195, y: 382, width: 40, height: 20))
    }
}
