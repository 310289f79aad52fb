@_spi(TrellisHost) import Trellis

// Lists, scroll views and tabs: styles, rows, separators, snapping, badges.
extension DOMTranslator {
    /// The properties this file translates.
    static let collectionProperties: [PropertyName] = [
        .listStyle, .listRowBackground, .listRowInsets, .listRowSeparator, .listRowSpacing, .listSectionSpacing,
        .separatorTint, .swipeActions, .swipeRow, .scrollBounce, .scrollContentBackground, .scrollDisabled,
        .scrollReports, .scrollSnap, .scrollTargetLayout, .showsIndicators, .pinnedFooters, .pinnedHeaders, .indexBackground,
        .tabViewStyle, .tabItem, .badge,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyCollection(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.swipeRow, .bool(true)):
            modifier()
            classes.append("t-swiperow")
        case (.swipeActions, .string):
            // The layout engine puts them at the row's edge; the class shows them on hover.
            modifier()
            classes.append("t-swipe")
        case (.tabItem, .bool(let selected)) where kind == .button:
            modifier()
            classes.append("t-tabitem")
            description.setAttribute("role", "tab")
            description.setAttribute("aria-selected", selected ? "true" : "false")
        case (.badge, .string(let badge)) where kind == .button && !badge.isEmpty:
            modifier()
            description.setAttribute("data-badge", String(badge.prefix(8)))
        case (.scrollSnap, .string(let snap)):
            // CSS scroll snapping: mandatory for pages and one view at a time, else proximity.
            modifier()
            ownStyle.append(snap == "paging" || snap == "viewAlignedOne" ? "scroll-snap-type:both mandatory" : "scroll-snap-type:both proximity")
            if snap == "paging" { current.className += " t-snap-pages" }
        case (.scrollReports, .bool(true)) where kind == .scrollView && !sawModifier:
            // The app watches its scrolling: the client reports it (scrolling.js).
            description.setAttribute("data-scroll-reports", "")
        case (.scrollTargetLayout, .bool(true)):
            modifier()
            current.className += " t-snap-targets"
        case (.showsIndicators, .bool(false)) where !sawModifier:
            classes.append("t-no-indicators")
        case (.pinnedHeaders, .bool(true)) where !sawModifier:
            classes.append("t-pin-headers")
        case (.pinnedFooters, .bool(true)) where !sawModifier:
            classes.append("t-pin-footers")
        case (.scrollBounce, .string("basedOnSize")):
            modifier()
            ownStyle.append("overscroll-behavior:contain")
        case (.scrollDisabled, .bool(true)) where !sawModifier:
            classes.append("t-no-scroll")
        case (.scrollContentBackground, .string("hidden")) where !sawModifier:
            classes.append("t-clear-background")

        case (.listStyle, .string(let style)) where kind == .list && ["plain", "grouped", "inset"].contains(style):
            classes.append("t-list-\(style)")
        // A row's card, insets and line are drawn from variables on its outermost box (the
        // list's child: see the stylesheet's lists).
        case (.listRowBackground, .color(let color)):
            modifier()
            current.style.append("--t-row-bg:\(CSSValue.color(color))")
        case (.listRowInsets, .insets(let insets)):
            modifier()
            current.style.append("--t-row-top:\(CSSValue.pixels(insets.top));--t-row-leading:\(CSSValue.pixels(insets.leading));"
                                 + "--t-row-bottom:\(CSSValue.pixels(insets.bottom));--t-row-trailing:\(CSSValue.pixels(insets.trailing))")
        case (.listRowSeparator, .bool(false)):
            modifier()
            current.style.append("--t-row-separator:transparent")
        case (.tabViewStyle, .string(let style)) where kind == .tabView && (style == "page" || style == "page-noindex"):
            // Pages: a dot for each instead of the tab bar, swiped through (the client).
            classes.append(style == "page" ? "t-pages" : "t-pages t-pages-noindex")
        case (.indexBackground, .bool(true)) where kind == .tabView:
            classes.append("t-index-bg")
        case (.separatorTint, .color(let color)):
            modifier()
            ownStyle.append("--line:\(CSSValue.color(color))")
        case (.listRowSpacing, .number(let spacing)) where spacing > 0:
            // Rows apart, each its own card, as iOS draws spaced rows.
            modifier()
            classes.append("t-spaced-rows")
            ownStyle.append("gap:\(CSSValue.pixels(min(spacing, 200)))")
        case (.listSectionSpacing, .number(let spacing)):
            modifier()
            ownStyle.append("--t-section-gap:\(CSSValue.pixels(min(max(spacing, 0), 200)))")
        default:
            modifier()
        }
    }
}
