import Foundation
import Trellis

// How hosted UIKit views are drawn: each view becomes the SwiftUI view that looks like it,
// so both hosts (the test host's tree, the page) show it with no UIKit of their own. Each
// drawing reads its view's changes (`observeChanges`), so a property set later — by a
// coordinator, a timer, an action — redraws that view alone.

/// Any UIKit view: its own drawing, then what every view has (background colour, layer,
/// alpha, hidden, tint), and its size written back to its frame after layout, as UIKit's
/// layout sets it.
struct UIKitViewContent: View {
    let view: UIView

    var body: some View {
        view.observeChanges()
        let layer = view.layer
        let radius = layer.cornerRadius
        let fill = view.backgroundColor.map(Color.init(uiColor:)) ?? layer.backgroundColor.map(Color.init(cgColor:))
        let backdrop = view.drawnBackground
        let shadow = layer.shadowOpacity > 0 ? (layer.shadowColor.map(Color.init(cgColor:)) ?? .black) : nil
        let clips = view.clipsToBounds || layer.masksToBounds
        // A property left at UIKit's default adds nothing to what is drawn. (Switching one
        // on or off replaces the view's drawing; alpha and hidden, which change often, never do.)
        return view.drawnContent
            .applied(if: view.accessibilityIdentifier != nil) { $0.accessibilityIdentifier(view.accessibilityIdentifier ?? "") }
            .applied(if: fill != nil || backdrop != nil) {
                $0.background {
                    ZStack {
                        if let backdrop { backdrop }
                        if let fill { RoundedRectangle(cornerRadius: radius).fill(fill) }
                    }
                }
            }
            .applied(if: clips && radius > 0) { $0.clipShape(RoundedRectangle(cornerRadius: radius)) }
            .applied(if: clips && radius <= 0) { $0.clipped() }
            .applied(if: layer.borderWidth > 0) {
                $0.overlay {
                    RoundedRectangle(cornerRadius: radius)
                        .strokeBorder(layer.borderColor.map(Color.init(cgColor:)) ?? .black, lineWidth: layer.borderWidth)
                }
            }
            .applied(if: shadow != nil) {
                $0.shadow(color: (shadow ?? .clear).opacity(Double(layer.shadowOpacity)), radius: layer.shadowRadius,
                          x: layer.shadowOffset.width, y: layer.shadowOffset.height)
            }
            .applied(if: view.transform != .identity) { $0.transformEffect(view.transform) }
            .applied(if: view.tintColor != nil) { $0.tint(view.tintColor.map(Color.init(uiColor:))) }
            .opacity(view.isHidden ? 0 : Double(view.alpha) * Double(layer.opacity))
            .allowsHitTesting(view.isUserInteractionEnabled && !view.isHidden)
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { size in
                if view.frame.size != size { view.frame.size = size }
            }
    }
}

extension View {
    /// `transform` applied to this view where `condition` holds.
    @ViewBuilder
    func applied<Modified: View>(if condition: Bool, _ transform: (Self) -> Modified) -> some View {
        if condition { transform(self) } else { self }
    }
}

/// A plain view's subviews in an area of its size (or of `contentSize`, a scroll view's).
struct UIKitSubviewsContent: View {
    let view: UIView
    let contentSize: CGSize?

    var body: some View {
        view.observeChanges()
        let subviews = view.subviews
        let rules = subviews.indices.map { SubviewPlacementRule(subviews[$0], in: view, siblings: Array(subviews[..<$0])) }
        // What an override of `draw(_:)` draws, in the view's bounds, behind the subviews.
        let bounds = view.bounds
        let drawing = bounds.isEmpty ? [] : UIViewDrawingRecorder.record { view.draw(bounds) }
        return UIKitSubviewLayout(rules: rules, size: contentSize) {
            ForEach(subviews.map(IdentifiedView.init)) { UIKitViewContent(view: $0.view) }
        }
        .background(alignment: .topLeading) {
            if !drawing.isEmpty {
                UIKitRecordedDrawing(commands: drawing).frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
            }
        }
    }
}

