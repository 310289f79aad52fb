import Foundation
import Logging
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisRowTable
@_spi(TrellisHost) @testable import TrellisWeb

/// Element properties as the page shows them: HTML, CSS and attributes.
@MainActor
@Suite("Elements as HTML and CSS")
struct TranslationTests {
    @Test func modifiersBecomeCSSInTheOrderTheyApply() {
        let text = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("Hi")),
            ElementProperty(.font, .font(.headline)),
            ElementProperty(.padding, .insets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))),
            ElementProperty(.background, .color(.red)),
            ElementProperty(.padding, .insets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))),
        ]))
        #expect(text.tag == "span")
        #expect(text.text == "Hi")
        #expect(text[attribute: "style"] == "font-size:17px;font-weight:600;line-height:22px;padding:4px 4px 4px 4px;background-color:rgb(255,59,48)")
        // Padding outside a background needs a box of its own, as in SwiftUI's layout.
        #expect(text.wrappers == [DOMDescription.Wrapper(className: "t-box", style: "padding:8px 8px 8px 8px")])

        let stack = DOMTranslator.describe(.vStack, ElementProperties([
            ElementProperty(.alignment, .string("leading")),
            ElementProperty(.frame, .frame(FrameLayout(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                         minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .center))),
        ]))
        #expect(stack[attribute: "style"] == "align-items:flex-start")
        #expect(stack.wrappers.first?.className == "t-box t-fill-w")
    }

    @Test func numbersThatAreNotNumbersDrawNothingAndStopNothing() {
        // User arithmetic divides by a zero height on a first pass (a real app's
        // `(maxY - y) / maxY` hue): SwiftUI draws on; the host process must not stop.
        let color = Color(hue: .nan, saturation: .infinity, brightness: 1)
        #expect(CSSValue.color(color) == "rgb(255,255,255)", "hue and saturation count as 0")
        #expect(CSSValue.color(Color(red: .nan, green: 0.5, blue: 1, opacity: .nan)) == "rgb(0,128,255)")
        let stacked = DOMTranslator.describe(.vStack, ElementProperties([ElementProperty(.zIndex, .number(.nan))]))
        let style = stacked.wrappers.first?.style ?? stacked[attribute: "style"] ?? ""
        #expect(style.contains("z-index:0"))
        let spanning = DOMTranslator.describe(.color, ElementProperties([ElementProperty(.gridCellColumns, .number(.nan))]))
        #expect((spanning.wrappers.first?.style ?? spanning[attribute: "style"] ?? "").contains("grid-column-end:span 1"))
    }

    @Test func aPaddingOutsideABackgroundViewIsABoxAroundTheLayers() {
        // `.background(RoundedRectangle()).padding(.horizontal)`: the layer covers the view
        // only, so the padding is a box around the layered element, not its own padding
        // (a layer spans its element's padding box).
        let layered = DOMTranslator.describe(.layered, ElementProperties([
            ElementProperty(.padding, .insets(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))),
        ]))
        #expect(layered[attribute: "style"] == nil)
        #expect(layered.wrappers == [DOMDescription.Wrapper(className: "t-box", style: "padding:0px 16px 0px 16px")])
    }

    @Test func anIdentifierNamesTheBoxOfTheViewItWasAttachedTo() {
        let fixed = FrameLayout(minWidth: nil, idealWidth: 200, maxWidth: nil, minHeight: nil, idealHeight: nil, maxHeight: nil,
                                alignment: .center)
        // After a frame on a stack: the frame's box is the view named.
        let framed = DOMTranslator.describe(.vStack, ElementProperties([
            ElementProperty(.frame, .frame(fixed)),
            ElementProperty(.accessibilityIdentifier, .string("card")),
        ]))
        #expect(framed[attribute: "data-testid"] == nil)
        #expect(framed.wrappers.map(\.testID) == ["card"])
        // Before a padding: the element is the view named; the padding goes around it.
        let padded = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("Hi")),
            ElementProperty(.accessibilityIdentifier, .string("label")),
            ElementProperty(.padding, .insets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))),
        ]))
        #expect(padded[attribute: "data-testid"] == "label")
        #expect(padded.wrappers == [DOMDescription.Wrapper(className: "t-box", style: "padding:4px 4px 4px 4px")])
    }


    @Test func userShapesAreSVGPathsAndBuiltInShapesStayCSSBoxes() {
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }
        struct Shapes: View {
            var body: some View {
                VStack {
                    Wedge().fill(Color.red).frame(width: 40, height: 20)
                    Wedge().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 20)
                    Wedge().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [3, 1]))
                    Circle().strokeBorder(Color.green, lineWidth: 4)
                }
            }
        }
        let session = makeSession(Shapes())
        let html = session.renderPage()
        // A fixed frame: drawn at its own size, no stretching.
        #expect(html.contains(#"class="t-shape t-path t-framed t-fixed-w t-fixed-h" style="fill:rgb(255,59,48);width:40px;flex-shrink:0;height:20px;"#))
        #expect(html.contains(#"<path d="M0 0L40 10L0 20Z"></path></svg>"#))
        // A gradient fills a path as the element's background, clipped to the path (SVG
        // takes no CSS gradient).
        #expect(html.contains(#"fill:transparent;background-image:linear-gradient("#))
        #expect(html.contains(#"clip-path:path(&quot;M0 0L40 10L0 20Z&quot;)"#))
        // No fixed frame: a 100×100 drawing stretched to the frame, strokes kept their width.
        #expect(html.contains(#"preserveAspectRatio="none""#) && html.contains(#"viewBox="0 0 100 100""#))
        #expect(html.contains("fill:none;stroke:rgb(0,122,255);stroke-width:2;stroke-linejoin:round;stroke-dasharray:3 1"))
        #expect(html.contains(#"<path d="M0 0L100 50L0 100Z"></path>"#))
        // A built-in shape is a box; strokeBorder keeps the outline inside it, and without a
        // fill needs no border to inset (a border would grow a box smaller than twice it).
        #expect(html.contains("border-radius:50%;aspect-ratio:1;clip-path:circle(closest-side);outline:4px solid rgb(52,199,89);outline-offset:-4px"))
        // A fill inset by 30 sits in a transparent border.
        let insetFill = DOMTranslator.describe(.shape, ElementProperties([
            ElementProperty(.shape, .string("rectangle")), ElementProperty(.inset, .number(30)), ElementProperty(.fill, .color(.red)),
        ]))
        #expect(insetFill[attribute: "style"]?.contains("border:30px solid transparent;background-clip:padding-box") == true)
        // iOS 17's stroke over a fill keeps the fill.
        let both = DOMTranslator.describe(.shape, ElementProperties([
            ElementProperty(.path, .string("M0 0L1 1Z")), ElementProperty(.fill, .color(.red)),
            ElementProperty(.stroke, .color(.black)), ElementProperty(.lineWidth, .number(2)),
        ]))
        #expect(both[attribute: "style"] == "fill:rgb(255,59,48);stroke:rgb(0,0,0);stroke-width:2")
        // A web view is a sandboxed frame of a web address or markup; no other scheme.
        let page = DOMTranslator.describe(.webView, ElementProperties([ElementProperty(.url, .string("https://swift.org/"))]))
        #expect(page.tag == "iframe" && page[attribute: "src"] == "https://swift.org/")
        #expect(page[attribute: "sandbox"] == "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox")
        let script = DOMTranslator.describe(.webView, ElementProperties([ElementProperty(.url, .string("javascript:alert(1)"))]))
        #expect(script[attribute: "src"] == nil)
        let markup = DOMTranslator.describe(.webView, ElementProperties([ElementProperty(.htmlDocument, .string("<p title=\"x\">Hi</p>"))]))
        #expect(markup[attribute: "srcdoc"] == "<p title=\"x\">Hi</p>" && markup[attribute: "sandbox"] != nil)
        // Path data from the core passes only the characters paths are made of.
        let hostile = DOMTranslator.describe(.shape, ElementProperties([ElementProperty(.path, .string("M0 0\"/><script>L1 1"))]))
        #expect(hostile[attribute: "d"] == "M0 0L1 1")
    }


    @Test func iOSInputTraitsBecomeTheBrowsersAttributes() {
        let field = DOMTranslator.describe(.textField, ElementProperties([
            ElementProperty(.placeholder, .string("Email")), ElementProperty(.value, .string("")),
            ElementProperty(.inputMode, .string("email")), ElementProperty(.textContentType, .string("email")),
            ElementProperty(.autocapitalization, .string("none")), ElementProperty(.autocorrectionDisabled, .bool(true)),
            ElementProperty(.submitLabel, .string("next")),
        ]))
        #expect(field[attribute: "inputmode"] == "email")
        #expect(field[attribute: "autocomplete"] == "email")
        #expect(field[attribute: "autocapitalize"] == "none")
        #expect(field[attribute: "autocorrect"] == "off" && field[attribute: "spellcheck"] == "false")
        #expect(field[attribute: "enterkeyhint"] == "next")
        let odd = DOMTranslator.describe(.textField, ElementProperties([
            ElementProperty(.inputMode, .string("x onload")), ElementProperty(.textContentType, .string("a\" b")),
        ]))
        #expect(odd[attribute: "inputmode"] == nil && odd[attribute: "autocomplete"] == nil)
        // preferredColorScheme marks its element; the stylesheet turns the page dark while it is shown.
        let dark = DOMTranslator.describe(.vStack, ElementProperties([ElementProperty(.preferredColorScheme, .string("dark"))]))
        #expect(dark[attribute: "class"]?.contains("t-scheme-dark") == true)
        #expect(ClientFiles.stylesheet.contains(":root:has(.t-scheme-dark)"))
        #expect(DOMTranslator.describe(.text, ElementProperties([ElementProperty(.foregroundColor, .color(.primary))]))[attribute: "style"] == "color:var(--label)")
    }


    @Test func sfSymbolsShowRealIconsAndUnknownNamesANeutralBox() throws {
        struct Icons: View {
            var body: some View {
                VStack {
                    Image(systemName: "heart.fill").foregroundColor(.red)
                    Label("Settings", systemImage: "gearshape")
                    Image(systemName: "no.such.symbol")
                    Label("Hidden title", systemImage: "trash").labelStyle(.iconOnly)
                }
            }
        }
        let html = makeSession(Icons()).renderPage()
        #expect(html.contains(#"class="t-image t-icon" role="img" style="--t-icon:url(/_trellis/icons/heart.fill.svg);color:rgb(255,59,48)""#))
        #expect(html.contains("--t-icon:url(/_trellis/icons/gearshape.svg)") && html.contains(">Settings</span>"))
        #expect(html.contains(#"aria-label="no.such.symbol""#) && html.contains(">◻︎</span>"))
        #expect(html.contains("--t-icon:url(/_trellis/icons/trash.svg)") && !html.contains("Hidden title"))
        let large = DOMTranslator.describe(.image, ElementProperties([
            ElementProperty(.systemName, .string("globe")), ElementProperty(.imageScale, .string("large")),
        ]))
        #expect(large[attribute: "style"] == "--t-icon:url(/_trellis/icons/globe.svg);font-size:1.3em")

        // The icon files: filled where the outline can be, outlined otherwise.
        let heart = try #require(SymbolIcons.svg(named: "heart.fill"))
        #expect(heart.hasPrefix("<svg ") && heart.contains(##"fill="#000""##) && heart.contains("<path d="))
        #expect(try #require(SymbolIcons.svg(named: "heart")).contains(#"fill="none""#))
        // A circle symbol's .fill: a solid disc with the plus cut out of it.
        let plus = try #require(SymbolIcons.svg(named: "plus.circle.fill"))
        #expect(plus.contains(#"<mask id="cut">"#) && plus.contains(#"<circle cx="12" cy="12" r="10" />"#))
        #expect(try #require(SymbolIcons.svg(named: "xmark.fill")).contains(#"fill="none""#))
        #expect(SymbolIcons.svg(named: "../etc/passwd") == nil)
        #expect(SymbolIcons.entries.count > 900)
        for name in ["xmark", "checkmark", "star", "trash", "pencil", "gear", "person.circle", "magnifyingglass",
                     "plus", "minus", "chevron.right", "house", "bell", "envelope", "calendar", "cart"] {
            #expect(SymbolIcons.contains(name), "\(name)")
        }
    }


    @Test func nestedButtonsSurviveTheFirstPagesHTMLParser() {
        // A button in a navigation link's label: `<button>` in `<button>`, which the HTML
        // parser would split. The inner one is written as a placeholder the client swaps.
        struct Row: View {
            @State private var done = false
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: Text("Detail")) {
                        HStack {
                            Button(done ? "Done" : "To do") { done.toggle() }
                            Text("Title")
                        }
                    }
                }
            }
        }
        let html = makeSession(Row()).renderPage()
        #expect(html.contains(#"<span data-t="#) && html.contains(#"data-swap="button""#))
        #expect(html.components(separatedBy: "<button").count - 1 == 1)
        #expect(ClientFiles.allSources.contains("[data-swap]"))
    }


    @Test func gesturesAndFormsBecomeTheirElements() {
        let double = DOMTranslator.describe(.gestureArea, ElementProperties([ElementProperty(.tapCount, .number(2))]))
        #expect(double.tag == "div" && double[attribute: "class"] == "t-gesture" && double[attribute: "data-taps"] == "2")
        let press = DOMTranslator.describe(.gestureArea, ElementProperties([ElementProperty(.longPress, .number(1.5))]))
        #expect(press[attribute: "data-press"] == "1500" && press[attribute: "data-taps"] == nil)
        let both = DOMTranslator.describe(.gestureArea, ElementProperties([ElementProperty(.tapCount, .number(1)), ElementProperty(.longPress, .number(0.5))]))
        #expect(both[attribute: "data-taps"] == "1" && both[attribute: "data-press"] == "500")
        let form = DOMTranslator.describe(.list, ElementProperties([ElementProperty(.lazy, .number(50)), ElementProperty(.form, .bool(true))]))
        #expect(form[attribute: "class"]?.contains("t-form") == true)
        #expect(ClientFiles.allSources.contains("dblclick") && ClientFiles.allSources.contains("pointerdown"))
    }


    @Test func motionBecomesAttributesTheClientPlays() throws {
        let card = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("7")),
            ElementProperty(.matchedGeometry, .matchedGeometry(MatchedGeometry(key: "3-abc", position: true, size: true, isSource: true))),
            ElementProperty(.contentTransition, .string("numericText")),
            ElementProperty(.transform, .transform(.affine(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0))),
        ]))
        #expect(card[attribute: "data-match"] == "3-abc p s")
        #expect(card[attribute: "data-content-transition"] == "numericText")
        // A geometry effect's matrix, about the top leading corner.
        #expect(card[attribute: "style"]?.contains("translate(-50%,-50%) matrix(1,0,0,1,10,0) translate(50%,50%)") == true)
        // Path frames keep an empty first frame (a trim from nothing) and lose anything unsafe.
        let ring = DOMTranslator.describe(.shape, ElementProperties([
            ElementProperty(.path, .string("M0 0L1 1")), ElementProperty(.stroke, .color(.red)),
            ElementProperty(.pathFrames, .strings(["", "M0 0L1 1\"/><script>", "M0 0L2 2"])),
        ]))
        #expect(ring[attribute: "data-frames"] == "|M0 0L1 1|M0 0L2 2")
        for name in ["data-frames", "data-match", "data-content-transition"] {
            #expect(DOMDescription.allowedAttributes.contains(name))
        }
        // A long press is its own event, with no value.
        let press = try ClientMessage.parse(#"{"seq":1,"element":4,"event":"longPress"}"#)
        #expect(press.kind == .event(HostEvent(element: ElementID(4), kind: .longPress)))
        #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":1,"element":4,"event":"longPress","value":1}"#) }
    }


    @Test func corpusModifiersBecomeSafeCSS() throws {
        // AsyncImage: a web address becomes an <img>; any other scheme draws nothing.
        let remote = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.url, .string("https://example.com/a.png"))]))
        #expect(remote.tag == "img" && remote[attribute: "src"] == "https://example.com/a.png")
        let script = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.url, .string("javascript:alert(1)"))]))
        #expect(script.tag != "img" && script[attribute: "src"] == nil)
        #expect(ClientFiles.allSources.contains(#"if (!/^(https?:\/\/|data:image\/(png|jpeg|gif|webp);base64,)/i.test(value)) return;"#))
        #expect(ClientFiles.allSources.contains(#"if (el.tagName === "IFRAME") {"#))
        // An image of bytes (a picked photo) is inline, as a raster data URL; never SVG markup.
        let photo = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.url, .string("data:image/png;base64,iVBORw0KGgo="))]))
        #expect(photo.tag == "img" && photo[attribute: "src"] == "data:image/png;base64,iVBORw0KGgo=")
        // A player's picture: a video element naming its sound (the client sets the source).
        let video = DOMTranslator.describe(.video, ElementProperties([ElementProperty(.value, .number(3))]))
        #expect(video.tag == "video" && video[attribute: "data-sound"] == "3" && video[attribute: "src"] == nil)
        let markup = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.url, .string("data:image/svg+xml;base64,PHN2Zz4="))]))
        #expect(markup.tag != "img" && markup[attribute: "src"] == nil)
        // Paddings in a row add up; a material blurs what is behind; position takes the view out of the flow.
        let caption = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("Hi")),
            ElementProperty(.padding, .insets(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))),
            ElementProperty(.padding, .insets(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))),
            ElementProperty(.backgroundMaterial, .number(0.7)),
            ElementProperty(.position, .point(x: 40, y: 60)),
            ElementProperty(.containerRelativeFrame, .containerRelative(width: RelativeLength(fraction: 0.6, constant: 0), height: nil)),
            ElementProperty(.allowsHitTesting, .bool(false)),
        ]))
        let style = caption[attribute: "style"] ?? ""
        #expect(style.contains("padding:6px 12px 6px 12px") && !style.contains("padding:0px"))
        #expect(style.contains("backdrop-filter:blur(20px)"))
        let outer = caption.wrappers.map(\.style).joined(separator: ";")
        #expect(outer.contains("position:absolute;left:40px;top:60px;translate:-50% -50%"))
        #expect(outer.contains("width:calc(60% + 0px)") && outer.contains("pointer-events:none"))
        // A modifier transition reaches the client as the CSS it starts from, numbers only.
        let turnIn = TransitionKind.effects([.transform(.rotation(degrees: -90, anchor: .topLeading)), .opacity(0)])
        #expect(DOMTranslator.transitionAttribute(.asymmetric(insertion: turnIn, removal: .opacity))
                == "fx:translate(-50%,-50%) rotate(-90deg) translate(50%,50%)~0~|opacity")
        #expect(DOMTranslator.transitionAttribute(.effects([.transform(.offset(x: .nan, y: .infinity)), .opacity(7)]))
                == "fx:translate(0px,0px)~1~")
        #expect(DOMTranslator.transitionAttribute(.combined(.move(.top), .scale)) == "move-top+scale")
        // A tap with a place.
        let tap = try ClientMessage.parse(#"{"seq":1,"element":4,"event":"tapAt","value":"12.5 30"}"#)
        #expect(tap.kind == .event(HostEvent(element: ElementID(4), kind: .tapAt(12.5, 30))))
        #expect(throws: ClientMessage.Rejection.self) { try ClientMessage.parse(#"{"seq":1,"element":4,"event":"tapAt","value":"1e9 nan"}"#) }
        // A symbol keeps its size in a frame (the frame is a box around it) unless it is resizable.
        let frame = ElementProperty(.frame, .frame(FrameLayout(minWidth: 28, idealWidth: nil, maxWidth: 28, minHeight: 28,
                                                               idealHeight: nil, maxHeight: 28, alignment: .center)))
        let icon = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.systemName, .string("bell")), frame]))
        #expect(!(icon[attribute: "style"] ?? "").contains("width:28px") && icon.wrappers.first?.style.contains("width:28px") == true)
        let scaled = DOMTranslator.describe(.image, ElementProperties([ElementProperty(.systemName, .string("bell")),
                                                                      ElementProperty(.resizable, .bool(true)), frame]))
        #expect(scaled[attribute: "style"]?.contains("width:28px") == true && scaled.wrappers.isEmpty)
        let hidden = DOMTranslator.describe(.datePicker, ElementProperties([ElementProperty(.labelsHidden, .bool(true))]))
        #expect(hidden[attribute: "class"]?.contains("t-labels-hidden") == true)
    }


    @Test func controlsMapToRealHTMLAndOnlyAllowlistedAttributes() {
        let field = DOMTranslator.describe(.secureField, ElementProperties([
            ElementProperty(.placeholder, .string("Password")), ElementProperty(.value, .string("x")),
            ElementProperty(.disabled, .bool(true)),
        ]))
        #expect(field.tag == "input")
        #expect(field[attribute: "type"] == "password")
        #expect(field[attribute: "disabled"] == "")
        let link = DOMTranslator.describe(.link, ElementProperties([ElementProperty(.url, .string("javascript:alert(1)"))]))
        #expect(link[attribute: "href"] == "#")
        #expect(DOMTranslator.describe(.link, ElementProperties([ElementProperty(.url, .string("/demo/x"))]))[attribute: "href"] == "/demo/x")
        let toggle = DOMTranslator.describe(.toggle, ElementProperties([ElementProperty(.isOn, .bool(true))]))
        #expect(toggle.tag == "label" && toggle[attribute: "checked"] == "")
        let unknown = DOMTranslator.describe(ElementKind(rawValue: "Gauge"), ElementProperties([ElementProperty(PropertyName(rawValue: "onclick"), .string("x"))]))
        for description in [field, link, toggle, unknown] {
            #expect(description.attributes.allSatisfy { DOMDescription.allowedAttributes.contains($0.name) })
        }
    }


    @Test func colorPickersAndListsBecomeHTML() {
        struct Picker: View {
            @State var color = Color(red: 1, green: 0.5, blue: 0)
            var body: some View {
                List {
                    ColorPicker("Tint", selection: $color)
                    Text("Row")
                }
            }
        }
        let html = makeSession(Picker()).renderPage()
        // A list takes the space it is offered, as SwiftUI's does.
        #expect(html.contains(#"class="t-list t-fill-w t-fill-h""#))
        #expect(html.contains(#"aria-label="Tint""#))
        #expect(html.contains(#"type="color""#))
        #expect(html.contains("value=\"#ff8000\""))
    }


    @Test func rememberedDescriptionsAreTheTranslationsAndKeepEachTextsOwnText() {
        let cases: [(ElementKind, ElementProperties)] = [
            (.text, ElementProperties([ElementProperty(.text, .string("one")), ElementProperty(.padding, .insets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))])),
            (.text, ElementProperties([ElementProperty(.text, .string("two")), ElementProperty(.padding, .insets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))])),
            (.text, ElementProperties([ElementProperty(.text, .string("two")), ElementProperty(.padding, .insets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))])),
            (.hStack, ElementProperties([ElementProperty(.background, .color(.red))])),
            (.hStack, ElementProperties([ElementProperty(.background, .color(.blue))])),
            (.button, ElementProperties([ElementProperty(.text, .string("not own"))])),
        ]
        for _ in 0..<2 {
            for (kind, properties) in cases {
                #expect(DOMTranslator.describe(kind, properties) == DOMTranslator.translate(kind, properties))
            }
        }
    }


    @Test func eachPropertyIsTranslatedByOneSubject() {
        let listed = [DOMTranslator.textProperties, DOMTranslator.controlProperties, DOMTranslator.layoutProperties,
                      DOMTranslator.effectProperties, DOMTranslator.paintProperties, DOMTranslator.shapeProperties,
                      DOMTranslator.imageProperties, DOMTranslator.collectionProperties, DOMTranslator.accessibilityProperties,
                      DOMTranslator.interactionProperties, DOMTranslator.motionProperties].joined()
        #expect(DOMTranslator.subjects.count == listed.count)
        #expect(DOMTranslator.subjects[.shadow] == .effect && DOMTranslator.subjects[.padding] == .layout)
        // A name no subject lists is a modifier without HTML meaning: it opens no box of its own.
        let unknown = DOMTranslator.describe(.text, ElementProperties([ElementProperty(.text, .string("x")),
                                                                         ElementProperty(PropertyName(rawValue: "future"), .bool(true))]))
        #expect(unknown.text == "x" && unknown.wrappers.isEmpty)
    }


    @Test func effectsBecomeTransformsFiltersAndClips() {
        let card = DOMTranslator.describe(.text, ElementProperties([
            ElementProperty(.text, .string("Card")),
            ElementProperty(.shadow, .shadow(DrawingShadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 8, x: 0, y: 4))),
            ElementProperty(.rotationEffect, .transform(.rotation(degrees: 90, anchor: .center))),
            ElementProperty(.scaleEffect, .transform(.scale(x: 2, y: 2, anchor: .bottom))),
            ElementProperty(.offset, .transform(.offset(x: 10, y: -5))),
            ElementProperty(.padding, .insets(EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))),
        ]))
        // Outermost first, as CSS applies a transform list; the padding around the effects
        // is a box of its own.
        #expect(card[attribute: "style"] == "transform:translate(10px,-5px) translate(0%,50%) scale(2,2) translate(0%,-50%) rotate(90deg);filter:drop-shadow(0px 4px 8px rgba(0,0,0,0.2))")
        #expect(card.wrappers.first?.style == "padding:4px 4px 4px 4px")
        let clipped = DOMTranslator.describe(.image, ElementProperties([
            ElementProperty(.clipShape, .clip(.circle)), ElementProperty(.border, .border(DrawingBorder(color: Color(red: 0.5, green: 0.5, blue: 0.5), width: 2))),
            ElementProperty(.filter, .filter(.blur(radius: 1))), ElementProperty(.filter, .filter(.blur(radius: .nan))),
        ]))
        #expect(clipped[attribute: "style"]?.contains("clip-path:circle(50%)") == true)
        #expect(clipped.wrappers.first?.style.contains("box-shadow:inset 0 0 0 2px rgb") == true)
        // A radius that is not a number blurs by nothing.
        #expect(clipped.wrappers.first?.style.contains("filter:blur(0px) blur(1px)") == true)
    }
}
