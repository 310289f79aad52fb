// Swift 5 language mode, `import SwiftUI`: spellings real apps use that did not build
// (issue 42), each checked for what it does, not only that it compiles.
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

private struct OldSliders: View {
    @State private var volume = 0.5
    @State private var speed = 10.0
    @State private var editing = false

    var body: some View {
        VStack {
            // iOS 13's order: value labels as values, the label closure last.
            Slider(value: $volume, in: 0...1, onEditingChanged: { editing = $0 },
                   minimumValueLabel: Text("quiet"), maximumValueLabel: Text("loud")) { Text("Volume") }
            Slider(value: $speed, in: 0...100, step: 5, onEditingChanged: { _ in }) { Text("Speed") }
            // The label-first form still wins for a trailing closure.
            Slider(value: $volume) { Text("Again") }
            Text("volume \(volume, specifier: "%.2f") speed \(Int(speed))")
        }
    }
}

private struct PressMeter: View {
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Hold")
                .onLongPressGesture(minimumDuration: 1) { pressing in
                    log.append(pressing ? "down" : "up")
                } perform: {
                    log.append("done")
                }
            Text("log \(log.joined(separator: ","))")
        }
    }
}

private struct StyledShapes: View {
    var body: some View {
        VStack {
            Circle().fill(.blue.gradient.opacity(0.5))
            Rectangle().fill(.tint.opacity(0.25))
            Capsule().fill(.opacity(0.5))
            Text("Badge").padding().background(.red.opacity(0.2), in: .capsule)
            Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
            Button("Rounded") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3))
            Text("Clipped").padding().background(.yellow).clipShape(.buttonBorder)
            Image(systemName: "heart").contentTransition(.symbolEffect(.replace))
            Image(systemName: "star").contentTransition(.symbolEffect(.replace.downUp, options: .speed(2)))
        }
    }
}

private struct Chatty: View {
    @State private var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Button("Count \(count)") { count += 1 }
    }
}

private struct Searching: View {
    @State private var query = ""
    @State private var note = ""
    @State private var submitted: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Text("submitted \(submitted.joined(separator: ","))")
                TextField("Note", text: $note)
            }
            .searchable(text: $query, prompt: "Find")
            .onSubmit(of: .search) { submitted.append("search \(query)") }
            .onSubmit { submitted.append("text") }
        }
    }
}

/// A reader in a vertical scroll view inside a horizontal one, measuring itself in each.
private struct ScrollSpaces: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.gray.frame(width: 40)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: 30)
                        GeometryReader { proxy in
                            let vertical = proxy.frame(in: .scrollView(axis: .vertical))
                            let horizontal = proxy.frame(in: .scrollView(axis: .horizontal))
                            let nearest = proxy.frame(in: .scrollView)
                            Text("v \(Int(vertical.minX)),\(Int(vertical.minY)) h \(Int(horizontal.minX)),\(Int(horizontal.minY)) n \(Int(nearest.minY))")
                        }
                        .frame(width: 100, height: 20)
                    }
                }
                .frame(width: 200)
            }
        }
        .padding(.top, 50)
        .foregroundStyle(.white, .red)
    }
}

private struct MaskedTaps: View {
    @State private var taps: [String] = []
    var body: some View {
        VStack {
            Text("Off").gesture(TapGesture().onEnded { taps.append("off") }, including: .subviews)
            Text("On").gesture(TapGesture().onEnded { taps.append("on") }, including: .gesture)
            Text("taps \(taps.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct RealCodeSpellingsTests {
    @Test func aGestureMaskWithoutTheGestureTurnsItOff() throws {
        let host = ViewHost(MaskedTaps())
        #expect(throws: ViewHostError.self) { try host.find(text: "Off").tap() }
        try host.find(text: "On").tap()
        try host.find(text: "taps on")
    }

    @Test func framesInTheNearestScrollViewAlongAnAxis() throws {
        let host = ViewHost(ScrollSpaces())
        // The vertical scroll view starts 40 in; the reader is centred in its 200-wide column
        // (50 in) and 30 down. The horizontal one holds both, at the window's edge.
        #expect(host.contains(text: "v 50,30 h 90,30 n 30"), "\(host.render())")
    }

    @Test func submittingTheSearchFieldRunsTheSearchActionsOnly() throws {
        let host = ViewHost(Searching())
        try host.find(textField: "Find").setText("kiwi")
        try host.find(textField: "Find").submit()
        try host.find(text: "submitted search kiwi")
        try host.find(textField: "Note").submit()
        try host.find(text: "submitted search kiwi,text")
    }

    @Test func slidersInTheOldArgumentOrderWork() throws {
        let host = ViewHost(OldSliders())
        try host.find(slider: "Volume").setValue(0.25)
        try host.find(slider: "Speed").setValue(42)
        try host.find(text: "volume 0.25 speed 40")                // snapped to the step
        #expect(host.contains(text: "quiet") && host.contains(text: "loud"))
        try host.find(slider: "Again").setValue(0.75)
        try host.find(text: "volume 0.75 speed 40")
    }

    @Test func aLongPressReportsItsPressing() throws {
        let host = ViewHost(PressMeter())
        try host.find(text: "Hold").longPress()
        try host.find(text: "log down,up,done")
        try host.find(text: "Hold").pressAndRelease()
        try host.find(text: "log down,up,done,down,up")              // let go too soon: no action
    }

    @Test func shapeStylesAtAnOpacity() throws {
        let host = ViewHost(StyledShapes())
        let shapes = host.findAll(kind: .shape)
        #expect(shapes.count == 4)                                   // three, and the badge's capsule
        // A faded gradient stays a gradient, each colour at half.
        guard case .gradient(let paint)? = shapes[0].element.properties[.fillGradient] else {
            Issue.record("the circle has no gradient: \(shapes[0].element.properties)")
            return
        }
        #expect(paint.stops.allSatisfy { abs($0.color.opacity - 0.5) < 0.01 })
        let capsule = try host.find(button: "Capsule")
        #expect(capsule.element.properties[.buttonBorderShape] == .string("capsule"))
        let rounded = try host.find(button: "Rounded")
        #expect(rounded.element.properties[.buttonBorderShape] == .number(3))
    }

    @Test func buttonBorderIsAShape() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(ButtonBorderShape.capsule.path(in: rect) == Capsule().path(in: rect))
        #expect(ButtonBorderShape.roundedRectangle(radius: 3).path(in: rect) == RoundedRectangle(cornerRadius: 3).path(in: rect))
        #expect(ButtonBorderShape.circle.inset(by: 5).path(in: rect) == Circle().path(in: rect.insetBy(dx: 5, dy: 5)))
    }

    @Test func printChangesSaysWhyABodyRuns() throws {
        let printed = try capturingStandardOutput {
            let host = ViewHost(Chatty())
            try host.find(button: "Count 0").tap()
            try host.find(button: "Count 1")
        }
        #expect(printed.contains("Chatty: @self, @identity changed.\nChatty: @dependencies changed."))
    }
}

/// What `body` printed (the process's standard output, pointed at a file meanwhile).
private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)").path
    fflush(stdout)
    let saved = dup(STDOUT_FILENO)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    dup2(file, STDOUT_FILENO)
    close(file)
    defer {
        fflush(stdout)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try? FileManager.default.removeItem(atPath: path)
    }
    try body()
    fflush(stdout)
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}
