import Foundation

/// The edits a `ForEach` or `List` over a binding lets the user make to its collection
/// itself (iOS 16): delete rows, move them, or both. The rows get the edit controls of
/// `onDelete`/`onMove`, and the edits are made to the bound collection.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
    /// A row for each element of the bound collection, given a binding to it; `editActions`
    /// lets the user delete and move rows, editing the collection.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self = ForEach(data, id: \.id, content: content).editing(data, editActions)
    }

    /// This ForEach with rows the user can delete and move, editing `data`.
    func editing<C: MutableCollection & RangeReplaceableCollection>(_ data: Binding<C>, _ editActions: EditActions<C>) -> ForEach {
        var copy = self
        copy.editActions = RowEditActions(
            delete: editActions.contains(.delete) ? { data.wrappedValue.remove(atOffsets: $0) } : nil,
            move: editActions.contains(.move) ? { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } : nil)
        return copy
    }
}

extension List where SelectionValue == Never {
    /// One row per element of the bound collection, identified by `id`, which the user can edit.
    @MainActor public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent>, C.Index: Hashable {
        self.init {
            ForEach(data, id: id, content: rowContent).editing(data, editActions)
        }
    }

    /// One row per element of the bound collection, which the user can edit.
    @MainActor public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable, C.Index: Hashable {
        self.init { ForEach(data, editActions: editActions, content: rowContent) }
    }
}

extension ForEach {
    /// A row for each element of the bound collection, given a binding to it, identified
    /// by the element's property at `id` (elements of a protocol type included).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Index: Hashable {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue[keyPath: id] }
        self.identifiedByOffset = false
    }
}
