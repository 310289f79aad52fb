import Foundation
@_spi(TrellisHost) import Trellis

/// Turns a host element (kind + ordered properties) into HTML: the tag and classes of
/// the kind, then the modifiers as CSS, in the order they apply.
///
/// Modifiers apply innermost first. Each CSS box can take padding, then a frame, then a
/// background, then a corner radius; a modifier that would have to come "inside" what the
/// box already has opens a wrapper box around it, as SwiftUI's layout would.
enum DOMTranslator {
    /// `translate`, remembered: the rows of a table describe the same few elements over
    /// and over. A text's own text (its first property) is left out of the key and put
    /// back, so every label of a list shares one entry. Bounded: emptied when full.
    @MainActor static func describe(_ kind: ElementKind, _ properties: ElementProperties) -> DOMDescription {
        var text: String?
        if kind == .text, let first = properties.items.first, first.name == .text, case .string(let own) = first.value {
            text = own
        }
        let key = MemoKey(kind: kind, properties: properties, skipsText: text != nil)
        if var known = memo[key] {
            if let text { known.text = text }
            return known
        }
        let description = translate(kind, properties)
        if memo.count >= memoCapacity { memo.removeAll(keepingCapacity: true) }
        memo[key] = description
        return description
    }

    static let memoCapacity = 4_096
    @MainActor private static var memo: [MemoKey: DOMDescription] = [:]

    private struct MemoKey: Hashable {
        let kind: ElementKind
        let properties: ElementProperties
        let skipsText: Bool

        private var significant: ArraySlice<ElementProperty> { properties.items.dropFirst(skipsText ? 1 : 0) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(skipsText)
            for item in significant { hasher.combine(item) }
        }

        static func == (a: MemoKey, b: MemoKey) -> Bool {
            a.kind == b.kind && a.skipsText == b.skipsText && a.significant.elementsEqual(b.significant)
        }
    }

    /// What an element of `kind` with `properties` looks like in the page.
    static func translate(_ kind: ElementKind, _ properties: ElementProperties) -> DOMDescription {
        var builder = Builder(kind: kind)
        for property in properties {
            builder.apply(property)
        }
        return builder.finish()
    }

    /// Kinds whose own box lays out children: a frame on them goes on a wrapper, so the
    /// stack keeps its own alignment inside the frame's.
    private static let containerKinds: Set<ElementKind> = [.vStack, .hStack, .zStack, .scrollView]

    /// A shape's stroke and inset, gathered until the element is finished.
    private struct ShapePaint {
        var isPath = false
        var hasFill = false
        var inset = 0.0
        var stroke: Color?
        var lineWidth = 1.0
        var dash: [Double] = []
        var extraStroke: [String] = []

        /// Paths stroke in SVG; the built-in shapes' CSS boxes get an outline, centred on
        /// the (inset) edge as SwiftUI centres a stroke.
        func css() -> [String] {
            guard let stroke else { return [] }
            let color = CSSValue.color(stroke)
            if isPath {
                var css = (hasFill ? [] : ["fill:none"]) + ["stroke:\(color)", "stroke-width:\(CSSValue.number(lineWidth))"] + extraStroke
                if !dash.isEmpty { css.append("stroke-dasharray:\(dash.map(CSSValue.number).joined(separator: " "))") }
                return css
            }
            let style = dash.isEmpty ? "solid" : "dashed"
            return ["outline:\(CSSValue.pixels(lineWidth)) \(style) \(color)",
                    "outline-offset:\(CSSValue.pixels(-(inset + lineWidth / 2)))"]
        }
    }

    private struct Box {
        var className: String
        var style: [String] = []
        var hasPadding = false
        /// The box's padding so far, which a following padding adds to.
        var padding: EdgeInsets?
        var hasFrame = false
        var hasBackground = false
        var hasRadius = false
        var opacity = 1.0
        var fillsWidth = false
        var fillsHeight = false
        /// A fixed frame size on an axis: the box is exactly that big, whatever is inside.
        var fixedWidth = false
        var fixedHeight = false
        /// Effects drawn on the whole box (outermost first, as CSS lists apply them).
        var transforms: [String] = []
        var filters: [String] = []

        init(className: String) { self.className = className }
    }

    private struct Builder {
        let kind: ElementKind
        var description: DOMDescription
        var classes: [String]
        var boxes: [Box]
        var sawModifier = false
        /// A gesture area that takes single taps (told to the client only if it also takes long presses).
        var takesSingleTaps = false
        /// A symbol image made `resizable()`: a frame scales it instead of surrounding it.
        var isResizable = false
        var ownStyle: [String] = []
        var disabled = false
        var shape = ShapePaint()

        init(kind: ElementKind) {
            self.kind = kind
            let (tag, className) = Builder.tagAndClass(kind)
            description = DOMDescription(tag: tag)
            classes = [className]
            var box = Box(className: className)
            if kind == .slider {
                // A slider takes the width it is offered, as in SwiftUI.
                box.fillsWidth = true
            }
            if kind == .geometryReader {
                // A geometry reader takes all the space it is offered.
                box.fillsWidth = true
                box.fillsHeight = true
            }
            if kind == .color || kind == .shape {
                box.fillsWidth = true
                box.fillsHeight = true
            }
            boxes = [box]
            switch kind {
            case .button: description.setAttribute("type", "button")
            case .textField: description.setAttribute("type", "text")
            case .secureField: description.setAttribute("type", "password")
            case .colorPicker: description.setAttribute("type", "color")
            case .slider: description.setAttribute("data-input", "range")
            case .pickerOption: description.setAttribute("type", "button"); description.setAttribute("role", "option")
            case .sheet, .fullScreenCover, .alert, .confirmationDialog: description.setAttribute("role", "dialog")
            default: break
            }
        }

