import Combine
import Foundation

/// The list, kept in UserDefaults between launches.
final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = []
    @Published var showsDone = true

    private let defaults: UserDefaults
    private let key = "todos"

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: key),
           let saved = try? JSONDecoder().decode([TodoItem].self, from: data) {
            items = saved
        }
    }

    var visibleItems: [TodoItem] {
        showsDone ? items : items.filter { !$0.isDone }
    }

    var remainingCount: Int { items.filter { !$0.isDone }.count }

    func add(_ title: String, notes: String = "", priority: Int = 1) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed, notes: notes, priority: priority))
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }

    func delete(at offsets: IndexSet) {
        let ids = offsets.map { visibleItems[$0].id }
        items.removeAll { ids.contains($0.id) }
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }

    func save() {
        if let data = try? JSONEncoder().encode(items) {
            defaults.set(data, forKey: key)
        }
    }
}
