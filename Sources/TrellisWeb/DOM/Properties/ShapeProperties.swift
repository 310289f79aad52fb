@_spi(TrellisHost) import Trellis

// Shapes: their outline or path, fill and stroke.
extension DOMTranslator {
    /// The properties this file translates.
    static let shapeProperties: [PropertyName] = [
        .shape, .path, .pathFrames, .cornerSize, .cornerRadii, .dash,
        .dashPhase, .fill, .fillGradient, .fillRule, .stroke, .lineWidth,
        .lineCap, .lineJoin, .miterLimit, .inset, .viewBox,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyShape(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.pathFrames, .strings(let frames)) where kind == .shape:
            description.setAttribute("data-frames", frames.map(CSSValue.pathData).joined(separator: "|"))
        case (.shape, .string(let shape)) where kind == .shape:
            switch shape {
            // SwiftUI draws a circle of the frame's shorter side, centred in it: a frame
            // of 115 × 199 shows a 115-point circle, not an ellipse.
            case "circle": ownStyle.append("border-radius:50%;aspect-ratio:1;clip-path:circle(closest-side)")
            case "ellipse": ownStyle.append("border-radius:50%")
            case "capsule": ownStyle.append("border-radius:9999px")
            default: break
            }
        case (.cornerSize, .size(let width, let height)) where kind == .shape && !sawModifier:
            ownStyle.append("border-radius:\(CSSValue.pixels(width)) / \(CSSValue.pixels(height))")
        case (.cornerRadii, .numbers(let corners)) where kind == .shape && !sawModifier:
            if corners.count == 4 { ownStyle.append("border-radius:" + corners.map(CSSValue.pixels).joined(separator: " ")) }
        case (.inset, .number(let amount)) where kind == .shape && !sawModifier:
            // The box keeps its size; paint starts `amount` inside it (a fill inside a
            // transparent border, `ShapePaint.css`; a stroke by its outline's offset).
            shape.inset = amount
        case (.path, .string(let data)) where kind == .shape && !sawModifier:
            shape.isPath = true
            description.tag = "svg"
            classes.append("t-path")
            shape.pathData = CSSValue.pathData(data)
            description.setAttribute("d", CSSValue.pathData(data))
        case (.viewBox, .string(let box)) where kind == .shape && !sawModifier:
            let numbers = CSSValue.numbers(box)
            if numbers.count == 4 {
                description.setAttribute("viewBox", numbers.map(CSSValue.number).joined(separator: " "))
                description.setAttribute("preserveAspectRatio", "none")
                classes.append("t-path-scaled")
            }
        case (.fill, .color(let color)) where kind == .shape:
            shape.hasFill = true
            ownStyle.append(shape.isPath ? "fill:\(CSSValue.color(color))" : "background-color:\(CSSValue.color(color))")
        case (.fillGradient, .gradient(let paint)) where kind == .shape && !shape.isPath:
            // A box shape paints the gradient.
            shape.hasFill = true
            if let image = CSSValue.gradient(paint) { ownStyle.append("background-image:\(image)") }
        case (.fillGradient, .gradient(let paint)) where kind == .shape && !classes.contains("t-path-scaled"):
            // A path paints it clipped to its outline (`ShapePaint.css`).
            shape.hasFill = true
            shape.pathGradient = CSSValue.gradient(paint)
        case (.fillRule, .string("evenodd")) where kind == .shape:
            ownStyle.append("fill-rule:evenodd")
        case (.stroke, .color(let color)) where kind == .shape:
            shape.stroke = color
        case (.lineWidth, .number(let width)) where kind == .shape && !sawModifier:
            shape.lineWidth = width
        case (.lineCap, .string(let cap)) where kind == .shape && !sawModifier && ["round", "square"].contains(cap):
            shape.extraStroke.append("stroke-linecap:\(cap)")
        case (.lineJoin, .string(let join)) where kind == .shape && !sawModifier && ["round", "bevel"].contains(join):
            shape.extraStroke.append("stroke-linejoin:\(join)")
        case (.miterLimit, .number(let limit)) where kind == .shape && !sawModifier:
            shape.extraStroke.append("stroke-miterlimit:\(CSSValue.number(limit))")
        case (.dash, .numbers(let dash)) where kind == .shape && !sawModifier:
            shape.dash = dash.filter(\.isFinite)
        case (.dashPhase, .number(let phase)) where kind == .shape && !sawModifier:
            shape.extraStroke.append("stroke-dashoffset:\(CSSValue.number(phase))")
        default:
            modifier()
        }
    }
}
