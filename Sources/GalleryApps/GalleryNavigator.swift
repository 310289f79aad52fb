import Trellis

/// The whole Gallery as one app: a NavigationStack whose list pushes each demo (the
/// browser's Back pops it), plus a long lazy list.
public struct GalleryNavigator: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                ForEach(GalleryCatalog.demos, id: \.slug) { demo in
                    NavigationLink(demo.title, value: demo.slug)
                }
                NavigationLink("Ten thousand rows", value: "long-list")
            }
            .navigationTitle("Trellis Gallery")
            .navigationDestination(for: String.self) { slug in
                if let demo = GalleryCatalog.demos.first(where: { $0.slug == slug }) {
                    demo.content()
                        .navigationBarTitle(demo.title, displayMode: .inline)
                } else {
                    LongListDemo()
                        .navigationBarTitle("Ten thousand rows", displayMode: .inline)
                }
            }
        }
        .frame(maxWidth: 720)
    }
}

/// A List of 10,000 rows: only those near the viewport are mounted.
struct LongListDemo: View {
    @State private var tapped: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(tapped.map { "Tapped row \($0)" } ?? "Scroll: rows mount as they come near")
                .foregroundColor(.secondary)
            List {
                ForEach(0..<10_000, id: \.self) { number in
                    Button("Row \(number)") { tapped = number }
                }
            }
            .frame(height: 420)
        }
    }
}
