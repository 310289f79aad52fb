// Swift 5 language mode, `import SwiftUI`: grids as SwiftUI lays them out, through
// `ViewHost(_:size:)` and `ElementProxy.frame` only.
import SwiftUI
import Testing
import TrellisTesting

@MainActor
@Suite("Layout of grids")
struct GridLayoutTests {
    /// Two rows of fixed-size cells: columns 60 and 80 wide, rows 30 and 10 tall.
    @ViewBuilder static var rows: some View {
            GridRow {
                Rectangle().frame(width: 40, height: 20).id("a")
                Rectangle().frame(width: 80, height: 30).id("b")
            }
            GridRow {
                Rectangle().frame(width: 60, height: 10).id("c")
                Rectangle().frame(width: 20, height: 10).id("d")
            }
    }

    @Test func aGridsColumnsAreAsWideAsTheirWidestCellAndItsRowsAsTallAsTheirTallest() throws {
        let host = ViewHost(Grid(horizontalSpacing: 10, verticalSpacing: 6) { Self.rows }.id("grid"))
        #expect(try host.find(id: "grid").frame == CGRect(x: 120, y: 399, width: 150, height: 46))
        // Each cell is centred in its slot: column 60 or 80 wide, row 30 or 10 tall.
        #expect(try host.find(id: "a").frame == CGRect(x: 130, y: 404, width: 40, height: 20))
        #expect(try host.find(id: "b").frame == CGRect(x: 190, y: 399, width: 80, height: 30))
        #expect(try host.find(id: "c").frame == CGRect(x: 120, y: 435, width: 60, height: 10))
        #expect(try host.find(id: "d").frame == CGRect(x: 220, y: 435, width: 20, height: 10))
    }

