/// How a keyed list's rows change from one pass to the next, worked out from the ids
/// alone: which rows stay in place, which leave, and which old row each new row takes
/// over. Pure, like `ChildListDiff`: `ForEachNode` plans with it, then applies the plan to
/// its nodes and their last contents.
///
/// The plan's shapes, cheapest first, are the changes lists see most: nothing, rows cut
/// off the end, one run of rows removed, a few rows swapped. Anything else (insertions,
/// moves of many rows, repeated ids) is matched through an `OccurrenceTable`: the n-th
/// new occurrence of an id takes over its n-th old row.
struct KeyedRowPlan: Equatable {
    /// The rows before it keep their ids and places.
    var prefix: Int
    var change: Change

    enum Change: Equatable {
        /// The new ids are the old ones.
        case none
        /// The old rows from `prefix` on leave; no new row follows them.
        case trailingRemoved
        /// The old rows `prefix..<end` leave; the rows after them stay, shifted up.
        case removedRun(end: Int)
        /// The same ids, in the same places but at `positions` (ascending), whose rows
        /// change places among themselves: the new row at `positions[i]` takes over the old
        /// row at `positions[sources[i]]`.
        case movedFew(positions: [Int], sources: [Int])
        /// Matched by id: the new row at `prefix + i` takes over the old row `taken[i]`
        /// (-1: a new row). `leaving` lists the old rows no new row took, in order.
        /// `occurrences` numbers each new row among the rows with its id (empty while every
        /// id is unique); `duplicates` lists the new positions whose id occurred before.
        case matched(taken: [Int], leaving: [Int], occurrences: [Int], duplicates: [Int])
    }
}

enum KeyedRowDiff {
    /// A swap touches two rows; past this many moved rows the id table is cheaper than
    /// pairing moved rows with each other.
    static let movedLimit = 16

    /// Plans the change from `old` (numbered by `oldOccurrences`, empty while unique) to
    /// `new`. `keepsPrefix`: rows whose ids did not change may stay in place without a
    /// lookup (false while the node cannot reuse rows as they are: it matches them all).
    /// `shortcuts`: the removed-run and moved-few plans may be used (the node keeps
    /// the rows' last contents, which they shift).
    static func plan<ID: Hashable>(old: UnsafeBufferPointer<ID>, oldOccurrences: [Int], new: UnsafeBufferPointer<ID>,
                                   keepsPrefix: Bool, shortcuts: Bool) -> KeyedRowPlan {
        let count = new.count
        let limit = keepsPrefix && oldOccurrences.isEmpty ? min(old.count, count) : 0
        let prefix = limit == 0 ? 0 : ViewValues.matchingPrefix(old, new.baseAddress.unsafelyUnwrapped, limit: limit)
        if prefix == old.count && prefix == count { return KeyedRowPlan(prefix: prefix, change: .none) }
        if prefix == count { return KeyedRowPlan(prefix: prefix, change: .trailingRemoved) }
        if shortcuts && oldOccurrences.isEmpty {
            if let end = removedRun(old: old, new: new, prefix: prefix) {
                return KeyedRowPlan(prefix: prefix, change: .removedRun(end: end))
            }
            if let (positions, sources) = movedFew(old: old, new: new, prefix: prefix) {
                return KeyedRowPlan(prefix: prefix, change: .movedFew(positions: positions, sources: sources))
            }
        }
        return KeyedRowPlan(prefix: prefix, change: matched(old: old, oldOccurrences: oldOccurrences, new: new, prefix: prefix))
    }

    /// The end of the one run of old rows after `prefix` whose removal gives `new`.
    private static func removedRun<ID: Hashable>(old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>, prefix: Int) -> Int? {
        let oldCount = old.count, count = new.count
        guard count < oldCount else { return nil }
        var suffix = 0
        while suffix < count - prefix, old[oldCount - 1 - suffix] == new[count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == count else { return nil }
        return oldCount - suffix
    }

    /// The positions whose id changed, and for each the index (among them) of the old
    /// position of its new id: a permutation, so the new ids are unique like the old.
    private static func movedFew<ID: Hashable>(old: UnsafeBufferPointer<ID>, new: UnsafeBufferPointer<ID>,
                                               prefix: Int) -> ([Int], [Int])? {
        let count = new.count
        guard count == old.count else { return nil }
        var moved: [Int] = []
        for index in prefix..<count where old[index] != new[index] {
            guard moved.count < movedLimit else { return nil }
            moved.append(index)
        }
        guard !moved.isEmpty else { return nil }
        var sources = [Int](repeating: -1, count: moved.count)
        var taken = [Bool](repeating: false, count: moved.count)
        for slot in moved.indices {
            var found = -1
            for candidate in moved.indices where !taken[candidate] && old[moved[candidate]] == new[moved[slot]] {
                found = candidate
                break
            }
            guard found >= 0 else { return nil }
            taken[found] = true
            sources[slot] = found
        }
        return (moved, sources)
    }

    /// Matches every new row after `prefix` by id through an occurrence table.
    private static func matched<ID: Hashable>(old: UnsafeBufferPointer<ID>, oldOccurrences: [Int], new: UnsafeBufferPointer<ID>,
                                              prefix: Int) -> KeyedRowPlan.Change {
        let oldCount = old.count, count = new.count
        // A slot's witness is a position in `old`, or, past its end, one in `new`.
        // At most this many distinct ids: the prefix's, the old rest's, the new rest's.
        var table = OccurrenceTable(capacity: oldCount + count - prefix)
        for index in 0..<prefix {
            let id = old[index]
            table.matchedInPrefix(hash: id.hashValue, witness: index) { old[$0] == id }
        }
        for index in prefix..<oldCount {
            let id = old[index]
            table.addOld(hash: id.hashValue, at: index) { old[$0] == id }
        }
        var occurrences = oldOccurrences.isEmpty ? [] : Array(oldOccurrences[0..<prefix])
        var duplicates: [Int] = []
        var used = [Bool](repeating: false, count: oldCount)
        for index in 0..<prefix { used[index] = true }
        var taken = [Int](repeating: -1, count: count - prefix)
        for position in prefix..<count {
            let id = new[position]
            let (occurrence, match) = table.next(hash: id.hashValue, witness: oldCount + position) { witness in
                witness < oldCount ? old[witness] == id : new[witness - oldCount] == id
            }
            if occurrence > 0 {
                duplicates.append(position)
                if occurrences.isEmpty { occurrences = [Int](repeating: 0, count: position) }
            }
            if let match, !used[match] {
                used[match] = true
                taken[position - prefix] = match
            }
            if !occurrences.isEmpty { occurrences.append(occurrence) }
        }
        var leaving: [Int] = []
        for index in prefix..<oldCount where !used[index] { leaving.append(index) }
        return .matched(taken: taken, leaving: leaving, occurrences: occurrences, duplicates: duplicates)
    }
}
