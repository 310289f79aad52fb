import Foundation

// Focused values: what the views of a scene publish for commands and other views to act
// on (the selected note, the document being edited). Publishers write into the scene's
// `FocusedValues` while they are shown; `@FocusedValue`, `@FocusedBinding` and
// `@FocusedObject` read it, and views reading it update when it changes. A page is one
// scene with one focus: a value published with `focusedValue` counts while its view is
// shown, as one published with `focusedSceneValue` does (docs/Differences.md).

/// A key for a value in `FocusedValues`; extend `FocusedValues` with a property for it.
public protocol FocusedValueKey {
    associatedtype Value
}

/// The values the views of the scene publish, by key.
public struct FocusedValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]

    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// An object published by its type (`focusedObject`, iOS 17's `focusedValue(_:)`).
    subscript(object type: Any.Type) -> AnyObject? {
        get { storage[ObjectIdentifier(type)] as AnyObject? }
        set { storage[ObjectIdentifier(type)] = newValue }
    }

    /// The observation of a published `ObservableObject`, kept while it is published so a
    /// `@FocusedObject` reader re-runs when the object announces a change.
    var observations: [ObjectIdentifier: ObjectObservation] = [:]
}

/// The scene's focused values: one per graph, made by its root.
struct FocusedValuesSourceKey: EnvironmentKey {
    static let defaultValue: Binding<FocusedValues>? = nil
}

extension EnvironmentValues {
    var focusedValuesSource: Binding<FocusedValues>? {
        get { self[FocusedValuesSourceKey.self] }
        set { self[FocusedValuesSourceKey.self] = newValue }
    }
}

// MARK: Reading

/// A value the scene's views publish under a key (nil while none does).
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    @Environment(\.focusedValuesSource) private var source
    private let read: (FocusedValues) -> Value?

    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// An `@Observable` object published with `focusedValue(_:)` (iOS 17).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[object: objectType] as? Value }
    }

    public var wrappedValue: Value? { source.flatMap { read($0.wrappedValue) } }
}

/// A binding the scene's views publish under a key, read and written through.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    @Environment(\.focusedValuesSource) private var source
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    public var wrappedValue: Value? {
        get { source?.wrappedValue[keyPath: keyPath]?.wrappedValue }
        nonmutating set {
            if let newValue { source?.wrappedValue[keyPath: keyPath]?.wrappedValue = newValue }
        }
    }

    public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// An observable object the scene's views publish with `focusedObject` (nil while none does).
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    @Environment(\.focusedValuesSource) private var source

    public init() {}

    /// The object published now; reading it makes the view re-run when it changes, as an
    /// `@ObservedObject` does.
    public var wrappedValue: ObjectType? {
        guard let values = source?.wrappedValue, let object = values[object: ObjectType.self] as? ObjectType else { return nil }
        if let observation = values.observations[ObjectIdentifier(ObjectType.self)] { DependencyTracking.recordRead(observation) }
        return object
    }

    public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init) }

    /// Bindings to the object's properties (`$model.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

// MARK: Publishing

/// Publishes a value into the scene's focused values while its view is shown.
nonisolated public struct _FocusedValueModifier: ViewModifier {
    /// Whether the focused values already hold this value.
    let isCurrent: (FocusedValues) -> Bool
    let write: (inout FocusedValues) -> Void
    let clear: (inout FocusedValues) -> Void

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        let graph = parent.graph
        return NavigationSideEffectNode(view, parent: parent, inputs: inputs, apply: { modifier, environment, _ in
            guard let store = environment.focusedValuesSource, !modifier.isCurrent(store.wrappedValue) else { return }
            // Written after the update, not while the graph reconciles.
            graph.enqueueAction { modifier.write(&store.wrappedValue) }
        }, unmount: { environment, _ in
            guard let store = environment.focusedValuesSource else { return }
            let clear = view.modifier.clear
            graph.enqueueAction { clear(&store.wrappedValue) }
        })
    }

    /// A value through a property of `FocusedValues` (whose setter stores it by its key).
    init<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) {
        isCurrent = { values in Self.same(values[keyPath: keyPath], value) }
        write = { $0[keyPath: keyPath] = value }
        clear = { $0[keyPath: keyPath] = nil }
    }

    /// An object by its type.
    init<T: AnyObject>(object: T?) {
        isCurrent = { values in values[object: T.self] === object }
        write = { $0[object: T.self] = object }
        clear = { $0[object: T.self] = nil }
    }

    /// An `ObservableObject` by its type, with its observation for `@FocusedObject` readers.
    init<T: ObservableObject>(observableObject object: T?) {
        isCurrent = { values in values[object: T.self] === object }
        write = { values in
            values[object: T.self] = object
            values.observations[ObjectIdentifier(T.self)] = object.map { ObjectObservation.of($0) }
        }
        clear = { values in
            values[object: T.self] = nil
            values.observations[ObjectIdentifier(T.self)] = nil
        }
    }

    /// Values compare as views' fields do: their `==`, or field by field (a binding to
    /// the same state is the same binding), so publishing the same value again is no change.
    private static func same<Value>(_ old: Value?, _ new: Value?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        return withUnsafePointer(to: old) { a in
            withUnsafePointer(to: new) { b in TypeReflection.comparator(for: Value.self).equal(a, b) }
        }
    }
}

extension View {
    /// Publishes `value` under the key at `keyPath` for the scene while this view is shown.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(keyPath, value))
    }

    /// Publishes `value` (nil: nothing) under the key at `keyPath`.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(keyPath, value))
    }

    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(keyPath, value))
    }

    nonisolated public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(keyPath, value))
    }

    /// Publishes an `@Observable` object by its type (iOS 17).
    nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(object: object))
    }

    nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(object: object))
    }

    /// Publishes an observable object for `@FocusedObject`.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(observableObject: object))
    }

    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> ModifiedContent<Self, _FocusedValueModifier> {
        modifier(_FocusedValueModifier(observableObject: object))
    }
}
