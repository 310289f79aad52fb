import Foundation
import Trellis

// The "Sketch" demo (7GUIs' circle drawer): a tap on the canvas drops a dot where it
// landed (onTapGesture with a location, position), each dot pops in (a modifier
// transition); the list below selects a dot (List(selection:)), which grows.

struct SketchDot: Identifiable, Hashable {
    let id: Int
    let point: CGPoint
    let color: Color
}

/// Scales and fades a view: the look a dot pops in from.
struct PopEffect: ViewModifier {
    let scale: Double
    let opacity: Double

    func body(content: Content) -> some View {
        content.scaleEffect(scale).opacity(opacity)
    }
}

extension AnyTransition {
    /// Comes in small and faint, grows to full size.
    @MainActor static var pop: AnyTransition {
        .modifier(active: PopEffect(scale: 0.2, opacity: 0), identity: PopEffect(scale: 1, opacity: 1))
    }
}

/// A canvas to tap dots onto, and the list of them.
public struct SketchDemo: View {
    @State private var dots: [SketchDot] = []
    @State private var selection: Int?

    static let palette: [Color] = [.blue, .pink, .orange, .green, .purple]

    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .topLeading) {
                Color.secondary.opacity(0.08)
                ForEach(dots) { dot in
                    Circle()
                        .fill(dot.color)
                        .frame(width: dot.id == selection ? 36 : 22, height: dot.id == selection ? 36 : 22)
                        .position(dot.point)
                        .transition(.pop)
                        .accessibilityIdentifier("dot-\(dot.id)")
                }
                Text(dots.isEmpty ? "Tap to drop a dot" : "\(dots.count) dots")
                    .font(.footnote)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(.regularMaterial)
                    .clipShape(Capsule())
                    .padding(10)
                    .allowsHitTesting(false)
                    .accessibilityIdentifier("sketch-caption")
            }
            .frame(height: 240)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .onTapGesture { location in
                withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                    let id = (dots.last?.id ?? 0) + 1
                    dots.append(SketchDot(id: id, point: location, color: Self.palette[(id - 1) % Self.palette.count]))
                }
            }
            .accessibilityIdentifier("canvas")

            List(dots, selection: $selection) { dot in
                HStack(spacing: 10) {
                    Circle().fill(dot.color).frame(width: 12, height: 12)
                    Text("Dot \(dot.id) at \(Int(dot.point.x.rounded())), \(Int(dot.point.y.rounded()))")
                }
            }
            .frame(height: 180)

            HStack {
                Button("Clear", role: .destructive) { withAnimation { dots = []; selection = nil } }
                    .disabled(dots.isEmpty)
                Spacer()
                Text(selection.map { "Dot \($0) selected" } ?? "No dot selected")
                    .foregroundColor(.secondary)
            }
        }
    }
}