/// A view with the identity of its object, for `ForEach`.
struct IdentifiedView: Identifiable {
    let view: UIView
    var id: ObjectIdentifier { ObjectIdentifier(view) }
}

/// Places subviews as UIKit does: at their frames, filling by their autoresizing mask, or
/// where their constraints say (`SubviewPlacementRule`). The area fills what it is
/// offered, as a UIKit view with no intrinsic size does in SwiftUI.
struct UIKitSubviewLayout: Layout {
    let rules: [SubviewPlacementRule]
    let size: CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size ?? proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var placed: [CGRect] = []
        for (index, subview) in subviews.enumerated() where index < rules.count {
            let natural = subview.sizeThatFits(.unspecified)
            let h = rules[index].place(horizontal: true, size: bounds.size, natural: natural.width, placed: placed)
            let v = rules[index].place(horizontal: false, size: bounds.size, natural: natural.height, placed: placed)
            let width = h.length ?? natural.width, height = v.length ?? natural.height
            placed.append(CGRect(x: h.position - h.anchor * width, y: v.position - v.anchor * height, width: width, height: height))
            subview.place(at: CGPoint(x: bounds.minX + h.position, y: bounds.minY + v.position),
                          anchor: UnitPoint(x: h.anchor, y: v.anchor),
                          proposal: ProposedViewSize(width: h.length, height: v.length))
        }
    }
}

extension Color {
    init?(uiColor: UIColor?) {
        guard let uiColor else { return nil }
        self.init(uiColor: uiColor)
    }
}

extension NSTextAlignment {
    var textAlignment: TextAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
    }

    var frameAlignment: Alignment {
        switch self {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
    }
}

// MARK: - Text

struct UIKitLabelContent: View {
    let label: UILabel

    var body: some View {
        label.observeChanges()
        let text = Text(label.text ?? "")
            .font(Font(label.font ?? .systemFont(ofSize: 17)))
            .foregroundStyle(Color(uiColor: label.textColor ?? .label))
            .multilineTextAlignment(label.textAlignment.textAlignment)
            .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
            .minimumScaleFactor(label.adjustsFontSizeToFitWidth ? max(label.minimumScaleFactor, 0.01) : 1)
        // A centred or right-aligned label lines its text up in the width it is given.
        return text.frame(maxWidth: label.textAlignment == .center || label.textAlignment == .right ? .infinity : nil,
                          alignment: label.textAlignment.frameAlignment)
    }
}

/// The edit a page's new text makes to the old: the changed range (in UTF-16, as UIKit's
/// delegates get it) and its replacement, found from the common prefix and suffix.
func textEdit(from old: String, to new: String) -> (range: NSRange, replacement: String) {
    let a = Array(old.utf16), b = Array(new.utf16)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    let replacement = String(utf16CodeUnits: Array(b[prefix..<(b.count - suffix)]), count: b.count - suffix - prefix)
    return (NSRange(location: prefix, length: a.count - suffix - prefix), replacement)
}

/// The text of a UIKit text input as the page edits it: each edit is offered to the
/// delegate as UIKit offers a keystroke (`ask`: the range and its replacement); refused,
/// the input is drawn again with the text it kept; taken, `changed` tells the delegate.
@MainActor
func delegatedEdits<Input: UIView>(of input: Input, text: ReferenceWritableKeyPath<Input, String?>,
                                    ask: @escaping (NSRange, String) -> Bool, changed: @escaping () -> Void) -> Binding<String> {
    Binding(
        get: { input[keyPath: text] ?? "" },
        set: { new in
            let old = input[keyPath: text] ?? ""
            guard new != old else { return }
            let edit = textEdit(from: old, to: new)
            guard ask(edit.range, edit.replacement) else {
                input.setNeedsRedraw()
                return
            }
            input[keyPath: text] = new
            (input as? any _UITextSelectionKeeping)?.caretAfter(edit.range, replacement: edit.replacement)
            changed()
        })
}

