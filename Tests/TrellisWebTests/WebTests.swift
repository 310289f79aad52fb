import Foundation
import Logging
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisRowTable
@_spi(TrellisHost) @testable import TrellisWeb

// The web host without a browser: how elements become HTML, how mutations become DOM
// operations, and how a session treats what the browser sends.

private struct Item: Identifiable {
    let id: Int
    var title: String
}

private struct KeyedList: View {
    @State var items = (1...4).map { Item(id: $0, title: "Row \($0)") }
    @State var note = "<b>not bold</b> & \"quoted\""

    var body: some View {
        VStack {
            Text(note)
            TextField("Note", text: $note)
            Button("Reverse") { items.reverse() }
            ForEach(items) { item in
                Text(item.title)
            }
        }
    }
}

@MainActor
private func makeSession<V: View>(_ view: V) -> WebSession {
    WebSession(id: "s", token: "t", logger: RefusalLog(logger: Logger(label: "test"))) { graph in graph.mount(view) }
}

/// Attaches a socket stand-in and returns what the session sends on it.
@MainActor
private final class Outbox {
    let socket = SocketOutbox(limit: 8 << 20)

    func next() async -> [String: Any] {
        guard case .message(let text) = await socket.next() else { return [:] }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
}

/// Renders the page, connects, taps the first button and returns the batch that answers.
@MainActor
private func tapFirstButton(of session: WebSession) async throws -> [String: Any] {
    let html = session.renderPage()
    let outbox = Outbox()
    _ = session.attach(outbox.socket)
    let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
    #expect(session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#) == nil)
    return await outbox.next()
}

private func ops(_ batch: [String: Any]) -> [[Any]] { batch["ops"] as? [[Any]] ?? [] }
private func codes(_ batch: [String: Any]) -> [String] { ops(batch).compactMap { $0.first as? String } }

/// The texts of every element a batch creates, in document order (`"n"` ops' nodes are
/// `[-id?, description, text?, child…]`).
private func createdTexts(_ batch: [String: Any]) -> [String] {
    var texts: [String] = []
    func walk(_ node: [Any]) {
        let start = ((node.first as? Int) ?? 0) < 0 ? 1 : 0
        if node.count > start + 1, let text = node[start + 1] as? String { texts.append(text) }
        for child in node.dropFirst(start + 2) {
            if let child = child as? [Any] { walk(child) }
        }
    }
    for op in ops(batch) where op.first as? String == "n" {
        if let node = op.last as? [Any] { walk(node) }
    }
    return texts
}

@MainActor
@Suite("TrellisWeb")
struct WebHostTests {
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
        #expect(text[attribute: "style"] == "font-size:17px;font-weight:600;padding:4px 4px 4px 4px;background-color:rgb(255,59,48)")
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
        // No fixed frame: a 100×100 drawing stretched to the frame, strokes kept their width.
        #expect(html.contains(#"preserveAspectRatio="none""#) && html.contains(#"viewBox="0 0 100 100""#))
        #expect(html.contains("fill:none;stroke:rgb(0,122,255);stroke-width:2;stroke-linejoin:round;stroke-dasharray:3 1"))
        #expect(html.contains(#"<path d="M0 0L100 50L0 100Z"></path>"#))
        // A built-in shape is a box; strokeBorder keeps the outline inside it.
        #expect(html.contains("border-radius:50%;aspect-ratio:1;border:2px solid transparent;background-clip:padding-box;outline:4px solid rgb(52,199,89);outline-offset:-4px"))
        // iOS 17's stroke over a fill keeps the fill.
        let both = DOMTranslator.describe(.shape, ElementProperties([
            ElementProperty(.path, .string("M0 0L1 1Z")), ElementProperty(.fill, .color(.red)),
            ElementProperty(.stroke, .color(.black)), ElementProperty(.lineWidth, .number(2)),
        ]))
        #expect(both[attribute: "style"] == "fill:rgb(255,59,48);stroke:rgb(0,0,0);stroke-width:2")
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
        #expect(ClientFiles.allSources.contains(#"case "src": if (!/^https?:\/\//i.test(value)) return;"#))
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

