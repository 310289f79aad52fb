import Foundation

/// UIKit's spelling checker, as word games use it (`rangeOfMisspelledWord` finding nothing
/// means a real word). English only, from the system's word list (`/usr/share/dict/words`,
/// Debian's `wamerican`); without a word list no language is available and nothing is
/// reported misspelled, as UIKit does for a language it lacks (docs/Differences.md).
open class UITextChecker: NSObject, @unchecked Sendable {
    /// Words this checker accepts besides the dictionary's (`ignoreWord(_:)`).
    open var ignoredWords: [String]?

    public override init() { super.init() }

    /// The languages that have a word list: `["en_US"]` when the system has one.
    open class var availableLanguages: [String] { WordList.shared == nil ? [] : ["en_US"] }

    /// The first misspelled word in `range` of `stringToCheck`, from `startingOffset` (going
    /// round to the range's start when `wrapFlag`), in UTF-16 offsets as `NSString` counts;
    /// `NSNotFound` as its location when every word is spelled right.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let words = WordList.for(language) else { return notFound }
        let text = Array(stringToCheck.utf16)
        let lower = max(0, min(range.location, text.count)), upper = max(lower, min(range.location + range.length, text.count))
        let start = max(lower, min(startingOffset, upper))
        let ignored = Set((ignoredWords ?? []).map { $0.lowercased() })
        func firstMisspelling(from: Int, to: Int) -> NSRange? {
            for word in Self.words(in: text, from: from, to: to) {
                let spelled = String(decoding: text[word], as: UTF16.self)
                if !words.contains(spelled) && !ignored.contains(spelled.lowercased()) && !LearnedWords.contains(spelled) {
                    return NSRange(location: word.lowerBound, length: word.count)
                }
            }
            return nil
        }
        if let found = firstMisspelling(from: start, to: upper) { return found }
        if wrapFlag, start > lower, let found = firstMisspelling(from: lower, to: start) { return found }
        return notFound
    }

    /// Words of the list one edit away from the word in `range` (a letter left out, added,
    /// changed, or two swapped), alphabetically; nil without a word list for `language`.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = WordList.for(language), let word = Self.substring(string, range) else { return nil }
        return words.oneEditAway(from: word)
    }

    /// Words of the list that begin with the partial word in `range`, alphabetically (at
    /// most 20); nil without a word list for `language`.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = WordList.for(language), let prefix = Self.substring(string, range), !prefix.isEmpty else { return nil }
        return words.completions(of: prefix, limit: 20)
    }

    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Adds a word every checker in this process accepts (on iOS, the device's own list; a
    /// server's is shared by its visitors, kept in memory and bounded).
    open class func learnWord(_ word: String) { LearnedWords.add(word) }
    open class func hasLearnedWord(_ word: String) -> Bool { LearnedWords.contains(word) }
    open class func unlearnWord(_ word: String) { LearnedWords.remove(word) }

    /// Runs of letters (with apostrophes between them: "don't") in `text[from..<to]`.
    static func words(in text: [UInt16], from: Int, to: Int) -> [Range<Int>] {
        func isLetter(_ unit: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return true }   // a surrogate: part of a word
            return scalar.properties.isAlphabetic
        }
        var found: [Range<Int>] = []
        var index = from
        while index < to {
            guard isLetter(text[index]) else { index += 1; continue }
            var end = index + 1
            while end < to, isLetter(text[end]) || (text[end] == 0x27 && end + 1 < to && isLetter(text[end + 1])) { end += 1 }
            found.append(index..<end)
            index = end
        }
        return found
    }

    private static func substring(_ string: String, _ range: NSRange) -> String? {
        let text = Array(string.utf16)
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0, range.location + range.length <= text.count
        else { return nil }
        return String(decoding: text[range.location..<(range.location + range.length)], as: UTF16.self)
    }
}

/// The system's English word list, read once.
final class WordList: Sendable {
    /// Lowercased words, for membership.
    private let lowercased: Set<String>
    /// Words as the list spells them (proper nouns capitalised), sorted, for completions.
    private let sorted: [String]

    static let shared: WordList? = {
        for path in ["/usr/share/dict/words", "/usr/share/dict/american-english", "/usr/share/dict/british-english"] {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                return WordList(text.split(whereSeparator: \.isNewline).map(String.init))
            }
        }
        return nil
    }()

    /// The list for a language: English ("en", "en_US", "en-GB"…) when there is one.
    static func `for`(_ language: String) -> WordList? {
        language.lowercased().hasPrefix("en") ? shared : nil
    }

    init(_ words: [String]) {
        lowercased = Set(words.map { $0.lowercased() })
        sorted = words.map { $0.lowercased() }.sorted()
    }

    /// Spelled right: in the list in any case (a word starting a sentence is capitalised).
    func contains(_ word: String) -> Bool {
        lowercased.contains(word.lowercased()) || lowercased.contains(word.replacingOccurrences(of: "’", with: "'").lowercased())
    }

    func completions(of prefix: String, limit: Int) -> [String] {
        let prefix = prefix.lowercased()
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        var index = low
        while index < sorted.count, found.count < limit, sorted[index].hasPrefix(prefix) {
            if sorted[index] != prefix && found.last != sorted[index] { found.append(sorted[index]) }
            index += 1
        }
        return found
    }

    func oneEditAway(from word: String) -> [String] {
        let letters = Array(word.lowercased())
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz'")
        var candidates = Set<String>()
        for i in 0...letters.count {
            if i < letters.count {
                var deleted = letters; deleted.remove(at: i); candidates.insert(String(deleted))
                if i + 1 < letters.count {
                    var swapped = letters; swapped.swapAt(i, i + 1); candidates.insert(String(swapped))
                }
                for letter in alphabet where letter != letters[i] {
                    var changed = letters; changed[i] = letter; candidates.insert(String(changed))
                }
            }
            for letter in alphabet {
                var inserted = letters; inserted.insert(letter, at: i); candidates.insert(String(inserted))
            }
        }
        candidates.remove(String(letters))
        return candidates.filter { lowercased.contains($0) }.sorted()
    }
}

/// Words learned with `UITextChecker.learnWord`, for the process; at most `limit`, so
/// visitors of a server cannot grow it without end.
private enum LearnedWords {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var words: Set<String> = []
    static let limit = 10_000

    static func add(_ word: String) {
        lock.withLock { if words.count < limit { words.insert(word.lowercased()) } }
    }

    static func remove(_ word: String) { _ = lock.withLock { words.remove(word.lowercased()) } }
    static func contains(_ word: String) -> Bool { lock.withLock { words.contains(word.lowercased()) } }
}