        static func tagAndClass(_ kind: ElementKind) -> (String, String) {
            switch kind {
            case .text: ("span", "t-text")
            case .button: ("button", "t-button")
            case .textField, .secureField: ("input", "t-field")
            case .toggle: ("label", "t-toggle")
            case .vStack: ("div", "t-v")
            case .hStack: ("div", "t-h")
            case .zStack: ("div", "t-z")
            case .spacer: ("div", "t-spacer")
            case .divider: ("div", "t-divider")
            case .image: ("span", "t-image")
            case .color: ("div", "t-color")
            case .shape: ("div", "t-shape")
            case .link: ("a", "t-link")
            case .scrollView: ("div", "t-scroll")
            case .list: ("div", "t-list")
            case .lazyStack: ("div", "t-lazy")
            case .section: ("div", "t-section")
            case .navigationStack: ("div", "t-nav")
            case .navigationScreen: ("div", "t-screen")
            case .sheet: ("div", "t-sheet")
            case .fullScreenCover: ("div", "t-cover")
            case .alert: ("div", "t-alert")
            case .confirmationDialog: ("div", "t-dialog")
            case .colorPicker: ("input", "t-colorwell")
            case .gestureArea: ("div", "t-gesture")
            case .hoverArea: ("div", "t-hover-area")
            case .keyPressArea: ("div", "t-hover-area")
            // Labelled inputs: the label's content, then the input (see DOMDocument).
            case .slider: ("label", "t-slider")
            case .datePicker: ("label", "t-datepicker")
            case .picker: ("div", "t-picker")
            case .menu: ("div", "t-menu")
            case .tabView: ("div", "t-tabview")
            case .tabPage: ("div", "t-tabpage")
            case .tabContent: ("div", "t-tabcontent")
            case .layered: ("div", "t-layered")
            case .grid: ("div", "t-grid")
            case .tableGrid: ("div", "t-tablegrid")
            case .geometryReader: ("div", "t-geometry")
            case .gridRow: ("div", "t-gridrow")
            case .layer: ("div", "t-z t-layer")
            case .progressView: ("div", "t-progress")
            case .pickerPart: ("div", "t-picker-part")
            case .pickerOption: ("button", "t-button t-option")
            default: ("div", "t-el")
            }
        }

        var current: Box {
            get { boxes[boxes.count - 1] }
            set { boxes[boxes.count - 1] = newValue }
        }

        mutating func openBox() {
            boxes.append(Box(className: "t-box"))
        }

