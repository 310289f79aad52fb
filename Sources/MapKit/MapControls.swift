import Foundation
import CoreLocation
@_spi(TrellisHost) import Trellis

// What a map's modifiers put in the environment (its style, camera observers, controls,
// a reader's proxy, scopes), the controls themselves, and `MapReader`.

/// Used on the main actor only (in views' environments).
struct MapCameraHandler: @unchecked Sendable {
    let frequency: MapCameraUpdateFrequency
    let action: (MapCameraUpdateContext) -> Void
}

private struct MapStyleKey: EnvironmentKey { static let defaultValue = MapStyle.standard }
private struct MapCameraHandlersKey: EnvironmentKey { static let defaultValue: [MapCameraHandler] = [] }
private struct MapControlsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }
private struct MapControlContextKey: EnvironmentKey { static let defaultValue: MapControlContext? = nil }
private struct MapProxyBoxKey: EnvironmentKey { static let defaultValue: MapProxyBox? = nil }
private struct MapScopesKey: EnvironmentKey { static let defaultValue: MapScopes? = nil }

extension EnvironmentValues {
    var mapStyleValue: MapStyle {
        get { self[MapStyleKey.self] }
        set { self[MapStyleKey.self] = newValue }
    }
    var mapCameraHandlers: [MapCameraHandler] {
        get { self[MapCameraHandlersKey.self] }
        set { self[MapCameraHandlersKey.self] = newValue }
    }
    var mapControlsContent: AnyView? {
        get { self[MapControlsKey.self] }
        set { self[MapControlsKey.self] = newValue }
    }
    var mapControlContext: MapControlContext? {
        get { self[MapControlContextKey.self] }
        set { self[MapControlContextKey.self] = newValue }
    }
    var mapProxyBox: MapProxyBox? {
        get { self[MapProxyBoxKey.self] }
        set { self[MapProxyBoxKey.self] = newValue }
    }
    var mapScopes: MapScopes? {
        get { self[MapScopesKey.self] }
        set { self[MapScopesKey.self] = newValue }
    }
}

extension View {
    /// How maps inside look (see `MapStyle`).
    @MainActor @preconcurrency public func mapStyle(_ value: MapStyle) -> some View {
        environment(\.mapStyleValue, value)
    }

    /// The controls maps inside show, at their top trailing corner.
    @MainActor @preconcurrency public func mapControls(@ViewBuilder _ content: () -> some View) -> some View {
        environment(\.mapControlsContent, AnyView(content()))
    }

    /// Whether a map control shows (`.hidden` hides it; `.visible` and `.automatic` show it).
    @MainActor @preconcurrency public func mapControlVisibility(_ visibility: Visibility) -> some View {
        opacity(visibility == .hidden ? 0 : 1).disabled(visibility == .hidden)
    }

    /// Runs `action` with where the camera of maps inside looks: when the map first shows
    /// and, by `frequency`, as the camera moves or once it comes to rest.
    @MainActor @preconcurrency public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                                              _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View {
        modifier(MapCameraChangeModifier(handler: MapCameraHandler(frequency: frequency, action: action)))
    }

    @MainActor @preconcurrency public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                                              _ action: @escaping () -> Void) -> some View {
        onMapCameraChange(frequency: frequency) { (_: MapCameraUpdateContext) in action() }
    }

    /// Lets map controls inside, given `scope`, work the map made with the same scope.
    @MainActor @preconcurrency public func mapScope(_ scope: Namespace.ID) -> some View {
        modifier(MapScopeModifier())
    }
}

/// Adds a camera observer to those of the views inside.
private struct MapCameraChangeModifier: ViewModifier {
    let handler: MapCameraHandler
    @Environment(\.mapCameraHandlers) private var handlers
    func body(content: Content) -> some View { content.environment(\.mapCameraHandlers, handlers + [handler]) }
}

/// Keeps, for the views inside, which map answers to which scope.
private struct MapScopeModifier: ViewModifier {
    @StateObject private var scopes = MapScopes()
    func body(content: Content) -> some View { content.environment(\.mapScopes, scopes) }
}

/// The maps of a `mapScope`, by scope, as their controls reach them.
@MainActor
final class MapScopes: ObservableObject {
    @Published private(set) var contexts: [Namespace.ID: MapControlContext] = [:]

    func register(_ context: MapControlContext, for scope: Namespace.ID) {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.contexts[scope] = context }
        }
    }
}

/// What a control knows of its map: the view's projection, and how to show the user.
struct MapControlContext: @unchecked Sendable {
    let projection: MapProjection
    let showUserLocation: @MainActor () -> Void
}

