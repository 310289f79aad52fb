import Foundation
import CoreLocation
@_spi(TrellisHost) import Trellis

/// What a `Map` draws: the land and its graticule, overlays, then markers and annotations
/// placed by the projection, the controls over them; dragging pans, a pinch or a double
/// tap zooms, a tap on an item with a tag selects it.
struct MapSurface: View {
    @Binding var position: MapCameraPosition
    let bounds: MapCameraBounds?
    let interactionModes: MapInteractionModes
    let selection: MapSelection?
    let scope: Namespace.ID?
    let items: [_MapItem]
    let userMoved: () -> Void

    @Environment(\.mapStyleValue) private var style
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.mapCameraHandlers) private var cameraHandlers
    @Environment(\.mapControlsContent) private var controls
    @Environment(\.mapProxyBox) private var proxyBox
    @Environment(\.mapScopes) private var scopes
    @StateObject private var user = MapUserLocation()
    /// The view as it was when a drag or pinch began.
    @State private var gestureStart: MapProjection?
    /// Where the camera last came to rest, as reported (so a rest is reported once).
    @State private var restingReported: MapProjection?

    var body: some View {
        GeometryReader { geometry in
            let projection = MapProjection(region: region(for: geometry.size), size: geometry.size)
            let context = MapControlContext(projection: projection, showUserLocation: showUserLocation)
            let _ = proxyBox?.update(projection: projection, geometry: geometry)
            ZStack(alignment: .topLeading) {
                land(projection)
                ForEach(Array(overlays.enumerated()), id: \.offset) { _, item in overlay(item, projection) }
                ForEach(Array(placed(projection).enumerated()), id: \.offset) { _, placed in placed }
            }
            .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            .clipped()
            .contentShape(Rectangle())
            .gesture(panGesture(projection), including: interactionModes.contains(.pan) ? .all : .subviews)
            .gesture(zoomGesture(projection), including: interactionModes.contains(.zoom) ? .all : .subviews)
            .overlay(alignment: .topTrailing) {
                if let controls {
                    VStack(alignment: .trailing, spacing: 8) { controls }
                        .padding(8)
                        .environment(\.mapControlContext, context)
                }
            }
            .onAppear {
                report(projection, ended: true)
                if let scope { scopes?.register(context, for: scope) }
            }
            .onChange(of: projection) { _, new in
                report(new, ended: gestureStart == nil && restingReported != new)
                if let scope { scopes?.register(MapControlContext(projection: new, showUserLocation: showUserLocation), for: scope) }
            }
        }
        .onAppear { if needsUserLocation { user.start() } }
        .onDisappear { user.stop() }
    }

    // MARK: Camera

    private var needsUserLocation: Bool {
        if position.followsUserLocation { return true }
        return items.contains { if case .user = $0.shape { true } else { false } }
    }

    /// The region the camera asks for, in a view of this size.
    private func region(for size: CGSize) -> MKCoordinateRegion {
        resolve(position, size: size)
    }

    private func resolve(_ position: MapCameraPosition, size: CGSize) -> MKCoordinateRegion {
        switch position.kind {
        case .region(let region), .user(let region): return region
        case .rect(let rect): return MKCoordinateRegion(rect)
        case .item(let item, _):
            return MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        case .camera(let camera): return camera.region
        case .userLocation(_, let fallback):
            if let fix = user.fix {
                return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude),
                                          latitudinalMeters: 1000, longitudinalMeters: 1000)
            }
            return resolve(fallback, size: size)
        case .automatic: return automaticRegion
        }
    }

    /// What fits every item (a little margin around them), else the device's surroundings,
    /// else the world.
    private var automaticRegion: MKCoordinateRegion {
        guard let rect = MKMapRect(fitting: items.flatMap(\.coordinates)) else {
            if let fix = user.fix {
                return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: fix.latitude, longitude: fix.longitude),
                                          latitudinalMeters: 5000, longitudinalMeters: 5000)
            }
            return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                      span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
        }
        return MKCoordinateRegion(rect)
    }

    private func move(to projection: MapProjection) {
        var region = projection.visibleRegion
        if let bounds { region = bounds.clamp(region) }
        position = MapCameraPosition(kind: .user(region))
        userMoved()
    }

    /// A gesture ended here: the camera is at rest.
    private func settle(_ projection: MapProjection) {
        move(to: projection)
        report(projection, ended: true)
    }

    private func showUserLocation() {
        if ViewGraph.currentLocation().permission == .undecided { ViewGraph.currentLocation().askPermission() }
        user.start()
        position = .userLocation(fallback: position)
    }

    private func report(_ projection: MapProjection, ended: Bool) {
        if ended { restingReported = projection }
        guard !cameraHandlers.isEmpty else { return }
        let context = MapCameraUpdateContext(region: projection.visibleRegion)
        for handler in cameraHandlers where handler.frequency.continuous || ended { handler.action(context) }
    }

    // MARK: Drawing

    private func land(_ projection: MapProjection) -> some View {
        let colors = style.colors(dark: colorScheme == .dark)
        return ZStack {
            Rectangle().fill(colors.land)
            projection.graticule().stroke(colors.lines, lineWidth: 1)
        }
        .frame(width: projection.size.width, height: projection.size.height)
        .contentShape(Rectangle())
        .accessibilityLabel("Map")
        .onTapGesture(count: 2) {
            if interactionModes.contains(.zoom) { move(to: projection.zoomed(by: 2)) }
        }
        .onTapGesture { selection?.set(nil) }
    }

    private func panGesture(_ projection: MapProjection) -> some Gesture {
        cameraGesture(DragGesture(minimumDistance: 2), projection) { start, value in start.panned(by: value.translation) }
    }

    private func zoomGesture(_ projection: MapProjection) -> some Gesture {
        cameraGesture(MagnifyGesture(), projection) { start, value in start.zoomed(by: value.magnification) }
    }

    /// A gesture that moves the camera from where it was when the gesture began, as
    /// `moved` says, and settles it when the gesture ends.
    private func cameraGesture<G: Gesture>(_ gesture: G, _ projection: MapProjection,
                                           moved: @escaping (MapProjection, G.Value) -> MapProjection) -> some Gesture
    where G.Value: Equatable {
        gesture
            .onChanged { value in
                let start = gestureStart ?? projection
                if gestureStart == nil { gestureStart = projection }
                move(to: moved(start, value))
            }
            .onEnded { value in
                let start = gestureStart ?? projection
                gestureStart = nil
                settle(moved(start, value))
            }
    }

    private var overlays: [_MapItem] {
        items.filter { item in
            switch item.shape {
            case .polyline, .polygon, .circle: true
            case .view, .user: false
            }
        }
    }

    @ViewBuilder
    private func overlay(_ item: _MapItem, _ projection: MapProjection) -> some View {
        let look = item.look
        let stroke = look.stroke ?? look.tint ?? AnyShapeStyle(Color.blue)
        let strokeStyle = look.strokeStyle ?? StrokeStyle(lineWidth: 1)
        let fill = look.fill ?? AnyShapeStyle(Color.blue.opacity(0.25))
        switch item.shape {
        case .polyline(let coordinates):
            ProjectedLine(points: coordinates.map(projection.point(for:)), in: projection.size, closed: false).stroke(stroke, style: strokeStyle)
        case .polygon(let coordinates):
            let shape = ProjectedLine(points: coordinates.map(projection.point(for:)), in: projection.size, closed: true)
            ZStack { shape.fill(fill); if look.stroke != nil || look.strokeStyle != nil { shape.stroke(stroke, style: strokeStyle) } }
        case .circle(let centre, let radius):
            let point = projection.point(for: centre)
            let diameter = 2 * radius * MKMapPointsPerMeterAtLatitude(centre.latitude) * projection.scale
            ZStack { Circle().fill(fill); if look.stroke != nil || look.strokeStyle != nil { Circle().stroke(stroke, style: strokeStyle) } }
                .frame(width: diameter, height: diameter)
                .position(point)
        case .view, .user:
            EmptyView()
        }
    }

    /// Each marker, annotation and user dot in the view, its anchor on its point; those far
    /// outside the view are left out.
    private func placed(_ projection: MapProjection) -> [AnyView] {
        let selected = selection?.get()
        let margin: CGFloat = 200
        var views: [AnyView] = []
        for item in items {
            var look = item.look
            look.selected = item.tag != nil && item.tag == selected
            let view: AnyView
            let point: CGPoint
            switch item.shape {
            case .view(let coordinate, let content):
                point = projection.point(for: coordinate)
                view = content(look)
            case .user(let content):
                guard let fix = user.fix else { continue }
                let location = CLLocation(fix)
                point = projection.point(for: location.coordinate)
                view = content(UserLocation(location: location, heading: nil), look)
            case .polyline, .polygon, .circle:
                continue
            }
            guard point.x > -margin, point.y > -margin, point.x < projection.size.width + margin,
                  point.y < projection.size.height + margin else { continue }
            let tag = item.tag
            let select = selection
            // The tap is the item's own (its shape), not the whole map's, which is what
            // `position` fills.
            views.append(AnyView(
                view.onTapGesture { if let tag, let select { select.set(tag) } }
                    .frame(width: 0, height: 0, alignment: .topLeading)
                    .position(point)
            ))
        }
        return views
    }
}

