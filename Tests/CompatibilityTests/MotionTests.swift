// Swift 5 language mode, `import SwiftUI`: Animatable shapes and effects,
// matchedGeometryEffect and contentTransition as apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

/// A wave whose phase animates: SwiftUI interpolates `phase` frame by frame.
struct Wave: Shape {
    var phase: Double
    var strength: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, strength) }
        set {
            phase = newValue.first
            strength = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: rect.midY))
        for x in stride(from: 0.0, through: Double(rect.width), by: 25) {
            let y = Double(rect.midY) + sin(x / 25 + phase) * strength
            path.addLine(to: CGPoint(x: x, y: y))
        }
        return path
    }
}

/// The classic shake: an offset that swings `shakes` times as the value animates.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
    }
}

struct Dimmed: AnimatableModifier {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.opacity(1 - amount) }
}

struct MotionScreen: View {
    @State private var phase = 0.0
    @State private var progress = 0.25
    @State private var attempts = 0
    @State private var expanded = false
    @State private var score = 7
    @Namespace private var hero
    @Namespace private var other

    var body: some View {
        VStack {
            Wave(phase: phase, strength: 10).stroke(.blue, lineWidth: 2).frame(width: 100, height: 40)
            Circle().trim(from: 0, to: progress).stroke(.green, lineWidth: 4)
            Text("Password").modifier(Shake(animatableData: CGFloat(attempts) + 0.25))
            Text("Dim").modifier(Dimmed(amount: expanded ? 0.5 : 0))
            if expanded {
                Text("Big card").matchedGeometryEffect(id: "card", in: hero)
            } else {
                Text("Small card").matchedGeometryEffect(id: "card", in: hero)
            }
            Text("Elsewhere").matchedGeometryEffect(id: "card", in: other, properties: .position, isSource: false)
            Text("\(score)").contentTransition(.numericText(value: Double(score)))
            Button("Animate") {
                withAnimation(.easeInOut(duration: 0.4)) {
                    phase += .pi
                    progress = 0.75
                    attempts += 1
                    expanded.toggle()
                    score += 1
                }
            }
            Button("Jump") { phase += 1 }
        }
    }
}

@MainActor @Suite struct MotionTests {
    private func shape(_ host: ViewHost, stroke: String) throws -> ElementProxy {
        try #require(host.findAll(kind: .shape).first { $0[property: "stroke"].map { "\($0)" }?.contains(stroke) == true })
    }

    @Test func vectorArithmeticInterpolatesPairsAnglesAndPoints() {
        let pair = AnimatablePair(2.0, CGFloat(10)).interpolated(towards: AnimatablePair(4.0, CGFloat(30)), amount: 0.25)
        #expect(pair.first == 2.5 && pair.second == 15)
        var angle = Angle.degrees(0)
        angle.animatableData = Angle.degrees(90).animatableData
        #expect(abs(angle.degrees - 90) < 1e-9)
        var rect = CGRect.zero
        rect.animatableData = CGRect(x: 1, y: 2, width: 3, height: 4).animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(EmptyAnimatableData().magnitudeSquared == 0)
        #expect(Circle().animatableData == EmptyAnimatableData())
    }

    @Test func anAnimatedShapeSendsThePathsBetweenItsOldAndNewValues() throws {
        let host = ViewHost(MotionScreen())
        let before = try #require(host.findAll(kind: .shape).first { $0[property: "pathFrames"] == nil && $0[property: "viewBox"] == nil })
        let startPath = try #require(before[property: "path"])
        #expect(before[property: "pathFrames"] == nil)
        try host.find(button: "Animate").tap()
        let wave = try #require(host.findAll(kind: .shape).first { $0[property: "viewBox"] == nil })
        guard case .strings(let list)? = wave[property: "pathFrames"], case .string(let start) = startPath,
              case .string(let end)? = wave[property: "path"] else {
            Issue.record("no frames")
            return
        }
        #expect(list.count == 21)
        #expect(list.first == start && list.last == end)
        #expect(Set(list).count > 10)
        // Without an animation the shape jumps: no frames.
        try host.find(button: "Jump").tap()
        let jumped = try #require(host.findAll(kind: .shape).first { $0[property: "viewBox"] == nil })
        #expect(jumped[property: "pathFrames"] == nil)
    }

    @Test func aTrimmedRingAnimatesItsTrim() throws {
        let host = ViewHost(MotionScreen())
        try host.find(button: "Animate").tap()
        let ring = try #require(host.findAll(kind: .shape).first { $0[property: "viewBox"] != nil })
        guard case .strings(let frames)? = ring[property: "pathFrames"] else {
            Issue.record("the ring has no frames")
            return
        }
        let lengths = frames.map(\.count)
        // The arc grows from a quarter to three quarters: more segments as it goes.
        #expect(lengths.first! < lengths.last!)
    }

    @Test func aGeometryEffectBecomesATransformAndAnAnimatableModifierItsEndValue() throws {
        let host = ViewHost(MotionScreen())
        let text = try host.find(text: "Password")
        #expect(text[property: "transform"] == .transform(.affine(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0)))
        try host.find(button: "Animate").tap()
        let shaken = try host.find(text: "Password")
        guard case .transform(.affine(let a, let b, let c, let d, _, let ty))? = shaken[property: "transform"] else {
            Issue.record("no transform")
            return
        }
        #expect([a, b, c, d, ty] == [1, 0, 0, 1, 0])
        #expect(try host.find(text: "Dim")[property: "opacity"] == .number(0.5))
    }

    @Test func matchedViewsShareAKeyThatLastsAndNamespacesKeepThemApart() throws {
        let host = ViewHost(MotionScreen())
        let small = try #require(host.find(text: "Small card")[property: "matchedGeometry"])
        let elsewhere = try #require(host.find(text: "Elsewhere")[property: "matchedGeometry"])
        try host.find(button: "Animate").tap()
        let big = try #require(host.find(text: "Big card")[property: "matchedGeometry"])
        #expect(small == big)
        #expect(small != elsewhere)
        guard case .string(let key) = small, case .string(let target) = elsewhere else { return }
        #expect(key.hasSuffix(" p s"))
        #expect(target.hasSuffix(" p target"))
        // The namespace is the view's for its lifetime: the key is the same after a change.
        try host.find(button: "Jump").tap()
        #expect(try host.find(text: "Elsewhere")[property: "matchedGeometry"] == elsewhere)
    }

    @Test func contentTransitionReachesTheHost() throws {
        let host = ViewHost(MotionScreen())
        #expect(try host.find(text: "7")[property: "contentTransition"] == .string("numericText-value"))
        try host.find(button: "Animate").tap()
        try host.find(text: "8")
    }
}
