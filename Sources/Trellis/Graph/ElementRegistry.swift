/// Which node owns each live element, for routing host events.
///
/// Element ids only grow, so the registry is an array of fixed-size pages indexed by id:
/// no hashing on the paths that create and destroy thousands of elements, and a page is
/// freed once every element in it is gone, so memory follows the live elements.
struct ElementRegistry {
    private static let pageSize = 512

    private final class Page {
        var targets: [(any ElementEventTarget)?] = Array(repeating: nil, count: ElementRegistry.pageSize)
        var live = 0
    }

    private var pages: [Page?] = []
    private(set) var count = 0

    subscript(id: ElementID) -> (any ElementEventTarget)? {
        let (page, slot) = Self.locate(id)
        guard page < pages.count, let entries = pages[page] else { return nil }
        return entries.targets[slot]
    }

    mutating func insert(_ target: any ElementEventTarget, for id: ElementID) {
        let (page, slot) = Self.locate(id)
        while pages.count <= page { pages.append(nil) }
        let entries = pages[page] ?? Page()
        pages[page] = entries
        if entries.targets[slot] == nil {
            entries.live += 1
            count += 1
        }
        entries.targets[slot] = target
    }

    mutating func remove(_ id: ElementID) {
        let (page, slot) = Self.locate(id)
        guard page < pages.count, let entries = pages[page], entries.targets[slot] != nil else { return }
        entries.targets[slot] = nil
        entries.live -= 1
        count -= 1
        if entries.live == 0 { pages[page] = nil }
    }

    private static func locate(_ id: ElementID) -> (page: Int, slot: Int) {
        (id.rawValue / pageSize, id.rawValue % pageSize)
    }
}
