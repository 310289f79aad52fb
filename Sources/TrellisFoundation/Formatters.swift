import Foundation

#if !canImport(Darwin)
/// Foundation's duration formatter, which swift-corelibs-foundation lacks: timers and
/// trackers show `2:05`, `2m 5s` or `2 minutes, 5 seconds` with it. English names only.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior([])
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    open var allowedUnits: NSCalendar.Unit = [.year, .month, .weekOfMonth, .day, .hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    open var maximumUnitCount = 0
    open var allowsFractionalUnits = false
    open var collapsesLargestUnit = false
    open var includesApproximationPhrase = false
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = Calendar.current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The units from the largest down, with their length in seconds.
    private static let units: [(NSCalendar.Unit, Double, (String, String, String, String))] = [
        (.year, 31_556_952, ("y", "yr", "year", "yr")),
        (.month, 2_629_746, ("mo", "mth", "month", "mth")),
        (.weekOfMonth, 604_800, ("w", "wk", "week", "wk")),
        (.day, 86_400, ("d", "day", "day", "day")),
        (.hour, 3_600, ("h", "hr", "hour", "hr")),
        (.minute, 60, ("m", "min", "minute", "min")),
        (.second, 1, ("s", "sec", "second", "sec")),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let chosen = Self.units.filter { allowedUnits.contains($0.0) }
        guard !chosen.isEmpty else { return nil }
        var remaining = abs(ti).rounded(.towardZero)
        var values: [(Int, (String, String, String, String))] = []
        for (_, length, names) in chosen {
            let value = (remaining / length).rounded(.towardZero)
            remaining -= value * length
            values.append((Int(value), names))
        }
        return format(values, negative: ti < 0)
    }

    open func string(from components: DateComponents) -> String? {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        guard let end = (calendar ?? .current).date(byAdding: components, to: reference) else { return nil }
        return string(from: end.timeIntervalSince(reference))
    }

    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    private func format(_ values: [(Int, (String, String, String, String))], negative: Bool) -> String {
        var shown = values
        let behavior = zeroFormattingBehavior
        if unitsStyle == .positional {
            // Leading zero units go unless padded; at least minutes and seconds stay.
            if !behavior.contains(.pad) || behavior.contains(.dropLeading) {
                while shown.count > 2 && shown[0].0 == 0 { shown.removeFirst() }
            }
        } else {
            let dropAll = behavior == .default || behavior.contains(.dropAll)
            if dropAll || behavior.contains(.dropLeading) {
                while shown.count > 1 && shown[0].0 == 0 { shown.removeFirst() }
            }
            if dropAll || behavior.contains(.dropTrailing) {
                while shown.count > 1 && shown[shown.count - 1].0 == 0 { shown.removeLast() }
            }
            if dropAll || behavior.contains(.dropMiddle) {
                shown = shown.enumerated().filter { $0.element.0 != 0 || $0.offset == 0 }.map(\.element)
            }
        }
        if maximumUnitCount > 0 && shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
        var text: String
        switch unitsStyle {
        case .positional:
            let pad = behavior.contains(.pad)
            text = shown.enumerated().map { index, value in
                index == 0 && !pad ? String(value.0) : (value.0 < 10 ? "0" : "") + String(value.0)
            }.joined(separator: ":")
        case .abbreviated:
            text = shown.map { "\($0.0)\($0.1.0)" }.joined(separator: " ")
        case .brief:
            text = shown.map { "\($0.0)\($0.1.3)" }.joined(separator: " ")
        case .short:
            text = shown.map { "\($0.0) \($0.1.1)" }.joined(separator: ", ")
        case .full, .spellOut:
            text = shown.map { value in
                let number = unitsStyle == .spellOut ? Self.spelled(value.0) : String(value.0)
                return "\(number) \(value.1.2)\(value.0 == 1 ? "" : "s")"
            }.joined(separator: ", ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private static func spelled(_ number: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }
}

/// Foundation's relative date formatter ("2 hours ago", "in 3 days", "yesterday"), which
/// swift-corelibs-foundation lacks; built on Foundation's relative format style.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var calendar: Calendar = .current
    open var locale: Locale = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // The anchored style describes its anchor as seen from the date it formats.
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric,
            unitsStyle: unitsStyle == .abbreviated ? .narrow : unitsStyle == .short ? .abbreviated
                : unitsStyle == .spellOut ? .spellOut : .wide)
        style.locale = locale
        style.calendar = calendar
        return style.format(referenceDate)
    }

    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }
}

/// Foundation's list formatter ("a, b and c"), which swift-corelibs-foundation lacks.
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    open func string(from items: [Any]) -> String? {
        items.map { "\($0)" }.formatted(.list(type: .and).locale(locale))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }
}
#endif
