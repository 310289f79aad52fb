import Foundation
import Trellis

/// What a view's `draw(_:)` override or an image context draws with UIKit's own drawing calls
/// — `UIColor`'s `setFill()`/`setStroke()`/`set()`, `UIBezierPath`'s `fill()`/`stroke()`,
/// `UIImage`'s `draw(in:)` — recorded while it runs, then drawn as SwiftUI paths (a view) or
/// written as SVG (an image). (Core Graphics context calls are not recorded.) As in UIKit,
/// these calls may run on any thread: each thread has its own current recording.
final class UIViewDrawingRecorder {
    enum Command {
        case fill(CGPath, Color, evenOdd: Bool)
        case stroke(CGPath, Color, StrokeStyle)
        case image(UIImage, CGRect, opacity: CGFloat = 1)
    }

    /// The recording under way on this thread (a `draw(_:)` running, an image context), if any.
    static var current: UIViewDrawingRecorder? {
        get { Thread.current.threadDictionary[currentKey] as? UIViewDrawingRecorder }
        set { Thread.current.threadDictionary[currentKey] = newValue }
    }
    private static let currentKey = "Trellis.UIKit.drawingRecorder"

    private(set) var commands: [Command] = []
    var fillColor: Color = .black
    var strokeColor: Color = .black

    /// Runs `draw` with this recording current; what it draws is kept.
    static func record(_ draw: () -> Void) -> [Command] {
        record(into: UIViewDrawingRecorder(), draw)
    }

    /// The same into `recorder`.
    static func record(into recorder: UIViewDrawingRecorder, _ draw: () -> Void) -> [Command] {
        let outer = current
        current = recorder
        defer { current = outer }
        draw()
        return recorder.commands
    }

    func append(_ command: Command) { commands.append(command) }
}

extension UIColor {
    /// The colour later fills and strokes use, in the `draw(_:)` or image context running now.
    public func set() {
        setFill()
        setStroke()
    }

    /// The colour later fills use.
    public func setFill() { UIViewDrawingRecorder.current?.fillColor = color }

    /// The colour later strokes use.
    public func setStroke() { UIViewDrawingRecorder.current?.strokeColor = color }
}

extension UIBezierPath {
    /// Fills the path with the current fill colour, in the `draw(_:)` or image context running now.
    public func fill() {
        guard let recorder = UIViewDrawingRecorder.current else { return }
        recorder.append(.fill(cgPath, recorder.fillColor, evenOdd: usesEvenOddFillRule))
    }

    /// Strokes the path with the current stroke colour and its line attributes.
    public func stroke() {
        guard let recorder = UIViewDrawingRecorder.current else { return }
        recorder.append(.stroke(cgPath, recorder.strokeColor,
                                StrokeStyle(lineWidth: lineWidth, lineCap: lineCapStyle, lineJoin: lineJoinStyle, miterLimit: miterLimit)))
    }
}

/// A view's recorded drawing, in its own coordinates.
struct UIKitRecordedDrawing: View {
    let commands: [UIViewDrawingRecorder.Command]

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(commands.indices, id: \.self) { index in
                switch commands[index] {
                case .fill(let path, let color, let evenOdd):
                    Path(path).fill(color, style: FillStyle(eoFill: evenOdd))
                case .stroke(let path, let color, let style):
                    Path(path).stroke(color, style: style)
                case .image(let image, let rect, let opacity):
                    Image(uiImage: image).resizable().frame(width: rect.width, height: rect.height)
                        .opacity(Double(opacity)).offset(x: rect.minX, y: rect.minY)
                }
            }
        }
    }
}
