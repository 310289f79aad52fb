import Foundation

extension Gradient {
    /// The space a gradient's colours are blended in.
    public enum ColorSpace: Hashable, Sendable {
        /// The colours' own components, blended as they are.
        case device
        /// A space where equal steps look equal (Oklab).
        case perceptual
    }
}

/// A two-dimensional gradient (iOS 18): a grid of `width` × `height` positioned colours
/// blended across the patches between them. As a view it fills its frame; as a style it
/// paints backgrounds and fills.
///
/// A page has no mesh gradient: the web host paints each vertex's colour fading out over
/// the cells around it, over the background colour (a radial gradient per vertex), which
/// is close for the even grids meshes are usually made of; Bézier control points bend no
/// patch edge there (docs/Differences.md).
nonisolated public struct MeshGradient: _GradientStyle, Equatable, Sendable {
    /// Where the vertices are: unit points of the frame, or with Bézier control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The vertices' colours.
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// A vertex with the control points of the four patch edges that meet at it.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The vertices, row by row, each with its colour (as many as both lists have).
    var vertices: [(point: UnitPoint, color: Color)] {
        let points: [SIMD2<Float>] = switch locations {
        case .points(let points): points
        case .bezierPoints(let points): points.map(\.position)
        }
        let colors: [Color] = switch self.colors {
        case .colors(let colors): colors
        case .resolvedColors(let colors): colors.map(Color.init)
        }
        return zip(points, colors).map { (UnitPoint(x: CGFloat($0.0.x), y: CGFloat($0.0.y)), $0.1) }
    }

    /// The colours as a plain gradient, for hosts that paint one colour (the first).
    public var _gradient: Gradient { Gradient(colors: vertices.map(\.color)) }

    public var _paint: _GradientPaint {
        let vertices = vertices
        return _GradientPaint(geometry: .mesh(columns: max(width, 1), rows: max(height, 1), points: vertices.map(\.point),
                                              background: background),
                              stops: vertices.enumerated().map { Gradient.Stop(color: $0.element.color, location: CGFloat($0.offset)) })
    }
}

// As a view, a mesh is a colour element filling its frame (see `_GradientStyle`).
@_spi(TrellisHost) extension MeshGradient: _PrimitiveView {}
