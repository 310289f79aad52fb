import SwiftUI

struct AddTodoView: View {
    @EnvironmentObject var store: TodoStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""
    @State private var priority = 1

    var body: some View {
        NavigationView {
            Form {
                Section("Task") {
                    TextField("What needs doing?", text: $title)
                        .textInputAutocapitalization(.sentences)
                        .submitLabel(.done)
                    Stepper("Priority: \(priority)", value: $priority, in: 1...3)
                }
                Section {
                    TextField("Notes", text: $notes)
                        .disableAutocorrection(false)
                } footer: {
                    Text("Notes show on the task's detail screen.")
                }
            }
            .navigationTitle("New Todo")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(title, notes: notes, priority: priority)
                        dismiss()
                    }
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}

#Preview("New todo") {
    AddTodoView()
        .environmentObject(TodoStore(defaults: UserDefaults(suiteName: "preview") ?? .standard))
}