/// Finds a control's map: the one it is drawn over, or its scope's.
private struct MapControlHost<Content: View>: View {
    let scope: Namespace.ID?
    @ViewBuilder let content: (MapControlContext) -> Content
    @Environment(\.mapControlContext) private var own
    @Environment(\.mapScopes) private var scopes

    var body: some View {
        if let own {
            content(own)
        } else if let scope, let scopes {
            ScopedMapControl(scopes: scopes, scope: scope, content: content)
        }
    }
}

private struct ScopedMapControl<Content: View>: View {
    @ObservedObject var scopes: MapScopes
    let scope: Namespace.ID
    let content: (MapControlContext) -> Content

    var body: some View {
        if let context = scopes.contexts[scope] { content(context) }
    }
}

/// A button that moves the map to the device's position (asking for permission first, as
/// iOS's does, when nobody has been asked).
@MainActor @preconcurrency
public struct MapUserLocationButton: View {
    let scope: Namespace.ID?
    public init(scope: Namespace.ID? = nil) { self.scope = scope }

    public var body: some View {
        MapControlHost(scope: scope) { context in
            Button(action: context.showUserLocation) {
                Image(systemName: "location").font(.system(size: 17, weight: .medium)).frame(width: 44, height: 44)
            }
            .accessibilityLabel("Show my location")
            .buttonStyle(.plain)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

/// The compass iOS shows while a map is turned from north: maps here stay north-up, so
/// it never shows.
@MainActor @preconcurrency
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The toggle between a flat and a tilted map: maps here are flat, so it never shows.
@MainActor @preconcurrency
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// A scale bar: a round distance in the locale's units and a bar that long on the map.
@MainActor @preconcurrency
public struct MapScaleView: View {
    let scope: Namespace.ID?
    let anchorEdge: HorizontalEdge

    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {
        self.anchorEdge = anchorEdge
        self.scope = scope
    }

    public var body: some View {
        MapControlHost(scope: scope) { context in
            let (length, label) = Self.bar(metresPerPoint: context.projection.metresPerPoint, maximum: 100,
                                           metric: Locale.current.measurementSystem != .us)
            VStack(alignment: anchorEdge == .leading ? .leading : .trailing, spacing: 2) {
                Text(label).font(.caption2.weight(.semibold))
                Rectangle().fill(Color.primary).frame(width: length, height: 3)
            }
        }
    }

    /// The longest round distance (1, 2 or 5 times a power of ten) whose bar fits `maximum`
    /// points, and its label.
    static func bar(metresPerPoint: Double, maximum: Double, metric: Bool) -> (CGFloat, String) {
        let unit = metric ? 1.0 : 0.3048
        let fits = maximum * metresPerPoint / unit
        var step = pow(10, floor(log10(max(fits, 1e-3))))
        for factor in [5.0, 2.0, 1.0] where step * factor <= fits {
            step *= factor
            break
        }
        let length = CGFloat(step * unit / metresPerPoint)
        let label: String
        if metric {
            label = step >= 1000 ? "\(Self.format(step / 1000)) km" : "\(Self.format(step)) m"
        } else {
            label = step >= 5280 ? "\(Self.format(step / 5280)) mi" : "\(Self.format(step)) ft"
        }
        return (length, label)
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}

// MARK: MapReader

/// Gives its content a proxy that converts between points and coordinates on the map
/// inside it.
@MainActor @preconcurrency
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    @State private var box = MapProxyBox()

    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }

    public var body: some View {
        content(MapProxy(box: box)).environment(\.mapProxyBox, box)
    }
}

/// Where a reader's map was last drawn: its projection and its geometry.
final class MapProxyBox: @unchecked Sendable {
    private(set) var projection: MapProjection?
    private(set) var geometry: GeometryProxy?

    func update(projection: MapProjection, geometry: GeometryProxy) {
        self.projection = projection
        self.geometry = geometry
    }
}

/// Converts between points in a coordinate space and coordinates on a `MapReader`'s map
/// (nil before the map is drawn).
public struct MapProxy {
    let box: MapProxyBox

    @MainActor public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
        guard let projection = box.projection, let geometry = box.geometry else { return nil }
        let frame = geometry.frame(in: space)
        return projection.coordinate(at: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }

    @MainActor public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let projection = box.projection, let geometry = box.geometry else { return nil }
        let frame = geometry.frame(in: space)
        let point = projection.point(for: coordinate)
        return CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
    }

    /// The camera that shows `region` whole.
    public func camera(framing region: MKCoordinateRegion) -> MapCamera { MapCamera(region: region) }
    public func camera(framing rect: MKMapRect) -> MapCamera { MapCamera(region: MKCoordinateRegion(rect)) }
    public func camera(framing item: MKMapItem, allowPitch: Bool = true) -> MapCamera {
        MapCamera(centerCoordinate: item.placemark.coordinate, distance: 1000)
    }
}
