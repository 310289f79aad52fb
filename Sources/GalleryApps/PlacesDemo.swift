import CoreLocation
import Foundation
import MapKit
import Trellis

// The "Places" demo (Core Location and MapKit): a map of a few places in Paris, drawn by
// the layout engine, that the visitor pans, zooms and picks markers on, and a location
// manager that asks the browser where the visitor is.

/// Asks the browser for the visitor's position through a `CLLocationManager`, as an iOS
/// app asks the device.
final class PlacesLocator: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published private(set) var status = "Location not shared"
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
    }

    func locate() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .denied, .restricted: status = "Location is off"
        case .authorizedWhenInUse, .authorizedAlways: if status == "Location not shared" { status = "Finding you…" }
        default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }
        status = String(format: "You are at %.4f, %.4f", location.coordinate.latitude, location.coordinate.longitude)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if (error as? CLError)?.code == .denied { status = "Location is off" }
    }
}

struct Place: Identifiable {
    let name: String
    let symbol: String
    let coordinate: CLLocationCoordinate2D
    var id: String { name }
}

/// Three places on a map, a selection, where the camera looks, and the visitor's position.
public struct PlacesDemo: View {
    static let places = [
        Place(name: "Eiffel Tower", symbol: "building.columns", coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
        Place(name: "Louvre", symbol: "paintpalette", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)),
        Place(name: "Notre-Dame", symbol: "bell", coordinate: CLLocationCoordinate2D(latitude: 48.8530, longitude: 2.3499)),
    ]

    @StateObject private var locator = PlacesLocator()
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 48.857, longitude: 2.322),
        span: MKCoordinateSpan(latitudeDelta: 0.03, longitudeDelta: 0.08)))
    @State private var selection: String?
    @State private var looking = ""

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Map(position: $position, selection: $selection) {
                ForEach(Self.places) { place in
                    Marker(place.name, systemImage: place.symbol, coordinate: place.coordinate)
                        .tint(place.name == "Louvre" ? .orange : .red)
                        .tag(place.name)
                }
                MapPolyline(coordinates: Self.places.map(\.coordinate)).stroke(.blue, lineWidth: 3)
                UserAnnotation()
            }
            .mapControls {
                MapUserLocationButton()
                MapScaleView()
            }
            .onMapCameraChange { context in
                looking = String(format: "Looking at %.3f, %.3f", context.region.center.latitude, context.region.center.longitude)
            }
            .frame(height: 320)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            Text(selection.map { "Selected: \($0)" } ?? "Tap a marker")
            Text(looking).foregroundColor(.secondary)
            Text(locator.status)
            Button("Share my location") { locator.locate() }
        }
    }
}