    @Test func aMissingEnvironmentObjectRendersAPlaceholderAndOtherSessionsRunOn() async throws {
        final class Model: ObservableObject { @Published var value = 1 }
        struct NeedsModel: View {
            @EnvironmentObject var model: Model
            var body: some View { Text("Value \(model.value)") }
        }
        let broken = makeSession(VStack { NeedsModel(); Text("Still here") })
        let page = broken.renderPage()
        #expect(page.contains("⚠︎ Missing @EnvironmentObject of type Model for NeedsModel"))
        #expect(page.contains(#"data-testid="trellis.error""#))
        #expect(page.contains("Still here"))
        // Another session of the same host serves and reacts as usual.
        let healthy = makeSession(KeyedList())
        let html = healthy.renderPage()
        let outbox = Outbox()
        _ = healthy.attach(outbox.socket)
        let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
        #expect(healthy.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#) == nil)
        #expect(codes(await outbox.next()).contains("m"))
    }

    @Test func scrollToBecomesAScrollIntoViewOp() async throws {
        struct Scroller: View {
            var body: some View {
                ScrollView {
                    ScrollViewReader { proxy in
                        Text("Top").id("top")
                        Button("Up") { proxy.scrollTo("top", anchor: .top) }
                    }
                }
            }
        }
        let session = makeSession(Scroller())
        let batch = try await tapFirstButton(of: session)
        #expect(codes(batch) == ["s"])
        #expect(ops(batch).first?.last as? String == "start")
    }