struct UIKitTextFieldContent: View {
    let field: UITextField
    @FocusState private var focused: Bool

    var body: some View {
        field.observeChanges()
        let text = delegatedEdits(of: field, text: \.text, ask: { range, replacement in
            field.delegate?.textField(field, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
        }, changed: {
            field.sendActions(for: .editingChanged)
            field.delegate?.textFieldDidChangeSelection(field)
        })
        let prompt = field.placeholder ?? ""
        return Group {
            if field.isSecureTextEntry { SecureField(prompt, text: text) } else { TextField(prompt, text: text) }
        }
        .font(field.font.map(Font.init))
        .foregroundStyle(Color(uiColor: field.textColor ?? .label))
        .multilineTextAlignment(field.textAlignment.textAlignment)
        .keyboardType(field.keyboardType)
        .textFieldStyle(.plain)
        .padding(.horizontal, field.borderStyle == .roundedRect ? 7 : 0)
        .frame(minHeight: 34)
        .overlay {
            if field.borderStyle == .roundedRect || field.borderStyle == .bezel || field.borderStyle == .line {
                RoundedRectangle(cornerRadius: field.borderStyle == .roundedRect ? 5 : 0)
                    .strokeBorder(Color(uiColor: .systemGray4), lineWidth: 1)
            }
        }
        .disabled(!field.isEnabled)
        .focused($focused)
        .onSubmit {
            _ = field.delegate?.textFieldShouldReturn(field)
            field.sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        }
        .onChange(of: focused) { _, now in
            field.editing = now
            if now {
                field.delegate?.textFieldDidBeginEditing(field)
                field.sendActions(for: .editingDidBegin)
            } else {
                field.delegate?.textFieldDidEndEditing(field)
                field.sendActions(for: .editingDidEnd)
            }
        }
        .onChange(of: field.focusRequest) { focused = true }
    }
}

struct UIKitTextViewContent: View {
    let textView: UITextView
    @FocusState private var focused: Bool

    var body: some View {
        textView.observeChanges()
        let text = delegatedEdits(of: textView, text: \.text, ask: { range, replacement in
            textView.textDelegate?.textView(textView, shouldChangeTextIn: range, replacementText: replacement) ?? true
        }, changed: { textView.textDelegate?.textViewDidChange(textView) })
        let inset = textView.textContainerInset
        let padding = textView.textContainer.lineFragmentPadding
        let lines = textView.textContainer.maximumNumberOfLines
        return Group {
            if textView.isEditable {
                TextEditor(text: text)
                    .focused($focused)
                    .onChange(of: focused) { _, now in
                        textView.editing = now
                        if now { textView.textDelegate?.textViewDidBeginEditing(textView) }
                        else { textView.textDelegate?.textViewDidEndEditing(textView) }
                    }
                    .onChange(of: textView.focusRequest) { focused = true }
            } else {
                ScrollView {
                    Text(textView.text ?? "")
                        .lineLimit(lines > 0 ? lines : nil)
                        .multilineTextAlignment(textView.textAlignment.textAlignment)
                        .frame(maxWidth: .infinity, alignment: textView.textAlignment.frameAlignment)
                }
            }
        }
        .font(textView.font.map(Font.init))
        .foregroundStyle(Color(uiColor: textView.textColor ?? .label))
        .padding(EdgeInsets(top: inset.top, leading: inset.left + padding, bottom: inset.bottom, trailing: inset.right + padding))
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct UIKitSearchBarContent: View {
    let bar: UISearchBar

    var body: some View {
        bar.observeChanges()
        let text = Binding<String>(
            get: { bar.text ?? "" },
            set: { new in
                guard new != bar.text else { return }
                bar.text = new
                bar.delegate?.searchBar(bar, textDidChange: new)
            })
        return HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(bar.placeholder ?? "Search", text: text)
                    .textFieldStyle(.plain)
                    .keyboardType(bar.keyboardType)
                    .onSubmit { bar.delegate?.searchBarSearchButtonClicked(bar) }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .systemGray6)))
            if bar.showsCancelButton {
                Button("Cancel") { bar.delegate?.searchBarCancelButtonClicked(bar) }
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 10)
    }
}

