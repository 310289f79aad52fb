@_spi(TrellisHost) import Trellis

// Images: symbols, assets, remote images and their rendering.
extension DOMTranslator {
    /// The properties this file translates.
    static let imageProperties: [PropertyName] = [
        .systemName, .name, .imageScale, .resizable, .symbolEffect,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyImage(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.symbolEffect, .string(let text)):
            modifier()
            if let css = CSSValue.symbolEffect(text) { ownStyle.append(css) }
        case (.systemName, .string(let name)) where SymbolIcons.nearest(name) != nil:
            // A real icon: a mask of the symbol's SVG, painted in the text colour (a
            // variant the table lacks, `heart.circle.fill`, draws as its nearest, `heart`).
            classes.append("t-icon")
            ownStyle.append("--t-icon:url(/_trellis/icons/\(SymbolIcons.nearest(name) ?? name).svg)")
            description.setAttribute("role", "img")
            description.setAttribute("aria-label", name)
        case (.imageScale, .string(let scale)):
            // SF Symbols' scales: about 0.75, 1 and 1.33 of the text.
            if scale == "small" { ownStyle.append("font-size:0.8em") } else if scale == "large" { ownStyle.append("font-size:1.3em") }
        case (.systemName, .string("")):
            // No symbol at all (`Image(systemName: move?.indicator ?? "")`, a game's empty
            // square): iOS draws nothing, so the page shows nothing and reads nothing out.
            description.setAttribute("aria-hidden", "true")
        case (.systemName, .string(let name)):
            // A symbol without an icon: a neutral box of a symbol's size.
            description.text = "◻︎"
            description.setAttribute("role", "img")
            description.setAttribute("aria-label", name)
        case (.name, .string(let name)):
            // An asset image (no asset catalogs here): no pixels, so no size, as the layout
            // engine has it; the neutral box is drawn over the point where it is.
            description.text = "◻︎"
            classes.append("t-asset")
            description.setAttribute("role", "img")
            description.setAttribute("aria-label", name)
        case (.resizable, .bool(true)) where kind == .image:
            // A resizable image takes the size it is offered (a frame or `aspectRatio` bounds it).
            isResizable = true
            current.fillsWidth = true
            current.fillsHeight = true
        default:
            modifier()
        }
    }
}
