/// Matches the occurrences of each id in new data to their old positions, in order.
///
/// Not generic: a `ForEach`'s id type is the app's, so a `Dictionary<ID, Int>` here ran
/// unspecialised (about 1,600 instructions per created row, only to find duplicates).
/// The table hashes with the id's own `hashValue` and asks the caller whether the id it
/// keeps for a candidate slot is the one looked up; the caller names each slot's id by a
/// position it can read (`witness`).
struct OccurrenceTable {
    /// Open addressing: slot + 1 per bucket, 0 for empty; at most half full.
    private var buckets: [Int32]
    private var mask: Int
    private var hashes: [Int] = []
    private var witnesses: [Int] = []
    /// Per slot: its first old position after the prefix, how many occurrences the prefix
    /// matched, how many the new data has had so far.
    private var firstOld: [Int] = []
    private var prefixCount: [Int] = []
    private var seen: [Int] = []
    /// Old positions after the first, for ids that occur more than once.
    private var laterOld: [Int: [Int]] = [:]

    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        buckets = [Int32](repeating: 0, count: size)
        mask = size - 1
        hashes.reserveCapacity(capacity)
        witnesses.reserveCapacity(capacity)
        firstOld.reserveCapacity(capacity)
        prefixCount.reserveCapacity(capacity)
        seen.reserveCapacity(capacity)
    }

    /// The slot of the id hashing to `hash`, made (named by `witness`) if it is new.
    /// `isID` gets a candidate slot's witness and says whether its id is the one looked up.
    private mutating func slot(hash: Int, witness: Int, isID: (Int) -> Bool) -> Int {
        var bucket = hash & mask
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { break }
            let candidate = stored - 1
            if hashes[candidate] == hash && isID(witnesses[candidate]) { return candidate }
            bucket = (bucket + 1) & mask
        }
        let slot = hashes.count
        if (slot + 1) * 2 > buckets.count { return grow(toInsert: hash, witness: witness, isID: isID) }
        buckets[bucket] = Int32(slot + 1)
        hashes.append(hash)
        witnesses.append(witness)
        firstOld.append(-1)
        prefixCount.append(0)
        seen.append(0)
        return slot
    }

    /// Doubles the buckets (more distinct ids than the capacity given) and inserts again.
    private mutating func grow(toInsert hash: Int, witness: Int, isID: (Int) -> Bool) -> Int {
        let size = buckets.count * 2
        buckets = [Int32](repeating: 0, count: size)
        mask = size - 1
        for (slot, slotHash) in hashes.enumerated() {
            var bucket = slotHash & mask
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = Int32(slot + 1)
        }
        return slot(hash: hash, witness: witness, isID: isID)
    }

    mutating func matchedInPrefix(hash: Int, witness: Int, isID: (Int) -> Bool) {
        let slot = slot(hash: hash, witness: witness, isID: isID)
        prefixCount[slot] += 1
        seen[slot] += 1
    }

    mutating func addOld(hash: Int, at index: Int, isID: (Int) -> Bool) {
        let slot = slot(hash: hash, witness: index, isID: isID)
        if firstOld[slot] < 0 { firstOld[slot] = index } else { laterOld[slot, default: []].append(index) }
    }

    /// The next occurrence in the new data of the id hashing to `hash`: its number, and
    /// the old position it takes over, if any.
    mutating func next(hash: Int, witness: Int, isID: (Int) -> Bool) -> (occurrence: Int, old: Int?) {
        let slot = slot(hash: hash, witness: witness, isID: isID)
        let occurrence = seen[slot]
        seen[slot] += 1
        let later = occurrence - prefixCount[slot]
        if later == 0 { return (occurrence, firstOld[slot] >= 0 ? firstOld[slot] : nil) }
        if later > 0, let rest = laterOld[slot], later - 1 < rest.count { return (occurrence, rest[later - 1]) }
        return (occurrence, nil)
    }
}
