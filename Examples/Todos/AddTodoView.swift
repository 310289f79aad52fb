import SwiftUI

struct AddTodoView: View {
    @EnvironmentObject var store: TodoStore
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""

    var body: some View {
        NavigationView {
            Form {
                Section("Task") {
                    TextField("What needs doing?", text: $title)
                        .textInputAutocapitalization(.sentences)
                        .submitLabel(.done)
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
                        store.add(title, notes: notes)
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
