// Swift 5 language mode, `import SwiftUI`: what a new Xcode project and iOS 17 drawing
// code look like.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

/// The shape of Xcode's new-project view: a tinted, large symbol over a greeting.
struct NewProjectView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// iOS 17 layers a stroke over a fill: `.fill(…).stroke(…)`.
struct OutlinedWedges: View {
    var body: some View {
        VStack {
            Wedge().fill(.red).stroke(.black, lineWidth: 4)
            Circle().fill(Color.yellow).stroke(Color.orange, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
        }
    }
}

@MainActor @Suite struct TemplateTests {
    @Test func theNewProjectTemplateShowsATintedLargeSymbol() throws {
        let host = ViewHost(NewProjectView())
        let globe = try #require(host.findAll(kind: .image).first)
        #expect(globe[property: "systemName"] == .string("globe"))
        #expect(globe[property: "imageScale"] == .string("large"))
        #expect(globe[property: "foregroundColor"] == .color(.accentColor))
        try host.find(text: "Hello, world!")
    }

    @Test func aStrokeOverAFillKeepsBoth() {
        let shapes = ViewHost(OutlinedWedges()).findAll(kind: .shape)
        #expect(shapes[0][property: "fill"] == .color(.red))
        #expect(shapes[0][property: "stroke"] == .color(.black))
        #expect(shapes[0][property: "lineWidth"] == .number(4))
        #expect(shapes[1][property: "fill"] == .color(.yellow))
        #expect(shapes[1][property: "dash"] == .numbers([4, 2]))
    }
}
