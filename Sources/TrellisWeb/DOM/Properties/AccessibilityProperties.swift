@_spi(TrellisHost) import Trellis

// Accessibility: labels, hints, traits, headings, and help.
extension DOMTranslator {
    /// The properties this file translates.
    static let accessibilityProperties: [PropertyName] = [
        .accessibilityElement, .accessibilityHeading, .accessibilityHidden, .accessibilityHint, .accessibilityIdentifier, .accessibilityLabel,
        .accessibilityTraits, .accessibilityValue, .help, .labelsHidden,
    ]
}

extension DOMTranslator {
    /// Modifiers whose text becomes one attribute of the element.
    static let textAttributes: [PropertyName: String] = [
        .accessibilityLabel: "aria-label", .accessibilityHint: "aria-description", .accessibilityValue: "aria-valuetext",
        .accessibilityIdentifier: "data-testid", .help: "title",
    ]
}

extension DOMTranslator.Builder {
    mutating func applyAccessibility(_ property: ElementProperty) {
        if property.name == .accessibilityIdentifier, case .string(let identifier) = property.value {
            // It names the view with the modifiers before it: the box they made, which is
            // the element's own only when they made none.
            modifier()
            description.setAttribute("data-testid", boxes.count > 1 ? nil : identifier)
            current.testID = identifier
            return
        }
        if case .string(let text) = property.value, let attribute = DOMTranslator.textAttributes[property.name] {
            modifier()
            description.setAttribute(attribute, text)
            return
        }
        switch (property.name, property.value) {
        case (.accessibilityTraits, .strings(let names)):
            modifier()
            if names.contains("header") { description.setAttribute("role", "heading") }
            else if names.contains("button") { description.setAttribute("role", "button") }
            else if names.contains("link") { description.setAttribute("role", "link") }
            else if names.contains("image") { description.setAttribute("role", "img") }
            if names.contains("selected") { description.setAttribute("aria-selected", "true") }
            if names.contains("modal") { description.setAttribute("aria-modal", "true") }
        case (.accessibilityElement, .string(let behavior)):
            modifier()
            if behavior != "contain", description[attribute: "role"] == nil { description.setAttribute("role", "group") }
        case (.labelsHidden, .bool(true)):
            classes.append("t-labels-hidden")
        case (.accessibilityHidden, .bool(true)):
            modifier()
            description.setAttribute("aria-hidden", "true")
        case (.accessibilityHeading, .number(let level)):
            modifier()
            description.setAttribute("role", "heading")
            if level >= 1 && level <= 6 { description.setAttribute("aria-level", String(Int(level))) }
        default:
            modifier()
        }
    }
}
