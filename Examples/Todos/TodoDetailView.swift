import SwiftUI

struct TodoDetailView: View {
    @EnvironmentObject var store: TodoStore
    @Environment(\.presentationMode) private var presentationMode
    let item: TodoItem

    private var current: TodoItem {
        store.items.first { $0.id == item.id } ?? item
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label(current.isDone ? "Done" : "Not done yet",
                  systemImage: current.isDone ? "checkmark.seal.fill" : "hourglass")
                .foregroundColor(current.isDone ? .green : .orange)
            Text("Priority \(current.priority)")
                .accessibilityIdentifier("priority")
            if !current.notes.isEmpty {
                Text(current.notes)
            }
            Text("Added \(current.createdAt.formatted(date: .abbreviated, time: .shortened))")
                .font(.footnote)
                .foregroundColor(.secondary)
            Button(current.isDone ? "Mark as not done" : "Mark as done") {
                store.toggle(current)
                presentationMode.wrappedValue.dismiss()
            }
            Spacer()
        }
        .padding()
        .navigationTitle(current.title)
    }
}
