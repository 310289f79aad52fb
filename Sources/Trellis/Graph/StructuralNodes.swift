@_spi(Reflection) import Swift

/// Children of a `TupleView`, identified by position.
final class TupleNode<T>: _ViewNode {
    @exclusivity(unchecked) private var children: [_ViewNode]?
    private let elements: [(offset: Int, type: any View.Type)]

    init(_ view: TupleView<T>, parent: _ViewNode, inputs: _ViewInputs) {
        elements = TupleLayoutCache.elements(of: T.self)
        super.init(parent: parent, inputs: inputs)
        ViewValues.borrow(view, as: TupleView<T>.self) { tuple in
            reconcileTupleChildren(&children, elements, at: UnsafeRawPointer(tuple), inputs: inputs)
        }
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        // The tuple is the view's only stored value: its elements are read where they are.
        ViewValues.borrow(newValue, as: TupleView<T>.self) { tuple in
            reconcileTupleChildren(&children, elements, at: UnsafeRawPointer(tuple), inputs: newInputs)
        }
    }

    override func appendElements(to list: inout ElementList) {
        if let children { for child in children { child.appendElements(to: &list) } }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        if let children { for child in children { body(child) } }
    }

    override func willUnmount() { children = nil }
}

extension _ViewNode {
    /// Reconciles a tuple's children by position, the views lying at `base` plus each
    /// element's offset: made when `children` is nil (the first time), else updated.
    /// For a `TupleNode` and for an element that holds its tuple content itself.
    func reconcileTupleChildren(_ children: inout [_ViewNode]?, _ elements: [(offset: Int, type: any View.Type)],
                                at base: UnsafeRawPointer, inputs: _ViewInputs) {
        if children == nil {
            var made: [_ViewNode] = []
            made.reserveCapacity(elements.count)
            for element in elements {
                made.append(reconcileChild(nil, type: element.type, at: base + element.offset, inputs: inputs))
            }
            children = made
        } else {
            for index in elements.indices {
                let element = elements[index]
                children![index] = reconcileChild(children![index], type: element.type, at: base + element.offset, inputs: inputs)
            }
        }
    }
}

/// The branch of an `if/else`; switching branches is a change of identity.
final class ConditionalNode<TrueContent: View, FalseContent: View>: SingleChildNode {
    private var isTrue: Bool

    init(_ view: _ConditionalContent<TrueContent, FalseContent>, parent: _ViewNode, inputs: _ViewInputs) {
        if case .trueContent = view.storage { isTrue = true } else { isTrue = false }
        super.init(parent: parent, inputs: inputs)
        apply(view.storage)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        apply(ViewValues.cast(newValue, to: _ConditionalContent<TrueContent, FalseContent>.self).storage)
    }

    private func apply(_ storage: _ConditionalContent<TrueContent, FalseContent>.Storage) {
        switch storage {
        case .trueContent(let content):
            if !isTrue, let old = child { removeChild(old); child = nil }
            isTrue = true
            child = reconcileChild(child, with: content, inputs: inputs)
        case .falseContent(let content):
            if isTrue, let old = child { removeChild(old); child = nil }
            isTrue = false
            child = reconcileChild(child, with: content, inputs: inputs)
        }
    }

}

/// `if` without `else`: the content exists while the optional holds a view.
final class OptionalNode<Wrapped: View>: SingleChildNode {

    init(_ view: Wrapped?, parent: _ViewNode, inputs: _ViewInputs) {
        super.init(parent: parent, inputs: inputs)
        if let view { child = makeChild(view, inputs: inputs) }
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        let value = ViewValues.cast(newValue, to: Optional<Wrapped>.self)
        if let value {
            child = reconcileChild(child, with: value, inputs: newInputs)
        } else if let old = child {
            removeChild(old)
            child = nil
        }
    }

}

/// A type-erased view: same wrapped type updates in place, another type remounts.
final class AnyViewNode: SingleChildNode {

    init(_ view: AnyView, parent: _ViewNode, inputs: _ViewInputs) {
        super.init(parent: parent, inputs: inputs)
        apply(view)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        apply(ViewValues.cast(newValue, to: AnyView.self))
    }

    private func apply(_ view: AnyView) {
        func open<C: View>(_ content: C) -> _ViewNode { reconcileChild(child, with: content, inputs: inputs) }
        child = open(view.storage)
    }

}
