import Foundation

/// Containers with bars, laid out as iOS lays them out: a navigation screen keeps its bar
/// at the top and its bottom bar at the bottom, its content centred between them; a tab
/// view keeps its bar of items (49 points, the items sharing its width) at the bottom and
/// gives the selected tab's content the rest; a page-style tab view gives its pages the
/// whole view and draws its dots over them. The web host's stylesheet follows the same rules.
extension LayoutEngine {
    /// iOS's tab bar (without a home indicator's safe area, as there is none here).
    static let tabBarHeight: CGFloat = 49
    /// A page-style tab view's dots: 8 points, 4 apart on each side, 12 above the bottom.
    static let pageDot: CGFloat = 8
    static let pageDotMargin: (horizontal: CGFloat, bottom: CGFloat) = (4, 12)

    func placeScreen(_ box: LayoutBox, in rect: CGRect) {
        let children = box.children
        var first = 0, end = children.count
        var area = rect
        // The bars are offered the screen's width and take the height they need.
        let proposal = ProposedViewSize(width: rect.width, height: nil)
        if let bar = children.first, identifier(of: bar) == _NavigationBar.identifier {
            let size = size(of: bar, proposal)
            place(bar, in: CGRect(origin: rect.origin, size: size), proposal: proposal)
            area.origin.y += size.height
            area.size.height = max(0, area.height - size.height)
            first = 1
        }
        if end > first, let bottom = children.last, identifier(of: bottom) == _NavigationBottomBar.identifier {
            let size = size(of: bottom, proposal)
            place(bottom, in: aligned(size, in: area, .bottom), proposal: proposal)
            area.size.height = max(0, area.height - size.height)
            end -= 1
        }
        placeCentredColumn(of: box, children: first..<end, in: area)
    }

    /// Children stacked without spacing, offered `area` and centred in it: a screen's, a
    /// tab's or a sheet's content.
    func placeCentredColumn(of box: LayoutBox, children range: Range<Int>, in area: CGRect) {
        guard !range.isEmpty else { return }
        let inner = ProposedViewSize(area.size)
        let content = stackSize(of: box, axis: .vertical, inner, spacing: 0, children: range)
        placeStack(box, axis: .vertical, in: aligned(content, in: area, .center), inner, spacing: 0, children: range)
    }

    func placeTabs(_ box: LayoutBox, in rect: CGRect) {
        let pages = box.children.filter { $0.kind == .tabPage }
        let items = pages.compactMap { page in page.children.first { $0.properties[.tabItem] != nil } }
        let isPaged: Bool
        if case .string(let style)? = box.properties[.tabViewStyle] { isPaged = style.hasPrefix("page") } else { isPaged = false }
        let barHeight = isPaged || items.isEmpty ? 0 : min(Self.tabBarHeight, rect.height)
        let contentArea = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - barHeight)
        for (index, child) in box.children.enumerated() where child.kind != .tabPage {
            // A view in the tab view that is not a tab: over the content, as a page would be.
            placeCentredColumn(of: box, children: index..<index + 1, in: contentArea)
        }
        for page in pages {
            place(page, in: rect, proposal: ProposedViewSize(rect.size))
        }
        for (index, item) in items.enumerated() {
            let cell: CGRect
            if isPaged {
                let slot = Self.pageDot + 2 * Self.pageDotMargin.horizontal
                let start = rect.midX - slot * CGFloat(items.count) / 2
                cell = CGRect(x: (start + slot * CGFloat(index) + Self.pageDotMargin.horizontal).roundedToPixel,
                              y: rect.maxY - Self.pageDotMargin.bottom - Self.pageDot, width: Self.pageDot, height: Self.pageDot)
            } else {
                let width = rect.width / CGFloat(items.count)
                cell = CGRect(x: (rect.minX + width * CGFloat(index)).roundedToPixel, y: rect.maxY - barHeight,
                              width: width.roundedToPixel, height: barHeight)
            }
            place(item, in: cell, proposal: ProposedViewSize(cell.size))
        }
        for page in pages {
            for content in page.children where content.kind == .tabContent {
                place(content, in: contentArea, proposal: ProposedViewSize(contentArea.size))
            }
        }
    }
}
