import Foundation
import CoreLocation
import Trellis

/// Where a map looks: a region, a rectangle, an item, a camera, the user's location, or
/// whatever fits the map's content (`automatic`). When the user pans or zooms, the map
/// sets its position to one `positionedByUser`, whose `region` and `camera` are nil, as
/// on iOS (read where the map looks with `onMapCameraChange`).
public struct MapCameraPosition: Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        case camera(MapCamera)
        indirect case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
        /// Where the user's panning and zooming left the map.
        case user(MKCoordinateRegion)
    }

    let kind: Kind

    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = true) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }

    public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
    public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }
    public var item: MKMapItem? { if case .item(let item, _) = kind { item } else { nil } }
    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
    public var followsUserHeading: Bool { if case .userLocation(let heading, _) = kind { heading } else { false } }
    public var fallbackPosition: MapCameraPosition? { if case .userLocation(_, let fallback) = kind { fallback } else { nil } }
    public var positionedByUser: Bool { if case .user = kind { true } else { false } }
    public var allowsAutomaticPitch: Bool { if case .item(_, let pitch) = kind { pitch } else { false } }
}

/// A camera over the map: its centre, how high it is (metres), its heading and pitch.
/// Maps here are flat and north-up: the heading and pitch are kept and reported, and the
/// map is drawn from the centre and distance alone (docs/Differences.md).
public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region a flat, straight-down camera at this distance sees: as tall, in metres,
    /// as the camera is high.
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }

    init(region: MKCoordinateRegion) {
        let metres = region.span.latitudeDelta * metresPerDegreeOfLatitude(at: region.center.latitude)
        self.init(centerCoordinate: region.center, distance: metres)
    }
}

/// Limits on where the user may move a map's camera.
public struct MapCameraBounds: Sendable {
    let centerRegion: MKCoordinateRegion?
    let minimumDistance: Double?
    let maximumDistance: Double?

    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        (centerRegion, self.minimumDistance, self.maximumDistance) = (centerCoordinateBounds, minimumDistance, maximumDistance)
    }

    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.init(centerCoordinateBounds: MKCoordinateRegion(centerCoordinateBounds), minimumDistance: minimumDistance,
                  maximumDistance: maximumDistance)
    }

    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        (centerRegion, self.minimumDistance, self.maximumDistance) = (nil, minimumDistance, maximumDistance)
    }

    /// `region` moved and scaled to keep within these bounds.
    func clamp(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        var clamped = region
        let distance = MapCamera(region: region).distance
        var wanted = distance
        if let minimumDistance { wanted = max(wanted, minimumDistance) }
        if let maximumDistance { wanted = min(wanted, maximumDistance) }
        if distance > 0, wanted != distance {
            clamped.span.latitudeDelta *= wanted / distance
            clamped.span.longitudeDelta = min(360, clamped.span.longitudeDelta * wanted / distance)
        }
        if let bounds = centerRegion {
            let (halfLat, halfLon) = (bounds.span.latitudeDelta / 2, bounds.span.longitudeDelta / 2)
            clamped.center.latitude = min(max(clamped.center.latitude, bounds.center.latitude - halfLat), bounds.center.latitude + halfLat)
            clamped.center.longitude = min(max(clamped.center.longitude, bounds.center.longitude - halfLon), bounds.center.longitude + halfLon)
        }
        return clamped
    }
}

/// How the user may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Accepted: maps here stay north-up.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Accepted: maps here stay flat.
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all = MapInteractionModes(rawValue: 15)
}

/// Where the map looks, as `onMapCameraChange` hands it over.
public struct MapCameraUpdateContext: Sendable {
    public let region: MKCoordinateRegion
    public let rect: MKMapRect
    public let camera: MapCamera

    init(region: MKCoordinateRegion) {
        self.region = region
        rect = MKMapRect(region: region)
        camera = MapCamera(region: region)
    }
}

/// When `onMapCameraChange` runs: as the camera moves, or once it comes to rest.
public struct MapCameraUpdateFrequency: Sendable, Equatable {
    let continuous: Bool
    public static var continuous: MapCameraUpdateFrequency { MapCameraUpdateFrequency(continuous: true) }
    public static var onEnd: MapCameraUpdateFrequency { MapCameraUpdateFrequency(continuous: false) }
}

/// Whether an iOS 14 map follows the user (`Map(coordinateRegion:…userTrackingMode:)`).
@available(iOS, introduced: 14.0, deprecated: 17.0)
public enum MapUserTrackingMode: Hashable, Sendable {
    case none
    case follow
    /// Follows as `follow` does: a browser reports no heading.
    case followWithHeading
}

/// How a map looks. There are no map tiles here (no map service on a Linux host): every
/// style draws the land in its colour, with lines of latitude and longitude, under the
/// map's own content (docs/Differences.md).
public struct MapStyle: Sendable {
    enum Base: Sendable { case standard, imagery, hybrid }
    let base: Base
    let muted: Bool

    public struct Elevation: Sendable, Hashable {
        let name: String
        public static let automatic = Elevation(name: "automatic")
        public static let flat = Elevation(name: "flat")
        public static let realistic = Elevation(name: "realistic")
    }

    public struct StandardEmphasis: Sendable, Hashable {
        let muted: Bool
        public static let automatic = StandardEmphasis(muted: false)
        public static let muted = StandardEmphasis(muted: true)
    }

    public static var standard: MapStyle { .standard() }
    public static var imagery: MapStyle { .imagery() }
    public static var hybrid: MapStyle { .hybrid() }

    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle {
        MapStyle(base: .standard, muted: emphasis.muted)
    }

    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle(base: .imagery, muted: false) }

    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle {
        MapStyle(base: .hybrid, muted: false)
    }

    /// The land's colour, and the graticule's, in the colour scheme.
    func colors(dark: Bool) -> (land: Color, lines: Color) {
        switch (base, dark) {
        case (.standard, false) where muted: (Color(red: 0.93, green: 0.93, blue: 0.92), Color(red: 0.86, green: 0.86, blue: 0.85))
        case (.standard, false): (Color(red: 0.96, green: 0.95, blue: 0.91), Color(red: 0.87, green: 0.86, blue: 0.82))
        case (.standard, true): (Color(red: 0.17, green: 0.18, blue: 0.2), Color(red: 0.25, green: 0.26, blue: 0.29))
        case (.imagery, _), (.hybrid, _): (Color(red: 0.24, green: 0.3, blue: 0.22), Color(red: 0.33, green: 0.39, blue: 0.3))
        }
    }
}

/// Which points of interest a map shows: there are none to show here (no map data).
public struct PointOfInterestCategories: Sendable {
    let filter: MKPointOfInterestFilter
    public static var all: PointOfInterestCategories { PointOfInterestCategories(filter: .includingAll) }
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(filter: .excludingAll) }
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(including: categories))
    }
    public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { including(categories) }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(filter: MKPointOfInterestFilter(excluding: categories))
    }
    public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories { excluding(categories) }
}
