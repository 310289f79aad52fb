@_spi(TrellisHost) import Trellis

/// CSS text for the core's styling values. Every value is built from numbers and fixed
/// keywords, never from user text, so nothing an app shows can escape into a style.
enum CSSValue {
    /// A CSS easing for an animation curve.
    static func easing(_ curve: Animation.Curve) -> String {
        switch curve {
        case .default, .easeInOut: "ease-in-out"
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .spring: "cubic-bezier(0.5, 1.4, 0.4, 0.9)"
        }
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A whole number within `range` (a z-index, a span, a colour channel); one that is not
    /// finite (NaN from user arithmetic) counts as 0, as in `number`: `Int(_:)` would trap
    /// and stop the host process.
    static func integer(_ value: Double, in range: ClosedRange<Double>) -> Int {
        Int(min(max(value.isFinite ? value : 0, range.lowerBound), range.upperBound).rounded(.towardZero))
    }

    /// The finite numbers in a space-separated list (shape sizes, dashes, view boxes).
    /// A number as a form control's value: exact, in JavaScript's notation.
    static func exact(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A gradient as a CSS image; nil without stops.
    static func gradient(_ paint: _GradientPaint) -> String? {
        let stops = paint.stops.map { (color: color($0.color), location: min(max(Double($0.location), 0), 1)) }
        guard !stops.isEmpty else { return nil }
        switch paint.geometry {
        case .linear(let degrees):
            return "linear-gradient(\(number(degrees))deg, " + stops.map { "\($0.color) \(number($0.location * 100))%" }.joined(separator: ", ") + ")"
        case .radial(let center, let start, let end):
            let span = max(end - start, 1)
            return "radial-gradient(circle at \(number(center.x * 100))% \(number(center.y * 100))%, "
                + stops.map { "\($0.color) \(pixels(start + $0.location * span))" }.joined(separator: ", ") + ")"
        case .elliptical(let center, let start, let end):
            // Radii as fractions of the frame: a ray of 100% of each side.
            let span = end - start
            return "radial-gradient(100% 100% at \(number(center.x * 100))% \(number(center.y * 100))%, "
                + stops.map { "\($0.color) \(number((start + $0.location * span) * 100))%" }.joined(separator: ", ") + ")"
        case .angular(let center, let degrees):
            return "conic-gradient(from \(number(degrees))deg at \(number(center.x * 100))% \(number(center.y * 100))%, "
                + stops.map { "\($0.color) \(number($0.location * 100))%" }.joined(separator: ", ") + ")"
        case .mesh(let columns, let rows, let points, let background):
            // No mesh in CSS: each vertex's colour fades out over the cells around it (one
            // radial gradient per vertex, reaching the next vertex), over the background.
            let reachX = 100 / Double(max(columns - 1, 1)), reachY = 100 / Double(max(rows - 1, 1))
            let layers = zip(points, stops).map { point, stop in
                "radial-gradient(\(number(reachX))% \(number(reachY))% at \(number(point.x * 100))% \(number(point.y * 100))%, "
                    + "\(stop.color), transparent)"
            }
            let base = color(background)
            return (layers + ["linear-gradient(\(base), \(base))"]).joined(separator: ", ")
        }
    }

    static func numbers(_ text: String) -> [Double] {
        text.split(separator: " ").compactMap { Double($0) }.filter(\.isFinite)
    }

    /// SVG path data reduced to the commands and number characters `Path` writes.
    static func pathData(_ data: String) -> String {
        String(data.unicodeScalars.filter { "MLQCZ0123456789 .-+e".unicodeScalars.contains($0) })
    }

    static func pixels(_ value: Double) -> String {
        number(value) + "px"
    }

    static func color(_ color: Color) -> String {
        // The label colours and iOS's semantic colours follow the page's scheme
        // (preferredColorScheme) through its variables; `base` is the variable's own opacity.
        if let name = color.name {
            let scheme: (variable: String, base: Double)? = if name == "primary" || name == "secondary" {
                (name == "primary" ? "var(--label)" : "var(--secondary)", name == "primary" ? 1 : 0.6)
            } else if let semantic = SemanticColor(colorName: name) {
                ("var(--ui-\(semantic.rawValue))", semantic.values.light.3)
            } else {
                nil
            }
            if let (variable, base) = scheme {
                let alpha = min(max(color.opacity / base, 0), 1)
                return alpha >= 1 ? variable : "color-mix(in srgb,\(variable) \(number(alpha * 100))%,transparent)"
            }
        }
        func channel(_ value: Double) -> String { String(integer((value * 255).rounded(), in: 0...255)) }
        let alpha = color.opacity.isFinite ? min(max(color.opacity, 0), 1) : 1
        if alpha == 1 { return "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))" }
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(number(alpha)))"
    }

    /// A symbol effect ("name plays speed [parity]") as CSS: a keyframe animation (its `-b`
    /// twin restarts it when a discrete effect plays again), or the state a held effect
    /// leaves (scaled, hidden). Only the names below; anything else draws nothing.
    static func symbolEffect(_ text: String) -> String? {
        let parts = text.split(separator: " ").map(String.init)
        guard parts.count >= 3, let plays = Int(parts[1]), let speed = Double(parts[2]), speed > 0, speed.isFinite else { return nil }
        let twin = parts.count > 3 && parts[3] == "1" ? "-b" : ""
        let seconds: Double
        switch parts[0] {
        case "scale-up": return "transform:scale(1.2)"
        case "scale-down": return "transform:scale(.8)"
        case "disappear": return "opacity:0;transform:scale(.5)"
        case "appear": return "opacity:1"
        case "bounce", "bounce-down", "wiggle": seconds = 0.6
        case "pulse", "rotate", "rotate-back": seconds = 1
        case "variableColor": seconds = 1.2
        case "breathe": seconds = 2
        default: return nil
        }
        let count = plays == 0 ? "infinite" : String(min(plays, 100))
        return "animation:t-fx-\(parts[0])\(twin) \(number(seconds / speed))s ease-in-out \(count)"
    }

    /// A font width (`Font.Width`'s value, -0.3 to 0.2 for the named ones) as CSS.
    static func fontStretch(_ width: Double) -> String {
        "font-stretch:\(number(100 + width * 125))%"
    }

    static func weight(_ weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "100"
        case .thin: "200"
        case .light: "300"
        case .regular: "400"
        case .medium: "500"
        case .semibold: "600"
        case .bold: "700"
        case .heavy: "800"
        case .black: "900"
        }
    }

