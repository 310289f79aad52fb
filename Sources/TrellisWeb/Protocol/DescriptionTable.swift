/// The element descriptions (tag, attributes, wrappers; not text) a page has been sent,
/// by number: a row of a table is then a few numbers and its texts, not its markup again.
///
/// One per session, emptied with every page and every full render (the client starts its
/// own copy empty then too). Bounded, since a session's descriptions are the app's to
/// make up (an offset animated through a thousand values): past `capacity` entries or
/// `byteBudget` bytes it starts over from number 0, and a definition reuses a number the
/// page had for something else. Descriptions longer than `maxKeyBytes` (a long path) are
/// sent whole every time.
final class DescriptionTable {
    static let capacity = 512
    static let byteBudget = 64 * 1024
    static let maxKeyBytes = 1024

    private var numbers: [DOMDescription.Shape: Int] = [:]
    private var bytes = 0

    var count: Int { numbers.count }

    func reset() {
        numbers.removeAll(keepingCapacity: true)
        bytes = 0
    }

    /// Writes the description's number, or its definition when the page does not have it.
    /// A known one costs a hash of its strings; only a new one is written out as JSON.
    func append(_ description: DOMDescription, to output: inout String) {
        let shape = description.shape
        if let number = numbers[shape] {
            output += String(number)
            return
        }
        var definition = ""
        DOMBatchWriter.appendShape(description, to: &definition)
        let size = definition.utf8.count
        if size > Self.maxKeyBytes {
            output += "[-1,"
        } else {
            if numbers.count >= Self.capacity || bytes + size > Self.byteBudget { reset() }
            let number = numbers.count
            numbers[shape] = number
            bytes += size
            output += "["
            output += String(number)
            output += ","
        }
        output += definition
        output += "]"
    }
}
