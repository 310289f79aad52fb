import Foundation
import CoreLocation
import Trellis

/// A map: the land under a camera, with markers, annotations, the user's location and
/// overlays placed by coordinate, drawn by the layout engine in both hosts. The user pans
/// it by dragging and zooms it with a pinch or a double tap; the camera is a binding the
/// app can set. There are no map tiles here (no map service on a Linux host): the land is
/// drawn in the style's colour with lines of latitude and longitude (docs/Differences.md).
@MainActor @preconcurrency
public struct Map<Content: View>: View {
    let source: CameraSource
    let bounds: MapCameraBounds?
    let interactionModes: MapInteractionModes
    let selection: MapSelection?
    let scope: Namespace.ID?
    let showsUserLocation: Bool
    let trackingMode: Binding<MapUserTrackingMode>?
    let collect: @MainActor () -> [_MapItem]
    @State private var ownPosition: MapCameraPosition

    /// Where the camera is kept: the app's binding (of either generation) or the map's own state.
    enum CameraSource {
        case position(Binding<MapCameraPosition>)
        case own
        case region(Binding<MKCoordinateRegion>)
        case rect(Binding<MKMapRect>)
    }

    init(source: CameraSource, initial: MapCameraPosition = .automatic, bounds: MapCameraBounds?, interactionModes: MapInteractionModes,
         selection: MapSelection?, scope: Namespace.ID?, showsUserLocation: Bool = false,
         trackingMode: Binding<MapUserTrackingMode>? = nil, collect: @escaping @MainActor () -> [_MapItem]) {
        self.source = source
        self.bounds = bounds
        self.interactionModes = interactionModes
        self.selection = selection
        self.scope = scope
        self.showsUserLocation = showsUserLocation
        self.trackingMode = trackingMode
        self.collect = collect
        _ownPosition = State(initialValue: initial)
    }

    public var body: some View {
        MapSurface(position: cameraBinding, bounds: bounds, interactionModes: interactionModes, selection: selection,
                   scope: scope, items: items, userMoved: { trackingMode?.wrappedValue = .none })
    }

    private var items: [_MapItem] {
        var items = collect()
        if showsUserLocation { items.append(_MapItem(.user { _, look in AnyView(DefaultUserAnnotationContent(look: look)) })) }
        return items
    }

    /// The camera as a position, whatever keeps it. An iOS 14 map's region (or rectangle)
    /// binding follows the user's panning; following the user, it looks at the device.
    private var cameraBinding: Binding<MapCameraPosition> {
        switch source {
        case .position(let binding): return binding
        case .own: return $ownPosition
        case .region(let region):
            let following = trackingMode.map { $0.wrappedValue != .none } ?? false
            return Binding(get: { following ? .userLocation(fallback: .region(region.wrappedValue)) : .region(region.wrappedValue) },
                           set: { if let shown = $0.shownRegion { region.wrappedValue = shown } })
        case .rect(let rect):
            let following = trackingMode.map { $0.wrappedValue != .none } ?? false
            return Binding(get: { following ? .userLocation(fallback: .rect(rect.wrappedValue)) : .rect(rect.wrappedValue) },
                           set: { if let shown = $0.shownRegion { rect.wrappedValue = MKMapRect(region: shown) } })
        }
    }
}

extension MapCameraPosition {
    /// The region a user-moved or region position holds.
    var shownRegion: MKCoordinateRegion? {
        switch kind {
        case .user(let region), .region(let region): region
        case .rect(let rect): MKCoordinateRegion(rect)
        default: nil
        }
    }
}

/// The selection of a map, whatever its value's type.
struct MapSelection {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        get = { binding.wrappedValue.map { AnyHashable($0) } }
        set = { binding.wrappedValue = $0?.base as? Value }
    }
}

/// The content of an iOS 17 map (its type names what the map shows and selects).
@MainActor @preconcurrency
public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
    let content: Content
    public var body: some View { EmptyView() }
}

/// The content of an iOS 14 map with annotations.
public struct _DefaultAnnotatedMapContent<Items>: View {
    public var body: some View { EmptyView() }
}

/// The content of an iOS 14 map without annotations.
public struct _DefaultMapContent: View {
    public var body: some View { EmptyView() }
}

// MARK: iOS 17

extension Map {
    public init<C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        let built = content()
        self.init(source: .position(position), bounds: bounds, interactionModes: interactionModes, selection: nil, scope: scope,
                  collect: { Self.items(of: built) })
    }

    public init<C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                               interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                               @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        let built = content()
        self.init(source: .own, initial: initialPosition, bounds: bounds, interactionModes: interactionModes, selection: nil,
                  scope: scope, collect: { Self.items(of: built) })
    }

    public init<C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                               scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C) where Content == MapContentView<Never, C> {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope, content: content)
    }

    public init<SelectedValue: Hashable, C: MapContent>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        let built = content()
        self.init(source: .position(position), bounds: bounds, interactionModes: interactionModes,
                  selection: MapSelection(selection), scope: scope, collect: { Self.items(of: built) })
    }

    public init<SelectedValue: Hashable, C: MapContent>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                                        interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        let built = content()
        self.init(source: .own, initial: initialPosition, bounds: bounds, interactionModes: interactionModes,
                  selection: MapSelection(selection), scope: scope, collect: { Self.items(of: built) })
    }

    public init<SelectedValue: Hashable, C: MapContent>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                                        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
                                                        @MapContentBuilder content: () -> C)
    where Content == MapContentView<SelectedValue, C> {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, selection: selection,
                  scope: scope, content: content)
    }

    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil)
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }

    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }

    public init(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }

    public init<SelectedValue: Hashable>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                         selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil)
    where Content == MapContentView<SelectedValue, EmptyMapContent> {
        self.init(bounds: bounds, interactionModes: interactionModes, selection: selection, scope: scope) { EmptyMapContent() }
    }

    @MainActor static func items(of content: some MapContent) -> [_MapItem] {
        var items: [_MapItem] = []
        content._collectMapItems(into: &items)
        return items
    }
}

// MARK: iOS 14

extension Map {
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil)
    where Content == _DefaultMapContent {
        self.init(source: .region(coordinateRegion), bounds: nil, interactionModes: interactionModes, selection: nil, scope: nil,
                  showsUserLocation: showsUserLocation, trackingMode: userTrackingMode, collect: { [] })
    }

    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init(mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>? = nil) where Content == _DefaultMapContent {
        self.init(source: .rect(mapRect), bounds: nil, interactionModes: interactionModes, selection: nil, scope: nil,
                  showsUserLocation: showsUserLocation, trackingMode: userTrackingMode, collect: { [] })
    }

    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(source: .region(coordinateRegion), bounds: nil, interactionModes: interactionModes, selection: nil, scope: nil,
                  showsUserLocation: showsUserLocation, trackingMode: userTrackingMode,
                  collect: { annotationItems.map { annotationContent($0)._mapItem() } })
    }

    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use Map initializers that take a MapContentBuilder instead.")
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(source: .rect(mapRect), bounds: nil, interactionModes: interactionModes, selection: nil, scope: nil,
                  showsUserLocation: showsUserLocation, trackingMode: userTrackingMode,
                  collect: { annotationItems.map { annotationContent($0)._mapItem() } })
    }
}
