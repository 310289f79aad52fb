import Foundation
import CoreLocation
import UIKit
import Trellis

/// How an annotation view is being dragged.
extension MKAnnotationView {
    public enum DragState: UInt, Sendable {
        case none = 0, starting, dragging, canceling, ending
    }

    public enum CollisionMode: Int, Sendable {
        case rectangle = 0, circle, none
    }
}

/// The view an `MKMapView` draws an annotation with: its `image` (centred on the
/// coordinate, moved by `centerOffset`), its subviews, and when selected with
/// `canShowCallout`, a callout with the annotation's title, subtitle and right accessory.
@MainActor
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)? { didSet { setNeedsDisplay() } }
    public let reuseIdentifier: String?
    open var image: UIImage? { didSet { setNeedsDisplay() } }
    open var centerOffset: CGPoint = .zero { didSet { setNeedsDisplay() } }
    open var calloutOffset: CGPoint = .zero
    open var canShowCallout = false { didSet { setNeedsDisplay() } }
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected = false { didSet { setNeedsDisplay() } }
    open var isDraggable = false
    open var dragState: DragState = .none
    open var leftCalloutAccessoryView: UIView? { didSet { setNeedsDisplay() } }
    open var rightCalloutAccessoryView: UIView? { didSet { setNeedsDisplay() } }
    open var detailCalloutAccessoryView: UIView? { didSet { setNeedsDisplay() } }
    /// Kept: every annotation shows here (nothing competes for room).
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var collisionMode: CollisionMode = .rectangle
    /// Kept: annotations are not clustered here.
    open var clusteringIdentifier: String?
    open var zPriority: Float = 0
    /// The map that shows this view (for its callout's accessory).
    weak var mapView: MKMapView?

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }

    /// What the map draws for this view, its anchor (the coordinate) marked by the leading
    /// and top alignment guides.
    func drawing(look: _MapItemLook) -> AnyView {
        var look = look
        look.selected = look.selected || isSelected
        return AnyView(VStack(spacing: 4) {
            if isSelected, canShowCallout { callout }
            body(look: look)
        }
        .opacity(alpha))
    }

    /// The map draws this view: a change redraws the map.
    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        mapView?.setNeedsDisplay()
    }

    /// The view itself, its centre on the coordinate (moved by `centerOffset`).
    func body(look: _MapItemLook) -> AnyView {
        let size = image.map { $0.size } ?? frame.size
        let offset = centerOffset
        return AnyView(ZStack {
            if let image { Image(uiImage: image) }
            if !subviews.isEmpty { HostedAnnotationView(view: self).frame(width: frame.width, height: frame.height) }
        }
        .alignmentGuide(HorizontalAlignment.leading) { _ in size.width / 2 - offset.x }
        .alignmentGuide(VerticalAlignment.top) { _ in size.height / 2 - offset.y })
    }

    /// The bubble over a selected view: the annotation's title and subtitle, and a button
    /// for the right accessory when it is a control.
    private var callout: some View {
        HStack(spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                if let title = annotation?.title ?? nil { Text(title).font(.subheadline.weight(.semibold)) }
                if let subtitle = annotation?.subtitle ?? nil { Text(subtitle).font(.caption).foregroundStyle(.secondary) }
            }
            if let control = rightCalloutAccessoryView as? UIControl {
                Button {
                    guard let mapView = self.mapView else { return }
                    mapView.delegate?.mapView(mapView, annotationView: self, calloutAccessoryControlTapped: control)
                } label: {
                    Image(systemName: "info.circle")
                }
                .accessibilityLabel("More Info")
            }
        }
        .padding(8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        .fixedSize()
    }
}

/// An annotation view's subviews, drawn by UIKit's drawing.
private struct HostedAnnotationView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A balloon, as iOS 11 and later draw annotations: tinted (red unless `markerTintColor`),
/// holding `glyphText`, `glyphImage` or a pin, with the annotation's title under it.
@MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphTintColor: UIColor? { didSet { setNeedsDisplay() } }
    open var glyphText: String? { didSet { setNeedsDisplay() } }
    open var glyphImage: UIImage? { didSet { setNeedsDisplay() } }
    open var selectedGlyphImage: UIImage?
    open var titleVisibility: MKFeatureVisibility = .adaptive { didSet { setNeedsDisplay() } }
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    /// Accepted: balloons do not drop in here.
    open var animatesWhenAdded = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func body(look: _MapItemLook) -> AnyView {
        var look = look
        if let markerTintColor { look.tint = AnyShapeStyle(Color(uiColor: markerTintColor)) }
        if titleVisibility == .hidden { look.titles = .hidden }
        let glyph: MarkerGlyph = if let glyphText, !glyphText.isEmpty {
            .monogram(Text(glyphText))
        } else if let glyphImage = (isSelected ? selectedGlyphImage : nil) ?? glyphImage {
            .uiImage(glyphImage)
        } else {
            .pin
        }
        let title = (annotation?.title ?? nil).map { AnyView(Text($0)) }
        return AnyView(MarkerBalloon(glyph: glyph, title: title, look: look))
    }
}

