import Foundation

/// A node that sets or transforms the value of a preference key for its subtree.
@MainActor
protocol PreferenceSource: AnyObject {
    var preferenceKey: ObjectIdentifier { get }
    /// This node's value for its key, given a way to collect the value of what is inside
    /// it (nil: nothing inside sets one).
    func preferenceValue(inside: () -> Any?) -> Any?
}

/// A node that reads a preference key's value over its content after each update round.
@MainActor
protocol PreferenceReader: AnyObject {
    /// Collects the value again and acts on it when it changed.
    func refreshPreference()
    var isMounted: Bool { get }
}

/// How a preference's value travels up the tree: from the nodes that set it, combined
/// with `reduce` in tree order between siblings, changed by transforms on the way.
@MainActor
enum PreferenceCollection {
    /// The value of `K` that `node` and its subtree give, nil when nothing sets it.
    static func value<K: PreferenceKey>(of _: K.Type, in node: _ViewNode) -> K.Value? {
        if let source = node as? PreferenceSource, source.preferenceKey == ObjectIdentifier(K.self) {
            return source.preferenceValue(inside: { valueOfChildren(K.self, of: node) }) as? K.Value
        }
        return valueOfChildren(K.self, of: node)
    }

    static func valueOfChildren<K: PreferenceKey>(_: K.Type, of node: _ViewNode) -> K.Value? {
        var result: K.Value?
        node.forEachChild { child in
            guard let next = value(of: K.self, in: child) else { return }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}

/// A node that sets or changes a preference for its subtree: the graph collects
/// preferences again when one appears, changes (`sourceChanged`) or goes.
class PreferenceSourceNode<C: View, M: ViewModifier>: ModifierNode<C, M> {
    init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs) {
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        graph.preferencesChanged()
    }

    /// Takes the new content; the subclass has taken the new value and said whether it changed.
    func reconcile(_ view: ModifiedContent<C, M>, inputs newInputs: _ViewInputs, sourceChanged: Bool) {
        if sourceChanged { graph.preferencesChanged() }
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

    override func willUnmount() {
        graph.preferencesChanged()
        super.willUnmount()
    }
}

/// `preference(key:value:)`: the key's value for this view, whatever its content sets.
final class PreferenceWriterNode<C: View, K: PreferenceKey>: PreferenceSourceNode<C, _PreferenceWritingModifier<K>>, PreferenceSource {
    private var value: K.Value
    let preferenceKey = ObjectIdentifier(K.self)

    override init(_ view: ModifiedContent<C, _PreferenceWritingModifier<K>>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(view, parent: parent, inputs: inputs)
    }

    override func update(to view: ModifiedContent<C, _PreferenceWritingModifier<K>>, inputs newInputs: _ViewInputs) {
        let changed = !Equality.areEqual(value, view.modifier.value)
        value = view.modifier.value
        reconcile(view, inputs: newInputs, sourceChanged: changed)
    }

    func preferenceValue(inside: () -> Any?) -> Any? { value }
}

/// `transformPreference(_:_:)`: changes the value its content gives (the default value
/// when the content sets none).
final class PreferenceTransformNode<C: View, K: PreferenceKey>: PreferenceSourceNode<C, _PreferenceTransformModifier<K>>, PreferenceSource {
    private var transform: (inout K.Value) -> Void
    let preferenceKey = ObjectIdentifier(K.self)

    override init(_ view: ModifiedContent<C, _PreferenceTransformModifier<K>>, parent: _ViewNode, inputs: _ViewInputs) {
        transform = view.modifier.transform
        super.init(view, parent: parent, inputs: inputs)
    }

    override func update(to view: ModifiedContent<C, _PreferenceTransformModifier<K>>, inputs newInputs: _ViewInputs) {
        transform = view.modifier.transform
        // A closure cannot be compared: a new one may transform differently.
        reconcile(view, inputs: newInputs, sourceChanged: true)
    }

    func preferenceValue(inside: () -> Any?) -> Any? {
        var value = inside() as? K.Value ?? K.defaultValue
        transform(&value)
        return value
    }
}

/// Reads `K` over its content after each round of updates and hands a changed value to
/// `action` (`onPreferenceChange`, and the readers behind `overlayPreferenceValue`).
final class PreferenceReaderNode<C: View, K: PreferenceKey>: ModifierNode<C, _PreferenceReadingModifier<K>>, PreferenceReader {
    private var modifier: _PreferenceReadingModifier<K>
    /// The value last handed to the action; nil before the first.
    private var last: K.Value?

    init(_ view: ModifiedContent<C, _PreferenceReadingModifier<K>>, parent: _ViewNode, inputs: _ViewInputs) {
        modifier = view.modifier
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
        graph.addPreferenceReader(self)
    }

    override func update(to view: ModifiedContent<C, _PreferenceReadingModifier<K>>, inputs newInputs: _ViewInputs) {
        modifier = view.modifier
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: newInputs)
    }

    func refreshPreference() {
        guard let child else { return }
        let value = PreferenceCollection.value(of: K.self, in: child) ?? K.defaultValue
        if let last, Equality.areEqual(last, value) { return }
        last = value
        let action = modifier.action
        graph.enqueueAction { action(value) }
    }

    override func willUnmount() {
        // Dropped from the graph's readers at the next refresh.
        graph.preferencesChanged()
        super.willUnmount()
    }
}
