// As on iOS, `import AVKit` brings UIKit (AVKit's controller is a UIKit view controller).
@_exported import UIKit
import Foundation
import Trellis

/// UIKit's player screen: a `VideoPlayer` of its player, filling the controller's view
/// (the picture and sound in the page's video element, under the player's controls).
@preconcurrency @MainActor
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer? { didSet { viewIfLoaded?.setNeedsDisplay() } }
    open var showsPlaybackControls = true { didSet { viewIfLoaded?.setNeedsDisplay() } }
    /// Kept: the picture is fitted to the frame (aspect), whatever gravity is asked.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var allowsPictureInPicturePlayback = true
    open var updatesNowPlayingInfoCenter = true

    open override func loadView() {
        view = PlayerView(controller: self)
    }

    final class PlayerView: UIView, @unchecked Sendable {
        weak var controller: AVPlayerViewController?
        init(controller: AVPlayerViewController) {
            self.controller = controller
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }

        override var _drawnSwiftUIContent: AnyView? {
            guard let controller else { return nil }
            if controller.showsPlaybackControls { return AnyView(VideoPlayer(player: controller.player)) }
            return AnyView(Color.black)
        }
    }
}
