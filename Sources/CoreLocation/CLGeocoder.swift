import Foundation

/// A place described by a geocoder, or made by the app (`MKPlacemark`).
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var location: CLLocation?
    open private(set) var region: CLRegion?
    open private(set) var timeZone: TimeZone?
    open private(set) var name: String?
    open private(set) var thoroughfare: String?
    open private(set) var subThoroughfare: String?
    open private(set) var locality: String?
    open private(set) var subLocality: String?
    open private(set) var administrativeArea: String?
    open private(set) var subAdministrativeArea: String?
    open private(set) var postalCode: String?
    open private(set) var isoCountryCode: String?
    open private(set) var country: String?
    open private(set) var inlandWater: String?
    open private(set) var ocean: String?
    open private(set) var areasOfInterest: [String]?

    public init(placemark: CLPlacemark) {
        super.init()
        copyFields(from: placemark)
    }

    /// A placemark at `location` with the given address parts (for `MKPlacemark`).
    package init(location: CLLocation?, name: String? = nil, address: [String: String] = [:]) {
        super.init()
        self.location = location
        self.name = name
        thoroughfare = address["Street"]
        locality = address["City"]
        subLocality = address["SubLocality"]
        administrativeArea = address["State"]
        subAdministrativeArea = address["SubAdministrativeArea"]
        postalCode = address["ZIP"]
        country = address["Country"]
        isoCountryCode = address["CountryCode"]
    }

    private func copyFields(from other: CLPlacemark) {
        (location, region, timeZone, name) = (other.location, other.region, other.timeZone, other.name)
        (thoroughfare, subThoroughfare, locality, subLocality) = (other.thoroughfare, other.subThoroughfare, other.locality, other.subLocality)
        (administrativeArea, subAdministrativeArea, postalCode) = (other.administrativeArea, other.subAdministrativeArea, other.postalCode)
        (isoCountryCode, country, inlandWater, ocean, areasOfInterest) = (other.isoCountryCode, other.country, other.inlandWater, other.ocean, other.areasOfInterest)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public typealias CLGeocodeCompletionHandler = @Sendable ([CLPlacemark]?, (any Error)?) -> Void

/// Turns addresses into coordinates and back, with Apple's geocoding service on iOS.
/// There is no such service on a Linux host (and none reachable offline): every request
/// fails on the next main-queue turn with `CLError.network`, as on a device without a
/// connection, so an app's error path runs (docs/Differences.md).
open class CLGeocoder: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0
    private var cancellations = 0

    public override init() { super.init() }

    open var isGeocoding: Bool { lock.withLock { pending > 0 } }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        fail(completionHandler)
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancelling answers the pending requests with `CLError.geocodeCanceled`.
    open func cancelGeocode() {
        lock.withLock { cancellations += 1 }
    }

    private func fail(_ completion: @escaping CLGeocodeCompletionHandler) {
        let generation = lock.withLock { () -> Int in
            pending += 1
            return cancellations
        }
        DispatchQueue.main.async { [self] in
            let cancelled = lock.withLock { () -> Bool in
                pending -= 1
                return cancellations != generation
            }
            completion(nil, CLError(cancelled ? .geocodeCanceled : .network))
        }
    }
}
