import Foundation

// Modifiers that exist for iOS's hardware and chrome. They compile as on iOS; where a
// browser page has the same idea (a list's style, a row's background or separator) the
// web host does it, otherwise they change nothing. docs/Differences.md lists each.

/// The safe-area regions `ignoresSafeArea` names.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A top or bottom edge (for row separators).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom

    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// How scrolling dismisses the keyboard (no on-screen keyboard to dismiss in a browser).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Haptic feedback (a browser page has none).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")

    public enum Weight: Hashable, Sendable { case light, medium, heavy }
    public enum Flexibility: Hashable, Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// A height a sheet can rest at. Sheets in the web host are always full height.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

// MARK: List styles

/// How a list draws its rows and sections.
public protocol ListStyle {
    /// The web host's name for the style.
    var _name: String { get }
}

public struct DefaultListStyle: ListStyle { public init() {}; public var _name: String { "insetGrouped" } }
public struct PlainListStyle: ListStyle { public init() {}; public var _name: String { "plain" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _name: String { "grouped" } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _name: String { "insetGrouped" } }
public struct InsetListStyle: ListStyle { public init() {}; public var _name: String { "inset" } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _name: String { "plain" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

struct ListStyleKey: EnvironmentKey { static let defaultValue = "insetGrouped" }

extension EnvironmentValues {
    /// The style lists below draw in (`listStyle(_:)`), by name.
    var listStyleName: String {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

// MARK: Modifiers

extension View {
    /// The style of lists in this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentWritingModifier<String>> {
        environment(\.listStyleName, style._name)
    }

    /// A row's background. A colour paints the row; other views are not drawn there yet.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        if let color = view as? Color { return modifier(_ElementPropertyModifier("listRowBackground", .color(color))) }
        return modifier(_ElementPropertyModifier("listRowBackground", .bool(false)))
    }

    /// A row's padding in place of the list's.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        if let insets { return modifier(_ElementPropertyModifier("listRowInsets", .insets(insets))) }
        return modifier(_ElementPropertyModifier("listRowInsets", .bool(false)))
    }

    /// Hides (or shows) the separator under a row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier("listRowSeparator", .bool(visibility != .hidden)))
    }

    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// No status bar in a browser page.
    nonisolated public func statusBar(hidden: Bool) -> Self { self }
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> Self { self }

    /// The page has no safe areas: content already reaches its edges.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// Sheets in the web host always take the page's full height.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> Self { self }
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }

    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> Self { self }
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self { self }
}
