import Foundation

/// Views computed from a collection, each identified by its element's id. Rows keep their
/// state when the collection is reordered; a row whose id disappears is torn down.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    let identifiedByOffset: Bool
    /// Set by `onDelete`/`onMove`: rows then get edit controls while editing.
    var editActions: RowEditActions?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
        self.identifiedByOffset = false
    }

    public var body: Never { primitiveBody(Self.self) }
    @MainActor public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ForEachNode<Data, ID, Content>(view, parent: parent, inputs: inputs)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
        self.identifiedByOffset = false
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range, identified by offset (as in SwiftUI, prefer `id:` for data that changes).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.identifiedByOffset = true
    }
}

extension ForEach {
    /// Lets the user delete rows while editing; `action` gets the offsets to remove (hand
    /// them to `remove(atOffsets:)`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions = RowEditActions(delete: action, move: editActions?.move)
        return copy
    }

    /// Lets the user move rows while editing; `action` gets the offsets and the
    /// destination offset in the original data (hand them to `move(fromOffsets:toOffset:)`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editActions = RowEditActions(delete: editActions?.delete, move: action)
        return copy
    }
}
