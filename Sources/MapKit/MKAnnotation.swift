import Foundation
import CoreLocation

/// Something placed on a map at a coordinate, with an optional title and subtitle (the
/// Objective-C protocol's optional members have defaults).
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation with a title and subtitle (the base of MapKit's shapes).
open class MKShape: NSObject, @unchecked Sendable {
    open var title: String?
    open var subtitle: String?
    public override init() { super.init() }
}

/// A plain annotation at a coordinate the app sets.
open class MKPointAnnotation: MKShape, MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()

    public override init() { super.init() }

    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// Something drawn over an area of a map (`MKPolyline`, `MKCircle`, `MKPolygon`).
public protocol MKOverlay: MKAnnotation {
    var boundingMapRect: MKMapRect { get }
    func intersects(_ mapRect: MKMapRect) -> Bool
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    public var canReplaceMapContent: Bool { false }
}

/// Points joined in order: the base of polylines and polygons.
open class MKMultiPoint: MKShape, @unchecked Sendable {
    private let storedPoints: [MKMapPoint]
    /// The points as MapKit hands them out: a buffer owned by the shape.
    private let buffer: UnsafeMutablePointer<MKMapPoint>

    init(points: [MKMapPoint]) {
        storedPoints = points
        buffer = .allocate(capacity: max(1, points.count))
        buffer.initialize(from: points, count: points.count)
        super.init()
    }

    deinit { buffer.deallocate() }

    open var pointCount: Int { storedPoints.count }
    open func points() -> UnsafeMutablePointer<MKMapPoint> { buffer }

    open var coordinates: [CLLocationCoordinate2D] { storedPoints.map(\.coordinate) }
    var mapPoints: [MKMapPoint] { storedPoints }

    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<(range.location + range.length)).enumerated() where index < storedPoints.count {
            coords[offset] = storedPoints[index].coordinate
        }
    }

    var bounds: MKMapRect {
        guard let first = storedPoints.first else { return .null }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for point in storedPoints.dropFirst() { rect = rect.union(MKMapRect(origin: point, size: MKMapSize())) }
        return rect
    }

    var centre: CLLocationCoordinate2D {
        let rect = bounds
        return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}

open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: (0..<count).map { MKMapPoint(coords[$0]) })
    }

    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(points: (0..<count).map { points[$0] })
    }

    /// Swift's array spelling, as Apple's overlay adds.
    public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.init(points: coordinates.prefix(count).map(MKMapPoint.init))
    }

    open var coordinate: CLLocationCoordinate2D { centre }
    open var boundingMapRect: MKMapRect { bounds }
}

/// A polyline that follows the Earth's geodesics; drawn here as straight segments.
open class MKGeodesicPolyline: MKPolyline, @unchecked Sendable {}

open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
    public private(set) var interiorPolygons: [MKPolygon]?

    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init(points: (0..<count).map { MKMapPoint(coords[$0]) })
    }

    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(points: (0..<count).map { MKMapPoint(coords[$0]) })
        self.interiorPolygons = interiorPolygons
    }

    public convenience init(coordinates: [CLLocationCoordinate2D], count: Int) {
        self.init(points: coordinates.prefix(count).map(MKMapPoint.init))
    }

    open var coordinate: CLLocationCoordinate2D { centre }
    open var boundingMapRect: MKMapRect { bounds }
}

open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
        super.init()
    }

    public convenience init(mapRect: MKMapRect) {
        let centre = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        self.init(center: centre.coordinate,
                  radius: max(mapRect.width, mapRect.height) / 2 * MKMetersPerMapPointAtLatitude(centre.coordinate.latitude))
    }

    open var boundingMapRect: MKMapRect {
        let centre = MKMapPoint(coordinate)
        let half = radius * MKMapPointsPerMeterAtLatitude(coordinate.latitude)
        return MKMapRect(x: centre.x - half, y: centre.y - half, width: 2 * half, height: 2 * half)
    }
}
