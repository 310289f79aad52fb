import Foundation

public enum CLRegionState: Int, Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}

/// An area apps watch for entries and exits (`CLLocationManager.startMonitoring(for:)`,
/// not available here: see `CLLocationManager`).
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    open var notifyOnEntry = true
    open var notifyOnExit = true

    init(identifier: String) { self.identifier = identifier }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CLRegion else { return false }
        return other.identifier == identifier && type(of: other) == type(of: self)
    }

    open override var hash: Int { identifier.hashValue }
}

/// A circle on the Earth's surface; `contains(_:)` measures along the geodesic.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        geodesicDistance(center, coordinate) <= radius
    }
}
