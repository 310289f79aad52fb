// Swift 5 language mode, `import SwiftUI`: iOS 18's MeshGradient as views and styles,
// and iOS 17's resolved colours.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct MeshGradientTests {
    private let points: [SIMD2<Float>] = [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], [0.5, 0.5], [1, 0.5],
        [0, 1], [0.5, 1], [1, 1],
    ]
    private let colors: [Color] = [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint]

    @Test func aMeshFillsItsFrameWithItsVerticesColours() throws {
        let host = ViewHost(VStack {
            MeshGradient(width: 3, height: 3, points: points, colors: colors).frame(width: 120, height: 90).id("mesh")
            Text("Card").background(MeshGradient(width: 3, height: 3, points: points, colors: colors, background: .black)).id("card")
        })
        let mesh = try host.find(id: "mesh")
        #expect(mesh.frame.size == CGSize(width: 120, height: 90))
        guard case .gradient(let paint)? = mesh[property: "gradient"],
              case .mesh(let columns, let rows, let vertices, let background) = paint.geometry else {
            Issue.record("no mesh painted: \(String(describing: mesh[property: "gradient"]))")
            return
        }
        #expect(columns == 3 && rows == 3 && background == .clear)
        #expect(vertices.count == 9 && vertices[4] == UnitPoint(x: 0.5, y: 0.5) && vertices[8] == .bottomTrailing)
        #expect(paint.stops.map(\.color) == colors)
        guard case .gradient(let cardPaint)? = try host.find(id: "card")[property: "backgroundGradient"],
              case .mesh(_, _, _, let cardBackground) = cardPaint.geometry else {
            Issue.record("the card's background is not the mesh")
            return
        }
        #expect(cardBackground == .black)
    }

    @Test func bezierPointsAndResolvedColoursPlaceTheSameVertices() {
        let bezier = points.map {
            MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0, topControlPoint: $0, trailingControlPoint: $0, bottomControlPoint: $0)
        }
        let resolved = colors.map { $0.resolve(in: EnvironmentValues()) }
        let plain = MeshGradient(width: 3, height: 3, points: points, colors: colors)
        let curved = MeshGradient(width: 3, height: 3, bezierPoints: bezier, resolvedColors: resolved, smoothsColors: false,
                                  colorSpace: .perceptual)
        #expect(plain._paint.geometry == curved._paint.geometry)
        #expect(zip(plain._paint.stops, curved._paint.stops).allSatisfy { abs($0.color.red - $1.color.red) < 0.001 })
        #expect(curved.width == 3 && curved.height == 3 && !curved.smoothsColors && curved.colorSpace == .perceptual)
        if case .bezierPoints(let stored) = curved.locations { #expect(stored.count == 9) } else { Issue.record("points lost") }
    }

    @Test func aResolvedColourHasItsComponentsAndTheirLinearValues() {
        let resolved = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
        #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0 && resolved.opacity == 1)
        #expect(abs(resolved.linearGreen - 0.214) < 0.001)
        var darker = resolved
        darker.linearRed = 0.214
        #expect(abs(darker.red - 0.5) < 0.001)
        #expect(Color(resolved) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0, blue: 0).red > 0.49)
        #expect(resolved.description == "#FF8000FF")
    }
}
