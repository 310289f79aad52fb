import Foundation

// Metal shaders (iOS 17): functions of a compiled Metal library drawn per pixel by the GPU.
// Neither a browser page nor a Linux server can run Metal Shading Language, so shaders are
// accepted here and draw nothing of their own: a view with a shader effect is drawn as it is,
// a shader used as a fill paints its first colour argument (docs/Differences.md). The values
// keep what the app gave them, so code that reads them back (a function's name, its
// arguments) sees what it wrote.

/// A Metal shader library: the app's default one, a bundle's, or one loaded from a file or
/// data. A function is looked up by name: `ShaderLibrary.default.ripple`.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case bundle(URL)
        case url(URL)
        case data(Data)
    }
    let source: Source

    /// The main bundle's default library.
    public static let `default` = ShaderLibrary(source: .bundle(Bundle.main.bundleURL))

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundleURL)) }

    /// A compiled `.metallib` at `url`.
    public init(url: URL) { source = .url(url) }
    /// A compiled Metal library's bytes.
    public init(data: Data) { source = .data(data) }
    init(source: Source) { self.source = source }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
    /// The function `name` of the default library: `ShaderLibrary.ripple`.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A function of a shader library, called with its arguments to make a shader:
/// `ShaderLibrary.default.ripple(.float(time), .boundingRect)`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments, for `colorEffect`, `distortionEffect`,
/// `layerEffect`, a canvas's filters, or as a fill.
public struct Shader: Equatable, Sendable, ShapeStyle {
    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the GPU dithers the colours it returns.
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Compiles the shader for `type` ahead of its first use (iOS 18): nothing is compiled
    /// here, so it returns at once.
    public func compile(as type: UsageType) async throws {}

    /// As a fill: the first colour among its arguments (the shader's own colours need Metal),
    /// else the primary colour.
    public var _resolvedColor: Color {
        for argument in arguments { if case .color(let color) = argument.value { return color } }
        return .primary
    }

    /// How a shader is used: to compile it for that use ahead of time (iOS 18).
    public struct UsageType: Hashable, Sendable {
        let name: String
        public static let colorEffect = UsageType(name: "colorEffect")
        public static let distortionEffect = UsageType(name: "distortionEffect")
        public static let layerEffect = UsageType(name: "layerEffect")
        public static let shapeStyle = UsageType(name: "shapeStyle")
    }

    /// One argument of a shader function, as the Metal function receives it. (Unchecked:
    /// an `Image` value is immutable, but does not say it is `Sendable`.)
    public struct Argument: Equatable, @unchecked Sendable {
        enum Value: Equatable {
            case floats([Double])
            case floatArray([Float])
            case color(Color)
            case colorArray([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        public static func float2(_ point: CGPoint) -> Argument { Argument(value: .floats([Double(point.x), Double(point.y)])) }
        public static func float2(_ size: CGSize) -> Argument { Argument(value: .floats([Double(size.width), Double(size.height)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounds of the view or shape the shader is drawn for.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }
}

extension View {
    /// A Metal shader applied to each pixel's colour: accepted, and the view is drawn as it
    /// is (Metal cannot run in a page or on Linux).
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }

    /// A Metal shader that moves each pixel: accepted, and the view is drawn in place.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }

    /// A Metal shader over the view's rendered layer: accepted, and the view is drawn as it is.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}

extension VisualEffect {
    /// The shader effects as visual effects: accepted, adding no step (Metal cannot run here).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}
