import Foundation
import Trellis

/// A closure-based action, as UIKit's (iOS 14): what a control runs for an event.
/// (Target–action with `#selector` needs the Objective-C runtime, which Linux has not.)
@preconcurrency @MainActor
open class UIAction {
    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that sent the action, while it runs.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.handler = handler
    }

    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A view that sends actions for events (a tap, a changed value), as UIKit's controls.
@preconcurrency @MainActor
open class UIControl: UIView {
    private var registered: [(action: UIAction, events: Event)] = []

    open var isEnabled = true { didSet { setNeedsRedraw() } }
    open var isSelected = false { didSet { setNeedsRedraw() } }
    open var isHighlighted = false
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsRedraw() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registered.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registered.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registered.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions registered for any of the events, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in registered where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action)
        }
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// A user's tap or change: the control's own events, and its primary action.
    func userTriggered(_ events: Event) {
        sendActions(for: events.union(.primaryActionTriggered))
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1)
        public static let disabled = State(rawValue: 2)
        public static let selected = State(rawValue: 4)
        public static let focused = State(rawValue: 8)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

/// How a label or text input aligns its lines.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A line or lines of read-only text: drawn as `Text` in the label's font and colour.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String? { didSet { setNeedsRedraw() } }
    /// An attributed text draws its characters in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { setNeedsRedraw() } }
    open var textColor: UIColor! = .label { didSet { setNeedsRedraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsRedraw() } }
    open var numberOfLines = 1 { didSet { setNeedsRedraw() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { setNeedsRedraw() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsRedraw() } }
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false

    override var drawnContent: AnyView { AnyView(UIKitLabelContent(label: self)) }
}

/// An image, scaled by the view's `contentMode`.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { setNeedsRedraw() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { image?.size ?? super.intrinsicContentSize }

    override var drawnContent: AnyView { AnyView(UIKitImageContent(view: self)) }
}

/// A button: its title and image (or configuration), running its actions when tapped.
@preconcurrency @MainActor
open class UIButton: UIControl {
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    open var configuration: Configuration? { didSet { setNeedsRedraw() } }
    /// The label UIKit draws the title with: its font and colour are drawn.
    public private(set) lazy var titleLabel: UILabel? = UILabel()
    public private(set) lazy var imageView: UIImageView? = UIImageView(image: nil)
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { setTitle(primaryAction.title, for: .normal); setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        setNeedsRedraw()
    }
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    open var currentTitle: String? { title(for: .normal) }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        setNeedsRedraw()
    }
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        setNeedsRedraw()
    }
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    open var currentImage: UIImage? { image(for: .normal) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setTitle(title?.string, for: state)
    }

    override var drawnContent: AnyView { AnyView(UIKitButtonContent(button: self)) }

    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    /// A button's look, as iOS 15's configurations: plain, tinted, gray, filled and the
    /// bordered ones, with a title, subtitle, image and colours.
    public struct Configuration: Sendable {
        enum Look: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
        let look: Look
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var imagePadding: CGFloat = 0
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var showsActivityIndicator = false

        init(_ look: Look) { self.look = look }
        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.borderless) }
        public static func bordered() -> Configuration { Configuration(.bordered) }
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }

        public enum CornerStyle: Int, Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable { case mini, small, medium, large }
    }
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A menu of actions, as a button shows it.
@preconcurrency @MainActor
open class UIMenu {
    public let title: String
    public let children: [UIAction]
    public init(title: String = "", image: UIImage? = nil, children: [UIAction] = []) {
        (self.title, self.children) = (title, children)
    }
}

/// An on/off switch: drawn as a `Toggle`; flipping it sends `.valueChanged`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    open var isOn = false { didSet { setNeedsRedraw() } }
    open var onTintColor: UIColor? { didSet { setNeedsRedraw() } }
    open var thumbTintColor: UIColor?
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override var drawnContent: AnyView { AnyView(UIKitSwitchContent(control: self)) }
}

/// A slider between a minimum and a maximum: drawn as a `Slider`; moving it sends
/// `.valueChanged`.
@preconcurrency @MainActor
open class UISlider: UIControl {
    open var value: Float = 0 { didSet { setNeedsRedraw() } }
    open var minimumValue: Float = 0 { didSet { setNeedsRedraw() } }
    open var maximumValue: Float = 1 { didSet { setNeedsRedraw() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsRedraw() } }
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
    override var drawnContent: AnyView { AnyView(UIKitSliderContent(control: self)) }
}

