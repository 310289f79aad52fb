import Foundation

/// A 2D shape that fills its frame; `fill` paints it with a style.
public protocol Shape: View {
    /// Properties describing the outline to a host (kind, corner radius…).
    nonisolated var _outline: ElementProperties { get }
}

extension Shape {
    /// The shape painted with `content`.
    public func fill<S: ShapeStyle>(_ content: S) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: content._resolvedColor, stroke: nil)
    }

    /// The shape's outline drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StyledShape<Self> {
        _StyledShape(shape: self, fill: nil, stroke: (content._resolvedColor, Double(lineWidth)))
    }
}

/// A shape with its paint; shapes without one use the foreground colour.
nonisolated public struct _StyledShape<S: Shape>: _PrimitiveView {
    let shape: S
    let fill: Color?
    let stroke: (Color, Double)?

    public static var _kind: ElementKind { .shape }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = shape._outline
        if let fill { properties.append("fill", .color(fill)) }
        if let stroke {
            properties.append("stroke", .color(stroke.0))
            properties.append("lineWidth", .number(stroke.1))
        }
        return properties
    }
}

/// Plain shapes are their own element, painted with the foreground colour.
public protocol _PlainShape: Shape, _PrimitiveView where _Content == EmptyView {}

extension _PlainShape {
    public static var _kind: ElementKind { .shape }
    public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = _outline
        properties.append("fill", .color(environment.foregroundColor ?? .primary))
        return properties
    }
}

nonisolated public struct Rectangle: _PlainShape {
    public init() {}
    public var _outline: ElementProperties { ElementProperties([ElementProperty("shape", .string("rectangle"))]) }
}

nonisolated public struct RoundedRectangle: _PlainShape {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var _outline: ElementProperties {
        ElementProperties([ElementProperty("shape", .string("roundedRectangle")), ElementProperty("cornerRadius", .number(Double(cornerRadius)))])
    }
}

nonisolated public struct Circle: _PlainShape {
    public init() {}
    public var _outline: ElementProperties { ElementProperties([ElementProperty("shape", .string("circle"))]) }
}

nonisolated public struct Capsule: _PlainShape {
    public init() {}
    public var _outline: ElementProperties { ElementProperties([ElementProperty("shape", .string("capsule"))]) }
}

nonisolated public struct Ellipse: _PlainShape {
    public init() {}
    public var _outline: ElementProperties { ElementProperties([ElementProperty("shape", .string("ellipse"))]) }
}
