import Foundation

// iOS 17's visual effects: drawing effects worked out from the view's own geometry
// (`visualEffect`) or its place in a scroll view (`scrollTransition`), which never change
// the layout. An effect is a list of steps; the view draws them as the drawing modifiers
// it already has (one transform, one 3D rotation, an opacity and the filters), always the
// same modifiers with values that change, so the content keeps its identity and state when
// the geometry moves.

/// Effects that change how a view is drawn, not where it is laid out. Made by calling
/// the effect methods on the placeholder a `visualEffect` or `scrollTransition` closure
/// is given; apps do not conform to it.
public protocol VisualEffect: Sendable, Animatable {
    /// The steps in the order they were applied.
    var _steps: [_VisualEffectStep] { get }
}

/// One step of a visual effect.
public enum _VisualEffectStep: Sendable {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case transform(CGAffineTransform)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat)
    case opacity(Double)
    case blur(CGFloat)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
}

/// The effect that changes nothing: the placeholder for the view an effect closure is given.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _steps: [_VisualEffectStep] { [] }
}

/// An effect with steps added to another.
public struct _StepVisualEffect: VisualEffect {
    public let _steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: _VisualEffectStep) -> _StepVisualEffect { _StepVisualEffect(_steps: _steps + [step]) }

    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }

    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    public func transformEffect(_ matrix: CGAffineTransform) -> some VisualEffect { adding(.transform(matrix)) }

    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius)) }
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
}

/// An effect's steps reduced to what the view draws them with: one affine transform (the
/// 2D steps composed in order, anchors taken in the view's size), the last 3D rotation,
/// and an opacity and filters combined as applying them one after another would.
struct ResolvedVisualEffect {
    var transform = CGAffineTransform.identity
    var rotation3D: (angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) =
        (.zero, (0, 0, 1), .center, 0, 1)
    var opacity = 1.0
    var blurRadius: CGFloat = 0
    var brightness = 0.0
    var contrast = 1.0
    var saturation = 1.0
    var grayscale = 0.0
    var hueRotation = Angle.zero

    init() {}