// MARK: - Controls

struct UIKitButtonContent: View {
    let button: UIButton

    var body: some View {
        button.observeChanges()
        let configuration = button.configuration
        let title = configuration?.title ?? button.title(for: .normal)
        let image = configuration?.image ?? button.image(for: .normal)
        let foreground = configuration?.baseForegroundColor ?? button.titleColor(for: .normal)
        let label = HStack(spacing: configuration?.imagePadding ?? 4) {
            if let image { Image(uiImage: image) }
            if let title {
                VStack(spacing: 2) {
                    Text(title)
                    if let subtitle = configuration?.subtitle { Text(subtitle).font(.caption) }
                }
            }
        }
        .font(button.titleLabel.map { $0.observeChanges(); return Font($0.font ?? .systemFont(ofSize: 17)) })
        .foregroundStyle(foreground.map(Color.init(uiColor:)) ?? (button.buttonType == .custom ? Color.primary : Color.accentColor))
        let tap = Button { button.userTriggered(.touchUpInside) } label: { label }
        let styled: AnyView = switch configuration?.look {
        case .filled?, .borderedProminent?: AnyView(tap.buttonStyle(.borderedProminent))
        case .tinted?, .gray?, .bordered?, .borderedTinted?: AnyView(tap.buttonStyle(.bordered))
        default: AnyView(tap.buttonStyle(.borderless))
        }
        return styled
            .tint(configuration?.baseBackgroundColor.map(Color.init(uiColor:)))
            .disabled(!button.isEnabled)
    }
}

/// A control's value as the page changes it: set, and the control's `.valueChanged`
/// actions run, as when a finger moves it.
@MainActor
func userValue<Control: UIControl, Value: Equatable>(of control: Control, _ value: ReferenceWritableKeyPath<Control, Value>) -> Binding<Value> {
    Binding(get: { control[keyPath: value] }, set: { new in
        guard new != control[keyPath: value] else { return }
        control[keyPath: value] = new
        control.userTriggered(.valueChanged)
    })
}

struct UIKitSwitchContent: View {
    let control: UISwitch

    var body: some View {
        control.observeChanges()
        return Toggle("", isOn: userValue(of: control, \.isOn))
            .labelsHidden()
            .tint(control.onTintColor.map(Color.init(uiColor:)))
            .disabled(!control.isEnabled)
    }
}

struct UIKitSliderContent: View {
    let control: UISlider

    var body: some View {
        control.observeChanges()
        let low = Double(control.minimumValue), high = max(Double(control.maximumValue), low)
        let value = userValue(of: control, \.value)
        return Slider(value: Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = Float($0) }), in: low...high)
            .tint(control.minimumTrackTintColor.map(Color.init(uiColor:)))
            .disabled(!control.isEnabled)
    }
}

struct UIKitStepperContent: View {
    let control: UIStepper

    var body: some View {
        control.observeChanges()
        let low = control.minimumValue, high = max(control.maximumValue, low)
        return Stepper("", value: userValue(of: control, \.value), in: low...high, step: control.stepValue)
            .labelsHidden()
            .disabled(!control.isEnabled)
    }
}

struct UIKitSegmentedContent: View {
    let control: UISegmentedControl

    var body: some View {
        control.observeChanges()
        let titles = control.segmentTitles
        return Picker("", selection: userValue(of: control, \.selectedSegmentIndex)) {
            ForEach(titles.indices, id: \.self) { Text(titles[$0]).tag($0) }
        }
        .pickerStyle(.segmented)
        .labelsHidden()
        .tint(control.selectedSegmentTintColor.map(Color.init(uiColor:)))
        .disabled(!control.isEnabled)
    }
}

struct UIKitPageDotsContent: View {
    let control: UIPageControl

