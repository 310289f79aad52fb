import Foundation

/// iOS's semantic colours (UIKit's `systemBackground`, `label`, `systemGray6`…): each has
/// a light and a dark value and follows the colour scheme. A `Color` made from one carries
/// its name (`ui.systemBackground`), so a host can switch it with the scheme; its channels
/// are the light value. One table serves the `UIColor` statics and the web host's CSS.
package enum SemanticColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// Red, green, blue (0–255) and alpha in the light scheme, then in the dark one:
    /// the values UIKit documents for iOS 13 and later.
    package var values: (light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double)) {
        switch self {
        case .label: ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .placeholderText: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .link: ((0, 122, 255, 1), (9, 132, 255, 1))
        case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1))
        case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1))
        case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1))
        }
    }

    /// The name a `Color` of this semantic colour carries.
    package var colorName: String { "ui." + rawValue }

    package init?(colorName: String) {
        guard colorName.hasPrefix("ui.") else { return nil }
        self.init(rawValue: String(colorName.dropFirst(3)))
    }

    package var color: Color {
        let (r, g, b, a) = values.light
        return Color(name: colorName, r / 255, g / 255, b / 255, a)
    }
}
