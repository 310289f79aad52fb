import Foundation

// The collection helpers SwiftUI adds for `onMove` and `onDelete` (Foundation on Linux
// does not have them), with SwiftUI's semantics.

extension MutableCollection {
    /// Moves the elements at `source` so they sit, in their order, before the element that
    /// was at offset `destination` in the original collection (`count` puts them at the
    /// end). This is the pair `onMove` hands its action.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let total = count
        let destination = Swift.min(Swift.max(destination, 0), total)
        var moved: [Element] = [], before: [Element] = [], after: [Element] = []
        moved.reserveCapacity(source.count)
        var offset = 0
        for element in self {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
            offset += 1
        }
        guard !moved.isEmpty else { return }
        var index = startIndex
        for element in [before, moved, after].joined() {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at `offsets` (the set `onDelete` hands its action); offsets
    /// past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        var offset = 0
        for element in self {
            if !offsets.contains(offset) { kept.append(element) }
            offset += 1
        }
        self = kept
    }
}