        mutating func apply(_ property: ElementProperty) {
            switch (property.name, property.value) {
            // The element's own properties.
            case (.text, .string(let text)) where !sawModifier:
                description.text = text
            case (.font, .font(let font)) where !sawModifier:
                ownStyle.append(CSSValue.font(font))
            case (.fontWeight, .string(let raw)) where !sawModifier:
                if let weight = Font.Weight(rawValue: raw) { ownStyle.append("font-weight:\(CSSValue.weight(weight))") }
            case (.italic, .bool(true)) where !sawModifier:
                ownStyle.append("font-style:italic")
            case (.strikethrough, .bool(true)) where !sawModifier:
                ownStyle.append("text-decoration:line-through")
            case (.foregroundColor, .color(let color)) where !sawModifier:
                ownStyle.append("color:\(CSSValue.color(color))")
            case (.placeholder, .string(let text)):
                description.setAttribute("placeholder", text)
            case (.value, .string(let text)):
                description.setAttribute("value", text)
            case (.value, .number(let number)) where kind == .slider:
                description.setAttribute("value", CSSValue.exact(number))
            case (.min, .number(let number)) where kind == .slider:
                description.setAttribute("min", CSSValue.exact(number))
            case (.max, .number(let number)) where kind == .slider:
                description.setAttribute("max", CSSValue.exact(number))
            case (.step, .number(let number)) where kind == .slider:
                description.setAttribute("step", CSSValue.exact(number))
            case (.min, .string(let text)) where kind == .datePicker:
                description.setAttribute("min", text)
            case (.max, .string(let text)) where kind == .datePicker:
                description.setAttribute("max", text)
            case (.components, .string(let components)) where kind == .datePicker:
                description.setAttribute("data-input", components == "date" ? "date" : components == "time" ? "time" : "datetime-local")
            case (.pickerStyle, .string(let style)) where kind == .picker:
                // Wheel and navigation-link pickers show their options in place, as an inline one.
                let shown = ["menu", "segmented"].contains(style) ? style : "inline"
                classes.append("t-picker-\(shown)")
            case (.selected, .bool(let selected)) where kind == .pickerOption:
                description.setAttribute("aria-selected", selected ? "true" : "false")
            case (.role, .string(let role)) where kind == .pickerPart:
                classes.append(role == "label" ? "t-picker-label" : role == "items" ? "t-menu-items" : "t-picker-options")
                if role == "options" { description.setAttribute("role", "listbox") }
                if role == "items" { description.setAttribute("role", "menu") }
            case (.primaryAction, .bool(true)) where kind == .menu:
                description.setAttribute("data-primary", "")
            case (.contextMenu, .bool(true)) where kind == .menu:
                description.setAttribute("data-context", "")
                classes.append("t-contextmenu")
            case (.search, .bool(true)) where kind == .textField:
                modifier()
                description.setAttribute("type", "search")
                classes.append("t-search")
            case (.swipeRow, .bool(true)):
                modifier()
                classes.append("t-swiperow")
            case (.swipeActions, .string(let edge)):
                modifier()
                classes.append("t-swipe")
                if edge == "leading" { classes.append("t-swipe-leading") }
            case (.refresh, .bool(true)) where kind == .button:
                modifier()
                classes.append("t-refresh")
            case (.multiline, .bool(true)) where kind == .textField:
                description.tag = "textarea"
                description.setAttribute("type", nil)
                description.setAttribute("rows", "1")
                classes.append("t-field-multiline")
            case (.editor, .bool(true)) where kind == .textField:
                description.setAttribute("rows", "6")
                classes.append("t-editor")
            case (.textFieldStyle, .string(let style)) where ["plain", "roundedBorder"].contains(style):
                classes.append("t-field-\(style)")
            case (.buttonRole, .string(let role)) where kind == .button && ["destructive", "cancel"].contains(role):
                classes.append("t-role-\(role)")
            case (.buttonStyle, .string(let style)) where kind == .button && ["bordered", "borderedProminent", "borderless", "plain", "custom"].contains(style):
                classes.append("t-style-\(style)")
            case (.controlSize, .string(let size)) where kind == .button && ["mini", "small", "large", "extraLarge"].contains(size):
                classes.append("t-size-\(size)")
            case (.buttonBorderShape, .string(let shape)) where kind == .button && ["capsule", "roundedRectangle", "circle"].contains(shape):
                classes.append("t-shape-\(shape)")
            case (.toggleStyle, .string(let style)) where kind == .toggle:
                if style == "custom" {
                    // The style's body is the whole control: no switch of its own.
                    description.tag = "div"
                    classes = ["t-toggle-custom"]
                } else if style == "checkbox" || style == "button" {
                    description.setAttribute("data-input", style)
                    classes.append("t-toggle-\(style)")
                }
            case (.fraction, .number(let fraction)) where kind == .progressView:
                description.setAttribute("aria-valuenow", CSSValue.exact((fraction * 100).rounded()))
                ownStyle.append("--t-progress:\(CSSValue.exact(min(max(fraction, 0), 1)))")
            case (.progressViewStyle, .string(let style)) where kind == .progressView:
                description.setAttribute("role", "progressbar")
                classes.append(style == "linear" ? "t-progress-linear" : "t-progress-circular")
            case (.tabItem, .bool(let selected)) where kind == .button:
                modifier()
                classes.append("t-tabitem")
                description.setAttribute("role", "tab")
                description.setAttribute("aria-selected", selected ? "true" : "false")
            case (.badge, .string(let badge)) where kind == .button && !badge.isEmpty:
                modifier()
                description.setAttribute("data-badge", String(badge.prefix(8)))
            case (.labeledContent, .bool(true)):
                modifier()
                classes.append("t-labeled")
            case (.groupBox, .bool(true)):
                modifier()
                classes.append("t-groupbox")
            case (.controlGroup, .bool(true)):
                modifier()
                classes.append("t-controlgroup")
            case (.disclosure, .bool(let expanded)) where kind == .button:
                modifier()
                classes.append("t-disclosure")
                description.setAttribute("aria-expanded", expanded ? "true" : "false")
            case (.layer, .string(let layer)) where kind == .layer:
                if layer == "background" { classes.append("t-layer-back") }
            case (_, .transform(let transform)):
                effect(transform: DOMTranslator.css(transform))
            case (.shadow, .shadow(let shadow)):
                effect(filter: "drop-shadow(\(CSSValue.pixels(shadow.x)) \(CSSValue.pixels(shadow.y)) \(CSSValue.pixels(max(shadow.radius, 0))) \(CSSValue.color(shadow.color)))")
            case (.border, .border(let border)):
                modifier()
                if current.hasRadius { openBox() }
                current.style.append("box-shadow:inset 0 0 0 \(CSSValue.pixels(max(border.width, 0))) \(CSSValue.color(border.color))")
                current.hasRadius = true
            case (.clipShape, .string(let shape)):
                modifier()
                if current.hasRadius { openBox() }
                current.hasRadius = true
                switch shape {
                case "circle": current.style.append("clip-path:circle(50%)")
                case "ellipse": current.style.append("clip-path:ellipse(50% 50%)")
                case "capsule": current.style.append("border-radius:9999px;overflow:hidden")
                default:
                    let n = CSSValue.numbers(String(shape.dropFirst("rounded".count)))
                    if shape.hasPrefix("rounded"), let radius = n.first { current.style.append("border-radius:\(CSSValue.pixels(radius));overflow:hidden") }
                    else { current.style.append("overflow:hidden") }
                }
            case (.zIndex, .number(let value)):
                modifier()
                current.style.append("position:relative;z-index:\(Int(max(min(value, 1e6), -1e6)))")
            case (.aspectRatio, .aspectRatio(let ratio, let mode)):
                modifier()
                if let ratio, ratio > 0, ratio.isFinite { current.style.append("aspect-ratio:\(CSSValue.number(ratio))") }
                if mode == .fill { current.style.append("object-fit:cover") }
            case (.filter, .filter(let filter)):
                effect(filter: DOMTranslator.css(filter))
            case (.accentColor, .color(let color)):
                modifier()
                ownStyle.append("--accent:\(CSSValue.color(color));accent-color:\(CSSValue.color(color))")
            case (.multilineTextAlignment, .string(let alignment)):
                modifier()
                ownStyle.append("text-align:\(alignment == "center" ? "center" : alignment == "trailing" ? "end" : "start")")
            case (.lineSpacing, .number(let spacing)):
                modifier()
                ownStyle.append("line-height:calc(1.3em + \(CSSValue.pixels(spacing)))")
            case (.tracking, .number(let tracking)):
                modifier()
                ownStyle.append("letter-spacing:\(CSSValue.pixels(tracking))")
            case (.symbolEffect, .string(let text)):
                modifier()
                if let css = CSSValue.symbolEffect(text) { ownStyle.append(css) }
            case (.monospacedDigit, .bool(true)):
                modifier()
                ownStyle.append("font-variant-numeric:tabular-nums")
            case (.textCase, .string(let textCase)):
                modifier()
                ownStyle.append("text-transform:\(textCase == "uppercase" ? "uppercase" : textCase == "lowercase" ? "lowercase" : "none")")
            case (.baselineOffset, .number(let offset)):
                modifier()
                ownStyle.append("position:relative;top:\(CSSValue.pixels(-offset))")
            case (.textWeight, .string(let raw)):
                // Inherited by the text inside, as SwiftUI's environment hands it down.
                modifier()
                if let weight = Font.Weight(rawValue: raw) { ownStyle.append("font-weight:\(CSSValue.weight(weight))") }
            case (.textItalic, .bool(let on)):
                modifier()
                ownStyle.append("font-style:\(on ? "italic" : "normal")")
            case (.textStrikethrough, .bool(true)):
                modifier()
                ownStyle.append("text-decoration:line-through")
            case (.maskGradient, .string(let text)):
                modifier()
                if let image = CSSValue.gradient(text) { current.style.append("-webkit-mask-image:\(image);mask-image:\(image)") }
            case (.underline, .bool(true)):
                modifier()
                ownStyle.append("text-decoration:underline")
            case (.accessibilityLabel, .string(let label)):
                modifier()
                description.setAttribute("aria-label", label)
            case (.accessibilityHint, .string(let hint)):
                modifier()
                description.setAttribute("aria-description", hint)
            case (.accessibilityValue, .string(let value)):
                modifier()
                description.setAttribute("aria-valuetext", value)
            case (.accessibilityTraits, .string(let traits)):
                modifier()
                let names = traits.split(separator: " ")
                if names.contains("header") { description.setAttribute("role", "heading") }
                else if names.contains("button") { description.setAttribute("role", "button") }
                else if names.contains("link") { description.setAttribute("role", "link") }
                else if names.contains("image") { description.setAttribute("role", "img") }
                if names.contains("selected") { description.setAttribute("aria-selected", "true") }
                if names.contains("modal") { description.setAttribute("aria-modal", "true") }
            case (.accessibilityElement, .string(let behavior)):
                modifier()
                if behavior != "contain", description[attribute: "role"] == nil { description.setAttribute("role", "group") }
            case (.focused, .bool(let focused)) where kind == .textField || kind == .secureField:
                description.setAttribute("data-focus", focused ? "true" : "false")
            case (.submits, .bool(true)) where kind == .textField || kind == .secureField:
                description.setAttribute("data-submit", "")
            case (.axis, .string(let axis)) where kind == .lazyStack:
                classes.append(axis == "horizontal" ? "t-h" : "t-v")
            case (.lazy, .number(let count)) where kind == .lazyStack || kind == .list:
                description.setAttribute("data-lazy", String(Int(count)))
            case (.transition, .transition(let transition)):
                description.setAttribute("data-transition", DOMTranslator.transitionAttribute(transition))
            case (.gridCellColumns, .number(let count)):
                current.style.append("grid-column-end:span \(Int(min(max(count, 1), 100)))")
            case (.gridCellAnchor, .string(let text)):
                let n = CSSValue.numbers(text)
                if n.count == 2 {
                    let place = { (v: Double) in v <= 0.25 ? "start" : v >= 0.75 ? "end" : "center" }
                    current.style.append("justify-self:\(place(n[0]));align-self:\(place(n[1]))")
                }
            case (.gridColumnAlignment, .string(let raw)):
                if let alignment = HorizontalAlignment(rawValue: raw) {
                    current.style.append("justify-self:\(alignment == .leading ? "start" : alignment == .trailing ? "end" : "center")")
                }
            case (.containerRelativeFrame, .string(let text)):
                // "w k c,h k c": a length of k times the container plus c points.
                for part in text.split(separator: ",") {
                    let fields = part.split(separator: " ")
                    let n = fields.dropFirst().compactMap { Double($0) }
                    guard fields.count == 3, n.count == 2, n.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) else { continue }
                    let property = fields[0] == "w" ? "width" : "height"
                    current.style.append("\(property):calc(\(CSSValue.number(n[0] * 100))% + \(CSSValue.pixels(n[1])));flex-shrink:0")
                }
            case (.position, .point(let x, let y)):
                // Centred on the point, out of the flow of its parent (made a containing block).
                let n = [x, y]
                if n.allSatisfy({ $0.isFinite && abs($0) < 1e6 }) {
                    modifier()
                    openBox()
                    current.style.append("position:absolute;left:\(CSSValue.pixels(n[0]));top:\(CSSValue.pixels(n[1]));translate:-50% -50%")
                    current.className += " t-positioned"
                }
            case (.allowsHitTesting, .bool(false)):
                current.style.append("pointer-events:none")
            case (.keyboardShortcut, .string(let shortcut)) where kind == .button && !shortcut.isEmpty
                && shortcut.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+") }):
                description.setAttribute("data-key", shortcut)
            case (.scrollSnap, .string(let snap)):
                // CSS scroll snapping: mandatory for pages and one view at a time, else proximity.
                modifier()
                ownStyle.append(snap == "paging" || snap == "viewAlignedOne" ? "scroll-snap-type:both mandatory" : "scroll-snap-type:both proximity")
                if snap == "paging" { current.className += " t-snap-pages" }
            case (.scrollTargetLayout, .bool(true)):
                modifier()
                current.className += " t-snap-targets"
            case (.fontWidth, .number(let width)):
                modifier()
                ownStyle.append(CSSValue.fontStretch(width))
            case (.hidden, .bool(true)):
                modifier()
                ownStyle.append("visibility:hidden;pointer-events:none")
            case (.redacted, .string(let reasons)):
                // Placeholders of the text and images below (their size kept), or of the
                // private views below; `none` (unredacted) shows them again.
                modifier()
                openBox()
                let names = reasons.split(separator: " ")
                current.className += names.isEmpty || reasons == "none" ? " t-unredacted"
                    : (names.contains("placeholder") ? " t-redacted" : "") + (names.contains("privacy") ? " t-redact-private" : "")
            case (.privacySensitive, .bool(true)):
                modifier()
                openBox()
                current.className += " t-private"
            case (.truncationMode, .string(let mode)):
                // Text is cut at its end by CSS; at its start by writing it right to left.
                modifier()
                if mode == "head" {
                    openBox()
                    current.className += " t-truncate-head"
                }
            case (.textSelection, .bool(let selectable)):
                modifier()
                ownStyle.append(selectable ? "user-select:text;-webkit-user-select:text" : "user-select:none;-webkit-user-select:none")
            case (.colorMultiply, .color(let color)):
                // Multiplies what the view draws by the colour: a layer over it that blends
                // by multiplying (its transparent parts are tinted too: docs/Differences.md).
                modifier()
                openBox()
                current.style.append("--t-multiply:\(CSSValue.color(color))")
                current.className += " t-multiply"
            case (.layoutPriority, .number(let priority)) where priority > 0:
                // Offered its size before its siblings: it does not shrink while they can.
                modifier()
                ownStyle.append("flex-shrink:0")
            case (.backgroundMaterial, .number(let thickness)):
                let percent = CSSValue.number((min(max(thickness, 0), 1) * 100).rounded())
                paintBackground("background-color:color-mix(in srgb,var(--card) \(percent)%,transparent);backdrop-filter:blur(20px) saturate(1.8)")
            case (.labelsHidden, .bool(true)):
                classes.append("t-labels-hidden")
            case (.blendMode, .string(let mode)):
                if ["multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn", "hard-light",
                    "soft-light", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "plus-lighter"].contains(mode) {
                    current.style.append("mix-blend-mode:\(mode)")
                }
            case (.matchedGeometry, .string(let key)):
                description.setAttribute("data-match", String(key.prefix(64)))
            case (.contentTransition, .string(let name)):
                description.setAttribute("data-content-transition", name)
            case (.pathFrames, .string(let frames)) where kind == .shape:
                description.setAttribute("data-frames", frames.split(separator: "|", omittingEmptySubsequences: false).map { CSSValue.pathData(String($0)) }.joined(separator: "|"))
            case (.depth, .number(let depth)) where kind == .navigationStack:
                description.setAttribute("data-depth", String(Int(depth)))
            case (.hidden, .bool(true)) where kind == .navigationScreen || kind == .tabContent:
                ownStyle.append("display:none")
            case (.selection, .color(let color)):
                description.setAttribute("value", color.hexString)
            case (.title, .string(let title)) where kind == .colorPicker || kind == .alert || kind == .confirmationDialog:
                description.setAttribute("aria-label", title)
            case (.isOn, .bool(let on)):
                description.setAttribute("checked", on ? "" : nil)
            case (.disabled, .bool(true)):
                disabled = true
                description.setAttribute("disabled", "")
            case (.url, .string(let address)) where kind == .image:
                // A web image (AsyncImage): the browser loads it; only http and https.
                let lower = address.lowercased()
                if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
                    description.tag = "img"
                    description.setAttribute("src", address)
                    classes.append("t-remote")
                }
            case (.url, .string(let url)):
                description.setAttribute("href", DOMTranslator.safeURL(url))
            case (.alignment, .string(let raw)) where !sawModifier:
                if kind == .vStack || kind == .lazyStack, let alignment = HorizontalAlignment(rawValue: raw) {
                    ownStyle.append("align-items:\(CSSValue.flexAlignment(alignment))")
                } else if kind == .hStack || kind == .lazyStack, let alignment = VerticalAlignment(rawValue: raw) {
                    ownStyle.append("align-items:\(CSSValue.flexAlignment(alignment))")
                }
            case (.alignment, .alignment(let alignment)) where !sawModifier:
                ownStyle.append("justify-items:\(CSSValue.flexAlignment(alignment.horizontal));align-items:\(CSSValue.flexAlignment(alignment.vertical))")
            case (.spacing, .number(let spacing)) where !sawModifier:
                ownStyle.append("gap:\(CSSValue.pixels(spacing))")
            case (.minLength, .number(let length)) where !sawModifier:
                ownStyle.append("min-width:\(CSSValue.pixels(length));min-height:\(CSSValue.pixels(length))")
            case (.systemName, .string(let name)) where SymbolIcons.nearest(name) != nil:
                // A real icon: a mask of the symbol's SVG, painted in the text colour (a
                // variant the table lacks, `heart.circle.fill`, draws as its nearest, `heart`).
                classes.append("t-icon")
                ownStyle.append("--t-icon:url(/_trellis/icons/\(SymbolIcons.nearest(name) ?? name).svg)")
                description.setAttribute("role", "img")
                description.setAttribute("aria-label", name)
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
                description.setAttribute("data-press", String(Int(min(max(seconds, 0), 60) * 1000)))
            case (.imageScale, .string(let scale)):
                // SF Symbols' scales: about 0.75, 1 and 1.33 of the text.
                if scale == "small" { ownStyle.append("font-size:0.8em") } else if scale == "large" { ownStyle.append("font-size:1.3em") }
            case (.systemName, .string(let name)), (.name, .string(let name)):
                // Symbols without an icon, and asset images (no asset catalogs here): a neutral box.
                description.text = "◻︎"
                description.setAttribute("role", "img")
                description.setAttribute("aria-label", name)
            case (.gradient, .string(let text)) where kind == .color:
                if let image = CSSValue.gradient(text) { ownStyle.append("background-image:\(image)") }
            case (.tracks, .string(let text)) where kind == .grid:
                // One CSS track per GridItem; an adaptive item repeats as often as it fits.
                var tracks: [String] = []
                for item in text.split(separator: ",") {
                    let parts = item.split(separator: " ")
                    let n = parts.dropFirst().map { $0 == "inf" ? Double.infinity : (Double($0) ?? 0) }
                    switch (parts.first, n.count) {
                    case ("fixed", 1): tracks.append(CSSValue.pixels(n[0]))
                    case ("flexible", 2): tracks.append("minmax(\(CSSValue.pixels(n[0])),\(n[1].isFinite ? CSSValue.pixels(n[1]) : "1fr"))")
                    case ("adaptive", 2): tracks.append("repeat(auto-fill,minmax(\(CSSValue.pixels(n[0])),\(n[1].isFinite ? CSSValue.pixels(n[1]) : "1fr")))")
                    default: break
                    }
                }
                let axis = classes.contains("t-grid-h") ? "rows" : "columns"
                if !tracks.isEmpty { ownStyle.append("grid-template-\(axis):\(tracks.joined(separator: " "))") }
            case (.columns, .number(let columns)) where kind == .tableGrid:
                ownStyle.append("grid-template-columns:repeat(\(Int(min(max(columns, 1), 64))),auto)")
            case (.horizontalSpacing, .number(let spacing)) where kind == .tableGrid && !sawModifier:
                ownStyle.append("column-gap:\(CSSValue.pixels(spacing))")
            case (.verticalSpacing, .number(let spacing)) where kind == .tableGrid && !sawModifier:
                ownStyle.append("row-gap:\(CSSValue.pixels(spacing))")
            case (.rowAlignment, .string(let raw)) where kind == .gridRow:
                if let alignment = VerticalAlignment(rawValue: raw) { ownStyle.append("--t-row-align:\(CSSValue.flexAlignment(alignment))") }
            case (.axis, .string("horizontal")) where kind == .grid:
                classes.append("t-grid-h")
            case (.trackSpacing, .number(let spacing)) where kind == .grid && !sawModifier:
                ownStyle.append("column-gap:\(CSSValue.pixels(spacing))")
            case (.backgroundGradient, .string(let text)):
                paintBackground(CSSValue.gradient(text).map { "background-image:\($0)" })
            case (.color, .color(let color)) where kind == .color:
                ownStyle.append("background-color:\(CSSValue.color(color))")
            case (.shape, .string(let shape)) where kind == .shape:
                switch shape {
                case "circle": ownStyle.append("border-radius:50%;aspect-ratio:1")
                case "ellipse": ownStyle.append("border-radius:50%")
                case "capsule": ownStyle.append("border-radius:9999px")
                default: break
                }
            case (.cornerRadius, .number(let radius)) where kind == .shape && !sawModifier:
                ownStyle.append("border-radius:\(CSSValue.pixels(radius))")
            case (.cornerSize, .string(let size)) where kind == .shape && !sawModifier:
                let sides = CSSValue.numbers(size)
                if sides.count == 2 { ownStyle.append("border-radius:\(CSSValue.pixels(sides[0])) / \(CSSValue.pixels(sides[1]))") }
            case (.cornerRadii, .string(let radii)) where kind == .shape && !sawModifier:
                let corners = CSSValue.numbers(radii)
                if corners.count == 4 { ownStyle.append("border-radius:" + corners.map(CSSValue.pixels).joined(separator: " ")) }
            case (.inset, .number(let amount)) where kind == .shape && !sawModifier:
                // The box keeps its size; paint starts `amount` inside it.
                shape.inset = amount
                ownStyle.append("border:\(CSSValue.pixels(amount)) solid transparent;background-clip:padding-box")
            case (.path, .string(let data)) where kind == .shape && !sawModifier:
                shape.isPath = true
                description.tag = "svg"
                classes.append("t-path")
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
            case (.fillGradient, .string(let text)) where kind == .shape && !shape.isPath:
                // A box shape paints the gradient; a path keeps the first colour.
                if let image = CSSValue.gradient(text) { ownStyle.append("background-image:\(image)") }
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
            case (.dash, .string(let dash)) where kind == .shape && !sawModifier:
                shape.dash = CSSValue.numbers(dash)
            case (.dashPhase, .number(let phase)) where kind == .shape && !sawModifier:
                shape.extraStroke.append("stroke-dashoffset:\(CSSValue.number(phase))")
            case (.axes, .string(let axes)) where !sawModifier:
                classes.append(axes == "horizontal" ? "t-scroll-h" : "t-scroll-both")
            case (.showsIndicators, .bool(false)) where !sawModifier:
                classes.append("t-no-indicators")
            case (.pinnedHeaders, .bool(true)) where !sawModifier:
                classes.append("t-pin-headers")
            case (.pinnedFooters, .bool(true)) where !sawModifier:
                classes.append("t-pin-footers")
            case (.scrollBounce, .string("basedOnSize")):
                modifier()
                ownStyle.append("overscroll-behavior:contain")
            case (.contentMargins, .insets(let margins)) where !sawModifier:
                ownStyle.append("padding:\(CSSValue.pixels(margins.top)) \(CSSValue.pixels(margins.trailing)) \(CSSValue.pixels(margins.bottom)) \(CSSValue.pixels(margins.leading))")
            case (.scrollDisabled, .bool(true)) where !sawModifier:
                classes.append("t-no-scroll")
            case (.scrollContentBackground, .string("hidden")) where !sawModifier:
                classes.append("t-clear-background")

