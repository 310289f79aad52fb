/// Views computed from a collection, each identified by its element's id. Rows keep their
/// state when the collection is reordered; a row whose id disappears is torn down.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: @MainActor (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    let identifiedByOffset: Bool

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
        self.identifiedByOffset = false
    }

    public var body: Never { primitiveBody(Self.self) }
    public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        ForEachNode<Data, ID, Content>(view, parent: parent, inputs: inputs)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
        self.identifiedByOffset = false
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A constant range, identified by offset (as in SwiftUI, prefer `id:` for data that changes).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.identifiedByOffset = true
    }
}

/// Keeps one child per id, in data order.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: _ViewNode {
    struct Key: Hashable {
        var id: ID
        /// 0 for the first element with this id; duplicates count up so the result stays deterministic.
        var occurrence: Int
    }

    private var view: ForEach<Data, ID, Content>
    private var keys: [Key] = []
    private var children: [_ViewNode] = []

    init(_ view: ForEach<Data, ID, Content>, parent: _ViewNode, inputs: _ViewInputs) {
        self.view = view
        super.init(graph: parent.graph, parent: parent, container: parent.containerForChildren, inputs: inputs)
        viewType = ObjectIdentifier(ForEach<Data, ID, Content>.self)
        rebuild()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        view = unsafeBitCast(newValue, to: ForEach<Data, ID, Content>.self)
        inputs = newInputs
        rebuild()
    }

    override func reevaluate() { rebuild() }

    private func rebuild() {
        isDirty = false
        // User code (ids and content closures) runs in this node's scope: a state read in a
        // content closure makes this ForEach, not its parent, depend on it.
        let (ids, contents) = DependencyTracking.track(self) { () -> ([ID], [Content]) in
            var ids: [ID] = []
            var contents: [Content] = []
            ids.reserveCapacity(view.data.count)
            contents.reserveCapacity(view.data.count)
            for element in view.data {
                ids.append(view.identify(element))
                contents.append(view.content(element))
            }
            return (ids, contents)
        }

        // Fast path: the same ids in the same order as before.
        var matched = 0
        let common = min(ids.count, keys.count)
        while matched < common && keys[matched].occurrence == 0 && keys[matched].id == ids[matched] { matched += 1 }
        if matched == ids.count && matched == keys.count {
            for index in 0..<matched {
                children[index] = reconcileChild(children[index], with: contents[index], inputs: inputs)
            }
            return
        }
        reconcileChanged(ids: ids, contents: contents, keepingPrefix: matched)
    }

    /// Matches children by id after an insertion, removal, move or duplicate.
    private func reconcileChanged(ids: [ID], contents: [Content], keepingPrefix prefix: Int) {
        var oldIndex: [Key: Int] = [:]
        oldIndex.reserveCapacity(keys.count - prefix)
        for index in prefix..<keys.count { oldIndex[keys[index]] = index }

        var newKeys = Array(keys[0..<prefix])
        var newChildren = Array(children[0..<prefix])
        newKeys.reserveCapacity(ids.count)
        newChildren.reserveCapacity(ids.count)
        for index in 0..<prefix {
            newChildren[index] = reconcileChild(newChildren[index], with: contents[index], inputs: inputs)
        }

        var seen = Set<ID>(minimumCapacity: ids.count)
        for index in 0..<prefix { seen.insert(ids[index]) }
        var used = [Bool](repeating: false, count: keys.count)
        for index in 0..<prefix { used[index] = true }
        var duplicates: [ID] = []

        for index in prefix..<ids.count {
            var key = Key(id: ids[index], occurrence: 0)
            if !seen.insert(key.id).inserted {
                duplicates.append(key.id)
                key.occurrence = newKeys.reduce(0) { $1.id == key.id ? $0 + 1 : $0 }
            }
            var existing: _ViewNode?
            if let old = oldIndex[key], !used[old] {
                used[old] = true
                existing = children[old]
            }
            newKeys.append(key)
            newChildren.append(existing.map { reconcileChild($0, with: contents[index], inputs: inputs) }
                               ?? makeChild(contents[index], inputs: inputs))
        }
        for index in prefix..<keys.count where !used[index] { removeChild(children[index]) }
        if !duplicates.isEmpty { warnDuplicates(duplicates) }
        if newKeys != keys { containerForChildren?.childrenChanged() }
        keys = newKeys
        children = newChildren
    }

    private func warnDuplicates(_ duplicates: [ID]) {
        let list = duplicates.prefix(5).map { "\($0)" }.joined(separator: ", ")
        graph.warn("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(list) occurs multiple times within the collection; each duplicate is kept as a separate row by its position among equal ids, but state may move between them when the data changes. Give every element a unique id. (\(debugPath))")
    }

    override func appendElements(to list: inout [ElementID]) {
        for child in children { child.appendElements(to: &list) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) { children.forEach(body) }

    override func willUnmount() {
        children = []
        keys = []
    }
}
