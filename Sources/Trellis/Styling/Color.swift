import Foundation

/// Something that can fill or tint: a colour here (gradients and materials may follow).
public protocol ShapeStyle {
    /// The colour a host should paint with.
    var _resolvedColor: Color { get }
}

extension ShapeStyle {
    /// The colour to paint with, nil for "the foreground colour of the environment".
    var _colorUnlessForeground: Color? { Self.self == ForegroundStyle.self ? nil : _resolvedColor }
}

/// The foreground colour of the environment, as a style: `.fill(.foreground)`.
public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint (accent) colour, as a style: `.foregroundStyle(.tint)`, as Xcode's new-project
/// template writes. Trellis's tint is the accent colour.
public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { .accentColor }
}

/// The background of the window (`.background`): iOS's system background, which follows
/// the colour scheme.
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
    public var _resolvedColor: Color { SemanticColor.systemBackground.color }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A colour. Also a view that fills its space, and a `ShapeStyle` for fills,
/// backgrounds and foregrounds.
public struct Color: Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    /// System colour name (`red`, `blue`…), nil for a custom colour.
    public var name: String?
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    /// Components as given, in sRGB.
    init(sRGBRed red: Double, green: Double, blue: Double, opacity: Double) {
        self.name = nil
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// The colour spaces a colour's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour from components in a colour space; hosts paint in sRGB, so linear
    /// components are converted and Display P3 ones are taken as sRGB (docs/Differences.md).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        guard colorSpace == .sRGBLinear else {
            self.init(sRGBRed: red, green: green, blue: blue, opacity: opacity)
            return
        }
        self.init(sRGBRed: SRGBTransfer.encoded(red), green: SRGBTransfer.encoded(green), blue: SRGBTransfer.encoded(blue),
                  opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// The same colour (`Color(isDark ? Color.white : Color.black)`, which compiles against
    /// SwiftUI). Disfavoured, so `Color(.red)` stays UIKit's colour, as on iOS.
    @_disfavoredOverload
    public init(_ color: Color) { self = color }

    /// A colour by hue, saturation and brightness, each from 0 to 1. A component that is not
    /// a number (a division by zero in user code, a first layout pass) counts as 0, as
    /// drawing code must not stop the app over it.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let finite = { (value: Double) in value.isFinite ? value : 0 }
        let hue = finite(hue)
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(finite(saturation), 0), 1), v = min(max(finite(brightness), 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    init(name: String, _ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) {
        self.name = name
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    public static let red = Color(name: "red", 1.0, 0.231, 0.188)
    public static let orange = Color(name: "orange", 1.0, 0.584, 0.0)
    public static let yellow = Color(name: "yellow", 1.0, 0.8, 0.0)
    public static let green = Color(name: "green", 0.204, 0.78, 0.349)
    public static let mint = Color(name: "mint", 0.0, 0.78, 0.745)
    public static let teal = Color(name: "teal", 0.188, 0.69, 0.78)
    public static let cyan = Color(name: "cyan", 0.196, 0.678, 0.902)
    public static let blue = Color(name: "blue", 0.0, 0.478, 1.0)
    public static let indigo = Color(name: "indigo", 0.345, 0.337, 0.839)
    public static let purple = Color(name: "purple", 0.686, 0.322, 0.871)
    public static let pink = Color(name: "pink", 1.0, 0.176, 0.333)
    public static let brown = Color(name: "brown", 0.635, 0.518, 0.369)
    public static let gray = Color(name: "gray", 0.557, 0.557, 0.576)
    public static let black = Color(name: "black", 0, 0, 0)
    public static let white = Color(name: "white", 1, 1, 1)
    public static let clear = Color(name: "clear", 0, 0, 0, 0)
    public static let primary = Color(name: "primary", 0, 0, 0)
    public static let secondary = Color(name: "secondary", 0.235, 0.235, 0.263, 0.6)
    public static let accentColor = Color(name: "accentColor", 0.0, 0.478, 1.0)

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacity *= opacity
        return copy
    }

    public var _resolvedColor: Color { self }

    public var description: String {
        if let name {
            return opacity == 1 || name == "clear" || name == "secondary" ? name : "\(name).opacity(\(Self.format(opacity)))"
        }
        return "rgba(\(Self.format(red)), \(Self.format(green)), \(Self.format(blue)), \(Self.format(opacity)))"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
    /// The third and later levels of the foreground: iOS's tertiary and quaternary label
    /// colours, which follow the colour scheme.
    public static var tertiary: Color { SemanticColor.tertiaryLabel.color }
    public static var quaternary: Color { SemanticColor.quaternaryLabel.color }
    public static var quinary: Color { SemanticColor.quaternaryLabel.color.opacity(0.6) }
}

/// An image repeated as a fill (`ImagePaint(image:scale:)`). Asset images are not drawn
/// here (no asset catalogs), so it paints a neutral grey where a colour is needed.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _resolvedColor: Color { .gray }
}

/// A translucent backdrop that blurs what is behind it (`.regularMaterial`, `.bar`). The
/// web host draws it with the page's card colour, part transparent, over a backdrop blur.
public struct Material: ShapeStyle, Hashable, Sendable {
    /// How much of the colour shows, from 0.4 (ultra thin) to 0.92 (ultra thick).
    let thickness: Double

    public static let ultraThinMaterial = Material(thickness: 0.4)
    public static let thinMaterial = Material(thickness: 0.55)
    public static let regularMaterial = Material(thickness: 0.7)
    public static let thickMaterial = Material(thickness: 0.82)
    public static let ultraThickMaterial = Material(thickness: 0.92)
    public static let bar = Material(thickness: 0.8)

    // The same materials as values of `Material` (`let material: Material = .regular`).
    public static let ultraThin = ultraThinMaterial
    public static let thin = thinMaterial
    public static let regular = regularMaterial
    public static let thick = thickMaterial
    public static let ultraThick = ultraThickMaterial

    public var _resolvedColor: Color { Color(white: 1, opacity: thickness) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension Color {
    /// A Core Graphics colour's components, as Core Graphics made them (sRGB or grey).
    public init(cgColor: CGColor) {
        let values = cgColor.components ?? [0, 1]
        if values.count == 2 {
            self.init(white: Double(values[0]), opacity: Double(values[1]))
        } else {
            self.init(red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]), opacity: Double(values[3]))
        }
    }

    /// iOS 14's spelling of `init(cgColor:)`.
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// The colour as Core Graphics writes it; nil for a system or semantic colour, which
    /// follows the colour scheme (as on iOS).
    public var cgColor: CGColor? {
        guard name == nil else { return nil }
        return CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
