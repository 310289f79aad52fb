// Swift 5 language mode, as apps find the user with a `CLLocationManager` delegate class
// (the way tutorials write it) and show places on a `Map`.
import CoreLocation
import CoreLocationUI
import MapKit
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

final class WhereAmIModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var status = "Waiting"
    @Published var authorizationChanges = 0
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.requestWhenInUseAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorizationChanges += 1
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways: manager.startUpdatingLocation()
        case .denied, .restricted: status = "Location is off"
        default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        status = String(format: "%.4f, %.4f", last.coordinate.latitude, last.coordinate.longitude)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        if let error = error as? CLError, error.code == .denied { status = "Location is off" } else { status = "No fix" }
    }

    func once() { manager.requestLocation() }
}

struct WhereAmIView: View {
    @StateObject private var model = WhereAmIModel()
    var body: some View {
        VStack {
            Text(model.status)
            Button("Locate once") { model.once() }
        }
    }
}

@MainActor
@Suite struct LocationTests {
    @Test func anAllowedAppHearsWhereTheDeviceIsAsItMoves() async throws {
        let host = ViewHost(WhereAmIView())
        #expect(host.location.hasAskedPermission)
        #expect(!host.location.isAllowed)
        host.location.move(toLatitude: 1, longitude: 2)
        host.flush()
        #expect(host.contains(text: "Waiting"), "a position is not shared before the user allows it")

        host.location.allow()
        #expect(await host.wait { host.location.isUpdating })
        host.location.move(toLatitude: 48.8584, longitude: 2.2945)
        #expect(await host.wait { host.contains(text: "48.8584, 2.2945") })
        host.location.move(toLatitude: 51.5007, longitude: -0.1246)
        #expect(await host.wait { host.contains(text: "51.5007, -0.1246") })
    }

    @Test func aRefusalReachesTheDelegate() async throws {
        let host = ViewHost(WhereAmIView())
        host.location.deny()
        #expect(await host.wait { host.contains(text: "Location is off") })
        #expect(!host.location.isUpdating)
    }

    @Test func oneRequestedPositionOrTheFailureToFindOne() async throws {
        let host = ViewHost(WhereAmIView())
        host.location.allow()
        #expect(await host.wait { host.location.isUpdating })
        try host.find(button: "Locate once").tap()
        host.location.failToLocate()
        #expect(await host.wait { host.contains(text: "No fix") })
    }

    @Test func theWebHostIsAskedForPermissionAndPositions() async throws {
        let host = ViewHost(WhereAmIView())
        #expect(host.tree.hostRequests == [.location(.permission)])
        host.location.allow()
        #expect(await host.wait { host.tree.hostRequests.contains(.location(.watch)) })
    }

    @Test func distancesFollowTheEllipsoid() {
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        // The geodesic on WGS 84 is 343.9 km (a sphere gives 343.6).
        #expect(abs(london.distance(from: paris) - 343_923) < 200)
        #expect(london.distance(from: london) == 0)
        let region = CLCircularRegion(center: paris.coordinate, radius: 1000, identifier: "Paris")
        #expect(region.contains(CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35)))
        #expect(!region.contains(london.coordinate))
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func geocodingFailsAsWithoutAConnection() async throws {
        do {
            _ = try await CLGeocoder().geocodeAddressString("1 Infinite Loop, Cupertino")
            Issue.record("geocoding has no service here")
        } catch CLError.network {
        } catch {
            Issue.record("unexpected \(error)")
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) { placemarks, error in
                #expect(placemarks == nil)
                #expect((error as? CLError)?.code == .network)
                done.resume()
            }
        }
    }
}

// MARK: Maps

struct Landmark: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

let landmarks = [
    Landmark(id: 1, name: "Eiffel Tower", coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)),
    Landmark(id: 2, name: "Louvre", coordinate: CLLocationCoordinate2D(latitude: 48.8606, longitude: 2.3376)),
]

