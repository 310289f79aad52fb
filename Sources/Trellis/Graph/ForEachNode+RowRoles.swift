// Rows with a role beyond their content: a picker's options, tagged with their ids, and
// editable rows (`onDelete`/`onMove`), wrapped with their offset and the edit actions.
extension ForEachNode {
    @inline(never)
    func reconcileTaggedRow(_ existing: _ViewNode?, _ content: Content, id: ID, inputs: _ViewInputs) -> _ViewNode {
        let row = _TaggedView(content: content, tag: id)
        return existing.map { reconcileChild($0, with: row, inputs: inputs) } ?? makeChild(row, inputs: inputs)
    }

    @inline(never)
    func reconcileEditableRow(_ existing: _ViewNode?, _ content: Content, at offset: Int, inputs: _ViewInputs) -> _ViewNode {
        guard let actions = view.pointee.editActions else {
            return existing.map { reconcileChild($0, with: content, inputs: inputs) } ?? makeChild(content, inputs: inputs)
        }
        let box = editActionsBox ?? RowEditActionsBox()
        editActionsBox = box
        box.actions = actions
        let row = _EditableRow(content: content, offset: offset, canDelete: actions.delete != nil,
                               canMove: actions.move != nil, actions: box)
        return existing.map { reconcileChild($0, with: row, inputs: inputs) } ?? makeChild(row, inputs: inputs)
    }
}
