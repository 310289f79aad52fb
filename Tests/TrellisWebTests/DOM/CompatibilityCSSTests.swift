import Foundation
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) @testable import TrellisWeb

// What the web host draws for the API the compatibility corpus needed: iOS's semantic
// colours, font features, symbol effects, colour multiplication and platform requests.
@MainActor @Suite("TrellisWeb: compatibility styling")
struct CompatibilityCSSTests {
    @Test func semanticColoursFollowTheSchemeThroughVariables() {
        let text = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("Hi")),
            ElementProperty(.foregroundColor, .color(SemanticColor.secondaryLabel.color)),
        ]))
        #expect(text[attribute: "style"]?.contains("color:var(--ui-secondaryLabel)") == true)
        #expect(Stylesheet.page.contains("--ui-systemBackground: rgba(255,255,255,1);"))
        #expect(Stylesheet.page.contains(":root:has(.t-scheme-dark) { --ui-label: rgba(255,255,255,1);"))
    }

    @Test func fontFeaturesAndTextStyling() {
        let font = CSSValue.font(Font.body.monospacedDigit().smallCaps())
        #expect(font.contains("font-variant-numeric:tabular-nums") && font.contains("font-variant-caps:all-small-caps"))
        let text = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("x")), ElementProperty(.textCase, .string("uppercase")),
        ]))
        #expect(text[attribute: "style"]?.contains("text-transform:uppercase") == true)
    }

    @Test func symbolEffectsAreKeyframeAnimations() {
        #expect(CSSValue.symbolEffect("pulse 0 1.0") == "animation:t-fx-pulse 1s ease-in-out infinite")
        #expect(CSSValue.symbolEffect("bounce 1 2.0 1") == "animation:t-fx-bounce-b 0.3s ease-in-out 1")
        #expect(CSSValue.symbolEffect("disappear 0 1.0") == "opacity:0;transform:scale(.5)")
        #expect(CSSValue.symbolEffect("evil;} 1 1") == nil)
        #expect(Stylesheet.page.contains("@keyframes t-fx-bounce-b{"))
    }

    @Test func colourMultiplicationIsABlendedLayer() {
        let image = DOMTranslator.describe(.image, ElementProperties([
            ElementProperty(.systemName, .string("star")), ElementProperty(.colorMultiply, .color(.blue)),
        ]))
        #expect(image.wrappers.contains { $0.className.contains("t-multiply") && $0.style.contains("--t-multiply:rgb(0,122,255)") })
    }

    @Test func shortcutsBecomeAttributesTheClientListensFor() {
        let button = DOMTranslator.describe(.button, ElementProperties([
            ElementProperty(.title, .string("Save")), ElementProperty(.keyboardShortcut, .string("cmd+shift+s")),
        ]))
        #expect(button[attribute: "data-key"] == "cmd+shift+s")
        let hostile = DOMTranslator.describe(.button, ElementProperties([ElementProperty(.keyboardShortcut, .string("s\" onclick=x"))]))
        #expect(hostile[attribute: "data-key"] == nil)
        #expect(DOMDescription.allowedAttributes.contains("data-key"))
    }

    @Test func platformRequestsBecomeOperations() {
        var writer = DOMBatchWriter()
        writer.request(.openURL(URL(string: "https://example.com/a?b=\"c\"")!))
        writer.request(.copyToPasteboard("line\nbreak"))
        writer.request(.dismissKeyboard)
        writer.request(.share(title: nil, text: "Hi", url: URL(string: "https://example.com/p")))
        #expect(writer.operations == #"["u","https://example.com/a?b=%22c%22"],["c","line\nbreak"],["b"],["h",null,"Hi","https://example.com/p"]"#)
        #expect(ClientFiles.allSources.contains("navigator.share"))
    }

    @Test func locationRequestsGoDownAndTheBrowsersAnswersComeBack() throws {
        var writer = DOMBatchWriter()
        writer.request(.location(.permission))
        writer.request(.location(.watch))
        writer.request(.location(.stop))
        #expect(writer.operations == #"["g","permission"],["g","watch"],["g","stop"]"#)
        let fix = try ClientMessage.parse(#"{"seq":3,"location":"fix 48.8584 2.2945 35 12 -1 0.5 90"}"#)
        guard case .location(.fix(let position)) = fix.kind else { Issue.record("not a fix: \(fix.kind)"); return }
        #expect(position.latitude == 48.8584 && position.longitude == 2.2945 && position.altitude == 35)
        #expect(position.horizontalAccuracy == 12 && position.speed == 0.5 && position.course == 90)
        #expect(try ClientMessage.parse(#"{"seq":4,"location":"denied"}"#).kind == .location(.permission(.denied)))
        #expect(try ClientMessage.parse(#"{"seq":5,"location":"unavailable"}"#).kind == .location(.failure(.unavailable)))
        // Numbers off the Earth, missing or not finite, and unknown words are refused.
        for hostile in ["fix 91 0 0 1 1 1 1", "fix 1 2", "fix nan 0 0 1 1 1 1", "fix 1 2 3 4 5 6 inf", "granted", "fix 1 2 3 4 5 6 7 8"] {
            #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":6,"location":"\#(hostile)"}"#) }
        }
    }

    @Test func surfaceModifiersBecomeAttributesAndStyles() {
        let text = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("x")), ElementProperty(.help, .string("Tip")),
            ElementProperty(.accessibilityHeading, .number(2)), ElementProperty(.fontDesign, .string("serif")),
            ElementProperty(.typesettingLanguage, .string("de_AT")), ElementProperty(.focusable, .bool(true)),
            ElementProperty(.hoverEffect, .string("lift")), ElementProperty(.textScale, .number(0.8)),
        ]))
        #expect(text[attribute: "title"] == "Tip")
        #expect(text[attribute: "role"] == "heading" && text[attribute: "aria-level"] == "2")
        #expect(text[attribute: "lang"] == "de-AT" && text[attribute: "tabindex"] == "0")
        let style = text.wrappers.map(\.style).joined() + (text[attribute: "style"] ?? "")
        #expect(style.contains("font-family:ui-serif") && style.contains("font-size:0.8em"))
        #expect((text.wrappers.map(\.className) + [text[attribute: "class"] ?? ""]).contains { $0.contains("t-hover-lift") })
        let hostile = DOMTranslator.describe(.text, ElementProperties([ElementProperty(.typesettingLanguage, .string("de\" onload=x"))]))
        #expect(hostile[attribute: "lang"] == nil)
        #expect(DOMDescription.allowedAttributes.contains("aria-level") && DOMDescription.allowedAttributes.contains("tabindex"))
    }

    @Test func ellipticalGradientsAndNearestSymbols() {
        let css = CSSValue.gradient(_GradientPaint(geometry: .elliptical(center: .center, startFraction: 0, endFraction: 0.5),
                                                   stops: [.init(color: Color(red: 1, green: 1, blue: 1), location: 0),
                                                           .init(color: Color(red: 0, green: 0, blue: 0), location: 1)]))
        #expect(css == "radial-gradient(100% 100% at 50% 50%, rgb(255,255,255) 0%, rgb(0,0,0) 50%)")
        #expect(SymbolIcons.nearest("heart.circle.fill") != nil)
        #expect(SymbolIcons.nearest("no-such-symbol") == nil)
    }

    @Test func hoverEventsAndAreas() throws {
        let over = try ClientMessage.parse(#"{"seq":1,"element":3,"event":"hover","value":"10 20.5"}"#)
        #expect(over == ClientMessage(seq: 1, event: HostEvent(element: ElementID(3), kind: .hover(x: 10, y: 20.5))))
        let left = try ClientMessage.parse(#"{"seq":2,"element":3,"event":"hover","value":""}"#)
        #expect(left == ClientMessage(seq: 2, event: HostEvent(element: ElementID(3), kind: .hoverEnded)))
        #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":3,"element":3,"event":"hover","value":"1e9 0"}"#) }
        let area = DOMTranslator.describe(.hoverArea, ElementProperties([ElementProperty(.hover, .string("move"))]))
        #expect(area[attribute: "data-hover"] == "move")
        #expect(DOMDescription.allowedAttributes.contains("data-hover") && ClientFiles.allSources.contains("send(page, el, \"hover\""))
    }

    @Test func pageStyleTabViewsAreDotsTheClientSwipes() {
        let pages = DOMTranslator.describe(.tabView, ElementProperties([
            ElementProperty(.tabViewStyle, .string("page")), ElementProperty(.indexBackground, .bool(true)),
        ]))
        let classes = (pages.wrappers.map(\.className) + [pages[attribute: "class"] ?? ""]).joined(separator: " ")
        #expect(classes.contains("t-pages") && classes.contains("t-index-bg"))
        #expect(Stylesheet.page.contains(".t-pages > .t-tabpage > .t-tabitem"))
        #expect(ClientFiles.allSources.contains("closest(\".t-pages\")"))
    }

    @Test func pinchEventsAndAreas() throws {
        let pinch = try ClientMessage.parse(#"{"seq":4,"element":5,"event":"pinch","value":"1.5 -20 0"}"#)
        #expect(pinch == ClientMessage(seq: 4, event: HostEvent(element: ElementID(5), kind: .pinch(PinchSample(scale: 1.5, degrees: -20, ended: false)))))
        #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":5,"element":5,"event":"pinch","value":"0 0 1"}"#) }
        let area = DOMTranslator.describe(.gestureArea, ElementProperties([ElementProperty(.pinch, .bool(true))]))
        #expect(area[attribute: "data-pinch"] == "")
        #expect(DOMDescription.allowedAttributes.contains("data-pinch") && ClientFiles.allSources.contains("send(page, pinch.el, \"pinch\""))
    }

    @Test func keyPressEventsAndAreas() throws {
        let space = try ClientMessage.parse(#"{"seq":6,"element":7,"event":"keyPress","value":"space down 2  "}"#)
        #expect(space == ClientMessage(seq: 6, event: HostEvent(element: ElementID(7), kind: .keyPress(KeySample(key: "space", characters: " ", modifiers: 2, phase: .down)))))
        #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":7,"element":7,"event":"keyPress","value":"a sideways 0 a"}"#) }
        let area = DOMTranslator.describe(.keyPressArea, ElementProperties([ElementProperty(.keys, .keyFilter(phases: 3, keys: ["arrowdown", "arrowup"]))]))
        #expect(area[attribute: "data-keys"] == "3:arrowdown arrowup")
        let hostile = DOMTranslator.describe(.keyPressArea, ElementProperties([ElementProperty(.keys, .keyFilter(phases: 3, keys: ["a\"><script>", "b"]))]))
        #expect(hostile[attribute: "data-keys"] == "3:b")
        #expect(ClientFiles.allSources.contains("send(page, el, \"keyPress\""))
    }
}
