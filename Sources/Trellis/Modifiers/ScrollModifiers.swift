import Foundation

/// Whether scroll views below show their indicators (`scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind
    /// As the platform shows them.
    public static var automatic: ScrollIndicatorVisibility { .init(kind: .automatic) }
    /// Shown.
    public static var visible: ScrollIndicatorVisibility { .init(kind: .visible) }
    /// Hidden (a platform may still show them while scrolling; a browser does not).
    public static var hidden: ScrollIndicatorVisibility { .init(kind: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { .init(kind: .never) }
    public var description: String { "\(kind)" }
    var isHidden: Bool { kind == .hidden || kind == .never }
}

struct VerticalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct HorizontalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether vertical scroll indicators show below.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// Whether horizontal scroll indicators show below.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }

    /// False inside `scrollDisabled(true)`: scroll views and lists below do not scroll.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether lists and forms below draw their background (`scrollContentBackground`).
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// What a scroll view's element says of these settings.
    /// `showsIndicators`: what the scroll view itself says (`ScrollView(showsIndicators:)`).
    func appendScrollProperties(to properties: inout ElementProperties, axes: Axis.Set, showsIndicators: Bool = true) {
        let hidden = !showsIndicators
            || (axes.contains(.vertical) && verticalScrollIndicatorVisibility.isHidden)
            || (axes.contains(.horizontal) && horizontalScrollIndicatorVisibility.isHidden)
        if hidden { properties.append(.showsIndicators, .bool(false)) }
        if !isScrollEnabled { properties.append(.scrollDisabled, .bool(true)) }
        if let margins = contentMargins { properties.append(.contentMargins, .insets(margins)) }
    }
}

extension View {
    /// Shows or hides the indicators of the scroll views and lists below, along `axes`.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> ModifiedContent<ModifiedContent<Self, _EnvironmentWritingModifier<ScrollIndicatorVisibility>>, _EnvironmentWritingModifier<ScrollIndicatorVisibility>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.verticalScrollIndicatorVisibility, transform: { if axes.contains(.vertical) { $0 = visibility } }))
            .modifier(_EnvironmentWritingModifier(keyPath: \.horizontalScrollIndicatorVisibility, transform: { if axes.contains(.horizontal) { $0 = visibility } }))
    }

    /// Stops the scroll views and lists below from scrolling.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentWritingModifier<Bool>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.isScrollEnabled, transform: { if disabled { $0 = false } }))
    }

    /// Hides (or shows) the background lists and forms below draw behind their rows, so a
    /// background of your own shows through.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentWritingModifier<Visibility>> {
        modifier(_EnvironmentWritingModifier(keyPath: \.scrollContentBackground, transform: { $0 = visibility }))
    }
}

/// Whether a scroll view bounces at its ends (iOS 16.4): a browser's overscroll.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's: a page's own overscroll.
    public static var automatic: ScrollBounceBehavior { .init(name: "automatic") }
    /// Always, even when the content fits.
    public static var always: ScrollBounceBehavior { .init(name: "always") }
    /// Only when the content is larger than the scroll view: the page's overscroll is
    /// contained in it.
    public static var basedOnSize: ScrollBounceBehavior { .init(name: "basedOnSize") }
}

extension View {
    /// How the scroll views below bounce along `axes`.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.scrollBounce, .string(behavior.name)))
    }

    /// Lets a scroll view's content draw outside its bounds (iOS 17). The page clips it: a
    /// browser scrolls only a box that clips its content (docs/Differences.md).
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }

    /// The effect iOS 26 draws where scrolling content passes under a bar (a blur, a hard
    /// edge). The page's bars are opaque and its content never passes under them, so there
    /// is no edge to draw: accepted without effect (docs/Differences.md).
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> Self { self }

    /// Hides iOS 26's scroll edge effects: the page draws none (see `scrollEdgeEffectStyle`).
    nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> Self { self }
}

/// How iOS 26 marks the edge where scrolling content meets a bar.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// Where a scroll comes to rest (iOS 17): a page at a time, or on one of the views of a
/// `scrollTargetLayout`. The browser snaps with CSS scroll snapping; the rule of a
/// behaviour of your own (`updateTarget`) cannot run in the page, so it snaps as
/// `.viewAligned` does (docs/Differences.md).
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// How a host snaps for this behaviour.
    var _snap: String { get }
}

extension ScrollTargetBehavior {
    public var _snap: String { "viewAligned" }
}

/// Where a scroll would come to rest: a rectangle of the content and an anchor in it.
public struct ScrollTarget: Sendable {
    public var rect: CGRect
    public var anchor: UnitPoint?
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows of the scroll.
public struct ScrollTargetBehaviorContext: Sendable {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// A page at a time: the scroll view's own size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let page = context.axes.contains(.horizontal) ? context.containerSize.width : context.containerSize.height
        guard page > 0 else { return }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = (target.rect.origin.x / page).rounded() * page
        } else {
            target.rect.origin.y = (target.rect.origin.y / page).rounded() * page
        }
    }
    public var _snap: String { "paging" }
}

/// On one of the views of the `scrollTargetLayout` inside.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go: one view, or as far as it is flung.
    public struct LimitBehavior: Sendable {
        let name: String
        public static var automatic: LimitBehavior { .init(name: "automatic") }
        public static var always: LimitBehavior { .init(name: "always") }
        public static var never: LimitBehavior { .init(name: "never") }
        public static var alwaysByFew: LimitBehavior { .init(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { .init(name: "alwaysByOne") }
    }
    let limit: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { limit = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    public var _snap: String { limit.name == "alwaysByOne" ? "viewAlignedOne" : "viewAligned" }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension View {
    /// Where the scroll views below come to rest (`.paging`, `.viewAligned`).
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.scrollSnap, .string(behavior._snap)))
    }

    /// Makes the views of this stack the places a `.viewAligned` scroll rests on.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _ElementPropertyModifier> {
        modifier(_ElementPropertyModifier(.scrollTargetLayout, .bool(isEnabled)))
    }
}
