import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting
@testable import TrellisGalleryApps

// The Gallery's apps in the headless host: the same views the browser tests drive.

@MainActor
@Suite("Gallery apps")
struct GalleryAppTests {
    @Test func theHomePageLinksEveryDemo() throws {
        let host = ViewHost(GalleryHome())
        for demo in GalleryCatalog.demos {
            let link = try host.find(id: "demo-\(demo.slug)")
            #expect(link.element.kind == .link)
            #expect(link.element[property: "url"] == .string(demo.path))
            try host.find(text: demo.title)
        }
    }

    @Test func everyDemoMountsInItsPage() throws {
        for demo in GalleryCatalog.demos {
            let host = ViewHost(demo.makePage())
            try host.find(text: demo.title)
            try host.find(text: "‹ Gallery")
            #expect(host.warnings.isEmpty, "\(demo.slug): \(host.warnings)")
        }
    }

    /// A tab's styled button updates the count beside it: the update reaches a stack's
    /// tuple children through the tab view, the style's environment writer and the
    /// button's styled content. (A version that kept views inside their nodes crashed here
    /// in the browser tests while every other headless test passed.)
    @Test func aTabsStyledButtonCountsItsTaps() throws {
        let host = ViewHost(TabsDemo())
        for count in 1...3 {
            try host.find(button: "Tap").tap()
            #expect(host.contains(text: "Tapped \(count) times"))
        }
    }

    @Test func loginWelcomesTheUserAndClearsThePassword() throws {
        let host = ViewHost(LoginDemo())
        try host.find(textField: "User").setText("ana")
        try host.find(secureField: "Password").setText("secret")
        try host.find(button: "Login").tap()
        try host.find(text: "Welcome, ana!")
        #expect(try host.find(secureField: "Password").value == "")
        #expect(try host.find(button: "Login").isDisabled)
    }
}
