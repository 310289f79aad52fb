import Foundation

/// A modifier that adds one property to the first element below it; its node is shared.
public protocol _ElementPropertySource: ViewModifier {
    var _elementProperty: ElementProperty { get }
}

extension _ElementPropertySource {
    @MainActor public static func _makeNode<C: View>(_ view: ModifiedContent<C, Self>, parent: _ViewNode, inputs: _ViewInputs) -> _ViewNode {
        PropertyModifierNode<C, Self>(view, parent: parent, inputs: inputs)
    }
}

/// A modifier that becomes a property of the first element below it (padding,
/// background…). Modifiers keep their order, so `.padding().background(.red)` differs
/// from `.background(.red).padding()`.
nonisolated public struct _ElementPropertyModifier: _ElementPropertySource, Equatable {
    let property: ElementProperty

    init(_ name: String, _ value: PropertyValue) { property = ElementProperty(name, value) }

    public typealias Body = Never
    @MainActor public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public var _elementProperty: ElementProperty { property }
}

/// Adds its property to the pending modifiers and passes them down.
final class PropertyModifierNode<C: View, M: _ElementPropertySource>: SingleChildNode {
    @exclusivity(unchecked) private var property: ElementProperty

    /// What the content gets: these inputs plus this property. Rebuilt only when either
    /// changes, so an unchanged subtree sees identical inputs and is skipped.
    @exclusivity(unchecked) private var childInputs: _ViewInputs

    init(_ view: ModifiedContent<C, M>, parent: _ViewNode, inputs: _ViewInputs) {
        property = view.modifier._elementProperty
        childInputs = inputs.adding(property)
        super.init(parent: parent, inputs: inputs)
        child = makeChild(view.content, inputs: childInputs)
    }

    override func update<W: View>(_ newValue: W, inputs newInputs: _ViewInputs) {
        let view = unsafeBitCast(newValue, to: ModifiedContent<C, M>.self)
        let newProperty = view.modifier._elementProperty
        if newProperty != property || !newInputs.hasSameIdentity(as: inputs) {
            property = newProperty
            childInputs = newInputs.adding(property)
        }
        inputs = newInputs
        child = reconcileChild(child, with: view.content, inputs: childInputs)
    }
}

extension View {
    nonisolated public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(.all, length)
    }

    nonisolated public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("padding", .insets(EdgeInsets(edges, length ?? 16))))
    }

    nonisolated public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("padding", .insets(insets)))
    }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("frame", .frame(FrameLayout(
            minWidth: width, idealWidth: nil, maxWidth: width,
            minHeight: height, idealHeight: nil, maxHeight: height, alignment: alignment))))
    }

    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("frame", .frame(FrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))))
    }

    /// Paints `style` behind the view.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        if let gradient = style as? any _GradientStyle {
            return modifier(_ElementPropertyModifier("backgroundGradient", .string(gradient._description)))
        }
        return modifier(_ElementPropertyModifier("background", .color(style._resolvedColor)))
    }

    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("cornerRadius", .number(Double(radius))))
    }

    nonisolated public func opacity(_ opacity: Double) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("opacity", .number(opacity)))
    }

    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("minimumScaleFactor", .number(Double(factor))))
    }

    nonisolated public func fixedSize() -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("fixedSize", .bool(true)))
    }

    nonisolated public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("lineLimit", number.map { .number(Double($0)) } ?? .string("none")))
    }

    /// Names the element for tests and assistive technology: `host.find(id:)` finds it.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("accessibilityIdentifier", .string(identifier)))
    }
}
