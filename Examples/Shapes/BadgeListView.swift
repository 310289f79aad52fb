import SwiftUI

struct BadgeListView: View {
    @Environment(BadgeStudio.self) private var studio
    @State private var path: [Badge] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    ForEach(studio.badges) { badge in
                        NavigationLink(value: badge) {
                            VStack {
                                BadgeView(badge: badge)
                                    .frame(width: 96, height: 96)
                                Text(badge.name)
                            }
                        }
                    }
                }
                ZStack {
                    ProgressRing(progress: 1)
                        .stroke(Color.secondary.opacity(0.2), lineWidth: 10)
                    ProgressRing(progress: min(studio.averagePoints / 12, 1))
                        .stroke(Color("Brand"), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    Text(String(format: "%.1f points", studio.averagePoints))
                        .accessibilityIdentifier("average")
                }
                .frame(width: 140, height: 140)
            }
            .navigationTitle("Badges")
            .navigationDestination(for: Badge.self) { badge in
                BadgeEditor(badge: badge)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    @Bindable var studio = studio
                    Toggle(isOn: $studio.darkMode) {
                        Label("Dark", systemImage: "moon.fill")
                    }
                }
            }
        }
        .preferredColorScheme(studio.darkMode ? .dark : .light)
    }
}

#Preview {
    BadgeListView()
        .environment(BadgeStudio())
}
