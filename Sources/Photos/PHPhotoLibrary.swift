import Foundation

/// Whether the app may read or add to the device's photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    /// The app sees only the photos the user chose for it.
    case limited = 4
}

/// What an app asks of the photo library: to add to it, or to read and change it.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1
    case readWrite = 2
}

/// The device's photo library. A browser shows no page the visitor's library: the only
/// photos an app sees are those the visitor chooses for it (`PhotosPicker`,
/// `PHPickerViewController`), which is iOS's limited access. So reading is `.limited`,
/// at once and without a prompt, and adding is `.denied` (a page cannot write into the
/// visitor's library). See docs/Differences.md.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    /// The one library of the device.
    open class func shared() -> PHPhotoLibrary { sharedLibrary }

    /// `.limited` for reading (the visitor's choices only), `.denied` for adding.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        accessLevel == .readWrite ? .limited : .denied
    }

    @available(*, deprecated, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus {
        // The pre-iOS 14 question had no limited answer: such apps were given full access
        // to what they could see, which here is what the visitor picks.
        .authorized
    }

    /// Answers as `authorizationStatus(for:)` does, on a background queue as iOS does.
    open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                         handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let status = authorizationStatus(for: accessLevel)
        DispatchQueue.global().async { handler(status) }
    }

    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        authorizationStatus(for: accessLevel)
    }

    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.authorized) }
    }
}

/// A photo or video of the library. The library here holds only what the visitor picked,
/// so apps meet assets only by the kinds they filter pickers with.
open class PHAsset: NSObject, @unchecked Sendable {
    /// How an asset plays: the picker's `playbackStyle` filter.
    public enum PlaybackStyle: Int, Sendable {
        case unsupported = 0
        case image = 1
        case imageAnimated = 2
        case livePhoto = 3
        case video = 4
        case videoLooping = 5
    }

    public enum MediaType: Int, Sendable {
        case unknown = 0
        case image = 1
        case video = 2
        case audio = 3
    }
}
