/// The HTML document around a session's server-rendered page.
enum PageTemplate {
    /// Scripts only from this server (no inline script); inline styles are how modifiers
    /// reach the page.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' https:; frame-src https: http:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The client's entry module, and every module it imports preloaded beside it, so the
    /// browser fetches them at once instead of one import level at a time.
    static let clientScripts: String = {
        let preloads = ClientFiles.modules.keys.sorted().filter { $0 != ClientFiles.entry }
            .map { "<link rel=\"modulepreload\" href=\"/_trellis/client/\($0)\">" }
        return (preloads + ["<script type=\"module\" src=\"/_trellis/client/\(ClientFiles.entry)\"></script>"])
            .joined(separator: "\n")
    }()

    @MainActor
    static func document(title: String, session: WebSession) -> String {
        let content = session.renderPage()
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(title))</title>
        <link rel="stylesheet" href="/_trellis/trellis.css">
        \(clientScripts)
        </head>
        <body>
        <main id="trellis-root" data-t="0" data-session="\(session.id)" data-token="\(session.token)" data-seq="\(session.seq)"\(session.probesLayout ? " data-probe" : "")>\(content)</main>
        </body>
        </html>
        """
    }
}
