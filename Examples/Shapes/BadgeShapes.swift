import SwiftUI

/// A star with `points` tips, drawn in whatever rectangle it gets.
struct Star: Shape {
    var points: Int
    var innerRatio: Double

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * CGFloat(innerRatio)
        let count = max(points, 2) * 2
        var path = Path()
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * .pi - .pi / 2
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(x: center.x + CGFloat(cos(angle)) * radius,
                                y: center.y + CGFloat(sin(angle)) * radius)
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

/// A ring that fills clockwise from the top as `progress` goes from 0 to 1.
struct ProgressRing: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * progress),
                    clockwise: false)
        return path
    }
}

struct BadgeView: View {
    let badge: Badge

    var body: some View {
        ZStack {
            Circle()
                .fill(Color(badge.colorName).opacity(0.15))
            Star(points: badge.points, innerRatio: badge.innerRatio)
                .fill(Color(badge.colorName))
                .padding(12)
            Star(points: badge.points, innerRatio: badge.innerRatio)
                .stroke(Color.primary.opacity(0.4), style: StrokeStyle(lineWidth: 2, lineJoin: .round))
                .padding(12)
        }
    }
}

struct BadgeShapes_Previews: PreviewProvider {
    static var previews: some View {
        BadgeView(badge: Badge.samples[0])
            .frame(width: 120, height: 120)
            .previewLayout(.sizeThatFits)
    }
}
