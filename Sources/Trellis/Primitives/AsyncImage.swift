import Foundation

/// Where an `AsyncImage` is: nothing yet, the image, or the error that stopped it.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image from a URL. The host loads it: the web host hands the address to the
/// browser, which fetches and caches it as any page image (the server never downloads
/// it). So a view with a web address is in the `success` phase from the start, with an
/// image the browser draws when it arrives; without one (nil, or not http/https) it
/// stays `empty` and shows its placeholder (docs/Differences.md).
public struct AsyncImage<Content: View>: View {
    let phase: AsyncImagePhase
    let content: (AsyncImagePhase) -> Content

    /// The image, or a grey placeholder without an address.
    public init(url: URL?, scale: CGFloat = 1) where Content == _ConditionalContent<Image, _AsyncImagePlaceholder> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { _AsyncImagePlaceholder() }
        }
    }

    /// The loaded image through `content`, or `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    /// Whatever `content` makes of each phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        if let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" {
            phase = .success(Image(url: url))
        } else {
            phase = .empty
        }
        self.content = content
    }

    public var body: some View { content(phase) }
}

/// The grey box an `AsyncImage` shows without an image.
public struct _AsyncImagePlaceholder: View {
    public var body: some View {
        Color.secondary.opacity(0.15)
    }
}
