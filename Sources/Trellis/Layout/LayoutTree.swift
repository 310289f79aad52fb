import Foundation

/// SwiftUI's layout over the host element tree: a parent proposes a size, the child
/// chooses its own, the parent places it. A host that lays out feeds it the same
/// mutations it applies itself and asks for frames.
///
/// Incremental: each element keeps the sizes it answered per proposal until it, or
/// something inside it, changes; a pass measures again only what changed and the
/// containers around it (`measurements` counts what was measured, not served from a
/// cache), then places everything again (cheap: no text is measured to place).
@_spi(TrellisHost) @MainActor
public final class LayoutTree {
    public let measurer: any TextMeasurer
    fileprivate var boxes: [ElementID: LayoutBox] = [:]
    /// Boxes carrying a geometry marker (a reader's token, an anchor's), by the marker.
    var markedBoxes: [AnyHashable: LayoutBox] = [:]
    private let root: LayoutBox
    fileprivate var laidOutSize: CGSize?
    /// Sizes computed (not served from a cache) since the tree was made.
    public private(set) var measurements = 0
    /// A root taller or wider than the window starts at the window's top or leading edge,
    /// as a web page's document scrolls, instead of being centred and cut off on both sides
    /// as on iOS (the web host sets it; docs/Differences.md).
    public var scrollsOverflowingRoot = false
    /// The elements the last call to `layout(in:)` placed anew: every element whose frame
    /// (or a frame inside it) may have moved. Empty when that call had nothing to do.
    public private(set) var lastPlaced: [ElementID] = []

    public init(measurer: any TextMeasurer = SystemFontMetrics()) {
        self.measurer = measurer
        root = LayoutBox(id: .root, kind: ElementKind(rawValue: "Root"), properties: ElementProperties())
        boxes[.root] = root
    }

    /// Mirrors a batch of host mutations.
    public func apply(_ mutations: [HostMutation]) {
        for mutation in mutations {
            switch mutation {
            case .create(let id, let kind, let properties):
                let box = LayoutBox(id: id, kind: kind, properties: properties)
                boxes[id] = box
                mark(box)
            case .update(let id, let properties):
                guard let box = boxes[id] else { continue }
                let old = box.properties
                unmark(box)
                box.update(properties)
                mark(box)
                // A new colour, a selection's background: nothing to measure or place again.
                guard !Self.differOnlyInPaint(old, properties) else { continue }
                if Self.inheritedProperties.contains(where: { old[$0] != properties[$0] }) { box.invalidateInside() }
                box.invalidate()
                laidOutSize = nil
            case .insert(let parentID, let childID, let before), .move(let parentID, let childID, let before):
                guard let parent = boxes[parentID], let child = boxes[childID] else { continue }
                if let old = child.parent { old.children.removeAll { $0 === child } }
                if let before, let index = parent.children.firstIndex(where: { $0.id == before }) {
                    parent.children.insert(child, at: index)
                } else {
                    parent.children.append(child)
                }
                child.parent = parent
                // A spacer's and a divider's sizes depend on their stack's axis.
                if child.kind == .spacer || child.kind == .divider { child.invalidate() } else { parent.invalidate() }
                laidOutSize = nil
            case .remove(let parentID, let childID):
                guard let parent = boxes[parentID], let child = boxes[childID] else { continue }
                parent.children.removeAll { $0 === child }
                child.parent = nil
                forget(child)
                parent.invalidate()
                laidOutSize = nil
            case .removeAll(let parentID):
                guard let parent = boxes[parentID] else { continue }
                for child in parent.children {
                    child.parent = nil
                    forget(child)
                }
                parent.children = []
                parent.invalidate()
                laidOutSize = nil
            default:
                continue
            }
        }
    }

    /// Properties the views inside an element read from it (`LayoutBox.inherited`): a
    /// change measures everything inside again.
    static let inheritedProperties: [PropertyName] = [.font, .textWeight, .textItalic, .textCase, .lineLimit, .minimumScaleFactor]

    /// Properties that only paint: no size or place depends on them.
    static let paintProperties: Set<PropertyName> = [.background, .backgroundGradient, .backgroundMaterial, .color,
                                                     .accentColor, .gradient, .opacity]

    /// Whether two lists of properties are the same but for the values of paint properties.
    static func differOnlyInPaint(_ old: ElementProperties, _ new: ElementProperties) -> Bool {
        guard old.items.count == new.items.count else { return false }
        for (a, b) in zip(old.items, new.items) where a != b {
            guard a.name == b.name, paintProperties.contains(a.name) else { return false }
        }
        return true
    }

    private func mark(_ box: LayoutBox) {
        for item in box.properties.items where item.name == .geometryToken || item.name == .anchorSource {
            if case .identifier(let token) = item.value { markedBoxes[token] = box }
        }
    }

    private func unmark(_ box: LayoutBox) {
        for item in box.properties.items where item.name == .geometryToken || item.name == .anchorSource {
            if case .identifier(let token) = item.value, markedBoxes[token] === box { markedBoxes[token] = nil }
        }
    }

