import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

// Drawing: Path geometry, user shapes through path(in:), fill / stroke / strokeBorder,
// named colours.

/// The usual first custom shape of a SwiftUI tutorial.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// An insettable user shape: a diamond.
private struct Diamond: InsettableShape {
    var amount: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: amount, dy: amount)
        return Path { path in
            path.addLines([CGPoint(x: r.midX, y: r.minY), CGPoint(x: r.maxX, y: r.midY),
                           CGPoint(x: r.midX, y: r.maxY), CGPoint(x: r.minX, y: r.midY)])
            path.closeSubpath()
        }
    }
    func inset(by amount: CGFloat) -> Diamond { Diamond(amount: self.amount + amount) }
}

private struct Drawing: View {
    @State private var big = false
    var body: some View {
        VStack {
            Triangle().fill(Color.red).frame(width: big ? 200 : 100, height: 50)
            Triangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
            Diamond().strokeBorder(Color.green, lineWidth: 10).frame(width: 100, height: 100)
            Triangle().foregroundColor(.orange)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
            }
            .stroke(lineWidth: 2)
            Circle().strokeBorder(Color.purple, lineWidth: 4)
            Button("Grow") { big.toggle() }
        }
    }
}

@MainActor @Suite struct DrawingTests {
    @Test func pathsRecordMovesLinesCurvesAndCloses() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12), control2: CGPoint(x: 2, y: 12))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0 l 15 5 10 10 q 8 12 2 12 0 10 c h")
        #expect(Path(path.description) == path)
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        #expect(path._svgData == "M0 0L10 0Q15 5 10 10C8 12 2 12 0 10Z")
        // The quadratic curve bulges to x = 12.5; control points themselves are not bounds.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 12.5, height: 11.5))
        #expect(Path("0 0 m 1 q") == nil)
    }

    @Test func rectanglesEllipsesAndArcsAreExactGeometry() {
        let rect = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect.description == "10 20 m 40 20 l 40 60 l 10 60 l h")
        #expect(rect.contains(CGPoint(x: 25, y: 40)))
        #expect(!rect.contains(CGPoint(x: 5, y: 40)))

        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ellipse.boundingRect.width.rounded() == 100 && ellipse.boundingRect.height.rounded() == 50)
        #expect(ellipse.contains(CGPoint(x: 50, y: 25)))
        #expect(!ellipse.contains(CGPoint(x: 3, y: 3)))   // outside the curve, inside the box

        // A quarter arc from 0° to 90° (y down): from (10, 0) to (0, 10) around the origin.
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(arc.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
        // Clockwise the other way round: three quarters, passing through (0, -10).
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(long.boundingRect.minY.rounded() == -10 && long.boundingRect.minX.rounded() == -10)

        // A rounded corner between two tangents.
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(corner.currentPoint.map { abs($0.x - 10) < 1e-9 && abs($0.y - 4) < 1e-9 } == true)

        let rounded = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(rounded.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(rounded.contains(CGPoint(x: 5, y: 5)))

        // A quadratic arch from (0, 0) to (100, 0), bulging to y = 50: inside under its top.
        var arch = Path()
        arch.move(to: .zero)
        arch.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        arch.closeSubpath()
        #expect(arch.contains(CGPoint(x: 50, y: 45)))
        #expect(!arch.contains(CGPoint(x: 50, y: 55)))
        #expect(arch.contains(CGPoint(x: 15, y: 10)))

        let moved = rect.applying(CGAffineTransform(translationX: 5, y: -5)).offsetBy(dx: 1, dy: 1)
        #expect(moved.boundingRect == CGRect(x: 16, y: 16, width: 30, height: 40))
    }

    @Test func trimmingKeepsPartOfTheOutline() {
        // Half of a 10×10 square's outline, from the top-left corner: the top and right sides.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).description == "0 0 m 10 0 l 10 10 l")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "5 0 m 10 0 l 10 5 l")
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        // A quarter of a circle's length ends a quarter of the way round (curves cut exactly).
        let ring = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let end = ring.currentPoint ?? .zero
        #expect(abs(end.x - 50) < 0.5 && abs(end.y - 100) < 0.5)
        let host = ViewHost(Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 100))
        let shape = host.findAll(kind: .shape)[0]
        #expect(shape[property: "path"].map { "\($0)".hasPrefix("\"M100 50C") } == true)
    }

    @Test func userShapesAreDrawnFromTheirPath() throws {
        let host = ViewHost(Drawing())
        let shapes = host.findAll(kind: .shape)
        #expect(shapes.count == 6)
        // A fixed frame: the path is computed for that rectangle.
        #expect(shapes[0][property: "path"] == .string("M50 0L100 50L0 50Z"))
        #expect(shapes[0][property: "viewBox"] == nil)
        #expect(shapes[0][property: "fill"] == .color(.red))
        // No fixed frame: a 100×100 square the host stretches to the frame.
        #expect(shapes[1][property: "path"] == .string("M50 0L100 100L0 100Z"))
        #expect(shapes[1][property: "viewBox"] == .string("0 0 100 100"))
        #expect(shapes[1][property: "stroke"] == .color(.blue))
        #expect(shapes[1][property: "lineWidth"] == .number(3))
        #expect(shapes[1][property: "lineCap"] == .string("round"))
        #expect(shapes[1][property: "dash"] == .numbers([4, 2]))
        // strokeBorder insets the user's shape by half the line width.
        #expect(shapes[2][property: "path"] == .string("M50 5L95 50L50 95L5 50Z"))
        #expect(shapes[2][property: "stroke"] == .color(.green))
        // Unpainted: the foreground colour.
        #expect(shapes[3][property: "fill"] == .color(.orange))
        // A Path view keeps its own coordinates.
        #expect(shapes[4][property: "path"] == .string("M0 0Q10 10 20 0"))
        #expect(shapes[4][property: "viewBox"] == nil)
        #expect(shapes[4][property: "stroke"] == .color(.primary))
        // Built-in shapes keep their native form, inset for strokeBorder.
        #expect(shapes[5][property: "shape"] == .string("circle"))
        #expect(shapes[5][property: "inset"] == .number(2))
        #expect(shapes[5][property: "lineWidth"] == .number(4))

        // A new frame: a new path.
        try host.find(button: "Grow").tap()
        #expect(host.findAll(kind: .shape)[0][property: "path"] == .string("M100 0L200 50L0 50Z"))
    }

    @Test func namedColorsComeFromTheRegistryOrWarn() throws {
        NamedColors.register("Brand", Color(red: 0.9, green: 0.3, blue: 0.2))
        #expect(Color("Brand") == Color(red: 0.9, green: 0.3, blue: 0.2))

        struct Swatch: View {
            var body: some View { Text("Hi").foregroundColor(Color("NoSuchColour")) }
        }
        let host = ViewHost(Swatch())
        #expect(try host.find(text: "Hi")[property: "foregroundColor"] == .color(NamedColors.missing))
        #expect(host.warnings.contains { $0.contains("No color named 'NoSuchColour'") })
    }

    @Test func assetCatalogColourSetsLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-assets-\(UUID())/Assets.xcassets")
        let set = folder.appendingPathComponent("Palette/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"0.500","red":"255"}},"idiom":"universal"},
                   {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"components":{"alpha":"1","blue":"0","green":"0","red":"0"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        #expect(try NamedColors.loadAssetCatalog(at: folder) == 1)
        let accent = Color("Accent")
        #expect(accent.red == 1 && accent.green == 0.5 && abs(accent.blue - 128.0 / 255) < 1e-9)
    }

    // MARK: strokedPath

    @Test func aStrokedLineCoversItsWidthAndItsCaps() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(butt.contains(CGPoint(x: 50, y: 4.5)))
        #expect(!butt.contains(CGPoint(x: 50, y: 5.5)))
        #expect(!butt.contains(CGPoint(x: -1, y: 0)))
        #expect(butt.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        let square = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(square.contains(CGPoint(x: -4, y: 4)) && square.contains(CGPoint(x: 104, y: -4)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: -4, y: 0)))
        #expect(!round.contains(CGPoint(x: -4, y: 4)))               // outside the cap's half circle
    }

    @Test func cornersAreJoinedAsTheStyleSays() {
        var corner = Path()
        corner.move(to: .zero)
        corner.addLine(to: CGPoint(x: 50, y: 0))
        corner.addLine(to: CGPoint(x: 50, y: 50))
        let outside = CGPoint(x: 54, y: -4)                          // near the outer corner's tip
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter)).contains(outside))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(outside))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).contains(outside))
        #expect(corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).contains(CGPoint(x: 53.4, y: -3.4)))
        // A miter past the limit is bevelled: a 90° corner's miter is √2 the width.
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1.2)).contains(outside))
    }

    @Test func dashesAndClosedOutlines() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)) && dashed.contains(CGPoint(x: 25, y: 0)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5))
        #expect(shifted.contains(CGPoint(x: 2, y: 0)) && !shifted.contains(CGPoint(x: 7, y: 0)))

        let frame = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(frame.contains(CGPoint(x: 0, y: 50)) && frame.contains(CGPoint(x: 100, y: 50)))
        #expect(!frame.contains(CGPoint(x: 50, y: 50)))              // the inside is not stroked
        #expect(frame.contains(CGPoint(x: -4, y: -4)))               // the closing corner is joined too
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
    }
}
