import Foundation

/// A gesture: what the user does (tap, long press, drag) and what runs when they do.
/// The web host recognises it from pointer events; the test host acts it out with
/// `tap()`, `longPress()` and `drag(by:)`.
public protocol Gesture {
    associatedtype Value
    /// The gesture's kind and actions, as the element that recognises it holds them.
    var _spec: _GestureSpec { get }
}

/// A gesture as an element holds it: which one, and its actions (values type-erased).
public struct _GestureSpec {
    enum Kind: Equatable {
        case tap(count: Int)
        case longPress(minimumDuration: Double)
        case drag(minimumDistance: Double)
    }
    let kind: Kind
    var onChanged: [(Any) -> Void] = []
    var onEnded: [(Any) -> Void] = []
    /// `@GestureState` updates: a value while the gesture changes, nil when it ends.
    var updating: [(Any?) -> Void] = []
}

/// A tap (or `count` taps in a row); its value is nothing.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = max(count, 1) }
    public var _spec: _GestureSpec { _GestureSpec(kind: .tap(count: count)) }
}

/// A press held for `minimumDuration` seconds; its value says it succeeded.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var _spec: _GestureSpec { _GestureSpec(kind: .longPress(minimumDuration: minimumDuration)) }
}

/// A drag of at least `minimumDistance` points; its value follows the pointer.
public struct DragGesture: Gesture {
    /// Where the drag is: its start, the pointer now, and the distance between them.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// Where the drag would end if the pointer stopped now (no inertia is measured here).
        public var predictedEndLocation: CGPoint { location }
        public var predictedEndTranslation: CGSize { translation }
        public var velocity: CGSize { .zero }
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    public var _spec: _GestureSpec { _GestureSpec(kind: .drag(minimumDistance: Double(minimumDistance))) }
}

/// Which coordinates a drag reports in. Every space is the view's own here.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}

/// A gesture with one more action.
public struct _ActionGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let add: (inout _GestureSpec) -> Void
    public var _spec: _GestureSpec {
        var spec = base._spec
        add(&spec)
        return spec
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> {
        _ActionGesture(base: self) { $0.onEnded.append { value in if let value = value as? Value { action(value) } } }
    }

    /// Runs `action` with each new value while the gesture goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self> where Value: Equatable {
        _ActionGesture(base: self) { $0.onChanged.append { value in if let value = value as? Value { action(value) } } }
    }

    /// Keeps `state` in step with the gesture while it goes on; it returns to its initial
    /// value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> _ActionGesture<Self> {
        _ActionGesture(base: self) { spec in
            spec.updating.append { value in
                guard let value = value as? Value else {
                    state.storage.wrappedValue = state.resetValue
                    return
                }
                var current = state.storage.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.storage.wrappedValue = current
            }
        }
    }
}

/// State that lives while a gesture goes on: `updating(_:body:)` writes it, and it returns
/// to its initial value when the gesture ends.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    var storage: State<Value>
    let resetValue: Value

    public init(wrappedValue: Value) {
        storage = State(initialValue: wrappedValue)
        resetValue = wrappedValue
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    public var wrappedValue: Value { storage.wrappedValue }

    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews stay active.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask([.gesture, .subviews])
}

/// An area that recognises a gesture: one host element around its content. Buttons
/// inside it still take their own taps.
nonisolated public struct _GestureElement<Content: View>: _PrimitiveView {
    let content: Content
    let spec: _GestureSpec

    public static var _kind: ElementKind { .gestureArea }
    public var _content: Content { content }

    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        switch spec.kind {
        case .tap(let count): properties.append("tapCount", .number(Double(count)))
        case .longPress(let duration): properties.append("longPress", .number(duration))
        case .drag(let distance): properties.append("drag", .number(distance))
        }
        if !environment.isEnabled { properties.append("disabled", .bool(true)) }
        return properties
    }

    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard environment.isEnabled else { return false }
        switch (spec.kind, event) {
        case (.tap, .tap), (.longPress, .tap), (.drag, .drag): return true
        default: return false
        }
    }

    @MainActor
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch (spec.kind, event) {
        case (.tap, .tap):
            for action in spec.onEnded { action(()) }
        case (.longPress, .tap):
            for action in spec.onEnded { action(true) }
        case (.drag, .drag(let sample)):
            let value = DragGesture.Value(time: Date(), location: CGPoint(x: sample.x, y: sample.y),
                                          startLocation: CGPoint(x: sample.startX, y: sample.startY))
            if sample.ended {
                for update in spec.updating { update(nil) }
                for action in spec.onEnded { action(value) }
            } else {
                for update in spec.updating { update(value) }
                for action in spec.onChanged { action(value) }
            }
        default:
            return false
        }
        return true
    }
}

extension ElementKind {
    /// A view with a gesture (`tapCount`, `longPress` or `drag`); its `tap` or `drag`
    /// events are the gesture.
    public static let gestureArea = ElementKind(rawValue: "GestureArea")
}

extension View {
    /// Runs `action` when the view is tapped `count` times (the web host: a click, or a
    /// double click for 2).
    @preconcurrency nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> _GestureElement<Self> {
        _GestureElement(content: self, spec: _GestureSpec(kind: .tap(count: max(count, 1)), onEnded: [{ _ in MainActor.assumeIsolated { action() } }]))
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds (the web host:
    /// a press held that long, with mouse, touch or pen).
    @preconcurrency nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                                               perform action: @escaping @MainActor () -> Void,
                                                               onPressingChanged: ((Bool) -> Void)? = nil) -> _GestureElement<Self> {
        _GestureElement(content: self, spec: _GestureSpec(kind: .longPress(minimumDuration: minimumDuration),
                                                          onEnded: [{ _ in MainActor.assumeIsolated { action() } }]))
    }

    /// Recognises `gesture` on this view.
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, spec: gesture._spec)
    }

    /// Recognises `gesture` alongside the gestures of the views inside.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, spec: gesture._spec)
    }

    /// Recognises `gesture` before the gestures of the views inside.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, spec: gesture._spec)
    }
}
