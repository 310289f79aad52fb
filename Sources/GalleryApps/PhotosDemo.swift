import Foundation
import PhotosUI
import Trellis

// The "Photos and files" demo (PhotosUI and fileImporter): the visitor picks photos from
// their device with a PhotosPicker, shown as the app loaded them, and imports a text file
// whose lines the app reads from the URL it is handed.

/// One picked photo, as the app loaded it.
private struct PickedPhoto: Identifiable {
    let id = UUID()
    let image: Image
    let bytes: Int
}

struct PhotosDemo: View {
    @State private var selection: [PhotosPickerItem] = []
    @State private var photos: [PickedPhoto] = []
    @State private var importing = false
    @State private var imported = "No file imported"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            PhotosPicker(selection: $selection, maxSelectionCount: 3, matching: .images) {
                Label("Choose photos", systemImage: "photo.on.rectangle")
            }
            Text(photos.isEmpty ? "No photos" : "\(photos.count) photos, \(photos.map(\.bytes).reduce(0, +)) bytes")
            HStack(spacing: 8) {
                ForEach(photos) { photo in
                    photo.image.resizable().scaledToFill().frame(width: 72, height: 72).clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            Divider()
            Button("Import a text file") { importing = true }
            Text(imported)
        }
        .padding()
        .onChange(of: selection) { _, items in
            Task { await load(items) }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
            switch result {
            case .success(let url):
                let lines = (try? String(contentsOf: url, encoding: .utf8))?.split(whereSeparator: \.isNewline) ?? []
                imported = "\(url.lastPathComponent): \(lines.count) lines, first \"\(lines.first ?? "")\""
            case .failure(let error):
                imported = "Import failed: \(error.localizedDescription)"
            }
        }
    }

    /// Loads each picked item as the app would on iOS: its bytes, and an image of them.
    private func load(_ items: [PhotosPickerItem]) async {
        var loaded: [PickedPhoto] = []
        for item in items {
            guard let data = try? await item.loadTransferable(type: Data.self),
                  let image = try? await item.loadTransferable(type: Image.self) else { continue }
            loaded.append(PickedPhoto(image: image, bytes: data.count))
        }
        photos = loaded
    }
}
