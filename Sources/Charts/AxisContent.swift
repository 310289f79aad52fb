import Foundation
import Trellis

// A chart's axes as `chartXAxis { … }`/`chartYAxis { … }` describe them: sets of axis marks
// (`AxisMarks`), each at some values (automatic, a stride, or a list), drawing grid lines,
// ticks and value labels at each.

/// Content of a chart's axis: `AxisMarks`, or several.
public protocol AxisContent {
    /// Adds the mark sets this content describes to `sets`.
    func _collectAxisMarks(into sets: inout [_AxisMarkSet])
}

/// A set of axis marks, as the chart draws them.
public struct _AxisMarkSet {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: _AxisValues
    /// The marks at one value (nil: a grid line, a tick and a label).
    let content: ((AxisValue) -> [_AxisMarkItem])?
    let stroke: StrokeStyle?
    let format: ((_ChartDatum) -> String?)?
}

/// Where an axis has marks.
enum _AxisValues {
    case automatic(desiredCount: Int?)
    case strideDate(Calendar.Component, count: Int, calendar: Calendar?)
    case strideNumber(Double)
    case list([_ChartDatum])
}

/// One thing drawn at an axis value.
public struct _AxisMarkItem {
    enum Kind { case gridLine(centered: Bool, stroke: StrokeStyle?), tick(length: CGFloat?, stroke: StrokeStyle?), label(_AxisLabel) }
    var kind: Kind
    var font: Font?
    var foreground: AnyShapeStyle?
    var offset = CGSize.zero
}

/// A value label: the formatted value, a text, or a view of the app's.
struct _AxisLabel {
    enum Content { case formatted(((_ChartDatum) -> String?)?), view(AnyView) }
    let content: Content
    let centered: Bool?
    let anchor: UnitPoint?
    let orientation: AxisValueLabelOrientation
    let collisionResolution: AxisValueLabelCollisionResolution
}

/// Something drawn at each value of an axis: a grid line, a tick or a value label.
public protocol AxisMark {
    func _axisMarkItems() -> [_AxisMarkItem]
}

@resultBuilder
public struct AxisContentBuilder {
    public static func buildBlock() -> _AxisContentList { _AxisContentList([]) }
    public static func buildBlock<T: AxisContent>(_ content: T) -> T { content }
    public static func buildBlock<each T: AxisContent>(_ content: repeat each T) -> _AxisContentList {
        var pieces: [any AxisContent] = []
        for piece in repeat each content { pieces.append(piece) }
        return _AxisContentList(pieces)
    }
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildIf<T: AxisContent>(_ content: T?) -> T? { content }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(first: T1) -> BuilderConditional<T1, T2> { .init(first: first) }
    public static func buildEither<T1: AxisContent, T2: AxisContent>(second: T2) -> BuilderConditional<T1, T2> { .init(second: second) }
    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> AnyAxisContent { AnyAxisContent(erasing: content) }
}

/// Several pieces of axis content, in order.
public struct _AxisContentList: AxisContent {
    let pieces: [any AxisContent]
    init(_ pieces: [any AxisContent]) { self.pieces = pieces }
    public func _collectAxisMarks(into sets: inout [_AxisMarkSet]) {
        for piece in pieces { piece._collectAxisMarks(into: &sets) }
    }
}

public struct AnyAxisContent: AxisContent {
    let base: any AxisContent
    public nonisolated init(erasing content: some AxisContent) { base = content }
    public func _collectAxisMarks(into sets: inout [_AxisMarkSet]) { base._collectAxisMarks(into: &sets) }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    public func _collectAxisMarks(into sets: inout [_AxisMarkSet]) {
        switch storage {
        case .first(let content): content._collectAxisMarks(into: &sets)
        case .second(let content): content._collectAxisMarks(into: &sets)
        }
    }
}

