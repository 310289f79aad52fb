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
        case (.matchedGeometry, .string(let key)):
            description.setAttribute("data-match", String(key.prefix(64)))
        case (.contentTransition, .string(let name)):
            description.setAttribute("data-content-transition", name)
        default:
            modifier()
        }
    }
}
