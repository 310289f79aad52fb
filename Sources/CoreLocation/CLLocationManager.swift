import Foundation
@_spi(TrellisHost) import Trellis

/// Whether the app may use the device's location.
@frozen public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
    @available(*, deprecated, renamed: "authorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

public enum CLDeviceOrientation: Int32, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// What a location manager tells its delegate. Every method has a default that does
/// nothing, as the Objective-C protocol's are optional.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: (any Error)?) {}
}

/// The app's access to where the device is, as on iOS: ask for permission, then for
/// positions (continuous or one), and hear of both through the delegate, on the main
/// queue. The device is the browser of the tab the manager was made in (or first used
/// from), through its Geolocation API; in the test host, what the test sets
/// (`ViewHost.location`). A browser's permission is "when in use": the status is
/// `.authorizedWhenInUse` once allowed, even after `requestAlwaysAuthorization()`, and
/// background updates stop with the tab. Headings and region monitoring are not
/// available (docs/Differences.md).
open class CLLocationManager: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var boundDevice: DeviceLocation?
    private var lastDeliveredStatus: CLAuthorizationStatus?
    private var lastDelivered: CLLocation?

    /// Hears of authorization and positions. Held weakly; set, it is told the current
    /// authorization on the next turn (as iOS does when a manager is made).
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard delegate != nil else { return }
            let status = authorizationStatus
            DispatchQueue.main.async { [weak self] in self?.tellAuthorization(status, evenIfUnchanged: true) }
        }
    }

    /// Positions closer than this to the last one delivered are not delivered (metres;
    /// `kCLDistanceFilterNone` delivers all).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The accuracy wanted: a hint. The browser is asked for its best position whatever
    /// this says (iOS's default, `kCLLocationAccuracyBest`).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var activityType: CLActivityType = .other
    /// Accepted; a tab stops hearing positions when it closes, as a foreground app would.
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDegrees = 1
    open var headingOrientation: CLDeviceOrientation = .portrait

    public override init() {
        super.init()
        if let device = ViewGraph.current()?.location { bind(device) }
    }

    deinit { boundDevice?.stopListening(self) }

    // MARK: Authorization

    open var authorizationStatus: CLAuthorizationStatus { Self.status(device.permission) }

    @available(*, deprecated, message: "Use the instance property authorizationStatus")
    open class func authorizationStatus() -> CLAuthorizationStatus {
        status(ViewGraph.currentLocation().permission)
    }

    /// A browser shares only a precise position or none.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// Whether the device has location services at all: every browser host does.
    open class func locationServicesEnabled() -> Bool { true }

    open func requestWhenInUseAuthorization() { device.askPermission() }
    /// Asks as `requestWhenInUseAuthorization()` does: a browser grants only "when in use".
    open func requestAlwaysAuthorization() { device.askPermission() }

    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String,
                                                        completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {}

    // MARK: Positions

    /// The last position this manager's device reported, if the app may know it.
    open var location: CLLocation? {
        let device = device
        guard device.permission == .allowed, let fix = device.latestFix else { return nil }
        return CLLocation(fix)
    }

    open func startUpdatingLocation() {
        device.startUpdates(for: self)
    }

    open func stopUpdatingLocation() {
        device.stopUpdates(for: self)
    }

    /// One position, delivered through `locationManager(_:didUpdateLocations:)`, or
    /// `CLError.locationUnknown` when none comes within ten seconds.
    open func requestLocation() { device.requestOneFix(for: self) }

    /// Significant changes are every change here (a browser reports what it has).
    open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
    open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { true }

    // MARK: Heading and regions (not available)

    open var heading: CLHeading? { nil }
    open class func headingAvailable() -> Bool { false }
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func dismissHeadingCalibrationDisplay() {}

    open var monitoredRegions: Set<CLRegion> { [] }
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }

    /// Region monitoring is not available: the delegate hears
    /// `monitoringDidFailFor` with `CLError.regionMonitoringDenied`, as on a device without it.
    open func startMonitoring(for region: CLRegion) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, monitoringDidFailFor: region, withError: CLError(.regionMonitoringDenied))
        }
    }

    open func stopMonitoring(for region: CLRegion) {}
    open func requestState(for region: CLRegion) {}

    // MARK: The device

    /// The device this manager talks to: its tab's, found when the manager was made or,
    /// for one made outside any view's work, when it is first used from one.
    private var device: DeviceLocation {
        if let bound = lock.withLock({ boundDevice }) { return bound }
        if let device = ViewGraph.current()?.location {
            bind(device)
            return device
        }
        return .unhosted
    }

    private func bind(_ device: DeviceLocation) {
        lock.withLock { boundDevice = device }
        device.listen(self) { [weak self] event in self?.handle(event) }
    }

    static func status(_ permission: LocationPermission) -> CLAuthorizationStatus {
        switch permission {
        case .undecided: .notDetermined
        case .allowed: .authorizedWhenInUse
        case .denied: .denied
        }
    }

    private func handle(_ event: DeviceLocation.Event) {
        switch event {
        case .permission(let permission):
            tellAuthorization(Self.status(permission), evenIfUnchanged: false)
        case .fix(let fix):
            let location = CLLocation(fix)
            let pass = lock.withLock { () -> Bool in
                if distanceFilter > 0, let last = lastDelivered, last.distance(from: location) < distanceFilter { return false }
                lastDelivered = location
                return true
            }
            if pass { delegate?.locationManager(self, didUpdateLocations: [location]) }
        case .failure(let failure):
            delegate?.locationManager(self, didFailWithError: CLError(failure == .denied ? .denied : .locationUnknown))
        }
    }

    private func tellAuthorization(_ status: CLAuthorizationStatus, evenIfUnchanged: Bool) {
        let changed = lock.withLock { () -> Bool in
            defer { lastDeliveredStatus = status }
            return lastDeliveredStatus != status
        }
        guard changed || evenIfUnchanged, let delegate else { return }
        delegate.locationManagerDidChangeAuthorization(self)
        delegate.locationManager(self, didChangeAuthorization: status)
    }
}
