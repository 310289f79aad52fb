import SwiftUI

@Observable
class PathStore {
    var path: NavigationPath {
        didSet {
            save()
        }
    }

    private let savePath = URL.documentsDirectory.appending(path: "SavedPath")

    init() {
        if let data = try? Data(contentsOf: savePath) {
            if let decoded = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
                path = NavigationPath(decoded)
                return
            }
        }
        path = NavigationPath()
    }

    func save() {
        guard let representation = path.codable else { return }
        do {
            let data = try JSONEncoder().encode(representation)
            try data.write(to: savePath)
        } catch {
            print("Failed to save navigation data")
        }
    }
}

struct DetailView: View {
    var number: Int

    var body: some View {
        NavigationLink("Go to Random Number", value: Int.random(in: 1...1000))
            .navigationTitle("Number: \(number)")
    }
}

struct ContentView: View {
    @State private var pathStore = PathStore()
    @State private var title = "SwiftUI"

    var body: some View {
        NavigationStack(path: $pathStore.path) {
            DetailView(number: 0)
                .navigationDestination(for: Int.self) { i in
                    DetailView(number: i)
                }
                .navigationTitle($title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.blue)
                .toolbarColorScheme(.dark)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Tap Me") { }
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Or Me") { }
                        Button("Or Me 2") { }
                    }
                }
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}
