import Foundation
import Photos
@_spi(TrellisHost) import Trellis

/// Which kinds of media a photo picker offers. A browser's dialog tells images from videos
/// (by type) but not a screenshot, a panorama or a slow-motion video from the rest of its
/// kind: those filters offer their whole kind (docs/Differences.md).
public struct PHPickerFilter: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The kinds offered: bit 0 images, bit 1 videos.
    let kinds: Int
    /// Whether the filter means exactly its kinds (not a part of one, as screenshots are
    /// of images): only then can `not` take the kind away.
    let isExact: Bool
    private let name: String

    private static let imageKind = 1, videoKind = 2, allKinds = 3

    private init(kinds: Int, isExact: Bool, name: String) {
        (self.kinds, self.isExact, self.name) = (kinds, isExact, name)
    }

    public var description: String { name }

    public static let images = PHPickerFilter(kinds: imageKind, isExact: true, name: "images")
    public static let videos = PHPickerFilter(kinds: videoKind, isExact: true, name: "videos")
    /// Live Photos arrive as their still image.
    public static let livePhotos = PHPickerFilter(kinds: imageKind, isExact: false, name: "livePhotos")
    public static let screenshots = PHPickerFilter(kinds: imageKind, isExact: false, name: "screenshots")
    public static let panoramas = PHPickerFilter(kinds: imageKind, isExact: false, name: "panoramas")
    public static let depthEffectPhotos = PHPickerFilter(kinds: imageKind, isExact: false, name: "depthEffectPhotos")
    public static let bursts = PHPickerFilter(kinds: imageKind, isExact: false, name: "bursts")
    public static let spatialMedia = PHPickerFilter(kinds: allKinds, isExact: false, name: "spatialMedia")
    public static let screenRecordings = PHPickerFilter(kinds: videoKind, isExact: false, name: "screenRecordings")
    public static let cinematicVideos = PHPickerFilter(kinds: videoKind, isExact: false, name: "cinematicVideos")
    public static let slomoVideos = PHPickerFilter(kinds: videoKind, isExact: false, name: "slomoVideos")
    public static let timelapseVideos = PHPickerFilter(kinds: videoKind, isExact: false, name: "timelapseVideos")

    /// Media any of `subfilters` offers.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(0) { $0 | $1.kinds }, isExact: subfilters.allSatisfy(\.isExact),
                       name: "any(\(subfilters.map(\.name).joined(separator: ",")))")
    }

    /// Media every one of `subfilters` offers.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(allKinds) { $0 & $1.kinds }, isExact: subfilters.allSatisfy(\.isExact),
                       name: "all(\(subfilters.map(\.name).joined(separator: ",")))")
    }

    /// Media `filter` does not offer. Only a whole kind can be left out here: `not(.videos)`
    /// offers images, `not(.screenshots)` offers everything.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(kinds: filter.isExact ? allKinds & ~filter.kinds : allKinds, isExact: filter.isExact,
                       name: "not(\(filter.name))")
    }

    /// Media that plays in `playbackStyle`: still and animated images and Live Photos are
    /// images, the rest videos.
    public static func playbackStyle(_ playbackStyle: PHAsset.PlaybackStyle) -> PHPickerFilter {
        switch playbackStyle {
        case .image, .imageAnimated, .livePhoto: PHPickerFilter(kinds: imageKind, isExact: false, name: "playbackStyle(image)")
        case .video, .videoLooping: PHPickerFilter(kinds: videoKind, isExact: false, name: "playbackStyle(video)")
        case .unsupported: PHPickerFilter(kinds: 0, isExact: true, name: "playbackStyle(unsupported)")
        }
    }

    /// The content types a dialog offering this filter's media accepts.
    var contentTypes: [UTType] {
        var types: [UTType] = []
        if kinds & Self.imageKind != 0 { types.append(.image) }
        if kinds & Self.videoKind != 0 { types.append(.movie) }
        return types
    }
}

extension Optional where Wrapped == PHPickerFilter {
    /// No filter: images and videos (a photo library holds nothing else).
    var contentTypes: [UTType] { self?.contentTypes ?? [.image, .movie] }
}
