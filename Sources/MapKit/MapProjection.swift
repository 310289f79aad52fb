import Foundation
import CoreLocation
import Trellis

/// How a map's coordinates land on its view: Web Mercator, the camera's region fitted
/// into the view whole (as MapKit fits a region, showing more along the longer side).
struct MapProjection: Equatable {
    let centre: MKMapPoint
    /// View points per map point.
    let scale: Double
    let size: CGSize

    init(region: MKCoordinateRegion, size: CGSize) {
        let rect = MKMapRect(region: region)
        let fit = min(size.width / max(rect.width, 1e-9), size.height / max(rect.height, 1e-9))
        centre = MKMapPoint(region.center)
        scale = fit.isFinite && fit > 0 ? fit : 1e-6
        self.size = size
    }

    init(centre: MKMapPoint, scale: Double, size: CGSize) {
        (self.centre, self.scale, self.size) = (centre, scale, size)
    }

    static func == (a: MapProjection, b: MapProjection) -> Bool {
        a.centre.x == b.centre.x && a.centre.y == b.centre.y && a.scale == b.scale && a.size == b.size
    }

    /// Where a coordinate shows, in the map's own points; longitudes take the copy of the
    /// world nearest the centre.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let mapPoint = MKMapPoint(coordinate)
        var dx = mapPoint.x - centre.x
        let world = MKMapSize.world.width
        if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        return CGPoint(x: size.width / 2 + dx * scale, y: size.height / 2 + (mapPoint.y - centre.y) * scale)
    }

    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        var x = centre.x + (point.x - size.width / 2) / scale
        let world = MKMapSize.world.width
        x = (x.truncatingRemainder(dividingBy: world) + world).truncatingRemainder(dividingBy: world)
        let y = min(max(centre.y + (point.y - size.height / 2) / scale, 0), world)
        return MKMapPoint(x: x, y: y).coordinate
    }

    /// The region the whole view shows.
    var visibleRegion: MKCoordinateRegion {
        let world = MKMapSize.world.width
        let halfWidth = min(size.width / 2 / scale, world / 2), halfHeight = size.height / 2 / scale
        let north = MKMapPoint(x: centre.x, y: max(0, centre.y - halfHeight)).coordinate.latitude
        let south = MKMapPoint(x: centre.x, y: min(world, centre.y + halfHeight)).coordinate.latitude
        return MKCoordinateRegion(center: centre.coordinate,
                                  span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: 2 * halfWidth / world * 360))
    }

    /// The same view moved by a drag of `translation` points.
    func panned(by translation: CGSize) -> MapProjection {
        let world = MKMapSize.world.width
        var x = centre.x - translation.width / scale
        x = (x.truncatingRemainder(dividingBy: world) + world).truncatingRemainder(dividingBy: world)
        let y = min(max(centre.y - translation.height / scale, 0), world)
        return MapProjection(centre: MKMapPoint(x: x, y: y), scale: scale, size: size)
    }

    /// The same view zoomed by `factor` (2: twice as close) about its centre, no further
    /// out than the whole world and no closer than a few metres.
    func zoomed(by factor: Double) -> MapProjection {
        let smallest = max(size.width, size.height) / MKMapSize.world.width
        let largest = 50.0
        return MapProjection(centre: centre, scale: min(max(scale * factor, smallest), largest), size: size)
    }

    /// Metres per view point at the centre.
    var metresPerPoint: Double { MKMetersPerMapPointAtLatitude(centre.coordinate.latitude) / scale }

    /// Lines of latitude and longitude at a round step for this zoom: about four to eight
    /// across the view.
    func graticule() -> Path {
        let region = visibleRegion
        let steps: [Double] = [90, 45, 30, 20, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001]
        let wanted = max(region.span.latitudeDelta, region.span.longitudeDelta) / 6
        let step = steps.last { $0 >= wanted } ?? steps[0]
        var path = Path()
        let west = region.center.longitude - region.span.longitudeDelta / 2
        let east = region.center.longitude + region.span.longitudeDelta / 2
        let south = region.center.latitude - region.span.latitudeDelta / 2
        let north = region.center.latitude + region.span.latitudeDelta / 2
        var longitude = (west / step).rounded(.down) * step
        while longitude <= east {
            let x = point(for: CLLocationCoordinate2D(latitude: region.center.latitude, longitude: longitude)).x
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x, y: size.height))
            longitude += step
        }
        var latitude = (max(south, -85) / step).rounded(.down) * step
        while latitude <= min(north, 85) {
            let y = point(for: CLLocationCoordinate2D(latitude: latitude, longitude: region.center.longitude)).y
            path.move(to: CGPoint(x: 0, y: y))
            path.addLine(to: CGPoint(x: size.width, y: y))
            latitude += step
        }
        return path
    }
}
