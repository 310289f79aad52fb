/// One row of the js-framework-benchmark table: an id and an "adjective colour noun" label.
public struct Row: Identifiable, Equatable, Sendable {
    public let id: Int
    public var label: String

    public init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// Makes rows the way js-framework-benchmark does: ids count up, labels are random
/// picks (from a seeded generator, so both implementations build the same rows).
public struct RowGenerator: Sendable {
    private var nextID = 1
    private var state: UInt64

    public init(seed: UInt64 = 42) { state = seed }

    static let adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important", "inexpensive", "cheap", "expensive", "fancy"]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse", "keyboard"]

    private mutating func random(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    public mutating func build(_ count: Int) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for _ in 0..<count {
            let label = Self.adjectives[random(Self.adjectives.count)] + " "
                + Self.colours[random(Self.colours.count)] + " "
                + Self.nouns[random(Self.nouns.count)]
            rows.append(Row(id: nextID, label: label))
            nextID += 1
        }
        return rows
    }
}

/// The nine operations of the benchmark, with the buttons that trigger them.
public enum TableOperation: String, CaseIterable, Sendable {
    case create1k = "create 1,000 rows"
    case replace1k = "replace all 1,000 rows"
    case updateEvery10th = "update every 10th row"
    case select = "select a row"
    case swap = "swap rows 2 and 999"
    case remove = "remove one row"
    case create10k = "create 10,000 rows"
    case append1k = "append 1,000 to 1,000 rows"
    case clear = "clear 1,000 rows"

    /// Rows the table holds before the operation runs.
    public var rowsBefore: Int {
        switch self {
        case .create1k, .create10k: 0
        default: 1000
        }
    }
}

public enum HeaderButton {
    public static let create1k = "Create 1,000 rows"
    public static let create10k = "Create 10,000 rows"
    public static let append1k = "Append 1,000 rows"
    public static let update = "Update every 10th row"
    public static let clear = "Clear"
    public static let swap = "Swap Rows"
    public static let all = [create1k, create10k, append1k, update, clear, swap]
}
