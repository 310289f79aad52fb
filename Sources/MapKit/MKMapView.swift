import Foundation
import CoreLocation
import UIKit
@_spi(TrellisHost) import Trellis

/// How an `MKMapView` follows the user.
public enum MKUserTrackingMode: Int, Sendable {
    case none = 0
    case follow = 1
    /// Follows as `follow` does: a browser reports no heading.
    case followWithHeading = 2
}

/// How a marker or annotation view competes for room (kept: every view shows here).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// The device's own place on an `MKMapView` (its `userLocation`).
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    open internal(set) var location: CLLocation?
    /// Never known here: a browser reports no heading.
    open var heading: CLHeading? { nil }
    open var isUpdating: Bool { location != nil }
    open var title: String? = "My Location"
    open var subtitle: String?
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
}

/// A camera over an `MKMapView`.
open class MKMapCamera: NSObject, @unchecked Sendable {
    open var centerCoordinate = CLLocationCoordinate2D()
    open var centerCoordinateDistance: CLLocationDistance = 1000
    open var heading: CLLocationDirection = 0
    open var pitch: CGFloat = 0
    public override init() { super.init() }
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}

/// What an `MKMapView` tells its delegate and asks it for (every method optional).
@MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
}

/// UIKit's map view, drawn as SwiftUI's `Map` is (no tiles: see `Map`): its annotations
/// through the views its delegate makes (markers, pins, images, views of the app's own),
/// its overlays through the renderers its delegate makes. The user pans, zooms and
/// selects; the delegate hears of it as on iOS.
@MainActor
open class MKMapView: UIView {
    open weak var delegate: (any MKMapViewDelegate)?

    open var mapType: MKMapType = .standard { didSet { setNeedsDisplay() } }
    open var preferredConfiguration: AnyObject?
    open var isZoomEnabled = true { didSet { setNeedsDisplay() } }
    open var isScrollEnabled = true { didSet { setNeedsDisplay() } }
    /// Accepted: maps here stay north-up.
    open var isRotateEnabled = true
    /// Accepted: maps here stay flat.
    open var isPitchEnabled = true
    /// Accepted: the compass shows only on a turned map, and maps here are never turned.
    open var showsCompass = true
    open var showsScale = false { didSet { setNeedsDisplay() } }
    /// Accepted: there is no map data here (no traffic, buildings or points of interest).
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var cameraZoomRange: MKMapView.CameraZoomRange? { didSet { setNeedsDisplay() } }

