import Foundation
@_spi(TrellisHost) import Trellis

/// One reading from `CLLocationUpdate.liveUpdates()` (iOS 17): a position, or none with the
/// reason in its flags.
public struct CLLocationUpdate: Sendable {
    public let location: CLLocation?
    /// Always false: a browser does not say whether the device rests.
    public let isStationary: Bool
    public let authorizationDenied: Bool
    public let authorizationRequestInProgress: Bool
    public let locationUnavailable: Bool
    public var authorizationDeniedGlobally: Bool { false }
    public var authorizationRestricted: Bool { false }
    public var insufficientlyInUse: Bool { false }
    public var accuracyLimited: Bool { false }
    public var serviceSessionRequired: Bool { false }

    init(location: CLLocation? = nil, denied: Bool = false, asking: Bool = false, unavailable: Bool = false) {
        self.location = location
        isStationary = false
        (authorizationDenied, authorizationRequestInProgress, locationUnavailable) = (denied, asking, unavailable)
    }

    public struct LiveConfiguration: Sendable, Hashable {
        private let name: String
        public static let `default` = LiveConfiguration(name: "default")
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        public static let fitness = LiveConfiguration(name: "fitness")
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    /// Positions as the device moves, for as long as the sequence is iterated. Asks for
    /// permission first when nobody has been asked (as iOS 18's implicit service session
    /// does). The configuration is a hint, as `CLLocationManager.activityType` is.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates {
        Updates(device: ViewGraph.currentLocation())
    }

    public struct Updates: AsyncSequence, Sendable {
        public typealias Element = CLLocationUpdate
        let device: DeviceLocation

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(listener: UpdatesListener(device: device))
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let listener: UpdatesListener
            public mutating func next() async throws -> CLLocationUpdate? { await listener.next() }
        }
    }
}

/// Listens to a device for one iteration of `liveUpdates()`; ends listening when dropped.
final class UpdatesListener: @unchecked Sendable {
    private let device: DeviceLocation
    private var iterator: AsyncStream<CLLocationUpdate>.Iterator

    init(device: DeviceLocation) {
        self.device = device
        let (stream, continuation) = AsyncStream.makeStream(of: CLLocationUpdate.self, bufferingPolicy: .bufferingNewest(16))
        iterator = stream.makeAsyncIterator()
        device.listen(self) { event in
            switch event {
            case .fix(let fix): continuation.yield(CLLocationUpdate(location: CLLocation(fix)))
            case .failure(.denied), .permission(.denied): continuation.yield(CLLocationUpdate(denied: true))
            case .failure(.unavailable): continuation.yield(CLLocationUpdate(unavailable: true))
            case .permission: break
            }
        }
        if device.permission == .undecided {
            continuation.yield(CLLocationUpdate(asking: true))
            device.askPermission()
        }
        device.startUpdates(for: self)
    }

    deinit { device.stopListening(self) }

    func next() async -> CLLocationUpdate? { await iterator.next() }
}