struct LandmarksMap: View {
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
        span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05)))
    @State private var selected: Int?
    @State private var centre = "none"
    @State private var movedByUser = false

    var body: some View {
        VStack(spacing: 0) {
            Map(position: $position, selection: $selected) {
                ForEach(landmarks) { landmark in
                    Marker(landmark.name, systemImage: "star.fill", coordinate: landmark.coordinate)
                        .tag(landmark.id)
                }
                Annotation("Cafe", coordinate: CLLocationCoordinate2D(latitude: 48.8570, longitude: 2.3000), anchor: .bottom) {
                    Text("☕").padding(4)
                }
                MapCircle(center: landmarks[0].coordinate, radius: 300)
                    .foregroundStyle(.orange.opacity(0.3))
            }
            .mapStyle(.standard(elevation: .flat))
            .onMapCameraChange { context in
                centre = String(format: "%.3f", context.region.center.longitude)
                movedByUser = position.positionedByUser
            }
            .frame(width: 300, height: 300)
            Text("Selected: \(selected.map(String.init) ?? "none")")
            Text("Centre: \(centre)")
            Text(movedByUser ? "Moved" : "Placed")
        }
    }
}

@MainActor
@Suite struct MapTests {
    @Test func markersSitOnTheirCoordinatesAndShowTheirTitles() throws {
        let host = ViewHost(LandmarksMap())
        #expect(host.contains(text: "Eiffel Tower"))
        #expect(host.contains(text: "Louvre"))
        #expect(host.contains(text: "☕"))
        #expect(host.contains(text: "Centre: 2.294"), "\(host.render())")
        // The camera is centred on the tower: its title hangs under the balloon whose
        // bottom is the map's middle (150, 150 in the map, which is 300 points square).
        let map = try Self.mapFrame(host)
        let tower = try host.find(text: "Eiffel Tower").frame
        #expect(abs(tower.midX - map.midX) < 1)
        #expect(abs(tower.minY - (map.midY + 2)) < 1)
        // The Louvre is east of the tower and a little north: right of the middle, above it.
        let louvre = try host.find(text: "Louvre").frame
        #expect(louvre.midX > map.midX + 100)
        #expect(louvre.minY < tower.minY)
        // The café's bottom (its anchor) is on its point, south-east of the tower.
        let cafe = try host.find(text: "☕").frame
        #expect(cafe.midX > map.midX && cafe.maxY > map.midY)
    }

    /// The map of `LandmarksMap`: 300 points square, over the selection's line.
    static func mapFrame(_ host: ViewHost) throws -> CGRect {
        let below = try host.find(text: "Selected: none").frame
        return CGRect(x: (ViewHost.defaultSize.width - 300) / 2, y: below.minY - 300, width: 300, height: 300)
    }

    @Test func tappingATaggedMarkerSelectsIt() throws {
        let host = ViewHost(LandmarksMap())
        try host.find(text: "Louvre").tap()
        #expect(host.contains(text: "Selected: 2"))
    }

    @Test func draggingPansTheCameraAndReportsWhereItLooks() throws {
        let host = ViewHost(LandmarksMap())
        let before = try host.find(text: "Eiffel Tower").frame
        // Dragging right shows what lies west: the centre's longitude falls.
        try host.find(text: "Eiffel Tower").drag(by: CGSize(width: 100, height: 0))
        #expect(host.contains(text: "Moved"), "\(host.render())")
        #expect(!host.contains(text: "Centre: 2.294"))
        let after = try host.find(text: "Eiffel Tower").frame
        #expect(abs(after.midX - before.midX - 100) < 1)
        #expect(abs(after.minY - before.minY) < 1)
    }

    @Test func theUserLocationShowsOnceAllowed() async throws {
        struct UserMap: View {
            var body: some View {
                Map(initialPosition: .userLocation(fallback: .automatic)) {
                    UserAnnotation { location in
                        Text(location.location.map { String(format: "Me %.2f", $0.coordinate.latitude) } ?? "Me")
                    }
                }
            }
        }
        let host = ViewHost(UserMap())
        #expect(!host.contains(text: "Me 40.71"))
        host.location.allow()
        host.location.move(toLatitude: 40.7128, longitude: -74.006)
        #expect(await host.wait { host.contains(text: "Me 40.71") })
        // The camera follows the user: the dot is in the middle of the window.
        let me = try host.find(text: "Me 40.71").frame
        #expect(abs(me.midX - ViewHost.defaultSize.width / 2) < 1)
    }

