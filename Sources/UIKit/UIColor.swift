import Foundation
import Trellis

/// A colour, as UIKit's: components, system and semantic colours, conversions to `Color`.
/// Semantic colours (`systemBackground`, `label`…) keep following the colour scheme once
/// made into a `Color`.
open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The SwiftUI colour this one draws as.
    public let color: Color

    public init(_ color: Color) { self.color = color }

    /// A colour or image literal (`#colorLiteral`, `#imageLiteral`), as Xcode writes them.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
                        opacity: Double(alpha)))
    }

    /// The asset catalog's colour of that name.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }

    /// A colour registered with `NamedColors` (Linux has no asset catalogs); nil when none is.
    public convenience init?(named name: String) {
        guard let color = NamedColors.color(named: name) else { return nil }
        self.init(color)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A colour whose value depends on the traits: resolved for the light appearance here,
    /// where a `UIColor` has one value (docs/Differences.md).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color)
    }

    public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }

    /// The colour as Core Graphics writes it (a system colour in its light appearance).
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.opacity))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = self.color
        color.opacity = Double(alpha)
        return UIColor(color)
    }

    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        var h = 0.0
        if range > 0 {
            if high == r { h = (g - b) / range } else if high == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(high == 0 ? 0 : range / high)
        brightness?.pointee = CGFloat(high)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.299 * color.red + 0.587 * color.green + 0.114 * color.blue)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    // Archiving (`NSKeyedArchiver`): the name and the four components.
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(color.name, forKey: "name")
        coder.encode(color.red, forKey: "red")
        coder.encode(color.green, forKey: "green")
        coder.encode(color.blue, forKey: "blue")
        coder.encode(color.opacity, forKey: "opacity")
    }

    public required convenience init?(coder: NSCoder) {
        var color = Color(red: coder.decodeDouble(forKey: "red"), green: coder.decodeDouble(forKey: "green"),
                          blue: coder.decodeDouble(forKey: "blue"), opacity: coder.decodeDouble(forKey: "opacity"))
        color.name = coder.decodeObject(of: NSString.self, forKey: "name").map { String($0) }
        self.init(color)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }
    open override var description: String { "UIColor(\(color))" }

    private static func semantic(_ semantic: SemanticColor) -> UIColor { UIColor(semantic.color) }

    // The fixed colours.
    open class var black: UIColor { UIColor(.black) }
    open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(.white) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    open class var clear: UIColor { UIColor(.clear) }
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    open class var darkText: UIColor { UIColor(.black) }

    // The system colours: SwiftUI's `Color.red` and the others are these.
    open class var systemRed: UIColor { UIColor(.red) }
    open class var systemOrange: UIColor { UIColor(.orange) }
    open class var systemYellow: UIColor { UIColor(.yellow) }
    open class var systemGreen: UIColor { UIColor(.green) }
    open class var systemMint: UIColor { UIColor(.mint) }
    open class var systemTeal: UIColor { UIColor(.teal) }
    open class var systemCyan: UIColor { UIColor(.cyan) }
    open class var systemBlue: UIColor { UIColor(.blue) }
    open class var systemIndigo: UIColor { UIColor(.indigo) }
    open class var systemPurple: UIColor { UIColor(.purple) }
    open class var systemPink: UIColor { UIColor(.pink) }
    open class var systemBrown: UIColor { UIColor(.brown) }
    open class var systemGray: UIColor { UIColor(.gray) }
    open class var systemGray2: UIColor { semantic(.systemGray2) }
    open class var systemGray3: UIColor { semantic(.systemGray3) }
    open class var systemGray4: UIColor { semantic(.systemGray4) }
    open class var systemGray5: UIColor { semantic(.systemGray5) }
    open class var systemGray6: UIColor { semantic(.systemGray6) }
    open class var tintColor: UIColor { UIColor(.accentColor) }

    // The semantic colours, which follow the colour scheme.
    open class var label: UIColor { semantic(.label) }
    open class var secondaryLabel: UIColor { semantic(.secondaryLabel) }
    open class var tertiaryLabel: UIColor { semantic(.tertiaryLabel) }
    open class var quaternaryLabel: UIColor { semantic(.quaternaryLabel) }
    open class var placeholderText: UIColor { semantic(.placeholderText) }
    open class var link: UIColor { semantic(.link) }
    open class var separator: UIColor { semantic(.separator) }
    open class var opaqueSeparator: UIColor { semantic(.opaqueSeparator) }
    open class var systemBackground: UIColor { semantic(.systemBackground) }
    open class var secondarySystemBackground: UIColor { semantic(.secondarySystemBackground) }
    open class var tertiarySystemBackground: UIColor { semantic(.tertiarySystemBackground) }
    open class var systemGroupedBackground: UIColor { semantic(.systemGroupedBackground) }
    open class var secondarySystemGroupedBackground: UIColor { semantic(.secondarySystemGroupedBackground) }
    open class var tertiarySystemGroupedBackground: UIColor { semantic(.tertiarySystemGroupedBackground) }
    open class var systemFill: UIColor { semantic(.systemFill) }
    open class var secondarySystemFill: UIColor { semantic(.secondarySystemFill) }
    open class var tertiarySystemFill: UIColor { semantic(.tertiarySystemFill) }
    open class var quaternarySystemFill: UIColor { semantic(.quaternarySystemFill) }
}

/// The traits a dynamic colour is resolved for.
public struct UITraitCollection: Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    public init(_ color: UIColor) { self = color.color }

    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) { self = uiColor.color }
}

// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it: on iOS the
// literal is a `UIColor` unless its context asks for another type.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
