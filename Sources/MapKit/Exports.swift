@_exported import CoreLocation
