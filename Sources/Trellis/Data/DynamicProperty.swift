/// A stored property of a view that the graph updates before `body` runs.
///
/// Write your own wrappers as structs that contain `State`, `Binding`, `Environment`
/// (or other dynamic properties): Trellis finds them, links their storage to the
/// view's identity, and calls `update()` before each evaluation.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
