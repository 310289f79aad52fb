import Foundation

/// One layout pass: sizes boxes for proposals (through their caches) and places them.
/// A box's layout modifiers are levels around its element: level 0 is the element, each
/// level up wraps the one inside it, and the outermost is what the parent sees.
final class LayoutEngine {
    let measurer: any TextMeasurer
    /// Sizes computed in this pass, not served from a cache.
    var measurements = 0
    /// The boxes this pass placed anew (an unchanged box placed where it was is not among
    /// them, nor is anything inside it): a host that sends frames sends only theirs.
    var placed: [ElementID] = []

    init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    // MARK: Sizing

    /// The size `box` (all its modifiers applied) chooses for `proposal`.
    func size(of box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize {
        let key = box.dependence.key(proposal)
        if let cached = box.cachedSize(for: key) { return cached }
        let size = size(of: box, proposal, level: box.modifiers.count)
        box.cache(size, for: key)
        return size
    }

    func size(of box: LayoutBox, _ proposal: ProposedViewSize, level: Int) -> CGSize {
        if level == 0 {
            measurements += 1
            return contentSize(of: box, proposal)
        }
        switch box.modifiers[level - 1] {
        case .padding(let insets):
            return size(of: box, proposal.inset(by: insets), level: level - 1).outset(by: insets)
        case .frame(let frame):
            let inner = size(of: box, frame.childProposal(proposal), level: level - 1)
            return frame.size(proposal, child: inner)
        case .fixedSize(let horizontal, let vertical):
            return size(of: box, ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
                        level: level - 1)
        case .aspectRatio(let ratio, let mode):
            let childProposal = aspectProposal(box, proposal, level: level, ratio: ratio, mode: mode)
            return size(of: box, childProposal, level: level - 1)
        case .position:
            _ = size(of: box, proposal, level: level - 1)
            return proposal.replacingUnspecifiedDimensions()
        case .offset, .priority:
            return size(of: box, proposal, level: level - 1)
        }
    }

    /// What `aspectRatio` proposes inside it: the largest (`.fit`) or smallest (`.fill`)
    /// size of the ratio that the proposal bounds (the ratio of the view's ideal size when
    /// none is given).
    private func aspectProposal(_ box: LayoutBox, _ proposal: ProposedViewSize, level: Int,
                                         ratio: CGFloat?, mode: ContentMode) -> ProposedViewSize {
        var aspect = ratio ?? 1
        if ratio == nil {
            let ideal = size(of: box, .unspecified, level: level - 1)
            if ideal.width > 0 && ideal.height > 0 { aspect = ideal.width / ideal.height }
        }
        guard aspect > 0, aspect.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (let width?, let height?) where width.isFinite && height.isFinite:
            let byWidth = CGSize(width: width, height: width / aspect)
            let byHeight = CGSize(width: height * aspect, height: height)
            let fits = byWidth.height <= height
            let chosen = mode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            return ProposedViewSize(chosen)
        case (let width?, _) where width.isFinite:
            return ProposedViewSize(width: width, height: width / aspect)
        case (_, let height?) where height.isFinite:
            return ProposedViewSize(width: height * aspect, height: height)
        default:
            let ideal = size(of: box, .unspecified, level: level - 1)
            return ProposedViewSize(width: ideal.width, height: ideal.width / aspect)
        }
    }

    // MARK: Placing

    /// Places `box` (all its modifiers applied) in `rect`, the frame its parent chose,
    /// which is the size it answered for `proposal`.
    func place(_ box: LayoutBox, in rect: CGRect, proposal: ProposedViewSize) {
        // Nothing inside changed and it goes where it went, offered the same lengths that
        // it reads: its frames stand.
        let key = box.dependence.key(proposal)
        if let last = box.placement, last.rect == rect, last.proposal == key { return }
        placed.append(box.id)
        if box.frames.count != box.modifiers.count + 1 {
            box.frames = Array(repeating: .zero, count: box.modifiers.count + 1)
        }
        place(box, level: box.modifiers.count, in: rect, proposal: proposal)
        box.placement = BoxPlacement(rect: rect, proposal: key)
    }

