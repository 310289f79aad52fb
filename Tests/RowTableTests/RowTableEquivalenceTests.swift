import RowTable
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Row table benchmark app")
struct RowTableEquivalenceTests {
    /// The minimum body evaluations the design allows for each operation.
    static let expectedBodies: [TableOperation: Int] = [
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

    @Test(arguments: TableOperation.allCases)
    func trellisAndBaselineShowTheSameTable(operation: TableOperation) throws {
        let trellis = TrellisTableDriver()
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
        #expect(trellis.bodyEvaluations() == Self.expectedBodies[operation])
        #expect(trellis.host.warnings.isEmpty)
    }

    @Test func aSequenceOfOperationsStaysInStep() throws {
        let trellis = TrellisTableDriver()
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
