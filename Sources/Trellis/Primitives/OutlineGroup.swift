import Foundation

/// A tree of rows (iOS 14): each element whose `children` are not nil is a disclosure
/// group, collapsed at first, holding its children's rows; leaves are plain rows.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let identify: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    @MainActor public var body: some View {
        ForEach(Array(data.enumerated()), id: \.offset) { pair in
            let element = pair.element
            if let kids = children(element) {
                DisclosureGroup {
                    OutlineSubgroupChildren(content: AnyView(OutlineGroup(data: kids, identify: identify, children: children, content: content)))
                } label: {
                    content(element)
                }
                .id(identify(element))
            } else {
                content(element).id(identify(element))
            }
        }
    }

    init(data: Data, identify: @escaping (Data.Element) -> ID, children: @escaping (Data.Element) -> Data?,
         content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.identify = identify
        self.children = children
        self.content = content
    }
}

/// The rows of a subgroup's children.
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    @MainActor public var body: some View { content }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
                             Data.Element: Identifiable {
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, identify: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// The tree under one root element.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf) where Data == [DataElement] {
        self.init([root], children: children, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(data: data, identify: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The tree under one root element, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where Data == [DataElement] {
        self.init([root], id: id, children: children, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A tree of rows identified by `id`.
    @MainActor public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    /// A tree of rows: elements with children are expandable groups of them.
    @MainActor public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
