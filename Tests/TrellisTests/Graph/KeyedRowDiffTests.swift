import Testing
@testable import Trellis

/// The keyed row diff on its own: the plan `ForEachNode` applies, from the ids alone.
@Suite("Keyed row diff")
struct KeyedRowDiffTests {
    private func plan(_ old: [String], _ new: [String], oldOccurrences: [Int] = [],
                      keepsPrefix: Bool = true, shortcuts: Bool = true) -> KeyedRowPlan {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                KeyedRowDiff.plan(old: old, oldOccurrences: oldOccurrences, new: new,
                                  keepsPrefix: keepsPrefix, shortcuts: shortcuts)
            }
        }
    }

    /// For each new row, the old row it takes over (-1: made new), as applying `plan` does.
    private func sources(of plan: KeyedRowPlan, oldCount: Int, newCount: Int) -> [Int] {
        let kept = Array(0..<plan.prefix)
        switch plan.change {
        case .none, .trailingRemoved:
            return Array(0..<newCount)
        case .removedRun(let end):
            return kept + (plan.prefix..<newCount).map { end + $0 - plan.prefix }
        case .movedFew(let positions, let sources):
            var result = Array(0..<newCount)
            for (slot, position) in positions.enumerated() { result[position] = positions[sources[slot]] }
            return result
        case .matched(let taken, _, _, _):
            return kept + taken
        }
    }

    @Test func unchangedIdsNeedNothing() {
        #expect(plan(["a", "b", "c"], ["a", "b", "c"]) == KeyedRowPlan(prefix: 3, change: .none))
        #expect(plan([], []) == KeyedRowPlan(prefix: 0, change: .none))
    }

    @Test func rowsCutOffTheEndLeaveWithoutALookup() {
        #expect(plan(["a", "b", "c"], ["a"]) == KeyedRowPlan(prefix: 1, change: .trailingRemoved))
        #expect(plan(["a", "b"], []) == KeyedRowPlan(prefix: 0, change: .trailingRemoved))
    }

    @Test func oneRunRemovedShiftsTheRowsAfterIt() {
        #expect(plan(["a", "b", "c", "d", "e"], ["a", "d", "e"]) == KeyedRowPlan(prefix: 1, change: .removedRun(end: 3)))
        #expect(plan(["a", "b", "c"], ["b", "c"]) == KeyedRowPlan(prefix: 0, change: .removedRun(end: 1)))
    }

    @Test func withoutShortcutsARemovalIsMatchedById() {
        let result = plan(["a", "b", "c", "d"], ["a", "d"], shortcuts: false)
        #expect(result == KeyedRowPlan(prefix: 1, change: .matched(taken: [3], leaving: [1, 2], occurrences: [], duplicates: [])))
    }

    @Test func aSwapMovesOnlyTheTwoRows() {
        let result = plan(["a", "b", "c", "d", "e"], ["a", "d", "c", "b", "e"])
        #expect(result == KeyedRowPlan(prefix: 1, change: .movedFew(positions: [1, 3], sources: [1, 0])))
    }

    @Test func manyMovedRowsAreMatchedById() {
        let old = (0..<40).map { "row \($0)" }
        let result = plan(old, old.reversed())
        guard case .matched(let taken, let leaving, _, _) = result.change else {
            Issue.record("expected a matched plan, got \(result)")
            return
        }
        #expect(taken == Array((0..<40).reversed()))
        #expect(leaving.isEmpty)
    }

    @Test func anInsertionMakesOneRowAndKeepsTheRest() {
        let result = plan(["a", "b", "c"], ["x", "a", "b", "c"])
        #expect(result == KeyedRowPlan(prefix: 0, change: .matched(taken: [-1, 0, 1, 2], leaving: [], occurrences: [], duplicates: [])))
    }

    @Test func repeatedIdsAreNumberedAndReported() {
        let result = plan(["a", "b"], ["a", "b", "a", "a"])
        #expect(result == KeyedRowPlan(prefix: 2, change: .matched(taken: [-1, -1], leaving: [], occurrences: [0, 0, 1, 2], duplicates: [2, 3])))
    }

    @Test func numberedOldRowsAreAllMatchedById() {
        // Old rows with repeated ids take no shortcut: each occurrence keeps its own row.
        let result = plan(["a", "a", "b"], ["a", "a", "b"], oldOccurrences: [0, 1, 0])
        #expect(result == KeyedRowPlan(prefix: 0, change: .matched(taken: [0, 1, 2], leaving: [], occurrences: [0, 1, 0], duplicates: [1])))
    }

    @Test func withoutAKeptPrefixEveryRowIsMatched() {
        // As when rows stop being a picker's options: no row is kept as it is.
        let result = plan(["a", "b"], ["a", "b"], keepsPrefix: false, shortcuts: false)
        #expect(result == KeyedRowPlan(prefix: 0, change: .matched(taken: [0, 1], leaving: [], occurrences: [], duplicates: [])))
    }

    /// Whatever the change, every plan gives each new row an old row with its id, never
    /// one row twice, and keeps as many rows per id as both lists have (no row is made
    /// again that could have been kept).
    @Test(arguments: [true, false])
    func everyPlanKeepsEveryRowItCan(shortcuts: Bool) {
        var generator = SplitMix(seed: shortcuts ? 7 : 11)
        for _ in 0..<500 {
            let alphabet = ["a", "b", "c", "d", "e", "f", "g", "h"]
            let unique = generator.next() % 2 == 0
            var old = (0..<Int(generator.next() % 9)).map { _ in alphabet[Int(generator.next() % 8)] }
            if unique { old = withoutRepeats(old) }
            var new = old
            for _ in 0..<Int(generator.next() % 4) {
                switch generator.next() % 4 {
                case 0 where !new.isEmpty: new.remove(at: Int(generator.next() % UInt64(new.count)))
                case 1: new.insert(alphabet[Int(generator.next() % 8)], at: Int(generator.next() % UInt64(new.count + 1)))
                case 2 where new.count > 1: new.swapAt(Int(generator.next() % UInt64(new.count)), Int(generator.next() % UInt64(new.count)))
                default: break
                }
            }
            if unique { new = withoutRepeats(new) }
            let occurrences = Self.occurrences(of: old)
            let result = plan(old, new, oldOccurrences: occurrences.contains { $0 > 0 } ? occurrences : [], shortcuts: shortcuts)
            let taken = sources(of: result, oldCount: old.count, newCount: new.count)
            #expect(taken.count == new.count, "\(old) → \(new): \(result)")
            for (position, source) in taken.enumerated() where source >= 0 {
                #expect(old[source] == new[position], "\(old) → \(new): \(result)")
            }
            let reused = taken.filter { $0 >= 0 }
            #expect(Set(reused).count == reused.count, "\(old) → \(new): \(result)")
            for id in Set(new) {
                let possible = min(old.filter { $0 == id }.count, new.filter { $0 == id }.count)
                #expect(zip(new, taken).filter { $0.0 == id && $0.1 >= 0 }.count == possible, "\(old) → \(new): \(result)")
            }
            if case .matched(_, let leaving, let newOccurrences, let duplicates) = result.change {
                #expect(leaving == (0..<old.count).filter { !reused.contains($0) })
                let expected = Self.occurrences(of: new)
                #expect(newOccurrences == (expected.contains { $0 > 0 } ? expected : []))
                #expect(duplicates == expected.indices.filter { expected[$0] > 0 })
            }
        }
    }

    private static func occurrences(of ids: [String]) -> [Int] {
        var seen: [String: Int] = [:]
        return ids.map { id in
            defer { seen[id, default: 0] += 1 }
            return seen[id, default: 0]
        }
    }
}

/// The ids without repeats, first occurrence kept.
private func withoutRepeats(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
}

/// A small seeded generator: the same cases on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
