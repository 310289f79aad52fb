import Foundation

/// A gesture: what the user does (tap, long press, drag) and what runs when they do.
/// The web host recognises it from pointer events; the test host acts it out with
/// `tap()`, `longPress()` and `drag(by:)`.
public protocol Gesture {
    associatedtype Value
    /// The events this gesture listens to, for the host to recognise.
    var _kinds: [_GestureKind] { get }
    /// The gesture's answer to one host event: its new value, or nil when the event is
    /// not for it. Actions attached with `onChanged`, `onEnded` and `updating` run here.
    func _respond(to event: _GestureEvent) -> _GesturePhase<Value>?
}

/// An optional gesture (`.gesture(isDraggable ? drag : nil)`): the gesture when there is one,
/// nothing to recognise when nil.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value
    public var _kinds: [_GestureKind] { self?._kinds ?? [] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Wrapped.Value>? { self?._respond(to: event) }
}

/// What a host recognises.
public enum _GestureKind: Equatable, Sendable {
    case tap(count: Int)
    /// A tap whose location matters (`SpatialTapGesture`, `onTapGesture { location in }`).
    case spatialTap(count: Int)
    case longPress(minimumDuration: Double)
    case drag(minimumDistance: Double)
    /// Two fingers pinching or turning (or a trackpad's pinch).
    case pinch
}

/// One event from the host: taps completed, a press held long enough, or a drag sample.
/// A public struct so that `Gesture`'s requirement names no host type (those are
/// `@_spi(TrellisHost)`); the gestures read `kind`.
public struct _GestureEvent {
    enum Kind {
        /// Taps completed, where the host says (in the view's points), if it says.
        case tap(CGPoint?)
        case longPress
        /// A press began (true) or was let go before it became a long press (false).
        case press(Bool)
        case drag(DragSample)
        case pinch(PinchSample)
    }
    let kind: Kind

    /// A pinch sample as a gesture gets it, for tests of a gesture's own thresholds.
    @_spi(TrellisHost) public static func pinch(_ sample: PinchSample) -> _GestureEvent { _GestureEvent(kind: .pinch(sample)) }
}

/// Where a gesture is after an event: still going with a value, ended with one, or given
/// up (a press let go too soon), which ends it with no value.
public enum _GesturePhase<Value> {
    case changed(Value)
    case ended(Value)
    case cancelled

    var value: Value? {
        switch self {
        case .changed(let value), .ended(let value): value
        case .cancelled: nil
        }
    }

    /// Ended or given up: nothing more comes.
    var isOver: Bool {
        if case .changed = self { return false }
        return true
    }

    func map<T>(_ transform: (Value) -> T) -> _GesturePhase<T> {
        switch self {
        case .changed(let value): .changed(transform(value))
        case .ended(let value): .ended(transform(value))
        case .cancelled: .cancelled
        }
    }
}

/// A tap (or `count` taps in a row); its value is nothing.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = max(count, 1) }
    public var _kinds: [_GestureKind] { [.tap(count: count)] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Void>? {
        if case .tap = event.kind { return .ended(()) }
        return nil
    }
}

/// A tap that reports where it landed, in the view's own points.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, @unchecked Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(count, 1)
        self.coordinateSpace = coordinateSpace
    }

    public var _kinds: [_GestureKind] { [.spatialTap(count: count)] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        if case .tap(let location) = event.kind { return .ended(Value(location: location ?? .zero)) }
        return nil
    }
}

/// A press held for `minimumDuration` seconds; its value says it succeeded. While the
/// finger is down it is `true` (`onChanged`, `updating`); let go too soon, it is given up.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var _kinds: [_GestureKind] { [.longPress(minimumDuration: minimumDuration)] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Bool>? {
        switch event.kind {
        case .longPress: return .ended(true)
        case .press(true): return .changed(true)
        case .press(false): return .cancelled
        default: return nil
        }
    }
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

    public var _kinds: [_GestureKind] { [.drag(minimumDistance: Double(minimumDistance))] }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        guard case .drag(let sample) = event.kind else { return nil }
        let value = Value(time: Date(), location: CGPoint(x: sample.x, y: sample.y),
                          startLocation: CGPoint(x: sample.startX, y: sample.startY))
        return sample.ended ? .ended(value) : .changed(value)
    }
}