@resultBuilder
public struct AxisMarkBuilder {
    public static func buildBlock() -> _AxisMarkList { _AxisMarkList([]) }
    public static func buildBlock<T: AxisMark>(_ content: T) -> T { content }
    public static func buildBlock<each T: AxisMark>(_ content: repeat each T) -> _AxisMarkList {
        var pieces: [any AxisMark] = []
        for piece in repeat each content { pieces.append(piece) }
        return _AxisMarkList(pieces)
    }
    public static func buildExpression<Content: AxisMark>(_ content: Content) -> Content { content }
    public static func buildIf<T: AxisMark>(_ content: T?) -> T? { content }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(first: T1) -> BuilderConditional<T1, T2> { .init(first: first) }
    public static func buildEither<T1: AxisMark, T2: AxisMark>(second: T2) -> BuilderConditional<T1, T2> { .init(second: second) }
    public static func buildLimitedAvailability<Content: AxisMark>(_ content: Content) -> AnyAxisMark { AnyAxisMark(content) }
}

/// Several axis marks at one value.
public struct _AxisMarkList: AxisMark {
    let pieces: [any AxisMark]
    init(_ pieces: [any AxisMark]) { self.pieces = pieces }
    public func _axisMarkItems() -> [_AxisMarkItem] { pieces.flatMap { $0._axisMarkItems() } }
}

public struct AnyAxisMark: AxisMark {
    let base: any AxisMark
    public nonisolated init(_ content: any AxisMark) { base = content }
    public func _axisMarkItems() -> [_AxisMarkItem] { base._axisMarkItems() }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    public func _axisMarkItems() -> [_AxisMarkItem] {
        switch storage {
        case .first(let content): content._axisMarkItems()
        case .second(let content): content._axisMarkItems()
        }
    }
}

/// Axis marks with their items changed (`font`, `foregroundStyle`, `offset`).
public struct _ModifiedAxisMark<Base: AxisMark>: AxisMark {
    let base: Base
    let change: (inout _AxisMarkItem) -> Void
    public func _axisMarkItems() -> [_AxisMarkItem] {
        base._axisMarkItems().map { item in
            var item = item
            change(&item)
            return item
        }
    }
}

extension AxisMark {
    public func font(_ font: Font?) -> some AxisMark { _ModifiedAxisMark(base: self) { $0.font = font } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        let style = AnyShapeStyle(style)
        return _ModifiedAxisMark(base: self) { $0.foreground = style }
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        _ModifiedAxisMark(base: self) { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }
    public func offset(_ offset: CGSize) -> some AxisMark { self.offset(x: offset.width, y: offset.height) }
}

// MARK: Axis marks

/// Grid lines, ticks and labels at an axis's values: the automatic ones, a stride, or a
/// list of values.
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let set: _AxisMarkSet

    public nonisolated init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                            @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        set = _AxisMarkSet(preset: preset, position: position, values: values.values, content: { content($0)._axisMarkItems() },
                           stroke: nil, format: nil)
    }
    public nonisolated init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        set = _AxisMarkSet(preset: preset, position: position, values: .list(values.map(\.chartDatum)),
                           content: { content($0)._axisMarkItems() }, stroke: nil, format: nil)
    }
    public nonisolated init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                            @AxisMarkBuilder content: @escaping () -> Content) {
        set = _AxisMarkSet(preset: preset, position: position, values: values.values, content: { _ in content()._axisMarkItems() },
                           stroke: nil, format: nil)
    }
    public nonisolated init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                              @AxisMarkBuilder content: @escaping () -> Content) {
        set = _AxisMarkSet(preset: preset, position: position, values: .list(values.map(\.chartDatum)),
                           content: { _ in content()._axisMarkItems() }, stroke: nil, format: nil)
    }
    public func _collectAxisMarks(into sets: inout [_AxisMarkSet]) { sets.append(set) }
}

