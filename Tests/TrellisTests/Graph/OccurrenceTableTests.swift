import Testing
@_spi(TrellisHost) @testable import Trellis

/// The keyed row diff's table on its own: which old position each occurrence of an id in
/// new data takes over.
@Suite("The occurrence table of keyed rows")
struct OccurrenceTableMatchingTests {
    /// Fills a table from `old` (after `prefix` rows matched in place) and reads `new`
    /// through it, as `ForEachNode` does; `hash` may collide on purpose.
    private func match(old: [String], prefix: Int = 0, new: [String], capacity: Int? = nil,
                       hash: (String) -> Int = { $0.hashValue }) -> [(occurrence: Int, old: Int?)] {
        var table = OccurrenceTable(capacity: capacity ?? old.count)
        for index in 0..<prefix {
            table.matchedInPrefix(hash: hash(old[index]), witness: index) { old[$0] == old[index] }
        }
        for index in prefix..<old.count {
            table.addOld(hash: hash(old[index]), at: index) { old[$0] == old[index] }
        }
        // Witnesses name old positions, and new ones past the end of the old data.
        return new.enumerated().map { position, id in
            table.next(hash: hash(id), witness: old.count + position) { witness in
                (witness < old.count ? old[witness] : new[witness - old.count]) == id
            }
        }
    }

    @Test func eachIdTakesOverItsOldPosition() {
        let result = match(old: ["a", "b", "c"], new: ["c", "a", "d", "b"])
        #expect(result.map(\.old) == [2, 0, nil, 1])
        #expect(result.map(\.occurrence) == [0, 0, 0, 0])
    }

    @Test func repeatedIdsTakeOverTheirOccurrencesInOrder() {
        let result = match(old: ["a", "b", "a", "a"], new: ["a", "a", "b", "a", "a"])
        #expect(result.map(\.old) == [0, 2, 1, 3, nil])
        #expect(result.map(\.occurrence) == [0, 1, 0, 2, 3])
    }

    @Test func occurrencesMatchedInThePrefixAreNotTakenAgain() {
        // The first row stayed in place: the next "a" of the new data is the old third row.
        let result = match(old: ["a", "b", "a"], prefix: 1, new: ["a", "b"])
        #expect(result.map(\.old) == [2, 1])
        #expect(result.map(\.occurrence) == [1, 0])
    }

    @Test func collidingHashesAreToldApartByTheIdsThemselves() {
        let result = match(old: ["x", "y", "z"], new: ["z", "y", "x", "w"], hash: { _ in 7 })
        #expect(result.map(\.old) == [2, 1, 0, nil])
    }

    @Test func theTableGrowsPastTheCapacityItWasGiven() {
        let old = (0..<300).map { "row \($0)" }
        let result = match(old: old, new: old.reversed(), capacity: 1)
        #expect(result.map(\.old) == Array((0..<300).reversed()))
    }
}
