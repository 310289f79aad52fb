import Foundation

/// One host element as layout sees it: its kind, its properties, its children, and what
/// the last passes worked out (sizes per proposal, frames per modifier level).
/// Not bound to an actor: layout runs on the main actor (from `LayoutTree`), and a
/// `Layout`'s subviews reach boxes from nonisolated API without a check per call.
final class LayoutBox {
    let id: ElementID
    let kind: ElementKind
    private(set) var properties: ElementProperties
    /// The properties that change layout, innermost first: each wraps the view inside it,
    /// as SwiftUI's modifiers do (`padding` then `frame` is a frame around a padded view).
    private(set) var modifiers: [LayoutModifier] = []
    /// For each property, how many layout modifiers come before it: the level whose frame
    /// is the frame of the view that property was attached to (an `.id`).
    private(set) var levels: [Int] = []
    var children: [LayoutBox] = []
    /// Unowned: a weak reference moves every box's reference count to a side table, which
    /// made each retain and release on the layout path the slow kind. A box is forgotten
    /// with its parent (`LayoutTree.forget`), so a parent outlives its children's use.
    unowned(unsafe) var parent: LayoutBox?

    /// Sizes of the outermost level for the proposals of the last passes. Cleared when
    /// the box or anything inside it changes.
    private var sizes: [SizeAnswer] = []
    /// Frames in window coordinates, one per level: 0 is the element itself, the last is
    /// the view with every modifier applied.
    var frames: [CGRect] = []
    /// Where the last pass placed the box and what it offered it; nil once the box or
    /// anything inside it changed. A pass that places an unchanged box in the same place
    /// leaves its subtree as it is: one row changing re-places that row, not every row.
    var placement: BoxPlacement?
    /// Left out of what is shown by its container's layout (`ViewThatFits`).
    var isHiddenByLayout = false
    /// A `GridRow`'s cells' frames and proposals, as its grid worked them out (the grid
    /// sizes columns across rows, so a row cannot place its cells by itself).
    var cellFrames: [(frame: CGRect, proposal: ProposedViewSize)] = []
    /// The part of a card drawn behind the view, in window coordinates: a list row's (the
    /// row with its insets, across the card's width), as its list worked it out, from which
    /// a host draws the card and the row's separator; for a sheet's content, the sheet's
    /// card. Nil for other views.
    var card: CGRect?

    init(id: ElementID, kind: ElementKind, properties: ElementProperties) {
        self.id = id
        self.kind = kind
        self.properties = properties
        parse()
    }

    func update(_ properties: ElementProperties) {
        self.properties = properties
        parse()
    }

    private func parse() {
        modifiers = []
        levels = []
        levels.reserveCapacity(properties.items.count)
        for item in properties.items {
            levels.append(modifiers.count)
            if let modifier = LayoutModifier(item) { modifiers.append(modifier) }
        }
    }

    /// The cached size for `proposal` (a key: the lengths the box does not read left out,
    /// `ProposalDependence`), if this box has not changed since it was measured.
    func cachedSize(for key: ProposedViewSize) -> CGSize? {
        for entry in sizes where entry.proposal == key { return entry.size }
        return nil
    }

    /// Keeps a measured size. A few proposals are kept: a stack asks for the minimum, the
    /// maximum and then the share it offers.
    func cache(_ size: CGSize, for key: ProposedViewSize) {
        if sizes.count >= 6 { sizes.removeFirst() }
        sizes.append(SizeAnswer(size: size, proposal: key))
    }

    /// What `dependence` worked out; nil once the box or anything inside it changed.
    var cachedDependence: ProposalDependence?
    /// A text's size offered any width (one line per paragraph), which stands for any
    /// width at least as wide; nil until measured, and for a text of several paragraphs
    /// held to a number of lines (its lines depend on the width).
    var idealTextSize: CGSize?

    /// Forgets the sizes of this box and of every box around it, which depend on it.
    func invalidate() {
        var box: LayoutBox? = self
        while let current = box {
            current.sizes.removeAll(keepingCapacity: true)
            current.placement = nil
            current.cachedHasGuides = nil
            current.cachedDependence = nil
            current.idealTextSize = nil
            box = current.parent
        }
    }

    /// Forgets what this box and every box inside it measured: a property they inherit
    /// (a font set around them) changed.
    func invalidateInside() {
        sizes.removeAll(keepingCapacity: true)
        placement = nil
        idealTextSize = nil
        for child in children { child.invalidateInside() }
    }

    private var cachedHasGuides: Bool?

    /// Whether this box, a stack child inside it, or the view inside a gesture sets an
    /// alignment guide (only then does a stack pass its children's guides on). Kept until
    /// something inside changes.
    var hasGuides: Bool {
        if let cachedHasGuides { return cachedHasGuides }
        let has = properties.items.contains { $0.name == .alignmentGuide }
            || ((kind == .hStack || kind == .vStack) && children.contains { $0.hasGuides })
            || (kind == .gestureArea && children.count == 1 && children[0].hasGuides)
        cachedHasGuides = has
        return has
    }

    /// The first property value named `name` set on this box or a box around it, for the
    /// properties a modifier hands down to the views inside (`lineLimit`).
    func inherited(_ name: PropertyName) -> PropertyValue? {
        var box: LayoutBox? = self
        while let current = box {
            if let value = current.properties[name] { return value }
            box = current.parent
        }
        return nil
    }

