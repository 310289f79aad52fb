// Swift 5 language mode, `import SwiftUI`: reading geometry after layout — frames in
// other spaces, anchors, onGeometryChange.
import SwiftUI
import Testing
import TrellisTesting

private struct GlobalFrameReader: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            GeometryReader { proxy in
                let global = proxy.frame(in: .global)
                let card = proxy.frame(in: .named("card"))
                VStack {
                    Text("global \(Int(global.minX)),\(Int(global.minY)) \(Int(global.width))×\(Int(global.height))")
                    Text("card \(Int(card.minX)),\(Int(card.minY))")
                    Text("local \(Int(proxy.frame(in: .local).minY))")
                }
            }
            .padding(20)
        }
        .coordinateSpace(name: "card")
    }
}

struct SelectedTabKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Tabs with an underline that follows the selected one, drawn from an anchor preference.
private struct UnderlinedTabs: View {
    @State private var selected = "One"

    var body: some View {
        HStack(spacing: 0) {
            ForEach(["One", "Two", "Three"], id: \.self) { title in
                Button(title) { selected = title }
                    .foregroundColor(selected == title ? .blue : .primary)
                    .frame(width: 100, height: 40)
                    .anchorPreference(key: SelectedTabKey.self, value: .bounds) { anchor in
                        selected == title ? anchor : nil
                    }
            }
        }
        .overlayPreferenceValue(SelectedTabKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let frame = proxy[anchor]
                    Rectangle()
                        .frame(width: frame.width, height: 2)
                        .id("underline")
                        .offset(x: frame.minX, y: frame.maxY - 2)
                }
            }
        }
    }
}

private struct SizeReporter: View {
    @State private var reported = CGSize.zero
    @State private var wide = false

    var body: some View {
        VStack {
            Rectangle()
                .frame(width: wide ? 200 : 100, height: 50)
                .onGeometryChange(for: CGSize.self) { $0.size } action: { reported = $0 }
            Text("reported \(Int(reported.width))×\(Int(reported.height))")
            Button("Widen") { wide = true }
        }
    }
}

@MainActor
@Suite("Geometry")
struct GeometryTests {
    @Test func aReaderKnowsItsFrameInTheWindowAndInNamedSpaces() throws {
        let host = ViewHost(GlobalFrameReader())
        #expect(host.contains(text: "global 20,120 350×704"))
        #expect(host.contains(text: "card 20,120"))
        #expect(host.contains(text: "local 0"))
    }

    @Test func anAnchorPreferenceLetsAnOverlayFollowTheSelectedView() throws {
        let host = ViewHost(UnderlinedTabs())
        // The tabs are 300 wide, centred: they start at x 45, y 402.
        #expect(try host.find(id: "underline").frame == CGRect(x: 45, y: 440, width: 100, height: 2))
        try host.find(button: "Three").tap()
        #expect(try host.find(id: "underline").frame == CGRect(x: 245, y: 440, width: 100, height: 2))
    }

    @Test func onGeometryChangeReportsTheSizeAndItsChanges() throws {
        let host = ViewHost(SizeReporter())
        #expect(host.contains(text: "reported 100×50"))
        try host.find(button: "Widen").tap()
        #expect(host.contains(text: "reported 200×50"))
    }
}
