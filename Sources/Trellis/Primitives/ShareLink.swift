import Foundation

extension Image: Transferable {
    /// An image is made from the bytes of a PNG, JPEG, GIF or WebP (a photo the visitor
    /// picked, a dropped picture), and gives back the bytes it was made from. A symbol or
    /// an asset has no bytes to give (a page cannot hand another app their pixels):
    /// sharing one shares its title and the text around it.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(contentType: .image, exporting: { image in
            guard let data = image.encodedData else { throw _TransferError.noRepresentation(from: [.image], to: "Data") }
            return data
        }, importing: { data in
            guard let image = Image(encodedData: data) else { throw _TransferError.unreadable(.image) }
            return image
        })
    }

    /// An image of encoded bytes (PNG, JPEG, GIF, WebP), shown as a data URL; nil for
    /// bytes of another kind.
    package init?(encodedData data: Data) {
        guard let type = ChosenFile.sniffedType(of: data), type.conforms(to: .image), let mime = type.preferredMIMEType,
              let url = URL(string: "data:\(mime);base64,\(data.base64EncodedString())") else { return nil }
        self.init(url: url)
    }

    /// The bytes an image of encoded data was made from.
    var encodedData: Data? {
        guard let url, url.scheme == "data", let comma = url.absoluteString.firstIndex(of: ",") else { return nil }
        return Data(base64Encoded: String(url.absoluteString[url.absoluteString.index(after: comma)...]))
    }
}

/// One item as sharing hands it over: text, a link, or nothing.
package enum SharedPiece: Sendable {
    case text(String), link(URL), nothing

    /// What a `String`, `URL`, `AttributedString` or `Image` shares, read at once; nil for
    /// another `Transferable`, which exports through its representations.
    package init?(immediately item: Any) {
        switch item {
        case let text as String: self = .text(text)
        case let link as URL: self = .link(link)
        case let attributed as AttributedString: self = .text(String(attributed.characters))
        case is Image: self = .nothing
        default: return nil
        }
    }

    /// What a `Transferable` shares: its URL representation first, then its plain text.
    @MainActor package static func exporting<T: Transferable>(_ item: T) async -> SharedPiece {
        if let immediate = SharedPiece(immediately: item) { return immediate }
        let routes = item._exportedRoutes()
        if let route = routes.first(where: { $0.0.conforms(to: .url) }), let data = try? await route.1(),
           let link = String(data: data, encoding: .utf8).flatMap(URL.init(string:)) {
            return .link(link)
        }
        if let route = routes.first(where: { $0.0.conforms(to: .plainText) }), let data = try? await route.1(),
           let text = String(data: data, encoding: .utf8) {
            return .text(text)
        }
        return .nothing
    }

    /// The pieces as one share: the texts joined by lines, the first link as the link
    /// (later ones join the text).
    package static func combined(_ pieces: [SharedPiece], message: String?) -> (text: String?, url: URL?) {
        var texts: [String] = message.map { [$0] } ?? []
        var url: URL?
        for piece in pieces {
            switch piece {
            case .text(let text): texts.append(text)
            case .link(let link): if url == nil { url = link } else { texts.append(link.absoluteString) }
            case .nothing: break
            }
        }
        return (texts.isEmpty ? nil : texts.joined(separator: "\n"), url)
    }
}

/// What the share sheet shows for an item: a title, and an image and icon.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: String

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = titleKey.key }
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title.content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = String(title) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { title = titleKey.key }
    public init(_ title: Text) { self.title = title.content }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = String(title) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = titleKey.key }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = String(title) }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = titleKey.key }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = String(title) }
}

/// A button that shares items (iOS 16): the web host opens the browser's share sheet, or
/// copies the text and link where the browser has none; the test host records the request.
nonisolated public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let label: Label

    @MainActor public var body: some View {
        Button {
            let subject = subject?.content, message = message?.content
            let immediate = items.map { SharedPiece(immediately: $0) }
            if immediate.allSatisfy({ $0 != nil }) {
                let content = SharedPiece.combined(immediate.compactMap { $0 }, message: message)
                _ = ViewGraph.requestFromHost(.share(title: subject, text: content.text, url: content.url))
                return
            }
            // A type of the app's exports through its representations, which may take time:
            // the request goes to this tab's host when they are done.
            let graph = ViewGraph.active
            nonisolated(unsafe) let items = Array(items)
            Task { @MainActor in
                var pieces: [SharedPiece] = []
                for item in items { pieces.append(await SharedPiece.exporting(item)) }
                let content = SharedPiece.combined(pieces, message: message)
                _ = ViewGraph.requestFromHost(.share(title: subject, text: content.text, url: content.url), on: graph)
            }
        } label: {
            label
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Trellis.Label<Text, Image> {
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { Trellis.Label("Share", systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label()
    }
}

extension ShareLink {
    /// Items with previews of their own (the share sheet here shows the items).
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
                @ViewBuilder label: () -> Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label()
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == Trellis.Label<Text, Image> {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message)
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message) { Trellis.Label(titleKey, systemImage: "square.and.arrow.up") }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {
        let title = String(title)
        self.init(items: CollectionOfOne(item), subject: subject, message: message) { Trellis.Label(title, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label)
    }
}

extension ShareLink where Label == Trellis.Label<Text, Image> {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
        where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }) {
            Trellis.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    public init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                                 preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }) {
            Trellis.Label(titleKey, systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                                 @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label)
    }
}
