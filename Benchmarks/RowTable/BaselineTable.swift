@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// The same table built by hand: no views, no graph, just the element tree changed
/// directly, as vanilla-JS does with the DOM. Its tree renders identically.
@MainActor
public final class BaselineTable {
    @_spi(TrellisHost) public let tree = TestElementTree()
    private var nextElement = 1
    private var generator = RowGenerator()
    private var rows: [Row] = []
    /// Per row: the HStack element and the label's Text element.
    private var rowElements: [(row: ElementID, label: ElementID)] = []
    private var selected: Int?
    private var table = ElementID(0)

    public init() {
        let page = make(.vStack, ElementProperties())
        tree.insert(page, into: .root, before: nil)
        let header = make(.hStack, ElementProperties())
        tree.insert(header, into: page, before: nil)
        for title in HeaderButton.all {
            let button = make(.button, ElementProperties())
            let text = make(.text, ElementProperties([ElementProperty(.text, .string(title))]))
            tree.insert(text, into: button, before: nil)
            tree.insert(button, into: header, before: nil)
        }
        table = make(.vStack, ElementProperties())
        tree.insert(table, into: page, before: nil)
    }

    private func make(_ kind: ElementKind, _ properties: ElementProperties) -> ElementID {
        let id = ElementID(nextElement)
        nextElement += 1
        tree.create(id, kind: kind, properties: properties)
        return id
    }

    private static func rowProperties(selected: Bool) -> ElementProperties {
        ElementProperties([ElementProperty(.background, .color(selected ? RowStyle.selected : RowStyle.normal))])
    }

    private static func labelProperties(_ label: String) -> ElementProperties {
        ElementProperties([ElementProperty(.text, .string(label))])
    }

    private func appendRows(_ count: Int) {
        let new = generator.build(count)
        rows.reserveCapacity(rows.count + count)
        rowElements.reserveCapacity(rows.count + count)
        for row in new {
            let rowElement = make(.hStack, Self.rowProperties(selected: false))
            let id = make(.text, ElementProperties([ElementProperty(.text, .string("\(row.id)"))]))
            let select = make(.button, ElementProperties())
            let label = make(.text, Self.labelProperties(row.label))
            let remove = make(.button, ElementProperties())
            let icon = make(.image, ElementProperties([ElementProperty(.systemName, .string("xmark"))]))
            tree.insert(id, into: rowElement, before: nil)
            tree.insert(label, into: select, before: nil)
            tree.insert(select, into: rowElement, before: nil)
            tree.insert(icon, into: remove, before: nil)
            tree.insert(remove, into: rowElement, before: nil)
            tree.insert(rowElement, into: table, before: nil)
            rows.append(row)
            rowElements.append((rowElement, label))
        }
    }

    public func create(_ count: Int) {
        clear()
        appendRows(count)
    }

    public func append(_ count: Int) { appendRows(count) }

    public func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) {
            rows[index].label += " !!!"
            tree.setProperties(rowElements[index].label, Self.labelProperties(rows[index].label))
        }
    }

    public func select(id: Int) {
        if let old = selected, let index = rows.firstIndex(where: { $0.id == old }) {
            tree.setProperties(rowElements[index].row, Self.rowProperties(selected: false))
        }
        selected = id
        if let index = rows.firstIndex(where: { $0.id == id }) {
            tree.setProperties(rowElements[index].row, Self.rowProperties(selected: true))
        }
    }

    public func swapRows() {
        guard rows.count > 998 else { return }
        let first = rowElements[1].row, second = rowElements[998].row
        let afterSecond = rowElements.count > 999 ? rowElements[999].row : nil
        tree.move(second, in: table, before: first)
        tree.move(first, in: table, before: afterSecond)
        rows.swapAt(1, 998)
        rowElements.swapAt(1, 998)
    }

    public func remove(id: Int) {
        guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
        tree.remove(rowElements[index].row, from: table)
        rows.remove(at: index)
        rowElements.remove(at: index)
    }

    public func clear() {
        tree.removeAllChildren(of: table)
        rows.removeAll()
        rowElements.removeAll()
    }

    public var rowIDs: [Int] { rows.map(\.id) }
}
