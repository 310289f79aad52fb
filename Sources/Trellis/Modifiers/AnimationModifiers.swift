/// How a view comes and goes when it is inserted or removed in an animated change.
public struct AnyTransition: Hashable, Sendable {
    /// What hosts see: `opacity`, `scale`, `slide`, `move-top`…, joined with `+` when
    /// combined, `insertion|removal` when asymmetric.
    public let name: String

    init(_ name: String) { self.name = name }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")

    public static func move(edge: Edge) -> AnyTransition {
        switch edge {
        case .top: AnyTransition("move-top")
        case .bottom: AnyTransition("move-bottom")
        case .leading: AnyTransition("move-leading")
        case .trailing: AnyTransition("move-trailing")
        }
    }

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
        AnyTransition("fx:offset=\(Double(offset.width)) \(Double(offset.height))")
    }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        .offset(CGSize(width: x, height: y))
    }

    /// The view comes in from, and leaves to, `scale` times its size around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("fx:scaleEffect=\(Double(scale)) \(Double(scale)) \(Double(anchor.x)) \(Double(anchor.y))")
    }

    /// This transition, played with `animation` whatever animation removes or inserts the view.
    public func animation(_ animation: Animation?) -> AnyTransition { self }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("\(insertion.name)|\(removal.name)")
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(name)+\(other.name)")
    }

    /// A transition from `active`'s look to `identity`'s: the view comes in from how
    /// `active` draws it and leaves towards it. Hosts get the drawing effects `active`
    /// applies (offset, scale, rotation, opacity, blur), read from its body; a modifier
    /// without such effects fades.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        guard DependencyTracking.isOnMainActor else { return .opacity }
        nonisolated(unsafe) let active = active
        let effects = MainActor.assumeIsolated { Self.effects(of: active.body(content: _ViewModifier_Content<E>())) }
        return effects.isEmpty ? .opacity : AnyTransition("fx:" + effects.joined(separator: ";"))
    }

    /// The drawing effects in a modifier body's chain of built-in modifiers, outermost first.
    @MainActor static func effects(of body: Any) -> [String] {
        let drawn: Set<PropertyName> = [.offset, .scaleEffect, .rotationEffect, .opacity, .filter, .transform]
        var found: [String] = []
        var current: Any? = body
        while let value = current {
            let children = Mirror(reflecting: value).children
            guard let modifier = children.first(where: { $0.label == "modifier" })?.value,
                  let content = children.first(where: { $0.label == "content" })?.value else { break }
            if let source = modifier as? any _ElementPropertySource {
                let property = source._elementProperty.property
                if drawn.contains(property.name) { found.append("\(property.name)=\(Self.number(property.value))") }
            }
            current = content
        }
        return found
    }

    /// A property's value as plain numbers (no `+` or separators a transition name uses).
    private static func number(_ value: PropertyValue) -> String {
        switch value {
        case .number(let number): "\(number)".replacingOccurrences(of: "+", with: "")
        case .string(let text): text.replacingOccurrences(of: "+", with: "")
        default: ""
        }
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
final class AnimationValueNode<C: View, Value: Equatable>: SingleChildNode {
    private var value: Value

    init(_ view: ModifiedContent<C, _AnimationValueModifier<Value>>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = unsafeBitCast(newValue, to: ModifiedContent<C, _AnimationValueModifier<Value>>.self)
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

    public typealias Body = Never
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        TransactionNode<C>(view, parent: parent, inputs: inputs)
    }
}

/// While reconciling its content, the mutations emitted carry the transformed animation.
final class TransactionNode<C: View>: SingleChildNode {
    private var value: _EquatableBox?

    init(_ view: ModifiedContent<C, _TransactionModifier>, parent: _ViewNode, inputs: _ViewInputs) {
        value = view.modifier.value
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: inputs)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = unsafeBitCast(newValue, to: ModifiedContent<C, _TransactionModifier>.self)
        inputs = newInputs
        let saved = graph.currentAnimation
        var transaction = Transaction(animation: saved)
        if view.modifier.value == nil || view.modifier.value != value { view.modifier.transform(&transaction) }
        value = view.modifier.value
        graph.currentAnimation = transaction.disablesAnimations ? nil : transaction.animation
        child = reconcileChild(child, with: view.content, inputs: newInputs)
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

    /// Animates the changes below this view whenever `value` changes.
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _AnimationValueModifier<V>> {
        modifier(_AnimationValueModifier(animation: animation, value: value))
    }

    /// How this view is inserted and removed in animated changes.
    nonisolated public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.transition, .string(transition.name)))
    }
}
