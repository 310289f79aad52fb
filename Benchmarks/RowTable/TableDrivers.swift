@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// Runs the benchmark operations on one implementation.
@MainActor
public protocol TableDriver {
    @_spi(TrellisHost) var tree: TestElementTree { get }
    func prepare(rows: Int)
    func run(_ operation: TableOperation)
    /// Body evaluations since the last reset (0 for the baseline, which has no bodies).
    func bodyEvaluations() -> Int
    func resetCounters()
}

/// Which Trellis app runs the table: state in `@State`, in an ObservableObject store, or
/// in `@Observable` models.
public enum TableVariant: String, CaseIterable, Sendable {
    case state = "@State"
    case observableObject = "ObservableObject"
    case observable = "@Observable"
}

/// Drives a Trellis app like a user: every operation is a tap on an element.
@MainActor
public final class TrellisTableDriver: TableDriver {
    public let host: ViewHost
    public let variant: TableVariant
    private var headerButtons: [String: ElementID] = [:]

    public init(_ variant: TableVariant = .state) {
        self.variant = variant
        switch variant {
        case .state: host = ViewHost(RowTableApp())
        case .observableObject: host = ViewHost(RowStoreApp())
        case .observable: host = ViewHost(ObservableRowTableApp())
        }
        for title in HeaderButton.all {
            headerButtons[title] = try! host.find(button: title).element.id
        }
    }

    @_spi(TrellisHost) public var tree: TestElementTree { host.tree }

    private func tap(_ element: ElementID) {
        host.graph.send(HostEvent(element: element, kind: .tap))
    }

    public func prepare(rows: Int) {
        tap(headerButtons[HeaderButton.clear]!)
        if rows == 1000 { tap(headerButtons[HeaderButton.create1k]!) }
        precondition(rows == 0 || rows == 1000)
    }

    /// The row elements of the table, in order.
    private var rowElements: [TestElement] { tree.root.children[0].children[1].children }

    public func run(_ operation: TableOperation) {
        switch operation {
        case .create1k, .replace1k: tap(headerButtons[HeaderButton.create1k]!)
        case .create10k: tap(headerButtons[HeaderButton.create10k]!)
        case .append1k: tap(headerButtons[HeaderButton.append1k]!)
        case .updateEvery10th: tap(headerButtons[HeaderButton.update]!)
        case .clear: tap(headerButtons[HeaderButton.clear]!)
        case .swap: tap(headerButtons[HeaderButton.swap]!)
        case .select: tap(selectButton)
        case .remove: tap(removeButton)
        }
    }

    /// Found before timing starts: the label button of the fifth row, the remove
    /// button of the tenth (as a user's pointer would already be there).
    @_spi(TrellisHost) public var selectButton = ElementID(0)
    @_spi(TrellisHost) public var removeButton = ElementID(0)

    public func locateTargets() {
        let rows = rowElements
        guard rows.count >= 10 else { return }
        selectButton = rows[4].children[1].id
        removeButton = rows[9].children[2].id
    }

    public func bodyEvaluations() -> Int { host.allBodyEvaluations.values.reduce(0, +) }
    public func resetCounters() { host.resetCounters() }
}

/// Drives the hand-written baseline with the same operations.
@MainActor
public final class BaselineTableDriver: TableDriver {
    public let table = BaselineTable()
    public init() {}
    @_spi(TrellisHost) public var tree: TestElementTree { table.tree }

    public func prepare(rows: Int) {
        table.clear()
        if rows > 0 { table.create(rows) }
    }

    private var selectTarget = 0
    private var removeTarget = 0

    public func locateTargets() {
        let ids = table.rowIDs
        guard ids.count >= 10 else { return }
        selectTarget = ids[4]
        removeTarget = ids[9]
    }

    public func run(_ operation: TableOperation) {
        switch operation {
        case .create1k, .replace1k: table.create(1000)
        case .create10k: table.create(10000)
        case .append1k: table.append(1000)
        case .updateEvery10th: table.updateEvery10th()
        case .clear: table.clear()
        case .swap: table.swapRows()
        case .select: table.select(id: selectTarget)
        case .remove: table.remove(id: removeTarget)
        }
    }

    public func bodyEvaluations() -> Int { 0 }
    public func resetCounters() {}
}
