@_spi(TrellisHost) import Trellis
import Foundation

/// A position reported by the device (or made by the app): coordinate, altitude, their
/// accuracies, speed, course and time. Immutable, as on iOS.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    /// The altitude above the WGS 84 ellipsoid; a browser reports only one altitude, so it
    /// is `altitude`.
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    /// The building floor: never known here (no indoor positioning).
    open var floor: CLFloor? { nil }
    /// Whether the position came from a simulator or an accessory: a browser does not say.
    open var sourceInformation: CLLocationSourceInformation? { nil }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        (altitude, ellipsoidalAltitude) = (0, 0)
        (horizontalAccuracy, verticalAccuracy) = (0, -1)
        (course, courseAccuracy, speed, speedAccuracy) = (-1, -1, -1, -1)
        timestamp = Date()
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                            horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                            course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
                horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
                course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
                speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        (self.altitude, ellipsoidalAltitude) = (altitude, altitude)
        (horizontalAccuracy, verticalAccuracy) = (hAccuracy, vAccuracy)
        (self.course, self.courseAccuracy, self.speed, self.speedAccuracy) = (course, courseAccuracy, speed, speedAccuracy)
        self.timestamp = timestamp
    }

    /// The distance in metres along the Earth's surface (the WGS 84 geodesic), ignoring altitude.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        geodesicDistance(coordinate, location.coordinate)
    }

    @available(*, deprecated, renamed: "distance(from:)")
    open func getDistanceFrom(_ location: CLLocation) -> CLLocationDistance { distance(from: location) }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@",
               coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course, timestamp.description)
    }
}

/// A building floor (`CLLocation.floor`).
open class CLFloor: NSObject, @unchecked Sendable {
    public let level: Int
    init(level: Int) { self.level = level }
}

/// Where a position came from (`CLLocation.sourceInformation`).
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    public let isSimulatedBySoftware: Bool
    public let isProducedByAccessory: Bool

    public init(softwareSimulationState isSoftware: Bool, andExternalAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = isAccessory
    }
}

/// The direction the device points (`CLLocationManager.heading`). A browser has no compass
/// it shares with pages, so none is ever reported (`headingAvailable()` is false).
open class CLHeading: NSObject, @unchecked Sendable {
    public let magneticHeading: CLLocationDirection
    public let trueHeading: CLLocationDirection
    public let headingAccuracy: CLLocationDirection
    public let x: CLHeadingComponentValue
    public let y: CLHeadingComponentValue
    public let z: CLHeadingComponentValue
    public let timestamp: Date

    init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection, accuracy: CLLocationDirection) {
        (self.magneticHeading, self.trueHeading, headingAccuracy) = (magneticHeading, trueHeading, accuracy)
        (x, y, z) = (0, 0, 0)
        timestamp = Date()
    }
}

extension CLLocation {
    /// A position the device's host reported (MapKit's map views use it too).
    package convenience init(_ fix: LocationFix) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude), altitude: fix.altitude,
                  horizontalAccuracy: fix.horizontalAccuracy, verticalAccuracy: fix.verticalAccuracy,
                  course: fix.course, courseAccuracy: -1, speed: fix.speed, speedAccuracy: -1, timestamp: fix.timestamp)
    }
}