    @Test func iOS14MapsBindTheirRegionAndDrawTheirAnnotations() throws {
        struct OldMap: View {
            @State var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
                                                   latitudinalMeters: 2000, longitudinalMeters: 2000)
            var body: some View {
                VStack {
                    Map(coordinateRegion: $region, annotationItems: [Landmark(id: 9, name: "Park", coordinate: region.center)]) { place in
                        MapAnnotation(coordinate: place.coordinate) { Text(place.name) }
                    }
                    .frame(width: 200, height: 200)
                    Text(String(format: "Lat %.3f", region.center.latitude))
                }
            }
        }
        let host = ViewHost(OldMap())
        #expect(host.contains(text: "Lat 37.330"))
        try host.find(text: "Park").drag(by: CGSize(width: 0, height: 100))
        // Dragging down shows what lies north.
        #expect(!host.contains(text: "Lat 37.330"))
        #expect(host.findAll(text: "Park").count == 1)
    }

    @Test func mapGeometryFollowsMapKit() {
        let point = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(point.x == MKMapSize.world.width / 2)
        #expect(abs(point.y - MKMapSize.world.height / 2) < 1e-6)
        let back = MKMapPoint(CLLocationCoordinate2D(latitude: 45, longitude: 90)).coordinate
        #expect(abs(back.latitude - 45) < 1e-9 && abs(back.longitude - 90) < 1e-9)
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                        latitudinalMeters: 111_320, longitudinalMeters: 111_320)
        #expect(abs(region.span.latitudeDelta - 1.0) < 0.01)
        #expect(abs(region.span.longitudeDelta - 1.0) < 0.01)
    }

    @Test func openingAnItemInMapsOpensApplesMapPage() throws {
        struct Place: View {
            var body: some View {
                Button("Open in Maps") {
                    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1.5, longitude: 2.25)))
                    item.name = "Spot"
                    item.openInMaps()
                }
            }
        }
        let host = ViewHost(Place())
        try host.find(button: "Open in Maps").tap()
        #expect(host.tree.hostRequests == [.openURL(URL(string: "https://maps.apple.com/?ll=1.500000,2.250000&q=Spot")!)])
    }
}

// MARK: Map content, controls and readers

struct OverlaysMap: View {
    let tower = landmarks[0].coordinate
    @State private var middle = "?"
    @Namespace private var scope

    var body: some View {
        VStack(spacing: 0) {
            MapReader { proxy in
                Map(initialPosition: .region(MKCoordinateRegion(center: tower, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))),
                    scope: scope) {
                    MapCircle(center: tower, radius: 300).foregroundStyle(.orange)
                    MapCircle(center: tower, radius: 600).stroke(.red, lineWidth: 2)
                    MapPolyline(coordinates: landmarks.map(\.coordinate)).stroke(.blue, lineWidth: 4)
                    MapPolygon(coordinates: [tower, landmarks[1].coordinate, CLLocationCoordinate2D(latitude: 48.85, longitude: 2.31)])
                    ForEach(0..<2) { index in
                        Marker(landmarks[index].name, monogram: Text("\(index)"), coordinate: landmarks[index].coordinate)
                    }
                    .annotationTitles(.hidden)
                    ForEach(landmarks, id: \.name) { landmark in
                        Annotation(coordinate: landmark.coordinate, anchor: .top) {
                            Image(systemName: "star")
                        } label: {
                            Text("Label of \(landmark.name)")
                        }
                    }
                    Marker(coordinate: CLLocationCoordinate2D(latitude: 48.87, longitude: 2.30)) {
                        Label("Arc", systemImage: "flag")
                    }
                }
                .mapControls {
                    MapUserLocationButton()
                    MapScaleView()
                    MapCompass()
                }
                .frame(width: 300, height: 300)
                .overlay(alignment: .bottom) {
                    Button("Read middle") {
                        if let coordinate = proxy.convert(CGPoint(x: 150, y: 150), from: .local) {
                            middle = String(format: "%.4f %.4f", coordinate.latitude, coordinate.longitude)
                        }
                    }
                }
            }
            Text("Middle: \(middle)")
            MapUserLocationButton(scope: scope)
        }
        .mapScope(scope)
    }
}

