/// The ids of a container's child elements, in order.
///
/// Up to four are kept inline: most containers (a row's stack, a button's label) have one
/// to four children, and an array for each cost an allocation per container made and a
/// free per container removed. Longer lists (a table's rows) live in an array.
struct ElementList: Equatable {
    private static let inlineCapacity = 4
    private var inline: (Int, Int, Int, Int) = (0, 0, 0, 0)
    /// All the ids once there are more than `inlineCapacity`; nil until then. (Nil rather
    /// than empty: an empty array is the shared empty storage, retained and released
    /// through the runtime's slow path at every copy.)
    private var spilled: [ElementID]?
    private(set) var count = 0

    init() {}

    /// Makes room for `capacity` ids in one allocation when they will not fit inline.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > Self.inlineCapacity {
            if spilled == nil { spilled = [] }
            spilled!.reserveCapacity(capacity)
        }
    }

    mutating func append(_ id: ElementID) {
        if count < Self.inlineCapacity {
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: id.rawValue, toByteOffset: count * MemoryLayout<Int>.stride, as: Int.self) }
        } else {
            if count == Self.inlineCapacity {
                if spilled == nil { spilled = [] }
                spilled!.append(contentsOf: (0..<count).map(inlineID))
            }
            spilled!.append(id)
        }
        count += 1
    }

    /// The id at `index` of the inline ones (`count` is at most `inlineCapacity`).
    private func inlineID(_ index: Int) -> ElementID {
        withUnsafeBytes(of: inline) { ElementID($0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)) }
    }

    /// Runs `body` on each id in order, without making an array.
    func forEach(_ body: (ElementID) -> Void) {
        if count > Self.inlineCapacity {
            for id in spilled! { body(id) }
        } else {
            for index in 0..<count { body(inlineID(index)) }
        }
    }

    var first: ElementID? {
        guard count > 0 else { return nil }
        return count > Self.inlineCapacity ? spilled![0] : inlineID(0)
    }

    /// The ids as an array (for diffing, which needs random access to both lists).
    var array: [ElementID] { count > Self.inlineCapacity ? spilled! : (0..<count).map(inlineID) }

    static func == (lhs: ElementList, rhs: ElementList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.count > inlineCapacity { return lhs.spilled! == rhs.spilled! }
        return (0..<lhs.count).allSatisfy { lhs.inlineID($0) == rhs.inlineID($0) }
    }
}