            // Modifiers, innermost first.
            case (.padding, .insets(let insets)):
                modifier()
                if current.hasBackground || current.hasFrame || current.hasRadius { openBox() }
                // Paddings in a row add up (`.padding(.horizontal, 12).padding(.vertical, 6)`).
                var total = insets
                if let earlier = current.padding, let index = current.style.lastIndex(where: { $0.hasPrefix("padding:") }) {
                    total = EdgeInsets(top: earlier.top + insets.top, leading: earlier.leading + insets.leading,
                                       bottom: earlier.bottom + insets.bottom, trailing: earlier.trailing + insets.trailing)
                    current.style.remove(at: index)
                }
                current.hasPadding = true
                current.padding = total
                current.style.append("padding:\(CSSValue.insets(total))")
            case (.resizable, .bool(true)) where kind == .image:
                isResizable = true
            case (.frame, .frame(let frame)):
                modifier()
                // A symbol keeps its size in a frame (centred by the frame's alignment) unless resizable.
                let keepsOwnSize = kind == .image && classes.contains("t-icon") && !isResizable
                if current.hasFrame || current.hasBackground || current.hasRadius
                    || (boxes.count == 1 && (DOMTranslator.containerKinds.contains(kind) || keepsOwnSize)) {
                    openBox()
                }
                applyFrame(frame)
            case (.background, .color(let color)):
                paintBackground("background-color:\(CSSValue.color(color))")
            case (.cornerRadius, .number(let radius)):
                modifier()
                if current.hasRadius { openBox() }
                current.hasRadius = true
                current.style.append("border-radius:\(CSSValue.pixels(radius));overflow:hidden")
            case (.opacity, .number(let opacity)):
                modifier()
                current.opacity *= min(max(opacity, 0), 1)
            case (.lineLimit, .lineLimit(let most, let least)):
                // At most `most` lines (nil: any), at least `least` tall.
                modifier()
                if let most, most > 0 {
                    ownStyle.append(most == 1 ? "white-space:nowrap;overflow:hidden;text-overflow:ellipsis"
                                    : "display:-webkit-box;-webkit-box-orient:vertical;overflow:hidden;-webkit-line-clamp:\(min(most, 1000))")
                }
                if least > 0 {
                    ownStyle.append("min-height:calc(\(min(least, 1000)) * 1.3em)")
                }
            case (.fixedSize, .bool(true)), (.fixedSize, .string("horizontal")):
                modifier()
                ownStyle.append("flex-shrink:0;white-space:nowrap")
            case (.fixedSize, .string("vertical")):
                // Its full height: text wraps to as many lines as it needs, never clipped.
                modifier()
                ownStyle.append("flex-shrink:0")
            case (.inputMode, .string(let mode)) where ["numeric", "decimal", "tel", "email", "url", "search"].contains(mode):
                description.setAttribute("inputmode", mode)
            case (.textContentType, .string(let token)) where token.allSatisfy({ $0.isLetter || $0 == "-" }):
                description.setAttribute("autocomplete", token)
            case (.autocapitalization, .string(let mode)) where ["none", "sentences", "words", "characters"].contains(mode):
                description.setAttribute("autocapitalize", mode)
            case (.autocorrectionDisabled, .bool(true)):
                description.setAttribute("autocorrect", "off")
                description.setAttribute("spellcheck", "false")
            case (.submitLabel, .string(let hint)) where ["enter", "done", "go", "next", "previous", "search", "send"].contains(hint):
                description.setAttribute("enterkeyhint", hint)
            case (.stepper, .bool(true)):
                modifier()
                classes.append("t-stepper")
            case (.form, .bool(true)) where kind == .list:
                modifier()
                classes.append("t-form")
            case (.listStyle, .string(let style)) where kind == .list && ["plain", "grouped", "inset"].contains(style):
                classes.append("t-list-\(style)")
            case (.preferredColorScheme, .string(let scheme)) where scheme == "dark" || scheme == "light":
                modifier()
                // The page follows the scheme while this element is on it (see the stylesheet).
                classes.append("t-scheme-\(scheme)")
            case (.accessibilityHidden, .bool(true)):
                modifier()
                description.setAttribute("aria-hidden", "true")
            case (.listRowBackground, .color(let color)):
                modifier()
                ownStyle.append("background-color:\(CSSValue.color(color))")
            case (.listRowInsets, .insets(let insets)):
                modifier()
                ownStyle.append("padding:\(CSSValue.insets(insets))")
            case (.listRowSeparator, .bool(false)):
                modifier()
                ownStyle.append("border-bottom:none")
            case (.accessibilityIdentifier, .string(let identifier)):
                modifier()
                description.setAttribute("data-testid", identifier)
            case (.hover, .string(let mode)) where kind == .hoverArea && !sawModifier && (mode == "enter" || mode == "move"):
                description.setAttribute("data-hover", mode)
            case (.tabViewStyle, .string(let style)) where kind == .tabView && (style == "page" || style == "page-noindex"):
                // Pages: a dot for each instead of the tab bar, swiped through (the client).
                classes.append(style == "page" ? "t-pages" : "t-pages t-pages-noindex")
            case (.indexBackground, .bool(true)) where kind == .tabView:
                classes.append("t-index-bg")
            case (.keys, .string(let keys)) where kind == .keyPressArea && !sawModifier && keys.count <= 400
                && keys.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || " :*".contains($0)) }):
                description.setAttribute("data-keys", keys)
            case (.commands, .bool(true)):
                // A scene's menu commands: in the page for their shortcuts, out of sight.
                modifier()
                classes.append("t-commands")
            case (.help, .string(let text)):
                modifier()
                description.setAttribute("title", text)
            case (.accessibilityHeading, .number(let level)):
                modifier()
                description.setAttribute("role", "heading")
                if level >= 1 && level <= 6 { description.setAttribute("aria-level", String(Int(level))) }
            case (.fontDesign, .string(let design)):
                modifier()
                ownStyle.append("font-family:\(CSSValue.fontFamily(design))")
            case (.textScale, .number(let factor)) where factor > 0 && factor <= 1:
                modifier()
                ownStyle.append("font-size:\(CSSValue.number(factor))em")
            case (.typesettingLanguage, .string(let language))
                where !language.isEmpty && language.count <= 35 && language.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }):
                modifier()
                description.setAttribute("lang", language.replacingOccurrences(of: "_", with: "-"))
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
            case (.separatorTint, .color(let color)):
                modifier()
                ownStyle.append("--line:\(CSSValue.color(color))")
            case (.listRowSpacing, .number(let spacing)) where spacing > 0:
                // Rows apart, each its own card, as iOS draws spaced rows.
                modifier()
                classes.append("t-spaced-rows")
                ownStyle.append("gap:\(CSSValue.pixels(min(spacing, 200)))")
            case (.listSectionSpacing, .number(let spacing)):
                modifier()
                ownStyle.append("--t-section-gap:\(CSSValue.pixels(min(max(spacing, 0), 200)))")
            default:
                // minimumScaleFactor, the identity property of `.id`, and anything a newer
                // core adds: no HTML meaning (yet), so nothing is sent.
                modifier()
            }
        }

        mutating func modifier() { sawModifier = true }

        /// A transform or filter of the whole box so far: what wraps it later (padding, a
        /// background) goes on a new box, outside the effect.
        /// A background behind the box so far (a box of its own when this one is painted or
        /// rounded already); nil paints nothing but still takes the place.
        mutating func paintBackground(_ css: String?) {
            modifier()
            if current.hasBackground || current.hasRadius { openBox() }
            current.hasBackground = true
            if let css { current.style.append(css) }
        }

        mutating func effect(transform: [String] = [], filter: String? = nil) {
            modifier()
            current.transforms.insert(contentsOf: transform, at: 0)
            if let filter { current.filters.insert(filter, at: 0) }
            current.hasRadius = true
        }

        mutating func applyFrame(_ frame: FrameLayout) {
            current.hasFrame = true
            var css: [String] = []
            let fixedWidth = frame.fixedWidth
            css += Self.axis("width", fixed: fixedWidth, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth,
                             fills: &current.fillsWidth)
            if let fixedWidth, fixedWidth.isFinite {
                css.append("flex-shrink:0")
                current.fixedWidth = true
                current.fillsWidth = false
            }
            if let fixedHeight = frame.fixedHeight, fixedHeight.isFinite {
                current.fixedHeight = true
                current.fillsHeight = false
            }
            css += Self.axis("height", fixed: frame.fixedHeight, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight,
                             fills: &current.fillsHeight)
            // A frame is a flexible box that places its content by the frame's alignment
            // (a list's own frame only sizes it: its rows start at the top).
            if boxes.count > 1 || !(DOMTranslator.containerKinds.contains(kind) || kind == .list) {
                if frame.alignment != .center || boxes.count == 1 {
                    css.append("justify-content:\(CSSValue.flexAlignment(frame.alignment.horizontal));align-items:\(CSSValue.flexAlignment(frame.alignment.vertical));text-align:\(CSSValue.textAlign(frame.alignment.horizontal))")
                }
                if boxes.count == 1 && kind != .textField && kind != .secureField {
                    classes.append("t-framed")
                }
            }
            current.style.append(contentsOf: css)
        }

        /// One axis of a frame: a fixed size, or min / ideal / max (an infinite max fills).
        static func axis(_ name: String, fixed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?, fills: inout Bool) -> [String] {
            if let fixed, fixed.isFinite { return ["\(name):\(CSSValue.pixels(Double(fixed)))"] }
            var css: [String] = []
            if let min, min.isFinite { css.append("min-\(name):\(CSSValue.pixels(Double(min)))") }
            if let ideal, ideal.isFinite { css.append("\(name):\(CSSValue.pixels(Double(ideal)))") }
            if let max {
                if max.isInfinite { fills = true } else { css.append("max-\(name):\(CSSValue.pixels(Double(max)))") }
            }
            return css
        }

        mutating func finish() -> DOMDescription {
            // Whatever fills its container makes every box around it fill too.
            var fillsWidth = false, fillsHeight = false
            for index in boxes.indices {
                fillsWidth = (fillsWidth || boxes[index].fillsWidth) && !boxes[index].fixedWidth
                fillsHeight = (fillsHeight || boxes[index].fillsHeight) && !boxes[index].fixedHeight
                boxes[index].fillsWidth = fillsWidth
                boxes[index].fillsHeight = fillsHeight
            }
            if takesSingleTaps && description[attribute: "data-press"] != nil && description[attribute: "data-taps"] == nil {
                description.setAttribute("data-taps", "1")
            }
            if disabled { classes.append("t-disabled") }
            if kind == .shape { ownStyle.append(contentsOf: shape.css()) }
            var inner = boxes[0]
            inner.style.insert(contentsOf: ownStyle, at: 0)
            description.setAttribute("class", Self.classList(classes, inner))
            let style = Self.style(inner)
            if !style.isEmpty { description.setAttribute("style", style) }
            description.wrappers = boxes.dropFirst().map {
                DOMDescription.Wrapper(className: Self.classList([$0.className], $0), style: Self.style($0))
            }
            // Attributes go out in one order whatever the modifiers' order, so equal
            // elements describe equally.
            description.attributes.sort { $0.name < $1.name }
            return description
        }

        static func classList(_ base: [String], _ box: Box) -> String {
            var names = base
            if box.fillsWidth { names.append("t-fill-w") }
            if box.fillsHeight { names.append("t-fill-h") }
            if box.fixedWidth { names.append("t-fixed-w") }
            if box.fixedHeight { names.append("t-fixed-h") }
            return names.joined(separator: " ")
        }

        static func style(_ box: Box) -> String {
            var parts = box.style
            if !box.transforms.isEmpty { parts.append("transform:" + box.transforms.joined(separator: " ")) }
            if !box.filters.isEmpty { parts.append("filter:" + box.filters.joined(separator: " ")) }
            if box.opacity < 1 { parts.append("opacity:\(CSSValue.number(box.opacity))") }
            return parts.joined(separator: ";")
        }
    }

    /// Only links that navigate: same-site paths, http(s) and mail. Anything else
    /// (`javascript:` above all) becomes an inert `#`.
    static func safeURL(_ url: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") { return trimmed }
        if trimmed.hasPrefix("/") && !trimmed.hasPrefix("//") { return trimmed }
        if trimmed.hasPrefix("#") || trimmed.hasPrefix("?") { return trimmed }
        return "#"
    }
}

