import Foundation

/// Pickers as iOS draws them, by style; the web host's stylesheet paints the parts where
/// these rules put them (`.t-picker-*`) and draws nothing that takes space of its own.
///
/// A picker is two parts: its label and its options (each option a box around its content).
/// - **Menu** (the default): the selected option with up-down chevrons after it. In a
///   list or form row the label leads and the option trails across the row's width; elsewhere
///   only the option shows (iOS hides a menu picker's label outside forms). The other options
///   show when the menu opens, over the page, not in its layout.
/// - **Segmented**: a track as wide as it is offered, its segments sharing the width equally,
///   each option's content centred in its segment; the label is not shown.
/// - **Inline** (also wheel and navigation-link, which the web host draws inline): the label,
///   then the options one under another, each a row as wide as the picker with its
///   content at the leading edge and a checkmark's room at the trailing one.
///
/// A label that is not shown is left out of layout (a host keeps it for assistive technology).
extension LayoutEngine {
    enum PickerLook {
        case menu, segmented, inline
    }

    enum PickerMetrics {
        /// Between the label and the options of a menu picker in a row.
        static let labelGap: CGFloat = 16
        /// A menu's option outside a row: its padding; the chevrons after its content.
        static let menuOptionInsets = EdgeInsets(top: 6, leading: 10, bottom: 6, trailing: 10)
        static let chevronGap: CGFloat = 8
        /// A segmented track's inset around its segments, a segment's least height and its
        /// content's horizontal padding.
        static let trackInset: CGFloat = 2
        static let segmentMinimumHeight: CGFloat = 28
        static let segmentPadding: CGFloat = 8
        /// An inline picker: between its label and its options, and each option row's
        /// vertical padding (the checkmark is as wide as the font is large).
        static let inlineLabelGap: CGFloat = 6
        static let inlineRowPadding: CGFloat = 10
    }

    func pickerLook(_ picker: LayoutBox) -> PickerLook {
        switch picker.properties[.pickerStyle] {
        case .string("segmented")?: .segmented
        case .string("menu")?, nil: .menu
        default: .inline
        }
    }

    private func parts(of picker: LayoutBox) -> (label: LayoutBox?, options: LayoutBox?) {
        var label: LayoutBox?, options: LayoutBox?
        for child in picker.children where child.kind == .pickerPart {
            if child.properties[.role] == .string("label") { label = child } else { options = child }
        }
        return (label, options)
    }

    /// Whether the picker is in a list's or form's row (its label shows beside a menu).
    private func isInList(_ box: LayoutBox) -> Bool {
        box.enclosing(.list) != nil
    }

    private func showsLabel(_ picker: LayoutBox, look: PickerLook) -> Bool {
        switch look {
        case .segmented: false
        case .menu: isInList(picker)
        case .inline: true
        }
    }

    /// The option a closed menu shows: the selected one (nil: nothing is selected).
    private func shownOption(of options: LayoutBox) -> LayoutBox? {
        options.children.first { $0.properties[.selected] == .bool(true) }
    }

    // MARK: The picker

    func pickerSize(of picker: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        let (label, options) = parts(of: picker)
        let look = pickerLook(picker)
        let labelShown = showsLabel(picker, look: look)
        let labelSize = labelShown ? label.map { size(of: $0, .unspecified) } ?? .zero : .zero
        switch look {
        case .menu where labelShown:
            let optionsSize = options.map { size(of: $0, .unspecified) } ?? .zero
            let width = proposal.width ?? (labelSize.width + PickerMetrics.labelGap + optionsSize.width)
            return CGSize(width: width, height: max(labelSize.height, optionsSize.height))
        case .menu, .segmented:
            return options.map { size(of: $0, proposal) } ?? .zero
        case .inline:
            let optionsSize = options.map { size(of: $0, ProposedViewSize(width: proposal.width, height: nil)) } ?? .zero
            let width = proposal.width ?? max(labelSize.width, optionsSize.width)
            return CGSize(width: width, height: labelSize.height + PickerMetrics.inlineLabelGap + optionsSize.height)
        }
    }

    func placePicker(_ picker: LayoutBox, in rect: CGRect) {
        let (label, options) = parts(of: picker)
        let look = pickerLook(picker)
        let labelShown = showsLabel(picker, look: look)
        if let label {
            if labelShown { label.isHiddenByLayout = false } else { leaveOut(label, at: rect.origin) }
        }
        switch look {
        case .menu where labelShown:
            if let label {
                let size = size(of: label, .unspecified)
                place(label, in: aligned(size, in: rect, .leading), proposal: .unspecified)
            }
            if let options {
                let size = size(of: options, .unspecified)
                place(options, in: aligned(size, in: rect, .trailing), proposal: .unspecified)
            }
        case .menu, .segmented:
            if let options { place(options, in: rect, proposal: ProposedViewSize(rect.size)) }
        case .inline:
            var y = rect.minY
            if let label {
                let size = size(of: label, .unspecified)
                place(label, in: CGRect(x: rect.minX, y: y, width: size.width, height: size.height), proposal: .unspecified)
                y += size.height + PickerMetrics.inlineLabelGap
            }
            if let options {
                let proposal = ProposedViewSize(width: rect.width, height: nil)
                let size = size(of: options, proposal)
                place(options, in: CGRect(x: rect.minX, y: y, width: rect.width, height: size.height), proposal: proposal)
            }
        }
    }

