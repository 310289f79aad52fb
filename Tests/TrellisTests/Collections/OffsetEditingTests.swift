import Foundation
import Testing
@_spi(TrellisHost) import Trellis

// `move(fromOffsets:toOffset:)` and `remove(atOffsets:)` against a reference that
// simulates what they mean one step at a time.

/// Take the chosen elements out (in order), then insert them where the element that was
/// at `destination` ends up (or at the end).
private func referenceMove<T>(_ array: [T], _ source: IndexSet, _ destination: Int) -> [T] {
    var rest: [(offset: Int, element: T)] = []
    var moved: [T] = []
    for (offset, element) in array.enumerated() {
        if source.contains(offset) { moved.append(element) } else { rest.append((offset, element)) }
    }
    let insertAt = rest.firstIndex { $0.offset >= destination } ?? rest.count
    var result = rest.map(\.element)
    result.insert(contentsOf: moved, at: insertAt)
    return result
}

private func referenceRemove<T>(_ array: [T], _ offsets: IndexSet) -> [T] {
    var result = array
    for offset in offsets.sorted(by: >) where offset < result.count { result.remove(at: offset) }
    return result
}

@Suite("move(fromOffsets:toOffset:) and remove(atOffsets:)")
struct OffsetEditingTests {
    @Test func theArticlesFruitMovesPastTheEnd() {
        var fruits = ["Apple", "Banana", "Cherry"]
        // Dragging the first fruit below the last: SwiftUI hands offset 3 (== count).
        fruits.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        #expect(fruits == ["Banana", "Cherry", "Apple"])
        fruits.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
        #expect(fruits == ["Apple", "Banana", "Cherry"])
        // Moving one down by one is toOffset index + 2; onto itself changes nothing.
        fruits.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
        #expect(fruits == ["Banana", "Apple", "Cherry"])
        fruits.move(fromOffsets: IndexSet(integer: 1), toOffset: 1)
        #expect(fruits == ["Banana", "Apple", "Cherry"])
    }

    @Test func severalOffsetsKeepTheirOrder() {
        var letters = Array("abcdefg")
        letters.move(fromOffsets: IndexSet([1, 3, 5]), toOffset: 5)
        #expect(String(letters) == "acebdfg")
        letters.remove(atOffsets: IndexSet([0, 6, 9]))
        #expect(String(letters) == "cebdf")
    }

    @Test func agreesWithTheReferenceOnRandomCases() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let array = Array(0..<count)
            var source = IndexSet()
            for offset in 0..<count where Bool.random(using: &generator) { source.insert(offset) }
            let destination = Int.random(in: 0...count, using: &generator)
            var moved = array
            moved.move(fromOffsets: source, toOffset: destination)
            #expect(moved == referenceMove(array, source, destination), "move \(Array(source)) to \(destination) in \(count)")

            var removed = array
            var offsets = source
            if Bool.random(using: &generator) { offsets.insert(count + 2) }
            removed.remove(atOffsets: offsets)
            #expect(removed == referenceRemove(array, offsets))
        }
    }

    @Test func worksOnOtherCollections() {
        var slice = ContiguousArray([1, 2, 3, 4])
        slice.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        #expect(Array(slice) == [4, 1, 2, 3])
        var text = "hello"
        text.remove(atOffsets: IndexSet([0, 4]))
        #expect(text == "ell")
    }
}
