@_spi(TrellisHost) import Trellis

// Text: the element's own text and font, and the text modifiers.
extension DOMTranslator {
    /// The properties this file translates.
    static let textProperties: [PropertyName] = [
        .text, .textRuns, .font, .fontWeight, .italic, .strikethrough, .foregroundColor,
        .fontDesign, .fontWidth, .baselineOffset, .monospacedDigit, .lineLimit, .lineSpacing,
        .multilineTextAlignment, .textCase, .textItalic, .textStrikethrough, .textWeight, .tracking,
        .truncationMode, .typesettingLanguage, .underline, .decorationColor, .decorationPattern, .textScale, .textSelection, .redacted,
        .privacySensitive,
    ]
}

extension DOMTranslator {
    /// Text modifiers whose number becomes one style of the text.
    static let textNumberStyles: [PropertyName: @Sendable (Double) -> String] = [
        .lineSpacing: { "line-height:calc(1.3em + \(CSSValue.pixels($0)))" },
        .tracking: { "letter-spacing:\(CSSValue.pixels($0))" },
        .baselineOffset: { "position:relative;top:\(CSSValue.pixels(-$0))" },
    ]
}

extension DOMTranslator {
    /// The CSS of one run of a text styled in parts: the text styling it has of its own.
    static func runStyle(_ properties: [ElementProperty]) -> String {
        var styles: [String] = []
        var lines: [String] = []
        for property in properties {
            switch (property.name, property.value) {
            case (.font, .font(let font)): styles.append(CSSValue.font(font))
            case (.fontWeight, .string(let raw)):
                if let weight = Font.Weight(rawValue: raw) { styles.append("font-weight:\(CSSValue.weight(weight))") }
            case (.italic, .bool(true)): styles.append("font-style:italic")
            case (.strikethrough, .bool(true)): lines.append("line-through")
            case (.underline, .bool(true)): lines.append("underline")
            case (.foregroundColor, .color(let color)): styles.append("color:\(CSSValue.color(color))")
            case (.decorationColor, .color(let color)): styles.append("text-decoration-color:\(CSSValue.color(color))")
            case (.decorationPattern, .string(let pattern)) where pattern == "dotted" || pattern == "dashed":
                styles.append("text-decoration-style:\(pattern)")
            case (.monospacedDigit, .bool(true)): styles.append("font-variant-numeric:tabular-nums")
            case (.fontDesign, .string(let design)): styles.append("font-family:\(CSSValue.fontFamily(design))")
            case (.fontWidth, .number(let width)): styles.append(CSSValue.fontStretch(width))
            case (let name, .number(let number)):
                if let style = textNumberStyles[name] { styles.append(style(number)) }
            default: break
            }
        }
        if !lines.isEmpty { styles.append("text-decoration:\(lines.joined(separator: " "))") }
        return styles.joined(separator: ";")
    }
}

