import Foundation
import Trellis

/// The user's preferred text size, as UIKit names it. A page has no system setting to read,
/// so the preferred one is `.large`, iOS's default, as SwiftUI's `dynamicTypeSize` is here.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from the smallest to the largest, as `DynamicTypeSize` orders its cases.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a SwiftUI text size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.ordered[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (ordered.firstIndex(of: lhs) ?? -1) < (ordered.firstIndex(of: rhs) ?? -1)
    }

    /// Posted when the preferred category changes: never here (it does not change).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

extension DynamicTypeSize {
    /// The SwiftUI text size of a UIKit category (nil for `.unspecified`).
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = UIContentSizeCategory.ordered.firstIndex(of: uiSizeCategory) else { return nil }
        self = DynamicTypeSize.allCases[index]
    }
}

extension UIApplication {
    /// The user's preferred text size: `.large` here (see `UIContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

extension UITraitCollection {
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}
