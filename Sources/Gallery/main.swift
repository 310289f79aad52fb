import ArgumentParser
import Foundation
import GalleryApps
import RowTable
import Trellis
import TrellisWeb

/// `swift run Gallery`: the seed examples as live apps in the browser.
@main
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serves the Trellis Gallery: the seed examples as live web apps.")

    @Option(help: "The address to listen on. The default keeps the Gallery on this machine.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "Seconds a session lives after its tab is gone.")
    var sessionTimeout = 60

    @Option(help: "The SQLite file of each browser's @AppStorage and @SceneStorage (default under ~/.local/share/trellis/Gallery/).")
    var storage: String?

    func run() async throws {
        var web = WebHost(configuration: WebHostConfiguration(
            host: host, port: port, sessionTimeout: .seconds(sessionTimeout),
            storagePath: storage ?? WebHostConfiguration.defaultStoragePath(for: "Gallery")))
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
        let host = self.host
        try await web.run { port in
            ReaderConfiguration.apiBase = URL(string: "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)/api")!
        }
    }
}