    @Test func animatedChangesAreWrappedInAnimationOps() async throws {
        struct Fader: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Button("Show") { withAnimation(.easeOut(duration: 0.2)) { shown = true } }
                    if shown { Text("Hi").transition(.opacity) }
                }
            }
        }
        let session = makeSession(Fader())
        let batch = try await tapFirstButton(of: session)
        #expect(codes(batch).first == "A")
        #expect(codes(batch).last == "A")
        #expect(ops(batch).first?[1] as? Int == 200)
        #expect(ops(batch).first?[2] as? String == "ease-out")
        // The view that appears is created and placed inside the animation.
        #expect(codes(batch) == ["A", "n", "A"])
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
        #expect(html.contains(#"class="t-list""#))
        #expect(html.contains(#"aria-label="Tint""#))
        #expect(html.contains(#"type="color""#))
        #expect(html.contains("value=\"#ff8000\""))
    }

    @Test func thePageIsServerRenderedWithTextEscaped() {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        #expect(html.contains("&lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(!html.contains("<b>"))
        #expect(html.contains(#"<button data-t="#))
        #expect(html.contains(">Row 4</span>"))
        let page = PageTemplate.document(title: "<Title>", session: session)
        #expect(page.contains("<title>&lt;Title&gt;</title>"))
        #expect(!page.contains("<script>"))    // no inline script: the CSP forbids it
    }

    @Test func keyedReordersAreSentAsMovesAndEventsAreAcknowledged() async throws {
        let session = makeSession(KeyedList())
        let batch = try await tapFirstButton(of: session)
        // The page was the mount's batch; this one follows it.
        #expect(batch["seq"] as? Int == session.seq)
        #expect(session.seq == 2)
        #expect(batch["ack"] as? Int == 1)
        #expect(Set(codes(batch)) == ["m"])
        #expect(codes(batch).count == 3)
    }

    @Test func newSubtreesGoDownAsOneNestedCreateWithNumberedDescriptions() async throws {
        let session = makeSession(RowTableApp())
        let html = session.renderPage()
        let outbox = Outbox()
        _ = session.attach(outbox.socket)
        let create = try #require(html.firstMatch(of: /<button data-t="(\d+)"[^>]*><span[^>]*>Create 1,000 rows/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(create),"event":"tap"}"#) == nil)
        guard case .message(let text) = await outbox.socket.next() else { Issue.record("no batch"); return }
        // Each row is one op: its six elements' descriptions by number, its two texts.
        #expect(text.utf8.count < 150 * 1000)
        let batch = (try JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        #expect(codes(batch) == Array(repeating: "n", count: 1000))
        let texts = createdTexts(batch)
        #expect(texts.count == 2000)
        #expect(texts[0] == "1" && texts[2] == "2")
        // A row's four kinds of element are defined once, by the first row.
        #expect(text.components(separatedBy: #","span",{"#).count - 1 == 2)
        #expect(session.document.descriptions.count == 4)
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

    @Test func elementsWaitForThePageToHaveTheirParentAndCarryTheirLatestLook() {
        let document = DOMDocument()
        var writer = DOMBatchWriter()
        func text(_ value: String) -> ElementProperties { ElementProperties([ElementProperty(.text, .string(value))]) }
        let (stack, first, second, gone, detached) = (ElementID(1), ElementID(2), ElementID(3), ElementID(4), ElementID(9))
        document.apply([
            .create(stack, kind: .vStack, properties: ElementProperties()),
            .create(first, kind: .text, properties: text("draft")),
            .insert(parent: stack, child: first, before: nil),
            .create(gone, kind: .text, properties: text("gone")),
            .insert(parent: stack, child: gone, before: nil),
            .update(first, properties: text("final")),
            .create(second, kind: .text, properties: text("second")),
            .insert(parent: stack, child: second, before: first),
            .remove(parent: stack, child: gone),
            .scrollTo(second, anchor: nil),
            .insert(parent: .root, child: stack, before: nil),
            .create(detached, kind: .text, properties: text("later")),
        ], into: &writer)
        let ops = writer.message(seq: 1, ack: 0)
        // One op places the stack with both texts in their final order and look; the
        // removed text and the first text's draft never go down; the scroll waits for it.
        #expect(ops == #"{"seq":1,"ack":0,"ops":[["n",0,0,1,[[0,"div",{"class":"t-v"}],0,[-3,[1,"span",{"class":"t-text"}],"second"],[-2,1,"final"]]],["n",-1,0,9,[1,"later"]],["s",3,"nearest"]]}"#)
        // The page already has the stack: a text moved into a new element goes as its id.
        var next = DOMBatchWriter()
        document.apply([
            .create(ElementID(10), kind: .hStack, properties: ElementProperties()),
            .insert(parent: ElementID(10), child: detached, before: nil),
            .insert(parent: stack, child: ElementID(10), before: nil),
        ], into: &next)
        #expect(next.message(seq: 2, ack: 0) == #"{"seq":2,"ack":0,"ops":[["n",1,0,10,[[2,"div",{"class":"t-h"}],0,9]]]}"#)
    }

    @Test func typedTextIsNotEchoedButTheAppsOwnChangesAre() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let outbox = Outbox()
        _ = session.attach(outbox.socket)
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)"/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(field),"event":"setText","value":"<i>hi</i>"}"#) == nil)
        let batch = await outbox.next()
        // Only the Text showing the note changes; the field already shows what was typed.
        #expect(codes(batch) == ["t"])
        #expect(ops(batch).first?.last as? String == "<i>hi</i>")
    }

    @Test func badMessagesGetAnErrorReplyAndChangeNothing() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)"/)).1
        let bad = [
            "garbage", "{}", "[1,2]", #"{"seq":1,"element":"x","event":"tap"}"#,
            #"{"seq":1,"element":\#(field),"event":"setText","value":true}"#,
            #"{"seq":1,"element":\#(field),"event":"fly"}"#,
            #"{"seq":1,"element":-1,"event":"tap"}"#,
            #"{"seq":1,"element":99999,"event":"tap"}"#,
            #"{"seq":1,"element":\#(field),"event":"tap"}"#,
        ]
        for message in bad {
            let reply = try #require(session.receive(message), "\(message) was accepted")
            #expect(reply.hasPrefix(#"{"error":"#))
        }
        #expect(session.receive(#"{"seq":5,"element":\#(field),"event":"setText","value":"ok"}"#) == nil)
        let replay = try #require(session.receive(#"{"seq":5,"element":\#(field),"event":"setText","value":"again"}"#))
        #expect(replay.contains("is not after 5"))
        #expect(session.document.html().contains(">ok</span>"))
    }

    @Test func thePagesVisibilityIsTheScenePhase() async throws {
        struct Phase: View {
            @Environment(\.scenePhase) private var phase
            var body: some View { Text("phase \(String(describing: phase))") }
        }
        let session = makeSession(Phase())
        #expect(session.renderPage().contains("phase active"))
        #expect(session.receive(#"{"seq":1,"phase":"background"}"#) == nil)
        #expect(session.document.html().contains("phase background"))
        #expect(session.receive(#"{"seq":2,"phase":"inactive"}"#) == nil)
        #expect(session.document.html().contains("phase inactive"))
        for bad in [#"{"seq":3,"phase":"asleep"}"#, #"{"seq":4,"phase":"active","element":1}"#, #"{"seq":5}"#] {
            #expect(try #require(session.receive(bad)).hasPrefix(#"{"error":"#))
        }
        #expect(session.document.html().contains("phase inactive"))
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

    @Test func pickersSlidersDatesAndFocusBecomeControlsAndTakeTheirMessages() async throws {
        struct Controls: View {
            @State private var size = "S"
            @State private var volume = 0.5
            @State private var day = Date(timeIntervalSince1970: 0)
            @State private var name = ""
            @State private var submitted = 0
            @FocusState private var focused: Bool
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) { ForEach(["S", "M"], id: \.self) { Text($0) } }
                        .pickerStyle(.segmented)
                    Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                    DatePicker("Day", selection: $day, displayedComponents: .date)
                    TextField("Name", text: $name).focused($focused).onSubmit { submitted += 1 }
                    Text("\(size) \(volume) \(Int(day.timeIntervalSince1970)) \(focused) \(submitted)")
                }
                .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            }
        }
        let session = makeSession(Controls())
        let html = session.renderPage()
        #expect(html.contains(#"class="t-picker t-picker-segmented""#))
        #expect(html.contains(#"role="listbox""#))
        #expect(html.contains(#"aria-selected="true" class="t-button t-option" role="option" type="button">"#))
        // A slider and a date picker are labels holding their name, then their input.
        #expect(html.contains(#"<span class="t-toggle-label"><span data-t="#))
        #expect(html.contains(#"<input type="range" class="t-range" max="1" min="0" step="0.25" value="0.5">"#))
        #expect(html.contains(#"<input type="date" class="t-date" value="1970-01-01">"#))
        #expect(html.contains(#"data-focus="false""#) && html.contains("data-submit"))

        let option = try #require(html.firstMatch(of: /<button data-t="(\d+)" aria-selected="false" class="t-button t-option"/)).1
        let slider = try #require(html.firstMatch(of: /<label data-t="(\d+)" class="t-slider[^"]*" data-input="range"/)).1
        let date = try #require(html.firstMatch(of: /<label data-t="(\d+)" class="t-datepicker" data-input="date"/)).1
        let field = try #require(html.firstMatch(of: /<input data-t="(\d+)" class="t-field" data-focus="false" data-submit=""/)).1
        #expect(session.receive(#"{"seq":1,"element":\#(option),"event":"tap"}"#) == nil)
        #expect(session.receive(#"{"seq":2,"element":\#(slider),"event":"setValue","value":0.6}"#) == nil)
        #expect(session.receive(#"{"seq":3,"element":\#(date),"event":"setText","value":"1970-01-03"}"#) == nil)
        #expect(session.receive(#"{"seq":4,"element":\#(field),"event":"focus","value":true}"#) == nil)
        #expect(session.receive(#"{"seq":5,"element":\#(field),"event":"submit"}"#) == nil)
        #expect(session.document.html().contains("M 0.5 172800 true 1"))
        // Wrong values and events a control does not take are refused.
        for bad in [#"{"seq":6,"element":\#(slider),"event":"setValue","value":"x"}"#,
                    #"{"seq":7,"element":\#(field),"event":"submit","value":1}"#,
                    #"{"seq":8,"element":\#(field),"event":"focus"}"#,
                    #"{"seq":9,"element":\#(date),"event":"tap"}"#] {
            #expect(try #require(session.receive(bad)).hasPrefix(#"{"error":"#))
        }
    }

    @Test func aReconnectGetsAFullRenderOfTheSameState() async throws {
        let session = makeSession(KeyedList())
        let html = session.renderPage()
        let first = Outbox()
        let connection = try #require(session.attach(first.socket))
        let button = try #require(html.firstMatch(of: /<button data-t="(\d+)"/)).1
        _ = session.receive(#"{"seq":1,"element":\#(button),"event":"tap"}"#)
        _ = await first.next()
        session.detach(connection)
        let second = Outbox()
        _ = session.attach(second.socket)
        let full = await second.next()
        #expect(codes(full).first == "R")
        let texts = createdTexts(full)
        #expect(texts.filter { $0.hasPrefix("Row") } == ["Row 4", "Row 3", "Row 2", "Row 1"])
    }

    @Test func idleSessionsExpireAndFreeTheirGraph() {
        let store = SessionStore(timeout: .seconds(60), capacity: 2, grace: .zero, log: RefusalLog(logger: Logger(label: "test")))
        let first = store.create { $0.mount(KeyedList()) }
        _ = store.create { $0.mount(KeyedList()) }
        #expect(store.count == 2)
        // Full: the least recently active idle session makes room for a new visitor.
        let third = store.create { $0.mount(KeyedList()) }
        #expect(third != nil)
        #expect(store.count == 2)
        #expect(first?.graph == nil)
        if case .badToken = store.session(third!.id, token: "wrong") {} else { Issue.record("a wrong token was accepted") }
        #expect(store.expire(olderThan: .zero) == 2)
        #expect(store.count == 0)
    }
}

