import Foundation

/// A modifier that adds one property to the first element below it; its node is shared.
public protocol _ElementPropertySource: ViewModifier {
    var _elementProperty: _ModifierProperty { get }
}

/// The property a modifier adds, as `_ElementPropertySource`'s public requirement carries
/// it: the host's property types stay out of the API apps see (they are `@_spi(TrellisHost)`).
public struct _ModifierProperty {
    let property: ElementProperty
    init(_ property: ElementProperty) { self.property = property }
}

extension _ElementPropertySource {
    /// The content's own node, made with this property added to its inputs: the modifier
    /// is kept by that node (see `FoldedModifier`) and needs none of its own.
    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        let folded = FoldedModifier(content: C.self, modifier: Self.self, property: view.modifier._elementProperty.property,
                                    inputs: inputs)
        let node = C._makeNode(view.content, parent: parent, inputs: folded.contentInputs)
        if let inner = node.folded {
            folded.inner = inner
        } else {
            node.viewType = ObjectIdentifier(C.self)
        }
        node.folded = folded
        return node
    }
}

/// A modifier that becomes a property of the first element below it (padding,
/// background…). Modifiers keep their order, so `.padding().background(.red)` differs
/// from `.background(.red).padding()`.
nonisolated public struct _ElementPropertyModifier: _ElementPropertySource, Equatable {
    let property: ElementProperty

    init(_ name: PropertyName, _ value: PropertyValue) { property = ElementProperty(name, value) }

    // For the inlinable modifiers, whose bodies cannot name the host's property values.
    @usableFromInline init(padding insets: EdgeInsets) { self.init(.padding, .insets(insets)) }
    @usableFromInline init(frame: FrameLayout) { self.init(.frame, .frame(frame)) }
    @usableFromInline init(cornerRadius: Double) { self.init(.cornerRadius, .number(cornerRadius)) }
    @usableFromInline init(opacity: Double) { self.init(.opacity, .number(opacity)) }

    /// A background of any style: a colour, a gradient or a material.
    @usableFromInline
    init<S: ShapeStyle>(background style: S) {
        // The common case, a colour, without two dynamic casts per body evaluation.
        if S.self == Color.self {
            self.init(.background, .color(style._resolvedColor))
        } else if let gradient = style._styleBase as? any _GradientStyle {
            self.init(.backgroundGradient, .gradient(gradient._paint))
        } else if let material = style._styleBase as? Material {
            self.init(.backgroundMaterial, .number(material.thickness))
        } else {
            self.init(.background, .color(style._resolvedColor))
        }
    }

    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public var _elementProperty: _ModifierProperty { _ModifierProperty(property) }
}

/// A property modifier (`.padding()`, `.background(…)`, `.frame(…)`) kept by the node of
/// the view it modifies. Nearly every view carries one or more, and a node for each cost
/// an allocation, a step of reconciling and a copy of the content it wraps.
///
/// Not generic: the content's and the modifier's types are kept as metatypes and opened
/// when used, so making one looks no generic metadata up.
@MainActor
final class FoldedModifier {
    /// The type the node was made for: the outermost modified content.
    @exclusivity(unchecked) var identity = ObjectIdentifier(Never.self)
    /// The next modifier inwards; nil when the content's own view is next.
    @exclusivity(unchecked) var inner: FoldedModifier?
    private let contentType: any View.Type
    private let modifierType: any _ElementPropertySource.Type
    /// Where the modifier lies in a `ModifiedContent` value (the content is at 0).
    private let modifierOffset: Int
    @exclusivity(unchecked) private var property: ElementProperty
    @exclusivity(unchecked) private var outerInputs: _ViewInputs
    /// What the content gets: the outer inputs plus this property. Rebuilt only when either
    /// changes, so an unchanged subtree sees identical inputs and is skipped.
    @exclusivity(unchecked) private(set) var contentInputs: _ViewInputs

    init<C: View, M: _ElementPropertySource>(content _: C.Type, modifier _: M.Type, property: ElementProperty,
                                              inputs: _ViewInputs) {
        contentType = C.self
        modifierType = M.self
        modifierOffset = ViewValues.offset(after: MemoryLayout<C>.size, alignedTo: MemoryLayout<M>.alignment)
        assert(MemoryLayout<ModifiedContent<C, M>>.offset(of: \.content) == 0)
        assert(modifierOffset == MemoryLayout<ModifiedContent<C, M>>.offset(of: \.modifier))
        self.property = property
        outerInputs = inputs
        contentInputs = inputs.adding(property)
    }

