import ArgumentParser
import Foundation
import TrellisGalleryApps
import TrellisRowTable
import Trellis
import TrellisWeb

/// `swift run Gallery`: the seed examples as live apps in the browser.
@main
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serves the Trellis Gallery: the seed examples as live web apps.")

    @OptionGroup var options: WebHostOptions

    func run() async throws {
        var web = WebHost(configuration: options.configuration(appName: "Gallery"))
        web.page("/", title: "Trellis Gallery") { GalleryHome() }
        // The same demos inside one app, navigated with a NavigationStack.
        web.page("/app", title: "Trellis Gallery app") { GalleryNavigator() }
        for demo in GalleryCatalog.demos {
            web.page(demo.path, title: "\(demo.title) · Trellis Gallery") { demo.makePage() }
        }
        // The js-framework-benchmark table, for the browser benchmark.
        web.page("/rows", title: "Row table · Trellis") { RowTableApp() }
        // The reader demo's stories, served by the Gallery itself (bundled data).
        let started = Date()
        web.resource("/api/stories.json", contentType: "application/json") { ReaderSampleData.json(now: started) }
        let host = options.host
        try await web.run { port in
            ReaderConfiguration.apiBase = URL(string: "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/api")!
        }
    }
}
