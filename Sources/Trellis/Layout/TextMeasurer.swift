import Foundation

/// Measures text for layout: the one thing the engine cannot know itself. The test host
/// uses `SystemFontMetrics`; a browser measures its own text; a terminal counts cells.
@_spi(TrellisHost) public protocol TextMeasurer {
    /// The size of `text` set in `font` (nil: the body style), wrapped at word
    /// boundaries to `width` (nil: each line as long as it needs), at most `lineLimit`
    /// lines (nil: any number).
    func measure(_ text: String, font: Font?, width: CGFloat?, lineLimit: Int?) -> CGSize
}

/// A deterministic model of Apple's system font (SF Pro) at the default Dynamic Type size,
/// so a test's frames are the same on every machine: line heights are Apple's for each
/// text style (body 17 pt on 22 pt lines); advances are per class of character, as a
/// fraction of the point size, close to SF Pro's averages (narrow letters such as `i` and
/// `l` 0.27, lowercase 0.53, uppercase and digits 0.63, wide letters such as `m` and `W`
/// 0.85, a space 0.27, East Asian characters and emoji 1.0), a little wider for heavier
/// weights. Exact glyph widths differ from Apple's by a few per cent: compare layouts
/// that depend on text with a tolerance, and exact frames only for views of fixed size.
@_spi(TrellisHost) public struct SystemFontMetrics: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: Font?, width: CGFloat?, lineLimit: Int?) -> CGSize {
        let font = font ?? .body
        let size = CGFloat(font.size)
        let scale = size * Self.weightFactor(font.weight)
        let lineHeight = Self.lineHeight(of: font)
        var lines: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            wrap(paragraph, scale: scale, width: width, into: &lines)
        }
        return WordWrap.size(of: lines, lineHeight: lineHeight, width: width, lineLimit: lineLimit)
    }

    /// Each paragraph's words (split at spaces), measured with this model, wrapped.
    private func wrap(_ paragraph: Substring, scale: CGFloat, width: CGFloat?, into lines: inout [CGFloat]) {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
        let widths = words.map { Self.width(of: $0, scale: scale) }
        WordWrap.wrap(widths, space: Self.advance(of: " ") * scale, width: width, into: &lines) { index in
            words[index].map { Self.advance(of: $0) * scale }
        }
    }

    /// Apple's line heights at the default Dynamic Type size; other sizes scale body's.
    /// The web host sets its texts' lines to the same heights.
    public static func lineHeight(of font: Font) -> CGFloat {
        if let style = font.style, CGFloat(font.size) == CGFloat(style.pointSize) {
            switch style {
            case .largeTitle: return 41
            case .title: return 34
            case .title2: return 28
            case .title3: return 25
            case .headline, .body: return 22
            case .callout: return 21
            case .subheadline: return 20
            case .footnote: return 18
            case .caption: return 16
            case .caption2: return 13
            }
        }
        return (CGFloat(font.size) * 1.2).roundedUpToPixel
    }

    static func weightFactor(_ weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight, .thin, .light: 0.97
        case .regular: 1
        case .medium: 1.02
        case .semibold: 1.04
        case .bold: 1.06
        case .heavy, .black: 1.09
        }
    }

    /// A word's advance at `scale`. An ASCII word is read byte by byte (each byte is a
    /// character), without breaking it into grapheme clusters: the same sum, much cheaper.
    static func width(of word: Substring, scale: CGFloat) -> CGFloat {
        var total: CGFloat = 0
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in word.utf8 { total += advance(ofScalar: UInt32(byte)) * scale }
        } else {
            for character in word { total += advance(of: character) * scale }
        }
        return total
    }

    /// A character's advance as a fraction of the point size.
    static func advance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        return advance(ofScalar: scalar.value)
    }

    /// The advance of a character that starts with the scalar `value`.
    static func advance(ofScalar value: UInt32) -> CGFloat {
        switch value {
        case 0x20: return 0.27
        case 0x23, 0x25, 0x26, 0x40: return 0.8  // # % & @
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return 0.3
        case 0x30...0x39: return 0.63
        case 0x4D, 0x57, 0x6D, 0x77: return 0.85  // M W m w
        case 0x49, 0x4A: return 0.3  // I J
        case 0x41...0x5A: return 0.66
        case 0x66, 0x69, 0x6A, 0x6C, 0x74: return 0.27  // f i j l t
        case 0x61...0x7A: return 0.53
        case 0x00...0x1F: return 0
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F000...0x1FAFF: return 1
        default: return 0.56
        }
    }
}

extension CGFloat {
    /// Rounded up to a third of a point: a 3× screen's pixel, as Apple's text sizes are.
    var roundedUpToPixel: CGFloat { (self * 3 - 0.001).rounded(.up) / 3 }
}

/// Greedy word wrap over measured words, as both Apple's text and a browser's
/// (`overflow-wrap: anywhere`) break lines: words stay whole unless one alone is wider
/// than the line; a run of spaces is kept while it fits and dropped at a line's end.
@_spi(TrellisHost) public enum WordWrap {
    /// Appends the width of each line of one paragraph to `lines`. `words` are the widths
    /// of the paragraph's words split at single spaces (an empty word is an extra space);
    /// `pieces(i)` gives the advances that word `i` may break between when it is wider
    /// than the line.
    /// The size of wrapped `lines`, at most `lineLimit` of them (the last one shown is cut
    /// short with an ellipsis, so it fills the width), rounded up to a pixel.
    public static func size(of lines: [CGFloat], lineHeight: CGFloat, width: CGFloat?, lineLimit: Int?) -> CGSize {
        var lines = lines
        if let lineLimit, lineLimit > 0, lines.count > lineLimit {
            lines.removeSubrange(lineLimit...)
            if let width { lines[lines.count - 1] = width }
        }
        let widest = lines.max() ?? 0
        return CGSize(width: (width.map { min(widest, $0) } ?? widest).roundedUpToPixel,
                      height: CGFloat(max(lines.count, 1)) * lineHeight)
    }

    public static func wrap(_ words: [CGFloat], space: CGFloat, width: CGFloat?, into lines: inout [CGFloat],
                            pieces: (Int) -> [CGFloat]) {
        guard let width else {
            lines.append(words.reduce(0, +) + space * CGFloat(max(words.count - 1, 0)))
            return
        }
        var line: CGFloat = 0
        var lineHasWord = false
        for (index, measured) in words.enumerated() {
            if measured == 0 {
                if line + space <= width + 0.01 { line += space }
                continue
            }
            var wordWidth = measured
            let needed = lineHasWord ? line + space + wordWidth : wordWidth
            if needed <= width + 0.01 || !lineHasWord && wordWidth <= width + 0.01 {
                line = needed
                lineHasWord = true
                continue
            }
            if lineHasWord {
                lines.append(line)
                line = 0
                lineHasWord = false
            }
            if wordWidth > width {
                var part: CGFloat = 0
                for advance in pieces(index) {
                    if part > 0 && part + advance > width + 0.01 {
                        lines.append(part)
                        part = 0
                    }
                    part += advance
                }
                wordWidth = part
            }
            line = wordWidth
            lineHasWord = true
        }
        lines.append(line)
    }
}
