/// A value a host element carries: text, a colour, insets…
@_spi(TrellisHost) public enum PropertyValue: Hashable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case color(Color)
    case font(Font)
    case insets(EdgeInsets)
    case frame(FrameLayout)
    case alignment(Alignment)
    case identifier(AnyHashable)
    /// A point in the view's parent (`position`).
    case point(x: Double, y: Double)
    case transform(DrawingTransform)
    case filter(DrawingFilter)
    case shadow(DrawingShadow)
    case border(DrawingBorder)
    /// `aspectRatio(_:contentMode:)`: width over height (nil: the content's own).
    case aspectRatio(Double?, ContentMode)
    /// `lineLimit`: at most `most` lines (nil: no limit), and room for at least `least`.
    case lineLimit(most: Int?, least: Int)
    /// How the view comes and goes (`transition`).
    case transition(TransitionKind)
    /// A gradient paint (backgrounds, fills, masks, a gradient as a view).
    case gradient(_GradientPaint)
    /// A list of lengths (a dash pattern; corner radii, top leading first, clockwise).
    case numbers([Double])
    /// A width and height (a corner's size; a geometry reader's size).
    case size(width: Double, height: Double)
    case unitPoint(UnitPoint)
    /// `containerRelativeFrame`: each sized axis's length as `fraction` of the container
    /// plus `constant` points.
    case containerRelative(width: RelativeLength?, height: RelativeLength?)
    /// Names from a fixed set (redaction reasons, axes) or a list of path data.
    case strings([String])
    /// A text joined from parts styled apart (`Text + Text`, a `Text` interpolated in
    /// another, an attributed string's runs): each run's characters and its own styling.
    case textRuns([TextRun])
    /// A built-in shape the view is clipped to.
    case clip(ClipShape)
    /// The keys an `onKeyPress` listens for in which phases (`KeyPress.Phases` raw
    /// value), by the browser's lower-cased key names (nil: every key).
    case keyFilter(phases: Int, keys: [String]?)
    /// A `matchedGeometryEffect`: views with one key travel between each other's frames.
    case matchedGeometry(MatchedGeometry)
    /// A grid's columns (or rows), one track per `GridItem`.
    case gridTracks([GridTrack])
    /// A custom `Layout` that places the element's children (layout runs it; hosts that
    /// lay out themselves ask the core's engine).
    case layout(LayoutValue)
    /// A value a view hands its layout (`layoutValue(key:value:)`).
    case layoutValue(LayoutKeyedValue)
    /// An alignment guide the view sets itself (`alignmentGuide(_:computeValue:)`).
    case alignmentGuide(AlignmentGuideValue)

    public var description: String {
        switch self {
        case .string(let s): return "\"\(s)\""
        case .number(let n): return n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .bool(let b): return String(b)
        case .color(let c): return c.description
        case .font(let f): return f.description
        case .insets(let i): return i.description
        case .frame(let f): return f.description
        case .alignment(let a): return a.description
        case .identifier(let id): return "\(id.base)"
        case .point(let x, let y): return "(\(x), \(y))"
        case .transform(let transform): return transform.description
        case .filter(let filter): return filter.description
        case .shadow(let shadow): return shadow.description
        case .border(let border): return border.description
        case .aspectRatio(let ratio, let mode): return "\(ratio.map { String($0) } ?? "auto") \(mode)"
        case .lineLimit(let most, let least): return "lines \(least)...\(most.map(String.init) ?? "any")"
        case .transition(let kind): return kind.description
        case .gradient(let paint): return paint.description
        case .numbers(let numbers): return "\(numbers)"
        case .size(let width, let height): return "\(width)×\(height)"
        case .unitPoint(let point): return "\(point)"
        case .strings(let strings): return "\(strings)"
        case .textRuns(let runs): return runs.map(\.description).joined(separator: " + ")
        case .clip(let shape): return "\(shape)"
        case .keyFilter(let phases, let keys): return "keys \(keys.map { $0.joined(separator: " ") } ?? "any") phases \(phases)"
        case .matchedGeometry(let matched): return "\(matched)"
        case .gridTracks(let tracks): return "\(tracks)"
        case .layout(let layout): return layout.description
        case .layoutValue(let value): return value.description
        case .alignmentGuide(let guide): return guide.description
        case .containerRelative(let width, let height):
            return [width.map { "width \($0)" }, height.map { "height \($0)" }].compactMap { $0 }.joined(separator: ", ")
        }
    }
}

