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
        if let color = view as? Color { return modifier(_ElementPropertyModifier(.listRowBackground, .color(color))) }
        return modifier(_ElementPropertyModifier(.listRowBackground, .bool(false)))
    }

    /// A row's padding in place of the list's.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        if let insets { return modifier(_ElementPropertyModifier(.listRowInsets, .insets(insets))) }
        return modifier(_ElementPropertyModifier(.listRowInsets, .bool(false)))
    }

    /// Hides (or shows) the separator under a row.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.listRowSeparator, .bool(visibility != .hidden)))
    }

    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }

    /// The colour of the separator under a row (nil: the system's).
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.separatorTint, color.map { .color($0) } ?? .string("none")))
    }

    /// The colour of the separators of a section's rows (nil: the system's).
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.separatorTint, color.map { .color($0) } ?? .string("none")))
    }

    /// Space between the rows of the list below, in points.
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.listRowSpacing, .number(Double(spacing ?? 0))))
    }

    /// Space between the sections of the list below.
    nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.listSectionSpacing, .number(spacing.points)))
    }

    nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _ElementPropertyModifier> {
        listSectionSpacing(.custom(spacing))
    }

    /// A scene's padding of a kind: the minimum (16 points) or a navigation bar's (16).
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        self.padding(edges, padding.points)
    }

    /// The standard padding of a scene's content, on `edges` (16 points, iOS's margin).
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _ElementPropertyModifier> {
        padding(edges, 16)
    }

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

/// The space between a list's sections (iOS 17).
public struct ListSectionSpacing: Hashable, Sendable {
    let points: Double
    public static let `default` = ListSectionSpacing(points: 35)
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: max(Double(spacing), 0)) }
}

// MARK: Device features a browser page has no counterpart for

/// How serious an alert or dialog is; macOS draws a critical one with a caution icon.
public struct DialogSeverity: Hashable, Sendable {
    let name: String
    public static let automatic = DialogSeverity(name: "automatic")
    public static let critical = DialogSeverity(name: "critical")
    public static let standard = DialogSeverity(name: "standard")
}

extension View {
    /// Accepted without effect: external events, widgets, Apple Pencil, the system's gesture edges
    /// and overlays, and macOS's dialog decorations have nothing to act on in a browser
    /// page (docs/Differences.md).
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> Self { self }
    nonisolated public func widgetURL(_ url: URL?) -> Self { self }
    nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> Self { self }
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> Self { self }
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> Self { self }
    nonisolated public func onPencilDoubleTap(perform action: @escaping (Any) -> Void) -> Self { self }
    nonisolated public func onPencilSqueeze(perform action: @escaping (Any) -> Void) -> Self { self }
    nonisolated public func dialogIcon(_ icon: Image?) -> Self { self }
    nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> Self { self }
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> Self { self }
    nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> Self { self }
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> Self { self }
    nonisolated public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> Self { self }
    nonisolated public func defaultWheelPickerItemHeight(_ height: CGFloat) -> Self { self }
    /// A shape for the container views below to clip to; the containers here keep their
    /// own rectangular shapes, as `ContainerRelativeShape` outside a widget.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> Self { self }
    /// The browser's own find bar searches the page; these are accepted for text editors.
    nonisolated public func findNavigator(isPresented: Binding<Bool>) -> Self { self }
    nonisolated public func findDisabled(_ isDisabled: Bool = true) -> Self { self }
    nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> Self { self }
    /// A geometry group isolates how the views below animate their frames; the web host's
    /// transitions already animate each element's own box, so there is nothing to isolate.
    nonisolated public func geometryGroup() -> Self { self }
}

/// A kind of scene padding.
public struct ScenePadding: Hashable, Sendable {
    let points: CGFloat
    public static let minimum = ScenePadding(points: 16)
    public static let navigationBar = ScenePadding(points: 16)
}
