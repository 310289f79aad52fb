/// The node of a built-in modifier applied to content: a new view value reaches the
/// subclass as the `ModifiedContent<C, M>` it is, cast once here (`ViewValues.cast`), so a
/// subclass handles typed values and never reinterprets one itself.
class ModifierNode<C: View, M: ViewModifier>: SingleChildNode {
    override final func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        update(to: ViewValues.cast(newValue, to: ModifiedContent<C, M>.self), inputs: newInputs)
    }

    /// Takes the node's new value: every subclass overrides it.
    func update(to view: ModifiedContent<C, M>, inputs newInputs: _ViewInputs) {
        preconditionFailure("\(Self.self) does not take new values")
    }
}