extension DOMTranslator {
    /// A drawing transform as a CSS transform list, about its anchor. Shared by element
    /// styles and modifier transitions.
    static func css(_ transform: DrawingTransform) -> [String] {
        switch transform {
        case .offset(let x, let y):
            ["translate(\(CSSValue.pixels(x)),\(CSSValue.pixels(y)))"]
        case .scale(let x, let y, let anchor):
            anchored("scale(\(CSSValue.number(x)),\(CSSValue.number(y)))", at: anchor)
        case .rotation(let degrees, let anchor):
            anchored("rotate(\(CSSValue.number(degrees))deg)", at: anchor)
        case .rotation3D(let degrees, let x, let y, let z, let anchor, _):
            anchored("perspective(600px) rotate3d(\(CSSValue.number(x)),\(CSSValue.number(y)),\(CSSValue.number(z)),\(CSSValue.number(degrees))deg)",
                     at: anchor)
        case .affine(let a, let b, let c, let d, let tx, let ty):
            // A GeometryEffect's affine transform, about the top leading corner.
            anchored("matrix(\([a, b, c, d, tx, ty].map(CSSValue.number).joined(separator: ",")))", at: UnitPoint(x: 0, y: 0))
        }
    }

    /// A drawing filter as a CSS filter function.
    static func css(_ filter: DrawingFilter) -> String {
        switch filter {
        case .blur(let radius): "blur(\(CSSValue.pixels(max(radius, 0))))"
        case .brightness(let amount): "brightness(\(CSSValue.number(max(amount, 0))))"
        case .contrast(let amount): "contrast(\(CSSValue.number(max(amount, 0))))"
        case .saturation(let amount): "saturate(\(CSSValue.number(max(amount, 0))))"
        case .grayscale(let amount): "grayscale(\(CSSValue.number(min(max(amount, 0), 1))))"
        case .hueRotation(let degrees): "hue-rotate(\(CSSValue.number(degrees))deg)"
        case .colorInvert: "invert(1)"
        }
    }

