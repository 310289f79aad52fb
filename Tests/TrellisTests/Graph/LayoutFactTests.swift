import Foundation
import Testing
@_spi(TrellisHost) @testable import Trellis
@_spi(TrellisHost) import TrellisTesting

// What the comparators assume of how Swift lays values out.
// On the main actor: TypeReflection's caches belong to it (no lock), and a comparator made
// from a test thread while a graph elsewhere made one crashed the suite 1 run in 8.
@MainActor @Suite("Layout facts the comparators rely on")
struct LayoutFactTests {
    @Test func bindingStoresItsLocationFirst() {
        #expect(MemoryLayout<Binding<Int>>.offset(of: \Binding<Int>.location) == 0)
        #expect(MemoryLayout<Binding<[String]>>.offset(of: \Binding<[String]>.location) == 0)
        #expect(MemoryLayout<Binding<Int>>.offset(of: \Binding<Int>.transaction) == 8)
        #expect(MemoryLayout<Binding<[String]>>.offset(of: \Binding<[String]>.transaction) == 8)
    }

    final class Box {}
    /// Padding after `flag` and after `small`: the comparator skips it, and still sees a
    /// change in any field, the last one included.
    struct Padded {
        var flag: Bool
        var box: Box
        var small: Int8
        var count: Int
        var name: String
    }

    @Test func aViewWithPaddingComparesItsFieldsOnly() {
        #expect(MemoryLayout<Padded>.offset(of: \Padded.box) == 8)
        let compare = TypeReflection.comparator(for: Padded.self)
        let box = Box()
        func equal(_ a: Padded, _ b: Padded) -> Bool {
            withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare.equal(pa, pb) } }
        }
        let base = Padded(flag: true, box: box, small: 3, count: 7, name: "row")
        // The same fields with different padding bytes: a copy made through raw memory.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<Padded>.size, alignment: 8)
        raw.initializeMemory(as: UInt8.self, repeating: 0xAB, count: MemoryLayout<Padded>.size)
        let copy = raw.bindMemory(to: Padded.self, capacity: 1)
        copy.initialize(to: base)
        #expect(withUnsafePointer(to: base) { compare.equal($0, copy) })
        copy.deinitialize(count: 1)
        raw.deallocate()
        #expect(equal(base, base))
        var other = base; other.flag = false
        #expect(!equal(base, other))
        other = base; other.box = Box()
        #expect(!equal(base, other))
        other = base; other.small = 4
        #expect(!equal(base, other))
        other = base; other.count = 8
        #expect(!equal(base, other))
        other = base; other.name = "row 2"
        #expect(!equal(base, other))
    }
}
