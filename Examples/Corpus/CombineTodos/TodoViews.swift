import SwiftUI

struct TodoRow: View {
    let item: TodoItem
    let toggle: () -> Void

    var body: some View {
        HStack {
            Button(action: toggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isDone ? .green : .secondary)
            }
            .buttonStyle(.plain)
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundColor(item.isDone ? .secondary : .primary)
            Spacer()
            if let due = item.dueDate {
                Text(due, style: .date)
                    .font(.caption)
            }
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") }
        }
    }
}

struct TodoListView: View {
    @StateObject private var model = TodoViewModel(items: [TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog", isDone: true)])
    @State private var newTitle = ""
    @FocusState private var isAdding: Bool

    var body: some View {
        NavigationView {
            List {
                Section {
                    HStack {
                        TextField("New to-do", text: $newTitle)
                            .focused($isAdding)
                            .onSubmit(add)
                            .submitLabel(.done)
                        Button("Add", action: add)
                            .disabled(newTitle.isEmpty)
                    }
                }
                Section(header: Text("\(model.remainingCount) remaining")) {
                    ForEach(model.visibleItems) { item in
                        TodoRow(item: item) { model.toggle(item) }
                    }
                    .onDelete(perform: model.delete)
                    .onMove(perform: model.move)
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $model.searchText, prompt: "Search to-dos")
            .navigationTitle("To-dos")
            .navigationBarItems(trailing: EditButton())
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Show completed", isOn: $model.showCompleted)
                }
            }
        }
        .navigationViewStyle(.stack)
    }

    private func add() {
        model.add(newTitle)
        newTitle = ""
        isAdding = true
    }
}
