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
