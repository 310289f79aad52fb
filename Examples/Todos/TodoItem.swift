import Foundation

/// One thing to do. Foundation only, as model files usually are.
struct TodoItem: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var notes: String = ""
    var isDone = false
    var priority = 1
    var createdAt = Date()
}
