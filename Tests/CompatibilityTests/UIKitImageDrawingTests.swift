// Drawing into images with UIKit as apps do — a card image resized with the iOS 4 image
// context, a badge drawn with UIGraphicsImageRenderer — shown with Image(uiImage:).
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// The idiom of older apps: draw an image at a new size into an image context.
@MainActor private func resized(_ image: UIImage, to newSize: CGSize) -> UIImage {
    UIGraphicsBeginImageContextWithOptions(newSize, false, 1.0)
    image.draw(in: CGRect(origin: .zero, size: newSize))
    let newImage = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return newImage!
}

/// A PNG's first bytes: its signature and a header saying 8 × 4 pixels.
private let cardPNG = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0, 8, 0, 0, 0, 4, 8, 6, 0, 0, 0])

@MainActor @Suite struct UIKitImageDrawingTests {
    /// The drawing an image shows, as the page receives it.
    private func drawing(of image: UIImage) throws -> String {
        let host = ViewHost(Image(uiImage: image))
        let shown = try #require(host.findAll(kind: .image).first)
        guard case .string(let url)? = shown[property: "url"] else {
            Issue.record("the image has no url")
            return ""
        }
        #expect(url.hasPrefix("data:image/svg+xml;base64,"))
        let data = try #require(Data(base64Encoded: String(url.dropFirst("data:image/svg+xml;base64,".count))))
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anImageRendererKeepsItsFillsStrokesAndSize() throws {
        let badge = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: 22, y: 2, width: 16, height: 16))
            ring.lineWidth = 2
            ring.stroke()
            #expect(context.currentImage.size == CGSize(width: 40, height: 20))
        }
        #expect(badge.size == CGSize(width: 40, height: 20))
        #expect(badge.pngData() == nil)                     // no encoder until the picture host
        let svg = try drawing(of: badge)
        #expect(svg.contains("viewBox=\"0 0 40 20\""))
        #expect(svg.contains("<path d=\"M0 0L20 0L20 20L0 20Z\" fill=\"rgba(255,0,0,1)\"/>"))
        #expect(svg.contains("stroke=\"rgba(0,0,255,1)\" stroke-width=\"2\""))
    }

    @Test func imagesAreDrawnOffTheMainThreadToo() async throws {
        // As in UIKit, a model may draw on a background queue; each thread has its own context.
        let svg = await Task.detached {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            return image.size
        }.value
        #expect(svg == CGSize(width: 10, height: 10))
    }

    @Test func anImageDrawnIntoAnImageContextAtANewSize() throws {
        let card = try #require(UIImage(data: cardPNG))
        #expect(card.size == CGSize(width: 8, height: 4))
        let small = resized(card, to: CGSize(width: 4, height: 2))
        #expect(small.size == CGSize(width: 4, height: 2))
        let svg = try drawing(of: small)
        #expect(svg.contains("<image href=\"data:image/png;base64,\(cardPNG.base64EncodedString())\" x=\"0\" y=\"0\" width=\"4\" height=\"2\""))
        // Outside any context, drawing goes nowhere and there is no image to take.
        card.draw(in: .zero)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
