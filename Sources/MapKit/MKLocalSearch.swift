import Foundation
import CoreLocation

public let MKErrorDomain = "MKErrorDomain"

/// MapKit's errors, with Apple's codes.
public struct MKError: Error, Hashable, Sendable, CustomNSError, LocalizedError {
    public enum Code: UInt, Sendable, Hashable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    public let code: Code
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
    public static func == (lhs: MKError, rhs: MKError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
    public var errorDescription: String? {
        code == .serverFailure ? "No map service is reachable from this host." : "MapKit error \(code.rawValue)."
    }

    public static var unknown: Code { .unknown }
    public static var serverFailure: Code { .serverFailure }
    public static var loadingThrottled: Code { .loadingThrottled }
    public static var placemarkNotFound: Code { .placemarkNotFound }
    public static var directionsNotFound: Code { .directionsNotFound }
}

extension MKError.Code {
    public static func ~= (match: MKError.Code, error: any Error) -> Bool { (error as? MKError)?.code == match }
}

/// Answers a request on the next main-queue turn with MapKit's "server failure": searches
/// and directions need Apple's map service, which a Linux host does not have (and which
/// is not reachable offline), so an app's error path runs (docs/Differences.md).
private func failLater<Response>(_ completion: @escaping @Sendable (Response?, (any Error)?) -> Void) {
    DispatchQueue.main.async { completion(nil, MKError(.serverFailure)) }
}

/// A search for places by name or category (needs Apple's map service: fails here).
open class MKLocalSearch: NSObject, @unchecked Sendable {
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }
        public convenience init(completion: MKLocalSearchCompletion) {
            self.init()
            naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: " ")
        }

        public struct ResultType: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            public static let address = ResultType(rawValue: 1)
            public static let pointOfInterest = ResultType(rawValue: 2)
            public static let physicalFeature = ResultType(rawValue: 4)
        }
    }

    open class Response: NSObject, @unchecked Sendable {
        public let mapItems: [MKMapItem]
        public let boundingRegion: MKCoordinateRegion
        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            (self.mapItems, self.boundingRegion) = (mapItems, boundingRegion)
        }
    }

    public typealias CompletionHandler = @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

    public let request: Request
    public init(request: Request) { self.request = request }
    public init(request: MKLocalPointsOfInterestRequest) { self.request = Request() }

    open var isSearching: Bool { false }
    open func start(completionHandler: @escaping CompletionHandler) { failLater(completionHandler) }
    open func start() async throws -> Response { throw MKError(.serverFailure) }
    open func cancel() {}
}

/// Places of interest around a point (needs Apple's map service: fails here).
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let radius: CLLocationDistance
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        (self.coordinate, self.radius) = (coordinate, radius)
    }
}

/// One suggestion of a search completer.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    public let title: String
    public let subtitle: String
    init(title: String, subtitle: String) { (self.title, self.subtitle) = (title, subtitle) }
}

public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggestions as the user types (needs Apple's map service: each new query fails, and
/// `results` stays empty).
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open private(set) var results: [MKLocalSearchCompletion] = []
    open var isSearching: Bool { false }

    open var queryFragment = "" {
        didSet {
            guard queryFragment != oldValue, !queryFragment.isEmpty else { return }
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.delegate?.completer(self, didFailWithError: MKError(.serverFailure))
            }
        }
    }

    public override init() { super.init() }
    open func cancel() {}

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1)
        public static let pointOfInterest = ResultType(rawValue: 2)
        public static let query = ResultType(rawValue: 4)
        public static let physicalFeature = ResultType(rawValue: 8)
    }
}

public enum MKDirectionsTransportType: UInt, Sendable {
    case automobile = 1
    case walking = 2
    case transit = 4
    case any = 0x0FFF_FFFF
}

/// A route between two places (needs Apple's map service: fails here).
open class MKDirections: NSObject, @unchecked Sendable {
    open class Request: NSObject, @unchecked Sendable {
        open var source: MKMapItem?
        open var destination: MKMapItem?
        open var transportType: MKDirectionsTransportType = .any
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        public override init() { super.init() }
    }

    open class Response: NSObject, @unchecked Sendable {
        public let source: MKMapItem
        public let destination: MKMapItem
        public let routes: [MKRoute]
        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            (self.source, self.destination, self.routes) = (source, destination, routes)
        }
    }

    open class ETAResponse: NSObject, @unchecked Sendable {
        public let expectedTravelTime: TimeInterval
        public let distance: CLLocationDistance
        init(expectedTravelTime: TimeInterval, distance: CLLocationDistance) {
            (self.expectedTravelTime, self.distance) = (expectedTravelTime, distance)
        }
    }

    public typealias DirectionsHandler = @Sendable (MKDirections.Response?, (any Error)?) -> Void
    public typealias ETAHandler = @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void

    public let request: Request
    public init(request: Request) { self.request = request }

    open var isCalculating: Bool { false }
    open func calculate(completionHandler: @escaping DirectionsHandler) { failLater(completionHandler) }
    open func calculate() async throws -> Response { throw MKError(.serverFailure) }
    open func calculateETA(completionHandler: @escaping ETAHandler) { failLater(completionHandler) }
    open func calculateETA() async throws -> ETAResponse { throw MKError(.serverFailure) }
    open func cancel() {}
}

/// A route a directions response holds.
open class MKRoute: NSObject, @unchecked Sendable {
    public let name: String
    public let advisoryNotices: [String]
    public let distance: CLLocationDistance
    public let expectedTravelTime: TimeInterval
    public let transportType: MKDirectionsTransportType
    public let polyline: MKPolyline
    public let steps: [Step]

    init(name: String, distance: CLLocationDistance, expectedTravelTime: TimeInterval,
         transportType: MKDirectionsTransportType, polyline: MKPolyline, steps: [Step]) {
        (self.name, advisoryNotices, self.distance) = (name, [], distance)
        (self.expectedTravelTime, self.transportType, self.polyline, self.steps) = (expectedTravelTime, transportType, polyline, steps)
    }

    open class Step: NSObject, @unchecked Sendable {
        public let instructions: String
        public let notice: String?
        public let polyline: MKPolyline
        public let distance: CLLocationDistance
        public let transportType: MKDirectionsTransportType
        init(instructions: String, polyline: MKPolyline, distance: CLLocationDistance, transportType: MKDirectionsTransportType) {
            (self.instructions, notice, self.polyline, self.distance, self.transportType) = (instructions, nil, polyline, distance, transportType)
        }
    }
}
