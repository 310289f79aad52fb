// A canvas drawing tagged views (symbols) through filters, and Metal shaders accepted, as a
// Swift 5 iOS 17 app writes them, importing only SwiftUI.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Blobs: View {
    var body: some View {
        Canvas { (context: inout GraphicsContext, size: CGSize) in
            if let dot: GraphicsContext.ResolvedSymbol = context.resolveSymbol(id: 1) {
                context.draw(dot, at: CGPoint(x: 50, y: 50))
                context.draw(dot, in: CGRect(x: 100, y: 0, width: 40, height: 40))
            }
            #expect(context.resolveSymbol(id: 99) == nil)
            context.addFilter(.alphaThreshold(min: 0.4, color: .yellow))
            context.addFilter(.blur(radius: 4))
            context.drawLayer { layer in
                if let label = layer.resolveSymbol(id: "label") { layer.draw(label, at: CGPoint(x: 20, y: 120), anchor: .topLeading) }
                if let second = layer.resolveSymbol(id: 7) { layer.draw(second, at: CGPoint(x: 10, y: 10)) }
            }
        } symbols: {
            Circle().fill(Color.red).frame(width: 20, height: 20).tag(1)
            Text("Hi").tag("label")
            ForEach([7, 8], id: \.self) { Text("Row \($0)") }
        }
        .frame(width: 200, height: 200)
    }
}

/// Every filter a canvas draws, on one layer each.
private struct FilteredStrip: View {
    var body: some View {
        Canvas { context, _ in
            let filters: [GraphicsContext.Filter] = [
                .shadow(color: .black, radius: 2, x: 1, y: 1), .brightness(0.2), .contrast(0.5), .saturation(0.3),
                .grayscale(1), .hueRotation(.degrees(90)), .colorInvert(), .colorMultiply(.red),
                .projectionTransform(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))),
                .blur(radius: 3, options: .opaque), .alphaMultiply(.red), .luminanceToAlpha,
                .colorShader(ShaderLibrary.tint(.color(.red))),
            ]
            for (index, filter) in filters.enumerated() {
                var layer = context
                layer.addFilter(filter, options: .linearColor)
                layer.draw(Text("F\(index)"), at: CGPoint(x: 10, y: 10 * Double(index)))
            }
        }
        .frame(width: 100, height: 200)
    }
}

private struct ShadedCard: View {
    var body: some View {
        VStack {
            Text("Glow").colorEffect(ShaderLibrary.default.glow(.float(1), .color(.red)))
            Text("Wave").distortionEffect(ShaderLibrary.wave(.float2(1, 2), .boundingRect), maxSampleOffset: CGSize(width: 4, height: 4))
            Rectangle().fill(ShaderLibrary.bundle(.main).noise(.color(.blue), .floatArray([1, 2])))
        }
    }
}

@MainActor @Suite struct CanvasSymbolsTests {
    @Test func symbolsAreDrawnByTagAsOftenAsAskedAndALayerGoesThroughTheFilters() throws {
        let host = ViewHost(Blobs())
        // The dot twice, the label once and a ForEach row by its id; tag 99 names nothing.
        #expect(host.findAll(kind: .shape).count == 2)
        let label = try host.find(text: "Hi")
        _ = try host.find(text: "Row 7")
        #expect(!host.contains(text: "Row 8"))
        // The layer is drawn through the blur (the alpha threshold is not drawn here).
        var ancestor = label.element.parent
        var filters: [PropertyValue] = []
        while let current = ancestor {
            filters += current.properties.filter { $0.name == .filter }.map(\.value)
            ancestor = current.parent
        }
        #expect(filters == [.filter(.blur(radius: 4))])
        // The canvas keeps what it was given.
        let canvas = Canvas(renderer: { _, _ in }, symbols: { Text("S").tag(0) })
        _ = canvas.renderer
        #expect(type(of: canvas.symbols) == type(of: Text("S").tag(0)))
    }

    @Test func eachFilterADrawnOperationGoesThroughIsTheModifierOfItsName() throws {
        let host = ViewHost(FilteredStrip())
        func effects(_ index: Int) throws -> [ElementProperty] {
            var found: [ElementProperty] = []
            var element: TestElement? = try host.find(text: "F\(index)").element
            while let current = element, current.kind != .geometryReader {
                found += current.properties.filter { [.filter, .shadow, .colorMultiply, .transform].contains($0.name) }
                element = current.parent
            }
            return found
        }
        #expect(try effects(0).map(\.name) == [.shadow])
        #expect(try effects(1).map(\.value) == [.filter(.brightness(1.2))])   // as the view modifier: 1 + amount
        #expect(try effects(2).map(\.value) == [.filter(.contrast(0.5))])
        #expect(try effects(3).map(\.value) == [.filter(.saturation(0.3))])
        #expect(try effects(4).map(\.value) == [.filter(.grayscale(1))])
        #expect(try effects(5).count == 1)
        #expect(try effects(6).map(\.value) == [.filter(.colorInvert)])
        #expect(try effects(7).map(\.name) == [.colorMultiply])
        #expect(try effects(8).map(\.name) == [.transform])
        #expect(try effects(9).count == 1)
        #expect(GraphicsContext.BlurOptions(rawValue: 2) == .opaque && GraphicsContext.BlurOptions.opaque.rawValue == 2)
        // Not drawn here: the content shows unfiltered.
        #expect(try effects(10).isEmpty && effects(11).isEmpty && effects(12).isEmpty)
    }

    @Test func shadersAreAcceptedAndTheViewsDrawAsTheyAre() throws {
        let host = ViewHost(ShadedCard())
        _ = try host.find(text: "Glow")
        _ = try host.find(text: "Wave")
        let shader = ShaderLibrary.default.glow(.float(1), .color(.red))
        #expect(shader.function.name == "glow" && shader.function.library == .default && shader.arguments.count == 2)
        #expect(shader == ShaderFunction(library: .default, name: "glow")(.float(1), .color(.red)))
        // As a fill it paints its first colour argument.
        let fill = try #require(host.findAll(kind: .shape).first)
        #expect(fill.render().contains("blue") || fill[property: "fill"].map { "\($0)" }?.contains("blue") == true)
    }
}
