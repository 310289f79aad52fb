import Foundation
import Synchronization

/// One position of the device, as its host reports it (the browser's Geolocation API, a
/// test's simulated location). Units as Core Location's: degrees, metres, metres per
/// second; a negative accuracy, speed or course means unknown.
@_spi(TrellisHost) public struct LocationFix: Sendable, Equatable {
    public var latitude: Double
    public var longitude: Double
    public var altitude: Double
    public var horizontalAccuracy: Double
    public var verticalAccuracy: Double
    public var speed: Double
    public var course: Double
    public var timestamp: Date

    public init(latitude: Double, longitude: Double, altitude: Double = 0, horizontalAccuracy: Double = 5,
                verticalAccuracy: Double = -1, speed: Double = -1, course: Double = -1, timestamp: Date = Date()) {
        (self.latitude, self.longitude, self.altitude) = (latitude, longitude, altitude)
        (self.horizontalAccuracy, self.verticalAccuracy) = (horizontalAccuracy, verticalAccuracy)
        (self.speed, self.course, self.timestamp) = (speed, course, timestamp)
    }

    /// Whether the numbers can be a place on Earth (a browser's report is checked with this).
    public var isValid: Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
            && altitude.isFinite && horizontalAccuracy.isFinite && verticalAccuracy.isFinite
            && speed.isFinite && course.isFinite
    }
}

/// Whether the visitor lets the app know where the device is.
@_spi(TrellisHost) public enum LocationPermission: Sendable, Equatable {
    /// Nobody has been asked, or the question is still open.
    case undecided
    case allowed
    case denied
}

/// Why a position could not be had: the visitor refused, or the device could not find itself.
@_spi(TrellisHost) public enum LocationFailure: Sendable, Equatable {
    case denied
    case unavailable
}

/// What an app asks of its host's location service.
@_spi(TrellisHost) public enum LocationRequest: Sendable, Equatable {
    /// Ask the visitor for permission (the browser's prompt).
    case permission
    /// Report positions as the device moves, until `stop`.
    case watch
    /// Report one position.
    case once
    case stop
}

/// The device's location service for one tab: whether the app may use it, the last
/// position, and who listens (each `CLLocationManager`). The app side asks (permission,
/// updates, one position); the host side answers with `report(_:)`. Requests go to the
/// tab's host with its next batch; answers reach listeners on the main actor.
///
/// The web host answers from the browser's Geolocation API; the test host from what the
/// test sets (`ViewHost.location`). Outside any graph (`DeviceLocation.unhosted`) nobody
/// answers, as an app whose prompt nobody has touched.
@_spi(TrellisHost) public final class DeviceLocation: @unchecked Sendable {
    public enum Event: Sendable, Equatable {
        case permission(LocationPermission)
        case fix(LocationFix)
        case failure(LocationFailure)
    }

    /// How long a one-position request waits before it fails (Core Location's
    /// `requestLocation` gives up after about as long).
    public static let oneFixTimeout: TimeInterval = 10

    /// The service used where no graph is known: nothing answers it.
    public static let unhosted = DeviceLocation(graph: nil)

    private struct Listener {
        weak var owner: AnyObject?
        var watching = false
        var wantsOne = false
        let deliver: @MainActor @Sendable (Event) -> Void

        /// Hands `event` over on the main actor: now when the caller is on it (the hosts'
        /// reports), else on the main queue's next turn.
        func hear(_ event: Event) {
            let deliver = deliver
            ViewGraph.onMainActor { deliver(event) }
        }
    }

    private struct State {
        var permission: LocationPermission = .undecided
        var asked = false
        var latest: LocationFix?
        var listeners: [ObjectIdentifier: Listener] = [:]
        var hostWatching = false
        var oneRequests = 0
    }

    // A lock rather than a `Mutex`: the state holds weak references, which are not Sendable.
    private let lock = NSLock()
    private var current = State()
    private weak var graph: ViewGraph?

