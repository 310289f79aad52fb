import Foundation

/// A string written as a literal, with interpolation: `Text("Hello \(name)")`.
/// Linux has no localization tables, so the key is the text.
nonisolated public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let key: String
    /// The key as Markdown, when its written part holds a Markdown mark (`Text("**Note**")`
    /// is bold, as on iOS): interpolated values escaped, as SwiftUI inserts them as they are.
    /// Nil for nearly every key.
    let markdown: String?

    public init(_ value: String) { (key, markdown) = (value, MarkdownMarks.mayMark(value) ? value : nil) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        markdown = stringInterpolation.literalHasMarks ? stringInterpolation.markdown : nil
        texts = stringInterpolation.parts.isEmpty ? nil : stringInterpolation.parts
    }

    /// The texts interpolated in the key, where each starts (nil for nearly every key).
    nonisolated(unsafe) var texts: [(offset: Int, text: Text)]?

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key && lhs.markdown == rhs.markdown }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        /// The same text with the interpolated values' marks escaped, made only once a part
        /// holds a mark (until then it is `output`), and whether a written part has one (only
        /// then is the key Markdown).
        var markdown: String?
        var literalHasMarks = false
        /// The texts interpolated, with where each starts in `output` (UTF-16 offsets).
        var parts: [(offset: Int, text: Text)] = []
        /// No capacity reserved: short texts (most labels) then stay inline, unallocated.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            if markdown == nil, MarkdownMarks.mayMark(literal) { markdown = output }
            output += literal
            if markdown != nil {
                markdown! += literal
                if !literalHasMarks, MarkdownMarks.mayMark(literal) { literalHasMarks = true }
            }
        }
        private mutating func appendValue(_ value: String) {
            if markdown == nil, MarkdownMarks.mayMark(value) { markdown = output }
            output += value
            if markdown != nil { markdown! += MarkdownMarks.escaped(value) }
        }
        public mutating func appendInterpolation(_ string: String) { appendValue(string) }
        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }
        /// A text inside the literal keeps its styling: `Text("Total: \(Text(sum).bold())")`.
        public mutating func appendInterpolation(_ text: Text) {
            parts.append((output.utf16.count, text))
            appendValue(text.content)
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Int(value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendValue(String(format: specifier, Double(value)))
        }
        /// `Text("Total \(price, format: .currency(code: "EUR"))")`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendValue(_inEvaluatingLocale(format).format(input))
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(style.string(from: date))
        }
    }
}

/// The characters that can make Markdown in a text key.
enum MarkdownMarks {
    private static let marks: Set<Character> = ["*", "_", "`", "~", "[", "\\"]

    static func mayMark(_ text: String) -> Bool { text.contains(where: marks.contains) }

    /// `text` with each mark escaped, so it reads as itself.
    static func escaped(_ text: String) -> String {
        guard mayMark(text) else { return text }
        var result = ""
        for character in text {
            if marks.contains(character) || character == "]" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

/// Read-only text. Styling applied with Text's own modifiers stays with the text;
/// otherwise the environment's font and foreground colour apply.
nonisolated public struct Text: Equatable, View {
    @usableFromInline var content: String
    @usableFromInline var font: Font?
    @usableFromInline var color: Color?
    @usableFromInline var weight: Font.Weight?
    @usableFromInline var isItalic = false
    @usableFromInline var isStrikethrough = false
    /// Text's rarer styling (underline, spacing, digits, accessibility label), drawn with
    /// the text and kept when texts are joined with `+`; nil for nearly every text.
    @usableFromInline var extras: Extras?
    /// Boxed so the inlinable initialisers need not name the host's property type.
    /// `segments`: the parts of a text joined from texts styled apart (`+`, a `Text`
    /// interpolated in a literal, an attributed string's runs), each with its own styling;
    /// this text's own styling applies to the parts where theirs says nothing, as in SwiftUI.
    @usableFromInline struct Extras: Equatable {
        var items: [ElementProperty]
        var segments: [Text]? = nil
    }

    @inlinable public init(verbatim content: String) { self.content = content }
    /// A string's characters as they are (a literal is a `LocalizedStringKey`, as in SwiftUI,
    /// whose Markdown is read).
    @_disfavoredOverload
    @inlinable public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// A value shown with a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.content = _inEvaluatingLocale(format).format(input)
    }
    /// A value shown with a format style that makes attributed text (its runs drawn as such).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(_inEvaluatingLocale(format).format(input))
    }
    /// A value shown with a Foundation formatter: `Text(price as NSNumber, formatter: currency)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject) ?? ""
    }