    private func forget(_ box: LayoutBox) {
        unmark(box)
        boxes[box.id] = nil
        for child in box.children { forget(child) }
    }

    /// Lays the root out as a window's content of `size`: proposed the whole size and
    /// centred in it. Nothing is done when nothing changed since the last pass at `size`.
    /// Returns whether anything was laid out again.
    @discardableResult
    public func layout(in size: CGSize) -> Bool {
        lastPlaced = []
        guard laidOutSize != size else { return false }
        laidOutSize = size
        let window = CGRect(origin: .zero, size: size)
        root.frames = [window]
        let engine = LayoutEngine(measurer: measurer)
        for child in root.children {
            let proposal = ProposedViewSize(size)
            let childSize = engine.size(of: child, proposal)
            var origin = CGPoint(x: ((size.width - childSize.width) / 2).roundedToPixel,
                                 y: ((size.height - childSize.height) / 2).roundedToPixel)
            if scrollsOverflowingRoot {
                origin = CGPoint(x: max(0, origin.x), y: max(0, origin.y))
            }
            engine.place(child, in: CGRect(origin: origin, size: childSize), proposal: proposal)
        }
        measurements += engine.measurements
        lastPlaced = engine.placed
        return true
    }

    /// Whether layout left the element out of what is shown (it, or a view around it, is
    /// a candidate `ViewThatFits` did not choose).
    public func isHidden(_ id: ElementID) -> Bool {
        var box = boxes[id]
        while let current = box {
            if current.isHiddenByLayout { return true }
            box = current.parent
        }
        return false
    }

    /// The frame, in window coordinates, of the element `id` with its first `level`
    /// layout modifiers applied (nil: all of them). Nil before a pass has placed it.
    public func frame(of id: ElementID, level: Int? = nil) -> CGRect? {
        guard let box = boxes[id], !box.frames.isEmpty else { return nil }
        return box.frames[min(level ?? box.frames.count - 1, box.frames.count - 1)]
    }

    /// The frame of the view a property of the element was attached to: the element with
    /// the layout modifiers applied inside that property (an `.id` counts what is inside it).
    public func frame(of id: ElementID, attachedTo matches: (ElementProperty) -> Bool) -> CGRect? {
        guard let box = boxes[id] else { return nil }
        for (index, item) in box.properties.items.enumerated() where matches(item) {
            return frame(of: id, level: box.levels[index])
        }
        return frame(of: id)
    }
}

// MARK: What a host that places views itself reads

extension LayoutTree {
    /// The element's kind and properties, as layout has them.
    public func element(_ id: ElementID) -> (kind: ElementKind, properties: ElementProperties)? {
        boxes[id].map { ($0.kind, $0.properties) }
    }

    /// Every element layout has (not the root).
    public var elementIDs: [ElementID] {
        boxes.keys.filter { $0 != .root }
    }

    /// The element's children, in order.
    public func children(of id: ElementID) -> [ElementID] {
        boxes[id]?.children.map(\.id) ?? []
    }

    /// The element's parent (nil for the root and for elements layout does not have).
    public func parent(of id: ElementID) -> ElementID? {
        boxes[id]?.parent?.id
    }

    /// The frame of the element's outermost box that has a size of its own: the element
    /// with all its layout modifiers, or, when the outermost is `position`, the view it
    /// puts at the point (the position's own level is only the space it was offered, which
    /// a host drawing boxes has no box for).
    public func drawnFrame(of id: ElementID) -> CGRect? {
        guard let box = boxes[id], !box.frames.isEmpty else { return nil }
        if case .position? = box.modifiers.last, box.frames.count >= 2 { return box.frames[box.frames.count - 2] }
        return box.frames[box.frames.count - 1]
    }

    /// The part of a card a host draws behind the view, in window coordinates: a list
    /// row's (the row with its insets, across the card) or a sheet's whole card; nil for
    /// other views.
    public func card(of id: ElementID) -> CGRect? {
        boxes[id]?.card
    }

    /// Whether its container left the element out (a `ViewThatFits` candidate not chosen).
    public func isLeftOut(_ id: ElementID) -> Bool {
        boxes[id]?.isHiddenByLayout ?? false
    }

    /// A text element's text and the font layout measures it in.
    public func text(of id: ElementID) -> (text: String, font: Font)? {
        guard let box = boxes[id], case .string(let text)? = box.properties[.text], box.kind == .text else { return nil }
        return (box.shownText(text), box.font)
    }

    /// Measures the element again in the next pass (its text's metrics changed).
    public func invalidate(_ id: ElementID) {
        guard let box = boxes[id] else { return }
        box.invalidate()
        laidOutSize = nil
    }
}

extension CGFloat {
    /// To the nearest third of a point, a 3× screen's pixel, as SwiftUI rounds positions.
    var roundedToPixel: CGFloat { (self * 3).rounded() / 3 }
}