    /// `transform` about a unit-point anchor: around one other than the centre, move
    /// there, transform, move back (percentages of the box).
    static func anchored(_ transform: String, at anchor: UnitPoint) -> [String] {
        let dx = (anchor.x - 0.5) * 100, dy = (anchor.y - 0.5) * 100
        if dx == 0 && dy == 0 { return [transform] }
        return ["translate(\(CSSValue.number(dx))%,\(CSSValue.number(dy))%)", transform,
                "translate(\(CSSValue.number(-dx))%,\(CSSValue.number(-dy))%)"]
    }

    /// A transition as the client names it (Client/animation.js): `opacity`, `scale`,
    /// `slide`, `move-<edge>`, `identity`; effects as the CSS the view starts from,
    /// `fx:<transform>~<opacity>~<filter>`; `a+b` combined; `insertion|removal` asymmetric.
    static func transitionAttribute(_ transition: TransitionKind) -> String {
        switch transition {
        case .identity: "identity"
        case .opacity: "opacity"
        case .scale: "scale"
        case .slide: "slide"
        case .move(let edge): "move-\(edge)"
        case .combined(let a, let b): transitionAttribute(a) + "+" + transitionAttribute(b)
        case .asymmetric(let insertion, let removal): transitionAttribute(insertion) + "|" + transitionAttribute(removal)
        case .effects(let effects):
            effectsAttribute(effects)
        }
    }

    private static func effectsAttribute(_ effects: [TransitionKind.Effect]) -> String {
        var transforms: [String] = [], opacity = "", filter = ""
        for effect in effects {
            switch effect {
            case .transform(let transform): transforms += css(transform)
            case .opacity(let value): opacity = CSSValue.number(min(max(value, 0), 1))
            case .filter(.blur(let radius)): filter = css(.blur(radius: radius))
            case .filter: break
            }
        }
        return "fx:" + transforms.joined(separator: " ") + "~" + opacity + "~" + filter
    }
}
