/// How a view comes and goes when it is inserted or removed in an animated change.
public struct AnyTransition: Hashable, Sendable {
    /// What hosts play.
    @_spi(TrellisHost) public let kind: TransitionKind

    init(_ kind: TransitionKind) { self.kind = kind }

    public static let identity = AnyTransition(.identity)
    public static let opacity = AnyTransition(.opacity)
    public static let scale = AnyTransition(.scale)
    public static let slide = AnyTransition(.slide)

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// In from `edge` and out to the opposite edge, fading as it moves (iOS 16).
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
    }

    /// The view comes in from, and leaves to, `offset` away from where it lies.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.effects([.transform(.offset(x: Double(offset.width), y: Double(offset.height)))]))
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        .offset(CGSize(width: x, height: y))
    }

    /// The view comes in from, and leaves to, `scale` times its size around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.effects([.transform(.scale(x: Double(scale), y: Double(scale), anchor: anchor))]))
    }

    /// This transition, played with `animation` whatever animation removes or inserts the view.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind))
    }

    /// A transition from `active`'s look to `identity`'s: the view comes in from how
    /// `active` draws it and leaves towards it. Hosts get the drawing effects `active`
    /// applies (offset, scale, rotation, opacity, blur), read from its body; a modifier
    /// without such effects fades.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        guard DependencyTracking.isOnMainActor else { return .opacity }
        nonisolated(unsafe) let active = active
        let effects = MainActor.assumeIsolated { Self.effects(of: active.body(content: _ViewModifier_Content<E>())) }
        return effects.isEmpty ? .opacity : AnyTransition(.effects(effects))
    }

    /// The drawing effects in a modifier body's chain of built-in modifiers, outermost first.
    @MainActor static func effects(of body: Any) -> [TransitionKind.Effect] {
        var found: [TransitionKind.Effect] = []
        var current: Any? = body
        while let value = current {
            let children = Mirror(reflecting: value).children
            guard let modifier = children.first(where: { $0.label == "modifier" })?.value,
                  let content = children.first(where: { $0.label == "content" })?.value else { break }
            if let source = modifier as? any _ElementPropertySource {
                switch source._elementProperty.property.value {
                case .transform(let transform): found.append(.transform(transform))
                case .filter(let filter): found.append(.filter(filter))
                case .number(let opacity) where source._elementProperty.property.name == .opacity: found.append(.opacity(opacity))
                default: break
                }
            }
            current = content
        }
        return found
    }
}

/// Animates what changes below it when `value` changes.
nonisolated public struct _AnimationValueModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        AnimationValueNode<C, Value>(view, parent: parent, inputs: inputs)
    }
}

/// While reconciling its content after `value` changed, the mutations emitted carry the
/// animation (nil: none, even inside `withAnimation`).
final class AnimationValueNode<C: View, Value: Equatable>: ModifierNode<C, _AnimationValueModifier<Value>> {
    private var value: Value

    init(_ view: ModifiedContent<C, _AnimationValueModifier<Value>>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
    }

    override func update(to view: ModifiedContent<C, _AnimationValueModifier<Value>>, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        guard view.modifier.value != value else {
            child = reconcileChild(child, with: view.content, inputs: newInputs)
            return
        }
        value = view.modifier.value
        let saved = graph.currentAnimation
        graph.currentAnimation = view.modifier.animation
        child = reconcileChild(child, with: view.content, inputs: newInputs)
        graph.currentAnimation = saved
    }
}

/// Rewrites the transaction of the changes that reach the view from its parent
/// (`transaction { $0.animation = nil }`); the deprecated `animation(_:)` sets its animation.
nonisolated public struct _TransactionModifier: ViewModifier {
    let transform: (inout Transaction) -> Void
    /// With `transaction(value:_:)`: the value whose changes the transform applies to.
    var value: _EquatableBox? = nil
    /// Where this modifier sits in an `animation(_:body:)`: around its body, or around the
    /// content the body was handed (which keeps the animation from outside).
    var scope: _AnimationScope = .none

    public enum _AnimationScope: Sendable { case none, body, content }

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        TransactionNode<C>(view, parent: parent, inputs: inputs)
    }
}

/// While reconciling its content, the mutations emitted carry the transformed animation.
final class TransactionNode<C: View>: ModifierNode<C, _TransactionModifier> {
    private var value: _EquatableBox?

    init(_ view: ModifiedContent<C, _TransactionModifier>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
    }

    override func update(to view: ModifiedContent<C, _TransactionModifier>, inputs newInputs: _ViewInputs) {
        inputs = newInputs
        let saved = graph.currentAnimation
        var transaction = Transaction(animation: saved)
        if view.modifier.value == nil || view.modifier.value != value { view.modifier.transform(&transaction) }
        value = view.modifier.value
        graph.currentAnimation = transaction.disablesAnimations ? nil : transaction.animation
        switch view.modifier.scope {
        case .none: break
        case .body: graph.outerAnimations.append(saved)
        case .content: graph.animationBelowNextElement = .some(graph.outerAnimations.last ?? saved)
        }
        child = reconcileChild(child, with: view.content, inputs: newInputs)
        switch view.modifier.scope {
        case .none: break
        case .body: graph.outerAnimations.removeLast()
        case .content: graph.animationBelowNextElement = nil
        }
        graph.currentAnimation = saved
    }
}

extension View {
    /// Changes the transaction (its animation) of the changes that reach this view.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }

    /// Changes the transaction of the changes that reach this view when `value` changes.
    nonisolated public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform, value: _EquatableBox(value)))
    }

    /// Animates the changes that reach this view from its parent (state the views inside
    /// read themselves changes without it). Prefer `animation(_:value:)`, as SwiftUI does.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: { $0.animation = animation }))
    }

    /// Animates what the modifiers inside `body` change (iOS 17): `.animation(.spring) {
    /// $0.scaleEffect(isOn ? 1.5 : 1) }`. The view itself, the body's argument, keeps the
    /// transaction of the change (its own changes animate only if that does).
    nonisolated public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> ModifiedContent<V, _TransactionModifier> {
        let content = PlaceholderContentView<Self>(
            content: AnyView(modifier(_TransactionModifier(transform: { _ in }, scope: .content))))
        return body(content).modifier(_TransactionModifier(transform: { $0.animation = animation }, scope: .body))
    }

    /// Animates the changes below this view whenever `value` changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationValueModifier<V>> {
        modifier(_AnimationValueModifier(animation: animation, value: value))
    }

    /// How this view is inserted and removed in animated changes.
    nonisolated public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.transition, .transition(transition.kind)))
    }
}
