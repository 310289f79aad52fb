import Foundation

// Environment values a device sets and views read: reading direction, contrast, text
// weight, the screen's scale, and the prominence of headers, badges and backgrounds. A
// browser page reports none of the device settings, so each starts at iOS's default; a
// view can set them for the views below, as in SwiftUI (docs/Differences.md).

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// Whether the user asked for more contrast.
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// Whether the user asked for bold text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// How prominent a section header is (`headerProminence(_:)`): `.increased` draws it as a
/// title rather than a caption.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// How prominent a row's badge is (iOS 17).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    public static let decreased = BadgeProminence(level: -1)
    public static let standard = BadgeProminence(level: 0)
    public static let increased = BadgeProminence(level: 1)
}

/// How prominent the background under a view is (iOS 17): `.increased` on a selected row,
/// where content may want a stronger colour.
public struct BackgroundProminence: Hashable, Sendable {
    let level: Int
    public static let standard = BackgroundProminence(level: 0)
    public static let increased = BackgroundProminence(level: 1)
}

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }
struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    /// Left to right, as the page runs; a view can set right to left for the views below,
    /// which read it (`flipsForRightToLeftLayoutDirection` mirrors by it).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }

    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// Pixels per point: 2, as on most iPhones (a page does not report its own to the server).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The width of one pixel, in points.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }

    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}

extension View {
    /// How prominent the section headers below are.
    nonisolated public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _EnvironmentWritingModifier<Prominence>> {
        environment(\.headerProminence, prominence)
    }

    /// How prominent the badges below are: `.decreased` greys them, `.increased` makes them red.
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> ModifiedContent<Self, _EnvironmentWritingModifier<BadgeProminence>> {
        environment(\.badgeProminence, prominence)
    }

    /// Mirrors this view when the layout runs right to left (`.mirrors`), as a directional
    /// icon should; the web host mirrors it with a transform.
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> _FlipForRightToLeftView<Self> {
        _FlipForRightToLeftView(content: self, enabled: enabled)
    }
}

/// A view mirrored horizontally while the layout direction is right to left.
nonisolated public struct _FlipForRightToLeftView<Content: View>: View {
    let content: Content
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    @MainActor public var body: some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}

// MARK: ScaledMetric

/// A length that grows and shrinks with the preferred text size, as text of `relativeTo`'s
/// style does (`@ScaledMetric var iconSize = 24`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    private let base: Value
    private let textStyle: Font.TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled by how much larger text of the style is at the current size than
    /// at the default size (`.large`).
    public var wrappedValue: Value { base * Value(textStyle.scale(at: size)) }
}

extension Font.TextStyle {
    /// iOS's point sizes of this style at each preferred text size, extra small to AX5.
    var sizesByDynamicType: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// How much larger this style is at `size` than at `.large`.
    func scale(at size: DynamicTypeSize) -> Double {
        let sizes = sizesByDynamicType
        return sizes[DynamicTypeSize.allCases.firstIndex(of: size)!] / sizes[3]
    }
}
