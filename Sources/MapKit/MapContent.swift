import Foundation
import CoreLocation
import Trellis

// What a map shows over its land: markers, annotations, the user's location and overlays,
// listed by a `MapContentBuilder` (with `if`, `switch` and `ForEach`) and flattened, when
// the map draws, into `_MapItem`s.

/// Content of a `Map`: markers, annotations, overlays, or a type of your own whose body is
/// map content.
@MainActor @preconcurrency
public protocol MapContent {
    associatedtype Body: MapContent
    @MapContentBuilder @MainActor var body: Body { get }
    /// Adds what this content draws to `items`, in order.
    @MainActor func _collectMapItems(into items: inout [_MapItem])
}

extension MapContent {
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { body._collectMapItems(into: &items) }
}

extension Never: MapContent {
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {}
}

/// One thing a map draws, placed by coordinate.
public struct _MapItem {
    enum Shape {
        /// A view (annotations, markers, pins) whose leading and top alignment guides mark
        /// the point that sits on the coordinate.
        case view(CLLocationCoordinate2D, content: @MainActor (_MapItemLook) -> AnyView)
        /// The device's position, drawn by `content`, anchored the same way.
        case user(content: @MainActor (UserLocation, _MapItemLook) -> AnyView)
        case polyline([CLLocationCoordinate2D])
        case polygon([CLLocationCoordinate2D])
        case circle(CLLocationCoordinate2D, radius: CLLocationDistance)
    }

    let shape: Shape
    var tag: AnyHashable?
    var look = _MapItemLook()

    init(_ shape: Shape) { self.shape = shape }

    /// The coordinates the item covers (what an `automatic` camera fits).
    var coordinates: [CLLocationCoordinate2D] {
        switch shape {
        case .view(let coordinate, _): [coordinate]
        case .user: []
        case .polyline(let points), .polygon(let points): points
        case .circle(let centre, let radius):
            circleCorners(centre, radius: radius)
        }
    }
}

/// The north-west and south-east corners of the square around a circle.
private func circleCorners(_ centre: CLLocationCoordinate2D, radius: CLLocationDistance) -> [CLLocationCoordinate2D] {
    let square = MKCoordinateRegion(center: centre, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
    let (halfLat, halfLon) = (square.span.latitudeDelta / 2, square.span.longitudeDelta / 2)
    return [CLLocationCoordinate2D(latitude: centre.latitude + halfLat, longitude: centre.longitude - halfLon),
            CLLocationCoordinate2D(latitude: centre.latitude - halfLat, longitude: centre.longitude + halfLon)]
}

/// How an item is drawn, as the content's modifiers set it.
public struct _MapItemLook {
    var tint: AnyShapeStyle?
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var titles: Visibility = .automatic
    var subtitles: Visibility = .automatic
    var aboveLabels = true
    var selected = false
}

// MARK: Builder

/// Main-actor bound, as the map content it builds is.
@MainActor @resultBuilder
public struct MapContentBuilder {
    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
    public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> TupleMapContent<(repeat each Content)> {
        var items: [@MainActor (inout [_MapItem]) -> Void] = []
        for piece in repeat each content {
            items.append({ piece._collectMapItems(into: &$0) })
        }
        return TupleMapContent((repeat each content), collect: items)
    }
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }
    public static func buildIf<Content: MapContent>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: MapContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: MapContent, F: MapContent>(first: T) -> _ConditionalMapContent<T, F> { .init(first: first) }
    public static func buildEither<T: MapContent, F: MapContent>(second: F) -> _ConditionalMapContent<T, F> { .init(second: second) }
    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> AnyMapContent { AnyMapContent(content) }
    public static func buildArray<Content: MapContent>(_ contents: [Content]) -> _MapContentArray<Content> { _MapContentArray(contents) }
}

/// No map content.
public struct EmptyMapContent: _PrimitiveMapContent {
    public init() {}
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {}
}

/// Several pieces of map content, in order.
public struct TupleMapContent<T>: _PrimitiveMapContent {
    public let value: T
    let collect: [@MainActor (inout [_MapItem]) -> Void]
    init(_ value: T, collect: [@MainActor (inout [_MapItem]) -> Void]) { (self.value, self.collect) = (value, collect) }
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { for piece in collect { piece(&items) } }
}

public struct _ConditionalMapContent<TrueContent: MapContent, FalseContent: MapContent>: _PrimitiveMapContent {
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    init(first: TrueContent) { storage = .first(first) }
    init(second: FalseContent) { storage = .second(second) }
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        switch storage {
        case .first(let content): content._collectMapItems(into: &items)
        case .second(let content): content._collectMapItems(into: &items)
        }
    }
}

