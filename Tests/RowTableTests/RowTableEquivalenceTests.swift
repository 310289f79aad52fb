@_spi(TrellisHost) import TrellisRowTable
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

@MainActor
@Suite("Row table benchmark app")
struct RowTableEquivalenceTests {
    /// The minimum body evaluations the design allows for each operation, per variant.
    static func expectedBodies(_ variant: TableVariant) -> [TableOperation: Int] {
        switch variant {
        case .state: stateBodies
        case .observableObject: storeBodies
        case .observable: observableBodies
        }
    }

    static let stateBodies: [TableOperation: Int] = [
        .create1k: 1 + 1000,        // the app (rows changed) + every new row
        .replace1k: 1 + 1000,       // new ids: every row is new
        .updateEvery10th: 1 + 100,  // the app + the 100 changed rows
        .select: 1,                 // only the ForEach read `selected`; the one newly selected row changes
        .swap: 1,                   // rows move, none changes
        .remove: 1,
        .create10k: 1 + 10000,
        .append1k: 1 + 1000,
        .clear: 1,
    ]

    /// An ObservableObject change re-runs its observer (the app) once; the rows are plain
    /// values compared as before.
    static let storeBodies: [TableOperation: Int] = [
        .create1k: 1 + 1000, .replace1k: 1 + 1000, .updateEvery10th: 1 + 100,
        .select: 1 + 1,             // the app (the store changed) + the newly selected row
        .swap: 1, .remove: 1, .create10k: 1 + 10000, .append1k: 1 + 1000, .clear: 1,
    ]

    /// @Observable: the app reads only `rows`; each row reads its own label and selection.
    static let observableBodies: [TableOperation: Int] = [
        .create1k: 1 + 1000, .replace1k: 1 + 1000,
        .updateEvery10th: 100,      // only the rows whose label changed
        .select: 1,                 // only the newly selected row
        .swap: 1, .remove: 1, .create10k: 1 + 10000, .append1k: 1 + 1000, .clear: 1,
    ]

    @Test(arguments: TableVariant.allCases, TableOperation.allCases)
    func trellisAndBaselineShowTheSameTable(variant: TableVariant, operation: TableOperation) throws {
        let trellis = TrellisTableDriver(variant)
        let baseline = BaselineTableDriver()
        trellis.prepare(rows: operation.rowsBefore)
        baseline.prepare(rows: operation.rowsBefore)
        trellis.locateTargets()
        baseline.locateTargets()
        #expect(trellis.tree.render() == baseline.tree.render())

        trellis.resetCounters()
        trellis.run(operation)
        baseline.run(operation)
        #expect(trellis.tree.render() == baseline.tree.render())
        #expect(trellis.bodyEvaluations() == Self.expectedBodies(variant)[operation])
        #expect(trellis.host.warnings.isEmpty)
    }

    @Test(arguments: TableVariant.allCases)
    func aSequenceOfOperationsStaysInStep(variant: TableVariant) throws {
        let trellis = TrellisTableDriver(variant)
        let baseline = BaselineTableDriver()
        for operation in [TableOperation.create1k, .select, .swap, .updateEvery10th, .remove, .append1k, .select, .swap, .clear, .create1k] {
            trellis.locateTargets()
            baseline.locateTargets()
            trellis.run(operation)
            baseline.run(operation)
            #expect(trellis.tree.render() == baseline.tree.render(), "after \(operation)")
        }
        // Element nodes are freed with their rows: only what is on screen stays registered.
        #expect(trellis.host.graph.mountedElementCount == trellis.tree.elementCount)
    }
}
