/// A scrolling column of rows. Each child view (each `ForEach` row, each `Section`) is
/// one row. Rows of a `ForEach` with `onDelete`/`onMove` show edit controls while the
/// environment's edit mode is editing.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let content: Content

    public static var _kind: ElementKind { .list }
    public var _content: Content { content }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties { ElementProperties() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// One row per element of `data`, identified by `id`.
    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// One row per element of `data`, identified by its `id`.
    @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}