    private var shownRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 20, longitude: 0),
                                                 span: MKCoordinateSpan(latitudeDelta: 140, longitudeDelta: 360))
    private var annotationList: [any MKAnnotation] = []
    private var overlayList: [any MKOverlay] = []
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reusable: [String: [MKAnnotationView]] = [:]
    private var registered: [String: AnyClass] = [:]
    private var selected: (any MKAnnotation)?
    public let userLocation = MKUserLocation()
    private var locationWatcher: MapViewLocationWatcher?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Region

    open var region: MKCoordinateRegion {
        get { shownRegion }
        set { setRegion(newValue, animated: false) }
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        shownRegion = region
        setNeedsDisplay()
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { shownRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: shownRegion.span), animated: animated)
    }

    open var visibleMapRect: MKMapRect {
        get { MKMapRect(region: shownRegion) }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { setRegion(MKCoordinateRegion(mapRect), animated: animated) }

    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        let size = bounds.size.width > 0 ? bounds.size : CGSize(width: 390, height: 390)
        let perPoint = mapRect.width / max(1, size.width - insets.left - insets.right)
        setVisibleMapRect(MKMapRect(x: mapRect.minX - insets.left * perPoint, y: mapRect.minY - insets.top * perPoint,
                                    width: mapRect.width + (insets.left + insets.right) * perPoint,
                                    height: mapRect.height + (insets.top + insets.bottom) * perPoint), animated: animated)
    }

    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        let size = bounds.size.width > 0 ? bounds.size : CGSize(width: 390, height: 390)
        return MapProjection(region: region, size: size).visibleRegion
    }

    open var camera: MKMapCamera {
        get {
            MKMapCamera(lookingAtCenter: shownRegion.center, fromDistance: MapCamera(region: shownRegion).distance, pitch: 0, heading: 0)
        }
        set { setCamera(newValue, animated: false) }
    }

    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        setRegion(MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: camera.centerCoordinateDistance,
                                     longitudinalMeters: camera.centerCoordinateDistance), animated: animated)
    }

    /// The least and most a camera may be from the map (metres).
    public final class CameraZoomRange: NSObject, @unchecked Sendable {
        public let minCenterCoordinateDistance: CLLocationDistance
        public let maxCenterCoordinateDistance: CLLocationDistance
        public init?(minCenterCoordinateDistance: CLLocationDistance = 0, maxCenterCoordinateDistance: CLLocationDistance = .infinity) {
            (self.minCenterCoordinateDistance, self.maxCenterCoordinateDistance) = (minCenterCoordinateDistance, maxCenterCoordinateDistance)
        }
    }

    // MARK: The user

    open var showsUserLocation = false {
        didSet {
            guard showsUserLocation != oldValue else { return }
            if showsUserLocation {
                delegate?.mapViewWillStartLocatingUser(self)
                locationWatcher = MapViewLocationWatcher(mapView: self)
            } else {
                locationWatcher = nil
                delegate?.mapViewDidStopLocatingUser(self)
            }
            setNeedsDisplay()
        }
    }

    open var isUserLocationVisible: Bool {
        guard let location = userLocation.location else { return false }
        return visibleMapRect.contains(MKMapPoint(location.coordinate))
    }

    open var userTrackingMode: MKUserTrackingMode = .none {
        didSet { if userTrackingMode != oldValue { delegate?.mapView(self, didChange: userTrackingMode, animated: false) } }
    }

    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }

    /// The device moved (or could not be found): the user's place, the camera when it
    /// follows, and the delegate follow.
    fileprivate func userMoved(to location: CLLocation?, error: (any Error)?) {
        if let error {
            delegate?.mapView(self, didFailToLocateUserWithError: error)
            return
        }
        userLocation.location = location
        if userTrackingMode != .none, let location { shownRegion.center = location.coordinate }
        setNeedsDisplay()
        delegate?.mapView(self, didUpdate: userLocation)
    }

    // MARK: Annotations

    open var annotations: [any MKAnnotation] {
        showsUserLocation && userLocation.location != nil ? annotationList + [userLocation] : annotationList
    }

    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        annotationList += annotations.filter { added in !annotationList.contains { $0 === added } }
        setNeedsDisplay()
    }

    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            annotationList.removeAll { $0 === annotation }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)), let identifier = view.reuseIdentifier {
                view.prepareForReuse()
                reusable[identifier, default: []].append(view)
            }
            if selected === annotation { selected = nil }
        }
        setNeedsDisplay()
    }

    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        addAnnotations(annotations)
        guard let rect = MKMapRect(fitting: annotations.map(\.coordinate)) else { return }
        setVisibleMapRect(rect, animated: animated)
    }

    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotationList.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.map { AnyHashable(ObjectIdentifier($0)) })
    }

    open var selectedAnnotations: [any MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set { if let first = newValue.first { selectAnnotation(first, animated: false) } else { deselectSelected() } }
    }

    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard selected !== annotation else { return }
        deselectSelected()
        selected = annotation
        let view = self.view(for: annotation)
        view?.isSelected = true
        setNeedsDisplay()
        if let view { delegate?.mapView(self, didSelect: view) }
        delegate?.mapView(self, didSelect: annotation)
    }

    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard annotation == nil || selected === annotation else { return }
        deselectSelected()
    }

    private func deselectSelected() {
        guard let previous = selected else { return }
        selected = nil
        let view = annotationViews[ObjectIdentifier(previous)]
        view?.isSelected = false
        setNeedsDisplay()
        if let view { delegate?.mapView(self, didDeselect: view) }
        delegate?.mapView(self, didDeselect: previous)
    }

    /// The view an annotation is drawn with, made (by the delegate, else a marker) the
    /// first time it is asked for, and kept while the annotation is on the map.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        let key = ObjectIdentifier(annotation)
        if let view = annotationViews[key] { return view }
        guard annotationList.contains(where: { $0 === annotation }) || annotation === userLocation else { return nil }
        let made = delegate?.mapView(self, viewFor: annotation)
            ?? (annotation === userLocation ? nil : MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil))
        guard let made else { return nil }
        made.annotation = annotation
        made.mapView = self
        annotationViews[key] = made
        delegate?.mapView(self, didAdd: [made])
        return made
    }

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        reusable[identifier]?.popLast()
    }

    /// A reused view, else one made for the registered class. A class of the app's own is
    /// made only if it is one of MapKit's: Swift on Linux cannot call a designated
    /// initialiser through a class value, so any other registered class gets a marker
    /// view (logged), which the delegate then configures as it would its own.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        let made: MKAnnotationView
        switch registered[identifier] {
        case let type as MKMarkerAnnotationView.Type where type == MKMarkerAnnotationView.self:
            made = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let type as MKPinAnnotationView.Type where type == MKPinAnnotationView.self:
            made = MKPinAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let type as MKAnnotationView.Type where type == MKAnnotationView.self:
            made = MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case let other?:
            ViewGraph.logger.warning("MKMapView cannot make a \(other) (a registered class of the app's own) on Linux: a marker view stands in for it")
            made = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        case nil:
            made = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        return made
    }

    // MARK: Overlays

    open var overlays: [any MKOverlay] { overlayList }

    open func addOverlay(_ overlay: any MKOverlay) { addOverlays([overlay]) }
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { addOverlays([overlay]) }
    open func addOverlays(_ overlays: [any MKOverlay]) {
        overlayList += overlays
        setNeedsDisplay()
    }
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { addOverlays(overlays) }

    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for overlay in overlays { overlayList.removeAll { $0 === overlay } }
        renderers = renderers.filter { key, _ in overlayList.contains { ObjectIdentifier($0) == key } }
        setNeedsDisplay()
    }

    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]

    /// The renderer an overlay is drawn with, made by the delegate the first time.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        let key = ObjectIdentifier(overlay)
        if let renderer = renderers[key] { return renderer }
        guard overlayList.contains(where: { $0 === overlay }) else { return nil }
        let made = delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
        renderers[key] = made
        return made
    }

    // MARK: Converting

    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        MapProjection(region: shownRegion, size: bounds.size).point(for: coordinate)
    }

    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        MapProjection(region: shownRegion, size: bounds.size).coordinate(at: point)
    }

    // MARK: Drawing

    open override var _drawnSwiftUIContent: AnyView? { AnyView(MKMapViewContent(mapView: self, revision: revision)) }

    /// Counts the map's changes, so that its drawing (which reads the map view, not state)
    /// runs again after each.
    private var revision = 0

    open override func setNeedsDisplay() {
        revision += 1
        super.setNeedsDisplay()
    }

    /// The map's items: overlays by their renderers, annotations by their views.
    fileprivate func mapItems() -> [_MapItem] {
        var items: [_MapItem] = []
        for overlay in overlayList {
            guard let renderer = renderer(for: overlay) else { continue }
            items += renderer.mapItems()
        }
        for annotation in annotationList {
            guard let view = view(for: annotation), !view.isHidden else { continue }
            var item = _MapItem(.view(annotation.coordinate) { look in view.drawing(look: look) })
            item.tag = AnyHashable(ObjectIdentifier(annotation))
            items.append(item)
        }
        if showsUserLocation {
            items.append(_MapItem(.user { _, look in AnyView(DefaultUserAnnotationContent(look: look)) }))
        }
        return items
    }

    fileprivate var selectionBinding: Binding<ObjectIdentifier?> {
        Binding(get: { [weak self] in self?.selected.map { ObjectIdentifier($0) } },
                set: { [weak self] key in
                    guard let self else { return }
                    if let key, let annotation = self.annotationList.first(where: { ObjectIdentifier($0) == key }) {
                        self.selectAnnotation(annotation, animated: true)
                    } else {
                        self.deselectSelected()
                    }
                })
    }

    /// The user moved the map: the region follows, and the delegate hears it once the map is at rest.
    fileprivate func userMovedMap(to region: MKCoordinateRegion, ended: Bool) {
        if !ended {
            shownRegion = region
            delegate?.mapViewDidChangeVisibleRegion(self)
            return
        }
        shownRegion = region
        if userTrackingMode != .none { userTrackingMode = .none }
        delegate?.mapView(self, regionDidChangeAnimated: false)
    }

    fileprivate var cameraBounds: MapCameraBounds? {
        cameraZoomRange.map { MapCameraBounds(minimumDistance: $0.minCenterCoordinateDistance,
                                              maximumDistance: $0.maxCenterCoordinateDistance.isFinite ? $0.maxCenterCoordinateDistance : nil) }
    }

    fileprivate var style: MapStyle {
        switch mapType {
        case .standard: .standard
        case .mutedStandard: .standard(emphasis: .muted)
        case .satellite, .satelliteFlyover: .imagery
        case .hybrid, .hybridFlyover: .hybrid
        }
    }
}

