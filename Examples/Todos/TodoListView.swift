import SwiftUI

struct TodoListView: View {
    @EnvironmentObject var store: TodoStore
    @State private var showingAdd = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("\(store.remainingCount) left")) {
                    ForEach(store.visibleItems) { item in
                        NavigationLink(destination: TodoDetailView(item: item)) {
                            TodoRow(item: item) { store.toggle(item) }
                        }
                    }
                    .onDelete(perform: store.delete)
                    .onMove(perform: store.move)
                }
                if store.items.isEmpty {
                    Text("Nothing to do. Add something!")
                        .foregroundColor(.secondary)
                        .accessibilityIdentifier("empty")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Todos")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingAdd = true
                    } label: {
                        Label("Add", systemImage: "plus.circle.fill")
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Toggle("Show done", isOn: $store.showsDone)
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddTodoView()
                    .environmentObject(store)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct TodoRow: View {
    let item: TodoItem
    var onToggle: () -> Void

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundColor(item.isDone ? .green : .secondary)
            }
            .accessibilityIdentifier("toggle-\(item.title)")
            Text(item.title)
                .strikethrough(item.isDone)
                .foregroundColor(item.isDone ? .secondary : .primary)
            Spacer()
        }
    }
}

struct TodoListView_Previews: PreviewProvider {
    static var previews: some View {
        let store = TodoStore(defaults: UserDefaults(suiteName: "preview") ?? .standard)
        store.add("Buy milk")
        store.add("Call mum")
        return TodoListView()
            .environmentObject(store)
    }
}
