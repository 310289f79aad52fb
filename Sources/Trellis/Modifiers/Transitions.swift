import Foundation

// iOS 17's transitions as types: a `Transition` draws its content for each phase of an
// insertion or a removal. Hosts play transitions by name (`AnyTransition`), so a
// transition becomes one: the built-in ones by the name of the effect they are, one of
// your own by the drawing effects its body applies as the view appears and disappears
// (offset, scale, rotation, opacity, blur — read as `AnyTransition.modifier` reads them).

/// Where a view is in a transition.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the look it animates in from.
    case willAppear
    /// Shown as it is.
    case identity
    /// Removed: the look it animates out to.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// -1 before the view appears, 0 while it shows, 1 after it disappears.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition tells the system about itself.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether it moves the view (so that reduced motion can replace it).
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view comes in and goes out: its look in each phase.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder @MainActor func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    static var properties: TransitionProperties { get }
    /// The host's name for a built-in transition; nil for one of your own.
    nonisolated var _name: AnyTransition? { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    nonisolated public var _name: AnyTransition? { nil }

    /// This transition, played with `animation`.
    public func animation(_ animation: Animation?) -> _NamedTransition {
        _NamedTransition(transition: AnyTransition(self).animation(animation))
    }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> _NamedTransition {
        _NamedTransition(transition: AnyTransition(self).combined(with: AnyTransition(other)))
    }
}

/// A transition built from others (`combined(with:)`, `animation(_:)`).
nonisolated public struct _NamedTransition: Transition {
    let transition: AnyTransition
    public var _name: AnyTransition? { transition }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension AnyTransition {
    /// A transition type as a name hosts play.
    public init<T: Transition>(_ transition: T) {
        if let name = transition._name {
            self = name
            return
        }
        guard DependencyTracking.isOnMainActor else {
            self = .opacity
            return
        }
        nonisolated(unsafe) let transition = transition
        let (insertion, removal) = MainActor.assumeIsolated {
            (AnyTransition.effects(of: transition.body(content: PlaceholderContentView(content: AnyView(EmptyView())), phase: .willAppear)),
             AnyTransition.effects(of: transition.body(content: PlaceholderContentView(content: AnyView(EmptyView())), phase: .didDisappear)))
        }
        func named(_ effects: [TransitionKind.Effect]) -> AnyTransition { effects.isEmpty ? .opacity : AnyTransition(.effects(effects)) }
        self = insertion == removal ? named(insertion) : .asymmetric(insertion: named(insertion), removal: named(removal))
    }
}

// MARK: Built-in transitions

/// No change: the view appears and disappears at once.
nonisolated public struct IdentityTransition: Transition {
    public init() {}
    public var _name: AnyTransition? { .identity }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// A fade.
nonisolated public struct OpacityTransition: Transition {
    public init() {}
    public var _name: AnyTransition? { .opacity }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// In from and out to one edge of the container.
nonisolated public struct MoveTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public var _name: AnyTransition? { .move(edge: edge) }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// In from one edge and out to the opposite one, fading.
nonisolated public struct PushTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public var _name: AnyTransition? { .push(from: edge) }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// In from the leading edge, out to the trailing one.
nonisolated public struct SlideTransition: Transition {
    public init() {}
    public var _name: AnyTransition? { .slide }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// In from and out to an offset from where the view lies.
nonisolated public struct OffsetTransition: Transition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public var _name: AnyTransition? { .offset(offset) }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// In from and out to a scale of the view's size.
nonisolated public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public var _name: AnyTransition? { .scale(scale: scale, anchor: anchor) }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// A blur and fade between the old and new view, scaled down as they blur (`upUp`) or not.
nonisolated public struct BlurReplaceTransition: Transition {
    public struct Configuration: Hashable, Sendable {
        let scales: Bool
        public static let downUp = Configuration(scales: true)
        public static let upUp = Configuration(scales: false)
    }
    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : 5)
            .scaleEffect(phase.isIdentity || !configuration.scales ? 1 : 0.8)
            .opacity(phase.isIdentity ? 1 : 0)
    }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// One transition to come in, another to go out.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public var _name: AnyTransition? { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) } }
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) } }
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}
extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension View {
    /// How this view is inserted and removed in animated changes, as a transition type.
    nonisolated public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _ElementPropertyModifier> {
        nonisolated(unsafe) let transition = transition
        return self.transition(AnyTransition(transition))
    }
}