    @Test func alignmentsSpansAndARowOfItsOwn() throws {
        let host = ViewHost(Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 1) {
            GridRow(alignment: .top) {
                Rectangle().frame(width: 40, height: 20).id("a")
                Rectangle().frame(width: 80, height: 40).id("b")
            }
            Divider().gridCellUnsizedAxes(.horizontal).id("rule")
            GridRow {
                Rectangle().frame(width: 60, height: 10).id("c")
                Rectangle().frame(width: 20, height: 10).gridColumnAlignment(.trailing).id("d")
            }
            GridRow {
                Rectangle().frame(width: 100, height: 10).gridCellColumns(2).id("wide")
            }
        })
        #expect(try host.find(id: "a").frame == CGRect(x: 120, y: 390, width: 40, height: 20))
        // The second column's cells line up on its trailing edge (one of them asked).
        #expect(try host.find(id: "b").frame == CGRect(x: 190, y: 390, width: 80, height: 40))
        #expect(try host.find(id: "d").frame == CGRect(x: 250, y: 433, width: 20, height: 10))
        // A view outside any row spans every column; an unsized divider only the grid's width.
        #expect(try host.find(id: "rule").frame == CGRect(x: 120, y: 431, width: 150, height: 1))
        #expect(try host.find(id: "c").frame == CGRect(x: 120, y: 433, width: 60, height: 10))
        #expect(try host.find(id: "wide").frame == CGRect(x: 120, y: 444, width: 100, height: 10))
    }

    @Test func greedyCellsShareWhatTheGridIsOffered() throws {
        let host = ViewHost(Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Rectangle().frame(width: 50, height: 20).id("fixed")
                Color.red.frame(height: 20).id("fill")
            }
        }, size: CGSize(width: 300, height: 100))
        #expect(try host.find(id: "fixed").frame == CGRect(x: 0, y: 40, width: 50, height: 20))
        #expect(try host.find(id: "fill").frame == CGRect(x: 60, y: 40, width: 240, height: 20))
    }

    @Test func aLazyVGridSharesItsWidthBetweenFlexibleColumns() throws {
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(50))]
        let host = ViewHost(LazyVGrid(columns: columns, spacing: 12) {
            ForEach(0..<5) { index in
                Rectangle().frame(height: 30).id(index)
            }
        }, size: CGSize(width: 316, height: 200))
        // 316 less two gaps of 8 and the fixed 50: 125 for each flexible column.
        #expect(try host.find(id: 0).frame == CGRect(x: 0, y: 64, width: 125, height: 30))
        #expect(try host.find(id: 1).frame == CGRect(x: 133, y: 64, width: 125, height: 30))
        #expect(try host.find(id: 2).frame == CGRect(x: 266, y: 64, width: 50, height: 30))
        #expect(try host.find(id: 3).frame == CGRect(x: 0, y: 106, width: 125, height: 30))
    }

    @Test func anAdaptiveColumnRepeatsAsOftenAsItFits() throws {
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
                ForEach(0..<7) { index in
                    Color.blue.frame(height: 40).id(index)
                }
            }
        }, size: CGSize(width: 352, height: 400))
        // (352 + 8) / (80 + 8): four columns of 82 (352 less three gaps of 8, shared).
        #expect(try host.find(id: 0).frame == CGRect(x: 0, y: 0, width: 82, height: 40))
        #expect(try host.find(id: 3).frame == CGRect(x: 270, y: 0, width: 82, height: 40))
        #expect(try host.find(id: 4).frame == CGRect(x: 0, y: 50, width: 82, height: 40))
    }

    @Test func aSectionInALazyGridHasItsHeaderAcrossTheGridAndStartsNewLines() throws {
        let host = ViewHost(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
                Section {
                    ForEach(0..<3) { index in Color.blue.frame(height: 40).id(index) }
                } header: {
                    Color.green.frame(height: 20).id("header")
                } footer: {
                    Text("Three").id("footer")
                }
                Section {
                    Color.red.frame(height: 40).id("next")
                }
            }
        }, size: CGSize(width: 308, height: 400))
        // The header and the footer take whole lines, as wide as the grid; each section's
        // views start a line of their own, in the grid's two columns of 150.
        #expect(try host.find(id: "header").frame == CGRect(x: 0, y: 0, width: 308, height: 20))
        #expect(try host.find(id: 0).frame == CGRect(x: 0, y: 30, width: 150, height: 40))
        #expect(try host.find(id: 1).frame == CGRect(x: 158, y: 30, width: 150, height: 40))
        #expect(try host.find(id: 2).frame == CGRect(x: 0, y: 80, width: 150, height: 40))
        let footer = try host.find(id: "footer").frame
        #expect(footer.minY == 130 && abs(footer.midX - 154) <= 0.5)
        #expect(try host.find(id: "next").frame == CGRect(x: 0, y: footer.maxY + 10, width: 150, height: 40))
    }

    @Test func aGridLayoutInAnAnyLayoutLaysOutRowsAsAGridDoes() throws {
        let host = ViewHost(AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 6)) { Self.rows })
        #expect(try host.find(id: "a").frame == CGRect(x: 130, y: 404, width: 40, height: 20))
        #expect(try host.find(id: "d").frame == CGRect(x: 220, y: 435, width: 20, height: 10))
    }

    @Test func aLazyGridAlignsItsItemsInTheirCells() throws {
        // Two 100-wide columns; 40-wide items. The grid aligns them leading; the second
        // column's own alignment puts its items trailing (and at the top of a taller row).
        let columns = [GridItem(.fixed(100)), GridItem(.fixed(100), alignment: .topTrailing)]
        let host = ViewHost(LazyVGrid(columns: columns, alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 60).id("a")
            Color.blue.frame(width: 40, height: 20).id("b")
            Color.green.frame(width: 40, height: 20).id("c")
        }, size: CGSize(width: 208, height: 80))
        #expect(try host.find(id: "a").frame == CGRect(x: 0, y: 0, width: 40, height: 60))
        #expect(try host.find(id: "b").frame == CGRect(x: 168, y: 0, width: 40, height: 20))
        #expect(try host.find(id: "c").frame == CGRect(x: 0, y: 60, width: 40, height: 20))
        // A horizontal grid's alignment places items along its rows' height.
        let rows = ViewHost(LazyHGrid(rows: [GridItem(.fixed(50))], alignment: .bottom) {
            Color.red.frame(width: 30, height: 10).id("x")
        }, size: CGSize(width: 30, height: 50))
        #expect(try rows.find(id: "x").frame == CGRect(x: 0, y: 40, width: 30, height: 10))
    }
}
