@_spi(TrellisHost) import Trellis

// Interaction: gestures, hovering, keys, focus, and what turns input off.
extension DOMTranslator {
    /// The properties this file translates.
    static let interactionProperties: [PropertyName] = [
        .disabled, .allowsHitTesting, .focusable, .focused, .focusEffectDisabled, .hover,
        .hoverEffect, .hoverEffectDisabled, .keys, .drag, .longPress, .pinch,
        .scrollVisibility, .spatialTap, .tapCount, .dragItem, .dropDestination,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyInteraction(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.focused, .bool(let focused)) where kind == .textField || kind == .secureField:
            description.setAttribute("data-focus", focused ? "true" : "false")
        case (.allowsHitTesting, .bool(false)):
            current.style.append("pointer-events:none")
        case (.disabled, .bool(true)):
            disabled = true
            description.setAttribute("disabled", "")
        case (.tapCount, .number(let count)) where kind == .gestureArea && !sawModifier:
            // A single tap is the default; it is written only beside a long press (below).
            if count >= 2 { description.setAttribute("data-taps", "2") } else { takesSingleTaps = true }
        case (.spatialTap, .bool(true)) where kind == .gestureArea && !sawModifier:
            description.setAttribute("data-spatial", "")
        case (.drag, .number(let distance)) where kind == .gestureArea && !sawModifier:
            description.setAttribute("data-drag", CSSValue.exact(min(max(distance.rounded(), 0), 1000)))
        case (.pinch, .bool(true)) where kind == .gestureArea && !sawModifier:
            description.setAttribute("data-pinch", "")
        case (.longPress, .number(let seconds)) where kind == .gestureArea && !sawModifier:
            description.setAttribute("data-press", String(CSSValue.integer(seconds * 1000, in: 0...60_000)))
        case (.hover, .string(let mode)) where kind == .hoverArea && !sawModifier && (mode == "enter" || mode == "move"):
            description.setAttribute("data-hover", mode)
        case (.scrollVisibility, .number(let threshold)) where kind == .scrollVisibilityArea && !sawModifier:
            description.setAttribute("data-visible-at", CSSValue.exact(min(max(threshold, 0), 1)))
        case (.dragItem, .bool(true)) where kind == .dragSource && !sawModifier:
            description.setAttribute("draggable", "true")
            description.setAttribute("data-drag-item", "")
        case (.dropDestination, .bool(true)) where kind == .dropArea && !sawModifier:
            description.setAttribute("data-drop", "")
        case (.keys, .keyFilter(let phases, let keys)) where kind == .keyPressArea && !sawModifier:
            // The client's form, "phases:names" ("*": every key); names as the browser
            // gives them, lower-cased letters and digits only.
            let names = keys?.filter { !$0.isEmpty && $0.count <= 20 && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }
            description.setAttribute("data-keys", "\(phases & 7):" + (names.map { $0.prefix(64).joined(separator: " ") } ?? "*"))
        case (.focusable, .bool(let focusable)):
            modifier()
            description.setAttribute("tabindex", focusable ? "0" : "-1")
        case (.focusEffectDisabled, .bool(true)):
            modifier()
            classes.append("t-no-focus-ring")
        case (.hoverEffect, .string(let effect)) where effect == "highlight" || effect == "lift":
            modifier()
            classes.append("t-hover-\(effect)")
        case (.hoverEffectDisabled, .bool(true)):
            modifier()
            classes.append("t-no-hover")
        default:
            modifier()
        }
    }
}
