import Foundation

/// The user's preferred text size (iOS 15), from extra small to the accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The user's preferred text size, as iOS 13 named it.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

extension DynamicTypeSize {
    public init?(_ category: ContentSizeCategory) { self = category.dynamicTypeSize }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The preferred text size. A page has no system setting to read: `.large`, iOS's
    /// default, unless a view sets another (docs/Differences.md).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The preferred text size, as iOS 13 named it: the same value as `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension View {
    /// Sets the text size below.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, _EnvironmentWritingModifier<DynamicTypeSize>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.dynamicTypeSize, transform: { $0 = size }))
    }

    /// Keeps the text size below within `range` (the nearest size in it).
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> ModifiedContent<Self, _EnvironmentWritingModifier<DynamicTypeSize>>
    where T.Bound == DynamicTypeSize {
        modifier(_EnvironmentWritingModifier(keyPath: \.dynamicTypeSize, transform: { size in
            guard !range.contains(size) else { return }
            let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let first = allowed.first, size < first { size = first } else if let last = allowed.last { size = last }
        }))
    }
}
