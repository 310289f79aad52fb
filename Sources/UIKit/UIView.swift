import Foundation
import Trellis

/// The root of UIKit's view and controller classes, an `NSObject` as on iOS (so an app
/// delegate made from its class name is one). Trellis hosts no UIKit event chain: a
/// responder answers as one that is not first responder, except where a control says
/// otherwise (a text input gives up the keyboard).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up the keyboard: the focused text input in the page loses focus.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        _ = PlatformRequests.dismissKeyboard()
        return true
    }

    // Motion events: a browser tab is never shaken, so these are never called here; an app
    // that detects a shake by overriding them builds and never sees one.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

/// An event UIKit delivers to responders: touches, motion, remote control, presses. The
/// page's events reach SwiftUI views as gestures instead; no `UIEvent` is ever made here.
@preconcurrency @MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
             remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
             remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
    }
    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open var timestamp: TimeInterval { 0 }
    public init() {}
}

/// A UIKit view, as `UIViewRepresentable` hosts it: a tree of views with frames,
/// colours, layers and constraints, drawn by translating each view into the SwiftUI view
/// that looks like it (a label into `Text`, a switch into `Toggle`, a container into its
/// subviews placed at their frames). Any property that changes what a view draws redraws
/// it, as UIKit redraws: a coordinator setting `label.text` from a callback updates the
/// page. `appearance()` is the proxy every instance of the class takes its look from.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // MARK: Redrawing

    /// What views drawing this one depend on. Not an `@Observable` registrar: a
    /// representable's `updateUIView` changes UIKit views while SwiftUI updates, as UIKit
    /// code is meant to, and the drawing must follow in the same update.
    private let drawingDependency = ForeignDependency()

    /// Records that what this view draws changed: the view's drawing re-runs.
    func setNeedsRedraw() { drawingDependency.changed() }

    /// Makes the drawing that calls this depend on the view's changes.
    func observeChanges() { drawingDependency.recordRead() }

    /// What the view draws itself, in SwiftUI's terms (a plain view: its subviews, placed
    /// at their frames or by their constraints). Each UIKit class draws its own.
    var drawnContent: AnyView { _drawnSwiftUIContent ?? AnyView(UIKitSubviewsContent(view: self, contentSize: nil)) }
    /// What a view class of another module draws in place of its subviews (MapKit's
    /// `MKMapView`), in SwiftUI's terms; nil: the plain view's drawing. The view calls
    /// `setNeedsDisplay()` when it changes.
    open var _drawnSwiftUIContent: AnyView? { nil }
    /// What is drawn behind the content (a blur).
    var drawnBackground: AnyView? { nil }

    // MARK: Creating

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are not decoded from storyboards here; the appearance proxies are made
    /// through this initialiser, the one every subclass has.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    /// The object every view of this class takes its look from: one per class. Its
    /// properties are kept; what Trellis draws with them is listed in docs/Differences.md.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(for: Self.self) {
            guard let proxy = Self(coder: AppearanceCoder()) else {
                fatalError("\(Self.self).init(coder:) returned nil: its appearance proxy cannot be made")
            }
            return proxy
        }
    }

    /// The proxy for views of this class inside containers of those classes: the same
    /// proxy here (one look per class).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearance()
    }

    // MARK: Geometry

    /// Where the view is in its superview. A hosted view's own frame is the one SwiftUI's
    /// layout gives it; a subview is placed at its frame unless constraints place it.
    open var frame: CGRect = .zero {
        didSet { if frame != oldValue { frameDidChange(from: oldValue) } }
    }

    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    private var boundsOrigin: CGPoint = .zero

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var transform: CGAffineTransform = .identity { didSet { setNeedsRedraw() } }

    private func frameDidChange(from old: CGRect) {
        superview?.setNeedsRedraw()
        if old.size != frame.size {
            setNeedsRedraw()
            layoutSubviews()
        }
    }

    /// The size the view wants from its content; `noIntrinsicMetric` where it has none
    /// (a plain view fills what it is offered).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 1e6, height: 1e6)

    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? frame.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? frame.height : intrinsic.height)
    }

    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    /// Called when the view's size changes, as UIKit calls it: subclasses place their
    /// subviews here.
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() { setNeedsRedraw() }

    /// Draws the view's own content: an override's `UIBezierPath` fills and strokes, in the
    /// colours it sets, are drawn behind its subviews (UIViewDrawingRecorder.swift).
    open func draw(_ rect: CGRect) {}
    open func invalidateIntrinsicContentSize() { setNeedsRedraw() }

    /// A browser tab has no notch or home indicator to keep clear of.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    // MARK: Look

    open var backgroundColor: UIColor? { didSet { setNeedsRedraw() } }
    open var tintColor: UIColor! { didSet { setNeedsRedraw() } }
    open var alpha: CGFloat = 1 { didSet { setNeedsRedraw() } }
    open var isHidden = false { didSet { setNeedsRedraw() } }
    open var isOpaque = true
    open var clipsToBounds = false { didSet { setNeedsRedraw() } }
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsRedraw() } }
    open var isUserInteractionEnabled = true { didSet { setNeedsRedraw() } }
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    open var tag = 0
    open var accessibilityIdentifier: String? { didSet { setNeedsRedraw() } }
    open var accessibilityLabel: String? { didSet { setNeedsRedraw() } }
    open var isAccessibilityElement = false

    /// The view's layer: corner radius, border, shadow and mask to bounds are drawn.
    public private(set) lazy var layer: CALayer = CALayer(owner: self)

    /// The appearance forced on views (`UIView.appearance().overrideUserInterfaceStyle =
    /// .light`): kept, and drawn light, as a page is unless `preferredColorScheme` says
    /// otherwise; `.dark` here does not darken the page (docs/Differences.md).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Hierarchy

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    /// The window of the page, once the view is hosted in it.
    open var window: UIWindow? { superview?.window ?? (isHosted ? UIWindow.main : nil) }
    /// Whether a representable shows this view as its root.
    var isHosted = false

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        setNeedsRedraw()
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(where: { $0 === sibling }) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(where: { $0 === sibling }) ?? subviews.count - 1) + 1)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        parent.constraintsHeld.removeAll { $0.involves(self) }
        superview = nil
        parent.setNeedsRedraw()
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) { insertSubview(view, at: subviews.count) }
    open func sendSubviewToBack(_ view: UIView) { insertSubview(view, at: 0) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
        setNeedsRedraw()
    }

    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// This view or the first of its descendants with the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open override var next: UIResponder? { superview }

    /// Ends editing in this view's page: the focused text input loses focus.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        _ = PlatformRequests.dismissKeyboard()
        return true
    }

    // MARK: Auto Layout

    /// Constraints installed on this view (UIKit installs an activated constraint on the
    /// nearest common ancestor of its items).
    var constraintsHeld: [NSLayoutConstraint] = []
    open var constraints: [NSLayoutConstraint] { constraintsHeld }
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.setNeedsRedraw() } }
    open var autoresizingMask: AutoresizingMask = [] { didSet { superview?.setNeedsRedraw() } }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The safe area is the view's own edges here (a page has no notch to keep clear of).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: .zero) }
    /// The view's edges inset by its `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self, insets: layoutMargins) }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // MARK: Animation

    /// Runs the changes at once: a hosted UIKit view is redrawn in its final state, and
    /// `completion` runs on the next turn with `true` (docs/Differences.md).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        if let completion { DispatchQueue.main.async { completion(true) } }
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }
}

