@_spi(TrellisHost) import Trellis

// Drawing effects: transforms, shadows, borders, clips, filters, opacity, blending.
extension DOMTranslator {
    /// The properties this file translates.
    static let effectProperties: [PropertyName] = [
        .transform, .offset, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow,
        .border, .clipShape, .zIndex, .aspectRatio, .filter, .opacity,
        .blendMode, .colorMultiply, .cornerRadius, .maskGradient, .hidden,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyEffect(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (_, .transform(let transform)):
            effect(transform: DOMTranslator.css(transform))
        case (.shadow, .shadow(let shadow)):
            effect(filter: "drop-shadow(\(CSSValue.pixels(shadow.x)) \(CSSValue.pixels(shadow.y)) \(CSSValue.pixels(max(shadow.radius, 0))) \(CSSValue.color(shadow.color)))")
        case (.border, .border(let border)):
            modifier()
            if current.hasRadius { openBox() }
            current.style.append("box-shadow:inset 0 0 0 \(CSSValue.pixels(max(border.width, 0))) \(CSSValue.color(border.color))")
            current.hasRadius = true
        case (.clipShape, .clip(let shape)):
            modifier()
            if current.hasRadius { openBox() }
            current.hasRadius = true
            switch shape {
            case .circle: current.style.append("clip-path:circle(50%)")
            case .ellipse: current.style.append("clip-path:ellipse(50% 50%)")
            case .capsule: current.style.append("border-radius:9999px;overflow:hidden")
            case .roundedRectangle(let radius): current.style.append("border-radius:\(CSSValue.pixels(max(radius, 0)));overflow:hidden")
            case .bounds: current.style.append("overflow:hidden")
            }
        case (.zIndex, .number(let value)):
            modifier()
            current.style.append("position:relative;z-index:\(CSSValue.integer(value, in: -1e6...1e6))")
        case (.aspectRatio, .aspectRatio(let ratio, let mode)):
            modifier()
            if let ratio, ratio > 0, ratio.isFinite { current.style.append("aspect-ratio:\(CSSValue.number(ratio))") }
            if mode == .fill { current.style.append("object-fit:cover") }
        case (.filter, .filter(let filter)):
            effect(filter: DOMTranslator.css(filter))
        case (.maskGradient, .gradient(let paint)):
            modifier()
            if let image = CSSValue.gradient(paint) { current.style.append("-webkit-mask-image:\(image);mask-image:\(image)") }
        case (.hidden, .bool(true)) where kind == .navigationScreen || kind == .tabContent:
            // Not shown, and no space taken: only the top screen or the selected tab is (a
            // class, as a container the engine places is a block by the stylesheet's rule).
            classes.append("t-off")
        case (.hidden, .bool(true)):
            modifier()
            ownStyle.append("visibility:hidden;pointer-events:none")
        case (.colorMultiply, .color(let color)):
            // Multiplies what the view draws by the colour: a layer over it that blends
            // by multiplying (its transparent parts are tinted too: docs/Differences.md).
            modifier()
            openBox()
            current.style.append("--t-multiply:\(CSSValue.color(color))")
            current.className += " t-multiply"
        case (.blendMode, .string(let mode)):
            if ["multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn", "hard-light",
                "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "plus-lighter"].contains(mode) {
                current.style.append("mix-blend-mode:\(mode)")
            }
        case (.cornerRadius, .number(let radius)) where kind == .shape && !sawModifier:
            ownStyle.append("border-radius:\(CSSValue.pixels(radius))")
        case (.cornerRadius, .number(let radius)):
            modifier()
            if current.hasRadius { openBox() }
            current.hasRadius = true
            current.style.append("border-radius:\(CSSValue.pixels(radius));overflow:hidden")
        case (.opacity, .number(let opacity)):
            modifier()
            current.opacity *= min(max(opacity, 0), 1)
        default:
            modifier()
        }
    }
}
