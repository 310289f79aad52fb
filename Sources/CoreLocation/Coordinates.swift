import Foundation

// Core Location's units and coordinates, as Apple declares them: plain typealiases of
// Double, and a coordinate that is a bare pair (not Equatable, not Codable: apps add
// those conformances themselves, and would clash with ours).

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLHeadingComponentValue = Double

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is on Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate Core Location uses for "none".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

public let kCLDistanceFilterNone: CLLocationDistance = -1
public let kCLHeadingFilterNone: CLLocationDegrees = -1
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude

/// The geodesic distance between two coordinates on the WGS 84 ellipsoid (Vincenty's
/// inverse formula, to a tenth of a millimetre); the haversine distance where it does not
/// converge (nearly antipodal points).
package func geodesicDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
    let semiMajor = 6_378_137.0, flattening = 1 / 298.257223563
    let semiMinor = (1 - flattening) * semiMajor
    let radians = Double.pi / 180
    let difference = (b.longitude - a.longitude) * radians
    let reduced1 = atan((1 - flattening) * tan(a.latitude * radians))
    let reduced2 = atan((1 - flattening) * tan(b.latitude * radians))
    let (sin1, cos1, sin2, cos2) = (sin(reduced1), cos(reduced1), sin(reduced2), cos(reduced2))
    var lambda = difference
    for _ in 0..<200 {
        let sinLambda = sin(lambda), cosLambda = cos(lambda)
        let sinSigma = sqrt(pow(cos2 * sinLambda, 2) + pow(cos1 * sin2 - sin1 * cos2 * cosLambda, 2))
        if sinSigma == 0 { return 0 }
        let cosSigma = sin1 * sin2 + cos1 * cos2 * cosLambda
        let sigma = atan2(sinSigma, cosSigma)
        let sinAlpha = cos1 * cos2 * sinLambda / sinSigma
        let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
        let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sin1 * sin2 / cosSquaredAlpha
        let c = flattening / 16 * cosSquaredAlpha * (4 + flattening * (4 - 3 * cosSquaredAlpha))
        let previous = lambda
        lambda = difference + (1 - c) * flattening * sinAlpha
            * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
        if abs(lambda - previous) < 1e-12 {
            let uSquared = cosSquaredAlpha * (semiMajor * semiMajor - semiMinor * semiMinor) / (semiMinor * semiMinor)
            let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
            let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
            let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
            return semiMinor * bigA * (sigma - deltaSigma)
        }
    }
    let dLat = (b.latitude - a.latitude) * radians, dLon = difference
    let h = pow(sin(dLat / 2), 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * pow(sin(dLon / 2), 2)
    return 2 * 6_371_008.8 * asin(min(1, sqrt(h)))
}