    /// The nearest box of `kind` around this one (the picker an option is in, the list a
    /// picker is in).
    func enclosing(_ kind: ElementKind) -> LayoutBox? {
        var current = parent
        while let box = current {
            if box.kind == kind { return box }
            current = box.parent
        }
        return nil
    }

    /// The font the box's text is set in: the nearest one set around it (else body), with
    /// the weight and slant the text or a view around it asks for (`Text.bold()`,
    /// `.fontWeight(_:)`, `.italic()`): the host draws them, so layout measures them.
    var font: Font {
        var font: Font?
        var weight: PropertyValue? = properties[.fontWeight]
        var italic: Bool? = properties[.italic] == .bool(true) ? true : nil
        var box: LayoutBox? = self
        while let current = box, font == nil || weight == nil || italic == nil {
            if font == nil, case .font(let set)? = current.properties[.font] { font = set }
            if weight == nil, let set = current.properties[.textWeight] { weight = set }
            if italic == nil, case .bool(let on)? = current.properties[.textItalic] { italic = on }
            box = current.parent
        }
        var result = font ?? .body
        if case .string(let raw)? = weight, let set = Font.Weight(rawValue: raw) { result.weight = set }
        if let italic { result.isItalic = italic }
        return result
    }

    /// A text's characters as they are shown: in the case a `textCase(_:)` around it asks for.
    func shownText(_ text: String) -> String {
        switch inherited(.textCase) {
        case .string("uppercase")?: text.uppercased()
        case .string("lowercase")?: text.lowercased()
        default: text
        }
    }

    /// The axes a scroll view scrolls along (its `axes`: vertical unless it says otherwise).
    var scrollAxes: Axis.Set {
        switch properties[.axes] {
        case .string("horizontal")?: .horizontal
        case .string("both")?: [.horizontal, .vertical]
        default: .vertical
        }
    }

    /// A `LazyHStack` lays its views out across, a `LazyVStack` down.
    var lazyStackAxis: Axis {
        properties[.axis] == .string("horizontal") ? .horizontal : .vertical
    }

    /// The stack axis this box is laid out along, if its parent is a stack.
    var parentAxis: Axis? {
        switch parent?.kind {
        case .hStack?: return .horizontal
        // A screen's, a tab's and a scroll view's content are stacked down them (an implicit VStack).
        case .vStack?, .navigationScreen?, .tabContent?, .scrollView?: return .vertical
        case .lazyStack?: return parent?.lazyStackAxis
        // A section's views are its stack's (`LayoutEngine.sectionSize`).
        case .section?: return parent?.parentAxis
        case .customLayout?:
            if case .layout(let layout)? = parent?.properties[.layout] { return layout.storage.stackOrientation }
            return nil
        default: return nil
        }
    }

    /// The box's dimensions at `size` with the alignment guides it set inside `level`
    /// (nil: all of them).
    func dimensions(_ size: CGSize, level: Int? = nil) -> ViewDimensions {
        var guides: [AlignmentGuideValue] = []
        for (index, item) in properties.items.enumerated() where item.name == .alignmentGuide {
            if let level, levels[index] > level { continue }
            if case .alignmentGuide(let guide) = item.value { guides.append(guide) }
        }
        return ViewDimensions(width: size.width, height: size.height, explicitGuides: guides)
    }

    var layoutPriority: Double {
        for modifier in modifiers.reversed() {
            if case .priority(let value) = modifier { return value }
        }
        return 0
    }
}

/// A size a view answered and the proposal it answered. A struct, not a tuple: an array
/// of tuples looks its element type up at run time each time one is made, and layout
/// makes one per stack measured.
struct SizeAnswer {
    var size: CGSize
    var proposal: ProposedViewSize
}

/// Where a pass placed a box and the proposal (its key) it was offered.
struct BoxPlacement {
    var rect: CGRect
    var proposal: ProposedViewSize
}

/// A property that changes how a view is sized or placed.
enum LayoutModifier: Equatable {
    case padding(EdgeInsets)
    case frame(FrameLayout)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, ContentMode)
    /// Moves the view where it is drawn, not where it is laid out.
    case offset(CGFloat, CGFloat)
    /// Centres the view at a point of its parent's space, taking all that is offered.
    case position(CGFloat, CGFloat)
    case priority(Double)

    init?(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.padding, .insets(let insets)):
            self = .padding(insets)
        case (.frame, .frame(let frame)):
            self = .frame(frame)
        case (.fixedSize, .bool(let fixed)):
            self = .fixedSize(horizontal: fixed, vertical: fixed)
        case (.fixedSize, .string(let axis)):
            self = .fixedSize(horizontal: axis == "horizontal", vertical: axis == "vertical")
        case (.aspectRatio, .aspectRatio(let ratio, let mode)):
            self = .aspectRatio(ratio.map { CGFloat($0) }, mode)
        case (.offset, .transform(.offset(let x, let y))):
            self = .offset(CGFloat(x), CGFloat(y))
        case (.position, .point(let x, let y)):
            self = .position(CGFloat(x), CGFloat(y))
        case (.layoutPriority, .number(let value)):
            self = .priority(value)
        default:
            return nil
        }
    }
}
