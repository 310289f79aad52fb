import SwiftUI

@main
struct TodosApp: App {
    @StateObject private var store = TodoStore(defaults: UserDefaults(suiteName: "TodosExample") ?? .standard)
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup("Todos") {
            TodoListView()
                .environmentObject(store)
        }
        .onChange(of: scenePhase) { phase in
            if phase != .active { store.save() }
        }
    }
}