extension AxisMarks where Content == Never {
    /// A grid line, a tick and a value label at each value (`stroke` draws the lines).
    public nonisolated init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                            stroke: StrokeStyle? = nil) {
        set = _AxisMarkSet(preset: preset, position: position, values: values.values, content: nil, stroke: stroke, format: nil)
    }
    public nonisolated init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                              stroke: StrokeStyle? = nil) {
        set = _AxisMarkSet(preset: preset, position: position, values: .list(values.map(\.chartDatum)), content: nil, stroke: stroke, format: nil)
    }
    /// The default marks, their labels formatted with `format`.
    public nonisolated init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                 values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        set = _AxisMarkSet(preset: preset, position: position, values: values.values, content: nil, stroke: stroke,
                           format: formatting(format))
    }
    public nonisolated init<Value, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                                        position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil)
    where Value: Plottable, Value == Format.FormatInput, Format.FormatOutput == String {
        set = _AxisMarkSet(preset: preset, position: position, values: .list(values.map(\.chartDatum)), content: nil, stroke: stroke,
                           format: formatting(format))
    }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    public func _collectAxisMarks(into sets: inout [_AxisMarkSet]) { self?._collectAxisMarks(into: &sets) }
}

extension Optional: AxisMark where Wrapped: AxisMark {
    public func _axisMarkItems() -> [_AxisMarkItem] { self?._axisMarkItems() ?? [] }
}

extension Never: AxisMark {
    public func _axisMarkItems() -> [_AxisMarkItem] { [] }
}

/// A label's text from a format style for the values' type.
func formatting<Format: FormatStyle>(_ format: Format) -> (_ChartDatum) -> String?
where Format.FormatInput: Plottable, Format.FormatOutput == String {
    { datum in Format.FormatInput.fromChartDatum(datum).map { format.format($0) } }
}

/// How far axis marks reach: automatic, past the plot (`extended`), aligned with the
/// plot's edges, or inside it.
public struct AxisMarkPreset: CustomStringConvertible, Sendable, Equatable {
    let name: String
    public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
    public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
    public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
    public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }
    public var description: String { name }
}

/// Which side of the plot an axis's labels sit on.
public struct AxisMarkPosition: CustomStringConvertible, Sendable, Equatable {
    let name: String
    public static var automatic: AxisMarkPosition { AxisMarkPosition(name: "automatic") }
    public static var leading: AxisMarkPosition { AxisMarkPosition(name: "leading") }
    public static var trailing: AxisMarkPosition { AxisMarkPosition(name: "trailing") }
    public static var top: AxisMarkPosition { AxisMarkPosition(name: "top") }
    public static var bottom: AxisMarkPosition { AxisMarkPosition(name: "bottom") }
    public var description: String { name }
}

/// Which values an axis marks.
public struct AxisMarkValues: CustomStringConvertible {
    let values: _AxisValues
    public static var automatic: AxisMarkValues { AxisMarkValues(values: .automatic(desiredCount: nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .automatic(desiredCount: desiredCount))
    }
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                         roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .automatic(desiredCount: desiredCount))
    }
    /// A mark every `count` calendar units.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .strideDate(component, count: max(1, count), calendar: calendar))
    }
    /// A mark every `stepSize`.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(values: .strideNumber(Double(stepSize)))
    }
    public var description: String { "\(values)" }
}

/// One value an axis marks, as its marks' content is given it.
public struct AxisValue: Sendable {
    let datum: _ChartDatum
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    /// The value, as `type` (nil if it is not one).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromChartDatum(datum) }
}

/// A grid line across the plot at the value (`centered`: between this value and the next).
public struct AxisGridLine: AxisMark {
    let centered: Bool
    let stroke: StrokeStyle?
    public nonisolated init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { (self.centered, self.stroke) = (centered ?? false, stroke) }
    public func _axisMarkItems() -> [_AxisMarkItem] { [_AxisMarkItem(kind: .gridLine(centered: centered, stroke: stroke))] }
}

