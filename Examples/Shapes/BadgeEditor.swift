import SwiftUI

struct BadgeEditor: View {
    @Environment(BadgeStudio.self) private var studio
    @Environment(\.dismiss) private var dismiss
    @State private var draft: Badge

    init(badge: Badge) {
        _draft = State(initialValue: badge)
    }

    var body: some View {
        VStack(spacing: 20) {
            BadgeView(badge: draft)
                .frame(width: 200, height: 200)
                .onTapGesture(count: 2) {
                    draft.innerRatio = 0.5
                }
            Text("Double-tap the badge to reset its points' depth")
                .font(.footnote)
                .foregroundColor(.secondary)
            HStack {
                Button {
                    draft.points = max(2, draft.points - 1)
                } label: {
                    Label("Fewer points", systemImage: "minus.circle")
                }
                Text("\(draft.points) points")
                    .accessibilityIdentifier("points")
                Button {
                    draft.points = min(24, draft.points + 1)
                } label: {
                    Label("More points", systemImage: "plus.circle")
                }
            }
            HStack {
                Button("Sharper") { draft.innerRatio = max(0.1, draft.innerRatio - 0.1) }
                Button("Rounder") { draft.innerRatio = min(0.9, draft.innerRatio + 0.1) }
            }
            Button("Save") {
                studio.update(draft)
                dismiss()
            }
            .font(.headline)
        }
        .navigationTitle(draft.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
