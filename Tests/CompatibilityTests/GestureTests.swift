// Swift 5 language mode, `import SwiftUI`: gesture values, @GestureState and the
// gesture modifiers as apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero
    @State private var dismissed = false
    @State private var changes = 0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            if !dismissed {
                Text("Card")
                    .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                    .gesture(
                        DragGesture(minimumDistance: 5)
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onChanged { _ in changes += 1 }
                            .onEnded { value in
                                if abs(value.translation.width) > 100 { dismissed = true } else { position.width += value.translation.width }
                            }
                    )
            }
            Text("Offset \(Int(dragOffset.width)) position \(Int(position.width)) changes \(changes) \(dismissed ? "dismissed" : "")")
            Text("Double")
                .gesture(TapGesture(count: 2).onEnded { log.append("double") })
            Text("Hold")
                .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { finished in log.append("held \(finished)") })
            Text("Log \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct GestureTests {
    @Test func aDragUpdatesGestureStateWhileItGoesOnAndEndsWithItsTranslation() throws {
        let host = ViewHost(DraggableCard())
        let card = try host.find(text: "Card")
        try card.drag(by: CGSize(width: 40, height: 0))
        // The gesture state went back to its initial value; the end moved the card.
        try host.find(text: "Offset 0 position 40 changes 2 ")
        let moved = try #require(host.findAll(kind: .text).first { $0.text == "Card" })
        #expect(moved[property: "offset"] == .transform(.offset(x: 40, y: 0)))
        try host.find(text: "Card").drag(by: CGSize(width: -150, height: 10))
        try host.find(text: "Offset 0 position 40 changes 4 dismissed")
        #expect(!host.contains(text: "Card"))
    }

    @Test func gestureStateFollowsTheDragBeforeItEnds() throws {
        let host = ViewHost(DraggableCard())
        let area = try #require(host.findAll(kind: .gestureArea).first { $0[property: "drag"] != nil })
        host.graph.send(HostEvent(element: area.element.id, kind: .drag(DragSample(startX: 10, startY: 10, x: 35, y: 10, ended: false))))
        try host.find(text: "Offset 25 position 0 changes 1 ")
    }

    @Test func tapAndLongPressGesturesRunTheirEndedActions() throws {
        let host = ViewHost(DraggableCard())
        try host.find(text: "Double").tap()
        try host.find(text: "Hold").longPress()
        try host.find(text: "Log double,held true")
        #expect(throws: ViewHostError.self) { try host.find(text: "Double").drag(by: CGSize(width: 5, height: 5)) }
    }
}

/// Composed gestures as apps write them: press-then-drag to move, a pinch-free
/// simultaneous pair, a double tap that wins over a single one.
struct ComposedGestures: View {
    enum DragState {
        case inactive, pressing, dragging(CGSize)
        var translation: CGSize { if case .dragging(let t) = self { return t } else { return .zero } }
        var isActive: Bool { if case .inactive = self { return false } else { return true } }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var moved = CGSize.zero
    @State private var log: [String] = []

    var body: some View {
        let pressThenDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, _ in
                switch value {
                case .first(true): state = .pressing
                case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
                default: state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                moved.width += drag.translation.width
            }
        return VStack {
            Text("Piece").gesture(pressThenDrag)
            Text("State \(dragState.isActive ? "active" : "idle") \(Int(dragState.translation.width)) moved \(Int(moved.width))")
            Text("Both")
                .gesture(TapGesture().simultaneously(with: LongPressGesture()).onEnded { value in
                    log.append(value.first != nil ? "tap" : "press")
                })
            Text("Taps")
                .gesture(TapGesture(count: 2).onEnded { log.append("double") }
                    .exclusively(before: DragGesture().map { $0.translation.width }.onEnded { log.append("dragged \(Int($0))") }))
            Text("Any").gesture(AnyGesture(TapGesture().map { "any" }).onEnded { log.append($0) })
            Text("Log \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct ComposedGestureTests {
    @Test func aSequencedLongPressThenDragMovesThePieceAndResetsItsState() throws {
        let host = ViewHost(ComposedGestures())
        try host.find(text: "Piece").longPress()
        // The press ended the first gesture; the sequence waits for the drag.
        try host.find(text: "State active 0 moved 0")
        let area = try #require(host.findAll(kind: .gestureArea).first { $0[property: "drag"] != nil && $0[property: "longPress"] != nil })
        host.graph.send(HostEvent(element: area.element.id, kind: .drag(DragSample(startX: 0, startY: 0, x: 30, y: 0, ended: false))))
        try host.find(text: "State active 30 moved 0")
        try host.find(text: "Piece").drag(by: CGSize(width: 60, height: 0))
        try host.find(text: "State idle 0 moved 60")
    }

    @Test func simultaneousGesturesReportWhichPartMoved() throws {
        let host = ViewHost(ComposedGestures())
        try host.find(text: "Both").tap()
        try host.find(text: "Both").longPress()
        try host.find(text: "Log tap,press")
    }

    @Test func exclusiveMappedAndTypeErasedGesturesCarryTheirValues() throws {
        let host = ViewHost(ComposedGestures())
        try host.find(text: "Taps").tap()
        try host.find(text: "Taps").drag(by: CGSize(width: 25, height: 4))
        try host.find(text: "Any").tap()
        try host.find(text: "Log double,dragged 25,any")
        let taps = try #require(host.findAll(kind: .gestureArea).first { $0[property: "tapCount"] == .number(2) })
        #expect(taps[property: "drag"] == .number(10))
    }
}
