import Foundation

#if !canImport(Darwin)
// Foundation's Markdown reading, which swift-corelibs-foundation does not have:
// `AttributedString(markdown:)` and the inline presentation intents it sets (bold, italic,
// code, strikethrough), which `Text` draws. Inline syntax is read as CommonMark and GitHub
// read it: `*`/`_` emphasis and strong emphasis by the delimiter rules (`_` not inside a
// word), `~~strikethrough~~`, `` `code` ``, `[links](url)`, backslash escapes. In the full
// syntax, each paragraph's heading, list and quote markers are removed and the paragraphs are
// joined without a break, as Apple's reader leaves block structure out of the characters.

/// How Markdown marked a run: emphasis, code, a line break.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// The attributes Markdown reading sets beyond those swift-corelibs-foundation declares.
    public struct MarkdownAttributes: AttributeScope {
        public let inlinePresentationIntent: InlinePresentationIntentAttribute

        public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.MarkdownAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:)` reads its source.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read: all of it, or only its inline syntax (keeping the
        /// source's line breaks and spaces, or not).
        public enum InterpretedSyntax: Hashable, Sendable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }
        /// What a source that cannot be read gives: an error, or as much as was read.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        /// Apple's `^[text](key: value)` attributes: not read here (the text stays as written).
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        /// The language of the text, for attributes that depend on it: kept, not used.
        public var languageCode: String?
        /// Source positions of each run: not recorded here.
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The text `markdown` describes, with its emphasis, code, strikethrough and links as
    /// attributes.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace:
            MarkdownInlineReader.append(markdown, baseURL: baseURL, to: &self)
        case .inlineOnly:
            MarkdownInlineReader.append(Self.collapsingWhitespace(markdown), baseURL: baseURL, to: &self)
        case .full:
            for paragraph in Self.paragraphs(of: markdown) {
                MarkdownInlineReader.append(paragraph, baseURL: baseURL, to: &self)
            }
        }
    }

    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// Runs of spaces and line breaks as one space, as inline-only reading without
    /// preserved whitespace gives them.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The paragraphs of a Markdown document, each without its block markers (headings,
    /// list items, quotes, fences) and with its lines joined by a space.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var lines: [String] = []
        func close() {
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
            lines = []
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(rawLine.trimmingCharacters(in: .whitespaces))
            if line.isEmpty || line.hasPrefix("```") || line.allSatisfy({ $0 == "-" || $0 == "*" || $0 == "_" }) && line.count >= 3 {
                close()
                continue
            }
            while line.hasPrefix(">") { line = line.dropFirst().drop(while: { $0 == " " }) }
            if let hashes = line.firstIndex(where: { $0 != "#" }), (1...6).contains(line.distance(from: line.startIndex, to: hashes)),
               line[hashes] == " " {
                close()
                lines.append(String(line[hashes...].drop(while: { $0 == " " })))
                close()
                continue
            }
            if let marker = line.firstIndex(of: " "),
               ["-", "*", "+"].contains(line[..<marker]) || (line[..<marker].dropLast().allSatisfy(\.isNumber)
                                                              && [".", ")"].contains(line[..<marker].last) && line[..<marker].count > 1) {
                close()
                line = line[marker...].drop(while: { $0 == " " })
            }
            lines.append(String(line))
        }
        close()
        return paragraphs
    }
}

/// CommonMark's inline reading: code spans, links and escapes first, then emphasis by the
/// delimiter-run rules.
enum MarkdownInlineReader {
    /// A piece of text, or a run of `*`, `_` or `~` that may open or close emphasis.
    private struct Piece {
        var text: String
        var intent: InlinePresentationIntent = []
        var link: URL?
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
    }