@Suite("Device storage")
struct DeviceStorageTests {
    @Test func valuesLastAcrossReopeningAndDevicesNeverShare() async throws {
        let path = NSTemporaryDirectory() + "trellis-storage-\(UUID().uuidString).sqlite"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logger = Logger(label: "test")
        let (ana, bo) = (RandomID.make(), RandomID.make())
        #expect(ana != bo && RandomID.isWellFormed(Substring(ana)))

        let first = try await DeviceStorage.open(path: path, logger: logger)
        let anaStore = await first.appStorage(device: ana)
        #expect(await first.appStorage(device: ana) === anaStore)   // one live store per device
        await MainActor.run {
            anaStore.set(.string("Ana"), forKey: "name")
            anaStore.set(.int(3), forKey: "count")
            anaStore.set(nil, forKey: "count")
        }
        let sceneID = RandomID.make()
        await first.scenePersistence(device: ana, scene: sceneID).save(.string("draft"), forKey: "note")
        await first.close()

        let second = try await DeviceStorage.open(path: path, logger: logger)
        let again = await second.appStorage(device: ana)
        #expect(again["name"] == .string("Ana"))
        #expect(again["count"] == nil)
        #expect(await second.appStorage(device: bo)["name"] == nil)
        #expect(await second.scenePersistence(device: ana, scene: sceneID).load("note") == .string("draft"))
        #expect(await second.scenePersistence(device: bo, scene: sceneID).load("note") == nil)
        await second.close()
    }

    @Test func onlyCookiesThisHostCouldHaveMadeNameADevice() {
        #expect(!RandomID.isWellFormed("../../etc"))
        #expect(!RandomID.isWellFormed(Substring(String(repeating: "A", count: 32))))
        #expect(RandomID.isWellFormed(Substring(String(repeating: "a", count: 32))))
    }
}
