import Foundation

/// Keeps one child per id, in data order.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: _ViewNode {
    /// In a node-owned buffer so the fields below keep fixed offsets.
    nonisolated(unsafe) let view: UnsafeMutablePointer<ForEach<Data, ID, Content>>
    /// The ids of the children, in order.
    @exclusivity(unchecked) fileprivate var ids: [ID] = []
    /// Occurrence numbers parallel to `ids`; empty while every id is unique.
    @exclusivity(unchecked) private var occurrences: [Int] = []
    @exclusivity(unchecked) fileprivate var children: [_ViewNode] = []
    /// The latest `onDelete`/`onMove` closures, shared with the rows.
    @exclusivity(unchecked) var editActionsBox: RowEditActionsBox?
    /// Whether rows are a picker's options, tagged with their ids (decided once per update).
    @exclusivity(unchecked) private var tagsRows = false
    /// Whether rows get edit controls (`onDelete`/`onMove`; decided once per update).
    @exclusivity(unchecked) private var editsRows = false
    /// The content each row's node was last given, one after another and parallel to
    /// `children` (nil while rows are tagged or editable: their nodes get wrapped values).
    /// A pass compares a row's new content with this copy and leaves an equal row's node
    /// alone. Rows then lie together in memory: visiting each row's node, spread over the
    /// heap, costs a cache miss per row once a browser's paint has evicted them.
    nonisolated(unsafe) private var lastContents: UnsafeMutablePointer<Content>?
    /// The inputs the rows were given with `lastContents`.
    @exclusivity(unchecked) private var lastContentsInputs: _ViewInputs?
    private let compareContent: RawComparator

    init(_ view: ForEach<Data, ID, Content>, parent: _ViewNode, inputs: _ViewInputs) {
        self.view = ViewValues.allocate(view)
        compareContent = TypeReflection.comparator(for: Content.self)
        super.init(parent: parent, inputs: inputs)
        viewType = ObjectIdentifier(ForEach<Data, ID, Content>.self)
        rebuild()
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        ViewValues.assign(view, from: newValue)
        inputs = newInputs
        rebuild()
    }

    override func reevaluate() { rebuild() }

    private func rebuild() {
        isDirty = false
        beginEvaluation()
        tagsRows = !(Content.self is _TaggedViewMarker.Type)
            && (inputs.environment.hasSelectionContextUntracked || inputs.environment.hasTabContextUntracked)
        editsRows = view.pointee.editActions != nil
        let (newIDs, contents, count) = evaluate()
        reconcile(newIDs, contents, count: count)
    }

    private func reconcile(_ newIDs: UnsafeMutablePointer<ID>, _ contents: UnsafeMutablePointer<Content>, count: Int) {
        // Every id and content is moved out exactly once below (the fast path takes a
        // prefix, the plan's change the rest), so the buffers are freed empty.
        defer {
            ViewValues.free(newIDs, initialized: 0)
            ViewValues.free(contents, initialized: 0)
        }
        // The plan comes from the ids alone (`KeyedRowDiff`); applying it moves each new
        // id and content into place. (The inputs are read once: a read per row retains and
        // releases them.) Plain rows without a copy of their last contents (they were
        // tagged or editable until now) are all matched by id, which makes that copy.
        let inputs = inputs
        let plain = !tagsRows && !editsRows
        if !plain { dropLastContents() }
        let old = lastContents
        let comparable = old != nil && lastContentsInputs.map { inputs.hasSameIdentity(as: $0) } == true
        let plan = ids.withUnsafeBufferPointer {
            KeyedRowDiff.plan(old: $0, oldOccurrences: occurrences, new: UnsafeBufferPointer(start: newIDs, count: count),
                              keepsPrefix: !plain || old != nil || ids.isEmpty, shortcuts: old != nil)
        }
        for index in 0..<plan.prefix {
            if let old {
                reconcileKeptRow(at: index, last: old + index, new: contents + index, comparable: comparable, inputs: inputs)
                (newIDs + index).deinitialize(count: 1)
            } else {
                let child = children[index]
                let reconciled = reconcileRow(child, (contents + index).move(), id: (newIDs + index).move(), at: index, inputs: inputs)
                if reconciled !== child { children[index] = reconciled }
            }
        }
        switch plan.change {
        case .none:
            break
        case .trailingRemoved:
            removeTrailingRows(from: plan.prefix)
        case .removedRun(let end):
            applyRemovedRun(newIDs, contents, count: count, from: plan.prefix, end: end, last: old.unsafelyUnwrapped,
                            comparable: comparable, inputs: inputs)
        case .movedFew(let positions, let sources):
            applyMovedFew(newIDs, contents, count: count, from: plan.prefix, positions: positions, sources: sources,
                          last: old.unsafelyUnwrapped, comparable: comparable, inputs: inputs)
        case .matched(let taken, let leaving, let newOccurrences, let duplicates):
            applyMatched(newIDs, contents, count: count, from: plan.prefix, taken: taken, leaving: leaving,
                         occurrences: newOccurrences, duplicates: duplicates, inputs: inputs,
                         keepsContents: plain, comparable: comparable)
        }
        if plain { lastContentsInputs = inputs }
    }

    /// Reconciles the plain row at `index` with the new content at `new` (moved out), whose
    /// last content is at `last`: an unchanged row keeps it and its node is not touched
    /// (not even retained); a changed one gets the new content, which `last` keeps.
    @inline(__always)
    private func reconcileKeptRow(at index: Int, last: UnsafeMutablePointer<Content>, new: UnsafeMutablePointer<Content>,
                                  comparable: Bool, inputs: _ViewInputs) {
        if comparable, compareContent.equal(UnsafeRawPointer(last), UnsafeRawPointer(new)) {
            new.deinitialize(count: 1)
            return
        }
        let child = children[index]
        let content = new.move()
        let reconciled = reconcileRow(child, content, at: index, inputs: inputs)
        last.pointee = content
        if reconciled !== child { children[index] = reconciled }
    }

    /// Reconciles a row taken from elsewhere (`child`, its last content at `last`, moved
    /// out or destroyed here) with the new content at `new` (moved out), and keeps the
    /// content its node now has at `slot` (uninitialised before). Returns the row's node.
    @inline(__always)
    private func reconcileMovedRow(_ child: _ViewNode, last: UnsafeMutablePointer<Content>, new: UnsafeMutablePointer<Content>,
                                   keepingAt slot: UnsafeMutablePointer<Content>, at offset: Int,
                                   comparable: Bool, inputs: _ViewInputs) -> _ViewNode {
        if comparable, compareContent.equal(UnsafeRawPointer(last), UnsafeRawPointer(new)) {
            slot.moveInitialize(from: last, count: 1)
            new.deinitialize(count: 1)
            return child
        }
        last.deinitialize(count: 1)
        let content = new.move()
        let reconciled = reconcileRow(child, content, at: offset, inputs: inputs)
        slot.initialize(to: content)
        return reconciled
    }

    /// Applies `.removedRun`: the rows after the run are reconciled shifted, the run's
    /// rows removed.
    private func applyRemovedRun(_ newIDs: UnsafeMutablePointer<ID>, _ contents: UnsafeMutablePointer<Content>, count: Int,
                                 from prefix: Int, end removedEnd: Int, last: UnsafeMutablePointer<Content>,
                                 comparable: Bool, inputs: _ViewInputs) {
        let suffix = count - prefix
        for offset in 0..<suffix {
            let old = removedEnd + offset, new = prefix + offset
            (newIDs + new).deinitialize(count: 1)
            reconcileKeptRow(at: old, last: last + old, new: contents + new, comparable: comparable, inputs: inputs)
        }
        for index in prefix..<removedEnd { removeChild(children[index]) }
        (last + prefix).deinitialize(count: removedEnd - prefix)
        (last + prefix).moveInitialize(from: last + removedEnd, count: suffix)
        ids.removeSubrange(prefix..<removedEnd)
        children.removeSubrange(prefix..<removedEnd)
        containerForChildren?.childrenChanged()
    }

    /// Applies `.movedFew`: the rows in place are reconciled there, the moved ones taken
    /// from their old places.
    private func applyMovedFew(_ newIDs: UnsafeMutablePointer<ID>, _ contents: UnsafeMutablePointer<Content>, count: Int,
                               from prefix: Int, positions moved: [Int], sources source: [Int],
                               last: UnsafeMutablePointer<Content>, comparable: Bool, inputs: _ViewInputs) {
        // The moved rows' nodes and last contents, out of the way of their new places.
        let movedChildren = moved.map { children[$0] }
        let stash = ViewValues.allocate(Content.self, count: moved.count)
        for (slot, index) in moved.enumerated() { (stash + slot).moveInitialize(from: last + index, count: 1) }
        var next = 0
        for index in prefix..<count {
            guard next < moved.count, moved[next] == index else {
                reconcileKeptRow(at: index, last: last + index, new: contents + index, comparable: comparable, inputs: inputs)
                (newIDs + index).deinitialize(count: 1)
                continue
            }
            let from = source[next]
            ids[index] = (newIDs + index).move()
            children[index] = reconcileMovedRow(movedChildren[from], last: stash + from, new: contents + index,
                                                keepingAt: last + index, at: index, comparable: comparable, inputs: inputs)
            next += 1
        }
        ViewValues.free(stash, initialized: 0)
        containerForChildren?.childrenChanged()
    }

    /// Forgets the rows' last contents (rows are tagged or editable now, or gone).
    private func dropLastContents() {
        if let lastContents { ViewValues.free(lastContents, initialized: children.count) }
        lastContents = nil
        lastContentsInputs = nil
    }

    /// Reads the collection and runs the user's id and content closures for every element,
    /// in one scope of this node: a state read there makes this ForEach depend on it — the
    /// collection's own count included, so `ForEach($items)` over a binding to an empty
    /// array, whose view's body reads no value, still sees the first element appended.
    /// Rows are reconciled after the scope closes, so a row's own reads stay the row's (and
    /// one observation scope per pass costs what one per row did). Returns the ids and
    /// contents, in buffers the caller moves out of and frees.
    private func evaluate() -> (ids: UnsafeMutablePointer<ID>, contents: UnsafeMutablePointer<Content>, count: Int) {
        let saved = DependencyTracking.enter(self)
        defer { DependencyTracking.leave(saved) }
        return DependencyTracking.observing(self) {
            // Elements are read through a buffer: a generic collection subscript would go
            // through a read coroutine that allocates its frame for every element.
            let data = view.pointee.data
            let limit = lazyLimit(total: data.count)
            if let made = data.withContiguousStorageIfAvailable({ evaluate(UnsafeBufferPointer(rebasing: $0.prefix(limit))) }) {
                return made
            }
            return ContiguousArray(data).withUnsafeBufferPointer { evaluate(UnsafeBufferPointer(rebasing: $0.prefix(limit))) }
        }
    }

    private func evaluate(_ elements: UnsafeBufferPointer<Data.Element>)
        -> (ids: UnsafeMutablePointer<ID>, contents: UnsafeMutablePointer<Content>, count: Int) {
        let identify = view.pointee.identify
        let makeContent = view.pointee.content
        let ids = ViewValues.allocate(ID.self, count: elements.count)
        let contents = ViewValues.allocate(Content.self, count: elements.count)
        for index in elements.indices {
            let element = elements[index]
            (ids + index).initialize(to: identify(element))
            (contents + index).initialize(to: makeContent(element))
        }
        return (ids, contents, elements.count)
    }

    /// Applies `.matched`: new rows take over the old rows the plan gave them (after an
    /// insertion, a move, a duplicate). Moves out the ids and contents from `prefix` on.
    /// With `keepsContents`, the rows' contents are kept for the next pass, and an old row
    /// whose content is unchanged (`comparable`: the inputs are too) keeps its node
    /// untouched.
    private func applyMatched(_ elementIDs: UnsafeMutablePointer<ID>, _ contents: UnsafeMutablePointer<Content>,
                              count: Int, from prefix: Int, taken: [Int], leaving: [Int], occurrences newOccurrences: [Int],
                              duplicates: [Int], inputs: _ViewInputs, keepsContents: Bool, comparable: Bool) {
        let oldContents = lastContents
        let kept: UnsafeMutablePointer<Content>? = keepsContents ? ViewValues.allocate(Content.self, count: count) : nil
        if let kept, let oldContents { kept.moveInitialize(from: oldContents, count: prefix) }
        var newIDs = Array(ids[0..<prefix])
        var newChildren = Array(children[0..<prefix])
        newIDs.reserveCapacity(count)
        newChildren.reserveCapacity(count)
        for position in prefix..<count { newIDs.append((elementIDs + position).move()) }
        // The rows no new row took leave before any row is made, so the new rows reuse
        // the memory the old ones free.
        var orderChanged = newIDs.count != ids.count || newOccurrences != occurrences
        for index in leaving {
            removeChild(children[index])
            if let oldContents { (oldContents + index).deinitialize(count: 1) }
        }
        if !leaving.isEmpty {
            orderChanged = true
            if leaving.count == ids.count - prefix {
                // No old row stays after the prefix (a replaced table): the host, too,
                // drops the old elements before the new ones are made.
                children.removeSubrange(prefix...)
                containerForChildren?.diffChildrenBeforeFlush()
            }
        }
        for position in prefix..<count {
            let old = taken[position - prefix]
            let existing: _ViewNode? = old >= 0 ? children[old] : nil
            guard let kept else {
                newChildren.append(reconcileRow(existing, (contents + position).move(), id: newIDs[position], at: position, inputs: inputs))
                continue
            }
            if let existing, let oldContents {
                newChildren.append(reconcileMovedRow(existing, last: oldContents + old, new: contents + position,
                                                     keepingAt: kept + position, at: position, comparable: comparable, inputs: inputs))
                continue
            }
            let content = (contents + position).move()
            newChildren.append(reconcileRow(existing, content, at: position, inputs: inputs))
            (kept + position).initialize(to: content)
        }
        // Every old value was moved out or destroyed above.
        if let oldContents { ViewValues.free(oldContents, initialized: 0) }
        lastContents = kept
        if !orderChanged {
            for index in prefix..<newIDs.count where newChildren[index] !== children[index] {
                orderChanged = true
                break
            }
        }
        if !duplicates.isEmpty { warnDuplicates(duplicates.map { newIDs[$0] }) }
        if orderChanged { containerForChildren?.childrenChanged() }
        ids = newIDs
        occurrences = newOccurrences
        children = newChildren
    }

    /// The rows from `start` on are gone and nothing follows them (a clear, the last rows
    /// removed): nothing to match, so no id table.
    private func removeTrailingRows(from start: Int) {
        for index in start..<children.count { removeChild(children[index]) }
        if let lastContents {
            if start == 0 {
                dropLastContents()
            } else {
                (lastContents + start).deinitialize(count: children.count - start)
            }
        }
        ids.removeSubrange(start...)
        if !occurrences.isEmpty { occurrences.removeSubrange(start...) }
        children.removeSubrange(start...)
        containerForChildren?.childrenChanged()
    }

    /// A row's view: the content, wrapped with edit controls when the ForEach has edit
    /// actions, or tagged with its id among a picker's options (as SwiftUI tags them).
    ///
    /// The plain row is the common case and touches no other generic type: running
    /// unspecialised, naming `_TaggedView<Content, ID>` or `_EditableRow<Content>` (or
    /// reading the `ForEach` value) would look their metadata up for every row.
    private func reconcileRow(_ existing: _ViewNode?, _ content: Content, id: ID, at offset: Int, inputs: _ViewInputs) -> _ViewNode {
        if tagsRows { return reconcileTaggedRow(existing, content, id: id, inputs: inputs) }
        if editsRows { return reconcileEditableRow(existing, content, at: offset, inputs: inputs) }
        return reconcileRow(existing, content, at: offset, inputs: inputs)
    }

    /// A plain row (neither tagged nor editable).
    @inline(__always)
    private func reconcileRow(_ existing: _ViewNode?, _ content: Content, at offset: Int, inputs: _ViewInputs) -> _ViewNode {
        if let existing { return reconcileChild(existing, with: content, inputs: inputs) }
        return makeChild(content, inputs: inputs)
    }

    private func warnDuplicates(_ duplicates: [ID]) {
        let list = duplicates.prefix(5).map { "\($0)" }.joined(separator: ", ")
        graph.warn("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(list) occurs multiple times within the collection; each duplicate is kept as a separate row by its position among equal ids, but state may move between them when the data changes. Give every element a unique id. (\(debugPath))")
    }

    override func appendElements(to list: inout ElementList) {
        for child in children { child.appendElements(to: &list) }
    }

    override func forEachChild(_ body: (_ViewNode) -> Void) {
        for child in children { body(child) }
    }

    override func willUnmount() {
        dropLastContents()
        children = []
        ids = []
        occurrences = []
    }

    deinit {
        if let lastContents { ViewValues.free(lastContents, initialized: children.count) }
        ViewValues.free(view)
    }
}

extension ForEachNode: ScrollTargetProvider {
    /// A row is a scroll target by its element id (`proxy.scrollTo(fruit.name)`).
    func scrollTarget(for target: AnyHashable) -> _ViewNode? {
        guard let id = target.base as? ID, let index = ids.firstIndex(of: id) else { return nil }
        return children[index]
    }
}
