import Foundation

/// A control for picking a date, a time of day, or both, within an optional range. The
/// date is read and written in the environment's calendar and time zone (`\.calendar`,
/// `\.timeZone`), as the person using the app sees it; the web host shows the browser's
/// date and time inputs.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, (nil, nil), displayedComponents, label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, (range.lowerBound, range.upperBound), displayedComponents, label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, (range.lowerBound, nil), displayedComponents, label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection, (nil, range.upperBound), displayedComponents, label())
    }

    init(_ selection: Binding<Date>, _ range: (Date?, Date?), _ components: DatePickerComponents, _ label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    @MainActor public var body: some View {
        _DatePickerElement(date: selection.wrappedValue, lower: range.lower, upper: range.upper,
                           components: components, label: label, set: { [selection] in selection.wrappedValue = $0 })
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (nil, nil), displayedComponents, Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (range.lowerBound, range.upperBound), displayedComponents, Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (range.lowerBound, nil), displayedComponents, Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (nil, range.upperBound), displayedComponents, Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (nil, nil), displayedComponents, Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (range.lowerBound, range.upperBound), displayedComponents, Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (range.lowerBound, nil), displayedComponents, Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection, (nil, range.upperBound), displayedComponents, Text(title))
    }
}

/// Which parts of a date a `DatePicker` shows and edits.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// The date picker's element: `value` (what the browser's input shows, in the
/// environment's time zone), `date` (seconds since 1970), `components` and the range as
/// `min`/`max`; the label inside it.
///
/// `setValue` picks an exact date (seconds since 1970); `setText` picks what a date or
/// time input holds ("2026-11-22", "13:45", "2026-11-22T13:45"), keeping the parts it
/// does not show. Dates outside the range are clamped to it.
nonisolated public struct _DatePickerElement<Label: View>: View {
    let date: Date
    let lower: Date?
    let upper: Date?
    let components: DatePickerComponents
    let label: Label
    let set: @MainActor (Date) -> Void

    @_spi(TrellisHost) public static var _kind: ElementKind { .datePicker }
    public var _content: Label { label }

    var inputKind: String {
        components.contains(.date) ? (components.contains(.hourAndMinute) ? "dateTime" : "date") : "time"
    }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        let format = DateInputFormat(kind: inputKind, calendar: environment.calendar, timeZone: environment.timeZone)
        var properties = ElementProperties([
            ElementProperty(.components, .string(inputKind)),
            ElementProperty(.value, .string(format.string(from: date))),
            ElementProperty(.date, .number(date.timeIntervalSince1970)),
        ])
        if let lower { properties.append(.min, .string(format.string(from: lower))) }
        if let upper { properties.append(.max, .string(format.string(from: upper))) }
        if !environment.isEnabled { properties.append(.disabled, .bool(true)) }
        return properties
    }

    @_spi(TrellisHost) public func _accepts(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .setValue, .setText: return environment.isEnabled
        default: return false
        }
    }

    @MainActor
    @_spi(TrellisHost) public func _handle(_ event: HostEvent.Kind, in environment: EnvironmentValues) -> Bool {
        let picked: Date
        switch event {
        case .setValue(let seconds) where seconds.isFinite:
            picked = Date(timeIntervalSince1970: seconds)
        case .setText(let text):
            let format = DateInputFormat(kind: inputKind, calendar: environment.calendar, timeZone: environment.timeZone)
            guard let parsed = format.date(from: text, keepingPartsOf: date) else { return false }
            picked = parsed
        default:
            return false
        }
        var clamped = picked
        if let lower, clamped < lower { clamped = lower }
        if let upper, clamped > upper { clamped = upper }
        set(clamped)
        return true
    }
}

/// The text of the browser's date and time inputs, in a calendar and time zone.
struct DateInputFormat {
    let kind: String
    var calendar: Calendar

    init(kind: String, calendar: Calendar, timeZone: TimeZone) {
        self.kind = kind
        self.calendar = calendar
        self.calendar.timeZone = timeZone
    }

    func string(from date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch kind {
        case "date": return day
        case "time": return time
        default: return day + "T" + time
        }
    }

    /// The date `text` names; the parts the input does not show come from `current`.
    func date(from text: String, keepingPartsOf current: Date) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
        let pieces = text.split(separator: "T", omittingEmptySubsequences: false)
        var dayText: Substring?, timeText: Substring?
        switch (kind, pieces.count) {
        case ("date", 1): dayText = pieces[0]
        case ("time", 1): timeText = pieces[0]
        case ("dateTime", 2): dayText = pieces[0]; timeText = pieces[1]
        default: return nil
        }
        if let dayText {
            let numbers = dayText.split(separator: "-").compactMap { Int($0) }
            guard numbers.count == 3, (1...9999).contains(numbers[0]), (1...12).contains(numbers[1]), (1...31).contains(numbers[2]) else { return nil }
            (parts.year, parts.month, parts.day) = (numbers[0], numbers[1], numbers[2])
        }
        if let timeText {
            let numbers = timeText.split(separator: ":").compactMap { Double($0) }
            guard numbers.count >= 2, (0..<24).contains(numbers[0]), (0..<60).contains(numbers[1]) else { return nil }
            (parts.hour, parts.minute, parts.second) = (Int(numbers[0]), Int(numbers[1]), numbers.count > 2 ? Int(numbers[2]) : 0)
        }
        guard let date = calendar.date(from: parts), calendar.component(.day, from: date) == parts.day else { return nil }
        return date
    }
}

// MARK: Styles

/// How a date picker looks. The web host shows the browser's inputs in every style.
@MainActor @preconcurrency
public protocol DatePickerStyle {}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }

extension View {
    /// Accepted: date pickers look the same in every style here (docs/Differences.md).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> Self { self }
}

extension ElementKind {
    /// A `DatePicker` (`value`, `date`, `components`, `min`, `max`); its children are the label.
    public static let datePicker = ElementKind(rawValue: "DatePicker")
}

@_spi(TrellisHost) extension _DatePickerElement: _PrimitiveView {}