/// A minus/plus stepper: drawn as a `Stepper`; each step sends `.valueChanged`.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 { didSet { setNeedsRedraw() } }
    open var minimumValue: Double = 0 { didSet { setNeedsRedraw() } }
    open var maximumValue: Double = 100 { didSet { setNeedsRedraw() } }
    open var stepValue: Double = 1 { didSet { setNeedsRedraw() } }
    open var wraps = false
    open var autorepeat = true
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    override var drawnContent: AnyView { AnyView(UIKitStepperContent(control: self)) }
}

/// Segments of titles, one selected: drawn as a segmented `Picker`; choosing one sends
/// `.valueChanged`.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { setNeedsRedraw() } }
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsRedraw() } }
    open var isMomentary = false
    public nonisolated static let noSegment = -1

    public init(items: [Any]?) {
        titles = (items ?? []).map { ($0 as? String) ?? (($0 as? UIAction)?.title ?? "") }
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { titles.count }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        setNeedsRedraw()
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(segment, 0), titles.count))
        setNeedsRedraw()
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        setNeedsRedraw()
    }
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    /// Title text attributes are kept; the segments draw in the system look.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

    var segmentTitles: [String] { titles }
    override var drawnContent: AnyView { AnyView(UIKitSegmentedContent(control: self)) }
}

/// Page dots: drawn as dots, the current one filled; tapping one sends `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { setNeedsRedraw() } }
    open var currentPage = 0 { didSet { setNeedsRedraw() } }
    open var hidesForSinglePage = false { didSet { setNeedsRedraw() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsRedraw() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsRedraw() } }
    override var drawnContent: AnyView { AnyView(UIKitPageDotsContent(control: self)) }
}

/// A bar that fills as progress goes from 0 to 1: drawn as a linear `ProgressView`.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    open var progress: Float = 0 { didSet { setNeedsRedraw() } }
    open var progressTintColor: UIColor? { didSet { setNeedsRedraw() } }
    open var trackTintColor: UIColor?
    open var progressViewStyle: Style = .default

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    override var drawnContent: AnyView { AnyView(UIKitProgressContent(view: self)) }

    public enum Style: Int, Sendable { case `default`, bar }
}

/// A spinner: drawn as an indeterminate `ProgressView` while animating (and, unless
/// `hidesWhenStopped`, while stopped).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    open var hidesWhenStopped = true { didSet { setNeedsRedraw() } }
    open var style: Style = .medium { didSet { setNeedsRedraw() } }
    open var color: UIColor! { didSet { setNeedsRedraw() } }

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func startAnimating() { isAnimating = true; setNeedsRedraw() }
    open func stopAnimating() { isAnimating = false; setNeedsRedraw() }
    open override var intrinsicContentSize: CGSize { style.isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }
    override var drawnContent: AnyView { AnyView(UIKitSpinnerContent(view: self)) }

    public enum Style: Int, Sendable {
        case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2
        var isLarge: Bool { self == .large || self == .whiteLarge }
    }
}

/// A blur or vibrancy, as a visual-effect view draws it.
@preconcurrency @MainActor
open class UIVisualEffect {}

/// A blur: drawn as the material of the same thickness.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    public let style: Style
    public init(style: Style) { self.style = style }

    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    }
}

/// A view behind which the page is blurred; its `contentView` holds what is drawn on top.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect? { didSet { setNeedsRedraw() } }
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A view with no effect yet (set `effect` later).
    public convenience init() { self.init(effect: nil) }

    override var drawnBackground: AnyView? { AnyView(UIKitBlurContent(view: self)) }
}

/// Views in a row or a column, as UIKit's stack view arranges them: drawn as an `HStack`
/// or `VStack` with its spacing, alignment and distribution.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsRedraw() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsRedraw() } }
    open var alignment: Alignment = .fill { didSet { setNeedsRedraw() } }
    open var distribution: Distribution = .fill { didSet { setNeedsRedraw() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsRedraw() } }

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsRedraw()
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsRedraw()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}

    override var drawnContent: AnyView { AnyView(UIKitStackContent(stack: self)) }

    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
}