    // MARK: Its parts

    func pickerPartSize(of part: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        guard part.properties[.role] != .string("label"), let picker = part.enclosing(.picker) else {
            return stackSize(of: part, axis: .horizontal, proposal)
        }
        switch pickerLook(picker) {
        case .menu:
            return shownOption(of: part).map { size(of: $0, .unspecified) } ?? .zero
        case .segmented:
            let segments = part.children.map { size(of: $0, .unspecified) }
            let inset = PickerMetrics.trackInset
            let widest = segments.map(\.width).max() ?? 0
            let height = max(PickerMetrics.segmentMinimumHeight, segments.map(\.height).max() ?? 0)
            let width = proposal.width ?? (widest * CGFloat(segments.count) + 2 * inset)
            return CGSize(width: width, height: height + 2 * inset)
        case .inline:
            let row = ProposedViewSize(width: proposal.width, height: nil)
            let rows = part.children.map { size(of: $0, row) }
            return CGSize(width: proposal.width ?? rows.map(\.width).max() ?? 0, height: rows.reduce(0) { $0 + $1.height })
        }
    }

    func placePickerPart(_ part: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        guard part.properties[.role] != .string("label"), let picker = part.enclosing(.picker) else {
            placeStack(part, axis: .horizontal, in: rect, proposal)
            return
        }
        switch pickerLook(picker) {
        case .menu:
            let shown = shownOption(of: part)
            for option in part.children where option !== shown { leaveOut(option, at: rect.origin) }
            shown?.isHiddenByLayout = false
            if let shown { place(shown, in: rect, proposal: .unspecified) }
        case .segmented:
            let inset = PickerMetrics.trackInset
            let count = CGFloat(max(part.children.count, 1))
            let width = max(0, rect.width - 2 * inset) / count
            for (index, option) in part.children.enumerated() {
                option.isHiddenByLayout = false
                let frame = CGRect(x: rect.minX + inset + CGFloat(index) * width, y: rect.minY + inset,
                                   width: width, height: max(0, rect.height - 2 * inset))
                place(option, in: frame, proposal: ProposedViewSize(frame.size))
            }
        case .inline:
            var y = rect.minY
            let row = ProposedViewSize(width: rect.width, height: nil)
            for option in part.children {
                option.isHiddenByLayout = false
                let height = size(of: option, row).height
                place(option, in: CGRect(x: rect.minX, y: y, width: rect.width, height: height), proposal: row)
                y += height
            }
        }
    }

    /// An option's box around its content, by its picker's look.
    private func optionInsets(_ option: LayoutBox, look: PickerLook, inList: Bool) -> EdgeInsets {
        let side = CGFloat(option.font.size)
        switch look {
        case .menu:
            // The chevrons after the content, as wide as the font is large.
            var insets = inList ? EdgeInsets() : PickerMetrics.menuOptionInsets
            insets.trailing += PickerMetrics.chevronGap + side
            return insets
        case .segmented:
            return EdgeInsets(top: 0, leading: PickerMetrics.segmentPadding, bottom: 0, trailing: PickerMetrics.segmentPadding)
        case .inline:
            let padding = PickerMetrics.inlineRowPadding
            return EdgeInsets(top: padding, leading: 0, bottom: padding, trailing: PickerMetrics.chevronGap + side)
        }
    }

    /// What an option offers its content: a segment's content keeps its one line (a
    /// segment too narrow for it is overflowed, centred, not wrapped).
    private func contentProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets, _ look: PickerLook) -> ProposedViewSize {
        look == .segmented ? .unspecified : proposal.inset(by: insets)
    }

    func pickerOptionSize(of option: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        guard let picker = option.enclosing(.picker) else { return stackSize(of: option, axis: .horizontal, proposal) }
        let look = pickerLook(picker)
        let insets = optionInsets(option, look: look, inList: isInList(picker))
        let content = stackSize(of: option, axis: .horizontal, contentProposal(proposal, insets, look)).outset(by: insets)
        switch look {
        case .menu: return content
        case .segmented:
            return CGSize(width: proposal.width ?? content.width, height: max(proposal.height ?? 0, content.height))
        case .inline: return CGSize(width: proposal.width ?? content.width, height: content.height)
        }
    }

    func placePickerOption(_ option: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        guard let picker = option.enclosing(.picker) else {
            placeStack(option, axis: .horizontal, in: rect, proposal)
            return
        }
        let look = pickerLook(picker)
        let insets = optionInsets(option, look: look, inList: isInList(picker))
        let inner = contentProposal(proposal, insets, look)
        let content = stackSize(of: option, axis: .horizontal, inner)
        // Segments centre their content; menus and rows start it at the leading edge.
        let alignment: Alignment = look == .segmented ? .center : .leading
        placeStack(option, axis: .horizontal, in: aligned(content, in: rect.inset(by: insets), alignment), inner)
    }
}
