import Foundation
import CoreLocation
import Trellis
import UIKit

// The things a map shows: balloons (`Marker`, `MapMarker`), pins, views of the app's own
// (`Annotation`, `MapAnnotation`), the user's location, and overlays.

extension View {
    /// Puts `anchor` (a unit point of this view) where the map places the item.
    func anchored(at anchor: UnitPoint) -> some View {
        alignmentGuide(HorizontalAlignment.leading) { $0.width * anchor.x }
            .alignmentGuide(VerticalAlignment.top) { $0.height * anchor.y }
    }
}

/// What a balloon shows inside it.
enum MarkerGlyph {
    case pin
    case symbol(String)
    case image(String)
    case monogram(Text)
    case uiImage(UIImage)

    @MainActor var view: AnyView {
        switch self {
        case .pin: AnyView(Image(systemName: "mappin").font(.system(size: 14, weight: .semibold)))
        case .symbol(let name): AnyView(Image(systemName: name).font(.system(size: 14, weight: .semibold)))
        case .image(let name): AnyView(Image(name).resizable().scaledToFit().frame(width: 16, height: 16))
        case .monogram(let text): AnyView(text.font(.system(size: 13, weight: .bold)).lineLimit(1))
        case .uiImage(let image): AnyView(Image(uiImage: image).resizable().scaledToFit().frame(width: 16, height: 16))
        }
    }
}

/// A balloon as iOS draws a marker: a round, tinted head with a white glyph, its bottom on
/// the coordinate, and the title under it. A selected balloon is larger.
struct MarkerBalloon: View {
    static let diameter: CGFloat = 30
    let glyph: MarkerGlyph
    let title: AnyView?
    let look: _MapItemLook

    var body: some View {
        VStack(spacing: 2) {
            ZStack {
                Circle().fill(look.tint ?? AnyShapeStyle(Color.red))
                Circle().strokeBorder(Color.white, lineWidth: 1.5)
                glyph.view.foregroundStyle(Color.white)
            }
            .frame(width: Self.diameter, height: Self.diameter)
            .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
            .scaleEffect(look.selected ? 1.4 : 1, anchor: .bottom)
            if let title, look.titles != .hidden {
                title.font(.caption.weight(.semibold)).lineLimit(1).fixedSize()
            }
        }
        .alignmentGuide(HorizontalAlignment.leading) { $0.width / 2 }
        .alignmentGuide(VerticalAlignment.top) { _ in Self.diameter }
    }
}

/// A balloon on the map (iOS 17): a title, and a system image, an image, a monogram or a
/// pin inside it. Tinted red unless `.tint` says otherwise.
public struct Marker<Label: View>: _PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let glyph: MarkerGlyph
    let title: AnyView?
    let itemTag: AnyHashable?

    init(coordinate: CLLocationCoordinate2D, glyph: MarkerGlyph, title: AnyView?, tag: AnyHashable? = nil) {
        (self.coordinate, self.glyph, self.title, itemTag) = (coordinate, glyph, title, tag)
    }

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        let (glyph, title) = (glyph, title)
        var item = _MapItem(.view(coordinate) { look in AnyView(MarkerBalloon(glyph: glyph, title: title, look: look)) })
        item.tag = itemTag
        items.append(item)
    }
}

extension Marker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(Text(title)))
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(Text(titleResource)))
    }
    /// The item's place, named by the item; selected as the item itself.
    public init(item: MKMapItem) {
        self.init(coordinate: item.placemark.coordinate, glyph: .pin, title: item.name.map { AnyView(Text($0)) },
                  tag: AnyHashable(item))
    }
}

extension Marker where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .symbol(systemImage), title: AnyView(Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .symbol(systemImage), title: AnyView(Text(title)))
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .symbol(systemImage), title: AnyView(Text(titleResource)))
    }
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .image(image), title: AnyView(Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .image(image), title: AnyView(Text(title)))
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .image(image), title: AnyView(Text(titleResource)))
    }
}

extension Marker where Label == Trellis.Label<Text, Text> {
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .monogram(monogram), title: AnyView(Text(titleKey)))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .monogram(monogram), title: AnyView(Text(title)))
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, glyph: .monogram(monogram), title: AnyView(Text(titleResource)))
    }
}

extension Marker {
    /// A balloon titled by a view of the app's own (a `Label`'s title and icon both show
    /// under the balloon; the balloon holds a pin).
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, glyph: .pin, title: AnyView(label()))
    }
}

/// A view of the app's own on the map (iOS 17), its `anchor` point on the coordinate,
/// titled underneath.
public struct Annotation<Label: View, Content: View>: _PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content
    let label: AnyView?
    let itemTag: AnyHashable?

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        let (content, label, anchor) = (content, label, anchor)
        var item = _MapItem(.view(coordinate) { look in
            AnyView(AnnotationView(content: AnyView(content), label: look.titles == .hidden ? nil : label, anchor: anchor,
                                   selected: look.selected))
        })
        item.tag = itemTag
        items.append(item)
    }
}

/// An annotation's view over its title; the anchor is the content's, not the title's.
struct AnnotationView: View {
    let content: AnyView
    let label: AnyView?
    let anchor: UnitPoint
    let selected: Bool

    var body: some View {
        VStack(spacing: 2) {
            content.scaleEffect(selected ? 1.2 : 1, anchor: anchor)
                .anchored(at: anchor)
            if let label { label.font(.caption.weight(.semibold)).lineLimit(1).fixedSize() }
        }
    }
}

