import Foundation
import Trellis

// Seed 000 ("SwiftUI – Flujo de datos"), @Environment: the film list whose edit mode is
// set with `.environment(\.editMode, $isEditMode)`: delete with onDelete and
// `remove(atOffsets:)`, reorder with onMove and `move(fromOffsets:toOffset:)`.

struct FilmListDemo: View {
    @State var isEditMode: EditMode = .inactive
    @State private var items = Film.mockFilms

    var body: some View {
        VStack(spacing: 15) {
            List {
                Section("Marvel, phase one") {
                    ForEach(items) { Text($0.name) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
            HStack {
                if isEditMode == .inactive {
                    Button("Start Edit") { withAnimation { isEditMode = .active } }
                        .padding()
                        .background(Color.green.opacity(0.3))
                        .cornerRadius(8)
                } else {
                    Button("End Edit") { withAnimation { isEditMode = .inactive } }
                        .padding()
                        .background(Color.red.opacity(0.3))
                        .cornerRadius(8)
                }
                Spacer()
                Button("Restore") { items = Film.mockFilms }
                    .disabled(items.map(\.name) == Film.mockFilms.map(\.name))
            }
            Text("\(items.count) films").font(.footnote).foregroundColor(.secondary)
        }
        .environment(\.editMode, $isEditMode)
    }

    struct Film: Identifiable {
        let id = UUID()
        var name: String
        static let mockFilms = [Film(name: "Iron Man"), Film(name: "The Incredible Hulk"), Film(name: "Iron Man 2"), Film(name: "Thor"), Film(name: "Captain America"), Film(name: "Marvel's The Avengers")]
    }
}
