import Testing
import Trellis
import TrellisTesting
@testable import GalleryApps

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
