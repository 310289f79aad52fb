import Foundation
import Trellis

// The "Scroll watcher" demo (iOS 18's scroll observation): a header that follows how far
// the list is scrolled, whether it is moving and which rows are in sight, and a button back
// to the top that shows once the list has scrolled past its first screen.

/// Sixty rows in a scroll view watched by `onScrollGeometryChange` and `onScrollPhaseChange`;
/// each row watches whether half of it is in sight (`onScrollVisibilityChange`).
public struct ScrollWatchDemo: View {
    @State private var offset: CGFloat = 0
    @State private var phase = ScrollPhase.idle
    @State private var settled = 0
    @State private var inSight: Set<Int> = []

    public init() {}

    public var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 8) {
                Text("Scrolled \(Int(offset)) points").font(.headline)
                Text(phase.isScrolling ? "Moving" : "Still, settled \(settled) times").foregroundColor(.secondary)
                Text(inSight.isEmpty ? "No row in sight" : "In sight: rows \(inSight.min()! + 1)–\(inSight.max()! + 1)")
                if offset > 300 {
                    Button("Back to top") { withAnimation { proxy.scrollTo(0, anchor: .top) } }
                }
                ScrollView {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<60, id: \.self) { row in
                            Text("Row \(row + 1)")
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                                .id(row)
                                .onScrollVisibilityChange { visible in
                                    if visible { inSight.insert(row) } else { inSight.remove(row) }
                                }
                        }
                    }
                }
                .frame(height: 360)
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in offset = new }
                .onScrollPhaseChange { old, new in
                    phase = new
                    if old.isScrolling && !new.isScrolling { settled += 1 }
                }
            }
            .padding()
        }
    }
}
