/// A primitive view that becomes one host element (Text, Button, stacks…).
///
/// Public so Trellis' own primitives can share one node type; not meant for apps.
@_spi(TrellisHost) public protocol _PrimitiveView: View where Body == Never {
    associatedtype _Content: View
    static var _kind: ElementKind { get }
    /// The element's own properties. Environment reads here are tracked per key.
    func _properties(in environment: EnvironmentValues) -> ElementProperties
    /// The same, for elements whose look depends on the modifiers applied to them (a
    /// shape's path is computed for its fixed frame).
    func _properties(in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties
    /// Whether `_properties` reads nothing but the view's own stored values and the
    /// environment (no binding, no user code), so it needs no observation scope: one
    /// scope per element evaluation costs more than a small element's properties.
    static var _propertiesReadNoState: Bool { get }
    /// Child views shown inside the element (a stack's content, a button's label).
    var _content: _Content { get }
    /// Handles a user event; returns whether it did anything.
    func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool
    /// Whether the element would accept the event now (disabled controls do not).
    func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool
    /// The element for a view whose `_makeNode` made this primitive's node from itself.
    static func _element<W: View>(from view: W) -> Self
    /// `_properties` and `_content` for the view in the node's buffer. Run unspecialised, a
    /// method call on that value copies the whole view first (a stack: its content and
    /// everything in it); a type that implements these reads its fields where they are.
    static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties
    static func _content(at view: UnsafePointer<Self>) -> _Content
    /// The stored property holding the content, for a type that stores it (nil:
    /// `_content(at:)` makes it). Its offset, found once per type by the compiler's own
    /// layout (`MemoryLayout.offset(of:)`), lets the node read the content in place: no
    /// copy of a stack's whole content, and, unspecialised, no metadata lookup per read.
    static var _storedContent: KeyPath<Self, _Content>? { get }
    /// Content drawn in place of `_content` (a button under a custom `ButtonStyle` shows
    /// the style's body), as the user code that makes it: the node runs that in an
    /// observation scope, and needs none when there is no style of the user's. Environment
    /// reads here are tracked like `_properties`'.
    @MainActor static func _styledContent(at view: UnsafePointer<Self>, in environment: EnvironmentValues) -> (@MainActor () -> AnyView)?
    /// What a host plays between `old` and this view in an animated change, when
    /// interpolating the end properties would be wrong (an animatable shape's paths).
    func _animationFrames(from old: Self, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperty?
}

extension _PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
    /// Inlined into each conformance's witness, where a generic primitive (`Button<Label>`)
    /// would otherwise ask the runtime for its `_PrimitiveView` witness table on every node
    /// made just to call this; inlined, the table is fetched only on a cache miss.
    @MainActor @inline(__always)
    public static func _makeNode(_ view: Self, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        // The node's class comes from the per-type facts: naming `ElementNode<Self>` here,
        // unspecialised, would look its generic metadata up for every element made.
        let facts = ElementTypeFacts.cached(Self.self) ?? ElementTypeFacts.of(Self.self)
        let nodeClass = unsafeBitCast(facts.nodeClass, to: ElementNode<Self>.Type.self)
        return nodeClass.init(view, parent: parent, inputs: inputs, facts: facts)
    }
    public func _properties(in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        _properties(in: environment)
    }
    public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { false }
    public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool { false }
    public static func _element<W: View>(from view: W) -> Self {
        fatalError("\(W.self) cannot update an element of \(Self.self)")
    }
    public static var _propertiesReadNoState: Bool { false }
    public static func _properties(at view: UnsafePointer<Self>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        ViewValues.inPlace(view, as: Self.self) { $0._properties(in: environment, modifiers: modifiers) }
    }
    public static func _content(at view: UnsafePointer<Self>) -> _Content { view.pointee._content }
    public static var _storedContent: KeyPath<Self, _Content>? { nil }

    @MainActor public static func _styledContent(at view: UnsafePointer<Self>, in environment: EnvironmentValues) -> (@MainActor () -> AnyView)? { nil }
    public func _animationFrames(from old: Self, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperty? { nil }
}

extension _PrimitiveView where _Content == EmptyView {
    public var _content: EmptyView { EmptyView() }
}

/// The node of a primitive view: creates its element, keeps its properties current
/// and lists its children's elements.
final class ElementNode<P: _PrimitiveView>: ContainerNode, ElementEventTarget {
    /// Where `storedView` lies: the node's buffers and hooks read the view through it,
    /// with no exclusivity checks and no copy. Set once `self` exists.
    nonisolated(unsafe) private var view = ViewValues.placeholder(P.self)
    // Main-actor state, touched on every evaluation: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var properties = ElementProperties()
    /// A style's content and an animated change's frames: nil for nearly every element.
    @exclusivity(unchecked) private var extras: ElementExtras?
    private let facts: ElementTypeFacts
    private static var hasContent: Bool { P._Content.self != EmptyView.self }

    convenience init(_ view: consuming P, parent: _ViewNode, inputs: _ViewInputs) {
        self.init(view, parent: parent, inputs: inputs, facts: ElementTypeFacts.of(P.self))
    }

    /// Takes the view: moved into the node, not copied there and destroyed.
    init(_ view: consuming P, parent: _ViewNode, inputs: _ViewInputs, facts: ElementTypeFacts) {
        storedView = view
        self.facts = facts
        super.init(parent: parent, inputs: inputs)
        self.view = ViewValues.address(of: &storedView, in: self)
        viewType = ObjectIdentifier(P.self)
        elementID = withGraph { $0.allocateElement(for: self) }
        properties = computeProperties()
        withGraph { $0.emit(.create(elementID, kind: P._kind, properties: properties)) }
        if Self.hasContent {
            isMountingChildren = true
            reconcileContent()
            isMountingChildren = false
            insertInitialChildren()
        }
    }

    /// The inputs handed to the content, rebuilt only when this node's inputs change.
    @exclusivity(unchecked) private var cachedChildInputs: (from: _ViewInputs, value: _ViewInputs)?

    private var childInputs: _ViewInputs {
        if inputs.modifiers.isEmpty { return inputs }
        if let cached = cachedChildInputs, cached.from === inputs { return cached.value }
        let value = withGraph { $0.inputsWithoutModifiers(inputs) }
        cachedChildInputs = (inputs, value)
        return value
    }

    private func computeProperties() -> ElementProperties {
        let saved = DependencyTracking.enter(self)
        beginEvaluation()
        var result = P._propertiesReadNoState ? ownProperties() : DependencyTracking.observing(self) { ownProperties() }
        if Self.hasContent {
            if let makeStyledContent = P._styledContent(at: UnsafePointer(view), in: inputs.environment) {
                madeExtras.styledContent = DependencyTracking.observing(self, makeStyledContent)
            } else if let extras {
                extras.styledContent = nil
            }
        }
        DependencyTracking.leave(saved)
        if !inputs.modifiers.isEmpty { result.append(contentsOf: inputs.modifiers.items) }
        if let extras, let frames = extras.animationFrames.take() {
            result.append(frames.name, frames.value)
        }
        return result
    }

    /// The primitive's own properties; the caller decides whether they are observed.
    private func ownProperties() -> ElementProperties {
        P._properties(at: UnsafePointer(view), in: inputs.environment, modifiers: ElementProperties(inputs.modifiers.items))
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        // A view that makes its element from itself (an unpainted shape) updates it so too.
        if W.self != P.self { return update(P._element(from: newValue), inputs: newInputs) }
        if !isDirty, newInputs.hasSameIdentity(as: inputs), ViewValues.equal(facts.compare, view, newValue) { return }
        if withGraph({ $0.currentAnimation != nil }) {
            let frames = ViewValues.borrow(newValue, as: P.self) { newView in
                newView.pointee._animationFrames(from: view.pointee, in: newInputs.environment,
                                                 modifiers: ElementProperties(newInputs.modifiers.items))
            }
            if let frames { madeExtras.animationFrames = frames } else { extras?.animationFrames = nil }
        }
        ViewValues.assign(view, from: newValue)
        inputs = newInputs
        refresh()
    }

    override func reevaluate() { refresh() }

    private func refresh() {
        isDirty = false
        let newProperties = computeProperties()
        if newProperties != properties {
            properties = newProperties
            withGraph { $0.emit(.update(elementID, properties: newProperties)) }
        }
        guard Self.hasContent else { return }
        guard let below = withGraph({ $0.animationBelowNextElement }) else { return reconcileContent() }
        // Inside an `animation(_:body:)`'s content, what this element holds keeps the
        // transaction from outside the body (see ViewGraph.animationBelowNextElement).
        let saved = withGraph { graph -> Animation? in
            graph.animationBelowNextElement = nil
            defer { graph.currentAnimation = below }
            return graph.currentAnimation
        }
        reconcileContent()
        withGraph { $0.currentAnimation = saved }
    }

    /// Mounts or updates what is shown inside the element: the style's body, the tuple's
    /// views (held here, by position, rather than in a node of their own), or the content.
    private func reconcileContent() {
        if let extras, let styledContent = extras.styledContent {
            if tupleContent != nil { removeTupleContent() }
            content = reconcileChild(content, with: styledContent, inputs: childInputs)
        } else if let elements = facts.tupleElements {
            if let old = content {
                removeChild(old)
                content = nil
            }
            let inputs = childInputs
            withContent { reconcileTupleChildren(&tupleContent, elements, at: UnsafeRawPointer($0), inputs: inputs) }
        } else {
            content = withContent { pointer in
                ViewValues.inPlace(pointer, as: P._Content.self) { reconcileChild(content, with: $0, inputs: childInputs) }
            }
        }
    }

    /// Runs `body` on the content: where the view stores it, or as `_content(at:)` makes it.
    @inline(__always)
    private func withContent<R>(_ body: (UnsafePointer<P._Content>) -> R) -> R {
        if let offset = facts.contentOffset {
            return body((UnsafeRawPointer(view) + offset).assumingMemoryBound(to: P._Content.self))
        }
        return ViewValues.borrow(P._content(at: view), as: P._Content.self, body)
    }

    /// `extras`, made on first use.
    private var madeExtras: ElementExtras {
        if let extras { return extras }
        let made = ElementExtras()
        extras = made
        return made
    }

    private func removeTupleContent() {
        if let tupleContent { for child in tupleContent { removeChild(child) } }
        tupleContent = nil
    }

    func handle(_ event: HostEvent.Kind) -> Bool {
        let current = view.pointee
        guard current._accepts(event, in: inputs.environment) else { return false }
        return current._handle(event, in: inputs.environment)
    }

    func accepts(_ event: HostEvent.Kind) -> Bool { view.pointee._accepts(event, in: inputs.environment) }


    override func willUnmount() {
        withGraph { $0.retireElement(elementID) }
        content = nil
        tupleContent = nil
    }

    /// The current view, kept in the node rather than in a buffer of its own (one
    /// allocation per element, not two). Last, so every other field keeps a fixed offset.
    @exclusivity(unchecked) nonisolated(unsafe) private var storedView: P
}

/// What few element nodes hold, kept out of the node: a node without them stores one nil
/// reference instead of two optionals that, in a generic class, are destroyed through
/// their types' value witnesses (about 100 instructions per element torn down).
final class ElementExtras {
    /// What `_styledContent` gave at the last evaluation (nil: the view's own content).
    var styledContent: AnyView?
    /// Frames of the animated change being applied, sent with this update only.
    var animationFrames: ElementProperty?
}

/// What an element node needs to know about its primitive's type, found once per type.
final class ElementTypeFacts {
    let compare: RawComparator
    /// The elements of the content when it is a `TupleView`.
    let tupleElements: [(offset: Int, type: any View.Type)]?
    /// `ElementNode<P>.self`.
    let nodeClass: AnyClass
    /// Where `_storedContent` lies in a view of the type (nil: it stores none).
    let contentOffset: Int?

    private init(compare: RawComparator, tupleElements: [(offset: Int, type: any View.Type)]?, nodeClass: AnyClass, contentOffset: Int?) {
        self.compare = compare
        self.tupleElements = tupleElements
        self.nodeClass = nodeClass
        self.contentOffset = contentOffset
    }

    /// Main-actor only, like `TypeReflection`'s caches.
    @exclusivity(unchecked) nonisolated(unsafe) private static var cache: [TypeKey: ElementTypeFacts] = [:]

    /// The facts found before, looked up by type alone: the caller needs no conformance.
    @MainActor
    static func cached(_ type: Any.Type) -> ElementTypeFacts? { cache[TypeKey(type)] }

    @MainActor
    static func of<P: _PrimitiveView>(_ type: P.Type) -> ElementTypeFacts {
        if let found = cached(type) { return found }
        let made = ElementTypeFacts(compare: TypeReflection.comparator(for: type),
                                    tupleElements: (P._Content.self as? any _TupleViewLayout.Type)?._elements,
                                    nodeClass: ElementNode<P>.self,
                                    contentOffset: P._storedContent.flatMap { MemoryLayout<P>.offset(of: $0) })
        cache[TypeKey(type)] = made
        return made
    }
}
