// Swift 5 language mode, `import SwiftUI`: label styles of your own, formatted steppers,
// grid cells that span columns and gradient fills, as apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

/// A label style from a settings screen: the icon on a coloured tile, then the title.
struct TileLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
                .foregroundColor(.white)
                .padding(6)
                .background(color)
                .accessibilityIdentifier("tile")
            configuration.title
        }
    }
}

/// A style that wraps the standard look: `Label(configuration)` draws it.
struct FramedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(4).accessibilityIdentifier("framed")
    }
}

struct StylesAndCells: View {
    @State private var weight = 2.5
    @State private var hours = 8.0

    var body: some View {
        VStack {
            Label("Wi-Fi", systemImage: "wifi").labelStyle(TileLabelStyle(color: .blue))
            Label("Bluetooth", systemImage: "dot.radiowaves.left.and.right").labelStyle(FramedLabelStyle())
            Label("Hidden icon", systemImage: "star").labelStyle(.titleOnly)
            Stepper("Weight", value: $weight, step: 0.5, format: .number.precision(.fractionLength(1)))
            Stepper(value: $hours, in: 4...12, step: 0.25, format: .number) { Text("Sleep") }
            Grid {
                GridRow {
                    Text("Name")
                    Text("Score")
                    Text("Rank")
                }
                GridRow {
                    Text("Total").gridCellColumns(2)
                    Text("1").gridCellAnchor(.leading)
                }
            }
            Circle().fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
            RoundedRectangle(cornerRadius: 8).fill(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            Capsule().fill(Color.green.gradient)
        }
    }
}

@MainActor @Suite struct StylesAndCellsTests {
    @Test func aLabelStyleOfYourOwnDrawsTheTitleAndIconItIsGiven() throws {
        let host = ViewHost(StylesAndCells())
        let tile = try host.find(id: "tile")
        #expect(tile.element.kind == .image && tile[property: "systemName"] == .string("wifi"))
        #expect(tile[property: "background"] != nil)
        try host.find(text: "Wi-Fi")
        // Label(configuration) inside a style is the standard label again.
        let framed = try host.find(id: "framed")
        #expect(framed.element.kind == .hStack)
        try host.find(text: "Bluetooth")
        #expect(host.findAll(kind: .image).contains { $0[property: "systemName"] == .string("dot.radiowaves.left.and.right") })
        #expect(!host.findAll(kind: .image).contains { $0[property: "systemName"] == .string("star") })
    }

    @Test func aFormattedStepperShowsItsValueAndSteps() throws {
        let host = ViewHost(StylesAndCells())
        try host.find(text: "2.5")
        try host.find(stepper: "Weight").increment()
        try host.find(text: "3.0")
        try host.find(text: "8")
        try host.find(stepper: "Sleep").decrement()
        try host.find(text: "7.75")
    }

    @Test func aSpanningCellCountsAsItsColumns() throws {
        let host = ViewHost(StylesAndCells())
        let grid = try #require(host.findAll(kind: .tableGrid).first)
        #expect(grid[property: "columns"] == .number(3))
        #expect(try host.find(text: "Total")[property: "gridCellColumns"] == .number(2))
        #expect(try host.find(text: "1")[property: "gridCellAnchor"] == .unitPoint(.leading))
    }

    @Test func gradientFillsReachTheHostWithTheirFirstColourAsTheFill() throws {
        let host = ViewHost(StylesAndCells())
        let shapes = host.findAll(kind: .shape)
        let gradients = shapes.compactMap { shape -> _GradientPaint? in
            if case .gradient(let paint)? = shape[property: "fillGradient"] { return paint }
            return nil
        }
        #expect(gradients.count == 3)
        #expect(gradients[0].geometry == .linear(degrees: 180))
        #expect(gradients[1].geometry == .linear(degrees: 90))
        #expect(shapes[0][property: "fill"] == .color(.red))
    }

    @Test func textStylesOnAnyViewAndMasksReachTheHost() throws {
        struct Styled: View {
            var body: some View {
                VStack {
                    Text("Heavy")
                    Text("Slanted").italic(true)
                }
                .fontWeight(.heavy)
                .italic()
                .strikethrough()
                .mask {
                    LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                }
                Image(systemName: "star").mask(Circle())
                Text("Plain").mask { Text("Words") }
            }
        }
        let host = ViewHost(Styled())
        let stack = try #require(host.findAll(kind: .vStack).first { $0[property: "textWeight"] != nil })
        #expect(stack[property: "textWeight"] == .string("heavy"))
        #expect(stack[property: "textItalic"] == .bool(true) && stack[property: "textStrikethrough"] == .bool(true))
        guard case .gradient(let gradient)? = stack[property: "maskGradient"] else {
            Issue.record("no gradient mask")
            return
        }
        #expect(gradient.geometry == .linear(degrees: 180))
        #expect(try host.find(text: "Slanted")[property: "italic"] == .bool(true))
        #expect(host.findAll(kind: .image).first?[property: "clipShape"] == .clip(.circle))
        #expect(try host.find(text: "Plain")[property: "mask"] == .bool(true))
    }
}
