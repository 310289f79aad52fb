import Foundation

/// A named value that views set and their ancestors read: values from sibling views are
/// combined with `reduce` in the order the views appear.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Folds the next sibling's value into the value so far.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nothing, for an optional value.
    public static var defaultValue: Value { nil }
}

/// Sets a preference's value for the modified view.
nonisolated public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    public var value: Key.Value

    @inlinable public init(key: Key.Type = Key.self, value: Key.Value) {
        self.value = value
    }

    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        PreferenceWriterNode<C, Key>(view, parent: parent, inputs: inputs)
    }
}

/// Changes the value of a preference that the modified view's content gives.
nonisolated public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    public var transform: (inout Key.Value) -> Void

    @inlinable public init(key: Key.Type = Key.self, transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }

    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        PreferenceTransformNode<C, Key>(view, parent: parent, inputs: inputs)
    }
}

/// Hands the value of a preference over the modified view to `action` when it changes.
nonisolated public struct _PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier {
    let action: (Key.Value) -> Void

    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        PreferenceReaderNode<C, Key>(view, parent: parent, inputs: inputs)
    }
}

/// A view with a layer made from the value of a preference its content gives
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`). The value is read after each
/// round of updates and kept here; the layer is made again when it changes.
nonisolated public struct _PreferenceLayerView<Content: View, Key: PreferenceKey, Layer: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool
    let layer: (Key.Value) -> Layer
    /// Nil until the content's value was first read.
    @State private var value: Key.Value?

    init(content: Content, alignment: Alignment, isBackground: Bool, layer: @escaping (Key.Value) -> Layer) {
        self.content = content
        self.alignment = alignment
        self.isBackground = isBackground
        self.layer = layer
    }

    @MainActor public var body: _LayeredView<ModifiedContent<Content, _PreferenceReadingModifier<Key>>, Layer> {
        let box = $value
        let reading = content.modifier(_PreferenceReadingModifier<Key> { box.wrappedValue = $0 })
        return _LayeredView(content: reading, layer: layer(value ?? Key.defaultValue), alignment: alignment,
                            isBackground: isBackground)
    }
}

extension View {
    /// Sets `key`'s value for this view; ancestors read it with `onPreferenceChange`,
    /// `overlayPreferenceValue` or `backgroundPreferenceValue`.
    @inlinable nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(key: key, value: value))
    }

    /// Changes the value of `key` that this view's content gives (its default value when
    /// the content sets none).
    @inlinable nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                                           _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(key: key, transform: callback))
    }

    /// Calls `action` with the value of `key` over this view when it first has one and
    /// whenever it changes, after the views update.
    nonisolated public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                               perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceReadingModifier<K>(action: action))
    }

    /// Draws the view `transform` makes from this view's value of `key` over it, sized to it.
    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                            @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayerView<Self, K, V>(content: self, alignment: alignment, isBackground: false, layer: transform)
    }

    nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                            @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayerView<Self, K, V>(content: self, alignment: .center, isBackground: false, layer: transform)
    }

    /// Draws the view `transform` makes from this view's value of `key` behind it.
    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                               @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayerView<Self, K, V>(content: self, alignment: alignment, isBackground: true, layer: transform)
    }

    nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self,
                                                                               @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        _PreferenceLayerView<Self, K, V>(content: self, alignment: .center, isBackground: true, layer: transform)
    }
}