/// Which coordinates a drag reports in. Every space is the view's own here.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    case named(AnyHashable)
}

extension LongPressGesture {
    /// The long press behind `onLongPressGesture`: `pressing` hears the press begin and end,
    /// `action` runs when it succeeds.
    func pressing(_ pressing: ((Bool) -> Void)?, perform action: @escaping @MainActor () -> Void) -> _ActionGesture<Self, Bool> {
        _ActionGesture(base: self) { phase in
            switch phase {
            case .changed: pressing?(true)
            case .ended:
                pressing?(false)
                MainActor.assumeIsolated { action() }
            case .cancelled: pressing?(false)
            }
            return phase
        }
    }
}

/// A gesture with one more action, or with its value transformed.
public struct _ActionGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let respond: (_GesturePhase<Base.Value>) -> _GesturePhase<Value>
    public var _kinds: [_GestureKind] { base._kinds }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        base._respond(to: event).map(respond)
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture succeeds.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self, Value> {
        _ActionGesture(base: self) { phase in
            if case .ended(let value) = phase { action(value) }
            return phase
        }
    }

    /// Runs `action` with each new value while the gesture goes on.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ActionGesture<Self, Value> where Value: Equatable {
        _ActionGesture(base: self) { phase in
            if case .changed(let value) = phase { action(value) }
            return phase
        }
    }

    /// Keeps `state` in step with the gesture while it goes on; it returns to its initial
    /// value when the gesture ends.
    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> _ActionGesture<Self, Value> {
        _ActionGesture(base: self) { phase in
            if case .changed(let value) = phase {
                var current = state.storage.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.storage.wrappedValue = current
            } else {
                state.storage.wrappedValue = state.resetValue
            }
            return phase
        }
    }

    /// The same gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _ActionGesture<Self, T> {
        _ActionGesture(base: self) { $0.map(body) }
    }

    /// Both gestures at once; the value holds each one's latest (nil until it starts).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once it has succeeded (a long press that starts a drag).
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture, or else `other`: the first one to recognise an event wins it.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A gesture made of two: the host listens for what either part listens for.
public protocol _GesturePair: Gesture {
    associatedtype First: Gesture
    associatedtype Second: Gesture
    var first: First { get }
    var second: Second { get }
}

