@_spi(TrellisHost) import Trellis

// Paint: backgrounds, gradients, materials, the accent colour and the colour scheme.
extension DOMTranslator {
    /// The properties this file translates.
    static let paintProperties: [PropertyName] = [
        .background, .backgroundGradient, .backgroundMaterial, .accentColor, .color, .gradient,
        .preferredColorScheme,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyPaint(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.accentColor, .color(let color)):
            modifier()
            ownStyle.append("--accent:\(CSSValue.color(color));accent-color:\(CSSValue.color(color))")
        case (.backgroundMaterial, .number(let thickness)):
            let percent = CSSValue.number((min(max(thickness, 0), 1) * 100).rounded())
            paintBackground("background-color:color-mix(in srgb,var(--card) \(percent)%,transparent);backdrop-filter:blur(20px) saturate(1.8)")
        case (.gradient, .gradient(let paint)) where kind == .color:
            if let image = CSSValue.gradient(paint) { ownStyle.append("background-image:\(image)") }
        case (.backgroundGradient, .gradient(let paint)):
            paintBackground(CSSValue.gradient(paint).map { "background-image:\($0)" })
        case (.color, .color(let color)) where kind == .color:
            ownStyle.append("background-color:\(CSSValue.color(color))")
        case (.background, .color(let color)):
            paintBackground("background-color:\(CSSValue.color(color))")
        case (.preferredColorScheme, .string(let scheme)) where scheme == "dark" || scheme == "light":
            modifier()
            // The page follows the scheme while this element is on it (see the stylesheet).
            classes.append("t-scheme-\(scheme)")
        default:
            modifier()
        }
    }
}