    init(graph: ViewGraph?) { self.graph = graph }

    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&current) }
    }

    // MARK: The app's side

    public var permission: LocationPermission { withState { $0.permission } }
    /// Whether the app has asked for permission (the prompt showed).
    public var hasAsked: Bool { withState { $0.asked } }
    public var latestFix: LocationFix? { withState { $0.latest } }
    /// Whether some listener wants every position now.
    public var isWatched: Bool { withState { $0.hostWatching } }

    /// Starts telling `owner` (held weakly) what happens, through `deliver`, on the main actor.
    public func listen(_ owner: AnyObject, deliver: @escaping @MainActor @Sendable (Event) -> Void) {
        withState { $0.listeners[ObjectIdentifier(owner)] = Listener(owner: owner, deliver: deliver) }
    }

    public func stopListening(_ owner: AnyObject) {
        let stopHost = withState { state -> Bool in
            state.listeners[ObjectIdentifier(owner)] = nil
            return updateHostWatching(&state)
        }
        if stopHost { send(.stop) }
    }

    /// Asks for permission; a decided question is not asked again (as iOS asks once).
    public func askPermission() {
        let ask = withState { state -> Bool in
            guard state.permission == .undecided, !state.asked else { return false }
            state.asked = true
            return true
        }
        if ask { send(.permission) }
    }

    /// `owner` wants every position from now on. The last known one comes at once.
    public func startUpdates(for owner: AnyObject) {
        let (startHost, latest, permission) = withState { state -> (Bool, LocationFix?, LocationPermission) in
            state.listeners[ObjectIdentifier(owner)]?.watching = true
            return (updateHostWatching(&state), state.latest, state.permission)
        }
        if permission == .denied {
            deliver(.failure(.denied), to: owner)
            return
        }
        // Positions are asked of the host once the app may have them (a browser asked to
        // watch would prompt on its own, where iOS waits for the app to ask).
        guard permission == .allowed else { return }
        if startHost { send(.watch) }
        if let latest { deliver(.fix(latest), to: owner) }
    }

    public func stopUpdates(for owner: AnyObject) {
        let stopHost = withState { state -> Bool in
            state.listeners[ObjectIdentifier(owner)]?.watching = false
            return updateHostWatching(&state)
        }
        if stopHost { send(.stop) }
    }

    /// `owner` wants one position: the next one reported, or a failure after
    /// `oneFixTimeout` without one.
    public func requestOneFix(for owner: AnyObject) {
        let permission = withState { state -> LocationPermission in
            state.listeners[ObjectIdentifier(owner)]?.wantsOne = true
            state.oneRequests += 1
            return state.permission
        }
        if permission == .denied {
            finishOne(for: ObjectIdentifier(owner), with: .failure(.denied))
            return
        }
        if permission == .allowed { send(.once) }
        let generation = withState { $0.oneRequests }
        let key = ObjectIdentifier(owner)
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.oneFixTimeout) { [weak self] in
            guard let self, self.withState({ $0.oneRequests == generation }) else { return }
            self.finishOne(for: key, with: .failure(.unavailable))
        }
    }

    // MARK: The host's side

    /// A new page took the tab over (a reload, or a reconnect the page may have lost its
    /// watch in): it is asked to watch again while the app wants positions. (A page already
    /// watching ignores the ask.)
    public func newPageAttached() {
        if withState({ $0.hostWatching && $0.permission == .allowed }) { send(.watch) }
    }

    /// The visitor answered (or changed their mind in the browser's settings).
    public func report(_ permission: LocationPermission) {
        let changed = withState { state -> Bool in
            guard state.permission != permission else { return false }
            state.permission = permission
            if permission != .undecided { state.asked = true }
            return true
        }
        guard changed else { return }
        broadcast(.permission(permission))
        if permission == .denied {
            broadcast(.failure(.denied), onlyInterested: true)
        } else if permission == .allowed {
            // Those who waited for permission start hearing: from the host, and the last fix.
            let (watching, wantsOne) = withState { state in
                (state.hostWatching, state.listeners.values.contains { $0.owner != nil && $0.wantsOne })
            }
            if watching { send(.watch) } else if wantsOne { send(.once) }
            if let latest = latestFix { broadcast(.fix(latest), onlyInterested: true) }
        }
    }

    /// The device is here now. Ignored while the app may not know it.
    public func report(_ fix: LocationFix) {
        guard fix.isValid else { return }
        let allowed = withState { state -> Bool in
            guard state.permission == .allowed else { return false }
            state.latest = fix
            return true
        }
        if allowed { broadcast(.fix(fix), onlyInterested: true) }
    }

    /// The device could not find itself (or the visitor refused, through the prompt).
    public func report(_ failure: LocationFailure) {
        if failure == .denied {
            report(LocationPermission.denied)
        } else {
            broadcast(.failure(failure), onlyInterested: true)
        }
    }

    // MARK: Delivery

    /// Whether the host should now be watching; returns true when that changed (the
    /// request to send is `watch` or `stop`, by the new state).
    private func updateHostWatching(_ state: inout State) -> Bool {
        state.listeners = state.listeners.filter { $0.value.owner != nil }
        let wanted = state.listeners.values.contains { $0.watching }
        guard wanted != state.hostWatching else { return false }
        state.hostWatching = wanted
        return true
    }

    private func broadcast(_ event: Event, onlyInterested: Bool = false) {
        let targets = withState { state -> [Listener] in
            var targets: [Listener] = []
            for (key, listener) in state.listeners where listener.owner != nil {
                guard !onlyInterested || listener.watching || listener.wantsOne else { continue }
                targets.append(listener)
                state.listeners[key]?.wantsOne = false
            }
            return targets
        }
        for listener in targets { listener.hear(event) }
    }

    private func deliver(_ event: Event, to owner: AnyObject) {
        withState { $0.listeners[ObjectIdentifier(owner)] }?.hear(event)
    }

    private func finishOne(for key: ObjectIdentifier, with event: Event) {
        let listener = withState { state -> Listener? in
            guard state.listeners[key]?.wantsOne == true, state.listeners[key]?.owner != nil else { return nil }
            state.listeners[key]?.wantsOne = false
            return state.listeners[key]
        }
        listener?.hear(event)
    }

    private func send(_ request: LocationRequest) {
        guard graph != nil else { return }
        ViewGraph.onMainActor { [weak self] in
            guard let graph = self?.graph else { return }
            _ = ViewGraph.requestFromHost(.location(request), on: graph)
        }
    }
}

extension ViewGraph {
    /// The location service of the device this graph shows on, made when first asked.
    public nonisolated var location: DeviceLocation { locationService.value }

    /// The location service of the caller's tab (see `ViewGraph.current()`), else the
    /// process's unhosted one.
    public nonisolated static func currentLocation() -> DeviceLocation {
        current()?.location ?? .unhosted
    }
}

/// The graph's location service, made lazily and read from any thread.
final class LazyDeviceLocation: @unchecked Sendable {
    private let made = Mutex<DeviceLocation?>(nil)
    weak var graph: ViewGraph?

    var value: DeviceLocation {
        made.withLock { made in
            if let made { return made }
            let location = DeviceLocation(graph: graph)
            made = location
            return location
        }
    }
}