extension DOMTranslator.Builder {
    mutating func applyText(_ property: ElementProperty) {
        if case .number(let number) = property.value, let style = DOMTranslator.textNumberStyles[property.name] {
            modifier()
            ownStyle.append(style(number))
            return
        }
        switch (property.name, property.value) {
        case (.monospacedDigit, .bool(true)):
            modifier()
            ownStyle.append("font-variant-numeric:tabular-nums")
        // The element's own properties.
        case (.text, .string(let text)) where !sawModifier:
            description.text = text
        case (.textRuns, .textRuns(let runs)) where !sawModifier:
            // Each run's characters (counted as the browser counts a string) and its styling.
            var json = "["
            for (index, run) in runs.enumerated() {
                if index > 0 { json += "," }
                json += "["
                JSON.appendString(DOMTranslator.runStyle(run.properties), to: &json)
                json += ",\(run.text.utf16.count)]"
            }
            description.setAttribute("data-runs", json + "]")
        case (.font, .font(let font)) where !sawModifier:
            ownStyle.append(CSSValue.font(font))
        case (.fontWeight, .string(let raw)) where !sawModifier:
            if let weight = Font.Weight(rawValue: raw) { ownStyle.append("font-weight:\(CSSValue.weight(weight))") }
        case (.italic, .bool(true)) where !sawModifier:
            ownStyle.append("font-style:italic")
        case (.strikethrough, .bool(true)) where !sawModifier:
            ownStyle.append("text-decoration:line-through")
        case (.foregroundColor, .color(let color)) where !sawModifier:
            ownStyle.append("color:\(CSSValue.color(color))")
        case (.multilineTextAlignment, .string(let alignment)):
            modifier()
            ownStyle.append("text-align:\(alignment == "center" ? "center" : alignment == "trailing" ? "end" : "start")")
        case (.textCase, .string(let textCase)):
            modifier()
            ownStyle.append("text-transform:\(textCase == "uppercase" ? "uppercase" : textCase == "lowercase" ? "lowercase" : "none")")
        case (.textWeight, .string(let raw)):
            // Inherited by the text inside, as SwiftUI's environment hands it down.
            modifier()
            if let weight = Font.Weight(rawValue: raw) { ownStyle.append("font-weight:\(CSSValue.weight(weight))") }
        case (.textItalic, .bool(let on)):
            modifier()
            ownStyle.append("font-style:\(on ? "italic" : "normal")")
        case (.textStrikethrough, .bool(true)):
            modifier()
            ownStyle.append("text-decoration:line-through")
        case (.underline, .bool(true)):
            modifier()
            ownStyle.append("text-decoration:underline")
        case (.decorationColor, .color(let color)):
            modifier()
            ownStyle.append("text-decoration-color:\(CSSValue.color(color))")
        case (.decorationPattern, .string(let pattern)) where pattern == "dotted" || pattern == "dashed":
            modifier()
            ownStyle.append("text-decoration-style:\(pattern)")
        case (.fontWidth, .number(let width)):
            modifier()
            ownStyle.append(CSSValue.fontStretch(width))
        case (.redacted, .strings(let names)):
            // Placeholders of the text and images below (their size kept), or of the
            // private views below; `none` (unredacted) shows them again.
            modifier()
            openBox()
            current.className += names.isEmpty ? " t-unredacted"
                : (names.contains("placeholder") ? " t-redacted" : "") + (names.contains("privacy") ? " t-redact-private" : "")
        case (.privacySensitive, .bool(true)):
            modifier()
            openBox()
            current.className += " t-private"
        case (.truncationMode, .string(let mode)):
            // Text is cut at its end by CSS; at its start by writing it right to left.
            modifier()
            if mode == "head" {
                openBox()
                current.className += " t-truncate-head"
            }
        case (.textSelection, .bool(let selectable)):
            modifier()
            ownStyle.append(selectable ? "user-select:text;-webkit-user-select:text" : "user-select:none;-webkit-user-select:none")
        case (.lineLimit, .lineLimit(let most, let least)):
            // At most `most` lines (nil: any), at least `least` tall.
            modifier()
            if let most, most > 0 {
                ownStyle.append(most == 1 ? "white-space:nowrap;overflow:hidden;text-overflow:ellipsis"
                                : "display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden;-webkit-line-clamp:\(min(most, 1000))")
            }
            if least > 0 {
                ownStyle.append("min-height:calc(\(min(least, 1000)) * 1.3em)")
            }
        case (.fontDesign, .string(let design)):
            modifier()
            ownStyle.append("font-family:\(CSSValue.fontFamily(design))")
        case (.textScale, .number(let factor)) where factor > 0 && factor <= 1:
            modifier()
            ownStyle.append("font-size:\(CSSValue.number(factor))em")
        case (.typesettingLanguage, .string(let language))
            where !language.isEmpty && language.count <= 35 && language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }):
            modifier()
            description.setAttribute("lang", language.replacingOccurrences(of: "_", with: "-"))
        default:
            modifier()
        }
    }
}
