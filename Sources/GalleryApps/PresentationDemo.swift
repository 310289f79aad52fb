import Trellis

// Seed 000 and 001: sheets closed through their binding and through presentationMode,
// PoCView's "Chao", an alert and a confirmation dialog.

struct PresentationDemo: View {
    @State private var isPresentDetail = false
    @State private var showingDetail = false
    @State private var warn = false
    @State private var ask = false
    @State private var result = "Nothing chosen yet"
    private var sheetVisible = State<Bool>(initialValue: false)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Button("Go to Second") { isPresentDetail.toggle() }
                .sheet(isPresented: $isPresentDetail) {
                    SecondView(isPresentDetail: $isPresentDetail)
                }
            Button(action: { showingDetail.toggle() }) { Text("Show Detail") }
                .sheet(isPresented: $showingDetail) { DetailScreen() }
            Button(action: { sheetVisible.wrappedValue = true }, label: { Text("Say goodbye") })
                .sheet(isPresented: sheetVisible.projectedValue) {
                    VStack(spacing: 16) {
                        Text("Chao").font(.largeTitle)
                        CloseButton()
                    }
                }
            Divider()
            HStack {
                Button("Warn me") { warn = true }
                Button("Delete…") { ask = true }
            }
            Text(result).foregroundColor(.secondary)
        }
        .alert("Careful", isPresented: $warn) {
            Button("Proceed") { result = "You proceeded" }
            Button("Cancel") { result = "You cancelled" }
        } message: {
            Text("This cannot be undone")
        }
        .confirmationDialog("Delete everything?", isPresented: $ask, titleVisibility: .visible) {
            Button("Delete") { result = "Everything deleted" }
        }
    }
}

/// Closed through the binding it was handed.
private struct SecondView: View {
    @Binding var isPresentDetail: Bool
    var body: some View {
        VStack(spacing: 15) {
            Text("Second View").font(.title)
            Button("Dismiss") { isPresentDetail.toggle() }
        }
    }
}

/// Closed through `@Environment(\.presentationMode)`.
private struct DetailScreen: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        VStack(spacing: 15) {
            Text("Detail Screen").font(.title)
            Button(action: {
                if presentationMode.wrappedValue.isPresented {
                    presentationMode.wrappedValue.dismiss()
                }
            }) { Text("Back") }
        }
    }
}

/// Closed through `@Environment(\.dismiss)`.
private struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() } }
}
