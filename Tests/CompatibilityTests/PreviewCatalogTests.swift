// The previews an app declares, found at run time and shown together.
import SwiftUI
import Testing
@_spi(TrellisHost) import TrellisTesting

@MainActor @Suite struct PreviewCatalogTests {
    @Test func everyPreviewInTheProgramIsFoundAndRenders() throws {
        let names = PreviewCatalog.all.map(\.name)
        // The PreviewProvider (named without "_Previews") and the three #Preview macros.
        #expect(names.contains("CounterView"))
        #expect(names.contains("Greeting"))
        #expect(names.contains("Explicit return"))
        #expect(names.contains { $0.hasPrefix("SwiftFiveModeTests.swift:") })
        for entry in PreviewCatalog.all {
            let host = ViewHost(entry.makeView())
            #expect(!host.render().isEmpty, "\(entry.name)")
        }
        let greeting = try #require(PreviewCatalog.all.first { $0.name == "Greeting" })
        #expect(ViewHost(greeting.makeView()).contains(text: "Hello Ana, 3"))
    }
}

/// Sample data for previews, made once (iOS 18's `PreviewModifier`).
private struct SampleLibrary: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["Dune", "Emma"] }

    func body(content: Content, context: [String]) -> some View {
        VStack {
            Text("\(context.count) books")
            content
        }
    }
}

private struct Framed: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding().border(Color.gray)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleLibrary: Self { .modifier(SampleLibrary()) }
}

#Preview("Library", traits: .sampleLibrary, .modifier(Framed()), .sizeThatFitsLayout) {
    Text("Shelf")
}

@MainActor @Suite struct PreviewModifierTests {
    @Test func aPreviewUnderModifiersShowsTheirBodiesWithTheSharedContext() async throws {
        let library = try #require(PreviewCatalog.all.first { $0.name == "Library" })
        let host = ViewHost(library.makeView())
        // The shared context comes from an async function: the preview shows once it is made.
        #expect(!host.contains(text: "Shelf"))
        #expect(await host.wait { host.contains(text: "Shelf") }, "\(host.render())")
        _ = try host.find(text: "2 books")
        #expect(host.render().contains("border"), "\(host.render())")
        // Each modifier's shared context, as the preview got it; `Void` needs no function.
        #expect(try await SampleLibrary.makeSharedContext() == ["Dune", "Emma"])
        try await Framed.makeSharedContext()
        let traits: [PreviewTrait<Preview.ViewTraits>] = [.modifier(Framed()), .sampleLibrary]
        let modifiers: [any PreviewModifier] = [SampleLibrary(), Framed()]
        #expect(traits.count == modifiers.count)
    }
}
