@_spi(TrellisHost) import Trellis

/// The page's CSS: SwiftUI's layout defaults (centred root, stacks with 8-point spacing,
/// greedy spacers and colours) as flexbox, and controls that look like the platform's.
enum Stylesheet {
    /// The page's whole stylesheet: the rules below and the semantic colours' variables.
    static let page = source + semanticColors + symbolEffects

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

    static let source = #"""
    :root { --accent: rgb(0,122,255); --label: #000; --secondary: rgba(60,60,67,.6); --separator: rgba(60,60,67,.29);
      --fill: #f2f2f7; --card: #fff; --line: rgba(60,60,67,.12); --edge: rgba(60,60,67,.18); color-scheme: light; }
    /* preferredColorScheme: the page takes the scheme of a view that asks for one. */
    :root:has(.t-scheme-dark) { --accent: rgb(10,132,255); --label: #fff; --secondary: rgba(235,235,245,.6);
      --separator: rgba(84,84,88,.6); --fill: #000; --card: #1c1c1e; --line: rgba(84,84,88,.6); --edge: rgba(84,84,88,.8);
      color-scheme: dark; }
    * { box-sizing: border-box; }
    html, body { margin: 0; min-height: 100%; }
    body { background: var(--fill); color: var(--label); font: 17px/1.3 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
      -webkit-font-smoothing: antialiased; }
    #trellis-root { display: flex; flex-direction: column; align-items: center; justify-content: flex-start; gap: 8px;
      min-height: 100vh; padding: 32px 16px; }
    #trellis-root > * { max-width: 100%; }
    .t-v { display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 0; }
    .t-h { display: flex; flex-direction: row; align-items: center; gap: 8px; min-width: 0; }
    .t-z { display: grid; place-items: center; }
    .t-z > * { grid-area: 1 / 1; }
    .t-box { display: flex; justify-content: center; align-items: center; min-width: 0; }
    .t-gesture { display: flex; justify-content: center; align-items: center; min-width: 0; cursor: pointer;
      -webkit-user-select: none; user-select: none; touch-action: manipulation; }
    .t-gesture[data-drag] { touch-action: none; cursor: grab; }
    .t-gesture[data-pinch] { touch-action: none; }
    /* A view watching the pointer: a box around its content, as a gesture area is. */
    .t-hover-area { display: flex; justify-content: center; align-items: center; min-width: 0; }
    .t-framed { display: flex; justify-content: center; align-items: center; }
    .t-scroll { display: flex; flex-direction: column; align-items: center; gap: 8px; overflow: auto; align-self: stretch; flex-grow: 1; }
    .t-scroll-h { flex-direction: row; }
    .t-no-indicators { scrollbar-width: none; }
    .t-no-scroll { overflow: hidden !important; }
    .t-redacted :is(.t-text, .t-image):not(.t-unredacted *),
    .t-redact-private .t-private :is(.t-text, .t-image), .t-redact-private .t-private:is(.t-text, .t-image) {
      color: transparent !important; background: var(--ui-systemFill) !important; border-radius: 4px; -webkit-mask: none !important; mask: none !important; }
    .t-truncate-head .t-text { direction: rtl; text-align: left; }
    .t-snap-targets > *, .t-snap-pages > * > * { scroll-snap-align: start; }
    .t-multiply { position: relative; }
    .t-multiply::after { content: ""; position: absolute; inset: 0; background: var(--t-multiply); mix-blend-mode: multiply;
      pointer-events: none; border-radius: inherit; }
    .t-pin-headers > .t-section > [data-testid="section-header"] { position: sticky; top: 0; z-index: 1; background: var(--fill); }
    .t-pin-footers > .t-section > [data-testid="section-footer"] { position: sticky; bottom: 0; z-index: 1; background: var(--fill); }
    .t-list.t-clear-background, .t-clear-background .t-section { background: transparent; border-color: transparent; }
    .t-text { white-space: pre-wrap; overflow-wrap: anywhere; }
    .t-image { display: inline-flex; align-items: center; justify-content: center; line-height: 1; }
    /* The icon is the content box: padding on the image goes around it, as in SwiftUI. */
    .t-icon { display: inline-block; width: 1.15em; height: 1.15em; flex-shrink: 0; background-color: currentColor; box-sizing: content-box;
      -webkit-mask: var(--t-icon) center / contain no-repeat content-box; mask: var(--t-icon) center / contain no-repeat content-box; }
    .t-spacer { flex: 1 1 0; min-width: 8px; min-height: 8px; }
    .t-color, .t-shape { min-width: 0; min-height: 0; }
    .t-path { position: relative; }
    .t-path > svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; display: block; }
    .t-path-scaled path { vector-effect: non-scaling-stroke; }
    .t-divider { background: var(--separator); align-self: stretch; flex-shrink: 0; }
    .t-v > .t-divider, .t-scroll > .t-divider, #trellis-root > .t-divider, .t-z > .t-divider { height: 1px; }
    .t-h > .t-divider { width: 1px; }

    /* Greedy views: maxWidth/maxHeight .infinity, Color and shapes, stacks with a Spacer. As in
       SwiftUI, a view holding a greedy view is greedy too, up to the nearest fixed frame. */
    :is(.t-v, .t-scroll, #trellis-root, .t-z) > :is(.t-fill-w, :has(.t-fill-w, .t-h > .t-spacer), .t-h:has(> .t-spacer)) { width: 100%; }
    :is(.t-h, .t-box, .t-link, .t-button, .t-scroll-h, .t-gesture, .t-hover-area) > :is(.t-fill-w, :has(.t-fill-w, .t-h > .t-spacer), .t-h:has(> .t-spacer)) { flex-grow: 1; }
    .t-z > .t-fill-w { justify-self: stretch; }
    /* A fixed frame stops the greed: it keeps its size even when a view inside fills it. */
    :is(.t-h, .t-box, .t-link, .t-button, .t-scroll-h, .t-gesture) > .t-fixed-w { flex-grow: 0 !important; }
    :is(.t-v, .t-scroll, #trellis-root) > .t-fixed-h { flex-grow: 0 !important; }
    :is(.t-v, .t-scroll, #trellis-root) > :is(.t-fill-h, .t-v:has(> .t-spacer), :is(.t-v, .t-gesture):has(> .t-fill-h)) { flex-grow: 1; }
    :is(.t-h, .t-box, .t-z, .t-gesture) > .t-fill-h { align-self: stretch; }
    /* A ZStack holding greedy views (shapes, colours) takes the height of its frame, as they do. */
    .t-box > .t-z:has(> .t-fill-h) { align-self: stretch; }

    /* Controls. */
    .t-button { font: inherit; color: var(--accent); background: none; border: 0; padding: 0; margin: 0; cursor: pointer;
      display: inline-flex; align-items: center; justify-content: center; gap: 8px; text-align: center; border-radius: 6px; }
    .t-button:hover:not(:disabled) { opacity: .75; }
    .t-button:active:not(:disabled) { opacity: .5; }
    .t-button:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    .t-button:disabled { color: var(--secondary); opacity: .5; cursor: default; }
    .t-link { color: var(--accent); text-decoration: none; display: inline-flex; align-items: center; gap: 6px; }
    .t-link:hover { text-decoration: underline; }
    .t-field { font: inherit; color: inherit; padding: 8px 12px; min-width: 220px; border: 1px solid var(--edge);
      border-radius: 10px; background: var(--card); }
    .t-field:focus { outline: 2px solid var(--accent); outline-offset: -1px; }
    .t-field:disabled { opacity: .5; }
    .t-list { display: flex; flex-direction: column; align-self: stretch; background: var(--card); border: 1px solid var(--line); border-radius: 10px; overflow: auto; }
    .t-list > * { padding: 10px 14px; border-bottom: 1px solid var(--line); align-self: stretch; justify-content: flex-start; text-align: start; }
    .t-list > *:last-child { border-bottom: none; }
    .t-list > .t-section { padding: 0; display: flex; flex-direction: column; }
    .t-section > * { padding: 10px 14px; border-bottom: 1px solid var(--line); align-self: stretch; justify-content: flex-start; text-align: start; }
    .t-section > [data-testid="section-header"] { padding-top: 16px; border-bottom: none; text-transform: uppercase; letter-spacing: .02em; }
    .t-section > *:last-child { border-bottom: none; }
    .t-section > [data-testid="section-footer"] { padding-top: 6px; border-bottom: none; }
    .t-list:has(> .t-section) { gap: var(--t-section-gap, 0); }
    .t-spaced-rows { background: transparent; border: 0; }
    .t-spaced-rows > *, .t-spaced-rows > *:last-child { background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
    /* Hover effects (hoverEffect), and views that asked for none or no focus ring. */
    .t-hover-highlight:hover { background-color: var(--line); border-radius: 8px; }
    .t-hover-lift { transition: transform .15s, box-shadow .15s; }
    .t-hover-lift:hover { transform: scale(1.04); box-shadow: 0 6px 16px rgba(0,0,0,.18); }
    .t-no-hover .t-hover-highlight:hover, .t-no-hover .t-hover-lift:hover { background-color: inherit; transform: none; box-shadow: none; }
    .t-no-focus-ring:focus, .t-no-focus-ring :focus { outline: none; }
    .t-commands { position: absolute; width: 0; height: 0; overflow: hidden; visibility: hidden; }
    /* Form: each section its own card, fields plain inside their rows, as iOS draws them. */
    .t-form { background: var(--fill); border: 0; border-radius: 0; gap: 20px; overflow: visible; }
    .t-form > *, .t-form > *:last-child { background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
    .t-form > .t-section { overflow: visible; }
    .t-list .t-field { border: 0; border-radius: 0; background: transparent; min-width: 0; }
    .t-list .t-field:focus { outline: none; }
    .t-section > .t-field:not(:last-child), .t-list > .t-field:not(:last-child) { border-bottom: 1px solid var(--line); }
    /* listStyle: plain rows edge to edge; grouped sections on the page's fill; inset with no frame. */
    .t-list-plain { border: 0; border-radius: 0; background: transparent; }
    .t-list-grouped { border-left: 0; border-right: 0; border-radius: 0; }
    .t-list-inset { border: 0; }
    .t-colorwell { width: 44px; height: 28px; padding: 0 2px; border: 1px solid var(--edge); border-radius: 6px; background: var(--card); cursor: pointer; }
    .t-colorwell:disabled { opacity: .5; }
    .t-stepper { gap: 0; border-radius: 8px; background: var(--line); flex-shrink: 0; }
    .t-stepper > .t-button { width: 47px; height: 32px; font-size: 22px; color: var(--label); border-radius: 0; }
    .t-stepper > .t-button + .t-button { border-left: 1px solid var(--separator); }
    .t-sheet, .t-cover, .t-alert, .t-dialog { position: fixed; inset: 0; z-index: 10; display: flex; justify-content: center;
      background: rgba(0,0,0,.32); }
    .t-sheet { align-items: flex-end; }
    .t-sheet > *, .t-cover > * { background: var(--fill); border-radius: 14px 14px 0 0; padding: 28px; min-width: min(640px, 100%);
      min-height: 70vh; max-height: 92vh; overflow: auto; box-sizing: border-box; }
    .t-cover > * { border-radius: 0; min-width: 100%; min-height: 100%; }
    .t-alert, .t-dialog { align-items: center; flex-direction: column; }
    .t-alert > *, .t-dialog > * { background: var(--card); border-radius: 14px; padding: 20px 24px; min-width: 270px; max-width: 420px; text-align: center; }
    .t-nav { display: flex; flex-direction: column; align-self: stretch; }
    .t-screen { display: flex; flex-direction: column; gap: 16px; align-self: stretch; }
    .t-toggle { display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch; cursor: pointer; }
    .t-toggle-label { display: flex; align-items: center; gap: 8px; }
    .t-switch { appearance: none; -webkit-appearance: none; margin: 0; flex-shrink: 0; width: 51px; height: 31px;
      border-radius: 16px; background: #e9e9eb; position: relative; cursor: pointer; transition: background .2s; }
    .t-switch::before { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%;
      background: #fff; box-shadow: 0 3px 8px rgba(0,0,0,.15), 0 1px 1px rgba(0,0,0,.16); transition: transform .2s; }
    .t-switch:checked { background: #34c759; }
    .t-switch:checked::before { transform: translateX(20px); }
    .t-switch:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
    .t-disabled { opacity: .5; cursor: default; }
    /* Picker: the label, then the options. Menu: the selected option with up-down chevrons,
       the list on a click. Segmented: a track with the selected segment raised. Inline
       (also wheel and navigation-link): rows with a checkmark. */
    .t-picker { display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch; position: relative; }
    .t-picker-menu { min-height: 34px; }
    .t-picker-label { display: flex; align-items: center; gap: 8px; }
    .t-picker-options { display: flex; gap: 0; }
    .t-option { color: var(--label); justify-content: flex-start; padding: 6px 10px; border-radius: 8px; }
    /* A list with a selection: its rows are options, the selected one tinted. */
    :is(.t-list, .t-section) > .t-option { display: flex; width: 100%; border-radius: 0; padding: 10px 14px; text-align: start; }
    :is(.t-list, .t-section) > .t-option[aria-selected="true"] { background: color-mix(in srgb, var(--accent) 16%, transparent); }
    .t-option::before, .t-option::after { content: none; width: 1em; height: 1em; flex-shrink: 0; background-color: currentColor;
      -webkit-mask: center / contain no-repeat; mask: center / contain no-repeat; }
    .t-picker-menu .t-option[aria-selected="true"] { color: var(--secondary); }
    .t-picker-menu:not([data-open]) .t-option:not([aria-selected="true"]) { display: none; }
    .t-picker-menu:not([data-open]) .t-option[aria-selected="true"]::after { content: ""; -webkit-mask-image: url(/_trellis/icons/chevron.up.chevron.down.svg);
      mask-image: url(/_trellis/icons/chevron.up.chevron.down.svg); }
    .t-picker-menu[data-open] .t-picker-options { position: absolute; right: 0; top: 100%; z-index: 20; flex-direction: column; align-items: stretch;
      min-width: 220px; padding: 6px 0; background: var(--card); border-radius: 12px; box-shadow: 0 8px 32px rgba(0,0,0,.22), 0 0 0 1px var(--line); }
    .t-picker-menu[data-open] .t-option { color: var(--label); border-radius: 0; padding: 10px 16px; }
    .t-picker-menu[data-open] .t-option:hover { background: var(--line); opacity: 1; }
    .t-picker-menu[data-open] .t-option::before { content: ""; visibility: hidden; }
    .t-picker-menu[data-open] .t-option[aria-selected="true"]::before, .t-picker-inline .t-option[aria-selected="true"]::after {
      visibility: visible; content: ""; -webkit-mask-image: url(/_trellis/icons/checkmark.svg); mask-image: url(/_trellis/icons/checkmark.svg); }
    .t-picker-segmented > .t-picker-label, .t-slider > .t-toggle-label { position: absolute; width: 1px; height: 1px; overflow: hidden;
      clip-path: inset(50%); white-space: nowrap; }
    .t-picker-segmented .t-picker-options { flex: 1; background: rgba(118,118,128,.12); border-radius: 9px; padding: 2px; }
    .t-picker-segmented .t-option { flex: 1; justify-content: center; font-size: 14px; font-weight: 500; padding: 5px 8px; border-radius: 7px; }
    .t-picker-segmented .t-option[aria-selected="true"] { background: var(--card); box-shadow: 0 3px 8px rgba(0,0,0,.12), 0 3px 1px rgba(0,0,0,.04); }
    .t-picker-inline { flex-direction: column; align-items: stretch; gap: 6px; }
    .t-picker-inline > .t-picker-label { color: var(--secondary); font-size: 13px; text-transform: uppercase; }
    .t-picker-inline .t-picker-options { flex-direction: column; align-items: stretch; }
    .t-picker-inline .t-option { justify-content: space-between; padding: 10px 0; border-radius: 0; border-bottom: 1px solid var(--line); }
    .t-picker-inline .t-option:last-child { border-bottom: none; }
    .t-picker-inline .t-option::after { content: ""; visibility: hidden; color: var(--accent); }
    .t-picker-inline .t-option[aria-selected="true"]::after { color: var(--accent); }
    .t-option:disabled { opacity: .5; }
    /* Slider: the track between the value labels; its label names it for assistive tech. */
    .t-slider { display: flex; align-items: center; flex: 1 1 auto; min-width: 120px; align-self: stretch; }
    .t-range { flex: 1; width: 100%; margin: 0; accent-color: var(--accent); cursor: pointer; }
    .t-h > .t-slider { flex-grow: 1; }
    /* Date picker: the label, then the browser's input as iOS's compact pill. */
    .t-datepicker { display: flex; align-items: center; justify-content: space-between; gap: 16px; align-self: stretch; }
    .t-date { font: inherit; color: inherit; background: rgba(118,118,128,.12); border: 0; border-radius: 6px; padding: 6px 10px; }
    .t-date:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
    /* Toggle styles: a checkbox, or a button that stays tinted while on; a style of your own draws itself. */
    .t-toggle-checkbox { justify-content: flex-start; flex-direction: row-reverse; }
    .t-check { width: 20px; height: 20px; margin: 0; accent-color: var(--accent); cursor: pointer; }
    .t-toggle-button { justify-content: center; align-self: auto; padding: 7px 14px; border-radius: 8px; color: var(--accent);
      background: rgba(118,118,128,.12); }
    .t-toggle-button:has(> .t-toggle-input:checked) { background: var(--accent); color: #fff; }
    .t-toggle-input { position: absolute; opacity: 0; width: 1px; height: 1px; pointer-events: none; }
    .t-toggle-button:has(> .t-toggle-input:focus-visible) { outline: 2px solid var(--accent); outline-offset: 2px; }
    .t-toggle-custom { display: flex; align-items: center; align-self: stretch; }
    /* Button roles and styles. */
    .t-role-destructive { color: #ff3b30; }
    .t-style-bordered, .t-style-borderedProminent { padding: 7px 14px; border-radius: 8px; background: rgba(118,118,128,.12); }
    .t-style-borderedProminent { background: var(--accent); color: #fff; }
    .t-style-borderedProminent.t-role-destructive { background: #ff3b30; color: #fff; }
    .t-style-bordered.t-role-destructive { background: rgba(255,59,48,.14); }
    .t-style-plain, .t-style-custom { color: inherit; }
    .t-size-mini { font-size: 12px; padding: 3px 8px; } .t-size-small { font-size: 15px; padding: 5px 10px; }
    .t-size-large { font-size: 17px; padding: 14px 20px; border-radius: 12px; } .t-size-extraLarge { font-size: 19px; padding: 16px 24px; border-radius: 14px; }
    .t-shape-capsule { border-radius: 9999px; } .t-shape-circle { border-radius: 50%; aspect-ratio: 1; }
    /* Menu: the label opens the list of items below it. */
    .t-menu { position: relative; display: inline-flex; }
    .t-menu > .t-picker-label { color: var(--accent); cursor: pointer; }
    .t-menu.t-disabled > .t-picker-label { cursor: default; }
    .t-menu:not([data-open]) > .t-menu-items { display: none; }
    .t-menu-items { position: absolute; left: 0; top: 100%; z-index: 20; display: flex; flex-direction: column; align-items: stretch;
      min-width: 220px; padding: 6px 0; background: var(--card); border-radius: 12px; box-shadow: 0 8px 32px rgba(0,0,0,.22), 0 0 0 1px var(--line); }
    .t-menu-items > * { padding: 10px 16px; justify-content: space-between; color: var(--label); border-radius: 0; }
    .t-menu-items > .t-button:hover { background: var(--line); opacity: 1; }
    .t-menu-items > .t-role-destructive { color: #ff3b30; }
    .t-menu-items > .t-divider { height: 1px; padding: 0; margin: 4px 0; }
    .t-contextmenu > .t-picker-label { color: inherit; cursor: context-menu; }
    /* Search fields, refresh buttons, swipe actions (shown while the pointer is over the row). */
    .t-search { align-self: stretch; background: rgba(118,118,128,.12); border: 0; border-radius: 10px; }
    .t-refresh { align-self: flex-end; font-size: 15px; }
    .t-swiperow { align-self: stretch; }
    .t-swiperow > .t-swipe { margin-left: auto; gap: 4px; opacity: 0; transition: opacity .15s; }
    .t-swiperow > .t-swipe-leading { margin-left: 0; margin-right: auto; }
    .t-swiperow:hover > .t-swipe, .t-swiperow:focus-within > .t-swipe { opacity: 1; }
    .t-swipe > .t-button { padding: 4px 10px; border-radius: 6px; background: rgba(118,118,128,.12); font-size: 15px; }
    .t-swipe > .t-role-destructive { background: #ff3b30; color: #fff; }
    @media (hover: none) { .t-swiperow > .t-swipe { opacity: 1; } }
    /* Progress: a bar filled to --t-progress, or a spinner. */
    .t-progress { display: flex; flex-direction: column; gap: 6px; align-self: stretch; }
    .t-progress-linear::after { content: ""; display: block; height: 4px; border-radius: 2px;
      background: linear-gradient(to right, var(--accent) calc(var(--t-progress, 0) * 100%), rgba(118,118,128,.2) 0); }
    .t-progress-circular { align-items: center; align-self: auto; }
    .t-progress-circular::before { content: ""; width: 20px; height: 20px; border-radius: 50%; border: 2.5px solid rgba(118,118,128,.25);
      border-top-color: var(--secondary); animation: t-spin .8s linear infinite; order: -1; }
    @keyframes t-spin { to { transform: rotate(360deg); } }
    @media (prefers-reduced-motion: reduce) { .t-progress-circular::before { animation-duration: 3s; } }
    /* LabeledContent, GroupBox, DisclosureGroup, ControlGroup. */
    .t-labeled { align-self: stretch; }
    .t-groupbox { align-self: stretch; align-items: stretch; padding: 16px; border-radius: 10px; background: rgba(118,118,128,.12); }
    .t-disclosure { color: var(--label); align-self: stretch; justify-content: stretch; }
    .t-disclosure > .t-h { flex-grow: 1; }
    .t-disclosure .t-icon { color: var(--accent); }
    .t-controlgroup { gap: 0; border-radius: 8px; background: rgba(118,118,128,.12); }
    .t-controlgroup > .t-button { padding: 7px 14px; border-radius: 0; }
    .t-controlgroup > .t-button + .t-button { border-left: 1px solid var(--separator); }
    /* Lazy grids: columns from the GridItems (rows for a horizontal grid). */
    .t-grid { display: grid; gap: 8px; align-self: stretch; align-items: center; justify-items: center; }
    .t-grid > * { min-width: 0; }
    .t-grid > .t-fill-w, .t-grid > :has(.t-fill-w) { justify-self: stretch; }
    .t-grid-h { grid-auto-flow: column; overflow-x: auto; }
    /* GeometryReader: fills its container; its content starts at the top leading corner. */
    .t-geometry { display: flex; flex-direction: column; align-items: flex-start; justify-content: flex-start; min-width: 0; min-height: 0; }
    /* Grid: columns as wide as their widest cell; a GridRow's cells start a new line; a view
       directly in the grid spans it. */
    .t-tablegrid { display: grid; gap: 8px; align-items: center; justify-items: center; }
    .t-gridrow { display: contents; }
    .t-gridrow > * { align-self: var(--t-row-align, center); min-width: 0; }
    .t-gridrow > :first-child { grid-column-start: 1; }
    .t-tablegrid > :not(.t-gridrow) { grid-column: 1 / -1; justify-self: stretch; }
    .t-tablegrid > .t-divider { height: 1px; }
    /* Overlays and backgrounds of views: the layer covers the view without changing its layout. */
    .t-layered { position: relative; display: grid; place-items: center; min-width: 0; }
    .t-layered > :not(.t-layer) { position: relative; }
    .t-layered > :is(.t-fill-w, :has(.t-fill-w)):not(.t-layer) { justify-self: stretch; }
    .t-layered > :is(.t-fill-h, :has(.t-fill-h)):not(.t-layer) { align-self: stretch; }
    .t-layer { position: absolute; inset: 0; }
    :has(> .t-positioned) { position: relative; }
    /* labelsHidden: out of sight, still named for assistive technology. */
    .t-labels-hidden :is(.t-picker-label, .t-toggle-label), :is(.t-picker, label).t-labels-hidden > :is(.t-picker-label, .t-toggle-label) {
      position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    img.t-remote { display: block; max-width: 100%; object-fit: contain; }
    /* A layer spans the view to place its content; only the content takes touches, as in SwiftUI. */
    .t-layer.t-z { pointer-events: none; }
    .t-layer.t-z > * { pointer-events: auto; }
    .t-layer > .t-fill-w, .t-layer > .t-fill-h { justify-self: stretch; align-self: stretch; }
    /* TabView: the selected tab's content, then the bar of items (kept at the bottom of the window). */
    .t-tabview { display: flex; flex-wrap: wrap; align-self: stretch; align-content: space-between; flex-grow: 1; }
    .t-tabpage { display: contents; }
    .t-tabcontent { order: 0; flex: 1 0 100%; display: flex; flex-direction: column; align-items: center; gap: 8px; padding-bottom: 16px; }
    .t-tabitem { order: 1; flex: 1 1 0; flex-direction: column; gap: 2px; font-size: 10px; font-weight: 500; color: rgba(60,60,67,.6);
      padding: 7px 0 5px; border-radius: 0; position: sticky; bottom: 0; background: var(--card); border-top: 1px solid var(--line); }
    .t-tabitem[aria-selected="true"] { color: var(--accent); }
    /* Page-style tab views: a row of dots under the page, the current one dark. */
    .t-pages { justify-content: center; touch-action: pan-y; }
    .t-pages > .t-tabpage > .t-tabitem { flex: 0 0 8px; height: 8px; padding: 0; margin: 12px 4px; border: 0; border-radius: 4px;
      background: rgba(60,60,67,.3); font-size: 0; position: static; }
    .t-pages > .t-tabpage > .t-tabitem > * { display: none; }
    .t-pages > .t-tabpage > .t-tabitem[aria-selected="true"] { background: var(--label); }
    .t-pages.t-index-bg > .t-tabpage > .t-tabitem { box-shadow: 0 0 0 6px rgba(120,120,128,.24); }
    .t-pages-noindex > .t-tabpage > .t-tabitem { display: none; }
    .t-tabitem > .t-h { flex-direction: column; gap: 2px; }
    .t-tabitem .t-icon { width: 24px; height: 24px; }
    .t-tabitem[data-badge]::after { content: attr(data-badge); position: absolute; top: 3px; left: calc(50% + 6px); min-width: 18px; height: 18px;
      padding: 0 5px; border-radius: 9px; background: #ff3b30; color: #fff; font-size: 12px; line-height: 18px; }
    /* Text fields: multi-line ones grow with their text; a TextEditor is a box; styles. */
    .t-field-multiline { resize: none; field-sizing: content; min-height: 2.4em; font: inherit; line-height: 1.3; }
    .t-editor { min-height: 8em; resize: vertical; align-self: stretch; }
    .t-field-plain { border: 0; background: transparent; padding: 4px 0; border-radius: 0; }
    .t-field-plain:focus { outline: none; }
    """#
}
