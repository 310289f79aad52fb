import Foundation

// Texts of the time (iOS 18): `Text(.currentDate, format: .dateTime)`,
// `Text(.durationOffset(to: start), format: .time(pattern: .minuteSecond))` and the
// system's live styles (`.offset(to:)`, `.timer(countingDownIn:)`, `.stopwatch(startingAt:)`,
// `.reference(to:)`). The value is read and formatted when the body runs, as
// `Text(_:style:)` is here: the text does not tick by itself (docs/Differences.md); a
// `TimelineView` around it makes it tick.

/// A source of a time value a text shows: the date now, or how far it is from a date.
public struct TimeDataSource<Value> {
    let read: @Sendable () -> Value

    /// The value now.
    var value: Value { read() }
}

extension TimeDataSource where Value == Date {
    /// `Date.now`.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource { Date() } }
}

extension TimeDataSource where Value == Duration {
    /// How far `date` is from now, as a `Duration` (negative once it has passed).
    public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
        TimeDataSource { .seconds(Date().timeIntervalSince(date)) }
    }
}

extension TimeDataSource where Value == Range<Date> {
    /// `date..<max(date, now)`.
    public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { date..<max(date, Date()) }
    }

    /// `min(date, now)..<date`.
    public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
        TimeDataSource { min(date, Date())..<date }
    }
}

extension Text {
    /// The source's value now, in `format`.
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == String {
        self.init(verbatim: format.format(source.value))
    }

    /// The source's value now, in a format that makes attributed text (the system styles).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == AttributedString {
        self.init(format.format(source.value))
    }
}

/// The system's format styles for times that change as the clock runs.
public enum SystemFormatStyle {
    /// How far a date is from another, in the largest fields that fit ("3 minutes, 42 seconds").
    public struct DateOffset: DiscreteFormatStyle, Sendable, Hashable, Codable {
        public var anchor: Date
        var allowedFields: Set<Date.ComponentsFormatStyle.Field>
        var maxFieldCount: Int
        var showsSign: Bool

        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                    maxFieldCount: Int = 2, sign: SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = max(1, maxFieldCount)
            self.showsSign = sign == .always
        }

        public func format(_ value: Date) -> AttributedString {
            let seconds = value.timeIntervalSince(anchor)
            var remaining = abs(seconds).rounded(.down)
            var parts: [String] = []
            for (field, length, name) in Self.units where allowedFields.contains(field) && parts.count < maxFieldCount {
                let count = (remaining / length).rounded(.down)
                if count >= 1 || (parts.isEmpty && field == allowedFields.smallest) {
                    parts.append("\(Int(count)) \(name)\(count == 1 ? "" : "s")")
                    remaining -= count * length
                }
            }
            let text = parts.joined(separator: ", ")
            return AttributedString(showsSign ? (seconds < 0 ? "-" : "+") + text : text)
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }

        static let units: [(Date.ComponentsFormatStyle.Field, Double, String)] = [
            (.year, 31_536_000, "year"), (.month, 2_592_000, "month"), (.week, 604_800, "week"), (.day, 86_400, "day"),
            (.hour, 3_600, "hour"), (.minute, 60, "minute"), (.second, 1, "second"),
        ]

        /// Whether the offset shows its sign.
        public enum SignDisplayStrategy: Sendable, Hashable, Codable { case automatic, always, never }
    }

    /// A count down to the end of an interval, or up from its start ("4:07").
    public struct Timer: DiscreteFormatStyle, Sendable, Hashable, Codable {
        var interval: DateInterval
        var countsDown: Bool

        public func format(_ value: Date) -> AttributedString {
            let seconds = countsDown ? interval.end.timeIntervalSince(value) : value.timeIntervalSince(interval.start)
            return AttributedString(clock(min(max(seconds, 0), interval.duration)))
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    }

    /// Time since a start, with hundredths ("1:05.42").
    public struct Stopwatch: DiscreteFormatStyle, Sendable, Hashable, Codable {
        var start: Date

        public func format(_ value: Date) -> AttributedString {
            let seconds = max(value.timeIntervalSince(start), 0)
            // (A hair added: 65.42 s between two dates is 6541.99… hundredths in binary.)
            let hundredths = Int((seconds * 100 + 1e-3).rounded(.down)) % 100
            return AttributedString(clock(seconds) + "." + (hundredths < 10 ? "0" : "") + String(hundredths))
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-0.01) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(0.01) }
    }

    /// A date as it relates to now ("in 5 minutes", "2 hours ago").
    public struct DateReference: DiscreteFormatStyle, Sendable, Hashable, Codable {
        var date: Date

        public func format(_ value: Date) -> AttributedString {
            let seconds = date.timeIntervalSince(value)
            if abs(seconds) < 1 { return AttributedString("now") }
            let offset = DateOffset(to: value, maxFieldCount: 1).format(date)
            let text = String(offset.characters).replacingOccurrences(of: "-", with: "")
            return AttributedString(seconds > 0 ? "in \(text)" : "\(text) ago")
        }

        public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
        public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
    }
}

/// "m:ss", or "h:mm:ss" past an hour.
private func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.down))
    let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
    let pad = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(secs))" : "\(minutes):\(pad(secs))"
}

private extension Set where Element == Date.ComponentsFormatStyle.Field {
    /// The smallest field allowed, which shows even when it counts zero ("0 seconds").
    var smallest: Date.ComponentsFormatStyle.Field? {
        SystemFormatStyle.DateOffset.units.last { contains($0.0) }?.0
    }
}

extension DiscreteFormatStyle where Self == SystemFormatStyle.DateOffset {
    /// How far the date is from `anchor`, in the allowed fields.
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second],
                              maxFieldCount: Int = 2, sign: SystemFormatStyle.DateOffset.SignDisplayStrategy = .automatic) -> Self {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}

extension DiscreteFormatStyle where Self == SystemFormatStyle.Timer {
    /// A count down to the end of `interval`.
    public static func timer(countingDownIn interval: Range<Date>) -> Self {
        SystemFormatStyle.Timer(interval: DateInterval(start: interval.lowerBound, end: interval.upperBound), countsDown: true)
    }

    /// A count up from the start of `interval`.
    public static func timer(countingUpIn interval: Range<Date>) -> Self {
        SystemFormatStyle.Timer(interval: DateInterval(start: interval.lowerBound, end: interval.upperBound), countsDown: false)
    }
}

extension DiscreteFormatStyle where Self == SystemFormatStyle.Stopwatch {
    /// Time since `start`.
    public static func stopwatch(startingAt start: Date) -> Self { SystemFormatStyle.Stopwatch(start: start) }
}

extension DiscreteFormatStyle where Self == SystemFormatStyle.DateReference {
    /// The date as it relates to now.
    public static func reference(to date: Date) -> Self { SystemFormatStyle.DateReference(date: date) }
}