    /// The font families for a `Font.Design`'s name (`fontDesign(_:)` and fonts with a design).
    static func fontFamily(_ design: String) -> String {
        switch design {
        case "monospaced": "ui-monospace,'DejaVu Sans Mono',monospace"
        case "serif": "ui-serif,Georgia,serif"
        case "rounded": "ui-rounded,system-ui,sans-serif"
        default: "system-ui,-apple-system,'Segoe UI','DejaVu Sans',sans-serif"
        }
    }

    /// The declarations for a font: size, weight, family, style.
    static func font(_ font: Font) -> String {
        var css = "font-size:\(pixels(font.size))"
        if font.weight != .regular { css += ";font-weight:\(weight(font.weight))" }
        if let name = font.customName {
            // Font names are app-chosen text: keep only characters a family name needs.
            let safe = String(name.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " || $0 == "-" || ("0"..."9").contains($0) })
            css += ";font-family:'\(safe)',system-ui,sans-serif"
        } else if font.design != .default {
            css += ";font-family:\(fontFamily(font.design.rawValue))"
        }
        if font.isItalic { css += ";font-style:italic" }
        if font.features.contains(.tabularDigits) { css += ";font-variant-numeric:tabular-nums" }
        if font.features.contains(.lowercaseSmallCaps) {
            css += font.features.contains(.uppercaseSmallCaps) ? ";font-variant-caps:all-small-caps" : ";font-variant-caps:small-caps"
        } else if font.features.contains(.uppercaseSmallCaps) {
            css += ";font-variant-caps:all-small-caps"
        }
        switch font.leading {
        case .tight: css += ";line-height:1.15"
        case .loose: css += ";line-height:1.5"
        case .standard:
            // Apple's line height for the font, as the test host measures text.
            css += ";line-height:\(pixels(Double(SystemFontMetrics.lineHeight(of: font))))"
        }
        if font.width.value != 0 { css += ";" + fontStretch(Double(font.width.value)) }
        return css
    }

    static func flexAlignment(_ alignment: HorizontalAlignment) -> String {
        switch alignment {
        case .leading: "flex-start"
        case .trailing: "flex-end"
        default: "center"
        }
    }

    static func flexAlignment(_ alignment: VerticalAlignment) -> String {
        switch alignment {
        case .top: "flex-start"
        case .bottom: "flex-end"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        default: "center"
        }
    }

    static func textAlign(_ alignment: HorizontalAlignment) -> String {
        switch alignment {
        case .leading: "left"
        case .trailing: "right"
        default: "center"
        }
    }

    static func insets(_ insets: EdgeInsets) -> String {
        "\(pixels(Double(insets.top))) \(pixels(Double(insets.trailing))) \(pixels(Double(insets.bottom))) \(pixels(Double(insets.leading)))"
    }
}
