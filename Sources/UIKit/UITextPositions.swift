import Foundation
import Trellis

// UIKit's text positions and ranges (`UITextInput`), as apps use them to move a text
// field's caret: `field.selectedTextRange = field.textRange(from: field.endOfDocument,
// to: field.endOfDocument)`. A position is an offset in the text's UTF-16 code units, as
// UIKit's `NSRange`s count. The selection is the input's own: an edit made on the page
// leaves the caret after the text it typed, setting `text` puts it at the end, and the
// app's selection is kept and read back. The page's caret is the browser's, which
// (as UIKit does after the app rewrites the text) sits at the end of the new text; a
// selection set elsewhere is not drawn (docs/Differences.md).

/// A place in a text input's text.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The position's offset in UTF-16 code units from the start of the text.
    let offset: Int
    init(offset: Int) { self.offset = offset }
    public override init() { offset = 0 }
}

/// A range of a text input's text, from `start` to `end`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    let bounds: (start: Int, end: Int)
    init(start: Int, end: Int) { bounds = (min(start, end), max(start, end)) }
    public override init() { bounds = (0, 0) }
    open var start: UITextPosition { UITextPosition(offset: bounds.start) }
    open var end: UITextPosition { UITextPosition(offset: bounds.end) }
    open var isEmpty: Bool { bounds.start == bounds.end }
    var nsRange: NSRange { NSRange(location: bounds.start, length: bounds.end - bounds.start) }
}

/// The direction `position(from:in:offset:)` moves in.
public enum UITextLayoutDirection: Int, Sendable { case right = 2, left, up, down }
public typealias UITextDirection = UITextLayoutDirection
/// Which way text in a range runs.
public enum UITextStorageDirection: Int, Sendable { case forward, backward }

/// What a text input answers about its text's positions and its selection.
@preconcurrency @MainActor
public protocol UITextInput: AnyObject {
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
}

/// A UIKit text input whose text and selection these positions measure (public only so
/// that the two inputs share `UITextInput`'s members; not UIKit's).
@preconcurrency @MainActor
public protocol _UITextSelectionKeeping: UIView {
    var _selectionText: String { get set }
    var _selection: NSRange { get set }
}

extension _UITextSelectionKeeping {
    var utf16Length: Int { _selectionText.utf16.count }
    func clamped(_ offset: Int) -> Int { max(0, min(offset, utf16Length)) }

    /// An edit the page made: the caret follows the text it typed.
    func caretAfter(_ edit: NSRange, replacement: String) {
        _selection = NSRange(location: clamped(edit.location + replacement.utf16.count), length: 0)
    }

    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: utf16Length) }
    public var selectedTextRange: UITextRange? {
        get { UITextRange(start: _selection.location, end: _selection.location + _selection.length) }
        set {
            guard let range = newValue else { return }
            let start = clamped(range.bounds.start), end = clamped(range.bounds.end)
            _selection = NSRange(location: start, length: end - start)
        }
    }
    public var markedTextRange: UITextRange? { nil }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: clamped(fromPosition.offset), end: clamped(toPosition.offset))
    }
    /// A position `offset` code units away, or nil outside the text (as UIKit answers).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...utf16Length).contains(moved) ? UITextPosition(offset: moved) : nil
    }
    /// Left and right move along the text; up and down by whole lines of it.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left: return self.position(from: position, offset: -offset)
        case .right: return self.position(from: position, offset: offset)
        case .up, .down: return lineMove(from: position.offset, lines: direction == .up ? -offset : offset)
        }
    }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    public func text(in range: UITextRange) -> String? {
        let units = Array(_selectionText.utf16)
        guard range.bounds.end <= units.count else { return nil }
        return String(utf16CodeUnits: Array(units[range.bounds.start..<range.bounds.end]), count: range.bounds.end - range.bounds.start)
    }
    /// Replaces the range's text as an edit would; the caret follows the new text.
    public func replace(_ range: UITextRange, withText text: String) {
        let units = Array(_selectionText.utf16)
        let start = clamped(range.bounds.start), end = clamped(range.bounds.end)
        let new = Array(units[..<start]) + Array(text.utf16) + Array(units[end...])
        _selectionText = String(utf16CodeUnits: new, count: new.count)
        caretAfter(NSRange(location: start, length: end - start), replacement: text)
    }

    /// The same column `lines` lines up or down, or nil past the first or last line.
    private func lineMove(from offset: Int, lines: Int) -> UITextPosition? {
        let units = Array(_selectionText.utf16)
        let newline = UInt16(UInt8(ascii: "\n"))
        var starts = [0]
        for (index, unit) in units.enumerated() where unit == newline { starts.append(index + 1) }
        guard let line = starts.lastIndex(where: { $0 <= offset }) else { return nil }
        let target = line + lines
        guard starts.indices.contains(target) else { return nil }
        let lineEnd = target + 1 < starts.count ? starts[target + 1] - 1 : units.count
        return UITextPosition(offset: min(starts[target] + offset - starts[line], lineEnd))
    }
}

extension UITextField: UITextInput, _UITextSelectionKeeping {
    public var _selectionText: String {
        get { text ?? "" }
        set { text = newValue }
    }
}

extension UITextView: UITextInput, _UITextSelectionKeeping {
    public var _selectionText: String {
        get { text ?? "" }
        set { text = newValue }
    }
    public var _selection: NSRange {
        get { selectedRange }
        set { selectedRange = newValue }
    }
}

/// The region a text view lays its text out in: `lineFragmentPadding` insets each line
/// on both sides (5 points, as TextKit's default), inside the view's `textContainerInset`;
/// `maximumNumberOfLines` (0 for any) limits a read-only text view's lines.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsRedraw() } }
    open var maximumNumberOfLines = 0 { didSet { owner?.setNeedsRedraw() } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    weak var owner: UIView?
    public init(size: CGSize) { self.size = size }
    public override convenience init() { self.init(size: .zero) }
}
