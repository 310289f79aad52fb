import Foundation

#if !canImport(Darwin)
/// Reading one of Foundation's format strings a character at a time: what `NSExpression`'s and
/// `NSPredicate`'s parsers share (spaces, tokens, names, number literals, `%` specifiers).
struct FormatScanner {
    let text: [Character]
    var position = 0

    init(_ text: String) { self.text = Array(text) }

    var isAtEnd: Bool { position >= text.count }
    /// The character at the position, nil at the end.
    var current: Character? { isAtEnd ? nil : text[position] }
    /// What is left to read.
    var rest: String { isAtEnd ? "" : String(text[position...]) }

    mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    /// Takes `token` if it comes next (after spaces), letters compared without case; with
    /// `word`, only where a word ends there (`ANDROID` is not `AND`).
    mutating func take(_ token: String, word: Bool = false) -> Bool {
        skipSpaces()
        let characters = Array(token)
        guard position + characters.count <= text.count,
              zip(text[position..<position + characters.count], characters).allSatisfy({ $0.uppercased() == $1.uppercased() })
        else { return false }
        let end = position + characters.count
        if word, end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" { return false }
        position = end
        return true
    }

    /// Whether `token` comes next, without taking it.
    mutating func peek(_ token: String) -> Bool {
        let saved = position
        defer { position = saved }
        return take(token)
    }

    /// A name: letters, digits, `_` and any of `extra` (a key path's `.`, `@`, `#`).
    mutating func identifier(extra: String = "") -> String {
        let start = position
        while position < text.count, text[position].isLetter || text[position].isNumber || text[position] == "_"
                || extra.contains(text[position]) { position += 1 }
        return String(text[start..<position])
    }

    /// A number literal as written (digits, a fraction, an exponent), and whether it is real
    /// (whole numbers stay whole, as Apple's parsers keep them).
    mutating func numberLiteral() -> (text: String, isReal: Bool) {
        let start = position
        var isReal = false
        while position < text.count, text[position].isNumber { position += 1 }
        if position < text.count, text[position] == "." {
            isReal = true
            position += 1
            while position < text.count, text[position].isNumber { position += 1 }
        }
        if position < text.count, text[position] == "e" || text[position] == "E" {
            isReal = true
            position += 1
            if position < text.count, text[position] == "+" || text[position] == "-" { position += 1 }
            while position < text.count, text[position].isNumber { position += 1 }
        }
        return (String(text[start..<position]), isReal)
    }

    /// The specifier of a `%` argument at the position (`%@`, `%ld` → `d`), taken with its
    /// length modifiers; nil when the format ends after them.
    mutating func specifier() -> Character? {
        position += 1
        while position < text.count, text[position] == "l" { position += 1 }
        guard position < text.count else { return nil }
        position += 1
        return text[position - 1]
    }
}
#endif
