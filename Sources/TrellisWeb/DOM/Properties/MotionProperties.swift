@_spi(TrellisHost) import Trellis

// Motion: transitions, matched geometry and content transitions the client plays.
extension DOMTranslator {
    /// The properties this file translates.
    static let motionProperties: [PropertyName] = [
        .transition, .matchedGeometry, .contentTransition,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyMotion(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.transition, .transition(let transition)):
            description.setAttribute("data-transition", DOMTranslator.transitionAttribute(transition))
        case (.matchedGeometry, .matchedGeometry(let matched)):
            // "key p s target": what travels, and whether this view is only a target.
            let key = String(matched.key.prefix(48).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            let parts = [key, matched.position ? "p" : "", matched.size ? "s" : "", matched.isSource ? "" : "target"]
            description.setAttribute("data-match", parts.filter { !$0.isEmpty }.joined(separator: " "))
        case (.contentTransition, .string(let name)):
            description.setAttribute("data-content-transition", name)
        default:
            modifier()
        }
    }
}
