import Foundation
@_spi(TrellisHost) import Trellis

/// One page with every preview the program declares (`PreviewProvider`s and `#Preview`s),
/// each live in its own card: Xcode's canvas, in a browser tab.
struct PreviewsPage: View {
    let entries: [PreviewCatalog.Entry]

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Previews").font(.largeTitle).bold()
            if entries.isEmpty {
                Text("This program declares no previews (PreviewProvider or #Preview).")
                    .foregroundColor(.secondary)
            }
            ForEach(entries.indices, id: \.self) { index in
                VStack(alignment: .leading, spacing: 8) {
                    Text(entries[index].name).font(.headline).accessibilityIdentifier("preview-name")
                    entries[index].makeView()
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(Color.secondary.opacity(0.08))
                        .cornerRadius(12)
                }
            }
        }
        .frame(maxWidth: 720)
    }
}

extension WebHost {
    /// Serves every preview of the program on one page (see `PreviewCatalog`).
    public mutating func previews(at path: String = "/_previews") {
        page(path, title: "Previews") { PreviewsPage(entries: PreviewCatalog.all) }
    }
}
