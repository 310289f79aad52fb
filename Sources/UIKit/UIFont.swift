import Foundation
import Trellis

/// A font, as UIKit's: system fonts by size and weight, text-style fonts, named fonts;
/// `Font(uiFont)` draws with it.
open class UIFont: NSObject, @unchecked Sendable {
    /// The SwiftUI font this one draws as.
    public let font: Font
    public let pointSize: CGFloat

    init(font: Font, pointSize: CGFloat) {
        self.font = font
        self.pointSize = pointSize
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, size: Double(fontSize)), pointSize: fontSize)
    }

    /// The font families installed, as apps list them to find a bundled font's name. The
    /// fonts that draw are the visitor's browser's, which the server cannot list: empty here
    /// (docs/Differences.md), so code that loops over them runs and finds nothing.
    open class var familyNames: [String] { [] }

    /// The fonts of a family (see `familyNames`): none are known here.
    open class func fontNames(forFamilyName familyName: String) -> [String] { [] }

    public var fontName: String { font.customName ?? ".SFUI-Regular" }
    public var familyName: String { font.customName ?? ".SF UI Text" }
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = self.font
        font.size = Double(fontSize)
        font.style = nil
        return UIFont(font: font, pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: weight.swiftUI), pointSize: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(font: .system(size: Double(fontSize)).italic(), pointSize: fontSize)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: Double(fontSize), weight: weight.swiftUI, design: .monospaced), pointSize: fontSize)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at the default Dynamic Type size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let swiftUI = style.swiftUI
        return UIFont(font: .system(swiftUI), pointSize: CGFloat(swiftUI.pointSize))
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }

    /// A font weight, as UIKit spells it (a number from -1 to 1).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        var swiftUI: Font.Weight {
            switch rawValue {
            case ..<(-0.7): .ultraLight
            case ..<(-0.5): .thin
            case ..<(-0.2): .light
            case ..<0.1: .regular
            case ..<0.26: .medium
            case ..<0.35: .semibold
            case ..<0.5: .bold
            case ..<0.6: .heavy
            default: .black
            }
        }
    }

    /// A Dynamic Type text style, as UIKit spells it.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

extension Font {
    /// The SwiftUI font of a UIKit font.
    public init(_ font: UIFont) { self = font.font }
}
