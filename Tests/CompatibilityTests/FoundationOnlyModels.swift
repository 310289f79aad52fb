// Model files as iOS apps write them: they import only Foundation, yet use Combine's
// names, Observation, URLSession's types, Core Graphics' types and the formatters Apple's
// Foundation has. The AppleImports plugin makes this file build unmodified.
import Foundation

final class TimerModel: ObservableObject {
    @Published var elapsed: TimeInterval = 125
    @Published var origin = CGPoint.zero
    var velocity = CGVector(dx: 3, dy: 4)
    private var cancellables = Set<AnyCancellable>()

    var display: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.zeroFormattingBehavior = .pad
        return formatter.string(from: elapsed) ?? "?"
    }

    func request(for path: String) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/\(path)")!)
        request.httpMethod = "POST"
        return request
    }
}

@Observable final class Inventory {
    var items: [String] = ["apples"]
    var summary: String { String(localized: "\(items.count) items") }
}