/// An `MKMapView` as SwiftUI draws it: a `Map` over its region, items and selection.
private struct MKMapViewContent: View {
    let mapView: MKMapView
    let revision: Int

    var body: some View {
        let region = Binding<MapCameraPosition>(
            get: { .region(mapView.region) },
            set: { position in if let shown = position.shownRegion { mapView.userMovedMap(to: shown, ended: false) } })
        let pan: MapInteractionModes = mapView.isScrollEnabled ? .pan : []
        let modes = pan.union(mapView.isZoomEnabled ? .zoom : [])
        let items = mapView.mapItems()
        Map<_DefaultMapContent>(source: .position(region), bounds: mapView.cameraBounds, interactionModes: modes,
                                selection: MapSelection(mapView.selectionBinding), scope: nil, collect: { items })
            .mapStyle(mapView.style)
            .mapControls { if mapView.showsScale { MapScaleView() } }
            .onMapCameraChange(frequency: .onEnd) { context in mapView.userMovedMap(to: context.region, ended: true) }
    }
}

/// Listens to the tab's location service for a map view that shows the user.
@MainActor
private final class MapViewLocationWatcher {
    private let device: DeviceLocation
    private weak var mapView: MKMapView?

    init(mapView: MKMapView) {
        self.mapView = mapView
        device = ViewGraph.currentLocation()
        device.listen(self) { [weak self] event in
            guard let mapView = self?.mapView else { return }
            switch event {
            case .fix(let fix): mapView.userMoved(to: CLLocation(fix), error: nil)
            case .failure(let failure): mapView.userMoved(to: nil, error: CLError(failure == .denied ? .denied : .locationUnknown))
            case .permission: break
            }
        }
        device.startUpdates(for: self)
    }

    deinit { device.stopListening(self) }
}