    private func place(_ box: LayoutBox, level: Int, in rect: CGRect, proposal: ProposedViewSize) {
        box.frames[level] = rect
        if level == 0 {
            placeContent(of: box, in: rect, proposal: proposal)
            return
        }
        switch box.modifiers[level - 1] {
        case .padding(let insets):
            place(box, level: level - 1, in: rect.inset(by: insets), proposal: proposal.inset(by: insets))
        case .frame(let frame):
            let childProposal = frame.childProposal(proposal)
            let inner = size(of: box, childProposal, level: level - 1)
            place(box, level: level - 1, in: aligned(inner, in: rect, frame.alignment,
                                                     dimensions: guides(of: box, size: inner, level: level - 1, proposal: childProposal)),
                  proposal: childProposal)
        case .fixedSize(let horizontal, let vertical):
            let fixed = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            let inner = size(of: box, fixed, level: level - 1)
            place(box, level: level - 1, in: aligned(inner, in: rect, .center), proposal: fixed)
        case .aspectRatio(let ratio, let mode):
            let childProposal = aspectProposal(box, proposal, level: level, ratio: ratio, mode: mode)
            let inner = size(of: box, childProposal, level: level - 1)
            place(box, level: level - 1, in: aligned(inner, in: rect, .center), proposal: childProposal)
        case .offset(let x, let y):
            place(box, level: level - 1, in: rect.offsetBy(dx: x, dy: y), proposal: proposal)
        case .position(let x, let y):
            // The point is in the space of the view's parent, whose origin is where the
            // position modifier's own frame starts.
            let inner = size(of: box, proposal, level: level - 1)
            let origin = CGPoint(x: rect.minX + x - inner.width / 2, y: rect.minY + y - inner.height / 2)
            place(box, level: level - 1, in: CGRect(origin: origin, size: inner), proposal: proposal)
        case .priority:
            place(box, level: level - 1, in: rect, proposal: proposal)
        }
    }

    /// `size` placed in `rect` so that its `alignment` guides (`dimensions`: the view's own,
    /// the defaults when nil) meet the container's, on whole pixels.
    func aligned(_ size: CGSize, in rect: CGRect, _ alignment: Alignment, dimensions: ViewDimensions? = nil) -> CGRect {
        let container = ViewDimensions(width: rect.width, height: rect.height)
        let child = dimensions ?? ViewDimensions(width: size.width, height: size.height)
        let x = rect.minX + (container[alignment.horizontal] - child[alignment.horizontal]).roundedToPixel
        let y = rect.minY + (container[alignment.vertical] - child[alignment.vertical]).roundedToPixel
        return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
}

extension CGSize {
    /// The size of a view of this size with `insets` around it.
    func outset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}

extension CGRect {
    /// The rectangle left inside `insets` (never less than empty).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}

extension ProposedViewSize {
    /// The proposal left for a view inside `insets`.
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}

extension FrameLayout {
    /// What the frame proposes to its content: the proposal held between the frame's
    /// minimum and maximum (a fixed frame's length), or its ideal length where the
    /// proposal leaves an axis open.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: Self.propose(proposal.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                         height: Self.propose(proposal.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    private static func propose(_ offered: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        if min != nil, min == max { return min }
        guard var length = offered else { return ideal }
        if let min { length = Swift.max(min, length) }
        if let max { length = Swift.min(max, length) }
        return length
    }

    /// The frame's size around content of size `child`: along each axis with no bounds,
    /// the content's; with a minimum, at least that; with a maximum, the proposal (held
    /// under it) when the content is smaller, so `maxWidth: .infinity` takes all offered.
    func size(_ proposal: ProposedViewSize, child: CGSize) -> CGSize {
        CGSize(width: Self.length(proposal.width, child: child.width, min: minWidth, ideal: idealWidth, max: maxWidth),
               height: Self.length(proposal.height, child: child.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    private static func length(_ offered: CGFloat?, child: CGFloat, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat {
        if let min, min == max { return min }
        if min == nil && max == nil { return child }
        let proposed = propose(offered, min: min, ideal: ideal, max: max)
        var length = child
        if let min { length = Swift.max(min, Swift.min(length, proposed ?? length)) }
        if let max { length = Swift.min(max, Swift.max(length, proposed ?? length)) }
        return length
    }
}
