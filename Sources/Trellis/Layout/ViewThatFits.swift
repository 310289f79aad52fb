import Foundation

/// Shows the first of its views that fits the space offered along `axes` at its ideal
/// size (the last one when none fits).
nonisolated public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @MainActor public var body: some View {
        _LayoutView(layout: _ViewThatFitsLayout(axes: axes), content: content)
    }
}

/// The layout behind `ViewThatFits`: it measures every candidate at its ideal size and
/// shows only the chosen one; the others are hidden by layout (a test does not find them).
public struct _ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    private func chosen(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                              height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.01 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.01 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let index = chosen(proposal, subviews) else { return .zero }
        return subviews[index].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let index = chosen(proposal, subviews) else { return }
        for (other, subview) in subviews.enumerated() where other != index { subview.hide() }
        subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
