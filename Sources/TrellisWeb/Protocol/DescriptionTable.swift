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

    private var numbers: [String: Int] = [:]
    private var bytes = 0

    var count: Int { numbers.count }

    func reset() {
        numbers.removeAll(keepingCapacity: true)
        bytes = 0
    }

    /// Writes the description's number, or its definition when the page does not have it.
    func append(_ description: DOMDescription, to output: inout String) {
        var key = ""
        DOMBatchWriter.appendShape(description, to: &key)
        if let number = numbers[key] {
            output += String(number)
            return
        }
        let size = key.utf8.count
        if size > Self.maxKeyBytes {
            output += "[-1,"
        } else {
            if numbers.count >= Self.capacity || bytes + size > Self.byteBudget { reset() }
            let number = numbers.count
            numbers[key] = number
            bytes += size
            output += "["
            output += String(number)
            output += ","
        }
        output += key
        output += "]"
    }
}
