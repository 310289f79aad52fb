// Swift 5 language mode, `import SwiftUI`: iOS 17's `visualEffect` and `scrollTransition`
// as apps write them (Apple's own examples among them): effects worked out from a view's
// geometry, drawn as the drawing modifiers are, without moving the layout.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

/// The drawing a view gets: its transforms, opacity and filters, in order.
@MainActor private func drawing(_ element: ElementProxy) -> [ElementProperty] {
    let names: Set<PropertyName> = [.transform, .rotation3DEffect, .opacity, .filter]
    return element.element.properties.filter { names.contains($0.name) }
}

private struct Tile: View {
    @State private var taps = 0
    var body: some View {
        Button("Taps \(taps)") { taps += 1 }.frame(width: 80, height: 40)
    }
}

@MainActor @Suite struct VisualEffectTests {
    @Test func aViewOffsetByItsOwnSizeIsDrawnThereAndKeepsItsPlace() throws {
        // Apple's example: the top left corner appears where the bottom right one was.
        let host = ViewHost(VStack {
            Color.blue.frame(width: 40, height: 20).id("laid out")
            Color.red.frame(width: 40, height: 20).id("moved")
                .visualEffect { content, proxy in content.offset(x: proxy.size.width, y: proxy.size.height) }
        })
        let reference = ViewHost(Color.red.frame(width: 40, height: 20)
            .transformEffect(CGAffineTransform(translationX: 40, y: 20))
            .rotation3DEffect(.zero, axis: (x: 0, y: 0, z: 1))
            .opacity(1).blur(radius: 0).brightness(0).contrast(1).saturation(1).grayscale(0).hueRotation(.zero)
            .id("moved"))
        let moved = try host.find(id: "moved")
        #expect(drawing(moved) == drawing(try reference.find(id: "moved")))
        // The layout is the one without the effect: right under the first view.
        #expect(try moved.frame.minY == host.find(id: "laid out").frame.maxY + 8)
        #expect(moved.frame.size == CGSize(width: 40, height: 20))
    }

    @Test func stepsComposeInOrderAndFiltersCombine() throws {
        let host = ViewHost(Color.red.frame(width: 100, height: 50).id("effect")
            .visualEffect { content, _ in
                content
                    .scaleEffect(2, anchor: .topLeading)
                    .offset(x: 10)
                    .opacity(0.5).opacity(0.5)
                    .brightness(0.1).brightness(0.2)
                    .grayscale(0.5).grayscale(0.5)
                    .hueRotation(.degrees(30)).hueRotation(.degrees(60))
                    .blur(radius: 3).blur(radius: 4)
            })
        // Scaled about the top leading corner, then moved: x' = 2x + 10.
        let reference = ViewHost(Color.red.frame(width: 100, height: 50)
            .transformEffect(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
            .rotation3DEffect(.zero, axis: (x: 0, y: 0, z: 1))
            .opacity(0.25).blur(radius: 5).brightness(0.1 + 0.2).contrast(1).saturation(1).grayscale(0.75)
            .hueRotation(.degrees(90))
            .id("effect"))
        #expect(drawing(try host.find(id: "effect")) == drawing(try reference.find(id: "effect")))
    }

    @Test func anEffectOfTheGlobalFrameSettlesAndTheContentKeepsItsState() throws {
        let host = ViewHost(VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            Tile().id("tile")
                .visualEffect { content, proxy in
                    content.opacity(proxy.frame(in: .global).minY > 0 ? 0.5 : 1)
                        .rotationEffect(.degrees(proxy.frame(in: .global).minY > 0 ? 10 : 0))
                }
        })
        let tile = try host.find(id: "tile")
        #expect(tile[property: "opacity"] == .number(0.5))
        try host.find(button: "Taps 0").tap()
        try host.find(button: "Taps 1").tap()
        try host.find(button: "Taps 2")
        #expect(try host.find(id: "tile")[property: "opacity"] == .number(0.5))

        // An offset that grows with the view's place: the place read is the laid-out one,
        // which the offset does not move, so it does not feed on itself.
        let sliding = ViewHost(VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            Color.red.frame(width: 20, height: 20).id("slide")
                .visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY / 10) }
        })
        let slide = try sliding.find(id: "slide")
        #expect(slide[property: "transform"] == .transform(.affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: slide.frame.minY / 10)))
    }

    @Test func aScrollTransitionDrawsItsViewsAsFullyShown() throws {
        let host = ViewHost(ScrollView {
            VStack {
                ForEach(0..<3) { index in
                    Text("Card \(index)").id(index)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.75)
                        }
                        .scrollTransition(.animated.threshold(.visible(0.9)), axis: .vertical) { content, phase in
                            content.offset(y: phase.value * 40)
                        }
                        .scrollTransition(topLeading: .interactive, bottomTrailing: .identity) { content, phase in
                            content.blur(radius: phase.isIdentity ? 0 : 8)
                        }
                }
            }
        })
        // What the same effects draw in the identity phase, written out.
        let shown = ViewHost(Text("Card 0").id(0)
            .visualEffect { content, _ in content.opacity(1).scaleEffect(1) }
            .visualEffect { content, _ in content.offset(y: 0) }
            .visualEffect { content, _ in content.blur(radius: 0) })
        for index in 0..<3 {
            #expect(drawing(try host.find(id: index)) == drawing(try shown.find(id: 0)))
        }
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(!ScrollTransitionPhase.topLeading.isIdentity)
        _ = ScrollTransitionConfiguration.Threshold.centered.inset(by: 10).interpolated(towards: .hidden, amount: 0.5)
    }
}
