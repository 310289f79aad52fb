import Trellis

// The same table with its state outside the views, the two ways SwiftUI apps do it:
// an ObservableObject store (every change re-runs the app's body, as in SwiftUI) and
// @Observable models (a change re-runs only the views that read the changed property).

// MARK: ObservableObject

/// The table's state as an `ObservableObject`; the views call its methods.
public final class RowStore: ObservableObject {
    @Published public private(set) var rows: [Row] = []
    @Published public private(set) var selected: Int?
    private var generator = RowGenerator()

    public init() {}

    public func create(_ count: Int) { rows = generator.build(count) }
    public func append(_ count: Int) { rows += generator.build(count) }
    public func clear() { rows = [] }
    public func select(_ id: Int) { selected = id }
    public func remove(_ id: Int) { rows.removeAll { $0.id == id } }
    public func swap() { if rows.count > 998 { rows.swapAt(1, 998) } }
    public func updateEvery10th() {
        var updated = rows
        for index in stride(from: 0, to: updated.count, by: 10) { updated[index].label += " !!!" }
        rows = updated
    }
}

public struct RowStoreApp: View {
    @StateObject private var store = RowStore()

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button(HeaderButton.create1k) { store.create(1000) }
                Button(HeaderButton.create10k) { store.create(10000) }
                Button(HeaderButton.append1k) { store.append(1000) }
                Button(HeaderButton.update) { store.updateEvery10th() }
                Button(HeaderButton.clear) { store.clear() }
                Button(HeaderButton.swap) { store.swap() }
            }
            VStack {
                ForEach(store.rows) { row in
                    RowStoreRowView(row: row, isSelected: row.id == store.selected, store: store)
                }
            }
        }
    }
}

/// A row gets the store for its actions only: it does not observe it.
public struct RowStoreRowView: View {
    let row: Row
    let isSelected: Bool
    let store: RowStore

    public var body: some View {
        HStack {
            Text("\(row.id)")
            Button(row.label) { store.select(row.id) }
            Button {
                store.remove(row.id)
            } label: {
                Image(systemName: "xmark")
            }
        }
        .background(isSelected ? RowStyle.selected : RowStyle.normal)
    }
}

// MARK: @Observable

/// One row as an `@Observable` object: its label and whether it is selected.
@Observable public final class RowItem: Identifiable {
    public let id: Int
    public var label: String
    public var isSelected = false

    public init(_ row: Row) {
        id = row.id
        label = row.label
    }
}

@Observable public final class ObservableRowStore {
    public private(set) var rows: [RowItem] = []
    @ObservationIgnored private var selectedItem: RowItem?
    @ObservationIgnored private var generator = RowGenerator()

    public init() {}

    public func create(_ count: Int) { rows = generator.build(count).map(RowItem.init) }
    public func append(_ count: Int) { rows += generator.build(count).map(RowItem.init) }
    public func clear() { rows = [] }
    public func remove(_ id: Int) { rows.removeAll { $0.id == id } }
    public func swap() { if rows.count > 998 { rows.swapAt(1, 998) } }
    public func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
    }
    public func select(_ item: RowItem) {
        selectedItem?.isSelected = false
        item.isSelected = true
        selectedItem = item
    }
}

public struct ObservableRowTableApp: View {
    @State private var store = ObservableRowStore()

    public init() {}

    public var body: some View {
        VStack {
            HStack {
                Button(HeaderButton.create1k) { store.create(1000) }
                Button(HeaderButton.create10k) { store.create(10000) }
                Button(HeaderButton.append1k) { store.append(1000) }
                Button(HeaderButton.update) { store.updateEvery10th() }
                Button(HeaderButton.clear) { store.clear() }
                Button(HeaderButton.swap) { store.swap() }
            }
            VStack {
                ForEach(store.rows) { item in
                    ObservableRowView(item: item, store: store)
                }
            }
        }
    }
}

/// Reads its item's label and selection: only a change to those re-runs it.
public struct ObservableRowView: View {
    let item: RowItem
    let store: ObservableRowStore

    public var body: some View {
        HStack {
            Text("\(item.id)")
            Button(item.label) { store.select(item) }
            Button {
                store.remove(item.id)
            } label: {
                Image(systemName: "xmark")
            }
        }
        .background(item.isSelected ? RowStyle.selected : RowStyle.normal)
    }
}