/// A short line at the value, by the plot's edge.
public struct AxisTick: AxisMark {
    let centered: Bool
    let length: CGFloat?
    let stroke: StrokeStyle?
    public nonisolated init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered ?? false, length.points, stroke)
    }
    public nonisolated init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        (self.centered, self.length, self.stroke) = (centered ?? false, length, stroke)
    }
    public func _axisMarkItems() -> [_AxisMarkItem] { [_AxisMarkItem(kind: .tick(length: length, stroke: stroke))] }

    /// How long a tick is: automatic (5 points), or reaching its label.
    public struct Length: CustomStringConvertible, Sendable {
        let points: CGFloat?
        public static var automatic: Length { Length(points: nil) }
        public static var label: Length { Length(points: nil) }
        public static var longestLabel: Length { Length(points: nil) }
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: 5 + extendPastBy) }
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { Length(points: 5 + extendPastBy) }
        public var description: String { points.map { "\($0)" } ?? "automatic" }
    }
}

/// The value's label: formatted, a text, or a view.
public struct AxisValueLabel<Content: View>: AxisMark {
    let label: _AxisLabel

    public nonisolated init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                            collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                            orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                            verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        label = _AxisLabel(content: .view(AnyView(content())), centered: centered, anchor: anchor, orientation: orientation,
                           collisionResolution: collisionResolution)
    }
    public func _axisMarkItems() -> [_AxisMarkItem] { [_AxisMarkItem(kind: .label(label))] }
}

extension AxisValueLabel where Content == Text {
    public nonisolated init<S: StringProtocol>(_ title: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                               verticalSpacing: CGFloat? = nil) {
        label = _AxisLabel(content: .view(AnyView(Text(title))), centered: centered, anchor: anchor, orientation: orientation,
                           collisionResolution: collisionResolution)
    }
    public nonisolated init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                            collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                            orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                            verticalSpacing: CGFloat? = nil) {
        label = _AxisLabel(content: .view(AnyView(Text(titleKey))), centered: centered, anchor: anchor, orientation: orientation,
                           collisionResolution: collisionResolution)
    }
}

extension AxisValueLabel where Content == Never {
    /// The value, formatted as the axis's values are.
    public nonisolated init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                            collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                            orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                            verticalSpacing: CGFloat? = nil) {
        label = _AxisLabel(content: .formatted(nil), centered: centered, anchor: anchor, orientation: orientation,
                           collisionResolution: collisionResolution)
    }
    /// The value, formatted with `format`.
    public nonisolated init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                                 multiLabelAlignment: Alignment? = nil,
                                                 collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                                 offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                                 horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        label = _AxisLabel(content: .formatted(formatting(format)), centered: centered, anchor: anchor, orientation: orientation,
                           collisionResolution: collisionResolution)
    }
}

/// What happens to labels that would overlap: by default, every other one is left out
/// until they do not.
public struct AxisValueLabelCollisionResolution: CustomStringConvertible, Sendable {
    let dropsOverlapping: Bool
    public static var automatic: Self { Self(dropsOverlapping: true) }
    public static var disabled: Self { Self(dropsOverlapping: false) }
    public static var greedy: Self { Self(dropsOverlapping: true) }
    public static var truncate: Self { Self(dropsOverlapping: true) }
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> Self { Self(dropsOverlapping: true) }
    public var description: String { dropsOverlapping ? "automatic" : "disabled" }
}

/// Which way a label's text runs.
public struct AxisValueLabelOrientation: CustomStringConvertible, Sendable, Equatable {
    let degrees: Double?
    public static var automatic: Self { Self(degrees: nil) }
    public static var horizontal: Self { Self(degrees: 0) }
    public static var vertical: Self { Self(degrees: 90) }
    public static var verticalReversed: Self { Self(degrees: -90) }
    public var description: String { degrees.map { "\($0)°" } ?? "automatic" }
}