/// Whether a marker's title shows.
public enum MKFeatureVisibility: Int, Sendable {
    case adaptive = 0, hidden, visible
}

/// A pin, as iOS drew annotations before markers (red unless `pinTintColor`).
@available(iOS, deprecated: 16.0, message: "Use MKMarkerAnnotationView instead")
@MainActor
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor! { didSet { setNeedsDisplay() } }
    /// Accepted: pins do not drop in here.
    open var animatesDrop = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func redPinColor() -> UIColor { .systemRed }
    open class func greenPinColor() -> UIColor { .systemGreen }
    open class func purplePinColor() -> UIColor { .systemPurple }

    override func body(look: _MapItemLook) -> AnyView {
        let head = pinTintColor.map { Color(uiColor: $0) } ?? .red
        return AnyView(PinShape(head: head))
    }
}

/// A pin stuck in the map, its point on the coordinate.
struct PinShape: View {
    let head: Color
    var body: some View {
        VStack(spacing: 0) {
            Circle().fill(head).overlay(Circle().strokeBorder(Color.white, lineWidth: 1)).frame(width: 14, height: 14)
            Rectangle().fill(Color.gray).frame(width: 2, height: 14)
        }
        .anchored(at: .bottom)
    }
}

// MARK: Overlay renderers

/// Draws an overlay on an `MKMapView`. The base class draws nothing (a renderer of the
/// app's own that draws with Core Graphics in `draw(_:zoomScale:in:)` is not called here).
@MainActor
open class MKOverlayRenderer: NSObject {
    public let overlay: any MKOverlay
    open var alpha: CGFloat = 1
    open var contentScaleFactor: CGFloat { 1 }
    open var blendMode: CGBlendMode = .normal

    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    open func setNeedsDisplay() {}

    func mapItems() -> [_MapItem] { [] }
}

/// A renderer that strokes and fills a path: lines, polygons, circles.
@MainActor
open class MKOverlayPathRenderer: MKOverlayRenderer {
    open var fillColor: UIColor?
    open var strokeColor: UIColor?
    /// Zero (the default) draws the thinnest line, a point.
    open var lineWidth: CGFloat = 0
    open var lineJoin: CGLineJoin = .round
    open var lineCap: CGLineCap = .round
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    open var shouldRasterize = false

    func styled(_ shape: _MapItem.Shape) -> _MapItem {
        var item = _MapItem(shape)
        item.look.stroke = AnyShapeStyle((strokeColor.map { Color(uiColor: $0) } ?? .clear).opacity(alpha))
        item.look.fill = AnyShapeStyle((fillColor.map { Color(uiColor: $0) } ?? .clear).opacity(alpha))
        item.look.strokeStyle = StrokeStyle(lineWidth: max(lineWidth, 1), lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                            dash: lineDashPattern?.map { CGFloat($0.doubleValue) } ?? [], dashPhase: lineDashPhase)
        return item
    }
}

@MainActor
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public let polyline: MKPolyline
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    public init(polyline: MKPolyline) {
        self.polyline = polyline
        super.init(overlay: polyline)
    }

    public override convenience init(overlay: any MKOverlay) {
        self.init(polyline: overlay as? MKPolyline ?? MKPolyline(coordinates: [], count: 0))
    }

    override func mapItems() -> [_MapItem] {
        let coordinates = polyline.coordinates
        let first = Int((CGFloat(coordinates.count - 1) * strokeStart).rounded(.down))
        let last = Int((CGFloat(coordinates.count - 1) * strokeEnd).rounded(.up))
        guard coordinates.count > 1, first < last else { return [] }
        return [styled(.polyline(Array(coordinates[max(0, first)...min(coordinates.count - 1, last)])))]
    }
}

@MainActor
open class MKPolygonRenderer: MKOverlayPathRenderer {
    public let polygon: MKPolygon

    public init(polygon: MKPolygon) {
        self.polygon = polygon
        super.init(overlay: polygon)
    }

    public override convenience init(overlay: any MKOverlay) {
        self.init(polygon: overlay as? MKPolygon ?? MKPolygon(coordinates: [], count: 0))
    }

    override func mapItems() -> [_MapItem] { [styled(.polygon(polygon.coordinates))] }
}

@MainActor
open class MKCircleRenderer: MKOverlayPathRenderer {
    public let circle: MKCircle

    public init(circle: MKCircle) {
        self.circle = circle
        super.init(overlay: circle)
    }

    public override convenience init(overlay: any MKOverlay) {
        self.init(circle: overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0))
    }

    override func mapItems() -> [_MapItem] { [styled(.circle(circle.coordinate, radius: circle.radius))] }
}