extension _GesturePair {
    public var _kinds: [_GestureKind] { first._kinds + second._kinds }
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _GesturePair {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        let one = first._respond(to: event), two = second._respond(to: event)
        guard one != nil || two != nil else { return nil }
        let value = Value(first: one?.value, second: two?.value)
        guard value.first != nil || value.second != nil else { return .cancelled }
        return (one?.isOver ?? true) && (two?.isOver ?? true) ? .ended(value) : .changed(value)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One gesture, then another. The sequence does not watch its first part succeed: an
/// event for the second part (a drag after a long press) means the first has, and the
/// browser does not hold the second back until then (docs/Differences.md).
public struct SequenceGesture<First: Gesture, Second: Gesture>: _GesturePair {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        if let phase = first._respond(to: event) {
            switch phase {
            // The first one done: the sequence goes on, waiting for the second.
            case .ended(let value): return .changed(.second(value, nil))
            case .changed(let value): return .changed(.first(value))
            case .cancelled: return .cancelled
            }
        }
        guard let phase = second._respond(to: event), let done = First._successValue else { return nil }
        return phase.map { .second(done, $0) }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// One of two gestures: the first has priority for an event both would recognise.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _GesturePair {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }

    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? {
        if let phase = first._respond(to: event) { return phase.map { .first($0) } }
        return second._respond(to: event).map { $0.map { .second($0) } }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture of any type with the given value type.
public struct AnyGesture<Value>: Gesture {
    private let kinds: [_GestureKind]
    private let respond: (_GestureEvent) -> _GesturePhase<Value>?

    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        kinds = gesture._kinds
        respond = gesture._respond
    }

    public var _kinds: [_GestureKind] { kinds }
    public func _respond(to event: _GestureEvent) -> _GesturePhase<Value>? { respond(event) }
}

extension Gesture {
    /// The value a gesture that has succeeded leaves behind, when it is known without
    /// watching it (a tap's nothing, a long press's true); a sequence needs it.
    static var _successValue: Value? {
        if Value.self == Void.self { return (() as! Value) }
        if Value.self == Bool.self { return (true as! Value) }
        return nil
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
nonisolated public struct _GestureElement<Content: View>: View {
    let content: Content
    let kinds: [_GestureKind]
    let respond: (_GestureEvent) -> Bool

    init<G: Gesture>(content: Content, gesture: G, mask: GestureMask = .all) {
        self.content = content
        // A mask without `.gesture` turns this gesture off (its views' own gestures stay:
        // docs/Differences.md).
        guard mask.contains(.gesture) else {
            kinds = []
            respond = { _ in false }
            return
        }
        kinds = gesture._kinds
        respond = { gesture._respond(to: $0) != nil }
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .gestureArea }
    public static var _propertiesReadNoState: Bool { true }
    public var _content: Content { content }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties()
        for kind in kinds {
            switch kind {
            case .tap(let count): properties.append(.tapCount, .number(Double(count)))
            case .spatialTap(let count):
                properties.append(.tapCount, .number(Double(count)))
                properties.append(.spatialTap, .bool(true))
            case .longPress(let duration): properties.append(.longPress, .number(duration))
            case .drag(let distance): properties.append(.drag, .number(distance))
            case .pinch: properties.append(.pinch, .bool(true))
            }
        }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    private func gestureEvent(for event: HostEvent.Kind) -> _GestureEvent? {
        gestureEventKind(for: event).map(_GestureEvent.init(kind:))
    }

    private func gestureEventKind(for event: HostEvent.Kind) -> _GestureEvent.Kind? {
        switch event {
        case .tap:
            return .tap(nil)
        case .tapAt(let x, let y):
            return .tap(CGPoint(x: x, y: y))
        case .longPress:
            return .longPress
        case .pressing(let down):
            return .press(down)
        case .drag(let sample):
            return .drag(sample)
        case .pinch(let sample):
            return .pinch(sample)
        default:
            return nil
        }
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard environment.isEnabled, let gestureEvent = gestureEvent(for: event) else { return false }
        return kinds.contains { kind in
            switch (kind, gestureEvent.kind) {
            case (.tap, .tap), (.spatialTap, .tap), (.longPress, .longPress), (.longPress, .press), (.drag, .drag), (.pinch, .pinch): true
            default: false
            }
        }
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        guard let gestureEvent = gestureEvent(for: event) else { return false }
        return respond(gestureEvent)
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
        _GestureElement(content: self, gesture: TapGesture(count: count).onEnded { MainActor.assumeIsolated { action() } })
    }

    /// Runs `action` with where the view was tapped, in its own points (the web host: the
    /// click's position in the element).
    @preconcurrency nonisolated public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                                                         perform action: @escaping @MainActor (CGPoint) -> Void) -> _GestureElement<Self> {
        _GestureElement(content: self, gesture: SpatialTapGesture(count: count, coordinateSpace: coordinateSpace)
            .onEnded { value in MainActor.assumeIsolated { action(value.location) } })
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds (the web host:
    /// a press held that long, with mouse, touch or pen); `onPressingChanged` hears the
    /// finger go down (true) and the press end (false: let go too soon, or long enough,
    /// just before `action`).
    @preconcurrency nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                                               perform action: @escaping @MainActor () -> Void,
                                                               onPressingChanged: ((Bool) -> Void)? = nil) -> _GestureElement<Self> {
        _GestureElement(content: self, gesture: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .pressing(onPressingChanged, perform: action))
    }

    /// The iOS 13 spelling (deprecated, still accepted): `pressing` before `perform`, so
    /// `.onLongPressGesture(minimumDuration: 1) { pressing in … } perform: { … }` builds.
    @_disfavoredOverload
    @preconcurrency nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                                               pressing: ((Bool) -> Void)? = nil,
                                                               perform action: @escaping @MainActor () -> Void) -> _GestureElement<Self> {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Recognises `gesture` on this view (`mask` without `.gesture`: not at all).
    nonisolated public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, gesture: gesture, mask: mask)
    }

    /// Recognises `gesture` alongside the gestures of the views inside.
    nonisolated public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, gesture: gesture, mask: mask)
    }

    /// Recognises `gesture` before the gestures of the views inside.
    nonisolated public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> _GestureElement<Self> {
        _GestureElement(content: self, gesture: gesture, mask: mask)
    }
}

@_spi(TrellisHost) extension _GestureElement: _PrimitiveView {}
