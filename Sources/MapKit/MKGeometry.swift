import Foundation
import CoreLocation

// MapKit's geometry: coordinate regions and spans in degrees, and map points on the flat
// Web Mercator projection MapKit draws, with Apple's world size (2²⁸ · 256 points square).

/// A width and height in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A centre and a span: what a map shows.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) {
        center = centerCoordinate
        let metresPerDegreeLatitude = metresPerDegreeOfLatitude(at: centerCoordinate.latitude)
        let metresPerDegreeLongitude = max(1e-9, 111_319.49 * cos(centerCoordinate.latitude * .pi / 180))
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegreeLatitude,
                                longitudeDelta: min(360, longitudinalMeters / metresPerDegreeLongitude))
    }

    /// The region covering a map rectangle.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let centre = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        center = centre
        span = MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude,
                                longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }
}

/// Metres along a meridian per degree of latitude there (the ellipsoid's series, to a metre).
func metresPerDegreeOfLatitude(at latitude: CLLocationDegrees) -> CLLocationDistance {
    111_132.954 - 559.822 * cos(2 * latitude * .pi / 180)
}

public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}

public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}

public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }

/// A point on the flat map: x grows east from the antimeridian, y south from the
/// projection's northern edge (about 85.05° north).
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() { (x, y) = (0, 0) }
    public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world.width
        let latitude = max(-85.05112878, min(85.05112878, coordinate.latitude)) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * world
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
    }

    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world.width
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in metres along the Earth between two map points.
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        geodesicDistance(coordinate, point.coordinate)
    }
}

public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() { (width, height) = (0, 0) }
    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }

    /// The whole flat world: 268,435,456 points square.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() { (origin, size) = (MKMapPoint(), MKMapSize()) }
    public init(origin: MKMapPoint, size: MKMapSize) { (self.origin, self.size) = (origin, size) }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    public var spans180thMeridian: Bool { maxX > MKMapSize.world.width }

    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    public func intersects(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX < maxX && rect.maxX > minX && rect.minY < maxY && rect.maxY > minY
    }

    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x = min(minX, rect.minX), y = min(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
    }

    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard intersects(rect) else { return .null }
        let x = max(minX, rect.minX), y = max(minY, rect.minY)
        return MKMapRect(x: x, y: y, width: min(maxX, rect.maxX) - x, height: min(maxY, rect.maxY) - y)
    }

    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle that shows `coordinates` as MapKit frames them: a lone point with its
    /// neighbourhood (a kilometre or so), several with a margin around them. Nil for none.
    init?(fitting coordinates: [CLLocationCoordinate2D]) {
        guard let first = coordinates.first else { return nil }
        var rect = MKMapRect(origin: MKMapPoint(first), size: MKMapSize())
        for coordinate in coordinates.dropFirst() { rect = rect.union(MKMapRect(origin: MKMapPoint(coordinate), size: MKMapSize())) }
        let minimum = 1000 * MKMapPointsPerMeterAtLatitude(first.latitude)
        let width = max(rect.width * 1.3, minimum), height = max(rect.height * 1.3, minimum)
        self.init(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// The rectangle covering a region.
    init(region: MKCoordinateRegion) {
        let northWest = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude - region.span.longitudeDelta / 2))
        let southEast = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2,
                                                          longitude: region.center.longitude + region.span.longitudeDelta / 2))
        self.init(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }
}

public let MKMapSizeWorld = MKMapSize.world
public let MKMapRectWorld = MKMapRect.world
public let MKMapRectNull = MKMapRect.null

public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}
public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool { rect.contains(point) }
public func MKMapRectUnion(_ rect1: MKMapRect, _ rect2: MKMapRect) -> MKMapRect { rect1.union(rect2) }
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// Metres one map point covers at a latitude.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    40_075_016.686 * cos(latitude * .pi / 180) / MKMapSize.world.width
}

public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The kind of map MapKit draws (`MKMapView.mapType`); see `MapStyle` for the look here.
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}

/// Where an overlay draws among a map's layers.
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}
