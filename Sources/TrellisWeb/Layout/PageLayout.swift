import Foundation
@_spi(TrellisHost) import Trellis

/// SwiftUI's layout in the page: the children of every stack, grid and custom `Layout`
/// (and `ViewThatFits`) go where the core's engine puts them, run over a mirror of the
/// whole page (so each container gets the proposal SwiftUI would give it). CSS still lays
/// out the other containers (lists, scroll views, bars) and what is inside each placed
/// child's own boxes (its modifiers' wrappers, a control's parts).
///
/// Started once the browser has reported its window and the page shows such a container
/// (a page without one, or never opened, pays nothing); from then on it mirrors every
/// mutation. It needs from the browser the size
/// of the page's window and the metrics of the texts inside placed containers
/// (`BrowserTextMetrics`); both arrive as messages, and the placements are sent again
/// when they change what layout says.
@MainActor
final class PageLayout {
    let metrics: BrowserTextMetrics
    let tree: LayoutTree
    /// The window the page's root is laid out in: the root's content box in the browser.
    var viewport: CGSize?
    /// A container's placement as the `"L"` op carries it.
    struct Placement: Equatable {
        var size: CGSize
        /// Each child's frame from the container's content origin; nil: left out.
        var children: [Child]

        /// One child, not left out, as large as the container and at its corner.
        var isOneChildFillingIt: Bool {
            guard children.count == 1, let frame = children[0].frame else { return false }
            return [frame.minX, frame.minY, frame.width - size.width, frame.height - size.height].allSatisfy { abs($0) < 0.01 }
        }

        struct Child: Equatable {
            let id: ElementID
            let frame: CGRect?
            /// A list row's part of its card, from the row's own corner: the page draws the
            /// card and the separator from it.
            var cell: CGRect? = nil
        }
    }

    /// What each placing container was last sent, so only changes go down.
    private var sent: [ElementID: Placement] = [:]
    /// Every placement goes down at the next pass, not only those layout placed anew (after
    /// a full render, and at the start).
    private var resendAll = true

    /// A mirror of `document` as it is now; `words` are the widths the host's pages reported.
    init(replaying document: DOMDocument, words: WordWidths) {
        metrics = BrowserTextMetrics(shared: words)
        tree = LayoutTree(measurer: metrics)
        tree.scrollsOverflowingRoot = true
        var replay: [HostMutation] = []
        func add(_ node: DOMDocument.Node) {
            var child = node.firstChild
            while let current = child {
                replay.append(.create(current.id, kind: current.kind, properties: current.properties))
                replay.append(.insert(parent: node.id, child: current.id, before: nil))
                add(current)
                child = current.next
            }
        }
        add(document.root)
        tree.apply(replay)
    }

    func apply(_ mutations: [HostMutation]) {
        tree.apply(mutations)
    }

    /// After a full render: every placement goes down again.
    func forgetSent() {
        sent.removeAll()
        resendAll = true
    }

    /// Keeps the browser's measurements of texts; the texts they change are measured again.
    /// Which ones is decided before any is kept: two texts alike were both laid out before
    /// the first report of them came, and the second's report finds the first's kept.
    func record(_ reports: [TextMetricsReport]) {
        let readings = reports.compactMap { report in
            tree.text(of: report.element).flatMap { metrics.reading(report, text: $0.text, font: $0.font) }.map { (report.element, $0) }
        }
        let changed = readings.filter { metrics.changes($0.1) }
        for (_, reading) in readings { metrics.keep(reading) }
        for (element, _) in changed { tree.invalidate(element) }
    }

    /// Lays the page out (only what changed is measured again) and writes the placements
    /// of every container the engine places that changed since they were last sent.
    /// Returns whether anything was laid out again.
    @discardableResult
    func writePlacements(for document: DOMDocument, into writer: inout DOMBatchWriter) -> Bool {
        guard let viewport else { return false }
        let laidOut = tree.layout(in: viewport)
        // Only a container layout placed anew can have a new placement: a one-row change
        // looks at that row's containers, not at every stack of the page.
        let among: [ElementID]? = resendAll ? nil : tree.lastPlaced
        resendAll = false
        if among?.isEmpty == true { return laidOut }
        writeRootPlacement(in: viewport, into: &writer)
        for container in containers(of: document, among: among) {
            guard let own = tree.frame(of: container, level: 0) else { continue }
            let placement = Placement(size: own.size, children: children(of: container, from: own.origin))
            if sent[container] == nil, let kind = tree.element(container)?.kind, Self.huggingKinds.contains(kind),
               placement.isOneChildFillingIt {
                continue
            }
            write(placement, of: container, into: &writer)
        }
        return laidOut
    }