    /// Updates `node` with a new value of the modified content stored at `value`.
    func update(_ node: _ViewNode, with value: UnsafeRawPointer, inputs newInputs: _ViewInputs) {
        func read<M: _ElementPropertySource>(_: M.Type) -> ElementProperty {
            ViewValues.inPlace(value + modifierOffset, as: M.self) { $0._elementProperty.property }
        }
        let newProperty = read(modifierType)
        if newProperty != property || !newInputs.hasSameIdentity(as: outerInputs) {
            property = newProperty
            contentInputs = newInputs.adding(newProperty)
        }
        outerInputs = newInputs
        if let inner {
            inner.update(node, with: value, inputs: contentInputs)
        } else {
            func apply<C: View>(_: C.Type) {
                ViewValues.inPlace(value, as: C.self) { node.update($0, inputs: contentInputs) }
            }
            apply(contentType)
        }
    }
}

extension View {
    @inlinable
    nonisolated public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(.all, length)
    }

    @inlinable
    nonisolated public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(padding: EdgeInsets(edges, length ?? 16)))
    }

    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(padding: insets))
    }

    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(frame: FrameLayout(
            minWidth: width, idealWidth: nil, maxWidth: width,
            minHeight: height, idealHeight: nil, maxHeight: height, alignment: alignment)))
    }

    @inlinable
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(frame: FrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    /// Paints `style` behind the view.
    @inlinable
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(background: style))
    }

    /// Paints the environment's background style (`backgroundStyle(_:)`'s, or the system
    /// background) behind the view.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> _EnvironmentBackground<Self, Rectangle> {
        _EnvironmentBackground(content: self, shape: nil, fillStyle: FillStyle())
    }

    @inlinable
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(cornerRadius: Double(radius)))
    }

    @inlinable
    nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(opacity: opacity))
    }

    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.minimumScaleFactor, .number(Double(factor))))
    }

    nonisolated public func fixedSize() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.fixedSize, .bool(true)))
    }

    /// Takes the view's ideal size along the axes given: `vertical: true` lets text wrap to
    /// all its lines instead of being cut short.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> {
        let axes = horizontal && vertical ? PropertyValue.bool(true)
            : horizontal ? .string("horizontal") : vertical ? .string("vertical") : .bool(false)
        return modifier(_ElementPropertyModifier(.fixedSize, axes))
    }

    nonisolated public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.lineLimit, .lineLimit(most: number, least: 0)))
    }

    /// At most `limit` lines; with `reservesSpace`, the view is as tall as that many lines
    /// even when its text is shorter (iOS 16).
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.lineLimit, .lineLimit(most: limit, least: reservesSpace ? limit : 0)))
    }

    /// At least `limits.lowerBound` lines tall, at most `upperBound` (iOS 16).
    nonisolated public func lineLimit(_ limits: ClosedRange<Int>) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.lineLimit, .lineLimit(most: limits.upperBound, least: limits.lowerBound)))
    }

    /// At least `limits.lowerBound` lines tall, without a maximum (iOS 16).
    nonisolated public func lineLimit(_ limits: PartialRangeFrom<Int>) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.lineLimit, .lineLimit(most: nil, least: limits.lowerBound)))
    }

    /// At most `limits.upperBound` lines (iOS 16).
    nonisolated public func lineLimit(_ limits: PartialRangeThrough<Int>) -> ModifiedContent<Self, _ElementPropertyModifier> {
        lineLimit(limits.upperBound)
    }

    /// Names the element for tests and assistive technology: `host.find(id:)` finds it.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.accessibilityIdentifier, .string(identifier)))
    }
}

extension View {
    /// Sizes the view as a fraction of its container (a scroll view, a stack, the window)
    /// on `axes`. The length closure is sampled at two container sizes, so a closure of
    /// the form `length * k + c` (nearly all are) is exact at every size; the host
    /// applies it as CSS (`calc(k·100% + c)`).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                                   _ length: @escaping (CGFloat, Axis) -> CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        func relative(_ axis: Axis) -> RelativeLength? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let small = Double(length(100, axis)), large = Double(length(200, axis))
            let slope = (large - small) / 100
            return RelativeLength(fraction: slope, constant: small - slope * 100)
        }
        return modifier(_ElementPropertyModifier(.containerRelativeFrame, .containerRelative(width: relative(.horizontal), height: relative(.vertical))))
    }

    /// The container's full length on `axes`.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// `span` of `count` equal columns (or rows) of the container, `spacing` apart.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                                   alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        let count = CGFloat(max(count, 1)), span = CGFloat(min(max(span, 1), max(Int(count), 1)))
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        }
    }
}

extension View {
    /// Whether the view takes touches and clicks; false lets them through to what is behind.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.allowsHitTesting, .bool(enabled)))
    }

    /// The area that takes taps. A page element takes them over its whole box already,
    /// so the view is unchanged.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }

    nonisolated public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> Self { self }
}

/// What a content shape is for (hit testing, drag previews, context menu previews…).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

extension View {
    /// How early the view is offered space among its siblings: a higher priority keeps its
    /// size while the others shrink (the web host: it does not shrink).
    nonisolated public func layoutPriority(_ value: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.layoutPriority, .number(value)))
    }
}
