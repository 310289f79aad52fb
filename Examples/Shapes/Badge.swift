import Foundation

/// A badge design: how many points its star has and how deep they are.
struct Badge: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var points: Int
    var innerRatio: Double
    var colorName: String

    static let samples = [
        Badge(name: "Sheriff", points: 5, innerRatio: 0.45, colorName: "Gold"),
        Badge(name: "Sunburst", points: 12, innerRatio: 0.7, colorName: "Brand"),
        Badge(name: "Diamond", points: 4, innerRatio: 0.3, colorName: "Sky"),
    ]
}
