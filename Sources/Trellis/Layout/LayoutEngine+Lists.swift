import Foundation

/// Lists and forms as iOS's inset-grouped style (the default for both on an iPhone) lays
/// them out; the web host's stylesheet draws the same numbers.
///
/// Rows are grouped in cards: a `Section`'s rows, and rows outside any section that follow
/// each other. A card is 20 points in from each side of the list and 20 points below what
/// comes before it. A row's content is proposed the card's width less 20 points a side and
/// keeps the size it chooses (a greedy row spans that width), 20 points into the card, 11
/// points below the row's top; a row is at least 44 points tall (its content at least 22).
/// A header sits 7 points above its card, a footer 7 below, both in line with the rows'
/// content. `listRowInsets` replaces a row's 11 and 20; `listRowSpacing` separates rows
/// into cards of their own (and everything else in the list); `listSectionSpacing`
/// changes the 20 between cards. Plain lists have no cards and no space between sections;
/// grouped lists' cards span the list.
extension LayoutEngine {
    struct ListMetrics {
        var cardInset: CGFloat = 20
        var sectionSpacing: CGFloat = 20
        var rowSpacing: CGFloat = 0
        static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        static let minimumContentHeight: CGFloat = 22
        static let headerGap: CGFloat = 7
    }

    static let sectionHeaderIdentifier = "section-header"
    static let sectionFooterIdentifier = "section-footer"

    func listMetrics(of box: LayoutBox) -> ListMetrics {
        var metrics = ListMetrics()
        if case .string(let style)? = box.properties[.listStyle] {
            if style == "plain" { metrics.cardInset = 0; metrics.sectionSpacing = 0 }
            if style == "grouped" { metrics.cardInset = 0 }
        }
        if case .number(let spacing)? = box.properties[.listSectionSpacing] { metrics.sectionSpacing = max(0, CGFloat(spacing)) }
        if case .number(let spacing)? = box.properties[.listRowSpacing], spacing > 0 { metrics.rowSpacing = CGFloat(spacing) }
        return metrics
    }

    func placeRows(of box: LayoutBox, in rect: CGRect) {
        let metrics = listMetrics(of: box)
        let card = rect.insetBy(dx: metrics.cardInset, dy: 0)
        var y = rect.minY
        var loose: [LayoutBox] = []
        // listRowSpacing goes between every two things in the list, headers and footers too.
        var placedAny = false
        func beginItem() {
            if placedAny { y += metrics.rowSpacing }
            placedAny = true
        }

        func placeCard(_ rows: [LayoutBox]) {
            for row in rows {
                beginItem()
                var insets = ListMetrics.rowInsets
                if case .insets(let own)? = row.properties[.listRowInsets] { insets = own }
                let width = max(0, card.width - insets.leading - insets.trailing)
                let proposal = ProposedViewSize(width: width, height: nil)
                let size = size(of: row, proposal)
                let height = max(size.height, ListMetrics.minimumContentHeight)
                place(row, in: CGRect(x: card.minX + insets.leading, y: y + insets.top, width: size.width, height: height),
                      proposal: proposal)
                row.card = CGRect(x: card.minX, y: y, width: card.width, height: insets.top + height + insets.bottom)
                y += insets.top + height + insets.bottom
            }
        }
        func placeLabel(_ label: LayoutBox, gapAbove: CGFloat) {
            let proposal = ProposedViewSize(width: max(0, card.width - 2 * ListMetrics.rowInsets.leading), height: nil)
            let size = size(of: label, proposal)
            beginItem()
            y += gapAbove
            label.card = nil
            place(label, in: CGRect(x: card.minX + ListMetrics.rowInsets.leading, y: y, width: size.width, height: size.height),
                  proposal: proposal)
            y += size.height
        }
        func flushLoose() {
            guard !loose.isEmpty else { return }
            y += metrics.sectionSpacing
            placeCard(loose)
            loose = []
        }

        for child in box.children {
            guard child.kind == .section else {
                loose.append(child)
                continue
            }
            flushLoose()
            var rows = child.children
            let header = rows.first.flatMap { identifier(of: $0) == Self.sectionHeaderIdentifier ? $0 : nil }
            let footer = rows.last.flatMap { $0 !== header && identifier(of: $0) == Self.sectionFooterIdentifier ? $0 : nil }
            if header != nil { rows.removeFirst() }
            if footer != nil { rows.removeLast() }
            let top = y
            if let header {
                placeLabel(header, gapAbove: metrics.sectionSpacing)
                y += ListMetrics.headerGap
            } else {
                y += metrics.sectionSpacing
            }
            placeCard(rows)
            if let footer { placeLabel(footer, gapAbove: ListMetrics.headerGap) }
            // A section is not placed itself: its frame is its card with its header and footer.
            child.frames = Array(repeating: CGRect(x: card.minX, y: top, width: card.width, height: y - top),
                                 count: child.modifiers.count + 1)
        }
        flushLoose()
    }

    func identifier(of box: LayoutBox) -> String? { Self.identifier(of: box) }

    static func identifier(of box: LayoutBox) -> String? {
        if case .string(let identifier)? = box.properties[.accessibilityIdentifier] { return identifier }
        return nil
    }
}
