import ArgumentParser
import Foundation
import TrellisGalleryApps
import TrellisRowTable
import Trellis
import TrellisWeb
import TrellisTesting

/// `swift run Gallery`: the seed examples as live apps in the browser.
@main
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serves the Trellis Gallery: the seed examples as live web apps.")

    @OptionGroup var options: WebHostOptions

    @Option(help: ArgumentHelp("Print, as JSON, the frames the test host gives the layout catalogue's views in a window of this size, then exit.",
                               valueName: "WIDTHxHEIGHT"))
    var catalogueFrames: String?

    @Option(help: "The layout catalogue's page --catalogue-frames lays out.")
    var catalogue: String = "containers"

    @Option(help: "The accessibility identifiers whose frames --catalogue-frames prints, comma-separated.")
    var ids: String = ""

    func run() async throws {
        if let catalogueFrames {
            let sides = catalogueFrames.split(separator: "x").compactMap { Double($0) }
            guard sides.count == 2 else { throw ValidationError("--catalogue-frames takes WIDTHxHEIGHT") }
            let ids = ids.split(separator: ",").map(String.init)
            let page = catalogue
            guard let frames = await MainActor.run(body: { Self.catalogueFrames(page, width: sides[0], height: sides[1], ids: ids) }) else {
                throw ValidationError("no layout catalogue page \(catalogue)")
            }
            print(frames)
            return
        }
        var web = WebHost(configuration: options.configuration(appName: "Gallery"))
        web.page("/", title: "Trellis Gallery") { GalleryHome() }
        // The same demos inside one app, navigated with a NavigationStack.
        web.page("/app", title: "Trellis Gallery app") { GalleryNavigator() }
        for demo in GalleryCatalog.demos {
            web.page(demo.path, title: "\(demo.title) · Trellis Gallery") { demo.makePage() }
        }
        // The layouts the browser test compares with the test host's frames.
        for name in LayoutCatalogue.names {
            web.page("/layout-catalogue/\(name)", title: "Layout catalogue: \(name) · Trellis") { LayoutCatalogue.page(name) }
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

    /// The catalogue laid out by the test host: `{"id":[x,y,width,height],…}`, for the
    /// browser test that compares them with Chromium's rectangles.
    @MainActor static func catalogueFrames(_ name: String, width: Double, height: Double, ids: [String]) -> String? {
        guard let page = LayoutCatalogue.page(name) else { return nil }
        let host = ViewHost(page, size: CGSize(width: width, height: height))
        var entries: [String] = []
        for id in ids {
            guard let frame = try? host.find(id: id).frame else { continue }
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { String(Double($0)) }
            entries.append("\"\(id)\":[\(numbers.joined(separator: ","))]")
        }
        return "{" + entries.joined(separator: ",") + "}"
    }
}
