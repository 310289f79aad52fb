import Foundation

/// A value that can be handed to other apps: shared, copied, dragged. Text, URLs and
/// images are; a type of your own is when it can say what it shares as text or a link.
public protocol Transferable {
    /// What sharing hands over: text, a link, or both.
    var _sharedContent: (text: String?, url: URL?) { get }
}

extension String: Transferable {
    public var _sharedContent: (text: String?, url: URL?) { (self, nil) }
}

extension Substring: Transferable {
    public var _sharedContent: (text: String?, url: URL?) { (String(self), nil) }
}

extension URL: Transferable {
    public var _sharedContent: (text: String?, url: URL?) { (nil, self) }
}

extension AttributedString: Transferable {
    public var _sharedContent: (text: String?, url: URL?) { (String(characters), nil) }
}

extension Image: Transferable {
    /// An image shares its name (a page cannot hand another app the pixels).
    public var _sharedContent: (text: String?, url: URL?) { (nil, nil) }
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

extension Never: Transferable {
    public var _sharedContent: (text: String?, url: URL?) { (nil, nil) }
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
            var texts: [String] = []
            var url: URL?
            if let message { texts.append(message.content) }
            for item in items {
                let content = item._sharedContent
                if let text = content.text { texts.append(text) }
                if url == nil { url = content.url } else if let other = content.url { texts.append(other.absoluteString) }
            }
            _ = ViewGraph.requestFromHost(.share(title: subject?.content, text: texts.isEmpty ? nil : texts.joined(separator: "\n"), url: url))
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
