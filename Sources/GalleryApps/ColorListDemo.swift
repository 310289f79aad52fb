import Trellis

// Seed 000 ("SwiftUI – Flujo de datos"): an ObservableObject with a @Published list of
// colours, observed by a view that adds to it; a second view given the same model shows
// every change at once.

/// The seed's model: one published array.
public final class ColorModel: ObservableObject {
    @Published public var colors: [Color] = [.red, .blue, .orange]

    public init() {}
}

/// The seed's `ContentView`: a colour picker, "Add", and the list of colours.
public struct ColorListView: View {
    @ObservedObject var colorModel: ColorModel
    @State private var newColor = Color.red
    let title: String

    public init(_ colorModel: ColorModel, title: String = "Colours") {
        self.colorModel = colorModel
        self.title = title
    }

    public var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            HStack {
                ColorPicker("Select new color", selection: $newColor)
                Spacer()
                Button("Add") { colorModel.colors.append(newColor) }
                    .accessibilityIdentifier("\(title)-add")
            }
            .padding()
            List {
                ForEach(colorModel.colors, id: \.self) { cell($0) }
            }
            Text("\(colorModel.colors.count) colours").font(.footnote).foregroundColor(.secondary)
        }
    }

    func cell(_ color: Color) -> some View {
        HStack {
            Text("Color")
            Spacer()
            Rectangle()
                .fill(color)
                .frame(width: 60, height: 24)
        }
    }
}

/// Two screens sharing one model (the seed passes it to a sheet; here they sit side by side).
struct ColorListDemo: View {
    @StateObject private var model = ColorModel()

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            ColorListView(model, title: "First screen")
            ColorListView(model, title: "Second screen")
        }
    }
}