public struct _MapContentArray<Content: MapContent>: _PrimitiveMapContent {
    let contents: [Content]
    init(_ contents: [Content]) { self.contents = contents }
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        for content in contents { content._collectMapItems(into: &items) }
    }
}

extension Optional: MapContent where Wrapped: MapContent {
    public var body: Never { fatalError("Optional map content has no body") }
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { self?._collectMapItems(into: &items) }
}

/// Map content of any type.
public struct AnyMapContent: _PrimitiveMapContent {
    let collect: @MainActor (inout [_MapItem]) -> Void
    public init<Content: MapContent>(_ base: Content) { collect = { base._collectMapItems(into: &$0) } }
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { collect(&items) }
}

// MARK: Map content in `ForEach`

/// One `ForEach` row of map content. `ForEach` holds views, so map content rides in one.
public struct _MapContentRow: View {
    let collect: @MainActor (inout [_MapItem]) -> Void
    public var body: some View { EmptyView() }
}

extension ForEach: MapContent where Content == _MapContentRow {
    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        for element in data { content(element).collect(&items) }
    }
}

extension ForEach where Content == _MapContentRow {
    /// Map content for each element, identified by its id.
    public init<C: MapContent>(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> C)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data, id: \.id) { element in _MapContentRow { content(element)._collectMapItems(into: &$0) } }
    }

    /// Map content for each element, identified by `id`.
    public init<C: MapContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> C) {
        self.init(data, id: id) { element in _MapContentRow { content(element)._collectMapItems(into: &$0) } }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content == _MapContentRow {
    public init<C: MapContent>(_ data: Range<Int>, @MapContentBuilder content: @escaping (Int) -> C) {
        self.init(data) { offset in _MapContentRow { content(offset)._collectMapItems(into: &$0) } }
    }
}

/// Map content with no body: it draws itself (markers, annotations, overlays).
public protocol _PrimitiveMapContent: MapContent where Body == Never {}

extension _PrimitiveMapContent {
    public var body: Never { fatalError("\(Self.self) is drawn by its map") }
}

// MARK: Modifiers

/// Map content with its items changed as a modifier says.
public struct _ModifiedMapContent<Content: MapContent>: _PrimitiveMapContent {
    let content: Content
    let change: (inout _MapItem) -> Void

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        var own: [_MapItem] = []
        content._collectMapItems(into: &own)
        for index in own.indices { change(&own[index]) }
        items += own
    }
}

extension MapContent {
    private func modified(_ change: @escaping (inout _MapItem) -> Void) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self, change: change)
    }

    /// The tint of markers and of the user's location; the stroke of overlays without one.
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent {
        let style = AnyShapeStyle(tint)
        return modified { if $0.look.tint == nil { $0.look.tint = style } }
    }

    /// The fill of overlays (a circle's, a polygon's).
    public func foregroundStyle(_ content: some ShapeStyle) -> some MapContent {
        let style = AnyShapeStyle(content)
        return modified { if $0.look.fill == nil { $0.look.fill = style } }
    }

    public func annotationTitles(_ visibility: Visibility) -> some MapContent {
        modified { if $0.look.titles == .automatic { $0.look.titles = visibility } }
    }

    /// Accepted: markers and annotations here have no subtitles to show.
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent {
        modified { if $0.look.subtitles == .automatic { $0.look.subtitles = visibility } }
    }

    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> some MapContent {
        let style = AnyShapeStyle(content)
        return modified {
            if $0.look.stroke == nil { $0.look.stroke = style }
            if $0.look.strokeStyle == nil { $0.look.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
        }
    }

    public func stroke(lineWidth: CGFloat = 1) -> some MapContent {
        modified { if $0.look.strokeStyle == nil { $0.look.strokeStyle = StrokeStyle(lineWidth: lineWidth) } }
    }

    public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> some MapContent {
        let shapeStyle = AnyShapeStyle(content)
        return modified {
            if $0.look.stroke == nil { $0.look.stroke = shapeStyle }
            if $0.look.strokeStyle == nil { $0.look.strokeStyle = style }
        }
    }

    public func strokeStyle(style: StrokeStyle) -> some MapContent {
        modified { if $0.look.strokeStyle == nil { $0.look.strokeStyle = style } }
    }

    /// Overlays above roads draw under the map's annotations, as above labels they draw
    /// over the land's lines: here both draw under every marker and annotation.
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent {
        modified { $0.look.aboveLabels = level == .aboveLabels }
    }

    /// Names this content for the map's `selection`: tapping it selects the tag.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent {
        let value = AnyHashable(tag)
        return modified { if $0.tag == nil { $0.tag = value } }
    }
}
