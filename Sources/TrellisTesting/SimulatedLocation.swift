import Foundation
@_spi(TrellisHost) import Trellis

extension ViewHost {
    /// The host's location service, as a simulator's location settings drive it: answer
    /// the app's permission prompt, move the device, or make it fail to find itself. The
    /// app's `CLLocationManager`s hear each change as they would on iOS (call `flush()`, or
    /// `wait`, for the views that show it).
    public var location: SimulatedLocation { SimulatedLocation(device: graph.location) }
}

/// The simulated device's position and the visitor's answer about sharing it.
@MainActor
public struct SimulatedLocation {
    let device: DeviceLocation

    /// Whether the app has asked for permission (the prompt showed).
    public var hasAskedPermission: Bool { device.hasAsked }
    /// Whether the app may know where the device is.
    public var isAllowed: Bool { device.permission == .allowed }
    /// Whether the app is asking for positions now (it started updates and has not stopped).
    public var isUpdating: Bool { device.isWatched }

    /// The user allows the app to know where the device is (an open prompt is answered;
    /// without one, as if allowed earlier in Settings).
    public func allow() { device.report(LocationPermission.allowed) }

    /// The user refuses: the app's managers hear `.denied`.
    public func deny() { device.report(LocationPermission.denied) }

    /// The device is now here: managers updating (or waiting for one position) hear it.
    /// Ignored, as on iOS, while the app may not know the position.
    public func move(toLatitude latitude: Double, longitude: Double, altitude: Double = 0, horizontalAccuracy: Double = 5,
                     speed: Double = -1, course: Double = -1) {
        device.report(LocationFix(latitude: latitude, longitude: longitude, altitude: altitude,
                                  horizontalAccuracy: horizontalAccuracy, speed: speed, course: course))
    }

    /// The device cannot find itself: managers waiting for a position hear
    /// `CLError.locationUnknown`.
    public func failToLocate() { device.report(LocationFailure.unavailable) }
}
