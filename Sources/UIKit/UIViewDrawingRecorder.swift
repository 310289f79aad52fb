import Foundation
import Trellis

/// What a view's `draw(_:)` override draws with UIKit's own drawing calls — `UIColor`'s
/// `setFill()`/`setStroke()`/`set()` and `UIBezierPath`'s `fill()`/`stroke()` — recorded while
/// it runs, then drawn as SwiftUI paths. (Core Graphics context calls are not recorded.)
@MainActor
final class UIViewDrawingRecorder {
    enum Command {
        case fill(CGPath, Color, evenOdd: Bool)
        case stroke(CGPath, Color, StrokeStyle)
    }

    /// The recording under way (a `draw(_:)` running), if any.
    static var current: UIViewDrawingRecorder?

    private(set) var commands: [Command] = []
    var fillColor: Color = .black
    var strokeColor: Color = .black

    /// Runs `draw` with this recording current; what it draws is kept.
    static func record(_ draw: () -> Void) -> [Command] {
        let recorder = UIViewDrawingRecorder()
        let outer = current
        current = recorder
        defer { current = outer }
        draw()
        return recorder.commands
    }

    func append(_ command: Command) { commands.append(command) }
}

extension UIColor {
    /// The colour later fills and strokes in this view's `draw(_:)` use.
    @MainActor public func set() {
        setFill()
        setStroke()
    }

    /// The colour later fills in this view's `draw(_:)` use.
    @MainActor public func setFill() { UIViewDrawingRecorder.current?.fillColor = color }

    /// The colour later strokes in this view's `draw(_:)` use.
    @MainActor public func setStroke() { UIViewDrawingRecorder.current?.strokeColor = color }
}

extension UIBezierPath {
    /// Fills the path with the current fill colour, in the `draw(_:)` running now.
    @MainActor public func fill() {
        guard let recorder = UIViewDrawingRecorder.current else { return }
        recorder.append(.fill(cgPath, recorder.fillColor, evenOdd: usesEvenOddFillRule))
    }

    /// Strokes the path with the current stroke colour and its line attributes.
    @MainActor public func stroke() {
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
                }
            }
        }
    }
}