/// A line through points, open or closed, given as fractions of the map's size (so the
/// path follows the rectangle a host asks for, as a shape's must).
struct ProjectedLine: Shape {
    let points: [CGPoint]
    let closed: Bool

    init(points: [CGPoint], in size: CGSize, closed: Bool) {
        self.points = points.map { CGPoint(x: $0.x / max(size.width, 1), y: $0.y / max(size.height, 1)) }
        self.closed = closed
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let placed = points.map { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height) }
        guard let first = placed.first else { return path }
        path.move(to: first)
        for point in placed.dropFirst() { path.addLine(to: point) }
        if closed { path.closeSubpath() }
        return path
    }
}

/// The device's position for a map that shows it: listens to the tab's location service
/// while the map is on screen.
@MainActor
final class MapUserLocation: ObservableObject {
    @Published private(set) var fix: LocationFix?
    private var device: DeviceLocation?

    func start() {
        guard device == nil else { return }
        let device = ViewGraph.currentLocation()
        self.device = device
        fix = device.permission == .allowed ? device.latestFix : nil
        device.listen(self) { [weak self] event in
            guard let self else { return }
            switch event {
            case .fix(let fix): self.fix = fix
            case .permission(.denied), .failure(.denied): self.fix = nil
            case .permission, .failure: break
            }
        }
        device.startUpdates(for: self)
    }

    func stop() {
        device?.stopListening(self)
        device = nil
    }
}