    /// Containers that hug what they hold (a button around its label, a gesture area around
    /// its view): when their one child fills them, the page's own flex box already puts it
    /// exactly there, so no placement is sent until one differs. A table of 1,000 rows with
    /// two buttons each is 2,000 placements fewer (a third of its create's ops); once a
    /// container was sent one, it is sent every change.
    static let huggingKinds: Set<ElementKind> = [.button, .link, .gestureArea, .hoverArea, .keyPressArea, .scrollVisibilityArea,
                                                 .dragSource, .dropArea]

    /// Where the window's views go: the root keeps the window's width and is as tall as the
    /// window or its content, whichever is taller (the page scrolls what overflows).
    private func writeRootPlacement(in viewport: CGSize, into writer: inout DOMBatchWriter) {
        let children = children(of: .root, from: .zero)
        let bottom = children.reduce(viewport.height) { max($0, $1.frame?.maxY ?? 0) }
        write(Placement(size: CGSize(width: viewport.width, height: bottom), children: children), of: .root, into: &writer)
    }

    /// Each child's drawn frame from `origin` (the container's content corner); nil when left out.
    /// A list's sections are no boxes in the page: their headers, rows and footers are
    /// placed in the list, each row with its part of the card; nor are a tab view's tabs:
    /// their items and contents are placed in the tab view. A sheet's content is sent the
    /// sheet's card, which it draws behind it.
    private func children(of container: ElementID, from origin: CGPoint) -> [Placement.Child] {
        var ids = tree.children(of: container)
        let kind = tree.element(container)?.kind
        let isList = kind == .list
        let drawsCards = isList || kind == .sheet || kind == .fullScreenCover
        if let boxless: ElementKind = isList ? .section : kind == .tabView ? .tabPage : nil {
            ids = ids.flatMap { tree.element($0)?.kind == boxless ? tree.children(of: $0) : [$0] }
        }
        return ids.map { child in
            let frame = tree.isLeftOut(child) ? nil : tree.drawnFrame(of: child)
            var placed = Placement.Child(id: child, frame: frame?.offsetBy(dx: -origin.x, dy: -origin.y))
            if drawsCards, let frame, let cell = tree.card(of: child) {
                placed.cell = cell.offsetBy(dx: -frame.minX, dy: -frame.minY)
            }
            return placed
        }
    }

    /// A list's section is no box in the page: the list places its rows (`children(of:)`).
    private func isListSection(_ id: ElementID) -> Bool {
        tree.element(id)?.kind == .section && tree.parent(of: id).flatMap { tree.element($0)?.kind } == .list
    }

    /// Sends `placement` unless it is what `container` was last sent.
    private func write(_ placement: Placement, of container: ElementID, into writer: inout DOMBatchWriter) {
        guard sent[container] != placement else { return }
        sent[container] = placement
        writer.place(container, placement)
    }

    /// The containers whose children the engine places: stacks, grids and custom layouts,
    /// and the stacks around a child with an alignment guide or a layout priority (for a
    /// guide, every stack it reaches through: an outer stack aligns by a guide an inner one
    /// passes on). `among`: only those of these elements (nil: every candidate).
    private func containers(of document: DOMDocument, among: [ElementID]?) -> [ElementID] {
        var found: [ElementID] = []
        var seen: Set<ElementID> = []
        let stacks: Set<ElementKind> = [.hStack, .vStack, .zStack, .customLayout]
        for candidate in among ?? Array(document.engineCandidates) {
            guard document.engineCandidates.contains(candidate) else { continue }
            guard let node = document.node(candidate), tree.element(candidate) != nil else {
                document.dropCandidate(candidate)
                continue
            }
            if node.description.placement == .placesChildren, !isListSection(candidate), seen.insert(candidate).inserted {
                found.append(candidate)
                // A `GridLayout`'s rows: the engine places their cells too (a row is no box in CSS).
                for child in tree.children(of: candidate) where tree.element(child)?.kind == .gridRow {
                    if seen.insert(child).inserted { found.append(child) }
                }
            }
            // A guide is passed up through stacks; a priority matters to its own stack only.
            let passesGuides = node.properties.items.contains { $0.name == .alignmentGuide }
            guard passesGuides || node.properties.items.contains(where: { $0.name == .layoutPriority }) else { continue }
            var parent = tree.parent(of: candidate)
            while let current = parent, let kind = tree.element(current)?.kind, stacks.contains(kind) {
                if seen.insert(current).inserted { found.append(current) }
                guard passesGuides, kind != .customLayout else { break }
                parent = tree.parent(of: current)
            }
        }
        return found
    }
}
