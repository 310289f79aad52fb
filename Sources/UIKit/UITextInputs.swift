import Foundation
import Trellis

/// What a text field tells its delegate, as UIKit's (every method optional: the defaults
/// allow every edit and do nothing).
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line text input: drawn as a `TextField` (or `SecureField`). Each edit asks the
/// delegate, then sends `.editingChanged`; Return asks `textFieldShouldReturn(_:)` and
/// sends `.editingDidEndOnExit`; focus gained and lost reach the delegate.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// Setting the text puts the caret at its end, as UIKit does.
    open var text: String? = "" {
        didSet { _selection = NSRange(location: (text ?? "").utf16.count, length: 0); setNeedsRedraw() }
    }
    /// The selection `selectedTextRange` reads and writes (UITextPositions.swift).
    public var _selection = NSRange(location: 0, length: 0)
    open var placeholder: String? { didSet { setNeedsRedraw() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? { didSet { setNeedsRedraw() } }
    open var textColor: UIColor? { didSet { setNeedsRedraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsRedraw() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsRedraw() } }
    open var isSecureTextEntry = false { didSet { setNeedsRedraw() } }
    open var keyboardType: UIKeyboardType = .default { didSet { setNeedsRedraw() } }
    open var textContentType: UITextContentType! { didSet { setNeedsRedraw() } }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var clearButtonMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var inputAccessoryView: UIView?
    open weak var delegate: (any UITextFieldDelegate)?
    var editing = false
    /// Set by `becomeFirstResponder()`: the drawn field takes the focus.
    var focusRequest = 0

    open var isEditing: Bool { editing }
    open override var isFirstResponder: Bool { editing }
    open override var canBecomeFirstResponder: Bool { isEnabled }
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        focusRequest += 1
        setNeedsRedraw()
        return true
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }
    override var drawnContent: AnyView { AnyView(UIKitTextFieldContent(field: self)) }

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// What a text view tells its delegate (every method optional). As in UIKit, a text
/// view's delegate is also its scroll view's: `textView.delegate = coordinator`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Scrolling, multi-line text: drawn as a `TextEditor` when editable, else as its text.
/// Each edit asks the delegate, then calls `textViewDidChange(_:)`.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Setting the text puts the caret at its end, as UIKit does.
    open var text: String! = "" {
        didSet { selectedRange = NSRange(location: (text ?? "").utf16.count, length: 0); setNeedsRedraw() }
    }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? { didSet { setNeedsRedraw() } }
    open var textColor: UIColor? { didSet { setNeedsRedraw() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsRedraw() } }
    open var isEditable = true { didSet { setNeedsRedraw() } }
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsRedraw() } }
    /// Where the text is laid out: its line padding insets the text further.
    public let textContainer: NSTextContainer
    open var keyboardType: UIKeyboardType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var inputAccessoryView: UIView?
    open var allowsEditingTextAttributes = false
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The delegate, when it listens to the text (it is set as the scroll view's).
    var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
    var editing = false
    var focusRequest = 0

    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        self.textContainer.owner = self
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        textContainer.owner = self
    }

    open override var isFirstResponder: Bool { editing }
    open override var canBecomeFirstResponder: Bool { isEditable }
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        focusRequest += 1
        setNeedsRedraw()
        return true
    }

    override var drawnContent: AnyView { AnyView(UIKitTextViewContent(textView: self)) }
}

public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
    public static let link = UIDataDetectorTypes(rawValue: 2)
    public static let address = UIDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
    public static let all = UIDataDetectorTypes(rawValue: 0xFFFF)
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a search bar tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search field: drawn as a rounded field with a magnifying glass (and Cancel when
/// `showsCancelButton`); edits, Return and Cancel reach the delegate.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    open var text: String? = "" { didSet { setNeedsRedraw() } }
    open var placeholder: String? { didSet { setNeedsRedraw() } }
    open var prompt: String?
    open var showsCancelButton = false { didSet { setNeedsRedraw() } }
    open var barTintColor: UIColor?
    open var searchBarStyle: Style = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var keyboardType: UIKeyboardType = .default
    open weak var delegate: (any UISearchBarDelegate)?
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
    override var drawnContent: AnyView { AnyView(UIKitSearchBarContent(bar: self)) }

    public enum Style: Int, Sendable { case `default`, prominent, minimal }
}

/// What a scroll view tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}

/// A scrolling view: its subviews, placed at their frames in a content area of
/// `contentSize`, drawn in a `ScrollView` (paging when `isPagingEnabled`). The page's
/// scrolling sets `contentOffset` and reaches the delegate (`scrollViewDidScroll(_:)`,
/// and `scrollViewDidEndDecelerating(_:)` when scrolling stops); `setContentOffset(_:animated:)`
/// scrolls the page. Zooming is not drawn (docs/Differences.md).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero { didSet { setNeedsRedraw() } }
    /// Where the content is scrolled to; setting it scrolls the page.
    open var contentOffset: CGPoint {
        get { offset }
        set { setContentOffset(newValue, animated: false) }
    }
    var offset: CGPoint = .zero
    /// Offsets asked for by the app, counted so that each one scrolls once.
    var scrollRequest = 0
    open var contentInset: UIEdgeInsets = .zero
    open var isPagingEnabled = false { didSet { setNeedsRedraw() } }
    open var isScrollEnabled = true { didSet { setNeedsRedraw() } }
    open var showsHorizontalScrollIndicator = true { didSet { setNeedsRedraw() } }
    open var showsVerticalScrollIndicator = true { didSet { setNeedsRedraw() } }
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var bounces = true
    open var bouncesZoom = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var refreshControl: UIRefreshControl?
    open weak var delegate: (any UIScrollViewDelegate)?
    public private(set) var isDragging = false
    public private(set) var isDecelerating = false

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != offset else { return }
        offset = contentOffset
        scrollRequest += 1
        setNeedsRedraw()
        delegate?.scrollViewDidScroll(self)
    }

    /// The page scrolled: the offset is the page's, and the delegate hears of it.
    func pageScrolled(to point: CGPoint) {
        guard point != offset else { return }
        offset = point
        delegate?.scrollViewDidScroll(self)
    }

    func pageScrolling(_ moving: Bool) {
        if moving { isDragging = true; delegate?.scrollViewWillBeginDragging(self); return }
        guard isDragging else { return }
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        delegate?.scrollViewDidEndDecelerating(self)
    }

    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        setContentOffset(CGPoint(x: max(0, rect.minX), y: max(0, rect.minY)), animated: animated)
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }

    override var drawnContent: AnyView { AnyView(UIKitScrollContent(scrollView: self)) }

    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// The pull-to-refresh control of a scroll view. Its appearance proxy is kept; attached
/// to a hosted scroll view it is not drawn (`refreshable(action:)` is SwiftUI's).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
