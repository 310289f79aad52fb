import Foundation

// Watching a scroll view as the user scrolls it (iOS 18): `onScrollGeometryChange` and
// `onScrollPhaseChange`. The modifiers put a receiver in the environment; the first scroll
// view below them asks its host for reports (its element says `scrollReports`) and passes
// each report (offset, sizes, phase) to the receivers. The browser reports as the page
// scrolls; the test host when a test scrolls (`ElementProxy.scroll(to:)`).

/// Where a scroll view is scrolled to and how large its content and its container are.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// The offset of the visible area in the content: zero at the top leading edge.
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content on screen, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds: its size, at the offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }
}

/// What a scroll view is doing.
public enum ScrollPhase: Equatable, Sendable, CustomDebugStringConvertible {
    /// Still.
    case idle
    /// A finger is down, and has not moved far enough to scroll yet.
    case tracking
    /// The user is scrolling it (a drag, a wheel, a trackpad).
    case interacting
    /// Let go, still moving.
    case decelerating
    /// Scrolled by the app (`scrollTo`, `scrollPosition`), moving to its target.
    case animating

    /// Whether it is moving or being moved: any phase but `idle`.
    public var isScrolling: Bool { self != .idle }

    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }

    init?(report: Substring) {
        switch report {
        case "idle": self = .idle
        case "tracking": self = .tracking
        case "interacting": self = .interacting
        case "decelerating": self = .decelerating
        case "animating": self = .animating
        default: return nil
        }
    }
}

/// The scroll view when its phase changed: `onScrollPhaseChange`'s third argument.
public struct ScrollPhaseChangeContext: Sendable {
    public let geometry: ScrollGeometry
    /// How fast it moves, in points per second, when the host measures it (the browser
    /// does not report velocities: nil).
    public let velocity: CGVector?
}

/// One report from a host about a scroll view, and its wire form (the page sends the same
/// text: scrolling.js).
@_spi(TrellisHost) public struct ScrollReport: Equatable, Sendable {
    var geometry: ScrollGeometry
    var phase: ScrollPhase

    public init(geometry: ScrollGeometry, phase: ScrollPhase) {
        self.geometry = geometry
        self.phase = phase
    }

    /// The text a host sends for it.
    public var text: String {
        let g = geometry
        return [g.contentOffset.x, g.contentOffset.y, g.contentSize.width, g.contentSize.height,
                g.containerSize.width, g.containerSize.height].map { String(Double($0)) }.joined(separator: " ")
            + " " + phase.debugDescription
    }

    /// `"<x> <y> <content width> <content height> <container width> <container height> <phase>"`,
    /// as hosts send it; nil for anything else (bounded numbers only).
    init?(_ text: String) {
        let fields = text.split(separator: " ")
        guard fields.count == 7, let phase = ScrollPhase(report: fields[6]) else { return nil }
        let numbers = fields.prefix(6).compactMap { Double($0) }
        guard numbers.count == 6, numbers.allSatisfy({ $0.isFinite && abs($0) < 10_000_000 }),
              numbers[2...].allSatisfy({ $0 >= 0 }) else { return nil }
        geometry = ScrollGeometry(contentOffset: CGPoint(x: numbers[0], y: numbers[1]),
                                  contentSize: CGSize(width: numbers[2], height: numbers[3]),
                                  contentInsets: EdgeInsets(), containerSize: CGSize(width: numbers[4], height: numbers[5]))
        self.phase = phase
    }
}

/// The modifiers watching the first scroll view below them: each passes a report on to the
/// one above it, so stacked modifiers all hear the same scroll view.
public final class _ScrollReceiver: @unchecked Sendable {
    let parent: _ScrollReceiver?
    let receive: @MainActor (ScrollReport) -> Void

    init(parent: _ScrollReceiver?, receive: @escaping @MainActor (ScrollReport) -> Void) {
        self.parent = parent
        self.receive = receive
    }

    @MainActor func deliver(_ report: ScrollReport) {
        receive(report)
        parent?.deliver(report)
    }
}

struct ScrollReceiverKey: EnvironmentKey { static let defaultValue: _ScrollReceiver? = nil }

extension EnvironmentValues {
    /// The modifiers watching the next scroll view down; a scroll view clears it for its
    /// content, so a scroll view inside it is not watched too.
    var scrollReceiver: _ScrollReceiver? {
        get { self[ScrollReceiverKey.self] }
        set { self[ScrollReceiverKey.self] = newValue }
    }
}

/// A modifier watching a value made from the first scroll view's geometry and phase: its
/// action runs when the value changes, and, with `initial`, for the first report (which
/// the host sends when the scroll view appears; old and new values alike then).
nonisolated public struct _ScrollWatcher<Content: View, Value: Equatable>: View {
    let content: Content
    let initial: Bool
    let value: (ScrollReport) -> Value
    let action: (Value, Value, ScrollReport) -> Void
    @Environment(\.scrollReceiver) private var above
    @State private var report: ScrollReport?

    @MainActor public var body: some View {
        let current = report
        return content
            .environment(\.scrollReceiver, _ScrollReceiver(parent: above) { report = $0 })
            .onChange(of: current.map(value)) { old, new in
                guard let new, let current else { return }
                if let old { action(old, new, current) } else if initial { action(new, new, current) }
            }
    }
}

extension View {
    /// Runs `action` when `transform` of the first scroll view's geometry changes (its
    /// offset as the user scrolls, its content's size as rows come and go), and once when
    /// the scroll view is first laid out.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> _ScrollWatcher<Self, T> {
        _ScrollWatcher(content: self, initial: true, value: { transform($0.geometry) }, action: { old, new, _ in action(old, new) })
    }

    /// Runs `action` when the first scroll view's phase changes (the user starts or stops
    /// scrolling it).
    nonisolated public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void)
        -> _ScrollWatcher<Self, ScrollPhase> {
        _ScrollWatcher(content: self, initial: false, value: \.phase, action: { old, new, _ in action(old, new) })
    }

    /// The same, with the scroll view's geometry at the change.
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> _ScrollWatcher<Self, ScrollPhase> {
        _ScrollWatcher(content: self, initial: false, value: \.phase, action: { old, new, report in
            action(old, new, ScrollPhaseChangeContext(geometry: report.geometry, velocity: nil))
        })
    }
}
