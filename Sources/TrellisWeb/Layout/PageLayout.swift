import Foundation
@_spi(TrellisHost) import Trellis

/// SwiftUI's layout for what CSS cannot lay out: a custom `Layout` (and `ViewThatFits`),
/// a stack whose children set alignment guides or layout priorities. The server runs the
/// core's engine over a mirror of the whole page (so each such container gets the proposal
/// SwiftUI would give it) and sends where the container's children go; CSS lays out the
/// rest, and everything inside each placed child.
///
/// Started the first time a page shows such a container (a page without one pays
/// nothing); from then on it mirrors every mutation. It needs from the browser the size
/// of the page's window and the metrics of the texts inside placed containers
/// (`BrowserTextMetrics`); both arrive as messages, and the placements are sent again
/// when they change what layout says.
@MainActor
final class PageLayout {
    let metrics = BrowserTextMetrics()
    let tree: LayoutTree
    /// The window the page's root is laid out in: the root's content box in the browser.
    var viewport: CGSize?
    /// A container's placement as the `"L"` op carries it.
    struct Placement: Equatable {
        var size: CGSize
        /// Each child's frame from the container's content origin; nil: left out.
        var children: [Child]

        struct Child: Equatable {
            let id: ElementID
            let frame: CGRect?
        }
    }

    /// What each placing container was last sent, so only changes go down.
    private var sent: [ElementID: Placement] = [:]

    /// A mirror of `document` as it is now.
    init(replaying document: DOMDocument) {
        tree = LayoutTree(measurer: metrics)
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
    }

    /// Keeps the browser's measurements of texts; the texts are measured again.
    func record(_ reports: [TextMetricsReport]) {
        for report in reports {
            guard let (text, font) = tree.text(of: report.element) else { continue }
            if metrics.record(report, text: text, font: font) { tree.invalidate(report.element) }
        }
    }

    /// Lays the page out (only what changed is measured again) and writes the placements
    /// of every container the engine places that changed since they were last sent.
    /// Returns whether anything was laid out again.
    @discardableResult
    func writePlacements(for document: DOMDocument, into writer: inout DOMBatchWriter) -> Bool {
        guard let viewport else { return false }
        let laidOut = tree.layout(in: viewport)
        for container in containers(of: document) {
            guard let own = tree.frame(of: container, level: 0) else { continue }
            let placement = Placement(size: own.size, children: tree.children(of: container).map { child in
                let frame = tree.isLeftOut(child) ? nil : tree.frame(of: child)
                return Placement.Child(id: child, frame: frame?.offsetBy(dx: -own.minX, dy: -own.minY))
            })
            guard sent[container] != placement else { continue }
            sent[container] = placement
            writer.place(container, placement)
        }
        return laidOut
    }

    /// The containers whose children the engine places: custom layouts, and the stacks
    /// around a child with an alignment guide or a layout priority (for a guide, every
    /// stack it reaches through: an outer stack aligns by a guide an inner one passes on).
    private func containers(of document: DOMDocument) -> [ElementID] {
        var found: [ElementID] = []
        var seen: Set<ElementID> = []
        let stacks: Set<ElementKind> = [.hStack, .vStack, .zStack, .customLayout]
        for candidate in document.engineCandidates {
            guard let node = document.node(candidate), tree.element(candidate) != nil else {
                document.dropCandidate(candidate)
                continue
            }
            if node.description.placement == .placesChildren, seen.insert(candidate).inserted {
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
