import Foundation
import Trellis

// What a chart shows: marks listed by a `ChartContentBuilder` (with `if`, `switch` and
// `ForEach`), flattened when the chart draws into `_ChartMark`s, each carrying the style
// its modifiers gave it.

/// Content of a `Chart`: marks, or a type of your own whose body is chart content.
@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Body { get }
    /// Adds the marks this content draws to `marks`, in order.
    @MainActor func _collectMarks(into marks: inout [_ChartMark])
}

extension ChartContent {
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { body._collectMarks(into: &marks) }
}

extension Never: ChartContent {
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {}
}

/// Chart content with no body: it is drawn by its chart.
public protocol _PrimitiveChartContent: ChartContent where Body == Never {}

extension _PrimitiveChartContent {
    public var body: Never { fatalError("\(Self.self) is drawn by its chart") }
}

/// One mark a chart draws: what it is, where its values put it, and how it looks.
public struct _ChartMark {
    enum Kind: Equatable { case bar, line, point, area, rule, rectangle, sector }

    /// A mark's place along one axis.
    enum Place {
        /// Not given: the mark spans the plot (a rule, a bar from a fixed start), or sits in
        /// its middle (a point).
        case none
        /// A value, or a range of values.
        case data(_ChartPlacement)
        /// From one value to another (`xStart:xEnd:`).
        case span(_ChartDatum, _ChartDatum)
        /// Positions in the plot's own points (`yStart: 10`); nil ends reach the plot's edge.
        case fixed(CGFloat?, CGFloat?)

        var data: [_ChartDatum] {
            switch self {
            case .none, .fixed: []
            case .data(let placement): placement.data
            case .span(let start, let end): [start, end]
            }
        }
    }

    let kind: Kind
    var x: Place = .none
    var y: Place = .none
    var series: _ChartDatum?
    var angle: Double = 0
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    var look = _ChartMarkLook()

    init(_ kind: Kind) { self.kind = kind }
}

/// How a mark looks, as its content's modifiers set it.
public struct _ChartMarkLook {
    var foreground: AnyShapeStyle?
    var foregroundKey: _ChartDatum?
    var opacity: Double = 1
    var lineStyle: StrokeStyle?
    var lineStyleKey: _ChartDatum?
    var interpolation: InterpolationMethod?
    var cornerRadius: CGFloat = 0
    var positionKey: _ChartDatum?
    /// Every value marks of the chart are placed side by side by, in order.
    var positionGroups: [_ChartDatum]?
    var positionAxis: Axis?
    var positionSpan: MarkDimension = .automatic
    var symbol: AnyChartSymbolShape?
    var symbolView: AnyView?
    var symbolKey: _ChartDatum?
    var symbolSize: CGSize?
    var symbolSizeKey: _ChartDatum?
    var offset = (x: CGFloat(0), y: CGFloat(0), xEnd: CGFloat(0), yEnd: CGFloat(0))
    var annotations: [_ChartAnnotation] = []
    var zIndex: Double = 0
    var alignsStylesWithPlot = false
    var accessibilityLabel: Text?
    var accessibilityValue: Text?
    var accessibilityIdentifier: String?
    var accessibilityHidden = false
    var shadow: (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)?
    /// A shape each mark is cut to, filling the mark's frame (`clipShape`).
    var clip: (shape: AnyShape, style: FillStyle)?
    var blur: CGFloat = 0
}

/// A view attached to a mark (`annotation(position:alignment:spacing:content:)`).
struct _ChartAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    var overflow = AnnotationOverflowResolution.automatic
    let content: (AnnotationContext) -> AnyView
}

// MARK: Builder

/// Main-actor bound, as the chart content it builds is.
@MainActor @resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock() -> _EmptyChartContent { _EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> _TupleChartContent<(repeat each Content)> {
        var pieces: [@MainActor (inout [_ChartMark]) -> Void] = []
        for piece in repeat each content {
            pieces.append({ piece._collectMarks(into: &$0) })
        }
        return _TupleChartContent((repeat each content), collect: pieces)
    }
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> { .init(first: first) }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> { .init(second: second) }
    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent { AnyChartContent(content) }
    public static func buildArray<Content: ChartContent>(_ contents: [Content]) -> _ChartContentArray<Content> { _ChartContentArray(contents) }
}

/// No chart content.
public struct _EmptyChartContent: _PrimitiveChartContent {
    public init() {}
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {}
}

/// Several pieces of chart content, in order.
public struct _TupleChartContent<T>: _PrimitiveChartContent {
    public let value: T
    let collect: [@MainActor (inout [_ChartMark]) -> Void]
    init(_ value: T, collect: [@MainActor (inout [_ChartMark]) -> Void]) { (self.value, self.collect) = (value, collect) }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { for piece in collect { piece(&marks) } }
}

/// One of two pieces of content, as an `if`/`else` or a `switch` chose (chart content,
/// axis content, or axis marks, when both pieces are).
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    init(first: TrueContent) { storage = .first(first) }
    init(second: FalseContent) { storage = .second(second) }
}

extension BuilderConditional: ChartContent, _PrimitiveChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {
        switch storage {
        case .first(let content): content._collectMarks(into: &marks)
        case .second(let content): content._collectMarks(into: &marks)
        }
    }
}

public struct _ChartContentArray<Content: ChartContent>: _PrimitiveChartContent {
    let contents: [Content]
    init(_ contents: [Content]) { self.contents = contents }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {
        for content in contents { content._collectMarks(into: &marks) }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional chart content has no body") }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { self?._collectMarks(into: &marks) }
}

/// Chart content of any type.
public struct AnyChartContent: _PrimitiveChartContent {
    let collect: @MainActor (inout [_ChartMark]) -> Void
    public init(_ content: any ChartContent) { collect = { content._collectMarks(into: &$0) } }
    public init(erasing content: some ChartContent) { collect = { content._collectMarks(into: &$0) } }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { collect(&marks) }
}

/// A group of chart content (to apply modifiers to it together).
nonisolated public struct Plot<Content: ChartContent>: _PrimitiveChartContent {
    let content: Content
    public nonisolated init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) { content._collectMarks(into: &marks) }
}

// MARK: Chart content in `ForEach`

/// One `ForEach` row of chart content. `ForEach` holds views, so chart content rides in one.
public struct _ChartContentRow: View {
    let collect: @MainActor (inout [_ChartMark]) -> Void
    public var body: some View { EmptyView() }
}

extension ForEach: ChartContent where Content == _ChartContentRow {
    @MainActor public func _collectMarks(into marks: inout [_ChartMark]) {
        for element in data { content(element).collect(&marks) }
    }
}

extension ForEach where Content == _ChartContentRow {
    /// Chart content for each element, identified by its id.
    public init<C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data, id: \.id) { element in _ChartContentRow { content(element)._collectMarks(into: &$0) } }
    }

    /// Chart content for each element, identified by `id`.
    public init<C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) {
        self.init(data, id: id) { element in _ChartContentRow { content(element)._collectMarks(into: &$0) } }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content == _ChartContentRow {
    public init<C: ChartContent>(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> C) {
        self.init(data) { offset in _ChartContentRow { content(offset)._collectMarks(into: &$0) } }
    }
}