@MainActor
@Suite struct MapContentTests {
    @Test func overlaysAreDrawnToScaleAroundTheirCentres() throws {
        let host = ViewHost(OverlaysMap())
        // The circles' shapes: not the map's own (300 square), nor the balloons' (30).
        let frames: [CGRect] = host.findAll(kind: .shape).map(\.frame)
        // The circles are the round shapes centred on the tower, in the map's middle (not the
        // map's own 300-point layers).
        let middle = try host.find(text: "0").frame
        let circles = frames.filter { frame in
            frame.width == frame.height && frame.width > 31 && frame.width < 290 && abs(frame.midX - middle.midX) < 0.5
        }
        let sizes: [CGFloat] = Set(circles.map { frame in (frame.width * 100).rounded() / 100 }).sorted()
        #expect(sizes.count == 2, "\(circles)")
        if sizes.count == 2 {
            #expect(abs(sizes[1] / sizes[0] - 2) < 0.01, "twice the radius is twice the size")
        }
    }

    @Test func markerTitlesHideAndLabelsShow() throws {
        let host = ViewHost(OverlaysMap())
        // `annotationTitles(.hidden)` hides the monogram markers' titles, not their glyphs.
        #expect(!host.contains(text: "Eiffel Tower") && host.contains(text: "0") && host.contains(text: "1"))
        #expect(host.contains(text: "Label of Louvre"))
        #expect(host.contains(text: "Arc"))
    }

    @Test func aReaderConvertsBetweenPointsAndCoordinates() throws {
        let host = ViewHost(OverlaysMap())
        try host.find(button: "Read middle").tap()
        #expect(host.contains(text: "Middle: 48.8584 2.2945"))
    }

    @Test func controlsShowOverTheMapAndThroughItsScope() async throws {
        let host = ViewHost(OverlaysMap())
        #expect(host.contains(text: "1 km") || host.contains(text: "5000 ft"), "the scale bar shows a round distance")
        #expect(await host.wait(timeout: .seconds(2)) { host.findAll(button: "Show my location").count == 2 },
                "one over the map, one reaching it through the scope: \(host.render().suffix(1500))")
        let buttons = host.findAll(button: "Show my location")
        guard buttons.count == 2 else { return }
        try buttons[1].tap()
        #expect(host.tree.hostRequests.contains(.location(.permission)))
    }
}

// MARK: UIKit's map view and the location button

struct UIKitMap: UIViewRepresentable {
    @Binding var selected: String
    @Binding var regionChanges: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.region = MKCoordinateRegion(center: landmarks[0].coordinate, latitudinalMeters: 3000, longitudinalMeters: 3000)
        for landmark in landmarks {
            let pin = MKPointAnnotation()
            pin.coordinate = landmark.coordinate
            pin.title = landmark.name
            map.addAnnotation(pin)
        }
        map.addOverlay(MKPolyline(coordinates: landmarks.map(\.coordinate), count: landmarks.count))
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}

    final class Coordinator: NSObject, MKMapViewDelegate {
        let parent: UIKitMap
        init(_ parent: UIKitMap) { self.parent = parent }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "place") as? MKMarkerAnnotationView
                ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "place")
            view.glyphText = String((annotation.title ?? "?")?.prefix(1) ?? "?")
            view.markerTintColor = .systemBlue
            view.canShowCallout = true
            return view
        }

        func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer {
            let renderer = MKPolylineRenderer(overlay: overlay)
            renderer.strokeColor = .systemRed
            renderer.lineWidth = 3
            return renderer
        }

        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
            parent.selected = (view.annotation?.title ?? nil) ?? "?"
        }

        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            parent.regionChanges += 1
        }
    }
}