    @_disfavoredOverload
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.content = formatter.string(for: subject) ?? ""
    }

    /// A localized resource's text (its default value: no string catalogs here). Disfavored:
    /// a string literal stays a `LocalizedStringKey` (its Markdown read), as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }

    /// The key's text; Markdown in its written part (`"**Note:** soon"`) is read as on iOS:
    /// the marks go, and a style every part shares is drawn (docs/Differences.md).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {
        if let markdown = key.markdown,
           let styled = try? AttributedString(markdown: markdown, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace)) {
            self.init(styled)
        } else if let texts = key.texts {
            // The literal's parts plain, the texts interpolated in it with their styling.
            let utf16 = key.key.utf16
            var parts: [Text] = []
            var start = 0
            for (offset, text) in texts {
                if offset > start, let lower = utf16.index(utf16.startIndex, offsetBy: start, limitedBy: utf16.endIndex),
                   let upper = utf16.index(utf16.startIndex, offsetBy: offset, limitedBy: utf16.endIndex) {
                    parts.append(Text(verbatim: String(key.key[lower..<upper])))
                }
                parts.append(text)
                start = offset + text.content.utf16.count
            }
            if start < utf16.count, let lower = utf16.index(utf16.startIndex, offsetBy: start, limitedBy: utf16.endIndex) {
                parts.append(Text(verbatim: String(key.key[lower...])))
            }
            self.init(segments: parts)
        } else {
            self.init(verbatim: key.key)
        }
    }

    @_spi(TrellisHost) public static var _kind: ElementKind { .text }
    public static var _propertiesReadNoState: Bool { true }

    @_spi(TrellisHost) public func _properties(in environment: EnvironmentValues) -> ElementProperties {
        withUnsafePointer(to: self) { Self.properties(of: $0, in: environment) }
    }

    @_spi(TrellisHost) public static func _properties(at view: UnsafePointer<Text>, in environment: EnvironmentValues, modifiers: ElementProperties) -> ElementProperties {
        properties(of: view, in: environment)
    }

    /// Reads the fields where the text lies: a method called on `view.pointee` would copy
    /// the whole text (its string and styling) first.
    private static func properties(of text: UnsafePointer<Text>, in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.text, .string(text.pointee.content))])
        if let font = text.pointee.font ?? environment.font { properties.append(.font, .font(font)) }
        if let weight = text.pointee.weight { properties.append(.fontWeight, .string(weight.rawValue)) }
        if text.pointee.isItalic { properties.append(.italic, .bool(true)) }
        if text.pointee.isStrikethrough { properties.append(.strikethrough, .bool(true)) }
        if let color = text.pointee.color ?? environment.foregroundColor { properties.append(.foregroundColor, .color(color)) }
        if let extras = text.pointee.extras {
            properties.append(contentsOf: extras.items)
            if extras.segments != nil {
                // Each part's styling beyond the whole text's, which the element already has.
                let whole = text.pointee
                let shared = whole.ownProperties
                properties.append(.textRuns, .textRuns(whole.segments.map { part in
                    TextRun(text: part.content, properties: part.ownProperties.filter { !shared.contains($0) })
                }))
            }
        }
        return properties
    }

    /// This text with one more styling property (the last one of a name wins).
    func adding(_ name: PropertyName, _ value: PropertyValue) -> Text {
        var copy = self
        var extras = copy.extras?.items ?? []
        extras.removeAll { $0.name == name }
        extras.append(ElementProperty(name, value))
        copy.extras = Extras(items: extras, segments: copy.extras?.segments)
        return copy
    }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { var copy = self; copy.isItalic = true; return copy }
    public func strikethrough(_ active: Bool = true) -> Text { var copy = self; copy.isStrikethrough = active; return copy }

    /// The two texts as one, each part keeping its own styling (a style set on the whole
    /// afterwards reaches the parts that have none of their own).
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    /// A text made of parts styled apart.
    init(segments: [Text]) {
        self.init(verbatim: segments.map(\.content).joined())
        if segments.count == 1 { self = segments[0]; return }
        extras = Extras(items: [], segments: segments)
    }

    /// This text's parts, each with this text's own styling under its own: itself when it
    /// is not joined from parts.
    var segments: [Text] {
        guard let parts = extras?.segments else { return [self] }
        return parts.map { $0.inheriting(from: self) }
    }

    /// This text with `outer`'s styling where it has none of its own.
    private func inheriting(from outer: Text) -> Text {
        var text = self
        text.font = font ?? outer.font
        text.color = color ?? outer.color
        text.weight = weight ?? outer.weight
        text.isItalic = isItalic || outer.isItalic
        text.isStrikethrough = isStrikethrough || outer.isStrikethrough
        let outerItems = (outer.extras?.items ?? []).filter { item in !(extras?.items ?? []).contains { $0.name == item.name } }
        if !outerItems.isEmpty {
            text.extras = Extras(items: outerItems + (extras?.items ?? []), segments: extras?.segments)
        }
        return text
    }

    /// The text's own styling, as the host reads it (its font, weight, slant, colour and
    /// rarer styling; nothing from the environment).
    var ownProperties: [ElementProperty] {
        var properties: [ElementProperty] = []
        if let font { properties.append(ElementProperty(.font, .font(font))) }
        if let weight { properties.append(ElementProperty(.fontWeight, .string(weight.rawValue))) }
        if isItalic { properties.append(ElementProperty(.italic, .bool(true))) }
        if isStrikethrough { properties.append(ElementProperty(.strikethrough, .bool(true))) }
        if let color { properties.append(ElementProperty(.foregroundColor, .color(color))) }
        properties += extras?.items ?? []
        return properties
    }

    /// Underlined, in `color` (the text's own when nil) and, iOS 16's form, `pattern`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline, .bool(isActive)).decorated(pattern: .solid, color: color)
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline, .bool(isActive)).decorated(pattern: pattern, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, color: Color?) -> Text {
        strikethrough(isActive).decorated(pattern: .solid, color: color)
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive).decorated(pattern: pattern, color: color)
    }

    /// The line's colour and pattern, when they are not the text's colour and a solid line
    /// (a text has one of each for its underline and its strikethrough).
    func decorated(pattern: LineStyle.Pattern, color: Color?) -> Text {
        var text = self
        if let color { text = text.adding(.decorationColor, .color(color)) }
        if let name = pattern.hostName { text = text.adding(.decorationPattern, .string(name)) }
        return text
    }
    /// Space added between the characters.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.tracking, .number(Double(kerning))) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking, .number(Double(tracking))) }
    /// The text raised (positive) or lowered from the baseline of the text around it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset, .number(Double(baselineOffset))) }
    /// This text as a heading of `level` for assistive technology.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { adding(.accessibilityHeading, .number(Double(level.rawValue))) }
    /// This text at a size relative to its font (`.secondary`: smaller).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { adding(.textScale, .number(isEnabled ? scale.factor : 1)) }
    /// The language this text is set in.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        adding(.typesettingLanguage, .string(isEnabled ? language.minimalIdentifier : ""))
    }
    /// Digits all as wide, so numbers that change keep their width.
    public func monospacedDigit() -> Text { adding(.monospacedDigit, .bool(true)) }
    /// The whole text in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.font = isActive ? (copy.font ?? .body).monospaced() : copy.font
        return copy
    }
    /// The text in a font design (`.rounded`, `.serif`…).
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        if let design { var font = copy.font ?? .body; font.design = design; copy.font = font }
        return copy
    }
    /// The text painted with a colour style (iOS 17's `Text.foregroundStyle`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { foregroundColor(style._colorUnlessForeground) }
    /// What assistive technology reads for this text (the web host: `aria-label`).
    public func accessibilityLabel(_ label: Text) -> Text { adding(.accessibilityLabel, .string(label.content)) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { adding(.accessibilityLabel, .string(labelKey.key)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { adding(.accessibilityLabel, .string(String(label))) }
}

extension Text {
    /// A date shown in one of SwiftUI's styles. The text is made when the body runs (in the
    /// process's time zone and locale): a relative or timer text does not tick by itself
    /// here; a `TimelineView` or a timer that re-runs the body keeps it current.
    public init(_ date: Date, style: Text.DateStyle) {
        self.content = style.string(from: date)
    }

    /// A span of time: "10:00 AM – 10:10 AM" within a day, with the dates when it spans
    /// days ("Jan 9, 2027, 10:00 AM – Jan 10, 2027, 9:00 AM"), in the process's locale.
    public init(_ dates: ClosedRange<Date>) {
        content = Text.span(from: dates.lowerBound, to: dates.upperBound)
    }

    /// A span of time, as `Text(_:)` shows a closed range of dates.
    public init(_ interval: DateInterval) {
        content = Text.span(from: interval.start, to: interval.end)
    }

    static func span(from start: Date, to end: Date) -> String {
        let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
        let format: (Date) -> String = sameDay
            ? { $0.formatted(date: .omitted, time: .shortened) }
            : { $0.formatted(date: .abbreviated, time: .shortened) }
        return "\(format(start)) – \(format(end))"
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let name: String
        /// The time of day: "9:41 AM".
        public static let time = DateStyle(name: "time")
        /// The date: "January 9, 2027".
        public static let date = DateStyle(name: "date")
        /// The time from now, without a sign: "2 hr, 5 min".
        public static let relative = DateStyle(name: "relative")
        /// The time from now, with a sign: "+2 hr, 5 min" (future), "-3 min" (past).
        public static let offset = DateStyle(name: "offset")
        /// A count up or down to the date: "2:05:09", "4:07".
        public static let timer = DateStyle(name: "timer")

        func string(from date: Date, now: Date = Date()) -> String {
            switch name {
            case "time": return date.formatted(date: .omitted, time: .shortened)
            case "date": return date.formatted(date: .long, time: .omitted)
            case "timer":
                let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
                return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, seconds) : String(format: "%d:%02d", minutes, seconds)
            default:
                let interval = date.timeIntervalSince(now)
                let text = Self.twoUnits(Int(abs(interval).rounded(.down)))
                guard name == "offset" else { return text }
                return (interval < 0 ? "-" : "+") + text
            }
        }

        /// The two largest units of a duration: "2 hr, 5 min", "3 days, 4 hr", "12 sec".
        static func twoUnits(_ seconds: Int) -> String {
            let units: [(Int, String, String)] = [(86_400, "day", "days"), (3600, "hr", "hr"), (60, "min", "min"), (1, "sec", "sec")]
            var rest = seconds
            var parts: [String] = []
            for (size, one, many) in units {
                let count = rest / size
                rest %= size
                if count > 0 { parts.append("\(count) \(count == 1 ? one : many)") } else if !parts.isEmpty { break }
                if parts.count == 2 { break }
            }
            return parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
        }
    }
}

/// `format` in the locale of the view whose body is making it (the environment's
/// `locale`, as SwiftUI formats text); unchanged outside a body.
func _inEvaluatingLocale<F: FormatStyle>(_ format: F) -> F {
    guard let node = DependencyTracking.evaluatingNode else { return format }
    nonisolated(unsafe) let reader = node
    let locale = MainActor.assumeIsolated { reader.inputs.environment.locale }
    return format.locale(locale)
}

@_spi(TrellisHost) extension Text: _PrimitiveView {}
