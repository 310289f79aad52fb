// Swift 5 language mode, `import SwiftUI`: the drawing and layout modifiers of card and
// badge views as apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct CardView: View {
    @State private var flipped = false

    var body: some View {
        VStack {
            Text("Card")
                .font(.title)
                .multilineTextAlignment(.center)
                .kerning(1.5)
                .underline()
                .padding()
                .background(.blue, in: RoundedRectangle(cornerRadius: 12))
                .overlay(alignment: .topTrailing) {
                    Circle().fill(Color.red).frame(width: 12, height: 12)
                }
                .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
                .rotationEffect(.degrees(flipped ? 180 : 0))
                .scaleEffect(1.2, anchor: .bottom)
                .offset(x: 10, y: -5)
                .zIndex(2)
            Image(systemName: "star")
                .resizable()
                .scaledToFit()
                .frame(width: 40)
                .clipShape(Circle())
                .border(Color.gray, width: 2)
                .blur(radius: 1)
                .saturation(0.5)
            Text("Behind").background(Color.yellow.opacity(0.5))
            Text("Framed").background(Capsule().stroke(Color.green))
            Button("Flip") { flipped.toggle() }
                .accentColor(.orange)
        }
    }
}

@MainActor @Suite struct EffectTests {
    @Test func effectsAreOnTheElementInTheOrderApplied() throws {
        let host = ViewHost(CardView())
        let layered = try #require(host.findAll(kind: .layered).first { $0.text == "Card" })
        let names = layered.element.properties.map(\.name.rawValue)
        #expect(names == ["shadow", "rotationEffect", "scaleEffect", "offset", "zIndex"])
        #expect(layered[property: "rotationEffect"] == .transform(.rotation(degrees: 0, anchor: .center)))
        #expect(layered[property: "scaleEffect"] == .transform(.scale(x: 1.2, y: 1.2, anchor: .bottom)))
        try host.find(button: "Flip").tap()
        let flipped = try #require(host.findAll(kind: .layered).first { $0.text == "Card" })
        #expect(flipped[property: "rotationEffect"] == .transform(.rotation(degrees: 180, anchor: .center)))
        // The overlay and the shape background are layers of the text, not its siblings.
        let layers = host.findAll(kind: .layer).map { $0[property: "layer"] }
        #expect(layers.contains(.string("overlay")) && layers.contains(.string("background")))
        let text = try host.find(text: "Card")
        #expect(text[property: "tracking"] == .number(1.5))
        #expect(text[property: "underline"] == .bool(true))
        #expect(text[property: "multilineTextAlignment"] == .string("center"))
        let star = try #require(host.findAll(kind: .image).first)
        #expect(star[property: "clipShape"] == .clip(.circle))
        #expect(star[property: "aspectRatio"] == .aspectRatio(nil, .fit))
        #expect(star.element.properties.filter { $0.name == .filter }.map(\.value) == [.filter(.blur(radius: 1)), .filter(.saturation(0.5))])
    }
}

struct ScoreGrid: View {
    let players = [("Ana", 12, 3), ("Bo", 9, 4)]
    var body: some View {
        VStack {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                GridRow {
                    Text("Player")
                    Text("Points")
                    Text("Wins")
                }
                Divider()
                ForEach(players, id: \.0) { player in
                    GridRow(alignment: .top) {
                        Text(player.0)
                        Text("\(player.1)")
                        Text("\(player.2)")
                    }
                }
            }
            Grid {
                ForEach(0..<2) { row in
                    GridRow {
                        Text("r\(row)c0")
                        Text("r\(row)c1")
                    }
                }
            }
        }
    }
}

@MainActor @Suite struct GridTests {
    @Test func aGridCountsItsColumnsFromItsRowsAndKeepsRowsApart() throws {
        let host = ViewHost(ScoreGrid())
        let grids = host.findAll(kind: .tableGrid)
        #expect(grids.map { $0[property: "columns"] } == [.number(3), .number(2)])
        #expect(grids[0][property: "horizontalSpacing"] == .number(12))
        let rows = host.findAll(kind: .gridRow)
        #expect(rows.count == 5)
        #expect(rows[1].text == "Ana 12 3")
        #expect(rows[1][property: "rowAlignment"] == .string("top"))
    }
}

struct RingScreen: View {
    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            VStack {
                Circle().frame(width: side * 0.8, height: side * 0.8)
                Text("Side \(Int(side)) of \(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
    }
}

@MainActor @Suite struct GeometryReaderTests {
    @Test func theContentLaysOutAgainstTheMeasuredSize() throws {
        let host = ViewHost(RingScreen())
        // Laid out in the default window before the first state a test sees.
        try host.find(text: "Side 390 of 390×844")
        // A size acted out stays until layout gives the reader another.
        try host.find(text: "Side 390 of 390×844").resize(to: CGSize(width: 300, height: 500))
        try host.find(text: "Side 300 of 300×500")
        let reader = try #require(host.findAll(kind: .geometryReader).first)
        #expect(reader[property: "size"] == .size(width: 300, height: 500))
        // Bad measurements are refused and change nothing.
        host.graph.send(HostEvent(element: reader.element.id, kind: .setText("-3 nan")))
        try host.find(text: "Side 300 of 300×500")
    }
}
