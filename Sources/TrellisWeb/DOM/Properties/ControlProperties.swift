@_spi(TrellisHost) import Trellis

// Controls: fields, buttons, toggles, sliders, pickers, menus and their styles.
extension DOMTranslator {
    /// The properties this file translates.
    static let controlProperties: [PropertyName] = [
        .placeholder, .value, .min, .max, .step, .components,
        .pickerStyle, .selected, .role, .primaryAction, .contextMenu, .search,
        .multiline, .editor, .textFieldStyle, .buttonRole, .buttonStyle, .controlSize,
        .buttonBorderShape, .toggleStyle, .isOn, .autocapitalization, .autocorrectionDisabled, .inputMode,
        .textContentType, .submitLabel, .submits, .progressViewStyle, .fraction, .stepper,
        .disclosure, .controlGroup, .groupBox, .labeledContent, .form, .commands,
        .keyboardShortcut, .refresh, .url, .title, .selection, .htmlDocument,
    ]
}

extension DOMTranslator.Builder {
    mutating func applyControl(_ property: ElementProperty) {
        switch (property.name, property.value) {
        case (.placeholder, .string(let text)):
            description.setAttribute("placeholder", text)
        case (.value, .string(let text)):
            description.setAttribute("value", text)
        case (.value, .number(let sound)) where kind == .video:
            // A player's picture plays sound `sound` itself (the page's speakers look for
            // the video of that number before making an audio element).
            description.setAttribute("data-sound", String(Int(sound)))
            description.setAttribute("playsinline", "")
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
        case (.buttonStyle, .string(let style)) where kind == .button && ["bordered", "borderedProminent", "borderless", "plain", "custom", "glass", "glassProminent"].contains(style):
            classes.append("t-style-\(style)")
        case (.controlSize, .string(let size)) where kind == .button && ["mini", "small", "large", "extraLarge"].contains(size):
            classes.append("t-size-\(size)")
        case (.buttonBorderShape, .string(let shape)) where kind == .button && ["capsule", "circle"].contains(shape):
            classes.append("t-shape-\(shape)")
        case (.buttonBorderShape, .number(let radius)) where kind == .button:
            // A rounded rectangle, with its radius (`.roundedRectangle(radius:)`).
            ownStyle.append("border-radius:\(CSSValue.pixels(radius))")
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
        case (.submits, .bool(true)) where kind == .textField || kind == .secureField:
            description.setAttribute("data-submit", "")
        case (.keyboardShortcut, .string(let shortcut)) where kind == .button && !shortcut.isEmpty
            && shortcut.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+") }):
            description.setAttribute("data-key", shortcut)
        case (.selection, .color(let color)):
            description.setAttribute("value", color.hexString)
        case (.title, .string(let title)) where kind == .colorPicker || kind == .alert || kind == .confirmationDialog:
            description.setAttribute("aria-label", title)
        case (.isOn, .bool(let on)):
            description.setAttribute("checked", on ? "" : nil)
        case (.url, .string(let address)) where kind == .webView:
            // A web page in a frame: only http and https; sandboxed (its scripts run, in an
            // origin of their own: never the page's), and its load reported back.
            let lower = address.prefix(16).lowercased()
            if lower.hasPrefix("https://") || lower.hasPrefix("http://") {
                description.setAttribute("sandbox", DOMTranslator.webSandbox)
                description.setAttribute("src", address)
            }
        case (.htmlDocument, .string(let markup)) where kind == .webView:
            description.setAttribute("sandbox", DOMTranslator.webSandbox)
            description.setAttribute("srcdoc", markup)
        case (.url, .string(let address)) where kind == .video:
            // A player's picture from the web; one of the app's own comes from the media route
            // (the client sets it from `data-sound`).
            let lower = address.prefix(16).lowercased()
            if lower.hasPrefix("https://") || lower.hasPrefix("http://") { description.setAttribute("src", address) }
        case (.url, .string(let address)) where kind == .image:
            // A web image (AsyncImage): the browser loads it; only http and https. Or an
            // image made from bytes (a picked photo, `UIImage(data:)`), inline as a data URL
            // of a raster type: never SVG, whose markup a page must not take from an app's data.
            let lower = address.prefix(32).lowercased()
            if lower.hasPrefix("https://") || lower.hasPrefix("http://")
                || ["png", "jpeg", "gif", "webp"].contains(where: { lower.hasPrefix("data:image/\($0);base64,") }) {
                description.tag = "img"
                description.setAttribute("src", address)
                classes.append("t-remote")
            }
        case (.url, .string(let url)):
            description.setAttribute("href", DOMTranslator.safeURL(url))
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
        case (.commands, .bool(true)):
            // A scene's menu commands: in the page for their shortcuts, out of sight.
            modifier()
            classes.append("t-commands")
        default:
            modifier()
        }
    }
}
