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

    /// The subjects properties are translated by (one file each in Properties/).
    enum Subject: CaseIterable {
        case text, control, layout, effect, paint, shape, image, collection, accessibility, interaction, motion
    }

    /// Each property's subject: the table `Builder.apply` dispatches on.
    static let subjects: [PropertyName: Subject] = {
        var table: [PropertyName: Subject] = [:]
        let lists: [(Subject, [PropertyName])] = [
            (.text, textProperties),
            (.control, controlProperties),
            (.layout, layoutProperties),
            (.effect, effectProperties),
            (.paint, paintProperties),
            (.shape, shapeProperties),
            (.image, imageProperties),
            (.collection, collectionProperties),
            (.accessibility, accessibilityProperties),
            (.interaction, interactionProperties),
            (.motion, motionProperties),
        ]
        for (subject, names) in lists {
            for name in names {
                precondition(table.updateValue(subject, forKey: name) == nil, "\(name) has two subjects")
            }
        }
        return table
    }()

    /// Containers whose children the layout engine places in the page (SwiftUI's rules:
    /// proposals, flexibility order, alignment guides), not CSS.
    static let engineLaidOutKinds: Set<ElementKind> = [.vStack, .hStack, .lazyStack, .zStack, .customLayout, .grid, .tableGrid, .scrollView,
                                                                .layer, .layered, .list, .picker, .pickerPart, .geometryReader, .button, .link,
                                                                .gestureArea, .hoverArea, .keyPressArea, .scrollVisibilityArea, .dragSource, .dropArea, .section, .navigationStack, .navigationScreen,
                                                                .sheet, .fullScreenCover, .alert, .confirmationDialog, .tabView,
                                                                .tabContent, .progressView]

    /// Kinds whose own box lays out children: a frame on them goes on a wrapper, so the
    /// stack keeps its own alignment inside the frame's (and the size the engine gives the
    /// container is its own, inside the frame).
    static let containerKinds: Set<ElementKind> = engineLaidOutKinds

    /// A shape's stroke and inset, gathered until the element is finished.
    /// What a web view's frame may do: run its scripts, submit its forms and open windows,
    /// always in an origin of its own (never `allow-same-origin`: markup the app shows
    /// must not reach the page, its socket or its storage). The client sets the same.
    static let webSandbox = "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"

    struct ShapePaint {
        var isPath = false
        var hasFill = false
        var inset = 0.0
        var stroke: Color?
        var lineWidth = 1.0
        var dash: [Double] = []
        var extraStroke: [String] = []
        /// A path's outline (sanitised path data) and the gradient it is filled with: SVG
        /// cannot take a CSS gradient, so the element paints it clipped to the path.
        var pathData: String?
        var pathGradient: String?

        /// Paths stroke in SVG; the built-in shapes' CSS boxes get an outline, centred on
        /// the (inset) edge as SwiftUI centres a stroke.
        func css() -> [String] {
            // Only a fill needs the border that insets it: a border cannot shrink, so an
            // inset of half the shape or more would grow the box the engine placed.
            var insetFill = inset > 0 && hasFill && !isPath
                ? ["border:\(CSSValue.pixels(inset)) solid transparent", "background-clip:padding-box"] : []
            if isPath, let pathData, let pathGradient {
                insetFill += ["fill:transparent", "background-image:\(pathGradient)", "clip-path:path(\"\(pathData)\")"]
            }
            guard let stroke else { return insetFill }
            let color = CSSValue.color(stroke)
            if isPath {
                var css = (hasFill ? [] : ["fill:none"]) + ["stroke:\(color)", "stroke-width:\(CSSValue.number(lineWidth))"] + extraStroke
                if !dash.isEmpty { css.append("stroke-dasharray:\(dash.map(CSSValue.number).joined(separator: " "))") }
                return css
            }
            let style = dash.isEmpty ? "solid" : "dashed"
            return insetFill + ["outline:\(CSSValue.pixels(lineWidth)) \(style) \(color)",
                    "outline-offset:\(CSSValue.pixels(-(inset + lineWidth / 2)))"]
        }
    }

    struct Box {
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
        /// An accessibility identifier names this box: the view identified is this big, so
        /// a later padding or frame goes on a box around it.
        var testID: String?

        init(className: String) { self.className = className }
    }

    struct Builder {
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
            if kind == .geometryReader || kind == .list {
                // A geometry reader, a list: all the space they are offered.
                box.fillsWidth = true
                box.fillsHeight = true
            }
            if kind == .list {
                // A list's own padding and background draw its cards: a padding or a
                // background on it goes on a box around it.
                box.hasBackground = true
            }
            if DOMTranslator.engineLaidOutKinds.contains(kind) { description.placement = .placesChildren }
            if kind == .grid {
                // A lazy grid spans the width it is offered, its columns shared across it.
                box.fillsWidth = true
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
            case .video: ("video", "t-color t-video")
            case .webView: ("iframe", "t-color t-web")
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
            case .scrollVisibilityArea: ("div", "t-hover-area")
            case .dragSource, .dropArea: ("div", "t-hover-area")
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
            case .customLayout: ("div", "t-layout")
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
            switch DOMTranslator.subjects[property.name] {
            case .text?: applyText(property)
            case .control?: applyControl(property)
            case .layout?: applyLayout(property)
            case .effect?: applyEffect(property)
            case .paint?: applyPaint(property)
            case .shape?: applyShape(property)
            case .image?: applyImage(property)
            case .collection?: applyCollection(property)
            case .accessibility?: applyAccessibility(property)
            case .interaction?: applyInteraction(property)
            case .motion?: applyMotion(property)
            case nil:
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
                DOMDescription.Wrapper(className: Self.classList([$0.className], $0), style: Self.style($0), testID: $0.testID)
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
            return ["translate(\(CSSValue.pixels(x)),\(CSSValue.pixels(y)))"]
        case .scale(let x, let y, let anchor):
            return anchored("scale(\(CSSValue.number(x)),\(CSSValue.number(y)))", at: anchor)
        case .rotation(let degrees, let anchor):
            return anchored("rotate(\(CSSValue.number(degrees))deg)", at: anchor)
        case .rotation3D(let degrees, let x, let y, let z, let anchor, let anchorZ, let perspective):
            // SwiftUI's default perspective (1) is drawn with the eye 600 points away; a
            // larger one brings the eye nearer, 0 is none (docs/Differences.md).
            let eye = perspective > 0 ? "perspective(\(CSSValue.pixels(600 / perspective))) " : ""
            let rotation = "\(eye)rotate3d(\(CSSValue.number(x)),\(CSSValue.number(y)),\(CSSValue.number(z)),\(CSSValue.number(degrees))deg)"
            guard anchorZ != 0 else { return anchored(rotation, at: anchor) }
            // The anchor's depth: the rotation turns about a point that far towards the viewer.
            return anchored("translateZ(\(CSSValue.pixels(anchorZ))) \(rotation) translateZ(\(CSSValue.pixels(-anchorZ)))", at: anchor)
        case .affine(let a, let b, let c, let d, let tx, let ty):
            // A GeometryEffect's affine transform, about the top leading corner.
            return anchored("matrix(\([a, b, c, d, tx, ty].map(CSSValue.number).joined(separator: ",")))", at: UnitPoint(x: 0, y: 0))
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