/// One run of a text styled in parts: its characters, and the text properties it draws
/// with (`font`, `fontWeight`, `italic`, `foregroundColor`, …) where they are its own.
@_spi(TrellisHost) public struct TextRun: Hashable, CustomStringConvertible {
    public var text: String
    public var properties: [ElementProperty]
    public init(text: String, properties: [ElementProperty]) {
        self.text = text
        self.properties = properties
    }
    public var description: String {
        "\"\(text)\"" + (properties.isEmpty ? "" : " [" + properties.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]")
    }
}

/// One named property of a host element.
@_spi(TrellisHost) public struct ElementProperty: Hashable {
    public var name: PropertyName
    public var value: PropertyValue
    public init(_ name: PropertyName, _ value: PropertyValue) {
        self.name = name
        self.value = value
    }
}

/// The ordered properties of a host element. Modifier properties keep the order they
/// apply in (innermost first), so `padding` then `background` differs from the reverse.
@_spi(TrellisHost) public struct ElementProperties: Hashable, Sequence, CustomStringConvertible {
    public private(set) var items: [ElementProperty]

    public init(_ items: [ElementProperty] = []) { self.items = items }

    public mutating func append(_ name: PropertyName, _ value: PropertyValue) {
        items.append(ElementProperty(name, value))
    }

    /// Onto an empty list, `other` is shared rather than copied (an element whose only
    /// properties are its modifiers needs no array of its own).
    public mutating func append(contentsOf other: [ElementProperty]) {
        if items.isEmpty { items = other } else { items.append(contentsOf: other) }
    }

    /// The last value set for `name` (modifiers applied later win).
    public subscript(name: PropertyName) -> PropertyValue? {
        for item in items.reversed() where item.name == name { return item.value }
        return nil
    }

    public func makeIterator() -> IndexingIterator<[ElementProperty]> { items.makeIterator() }

    public var description: String {
        items.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }
}

/// A length relative to a container: `fraction` of its length plus `constant` points.
@_spi(TrellisHost) public struct RelativeLength: Hashable, Sendable, CustomStringConvertible {
    public var fraction: Double
    public var constant: Double
    public init(fraction: Double, constant: Double) {
        self.fraction = fraction
        self.constant = constant
    }
    public var description: String { "\(fraction) × container + \(constant)" }
}

/// A built-in shape a view is clipped to (`clipShape`, `clipped`, a shape as a mask); any
/// other shape clips to the bounds.
@_spi(TrellisHost) public enum ClipShape: Hashable, Sendable {
    case bounds, circle, ellipse, capsule
    case roundedRectangle(cornerRadius: Double)
}

/// What `matchedGeometryEffect` tells a host: the key views share (namespace and id) and
/// what travels.
@_spi(TrellisHost) public struct MatchedGeometry: Hashable, Sendable {
    public var key: String
    public var position: Bool
    public var size: Bool
    public var isSource: Bool
    public init(key: String, position: Bool, size: Bool, isSource: Bool) {
        self.key = key
        self.position = position
        self.size = size
        self.isSource = isSource
    }
}

/// A `GridItem`'s size, as a host lays the track out.
@_spi(TrellisHost) public enum GridTrack: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
}

/// A custom layout as a property value: equal only to itself (a layout holds no
/// comparable state), so a new layout value is laid out again.
@_spi(TrellisHost) public final class LayoutValue: Hashable, CustomStringConvertible {
    let storage: AnyLayoutStorage
    public let description: String
    init(_ storage: AnyLayoutStorage, name: String) {
        self.storage = storage
        description = name
    }
    public static func == (lhs: LayoutValue, rhs: LayoutValue) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A `LayoutValueKey`'s value as a property: compared by the value's own rules.
@_spi(TrellisHost) public struct LayoutKeyedValue: Hashable, CustomStringConvertible {
    let key: ObjectIdentifier
    let value: Any
    private let keyName: String
    private let equals: (Any) -> Bool

    init<K: LayoutValueKey>(_: K.Type, _ value: K.Value) {
        key = ObjectIdentifier(K.self)
        self.value = value
        keyName = String(describing: K.self)
        equals = { other in (other as? K.Value).map { Equality.areEqual(value, $0) } ?? false }
    }

    public static func == (lhs: LayoutKeyedValue, rhs: LayoutKeyedValue) -> Bool { lhs.key == rhs.key && lhs.equals(rhs.value) }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
    public var description: String { "\(keyName): \(value)" }
}