extension Annotation where Label == Text {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: AnyView(Text(titleKey)), itemTag: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: AnyView(Text(title)), itemTag: nil)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: AnyView(Text(titleResource)), itemTag: nil)
    }
    /// The accessory anchor places a selected annotation's accessory, which this host does not draw.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                accessoryAnchor: UnitPoint, @ViewBuilder content: () -> Content) {
        self.init(titleKey, coordinate: coordinate, anchor: anchor, content: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                                   accessoryAnchor: UnitPoint, @ViewBuilder content: () -> Content) {
        self.init(title, coordinate: coordinate, anchor: anchor, content: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
                accessoryAnchor: UnitPoint, @ViewBuilder content: () -> Content) {
        self.init(titleResource, coordinate: coordinate, anchor: anchor, content: content)
    }
    public init(item: MKMapItem, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint = .center,
                @ViewBuilder content: () -> Content) {
        self.init(coordinate: item.placemark.coordinate, anchor: anchor, content: content(),
                  label: item.name.map { AnyView(Text($0)) }, itemTag: AnyHashable(item))
    }
}

extension Annotation {
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
                @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: AnyView(label()), itemTag: nil)
    }
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint,
                @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: label)
    }
}

/// Where the device is, as `UserAnnotation`'s content gets it.
public struct UserLocation: Sendable {
    public var location: CLLocation?
    /// Never known here: a browser reports no heading.
    public var heading: CLHeading?
}

/// The device's position on the map: the blue dot, or a view of the app's own. Shown
/// once the app may know where the device is (see `CLLocationManager`).
public struct UserAnnotation<Content: View>: _PrimitiveMapContent {
    let anchor: UnitPoint
    let content: (UserLocation, _MapItemLook) -> Content

    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping () -> Content) {
        self.anchor = anchor
        self.content = { _, _ in content() }
    }

    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {
        self.anchor = anchor
        self.content = { location, _ in content(location) }
    }

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) {
        let (anchor, content) = (anchor, content)
        items.append(_MapItem(.user { location, look in AnyView(content(location, look).anchored(at: anchor)) }))
    }
}

/// The blue dot iOS draws at the device's position (tinted by `.tint`).
public struct DefaultUserAnnotationContent: View {
    let look: _MapItemLook
    public var body: some View {
        Circle().fill(look.tint ?? AnyShapeStyle(Color.blue))
            .overlay(Circle().strokeBorder(Color.white, lineWidth: 3))
            .frame(width: 18, height: 18)
            .shadow(color: .black.opacity(0.3), radius: 2)
    }
}

extension UserAnnotation where Content == DefaultUserAnnotationContent {
    public init() {
        anchor = .center
        content = { _, look in DefaultUserAnnotationContent(look: look) }
    }
}

// MARK: Overlays

/// A line through coordinates, stroked (blue, 1 point, unless `.stroke` says otherwise).
public struct MapPolyline: _PrimitiveMapContent {
    public struct ContourStyle: Sendable, Hashable {
        let geodesic: Bool
        /// Drawn straight here: at the scale apps draw routes, the two agree.
        public static var geodesic: ContourStyle { ContourStyle(geodesic: true) }
        public static var straight: ContourStyle { ContourStyle(geodesic: false) }
    }

    let coordinates: [CLLocationCoordinate2D]

    public init(_ polyline: MKPolyline) { coordinates = polyline.coordinates }
    public init(_ route: MKRoute) { coordinates = route.polyline.coordinates }
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { items.append(_MapItem(.polyline(coordinates))) }
}

/// A circle of a radius in metres around a coordinate.
public struct MapCircle: _PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coordinate
        self.radius = radius
    }

    public init(mapRect: MKMapRect) {
        let circle = MKCircle(mapRect: mapRect)
        (center, radius) = (circle.coordinate, circle.radius)
    }

    public init(_ circle: MKCircle) { (center, radius) = (circle.coordinate, circle.radius) }

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { items.append(_MapItem(.circle(center, radius: radius))) }
}

/// A closed shape through coordinates.
public struct MapPolygon: _PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
    public init(_ polygon: MKPolygon) { coordinates = polygon.coordinates }

    @MainActor public func _collectMapItems(into items: inout [_MapItem]) { items.append(_MapItem(.polygon(coordinates))) }
}

// MARK: iOS 14's annotations

/// What an iOS 14 map's `annotationContent` returns: `MapAnnotation`, `MapMarker` or `MapPin`.
public protocol MapAnnotationProtocol {
    @MainActor func _mapItem() -> _MapItem
}

/// A view of the app's own at a coordinate, its `anchorPoint` (a unit point) on it.
@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Annotation along with Map initializers that take a MapContentBuilder instead.")
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    @MainActor public func _mapItem() -> _MapItem {
        let (content, anchor) = (content, UnitPoint(x: anchorPoint.x, y: anchorPoint.y))
        return _MapItem(.view(coordinate) { _ in AnyView(content.anchored(at: anchor)) })
    }
}

/// A balloon at a coordinate (red unless tinted), as iOS 14 draws one.
@available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Marker along with Map initializers that take a MapContentBuilder instead.")
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    @MainActor public func _mapItem() -> _MapItem {
        var item = _MapItem(.view(coordinate) { look in AnyView(MarkerBalloon(glyph: .pin, title: nil, look: look)) })
        item.look.tint = tint.map { AnyShapeStyle($0) }
        return item
    }
}

/// A pin stuck in the map at a coordinate, its point on it (red unless tinted).
@available(iOS, introduced: 14.0, deprecated: 16.0, message: "Use MapMarker or MapAnnotation instead.")
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    @MainActor public func _mapItem() -> _MapItem {
        let head = tint ?? .red
        return _MapItem(.view(coordinate) { _ in AnyView(PinShape(head: head)) })
    }
}
