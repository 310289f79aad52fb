/// Turns one ordered list of child elements into another with the fewest moves:
/// elements on a longest increasing subsequence of old positions stay put, every
/// other surviving element is moved, new ones are inserted, missing ones removed.
enum ChildListDiff {
    @MainActor
    static func emit(parent: ElementID, old: [ElementID], new: [ElementID], graph: ViewGraph) {
        if old == new { return }
        // Emptied at once when nothing stays, as a page does it (one operation rather than
        // one per child); not under an animation, where each leaving child plays its
        // transition.
        let removesAll = graph.currentAnimation == nil && !old.isEmpty
        if new.isEmpty && removesAll {
            graph.emit(.removeAll(parent: parent))
            return
        }
        // Element ids are small increasing integers, so a dense table over their range
        // replaces hashing: slot = old position + 1 (0: not in the old list).
        var low = Int.max, high = Int.min
        for id in old { low = min(low, id.rawValue); high = max(high, id.rawValue) }
        for id in new { low = min(low, id.rawValue); high = max(high, id.rawValue) }
        var table = [Int32](repeating: 0, count: high - low + 1)
        for (index, id) in old.enumerated() { table[id.rawValue - low] = Int32(index + 1) }

        // Old positions of the survivors, in new order; -1 marks a new element. Survivors
        // are marked negative in the table so that what is left unmarked was removed.
        var sources = [Int](repeating: -1, count: new.count)
        var survivors = 0
        for (position, id) in new.enumerated() {
            let slot = table[id.rawValue - low]
            if slot > 0 {
                sources[position] = Int(slot) - 1
                table[id.rawValue - low] = -slot
                survivors += 1
            }
        }
        if survivors == 0 && removesAll {
            graph.emit(.removeAll(parent: parent))
        } else {
            // Last first: hosts that keep children in arrays find them at the end.
            for id in old.reversed() where table[id.rawValue - low] > 0 {
                graph.emit(.remove(parent: parent, child: id))
            }
        }
        let stable = longestIncreasingRun(sources)

        // From the end, so every anchor is already in its final place. A run of new
        // elements is inserted front to back before the same anchor, so filling a list
        // is a series of appends rather than of insertions at the front.
        var anchor: ElementID? = nil
        var position = new.count - 1
        while position >= 0 {
            if sources[position] < 0 {
                var start = position
                while start > 0 && sources[start - 1] < 0 { start -= 1 }
                for index in start...position {
                    graph.emit(.insert(parent: parent, child: new[index], before: anchor))
                }
                anchor = new[start]
                position = start - 1
            } else {
                if !stable[position] { graph.emit(.move(parent: parent, child: new[position], before: anchor)) }
                anchor = new[position]
                position -= 1
            }
        }
    }

    /// Marks the positions of one longest strictly increasing subsequence (ignoring -1).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        var tails: [Int] = []          // positions, by subsequence length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() where value >= 0 {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }
}
