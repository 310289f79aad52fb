// Swift Charts as apps write it: bar, line, area, point, rule, rectangle and sector marks,
// their scales and axes, legends, annotations and selection, checked through what the
// test host lays out and draws.
import Charts
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Sale: Identifiable {
    let day: String
    let count: Int
    var id: String { day }
}

private let sales = [Sale(day: "Mon", count: 4), Sale(day: "Tue", count: 8), Sale(day: "Wed", count: 2)]

@MainActor
private func shapes(_ host: ViewHost) -> [ElementProxy] {
    host.findAll(kind: .shape).filter { $0.element.properties[.fill] != nil || $0.element.properties[.stroke] != nil }
}

@MainActor
private func fills(_ host: ViewHost) -> [ElementProxy] {
    host.findAll(kind: .shape).filter { $0.element.properties[.fill] != nil }
}

@MainActor
@Suite struct ChartsTests {
    @Test func barsStandOnZeroInCategoryOrderWithTheirHeightsInProportion() throws {
        let host = ViewHost(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
        }.frame(width: 300, height: 200))
        let bars = fills(host).map(\.frame)
        try #require(bars.count == 3)
        // Left to right as the data lists them, on one baseline, 4 : 8 : 2.
        #expect(bars[0].minX < bars[1].minX && bars[1].minX < bars[2].minX)
        #expect(abs(bars[0].maxY - bars[1].maxY) < 0.5 && abs(bars[1].maxY - bars[2].maxY) < 0.5)
        #expect(abs(bars[1].height - 2 * bars[0].height) < 0.5)
        #expect(abs(bars[0].height - 2 * bars[2].height) < 0.5)
        // The categories label the x axis under their bars; the y axis reads from zero.
        for (day, bar) in zip(["Mon", "Tue", "Wed"], bars) {
            let label = try host.find(text: day).frame
            #expect(abs(label.midX - bar.midX) < 1)
            #expect(label.minY >= bar.maxY)
        }
        _ = try host.find(text: "0")
        _ = try host.find(text: "8")
        #expect(try host.find(text: "8").frame.minX > bars[2].maxX)   // on the trailing side
        // The default colour is blue.
        #expect(fills(host).allSatisfy { $0.element.properties[.fill] == fills(host)[0].element.properties[.fill] })
    }

    @Test func barsOfOneCategoryStackAndSeriesGetColoursAndALegend() throws {
        struct Pet: Identifiable { let kind: String; let city: String; let count: Double; var id: String { kind + city } }
        let pets = [Pet(kind: "Cats", city: "Oslo", count: 3), Pet(kind: "Dogs", city: "Oslo", count: 5),
                    Pet(kind: "Cats", city: "Rome", count: 6), Pet(kind: "Dogs", city: "Rome", count: 2)]
        let host = ViewHost(Chart(pets) { pet in
            BarMark(x: .value("City", pet.city), y: .value("Count", pet.count))
                .foregroundStyle(by: .value("Kind", pet.kind))
        }
        .chartForegroundStyleScale(["Cats": Color.orange, "Dogs": Color.purple])
        .frame(width: 300, height: 240))
        let bars = fills(host).filter { $0.frame.width > 10 }
        try #require(bars.count == 4)
        // Oslo's dogs sit on its cats.
        #expect(abs(bars[1].frame.maxY - bars[0].frame.minY) < 0.5)
        #expect(abs(bars[1].frame.minX - bars[0].frame.minX) < 0.5)
        #expect(bars[0].element.properties[.fill] == .color(.orange))
        #expect(bars[1].element.properties[.fill] == .color(.purple))
        // The legend names the series under the plot.
        let cats = try host.find(text: "Cats").frame
        let oslo = try host.find(text: "Oslo").frame
        #expect(cats.minY > oslo.maxY)
        _ = try host.find(text: "Dogs")
    }

    @Test func groupedBarsStandSideBySide() throws {
        let host = ViewHost(Chart {
            BarMark(x: .value("Q", "Q1"), y: .value("Sales", 4)).position(by: .value("Year", "2024"))
            BarMark(x: .value("Q", "Q1"), y: .value("Sales", 6)).position(by: .value("Year", "2025"))
        }.frame(width: 300, height: 200))
        let bars = fills(host).map(\.frame).filter { $0.width > 5 }
        try #require(bars.count == 2)
        #expect(bars[0].maxX <= bars[1].minX + 0.5)
        #expect(abs(bars[0].maxY - bars[1].maxY) < 0.5)
    }

    @Test func horizontalBarsGrowAlongXWithAnnotationsAfterThem() throws {
        let host = ViewHost(Chart(sales) { sale in
            BarMark(x: .value("Sales", sale.count), y: .value("Day", sale.day))
                .annotation(position: .trailing) { Text("\(sale.count) sold") }
        }.frame(width: 300, height: 200))
        let bars = fills(host).map(\.frame)
        try #require(bars.count == 3)
        #expect(abs(bars[0].minX - bars[1].minX) < 0.5)
        #expect(abs(bars[1].width - 2 * bars[0].width) < 0.5)
        // The first category at the top, as Swift Charts lists a y axis's categories.
        #expect(bars[0].minY < bars[1].minY)
        let note = try host.find(text: "8 sold").frame
        #expect(note.minX >= bars[1].maxX)
        #expect(abs(note.midY - bars[1].midY) < 1)
    }

    @Test func anAnnotationSitsAboveItsBar() throws {
        let host = ViewHost(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                .cornerRadius(4)
                .annotation { Text("\(sale.count)!") }
        }.frame(width: 300, height: 200))
        let bars = fills(host).map(\.frame)
        let note = try host.find(text: "8!").frame
        #expect(note.maxY <= bars[1].minY + 0.5)
        #expect(abs(note.midX - bars[1].midX) < 1)
    }

    @Test func aLineJoinsItsPointsAndARuleCrossesThePlot() throws {
        struct Price: Identifiable { let day: Date; let close: Double; var id: Date { day } }
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let prices = (0..<5).map { Price(day: start.addingTimeInterval(Double($0) * 86_400), close: [10, 12, 11, 15, 14][$0]) }
        let host = ViewHost(Chart {
            ForEach(prices) { price in
                LineMark(x: .value("Day", price.day), y: .value("Close", price.close))
                    .interpolationMethod(.catmullRom)
                PointMark(x: .value("Day", price.day), y: .value("Close", price.close))
            }
            RuleMark(y: .value("Target", 13))
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 2]))
        }
        .chartYScale(domain: 8...16)
        .frame(width: 320, height: 200))
        let strokes = host.findAll(kind: .shape).filter { $0.element.properties[.stroke] != nil }
        let points = fills(host).map(\.frame)
        #expect(points.count == 5)
        // One line through all five points, one rule as wide as the plot.
        // (A stroke's frame reaches its line width past the path's ends.)
        let line = try #require(strokes.first { $0.element.properties[.lineWidth] == .number(2) }).frame
        #expect(abs(line.minX + 2 - points[0].midX) < 1 && abs(line.maxX - 2 - points[4].midX) < 1)
        let rule = try #require(strokes.first { $0.element.properties[.dash] != nil })
        #expect(rule.frame.height <= 2)
        #expect(abs((rule.frame.width - 2) - (line.width - 4)) < 0.5)   // both span the whole plot
        // The domain the app set: 8 to 16, so 13 sits 5/8 of the way up.
        let plotTop = points.map(\.midY).min()!   // 15
        let plotBottom = points[0].midY            // 10
        let perUnit = (plotBottom - plotTop) / 5
        #expect(abs((plotBottom - rule.frame.midY) / perUnit - 3) < 0.1)
        _ = try host.find(text: "16")
        #expect(!host.contains(text: "0"))
    }

    @Test func anAreaFillsDownToZeroAndHiddenAxesShowNoLabels() throws {
        let host = ViewHost(Chart(sales) { sale in
            AreaMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 300, height: 200)
        .accessibilityIdentifier("chart"))
        let area = try #require(fills(host).first).frame
        let chart = try host.find(id: "chart").frame
        // The plot fills the chart (no axis labels); the area reaches its bottom, zero, and
        // runs from the first category's band centre to the last's.
        #expect(abs(area.maxY - chart.maxY) < 1)
        #expect(abs(area.minX - (chart.minX + chart.width / 6)) < 1 && abs(area.maxX - (chart.maxX - chart.width / 6)) < 1)
        #expect(abs(area.minY - (chart.maxY - chart.height * 8 / 8)) < 1)   // 8 is the domain's top
        #expect(!host.contains(text: "Mon"))
        #expect(!host.contains(text: "8"))
    }

    @Test func sectorsShareAFullTurnAndSelectionReadsTheAngle() throws {
        struct Pie: View {
            @State var picked: Int?
            var body: some View {
                VStack {
                    Text("picked \(picked.map(String.init) ?? "none")")
                    Chart(sales) { sale in
                        SectorMark(angle: .value("Sales", sale.count), innerRadius: .ratio(0.5), angularInset: 1)
                            .foregroundStyle(by: .value("Day", sale.day))
                    }
                    .chartAngleSelection(value: $picked)
                    .frame(width: 200, height: 240)
                }
            }
        }
        let host = ViewHost(Pie())
        let sectors = fills(host).filter { $0.frame.width > 20 }
        try #require(sectors.count == 3)
        // No axes on a pie; a legend of its days.
        _ = try host.find(text: "Tue")
        #expect(!host.contains(text: "0"))
        // Monday's quarter of the turn (4 of 14) is on the right, Tuesday's below it.
        #expect(sectors[0].frame.minX > sectors[1].frame.minX)
        try sectors[0].drag(by: CGSize(width: sectors[0].frame.width, height: 1))
        #expect(!host.contains(text: "picked none"))
        #expect(host.findAll(kind: .text).contains { $0.text.hasPrefix("picked ") })
    }

    @Test func aDragOnThePlotSelectsTheCategoryUnderIt() throws {
        struct Screen: View {
            @State var day: String?
            var body: some View {
                VStack {
                    Text("day \(day ?? "none")")
                    Chart(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                            .opacity(day == nil || day == sale.day ? 1 : 0.3)
                    }
                    .chartXSelection(value: $day)
                    .frame(width: 300, height: 200)
                }
            }
        }
        let host = ViewHost(Screen())
        _ = try host.find(text: "day none")
        let bar = try #require(fills(host).first)
        try bar.drag(by: CGSize(width: 200, height: 20))
        _ = try host.find(text: "day Wed")
    }

    @Test func customAxisMarksChooseTheirValuesAndLabels() throws {
        let host = ViewHost(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
        }
        .chartYScale(domain: 0...10)
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 5, 10]) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 2))
                if let count = value.as(Int.self) {
                    AxisValueLabel { Text("\(count) pcs") }
                }
            }
        }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel().font(.headline) }
        }
        .chartXAxisLabel("Weekday")
        .frame(width: 300, height: 200))
        let ten = try host.find(text: "10 pcs").frame
        let five = try host.find(text: "5 pcs").frame
        #expect(ten.maxX < fills(host)[0].frame.minX)   // labels on the leading side
        #expect(ten.midY < five.midY)
        #expect(!host.contains(text: "8"))
        _ = try host.find(text: "Weekday")
        _ = try host.find(text: "Mon")
    }

    @Test func theProxyMapsValuesToPlacesInThePlot() throws {
        struct Screen: View {
            @State var read = "none"
            var body: some View {
                VStack {
                    Text("read \(read)")
                    Chart(sales) { sale in
                        LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                    }
                    .chartOverlay { proxy in
                        Color.clear.contentShape(Rectangle())
                            .gesture(DragGesture(minimumDistance: 0).onEnded { value in
                                let day: String? = proxy.value(atX: value.location.x)
                                let top = proxy.position(forY: 8) ?? -1
                                let bottom = proxy.position(forY: 0) ?? -1
                                read = "\(day ?? "?") \(top < bottom && top >= 0 ? "up" : "down")"
                            })
                    }
                    .frame(width: 300, height: 200)
                }
            }
        }
        let host = ViewHost(Screen())
        let line = try #require(host.findAll(kind: .shape).first { $0.element.properties[.stroke] != nil })
        _ = line
        let overlay = try #require(host.findAll(kind: .color).last)
        try overlay.drag(by: CGSize(width: 120, height: 0))
        _ = try host.find(text: "read Tue up")
    }

    @Test func aHeatMapsCellsSpanTheirWeeksAndTakeTheirColourFromAGradient() throws {
        struct Day: Identifiable { let date: Date; let count: Int; var id: Date { date } }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let monday = calendar.date(from: DateComponents(year: 2025, month: 3, day: 3))!
        let days = [Day(date: monday, count: 0), Day(date: monday.addingTimeInterval(7 * 86_400), count: 10)]
        let host = ViewHost(Chart(days) { day in
            RectangleMark(xStart: .value("Start", day.date, unit: .weekOfYear, calendar: calendar),
                          xEnd: .value("End", day.date, unit: .weekOfYear, calendar: calendar),
                          yStart: .value("From", 0), yEnd: .value("To", 1))
                .clipShape(RoundedRectangle(cornerRadius: 4).inset(by: 2))
                .foregroundStyle(by: .value("Count", day.count))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.white, .green]))
        .frame(width: 300, height: 200))
        let cells = fills(host).filter { $0.frame.height > 20 }
        try #require(cells.count == 2)
        // Each cell spans its whole week: the two meet.
        #expect(abs(cells[0].frame.maxX - cells[1].frame.minX) < 0.5 && cells[0].frame.width > 50)
        // The fewest get the gradient's first colour, the most its last; the legend shows the range.
        #expect(cells[0].element.properties[.fill] == .color(Color.white.mix(with: .green, by: 0)))
        #expect(cells[1].element.properties[.fill] == .color(Color.white.mix(with: .green, by: 1)))
        _ = try host.find(text: "10")
    }
}