struct UIKitMapScreen: View {
    @State private var selected = "none"
    @State private var regionChanges = 0
    var body: some View {
        VStack {
            UIKitMap(selected: $selected, regionChanges: $regionChanges).frame(width: 300, height: 300)
            Text("Selected \(selected)")
            Text("Moves \(regionChanges)")
        }
    }
}

@MainActor
@Suite struct UIKitMapTests {
    @Test func aMapViewDrawsItsDelegatesViewsAndTellsItOfTapsAndMoves() throws {
        let host = ViewHost(UIKitMapScreen())
        #expect(host.contains(text: "E") && host.contains(text: "L"), "the markers' glyphs")
        #expect(host.contains(text: "Eiffel Tower"))
        let stroke = host.findAll(kind: .shape).filter { $0.element.properties[.lineWidth] == .number(3) }
        #expect(stroke.count == 1, "the polyline's renderer draws it")
        try host.find(text: "Louvre").tap()
        #expect(host.contains(text: "Selected Louvre"))
        // The selected marker shows its callout (title, as canShowCallout asks).
        #expect(host.findAll(text: "Louvre").count == 2)
        // As on iOS, the delegate hears of the region once the map first settles; then once
        // for each drag, when it ends.
        let before = try #require((0..<10).first { host.contains(text: "Moves \($0)") })
        try host.find(text: "Eiffel Tower").drag(by: CGSize(width: 60, height: 0))
        #expect(host.contains(text: "Moves \(before + 1)"))
    }

    @Test func theLocationButtonAsksThenActs() throws {
        struct Share: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    LocationButton(.shareCurrentLocation) { taps += 1 }
                    Text("Taps \(taps)")
                }
            }
        }
        let host = ViewHost(Share())
        try host.find(button: "Share Current Location").tap()
        #expect(host.contains(text: "Taps 1"))
        #expect(host.tree.hostRequests == [.location(.permission)])
        host.location.allow()
        try host.find(button: "Share Current Location").tap()
        #expect(host.tree.hostRequests == [.location(.permission)], "asked once")
    }
}

// MARK: UIKit's alerts presented from a SwiftUI app

struct RenameScreen: View {
    @State private var name = "Untitled"
    @State private var deleted = false

    var body: some View {
        VStack {
            Text("Name: \(name)")
            Text(deleted ? "Deleted" : "Kept")
            Button("Rename") {
                let alert = UIAlertController(title: "Rename", message: "Enter a new name", preferredStyle: .alert)
                alert.addTextField { field in field.placeholder = "New name" }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in
                    name = alert.textFields?.first?.text ?? name
                })
                UIApplication.shared.windows.first?.rootViewController?.present(alert, animated: true)
            }
            Button("Options") {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
                UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
            }
        }
    }
}

@MainActor
@Suite struct UIKitAlertTests {
    @Test func anAlertPresentedFromTheRootControllerShowsAndItsFieldsReachTheHandler() throws {
        let host = ViewHost(RenameScreen())
        try host.find(button: "Rename").tap()
        #expect(host.contains(text: "Enter a new name"))
        try host.find(textField: "New name").setText("Holiday")
        try host.find(button: "Save").tap()
        #expect(host.contains(text: "Name: Holiday"))
        #expect(!host.contains(text: "Enter a new name"), "an action closes the alert")
        try host.find(button: "Rename").tap()
        try host.find(button: "Cancel").tap()
        #expect(host.contains(text: "Name: Holiday") && !host.contains(text: "Enter a new name"))
    }

    @Test func anActionSheetShowsAsAConfirmationDialog() throws {
        let host = ViewHost(RenameScreen())
        try host.find(button: "Options").tap()
        try host.find(button: "Delete").tap()
        #expect(host.contains(text: "Deleted"))
    }
}
