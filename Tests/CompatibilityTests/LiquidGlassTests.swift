// iOS 26's Liquid Glass as apps written for it use it, drawn as the page's nearest
// material: a translucent fill over a backdrop blur, clipped to the glass's shape.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

private struct Toolbar26: View {
    @Namespace private var glass
    var body: some View {
        NavigationStack {
            GlassEffectContainer(spacing: 20) {
                HStack {
                    Label("Flag", systemImage: "flag.fill").padding().glassEffect()
                    Text("Eraser").glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 16))
                        .glassEffectID("eraser", in: glass)
                    Text("Plain").glassEffect(.identity)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
                    .sharedBackgroundVisibility(SwiftUICore.Visibility.hidden)
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
    }
}

private struct PlacementReader: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement
    var body: some View {
        Text("Now playing, \(placement == .expanded ? "expanded" : placement == .inline ? "inline" : "nowhere")")
    }
}

@MainActor @Suite struct LiquidGlassTests {
    @Test func glassIsDrawnBehindItsViewInItsShape() throws {
        let host = ViewHost(Toolbar26())
        let rendered = host.render()
        // Two views on glass: a capsule (the default shape) and a rounded rectangle.
        #expect(rendered.components(separatedBy: "backgroundMaterial").count - 1 == 2, "\(rendered)")
        #expect(rendered.contains(#"shape: "capsule""#), "\(rendered)")
        #expect(rendered.contains("fill: orange.opacity(0.45)"), "\(rendered)")
        // `.identity` is no glass.
        let plain = try host.find(text: "Plain")
        #expect(plain.element.parent?.kind != .layered, "\(plain.render())")
        #expect(Glass.regular.tint(.red) != Glass.regular && Glass.clear.interactive() == Glass.clear.interactive(true))
    }

    @Test func toolbarSpacersSitBetweenItems() throws {
        let host = ViewHost(Toolbar26())
        _ = try host.find(button: "Share")
        _ = try host.find(button: "Edit")
        #expect(host.findAll(kind: .spacer).count >= 1, "\(host.render())")
    }

    @Test func glassButtonsAndTheTabBarsAccessory() throws {
        let host = ViewHost(VStack {
            Button("Go") {}.buttonStyle(.glass)
            Button("Buy") {}.buttonStyle(.glassProminent)
            TabView {
                Text("Library").tabItem { Label("Library", systemImage: "books.vertical") }
            }
            .tabBarMinimizeBehavior(.onScrollDown)
            .tabViewBottomAccessory { PlacementReader() }
            TabView { Text("Albums") }.tabViewBottomAccessory(isEnabled: false) { Text("Hidden player") }
        })
        #expect(try host.find(button: "Go")[property: "buttonStyle"] == .string("glass"))
        #expect(try host.find(button: "Buy")[property: "buttonStyle"] == .string("glassProminent"))
        _ = try host.find(text: "Now playing, expanded")
        #expect(!host.contains(text: "Hidden player"))
    }
}