    init(_ steps: [_VisualEffectStep], size: CGSize) {
        func about(_ anchor: UnitPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
            let x = anchor.x * size.width, y = anchor.y * size.height
            return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
        }
        for step in steps {
            switch step {
            case .offset(let offset):
                transform = transform.concatenating(CGAffineTransform(translationX: offset.width, y: offset.height))
            case .scale(let scale, let anchor):
                transform = transform.concatenating(about(anchor, CGAffineTransform(scaleX: scale.width, y: scale.height)))
            case .rotation(let angle, let anchor):
                transform = transform.concatenating(about(anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
            case .transform(let matrix):
                transform = transform.concatenating(matrix)
            case .rotation3D(let angle, let axis, let anchor, let anchorZ, let perspective):
                rotation3D = (angle, axis, anchor, anchorZ, perspective)
            case .opacity(let value):
                opacity *= value
            case .blur(let radius):
                // Two Gaussian blurs in a row are one whose variance is the sum of theirs.
                blurRadius = (blurRadius * blurRadius + radius * radius).squareRoot()
            case .brightness(let amount):
                brightness += amount
            case .contrast(let amount):
                contrast *= amount
            case .saturation(let amount):
                saturation *= amount
            case .grayscale(let amount):
                grayscale = 1 - (1 - grayscale) * (1 - min(max(amount, 0), 1))
            case .hueRotation(let angle):
                hueRotation += angle
            }
        }
    }
}

/// Draws `content` with a resolved effect: the same drawing modifiers whatever the effect.
nonisolated struct _ResolvedVisualEffectModifier: ViewModifier {
    let effect: ResolvedVisualEffect

    @MainActor func body(content: Content) -> some View {
        let r = effect.rotation3D
        return content
            .transformEffect(effect.transform)
            .rotation3DEffect(r.angle, axis: r.axis, anchor: r.anchor, anchorZ: r.anchorZ, perspective: r.perspective)
            .opacity(effect.opacity)
            .blur(radius: effect.blurRadius)
            .brightness(effect.brightness)
            .contrast(effect.contrast)
            .saturation(effect.saturation)
            .grayscale(effect.grayscale)
            .hueRotation(effect.hueRotation)
    }
}

/// The geometry a `visualEffect` closure reads: the proxy of the view's laid-out frame,
/// told apart by its size and its place in the window.
private struct EffectGeometry: Equatable, @unchecked Sendable {
    let proxy: GeometryProxy
    /// Where the frame was when read (the proxy reads frames when asked).
    let frame: CGRect

    init(_ proxy: GeometryProxy) {
        self.proxy = proxy
        frame = proxy.frame(in: .global)
    }

    static func == (a: EffectGeometry, b: EffectGeometry) -> Bool { a.proxy.size == b.proxy.size && a.frame == b.frame }
}

/// A view drawn with the effect its closure works out from its geometry. Before the first
/// layout (nothing measured yet) the closure is given a proxy of zero size.
nonisolated public struct _VisualEffectView<Content: View, Effect: VisualEffect>: View {
    let content: Content
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    @State private var geometry: EffectGeometry?

    @MainActor public var body: some View {
        let proxy = geometry?.proxy ?? GeometryProxy(size: .zero)
        let resolved = ResolvedVisualEffect(effect(EmptyVisualEffect(), proxy)._steps, size: proxy.size)
        return content
            .modifier(_ResolvedVisualEffectModifier(effect: resolved))
            .onGeometryChange(for: EffectGeometry.self, of: { EffectGeometry($0) }) { geometry = $0 }
    }
}

extension View {
    /// Draws this view with effects worked out from its own geometry (its size, its frame
    /// in any coordinate space), without changing its layout.
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        _VisualEffectView(content: self, effect: effect)
    }
}

/// Where a view is against the visible part of its scroll view: coming in at the top
/// (leading) edge, fully shown, or at the bottom (trailing) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 inside it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition moves between its phases, and where a view's phase changes.
public struct ScrollTransitionConfiguration: Sendable {
    /// The part of a view that must be inside the visible region for it to count as shown.
    public struct Threshold: Sendable {
        let visibleFraction: Double
        let inset: Double

        public static var visible: Threshold { .visible(1) }
        public static var hidden: Threshold { .visible(0) }
        public static var centered: Threshold { .visible(0.5) }
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: amount, inset: 0) }

        public func inset(by distance: Double) -> Threshold { Threshold(visibleFraction: visibleFraction, inset: inset + distance) }

        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * amount,
                      inset: inset + (other.inset - inset) * amount)
        }
    }

    enum Progress: Sendable {
        case identity
        case animated(Animation)
        case interactive(UnitCurve)
    }

    let progress: Progress
    let threshold: Threshold

    /// Animates from one phase to the next when the view crosses the threshold.
    public static let animated = ScrollTransitionConfiguration.animated()
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(progress: .animated(animation), threshold: .visible)
    }

    /// Follows the scroll position continuously between the phases.
    public static let interactive = ScrollTransitionConfiguration.interactive()
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(progress: .interactive(timingCurve), threshold: .visible)
    }

    /// Keeps the view in its identity phase.
    public static let identity = ScrollTransitionConfiguration(progress: .identity, threshold: .visible)

    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(progress: .animated(animation), threshold: threshold)
    }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(progress: progress, threshold: threshold)
    }
}

extension View {
    /// Draws this view with the effect its phase in the scroll view around it gives. Here
    /// the phase is always `.identity` (docs/Differences.md): the page's scroll position
    /// does not reach the server, so the view is drawn as it is when fully shown.
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        visualEffect { effect, _ in transition(effect, .identity) }
    }

    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                             axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        visualEffect { effect, _ in transition(effect, .identity) }
    }
}
