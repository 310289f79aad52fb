import Combine
import Foundation

struct TodoItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var isDone = false
    var dueDate: Date?
}

final class TodoViewModel: ObservableObject {
    @Published var items: [TodoItem] = []
    @Published var searchText = ""
    @Published private(set) var visibleItems: [TodoItem] = []
    @Published var showCompleted = true

    private var cancellables = Set<AnyCancellable>()

    var remainingCount: Int { items.filter { !$0.isDone }.count }

    init(items: [TodoItem] = []) {
        self.items = items
        Publishers.CombineLatest3($items, $searchText.debounce(for: .milliseconds(0), scheduler: RunLoop.main).removeDuplicates(), $showCompleted)
            .map { items, search, showCompleted in
                items.filter { item in
                    (showCompleted || !item.isDone) && (search.isEmpty || item.title.localizedCaseInsensitiveContains(search))
                }
            }
            .receive(on: DispatchQueue.main)
            .assign(to: &$visibleItems)
    }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
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
}
