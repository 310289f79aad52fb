import Foundation

// iOS 18's subviews: a container of your own receives the views its caller wrote as a
// collection (`Group(subviews:)`, `ForEach(subviews:)`) and lays them out as it likes, as
// a carousel or a custom list does.
//
// The views are read from the value the caller built, as the view builder made it: the
// views of a `TupleView`, the branch an `if` took, a `Group`'s views and a `ForEach`'s rows
// (each named by its id) are each a subview; any other view, a view of your own included,
// is one subview (SwiftUI goes on into a custom view whose body holds several views;
// here that view stays one: docs/Differences.md).

/// One of the views a container was given, as a view: placing it draws that view.
nonisolated public struct Subview: View, Identifiable {
    /// A subview's identity: its `ForEach` id, or its place among the views written out.
    public struct ID: Hashable, Sendable {
        let path: [_SubviewPathStep]
    }

    public let id: ID
    let view: AnyView

    @MainActor public var body: some View { view }
}

/// A step of a subview's path: a place among written-out views, or a `ForEach` row's id.
public enum _SubviewPathStep: Hashable, @unchecked Sendable {
    case position(Int)
    case row(AnyHashable)
}

/// The views of a container's content, in order. As a view it shows them all.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews[bounds]) }

    @MainActor public var body: some View { ForEach(subviews) { $0 } }
}

/// A run of a container's views (`subviews.prefix(3)`, `subviews.dropFirst()`), keeping
/// their indices. As a view it shows them.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View {
    let base: ArraySlice<Subview>

    public var startIndex: Int { base.startIndex }
    public var endIndex: Int { base.endIndex }
    public subscript(position: Int) -> Subview { base[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base[bounds]) }

    @MainActor public var body: some View { ForEach(Array(base)) { $0 } }
}

/// The subviews a `ForEach(subviews:)` makes a row of each.
nonisolated public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// Views that hold other views for a container to read one by one.
protocol _SubviewsSource {
    @MainActor func _appendSubviews(to subviews: inout [Subview], path: [_SubviewPathStep])
}

enum SubviewReader {
    /// The views `view` holds, each with its identity under `path`.
    @MainActor static func subviews(of view: Any, path: [_SubviewPathStep] = []) -> [Subview] {
        var found: [Subview] = []
        append(view, to: &found, path: path)
        return found
    }

    @MainActor static func append(_ view: Any, to subviews: inout [Subview], path: [_SubviewPathStep]) {
        if let source = view as? any _SubviewsSource {
            source._appendSubviews(to: &subviews, path: path)
        } else if let tuple = view as? any _TupleViewMarker {
            for (position, child) in tuple._children.enumerated() {
                append(child, to: &subviews, path: path + [.position(position)])
            }
        } else if view is EmptyView {
            return
        } else if let view = view as? any View {
            subviews.append(Subview(id: Subview.ID(path: path), view: AnyView(view)))
        }
    }
}

extension _ConditionalContent: _SubviewsSource {
    @MainActor func _appendSubviews(to subviews: inout [Subview], path: [_SubviewPathStep]) {
        switch storage {
        case .trueContent(let view): SubviewReader.append(view, to: &subviews, path: path + [.position(0)])
        case .falseContent(let view): SubviewReader.append(view, to: &subviews, path: path + [.position(1)])
        }
    }
}

extension Optional: _SubviewsSource where Wrapped: View {
    /// An `if` without `else`: its view when the condition holds, else none.
    @MainActor func _appendSubviews(to subviews: inout [Subview], path: [_SubviewPathStep]) {
        if let view = self { SubviewReader.append(view, to: &subviews, path: path) }
    }
}

extension Group: _SubviewsSource {
    @MainActor func _appendSubviews(to subviews: inout [Subview], path: [_SubviewPathStep]) {
        SubviewReader.append(content, to: &subviews, path: path)
    }
}

extension ForEach: _SubviewsSource {
    @MainActor func _appendSubviews(to subviews: inout [Subview], path: [_SubviewPathStep]) {
        for (offset, element) in data.enumerated() {
            let id: AnyHashable = identifiedByOffset ? AnyHashable(offset) : AnyHashable(identify(element))
            SubviewReader.append(content(element), to: &subviews, path: path + [.row(id)])
        }
    }
}

/// A `Group(subviews:)`'s content: the transform's view of the base's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: some View {
        transform(SubviewsCollection(subviews: SubviewReader.subviews(of: subviews)))
    }
}

extension Group {
    /// Hands the views of `view` to `transform` as a collection, for a container of your
    /// own to place: `Group(subviews: content) { subviews in … subviews[0] … }`.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result> {
        self.content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

extension ForEach {
    /// A row for each view of `view`, made by `content`: `ForEach(subviews: content) { subview in … }`.
    @MainActor
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(subviews: SubviewReader.subviews(of: view)), id: \.id, content: content)
    }
}
