import SwiftUI

@main
struct ShapesApp: App {
    @State private var studio = BadgeStudio()

    init() {
        // Asset-catalog colours, registered by hand: Linux has no asset catalogs.
        NamedColors.register("Brand", Color(red: 0.36, green: 0.29, blue: 0.85))
        NamedColors.register("Gold", Color(red: 0.95, green: 0.71, blue: 0.13))
        NamedColors.register("Sky", Color(red: 0.2, green: 0.6, blue: 0.95))
    }

    var body: some Scene {
        WindowGroup("Badge Studio") {
            BadgeListView()
                .environment(studio)
        }
    }
}
