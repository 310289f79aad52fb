import Foundation
@_spi(TrellisHost) import Trellis

/// One text as the browser measured it, in its own font: each word's advance (the text
/// split at newlines, then at single spaces, as `WordWrap` splits it), a space's, and the
/// line height.
struct TextMetricsReport: Equatable, Sendable {
    var element: ElementID
    var lineHeight: Double
    var space: Double
    var words: [Double]
}

/// Text sizes for the engine from the browser's own measurements, so the views the engine
/// places fit the text the browser draws. A text this page has reported is sized by its
/// report; one made of words some page of this process has reported in its font, by those
/// words (`WordWidths`: a new row of a table, a page opened again, is right the first
/// time); anything else by the system-font model (`SystemFontMetrics`) until its report
/// arrives, and the page is placed again when it comes, if it differs.
///
/// Kept per text and font, without the font's size: a text shrunk by
/// `minimumScaleFactor` scales the advances measured at the size the page set. Bounded:
/// emptied when full (the page reports its texts again as they are placed).
final class BrowserTextMetrics: TextMeasurer {
    fileprivate struct Key: Hashable {
        let text: String
        let font: Font
    }

    /// What a report measured, and the size of the font the text was set in then.
    struct Measured: Equatable {
        let lineHeight: Double
        let space: Double
        let words: [Double]
        let fontSize: Double
    }

    private var known: [Key: Measured] = [:]
    static let capacity = 4_096
    private let fallback = SystemFontMetrics()
    /// Words every page of the process has reported, by font.
    let shared: WordWidths

    init(shared: WordWidths) {
        self.shared = shared
    }

    var count: Int { known.count }

    /// A report read against its text: the text's words, where it is kept, what it says.
    struct Reading {
        fileprivate let words: [Substring]
        fileprivate let key: Key
        fileprivate let measured: Measured
    }

    /// `report` read against `text` set in `font`; nil when it cannot be the text's
    /// (another number of words: the text changed since it was measured).
    func reading(_ report: TextMetricsReport, text: String, font: Font) -> Reading? {
        let words = Self.words(of: text)
        guard report.words.count == words.count else { return nil }
        return Reading(words: words, key: Key(text: text, font: Self.sizeless(font)),
                       measured: Measured(lineHeight: report.lineHeight, space: report.space, words: report.words, fontSize: font.size))
    }

    /// Whether the reading changes where its text goes: false when layout already used it
    /// (its earlier report, or the words it is made of) or as good as it.
    func changes(_ reading: Reading) -> Bool {
        guard let used = known[reading.key] ?? shared.measured(reading.words, font: reading.key.font) else { return true }
        return !Self.layoutStands(used, for: reading.measured)
    }

    /// Keeps the reading, for its text and for the host's table of words.
    func keep(_ reading: Reading) {
        shared.record(reading.words, reading.measured, font: reading.key.font)
        guard known[reading.key] != reading.measured else { return }
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[reading.key] = reading.measured
    }

    /// Keeps `report` for `text` set in `font`. Returns whether it changes where the text
    /// goes (`changes`).
    @discardableResult
    func record(_ report: TextMetricsReport, text: String, font: Font) -> Bool {
        guard let reading = reading(report, text: text, font: font) else { return false }
        let change = changes(reading)
        keep(reading)
        return change
    }

    /// Whether layout that used `used` stands now that the browser measured `measured`:
    /// the same line and space, and each word at most half a point wider than measured (a
    /// word guessed from its characters: the text's frame has room for it, and its place
    /// moves by less than a pixel) — never narrower, which could wrap the text in the page.
    static func layoutStands(_ used: Measured, for measured: Measured) -> Bool {
        guard used.lineHeight == measured.lineHeight, used.space == measured.space, used.fontSize == measured.fontSize,
              used.words.count == measured.words.count else { return false }
        for (guess, width) in zip(used.words, measured.words) {
            let excess = guess - width
            guard excess >= 0, excess <= 0.5 else { return false }
        }
        return true
    }

