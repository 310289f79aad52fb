// iOS 26's bar and label modifiers as apps use them: a subtitle under the navigation title,
// a bar at a view's edge, the space in labels, and the scroll edge effect the page has no
// use for; and `safeAreaInset`'s alignment.
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

@MainActor
@Suite struct BarsAndLabelsTests {
    @Test func aSubtitleSitsUnderTheTitleInlineAndLarge() throws {
        struct Inbox: View {
            let inline: Bool
            var body: some View {
                NavigationStack {
                    List { Text("Hello") }
                        .navigationTitle("Inbox")
                        .navigationSubtitle("3 unread")
                        .navigationBarTitleDisplayMode(inline ? .inline : .large)
                }
            }
        }
        for inline in [true, false] {
            let host = ViewHost(Inbox(inline: inline))
            let title = try host.find(id: "navigation-title").frame
            let subtitle = try host.find(id: "navigation-subtitle")
            #expect(subtitle.text == "3 unread")
            #expect(subtitle.frame.minY >= title.maxY)
            if inline { #expect(abs(subtitle.frame.midX - title.midX) < 1) } else { #expect(subtitle.frame.minX == title.minX) }
        }
        // The other spellings.
        let text = ViewHost(NavigationStack { Text("x").navigationTitle("T").navigationSubtitle(Text("from Text")) })
        _ = try text.find(text: "from Text")
        let name = "from a String"
        let string = ViewHost(NavigationStack { Text("x").navigationTitle("T").navigationSubtitle(name) })
        _ = try string.find(text: "from a String")
        let resource = ViewHost(NavigationStack {
            Text("x").navigationTitle("T").navigationSubtitle(LocalizedStringResource("from a resource"))
        })
        _ = try resource.find(text: "from a resource")
    }

    @Test func aBarAndAnInsetSitAtTheirEdgeAsTheirAlignmentSays() throws {
        let host = ViewHost(ScrollView { Text("Content").frame(maxWidth: .infinity) }
            .safeAreaBar(edge: .bottom, alignment: .trailing) { Button("Compose") {} }
            .safeAreaInset(edge: .top, alignment: .leading) { Text("Filters") }
            .safeAreaBar(edge: .leading) { Text("Side") }
            .frame(width: 300, height: 400))
        let compose = try host.find(button: "Compose").frame
        let filters = try host.find(text: "Filters").frame
        let content = try host.find(text: "Content").frame
        let side = try host.find(text: "Side").frame
        #expect(compose.minY > content.maxY && abs(compose.maxX - content.maxX) < 1)
        #expect(filters.maxY <= content.minY && abs(filters.minX - content.minX) < 1)
        #expect(side.maxX <= content.minX)
    }

    @Test func labelsTakeTheirIconToTitleSpacing() throws {
        let host = ViewHost(VStack {
            Label("Wide", systemImage: "star").labelIconToTitleSpacing(20)
            Label("Default", systemImage: "star")
        })
        let wide = try host.find(text: "Wide").frame
        let normal = try host.find(text: "Default").frame
        let icons = host.findAll(kind: .image).map(\.frame)
        try #require(icons.count == 2)
        #expect(abs((wide.minX - icons[0].maxX) - 20) < 0.5)
        #expect(abs((normal.minX - icons[1].maxX) - 6) < 0.5)
        // A label style of the app's reads it.
        struct SpacingReader: View {
            @Environment(\.labelIconToTitleSpacing) var spacing
            var body: some View { Text("spacing \(spacing.map { "\(Int($0))" } ?? "default")") }
        }
        let reader = ViewHost(VStack { SpacingReader().labelIconToTitleSpacing(12); SpacingReader() })
        _ = try reader.find(text: "spacing 12")
        _ = try reader.find(text: "spacing default")
    }

    @Test func scrollEdgeEffectsChangeNothingOnThePage() throws {
        let plain = ViewHost(ScrollView { Text("Row") }.frame(height: 100))
        let styled = ViewHost(ScrollView { Text("Row") }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .scrollEdgeEffectHidden(true, for: .bottom)
            .frame(height: 100))
        #expect(try plain.find(text: "Row").frame == styled.find(text: "Row").frame)
        #expect(ScrollEdgeEffectStyle.hard != .soft && ScrollEdgeEffectStyle.automatic == .automatic)
    }
}