    var body: some View {
        control.observeChanges()
        let count = control.numberOfPages
        let current = Color(uiColor: control.currentPageIndicatorTintColor ?? .label)
        let other = control.pageIndicatorTintColor.map(Color.init(uiColor:)) ?? current.opacity(0.3)
        return HStack(spacing: 8) {
            if !(control.hidesForSinglePage && count <= 1) {
                ForEach(0..<max(count, 0), id: \.self) { page in
                    Circle()
                        .fill(page == control.currentPage ? current : other)
                        .frame(width: 8, height: 8)
                        .onTapGesture {
                            guard page != control.currentPage, control.isEnabled else { return }
                            control.currentPage = page
                            control.userTriggered(.valueChanged)
                        }
                }
            }
        }
        .padding(.vertical, 10)
    }
}

struct UIKitProgressContent: View {
    let view: UIProgressView

    var body: some View {
        view.observeChanges()
        return ProgressView(value: Double(min(max(view.progress, 0), 1)))
            .tint(view.progressTintColor.map(Color.init(uiColor:)))
    }
}

struct UIKitSpinnerContent: View {
    let view: UIActivityIndicatorView

    var body: some View {
        view.observeChanges()
        return ZStack {
            if view.isAnimating || !view.hidesWhenStopped {
                ProgressView()
                    .controlSize(view.style.isLarge ? .large : .regular)
                    .tint(view.color.map(Color.init(uiColor:)))
            }
        }
        .frame(width: view.intrinsicContentSize.width, height: view.intrinsicContentSize.height)
    }
}

struct UIKitImageContent: View {
    let view: UIImageView

    var body: some View {
        view.observeChanges()
        return ZStack {
            if let image = view.isHighlighted ? (view.highlightedImage ?? view.image) : view.image {
                switch view.contentMode {
                case .scaleToFill: Image(uiImage: image).resizable()
                case .scaleAspectFit: Image(uiImage: image).resizable().scaledToFit()
                case .scaleAspectFill: Image(uiImage: image).resizable().scaledToFill()
                default: Image(uiImage: image)
                }
            }
        }
    }
}

struct UIKitBlurContent: View {
    let view: UIVisualEffectView

    var body: some View {
        view.observeChanges()
        let material: Material? = switch (view.effect as? UIBlurEffect)?.style {
        case nil: nil
        case .systemUltraThinMaterial?, .systemUltraThinMaterialLight?, .systemUltraThinMaterialDark?: .ultraThinMaterial
        case .systemThinMaterial?, .systemThinMaterialLight?, .systemThinMaterialDark?, .extraLight?, .light?: .thinMaterial
        case .systemThickMaterial?, .systemThickMaterialLight?, .systemThickMaterialDark?, .prominent?: .thickMaterial
        case .systemChromeMaterial?: .ultraThickMaterial
        default: .regularMaterial
        }
        return ZStack { if let material { Rectangle().fill(material) } }
    }
}

struct UIKitStackContent: View {
    let stack: UIStackView

    var body: some View {
        stack.observeChanges()
        let views = stack.arrangedSubviews.filter { $0.superview === stack && !$0.isHidden }.map(IdentifiedView.init)
        let equal = stack.distribution == .fillEqually
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : UIEdgeInsets()
        let content: AnyView
        if stack.axis == .vertical {
            let alignment: HorizontalAlignment = switch stack.alignment {
            case .center: .center
            case .trailing, .lastBaseline: .trailing
            default: .leading
            }
            content = AnyView(VStack(alignment: alignment, spacing: stack.spacing) {
                ForEach(views) { item in
                    UIKitViewContent(view: item.view)
                        .frame(maxWidth: stack.alignment == .fill ? .infinity : nil,
                               maxHeight: equal ? .infinity : nil, alignment: .leading)
                }
            })
        } else {
            let alignment: VerticalAlignment = switch stack.alignment {
            case .leading: .top
            case .trailing: .bottom
            case .firstBaseline: .firstTextBaseline
            case .lastBaseline: .lastTextBaseline
            default: .center
            }
            content = AnyView(HStack(alignment: alignment, spacing: stack.spacing) {
                ForEach(views) { item in
                    UIKitViewContent(view: item.view)
                        .frame(maxWidth: equal ? .infinity : nil,
                               maxHeight: stack.alignment == .fill ? .infinity : nil)
                }
            })
        }
        return content.padding(EdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right))
    }
}

