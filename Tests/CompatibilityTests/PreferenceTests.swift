// Swift 5 language mode, `import SwiftUI`: preferences as real apps use them.
import SwiftUI
import Testing
import TrellisTesting

struct TotalKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

struct TitleKey: PreferenceKey {
    static var defaultValue: String? = nil
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

struct WidestKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Totals: View {
    @State private var counts = [1, 2, 3]
    @State private var total = 0
    @State private var changes = 0

    var body: some View {
        VStack {
            ForEach(counts.indices, id: \.self) { index in
                Text("Count \(counts[index])").preference(key: TotalKey.self, value: counts[index])
            }
            Button("More") { counts[0] += 10 }
            Text("Total \(total) after \(changes) changes")
        }
        .onPreferenceChange(TotalKey.self) { value in
            total = value
            changes += 1
        }
    }
}

private struct Screen: View {
    let title: String
    var body: some View {
        Text(title).preference(key: TitleKey.self, value: title)
    }
}

private struct TitledScreens: View {
    @State private var shown = "Inbox"
    @State private var title: String?

    var body: some View {
        VStack {
            Text("Title: \(title ?? "none")")
            Screen(title: shown)
                .transformPreference(TitleKey.self) { value in value = value.map { $0.uppercased() } }
            Button("Archive") { shown = "Archive" }
        }
        .onPreferenceChange(TitleKey.self) { title = $0 }
    }
}

/// Buttons as wide as the widest, through a preference read from a `GeometryReader`.
private struct EqualWidthButtons: View {
    @State private var width: CGFloat?

    var body: some View {
        VStack {
            ForEach(["OK", "Cancel", "Try something else"], id: \.self) { title in
                Text(title)
                    .fixedSize()
                    .background(GeometryReader { proxy in
                        Color.clear.preference(key: WidestKey.self, value: proxy.size.width)
                    })
                    .frame(width: width)
                    .id(title)
            }
        }
        .onPreferenceChange(WidestKey.self) { width = $0 }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test func siblingsValuesAreReducedInOrderAndReadAfterTheUpdate() throws {
        let host = ViewHost(Totals())
        #expect(host.contains(text: "Total 6 after 1 changes"))
        try host.find(button: "More").tap()
        #expect(host.contains(text: "Total 16 after 2 changes"))
        // Nothing changed: the action is not called again.
        host.flush()
        #expect(host.contains(text: "Total 16 after 2 changes"))
    }

    @Test func transformPreferenceChangesWhatTheContentGives() throws {
        let host = ViewHost(TitledScreens())
        #expect(host.contains(text: "Title: INBOX"))
        try host.find(button: "Archive").tap()
        #expect(host.contains(text: "Title: ARCHIVE"))
    }

    @Test func anOuterPreferenceReplacesTheValuesInside() throws {
        var seen: [Int] = []
        let host = ViewHost(VStack {
            Text("a").preference(key: TotalKey.self, value: 5)
            Text("b").preference(key: TotalKey.self, value: 7)
        }
        .preference(key: TotalKey.self, value: 1)
        .onPreferenceChange(TotalKey.self) { seen.append($0) })
        #expect(host.contains(text: "a"))
        #expect(seen == [1])
    }

    @Test func overlayPreferenceValueDrawsFromTheValue() throws {
        let host = ViewHost(VStack {
            Text("x").preference(key: TotalKey.self, value: 4)
            Text("y").preference(key: TotalKey.self, value: 5)
        }
        .overlayPreferenceValue(TotalKey.self) { total in Text("Overlay \(total)") }
        .backgroundPreferenceValue(TotalKey.self) { total in Text("Background \(total)") })
        #expect(host.contains(text: "Overlay 9"))
        #expect(host.contains(text: "Background 9"))
    }

    @Test func aPreferenceWithNoWriterReadsTheDefault() throws {
        let host = ViewHost(Text("plain").overlayPreferenceValue(TitleKey.self) { title in Text(title ?? "untitled") })
        #expect(host.contains(text: "untitled"))
    }

    @Test func buttonsBecomeAsWideAsTheWidestThroughAGeometryPreference() throws {
        let host = ViewHost(EqualWidthButtons())
        let widths = try ["OK", "Cancel", "Try something else"].map { try host.find(id: $0).frame.width }
        #expect(widths[0] == widths[2] && widths[1] == widths[2])
        #expect(widths[2] > 100)
    }
}