    static func append(_ source: String, baseURL: URL?, to result: inout AttributedString) {
        var pieces: [Piece] = []
        read(Array(source), baseURL: baseURL, into: &pieces)
        resolveEmphasis(&pieces)
        for piece in pieces {
            // What is left of a run of marks that paired with nothing is text.
            let text = piece.delimiter.map { String(repeating: $0, count: piece.count) } ?? piece.text
            guard !text.isEmpty else { continue }
            var run = AttributedString(text)
            if !piece.intent.isEmpty { run[AttributeScopes.MarkdownAttributes.InlinePresentationIntentAttribute.self] = piece.intent }
            if let link = piece.link { run[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link }
            result.append(run)
        }
    }

    private static let punctuation = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")

    private static func read(_ text: [Character], baseURL: URL?, link: URL? = nil, into pieces: inout [Piece]) {
        var literal = ""
        func flush() {
            if !literal.isEmpty { pieces.append(Piece(text: literal, link: link)) }
            literal = ""
        }
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count, punctuation.contains(text[index + 1]) {
                literal.append(text[index + 1])
                index += 2
            } else if character == "\\", index + 1 < text.count, text[index + 1] == "\n" {
                literal.append("\n")
                index += 2
            } else if character == "`" {
                let run = text[index...].prefix { $0 == "`" }.count
                if let close = closingBackticks(text, from: index + run, length: run) {
                    flush()
                    var code = String(text[(index + run)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if code.count > 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                        code = String(code.dropFirst().dropLast())
                    }
                    pieces.append(Piece(text: code, intent: .code, link: link))
                    index = close + run
                } else {
                    literal += String(repeating: "`", count: run)
                    index += run
                }
            } else if character == "[", link == nil, let (label, destination, end) = linkAt(text, index) {
                flush()
                let url = URL(string: destination, relativeTo: baseURL)?.absoluteURL ?? URL(string: destination)
                read(label, baseURL: baseURL, link: url, into: &pieces)
                index = end
            } else if character == "*" || character == "_" || character == "~" {
                flush()
                let run = text[index...].prefix { $0 == character }.count
                let before: Character = index > 0 ? text[index - 1] : " "
                let after: Character = index + run < text.count ? text[index + run] : " "
                let leftFlanking = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let rightFlanking = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                var piece = Piece(text: "", link: link, delimiter: character, count: run)
                if character == "_" {
                    piece.canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                    piece.canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
                } else {
                    piece.canOpen = leftFlanking && (character != "~" || run <= 2)
                    piece.canClose = rightFlanking && (character != "~" || run <= 2)
                }
                pieces.append(piece)
                index += run
            } else {
                literal.append(character)
                index += 1
            }
        }
        flush()
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    private static func closingBackticks(_ text: [Character], from start: Int, length: Int) -> Int? {
        var index = start
        while index < text.count {
            if text[index] == "`" {
                let run = text[index...].prefix { $0 == "`" }.count
                if run == length { return index }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[label](destination)` at `start`: its label, its destination and where it ends.
    private static func linkAt(_ text: [Character], _ start: Int) -> ([Character], String, Int)? {
        var depth = 0
        var index = start
        while index < text.count {
            if text[index] == "\\" { index += 2; continue }
            if text[index] == "[" { depth += 1 }
            if text[index] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index + 1 < text.count, text[index] == "]", text[index + 1] == "(" else { return nil }
        let label = Array(text[(start + 1)..<index])
        guard let close = text[(index + 2)...].firstIndex(of: ")") else { return nil }
        var destination = String(text[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
        if let space = destination.firstIndex(of: " ") { destination = String(destination[..<space]) }  // a title follows
        if destination.hasPrefix("<"), destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
        return (label, destination, close + 1)
    }

    /// CommonMark's "process emphasis": each closer, left to right, meets the nearest opener
    /// of its kind; two from each side make strong emphasis (`~` strikethrough), one makes
    /// emphasis; what is left of the runs stays text.
    private static func resolveEmphasis(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard let mark = pieces[closer].delimiter, pieces[closer].canClose, pieces[closer].count > 0 else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var found: Int?
            while opener >= 0 {
                let candidate = pieces[opener]
                if candidate.delimiter == mark, candidate.canOpen, candidate.count > 0 {
                    // The rule of three: a run that can both open and close does not pair with
                    // one whose lengths add to a multiple of three, unless both are.
                    let oddMatch = (candidate.canClose || pieces[closer].canOpen)
                        && (candidate.count + pieces[closer].count) % 3 == 0
                        && !(candidate.count % 3 == 0 && pieces[closer].count % 3 == 0)
                    let tildesMatch = mark != "~" || candidate.count == pieces[closer].count
                    if !oddMatch && tildesMatch {
                        found = opener
                        break
                    }
                }
                opener -= 1
            }
            guard let open = found else {
                closer += 1
                continue
            }
            let used: Int
            let intent: InlinePresentationIntent
            if mark == "~" {
                used = pieces[closer].count
                intent = .strikethrough
            } else {
                used = pieces[open].count >= 2 && pieces[closer].count >= 2 ? 2 : 1
                intent = used == 2 ? .stronglyEmphasized : .emphasized
            }
            for inner in (open + 1)..<closer {
                pieces[inner].intent.formUnion(intent)
                // Runs between a pair can no longer pair with runs outside it.
                if pieces[inner].delimiter != nil { (pieces[inner].canOpen, pieces[inner].canClose) = (false, false) }
            }
            pieces[open].count -= used
            pieces[closer].count -= used
            if pieces[closer].count == 0 { closer += 1 }
        }
    }
}
#endif
