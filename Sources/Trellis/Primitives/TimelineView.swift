import Foundation

/// When a `TimelineView` updates: a sequence of dates from a start date on.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to update at, from `startDate` on, in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often the platform lets a timeline update.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

/// Every `interval` seconds, in step with `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.001)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        // The first entry is the last tick of the period at or before `startDate`.
        let (origin, step) = (self.startDate, interval)
        let first = startDate < origin ? origin : origin + (startDate.timeIntervalSince(origin) / step).rounded(.down) * step
        return AnySequence(sequence(first: first) { $0 + step })
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return AnySequence(sequence(first: Date(timeIntervalSinceReferenceDate: minute)) { $0 + 60 })
    }
}

/// As often as the host draws frames. A server renders each frame and sends it down, so
/// Trellis's frames are at least 1/30 s apart (`minimumInterval` may ask for fewer);
/// `paused` stops the updates.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The shortest time between two frames Trellis draws.
    static let hostFrameInterval: TimeInterval = 1.0 / 30

    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnySequence<Date> {
        guard !paused, mode == .normal else { return AnySequence([startDate]) }
        let step = max(minimumInterval ?? 0, Self.hostFrameInterval)
        return AnySequence(sequence(first: startDate) { $0 + step })
    }
}

/// At the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a timeline's content is drawn for: the schedule's date.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the timeline really updates.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
    /// The date of the schedule entry being drawn (it may lie a little in the past).
    public let date: Date
    public let cadence: Cadence
}

/// A view drawn again at each date of a schedule: clocks, countdowns, `.animation`
/// frames. It has no look of its own; its content gets the entry's date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var date: Date?

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let shown = date ?? Self.latestEntry(of: schedule, atOrBefore: Date())
        content(Context(date: shown, cadence: cadence))
            .task { await follow() }
    }

    private var cadence: Context.Cadence {
        switch schedule {
        case is EveryMinuteTimelineSchedule: .minutes
        case let periodic as PeriodicTimelineSchedule: periodic.interval >= 60 ? .minutes : periodic.interval >= 1 ? .seconds : .live
        default: .live
        }
    }

    /// Sleeps until each later entry, then draws the content for it; ends with the view.
    private func follow() async {
        nonisolated(unsafe) var entries = schedule.entries(from: Date(), mode: .normal).makeIterator()
        var pending = entries.next()
        while !Task.isCancelled, var next = pending {
            pending = entries.next()
            // Entries already past are skipped to the latest one, as a device that was busy
            // would: the content is drawn once for it.
            while let later = pending, later <= Date() {
                next = later
                pending = entries.next()
            }
            if next <= (date ?? .distantPast) { continue }
            let wait = next.timeIntervalSinceNow
            if wait > 0 {
                do { try await Task.sleep(for: .seconds(wait)) } catch { return }
            }
            date = next
        }
    }

    static func latestEntry(of schedule: Schedule, atOrBefore now: Date) -> Date {
        var latest: Date?
        for entry in schedule.entries(from: now, mode: .normal) {
            if entry > now { break }
            latest = entry
        }
        return latest ?? now
    }
}
