// Swift 5 language mode, `import SwiftUI`: tab views as iOS apps write them.
import SwiftUI
@_spi(TrellisHost) import Trellis
import Testing
@_spi(TrellisHost) import TrellisTesting

struct CounterTab: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Add to \(name)") { count += 1 }
        }
    }
}

struct TabbedApp: View {
    @State private var selection = "home"

    var body: some View {
        VStack {
            TabView(selection: $selection) {
                CounterTab(name: "Home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag("home")
                CounterTab(name: "Inbox")
                    .tag("inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .badge(3)
                CounterTab(name: "Profile")
                    .tabItem { Text("Profile") }
                    .tag("profile")
            }
            Button("Go to profile") { selection = "profile" }
            Text("Selected \(selection)")
        }
    }
}

struct UntaggedTabs: View {
    var body: some View {
        TabView {
            Text("First page").tabItem { Text("One") }
            Text("Second page").tabItem { Text("Two") }
        }
    }
}

struct NewTabs: View {
    enum Section: Hashable { case feed, settings }
    @State private var section = Section.feed
    var body: some View {
        TabView(selection: $section) {
            Tab("Feed", systemImage: "list.bullet", value: .feed) { Text("Feed page") }
            Tab("Settings", systemImage: "gearshape", value: .settings) { Text("Settings page") }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func iOS18TabsWithAssetImagesRolesAndItemsOfTheirOwn() throws {
        enum Page: Hashable { case home, search, custom }
        let host = ViewHost(TabView {
            Tab("Home", image: "house.fill") { Text("Home page") }
            Tab("Search", image: "magnifyingglass", role: .search) { Text("Search page") }
            Tab("Alerts", systemImage: "bell", role: nil) { Text("Alerts page") }
            Tab(content: { Text("Custom page") }, label: { Text("Custom") })
        })
        try host.find(text: "Home page")
        try host.find(button: "Search").tap()
        try host.find(text: "Search page")
        try host.find(button: "Alerts").tap()
        try host.find(text: "Alerts page")
        try host.find(button: "Custom").tap()
        try host.find(text: "Custom page")
        #expect(!host.contains(text: "Home page"))

        struct Chosen: View {
            @State private var page = Page.home
            var body: some View {
                TabView(selection: $page) {
                    Tab("Home", image: "house.fill", value: Page.home) { Text("On \(String(describing: page))") }
                    Tab("Search", image: "magnifyingglass", value: Page.search, role: .search) { Text("Searching") }
                    Tab(value: Page.custom, content: { Text("Mine") }, label: { Label("Mine", systemImage: "star") })
                }
            }
        }
        let chosen = ViewHost(Chosen())
        try chosen.find(text: "On home")
        try chosen.find(button: "Mine").tap()
        try chosen.find(text: "Mine")
        try chosen.find(button: "Search").tap()
        try chosen.find(text: "Searching")
        try chosen.find(button: "Home").tap()
        try chosen.find(text: "On home")
        _ = Tab(role: .search) { Text("Find") }
    }

    @Test func tabItemsAreButtonsAndTheSelectionFollowsThemBothWays() throws {
        let host = ViewHost(TabbedApp())
        try host.find(text: "Home 0")
        #expect(!host.contains(text: "Inbox 0"))               // another tab: not on screen
        try host.find(button: "Add to Home").tap()
        try host.find(button: "Inbox").tap()                    // tab items are buttons named by their titles
        try host.find(text: "Selected inbox")
        try host.find(text: "Inbox 0")
        #expect(!host.contains(text: "Home 1"))
        #expect(try host.find(button: "Inbox")[property: "badge"] == .string("3"))
        try host.find(button: "Go to profile").tap()
        try host.find(text: "Profile 0")
        try host.find(button: "Home").tap()
        try host.find(text: "Home 1")                           // every tab keeps its state
        #expect(try host.find(button: "Home")[property: "tabItem"] == .bool(true))
        #expect(try host.find(button: "Profile")[property: "tabItem"] == .bool(false))
    }

    @Test func aTabItemHasItsIconOverItsTitle() throws {
        // A Label or an image and a text, as iOS draws them in the tab bar: a 24-point
        // symbol over 10-point type, 2 points apart, centred across the item.
        let host = ViewHost(TabView {
            Text("One").tabItem { Label("Home", systemImage: "house") }
            Text("Two").tabItem {
                Image(systemName: "tray")
                Text("Inbox")
            }
        }, size: CGSize(width: 390, height: 844))
        for title in ["Home", "Inbox"] {
            let item = try host.find(button: title)
            let icon = try #require(host.findAll(kind: .image).first { item.frame.contains($0.frame) })
            let text = try host.find(text: title).frame
            #expect(icon.frame.size == CGSize(width: 24, height: 24))
            #expect(text.minY == icon.frame.maxY + 2)
            #expect(abs(icon.frame.midX - item.frame.midX) <= 0.5 && abs(text.midX - item.frame.midX) <= 0.5)
            #expect(text.height < 17)
        }
    }

    @Test func untaggedTabsStartOnTheFirstAndSwitchByTheirItems() throws {
        let host = ViewHost(UntaggedTabs())
        try host.find(text: "First page")
        #expect(!host.contains(text: "Second page"))
        try host.find(button: "Two").tap()
        try host.find(text: "Second page")
        #expect(!host.contains(text: "First page"))
    }

    @Test func everyViewInATabViewIsATabWithOrWithoutAnItem() throws {
        // A page-style tab view as onboarding screens write it: no items, no tags.
        let host = ViewHost(TabView {
            Text("Welcome")
            ForEach(0 ..< 3) { index in Text("Exercise \(index)") }
        }
        .tabViewStyle(.page(indexDisplayMode: .never)))
        try host.find(text: "Welcome")
        #expect(!host.contains(text: "Exercise 0"))
        #expect(!host.contains(text: "Exercise 2"))
    }

    @Test func aForEachsRowsAreTabsNamedByTheirIDs() throws {
        struct Pages: View {
            @State private var page = 0
            var body: some View {
                VStack {
                    TabView(selection: $page) {
                        ForEach(0 ..< 3) { index in Text("Page \(index)") }
                    }
                    .tabViewStyle(.page)
                    Button("Next") { page += 1 }
                }
            }
        }
        let host = ViewHost(Pages())
        try host.find(text: "Page 0")
        #expect(!host.contains(text: "Page 1"))
        try host.find(button: "Next").tap()
        try host.find(text: "Page 1")
        #expect(!host.contains(text: "Page 0"))
    }

    @Test func iOS18TabsCarryTheirValues() throws {
        let host = ViewHost(NewTabs())
        try host.find(text: "Feed page")
        try host.find(button: "Settings").tap()
        try host.find(text: "Settings page")
    }
}