struct UIKitScrollContent: View {
    let scrollView: UIScrollView
    @State private var position = ScrollPosition()

    var body: some View {
        scrollView.observeChanges()
        let content = scrollView.contentSize, visible = scrollView.bounds.size
        let horizontal = content.width > visible.width + 0.5, vertical = content.height > visible.height + 0.5
        let axes: Axis.Set = horizontal ? (vertical ? [.horizontal, .vertical] : .horizontal) : .vertical
        let shows = horizontal ? scrollView.showsHorizontalScrollIndicator : scrollView.showsVerticalScrollIndicator
        let scroller = ScrollView(axes) {
            UIKitSubviewsContent(view: scrollView, contentSize: content == .zero ? nil : content)
        }
        .scrollPosition($position)
        .scrollIndicators(shows ? .automatic : .hidden)
        .scrollDisabled(!scrollView.isScrollEnabled)
        .onScrollGeometryChange(for: CGPoint.self, of: { $0.contentOffset }) { _, offset in
            scrollView.pageScrolled(to: offset)
        }
        .onScrollPhaseChange { _, phase in scrollView.pageScrolling(phase != .idle) }
        .onChange(of: scrollView.scrollRequest, initial: scrollView.offset != .zero) { position.scrollTo(point: scrollView.offset) }
        return Group {
            if scrollView.isPagingEnabled { scroller.scrollTargetBehavior(.paging) } else { scroller }
        }
    }
}

// MARK: - Controllers

struct UIKitNavigationContent: View {
    let controller: UINavigationController

    var body: some View {
        controller.view.observeChanges()
        return ZStack {
            if let top = controller.topViewController { UIKitControllerContent(controller: top) }
        }
    }
}

/// A controller's drawing, with what it presents shown as a sheet over it; appearing and
/// disappearing reach the controller as UIKit's `viewWillAppear`/`viewDidAppear`… do.
struct UIKitControllerContent: View {
    let controller: UIViewController

    var body: some View {
        controller.view.observeChanges()
        let presented = controller.presentedViewController
        return controller.drawing
            .onAppear {
                controller.view.isHosted = true
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
            }
            .onDisappear {
                controller.viewWillDisappear(false)
                controller.viewDidDisappear(false)
                controller.view.isHosted = false
            }
            .sheet(isPresented: Binding(get: { presented != nil }, set: { shown in
                if !shown { controller.presentedWasDismissedByPage() }
            })) {
                if let presented { UIKitControllerContent(controller: presented) }
            }
    }
}

struct UIKitShareContent: View {
    let controller: UIActivityViewController
    @State private var opened = false

    var body: some View {
        let content = controller.sharedContent
        return VStack(spacing: 16) {
            Text(controller.title ?? "Share").font(.headline)
            if let text = content.text { Text(text).font(.body).lineLimit(6) }
            if let url = content.url { Text(url.absoluteString).font(.footnote).foregroundStyle(.secondary) }
            HStack(spacing: 24) {
                Button { controller.copyItems() } label: { Label("Copy", systemImage: "doc.on.doc") }
                Button { controller.share() } label: { Label("Share…", systemImage: "square.and.arrow.up") }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear {
            // Shown, the share sheet opens the page's own, once.
            guard !opened else { return }
            opened = true
            controller.share()
        }
    }
}

struct UIKitImagePickerContent: View {
    let picker: UIImagePickerController

    var body: some View {
        picker.view.observeChanges()
        return VStack(spacing: 16) {
            Text(picker.sourceType == .camera ? "Camera" : "Photos").font(.headline)
            if picker.sourceType == .camera {
                Text("There is no camera here.").foregroundStyle(.secondary)
            } else {
                Button("Choose Photo") { picker.choose() }.buttonStyle(.borderedProminent)
            }
            Button("Cancel") { picker.cancel() }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
