/// Objects by element id: which node owns each live element (the graph), each element's
/// node in the web host's copy of the page.
///
/// Element ids only grow, so this is an array of fixed-size pages indexed by id: no
/// hashing on the paths that create and destroy thousands of elements, and a page is
/// freed once every element in it is gone, so memory follows the live elements. Not
/// generic on purpose: used from another module, a generic one runs unspecialised and
/// looks up its page type's metadata on every access. Users cast what they stored.
package struct ElementIndex {
    private static let pageSize = 512

    /// Reached only through the index's mutating methods, so accesses never overlap. Its
    /// slots are a raw buffer: an array would check uniqueness on every write.
    private final class Page {
        let values: UnsafeMutablePointer<AnyObject?>
        @exclusivity(unchecked) var live = 0

        init() {
            values = .allocate(capacity: ElementIndex.pageSize)
            values.initialize(repeating: nil, count: ElementIndex.pageSize)
        }

        deinit {
            values.deinitialize(count: ElementIndex.pageSize)
            values.deallocate()
        }
    }

    private var pages: [Page?] = []
    package private(set) var count = 0

    package init() {}

    package subscript(id: ElementID) -> AnyObject? {
        let (page, slot) = Self.locate(id)
        guard page >= 0, page < pages.count, let entries = pages[page] else { return nil }
        return entries.values[slot]
    }

    package mutating func insert(_ value: AnyObject, for id: ElementID) {
        let (page, slot) = Self.locate(id)
        precondition(page >= 0, "element ids are not negative")
        let entries: Page
        if page < pages.count, let existing = pages[page] {
            entries = existing
        } else {
            while pages.count <= page { pages.append(nil) }
            entries = Page()
            pages[page] = entries
        }
        if entries.values[slot] == nil {
            entries.live += 1
            count += 1
        }
        entries.values[slot] = value
    }

    package mutating func remove(_ id: ElementID) {
        let (page, slot) = Self.locate(id)
        guard page >= 0, page < pages.count, let entries = pages[page], entries.values[slot] != nil else { return }
        entries.values[slot] = nil
        entries.live -= 1
        count -= 1
        if entries.live == 0 { pages[page] = nil }
    }

    private static func locate(_ id: ElementID) -> (page: Int, slot: Int) {
        id.rawValue < 0 ? (-1, 0) : (id.rawValue / pageSize, id.rawValue % pageSize)
    }
}
