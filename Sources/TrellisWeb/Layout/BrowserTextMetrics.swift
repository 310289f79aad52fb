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
/// places fit the text the browser draws. Until a text's report arrives the system-font
/// model stands in (`SystemFontMetrics`), and the page is placed again when it comes.
///
/// Kept per text and font, without the font's size: a text shrunk by
/// `minimumScaleFactor` scales the advances measured at the size the page set. Bounded:
/// emptied when full (the page reports its texts again as they are placed).
final class BrowserTextMetrics: TextMeasurer {
    private struct Key: Hashable {
        let text: String
        let font: Font
    }

    /// What a report measured, and the size of the font the text was set in then.
    private struct Measured: Equatable {
        let lineHeight: Double
        let space: Double
        let words: [Double]
        let fontSize: Double
    }

    private var known: [Key: Measured] = [:]
    static let capacity = 4_096
    private let fallback = SystemFontMetrics()

    var count: Int { known.count }

    /// Keeps `report` for `text` set in `font`. Returns false when it cannot be the
    /// text's (another number of words: the text changed since it was measured) or is
    /// what was known already.
    func record(_ report: TextMetricsReport, text: String, font: Font) -> Bool {
        guard report.words.count == Self.words(of: text).count else { return false }
        let key = Key(text: text, font: Self.sizeless(font))
        let measured = Measured(lineHeight: report.lineHeight, space: report.space, words: report.words, fontSize: font.size)
        guard known[key] != measured else { return false }
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        known[key] = measured
        return true
    }

    func measure(_ text: String, font: Font?, width: CGFloat?, lineLimit: Int?) -> CGSize {
        let font = font ?? .body
        guard let report = known[Key(text: text, font: Self.sizeless(font))], report.fontSize > 0 else {
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
