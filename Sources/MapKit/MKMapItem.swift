import Foundation
import CoreLocation
@_spi(TrellisHost) import Trellis

/// A placemark that is also an annotation.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }
    open var title: String? { name ?? formattedAddress }
    open var subtitle: String? { name == nil ? nil : formattedAddress }

    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// With an address dictionary (keys `Street`, `City`, `State`, `ZIP`, `Country`,
    /// `CountryCode`, as Contacts' legacy address keys).
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
                   address: (addressDictionary ?? [:]).compactMapValues { $0 as? String })
    }

    public override init(placemark: CLPlacemark) {
        super.init(placemark: placemark)
    }

    /// The address on one line: street, city, state and postal code, country.
    var formattedAddress: String? {
        let parts = [thoroughfare, locality, [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " "), country]
            .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A point of interest category (`MKMapItem.pointOfInterestCategory`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let airport = Self("MKPOICategoryAirport")
    public static let amusementPark = Self("MKPOICategoryAmusementPark")
    public static let aquarium = Self("MKPOICategoryAquarium")
    public static let atm = Self("MKPOICategoryATM")
    public static let bakery = Self("MKPOICategoryBakery")
    public static let bank = Self("MKPOICategoryBank")
    public static let beach = Self("MKPOICategoryBeach")
    public static let brewery = Self("MKPOICategoryBrewery")
    public static let cafe = Self("MKPOICategoryCafe")
    public static let campground = Self("MKPOICategoryCampground")
    public static let carRental = Self("MKPOICategoryCarRental")
    public static let evCharger = Self("MKPOICategoryEVCharger")
    public static let fireStation = Self("MKPOICategoryFireStation")
    public static let fitnessCenter = Self("MKPOICategoryFitnessCenter")
    public static let foodMarket = Self("MKPOICategoryFoodMarket")
    public static let gasStation = Self("MKPOICategoryGasStation")
    public static let hospital = Self("MKPOICategoryHospital")
    public static let hotel = Self("MKPOICategoryHotel")
    public static let laundry = Self("MKPOICategoryLaundry")
    public static let library = Self("MKPOICategoryLibrary")
    public static let marina = Self("MKPOICategoryMarina")
    public static let movieTheater = Self("MKPOICategoryMovieTheater")
    public static let museum = Self("MKPOICategoryMuseum")
    public static let nationalPark = Self("MKPOICategoryNationalPark")
    public static let nightlife = Self("MKPOICategoryNightlife")
    public static let park = Self("MKPOICategoryPark")
    public static let parking = Self("MKPOICategoryParking")
    public static let pharmacy = Self("MKPOICategoryPharmacy")
    public static let police = Self("MKPOICategoryPolice")
    public static let postOffice = Self("MKPOICategoryPostOffice")
    public static let publicTransport = Self("MKPOICategoryPublicTransport")
    public static let restaurant = Self("MKPOICategoryRestaurant")
    public static let restroom = Self("MKPOICategoryRestroom")
    public static let school = Self("MKPOICategorySchool")
    public static let stadium = Self("MKPOICategoryStadium")
    public static let store = Self("MKPOICategoryStore")
    public static let theater = Self("MKPOICategoryTheater")
    public static let university = Self("MKPOICategoryUniversity")
    public static let winery = Self("MKPOICategoryWinery")
    public static let zoo = Self("MKPOICategoryZoo")
    public static let animalService = Self("MKPOICategoryAnimalService")
    public static let automotiveRepair = Self("MKPOICategoryAutomotiveRepair")
    public static let baseball = Self("MKPOICategoryBaseball")
    public static let basketball = Self("MKPOICategoryBasketball")
    public static let beauty = Self("MKPOICategoryBeauty")
    public static let bowling = Self("MKPOICategoryBowling")
    public static let castle = Self("MKPOICategoryCastle")
    public static let conventionCenter = Self("MKPOICategoryConventionCenter")
    public static let distillery = Self("MKPOICategoryDistillery")
    public static let fairground = Self("MKPOICategoryFairground")
    public static let fishing = Self("MKPOICategoryFishing")
    public static let fortress = Self("MKPOICategoryFortress")
    public static let golf = Self("MKPOICategoryGolf")
    public static let goKart = Self("MKPOICategoryGoKart")
    public static let hiking = Self("MKPOICategoryHiking")
    public static let kayaking = Self("MKPOICategoryKayaking")
    public static let landmark = Self("MKPOICategoryLandmark")
    public static let mailbox = Self("MKPOICategoryMailbox")
    public static let miniGolf = Self("MKPOICategoryMiniGolf")
    public static let musicVenue = Self("MKPOICategoryMusicVenue")
    public static let nationalMonument = Self("MKPOICategoryNationalMonument")
    public static let planetarium = Self("MKPOICategoryPlanetarium")
    public static let rockClimbing = Self("MKPOICategoryRockClimbing")
    public static let rvPark = Self("MKPOICategoryRVPark")
    public static let skatePark = Self("MKPOICategorySkatePark")
    public static let skating = Self("MKPOICategorySkating")
    public static let skiing = Self("MKPOICategorySkiing")
    public static let soccer = Self("MKPOICategorySoccer")
    public static let spa = Self("MKPOICategorySpa")
    public static let surfing = Self("MKPOICategorySurfing")
    public static let swimming = Self("MKPOICategorySwimming")
    public static let tennis = Self("MKPOICategoryTennis")
    public static let volleyball = Self("MKPOICategoryVolleyball")
}

/// Which points of interest a map shows or a search returns.
public struct MKPointOfInterestFilter: Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>
    public init(including categories: [MKPointOfInterestCategory]) { (included, excluded) = (Set(categories), []) }
    public init(excluding categories: [MKPointOfInterestCategory]) { (included, excluded) = (nil, Set(categories)) }
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        (included?.contains(category) ?? true) && !excluded.contains(category)
    }
    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// A place on a map: its placemark, name and contact details.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    public let isCurrentLocation: Bool

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        isCurrentLocation = false
        super.init()
    }

    private init(currentLocation placemark: MKPlacemark) {
        self.placemark = placemark
        isCurrentLocation = true
        super.init()
    }

    /// The device's own place: the last position its location service reported.
    open class func forCurrentLocation() -> MKMapItem {
        let fix = ViewGraph.currentLocation().latestFix
        let coordinate = fix.map { CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude) } ?? CLLocationCoordinate2D()
        return MKMapItem(currentLocation: MKPlacemark(coordinate: coordinate))
    }

    /// Opens Apple Maps' web page at this place, in a new browser tab (the web has no Maps
    /// app to hand over to; Apple's page shows the pin and offers directions).
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        Self.openMaps(with: [self], launchOptions: launchOptions)
    }

    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        guard let url = mapsURL(mapItems, directions: launchOptions?[MKLaunchOptionsDirectionsModeKey] != nil) else { return false }
        guard let graph = ViewGraph.current() else { return false }
        ViewGraph.onMainActor { _ = ViewGraph.requestFromHost(.openURL(url), on: graph) }
        return true
    }

    static func mapsURL(_ items: [MKMapItem], directions: Bool) -> URL? {
        guard let last = items.last else { return nil }
        var components = URLComponents(string: "https://maps.apple.com/")!
        func place(_ item: MKMapItem) -> String {
            let coordinate = item.placemark.coordinate
            return String(format: "%.6f,%.6f", coordinate.latitude, coordinate.longitude)
        }
        var query: [URLQueryItem] = []
        if directions || items.count > 1 {
            if items.count > 1, !items[0].isCurrentLocation { query.append(URLQueryItem(name: "saddr", value: place(items[0]))) }
            query.append(URLQueryItem(name: "daddr", value: place(last)))
        } else {
            query.append(URLQueryItem(name: "ll", value: place(last)))
            if let name = last.name { query.append(URLQueryItem(name: "q", value: name)) }
        }
        components.queryItems = query
        return components.url
    }
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
