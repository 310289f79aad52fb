import Foundation
import Trellis

// The "Tabs" demo: a TabView of three tabs with Label items, tags and a selection
// binding, a badge, and state that each tab keeps while another is shown.

/// Three tabs: a counter, an inbox with a badge, and a profile.
public struct TabsDemo: View {
    enum Tab: Hashable { case home, inbox, profile }
    @State private var selection = Tab.home
    @State private var unread = ["Lunch on Friday?", "Your order shipped", "Weekly report"]
    @State private var taps = 0

    public init() {}

    public var body: some View {
        TabView(selection: $selection) {
            VStack(spacing: 12) {
                Text("Home").font(.title).bold()
                Text("Tapped \(taps) times")
                Button("Tap") { taps += 1 }
                    .buttonStyle(.borderedProminent)
                Button("Open the inbox") { selection = .inbox }
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Tab.home)

            VStack(alignment: .leading, spacing: 12) {
                Text("Inbox").font(.title).bold()
                ForEach(unread, id: \.self) { message in
                    HStack {
                        Text(message)
                        Spacer()
                        Button("Read") { unread.removeAll { $0 == message } }
                    }
                }
                if unread.isEmpty { Text("All caught up") }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread.count)
            .tag(Tab.inbox)

            VStack(spacing: 12) {
                Image(systemName: "person.crop.circle").font(.largeTitle)
                Text("Profile").font(.title).bold()
                Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 6) {
                    GridRow {
                        Text("Taps").foregroundColor(.secondary)
                        Text("\(taps)").accessibilityIdentifier("stat-taps")
                    }
                    Divider()
                    GridRow {
                        Text("Unread messages").foregroundColor(.secondary)
                        Text("\(unread.count)").accessibilityIdentifier("stat-unread")
                    }
                }
            }
            .tabItem { Label("Profile", systemImage: "person") }
            .tag(Tab.profile)
        }
        .frame(minHeight: 360)
    }
}
