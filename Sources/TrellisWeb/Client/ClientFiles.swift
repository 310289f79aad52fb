/// The browser client as the server serves it: ES modules under `/_trellis/client/`, from
/// the files in this folder that SwiftPM compiles into the binary (`embedInCode`), so a
/// deployed server needs nothing beside its executable.
enum ClientFiles {
    /// `protocol.json`'s bytes (decoded by `WireProtocol`).
    static var protocolJSON: [UInt8] { PackageResources.protocol_json }

    /// The module the page loads; it imports the others.
    static let entry = "main.js"

    /// Every module by its file name. `protocol.js` is protocol.json as a module's default
    /// export: browsers import JSON as a module only with import attributes, which the
    /// client avoids so that it runs in any browser with ES modules.
    static let modules: [String: [UInt8]] = [
        "main.js": PackageResources.main_js,
        "page.js": PackageResources.page_js,
        "elements.js": PackageResources.elements_js,
        "descriptions.js": PackageResources.descriptions_js,
        "animation.js": PackageResources.animation_js,
        "ops.js": PackageResources.ops_js,
        "platform.js": PackageResources.platform_js,
        "outbox.js": PackageResources.outbox_js,
        "events.js": PackageResources.events_js,
        "lazy.js": PackageResources.lazy_js,
        "navigation.js": PackageResources.navigation_js,
        "geometry.js": PackageResources.geometry_js,
        "scrolling.js": PackageResources.scrolling_js,
        "layout.js": PackageResources.layout_js,
        "connection.js": PackageResources.connection_js,
        "protocol.js": Array("export default ".utf8) + PackageResources.protocol_json + Array(";\n".utf8),
    ]

    /// The client's own stylesheet (`Stylesheet.page` adds the generated parts).
    static var stylesheet: String { String(decoding: PackageResources.client_css, as: UTF8.self) }

    /// All the modules' text, for tests that look for what the client handles.
    static var allSources: String {
        modules.keys.sorted().map { String(decoding: modules[$0]!, as: UTF8.self) }.joined(separator: "\n")
    }
}