    func measure(_ text: String, font: Font?, width: CGFloat?, lineLimit: Int?) -> CGSize {
        let font = font ?? .body
        let sizeless = Self.sizeless(font)
        guard let report = known[Key(text: text, font: sizeless)] ?? shared.measured(text, font: sizeless),
              report.fontSize > 0 else {
            return fallback.measure(text, font: font, width: width, lineLimit: lineLimit)
        }
        let scale = CGFloat(font.size / report.fontSize)
        var lines: [CGFloat] = []
        var next = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let split = paragraph.split(separator: " ", omittingEmptySubsequences: false)
            let words = report.words[next..<next + split.count].map { CGFloat($0) * scale }
            next += split.count
            WordWrap.wrap(words, space: CGFloat(report.space) * scale, width: width, into: &lines) { index in
                // A word breaks anywhere (`overflow-wrap: anywhere`): its characters share its width.
                let characters = max(split[index].count, 1)
                return Array(repeating: words[index] / CGFloat(characters), count: characters)
            }
        }
        return WordWrap.size(of: lines, lineHeight: CGFloat(report.lineHeight) * scale, width: width, lineLimit: lineLimit)
    }

    /// The words a report measures: every paragraph's, split at single spaces.
    static func words(of text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: " ", omittingEmptySubsequences: false) }
    }

    private static func sizeless(_ font: Font) -> Font {
        var font = font
        font.size = 0
        return font
    }
}

/// The width of every word the pages of this process have reported, per font (without its
/// size), with the font's space and line height: shared by a host's sessions (all on the
/// main actor; `SessionStore` holds one), so a text made of known words needs no round trip
/// before it is placed right.
/// Browsers with other fonts report other widths; the latest report wins, and a page whose
/// own report differs is placed again, as for any new text. Bounded: emptied when full.
final class WordWidths {
    static let capacity = 50_000

    private struct Table {
        var widths: [String: Double] = [:]
        var space = 0.0
        var lineHeight = 0.0
        var fontSize = 0.0

        /// Keeps the words' widths; returns how many more words the table holds.
        mutating func record(_ words: [Substring], _ measured: BrowserTextMetrics.Measured) -> Int {
            var added = 0
            if fontSize != measured.fontSize || lineHeight != measured.lineHeight || space != measured.space {
                // Measured at another size or line height: the words known so far no longer go with it.
                added -= widths.count
                self = Table(space: measured.space, lineHeight: measured.lineHeight, fontSize: measured.fontSize)
            }
            for (word, width) in zip(words, measured.words) where widths.updateValue(width, forKey: String(word)) == nil {
                added += 1
            }
            return added
        }
    }

    private var tables: [Font: Table] = [:]
    private(set) var count = 0

    func record(_ words: [Substring], _ measured: BrowserTextMetrics.Measured, font: Font) {
        if count + words.count > Self.capacity {
            tables.removeAll(keepingCapacity: true)
            count = 0
        }
        // Changed where it is kept: a copy taken out of the dictionary and put back would
        // copy the whole table of words on every report.
        count += tables[font, default: Table()].record(words, measured)
    }

    /// How much wider than its characters together a word new to the table is taken to
    /// be, per character: the browser rounds each width it reports to a hundredth, so the
    /// word's own width may exceed the sum by that much, and a text laid out a little wide
    /// never wraps in the page (one a little narrow could).
    static let slackPerCharacter = 0.01

    /// A word no page reported, from the widths of its characters when every one was
    /// reported as a word of its own (a table's new numbers are made of known digits): the
    /// text is placed without waiting for the browser. Fonts that kern the pair make the
    /// report differ; the page is then placed again when it comes, as for any new text.
    private static func guess(_ word: Substring, in table: Table) -> Double? {
        guard !word.isEmpty else { return nil }
        var total = 0.0, characters = 0
        for character in word {
            guard let width = table.widths[String(character)] else { return nil }
            total += width
            characters += 1
        }
        return total + Double(characters) * slackPerCharacter
    }

    /// `text`'s words as the table knows them, when it knows every one (split only when
    /// the font has a table: sizing runs this for every text without a report of its own).
    func measured(_ text: String, font: Font) -> BrowserTextMetrics.Measured? {
        guard tables[font] != nil else { return nil }
        return measured(BrowserTextMetrics.words(of: text), font: font)
    }

    /// `words` as the table knows them, when it knows every one.
    func measured(_ words: [Substring], font: Font) -> BrowserTextMetrics.Measured? {
        guard let table = tables[font] else { return nil }
        var widths: [Double] = []
        widths.reserveCapacity(words.count)
        for word in words {
            guard let width = table.widths[String(word)] ?? Self.guess(word, in: table) else { return nil }
            widths.append(width)
        }
        return BrowserTextMetrics.Measured(lineHeight: table.lineHeight, space: table.space, words: widths, fontSize: table.fontSize)
    }
}
