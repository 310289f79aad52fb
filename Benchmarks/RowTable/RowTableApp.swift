import Trellis

/// The row table written as an ordinary Trellis app, the way a SwiftUI developer would.
public struct RowTableApp: View {
    @State private var rows: [Row] = []
    @State private var selected: Int?
    @State private var generator = RowGenerator()

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button(HeaderButton.create1k) { rows = generator.build(1000) }
                Button(HeaderButton.create10k) { rows = generator.build(10000) }
                Button(HeaderButton.append1k) { rows += generator.build(1000) }
                Button(HeaderButton.update) {
                    var updated = rows
                    for index in stride(from: 0, to: updated.count, by: 10) { updated[index].label += " !!!" }
                    rows = updated
                }
                Button(HeaderButton.clear) { rows = [] }
                Button(HeaderButton.swap) {
                    if rows.count > 998 { rows.swapAt(1, 998) }
                }
            }
            VStack {
                ForEach(rows) { row in
                    RowView(row: row, isSelected: row.id == selected, selection: $selected, rows: $rows)
                }
            }
        }
    }
}

/// One row: its id, its label (tap to select) and a remove button.
public struct RowView: View {
    let row: Row
    let isSelected: Bool
    @Binding var selection: Int?
    @Binding var rows: [Row]

    public var body: some View {
        HStack {
            Text("\(row.id)")
            Button(row.label) { selection = row.id }
            Button {
                rows.removeAll { $0.id == row.id }
            } label: {
                Image(systemName: "xmark")
            }
        }
        .background(isSelected ? RowStyle.selected : RowStyle.normal)
    }
}

public enum RowStyle {
    public static let selected = Color.red.opacity(0.3)
    public static let normal = Color.clear
}

/// The table with its rows in a `List`: lazy, as in SwiftUI (for the lazy-rows benchmark).
public struct LazyRowTableApp: View {
    @State private var rows: [Row] = []
    @State private var selected: Int?
    @State private var generator = RowGenerator()

    public init() {}

    public var body: some View {
        VStack {
            Button(HeaderButton.create10k) { rows = generator.build(10000) }
            List {
                ForEach(rows) { row in
                    RowView(row: row, isSelected: row.id == selected, selection: $selected, rows: $rows)
                }
            }
        }
    }
}