/// A type whose instances contain views with their own appearance proxies.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}

/// A type with an appearance proxy (every `UIView`), as generic code names it.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
extension UIView: UIAppearance {}

/// The coder the appearance proxies are made with: it holds nothing.
final class AppearanceCoder: NSCoder, @unchecked Sendable {}

@MainActor
enum AppearanceProxies {
    private static var all: [ObjectIdentifier: AnyObject] = [:]

    /// The one proxy of `type`, made by `make` the first time.
    static func proxy<Proxy: AnyObject>(for type: Proxy.Type, make: () -> Proxy) -> Proxy {
        let key = ObjectIdentifier(type)
        if let proxy = all[key] as? Proxy { return proxy }
        let proxy = make()
        all[key] = proxy
        return proxy
    }
}

/// Distances from a rectangle's edges, with leading and trailing for the reading direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// A view's Core Animation layer, as far as a hosted view draws it: corners, border,
/// shadow, clipping, opacity and its background colour.
@preconcurrency @MainActor
open class CALayer {
    weak var owner: UIView?

    init(owner: UIView) { self.owner = owner }
    public init() {}

    private func changed() { owner?.setNeedsRedraw() }

    open var cornerRadius: CGFloat = 0 { didSet { changed() } }
    open var borderWidth: CGFloat = 0 { didSet { changed() } }
    open var borderColor: CGColor? { didSet { changed() } }
    open var masksToBounds = false { didSet { changed() } }
    open var shadowColor: CGColor? { didSet { changed() } }
    open var shadowOpacity: Float = 0 { didSet { changed() } }
    open var shadowRadius: CGFloat = 3 { didSet { changed() } }
    open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
    open var opacity: Float = 1 { didSet { changed() } }
    open var backgroundColor: CGColor? { didSet { changed() } }
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var frame: CGRect {
        get { owner?.frame ?? .zero }
        set { owner?.frame = newValue }
    }
    open var bounds: CGRect { owner?.bounds ?? .zero }
}

public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

// The on-screen keyboard's notifications. A page cannot see the on-screen keyboard (the
// browser makes room for it by resizing the page, which views follow through their
// layout), so these are never posted: an app that pads its content by the keyboard's
// height keeps no padding, which is what the resized page needs (docs/Differences.md).
extension UIResponder {
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
