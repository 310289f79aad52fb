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
        if let lineLimit, lineLimit > 0, lines.count > lineLimit {
            lines.removeSubrange(lineLimit...)
            // The last line shown is cut short with an ellipsis: it fills the width.
            if let width { lines[lines.count - 1] = width }
        }
        let widest = lines.max() ?? 0
        return CGSize(width: (width.map { min(widest, $0) } ?? widest).roundedUpToPixel,
                      height: CGFloat(max(lines.count, 1)) * lineHeight)
    }

    /// Greedy word wrap: words stay whole unless one alone is wider than the line.
    private func wrap(_ paragraph: Substring, scale: CGFloat, width: CGFloat?, into lines: inout [CGFloat]) {
        let space = Self.advance(of: " ") * scale
        guard let width else {
            lines.append(paragraph.reduce(0) { $0 + Self.advance(of: $1) * scale })
            return
        }
        var line: CGFloat = 0
        var lineHasWord = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            // Another space: kept while it fits, dropped at a line's end (never wrapped).
            if word.isEmpty {
                if line + space <= width + 0.01 { line += space }
                continue
            }
            var wordWidth = word.reduce(0) { $0 + Self.advance(of: $1) * scale }
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
            // A word wider than the line breaks between characters.
            if wordWidth > width {
                var part: CGFloat = 0
                for character in word {
                    let advance = Self.advance(of: character) * scale
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

    /// Apple's line heights at the default Dynamic Type size; other sizes scale body's.
    static func lineHeight(of font: Font) -> CGFloat {
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

    /// A character's advance as a fraction of the point size.
    static func advance(of character: Character) -> CGFloat {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x20: return 0.27
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
            return "@%&#".unicodeScalars.contains(scalar) ? 0.8 : 0.3
        case 0x30...0x39: return 0.63
        case 0x41...0x5A: return "MW".unicodeScalars.contains(scalar) ? 0.85 : "IJ".unicodeScalars.contains(scalar) ? 0.3 : 0.66
        case 0x61...0x7A: return "mw".unicodeScalars.contains(scalar) ? 0.85 : "ijlft".unicodeScalars.contains(scalar) ? 0.27 : 0.53
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
