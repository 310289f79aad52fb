@_spi(TrellisHost) import Trellis

/// The page's CSS: `client.css` (SwiftUI's layout defaults as flexbox, controls that look
/// like the platform's) and the parts made from Trellis' tables.
enum Stylesheet {
    /// The page's whole stylesheet: the rules below and the semantic colours' variables.
    static let page = ClientFiles.stylesheet + semanticColors + symbolEffects

    /// The symbol effects' keyframes (`symbolEffect`), each twice: a discrete effect
    /// switches to the twin to play again.
    static let symbolEffects: String = {
        let frames = [
            "bounce": "0%,100%{transform:none}40%{transform:scale(1.25)}70%{transform:scale(.95)}",
            "bounce-down": "0%,100%{transform:none}40%{transform:scale(.8)}70%{transform:scale(1.05)}",
            "pulse": "0%,100%{opacity:1}50%{opacity:.35}",
            "variableColor": "0%,100%{opacity:1}33%{opacity:.5}66%{opacity:.75}",
            "wiggle": "0%,100%{transform:none}25%{transform:rotate(-12deg)}75%{transform:rotate(12deg)}",
            "rotate": "from{transform:none}to{transform:rotate(360deg)}",
            "rotate-back": "from{transform:none}to{transform:rotate(-360deg)}",
            "breathe": "0%,100%{transform:none;opacity:1}50%{transform:scale(1.12);opacity:.8}",
        ]
        return frames.sorted { $0.key < $1.key }
            .map { "@keyframes t-fx-\($0.key){\($0.value)}\n@keyframes t-fx-\($0.key)-b{\($0.value)}\n" }.joined()
    }()

    /// iOS's semantic colours (`UIColor.systemBackground`, `.label`…) as variables, light and
    /// dark, from the table the `UIColor` statics use.
    static let semanticColors: String = {
        func rgba(_ value: (Double, Double, Double, Double)) -> String {
            "rgba(\(Int(value.0)),\(Int(value.1)),\(Int(value.2)),\(CSSValue.number(value.3)))"
        }
        let light = SemanticColor.allCases.map { "--ui-\($0.rawValue): \(rgba($0.values.light));" }.joined(separator: " ")
        let dark = SemanticColor.allCases.map { "--ui-\($0.rawValue): \(rgba($0.values.dark));" }.joined(separator: " ")
        return ":root { \(light) }\n:root:has(.t-scheme-dark) { \(dark) }\n"
    }()

}
