@_exported import AVFoundation
import Foundation
@_spi(TrellisHost) import Trellis

/// A player's media with playback controls. The player's sound plays on the tab's speakers
/// and the controls drive it (play, pause, the time); the picture is not drawn here — the
/// frame is black, at the proposed size (docs/Differences.md). The overlay is drawn over it.
@MainActor @preconcurrency
public struct VideoPlayer<VideoOverlay: View>: View {
    let player: AVPlayer?
    let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        self.player = player
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            Color.black
            overlay
            VideoPlayerControls(player: player)
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}

/// Play and pause, and the time, read again each second (and after a tap).
struct VideoPlayerControls: View {
    let player: AVPlayer?
    @State private var taps = 0

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { _ in
            let playing = player?.timeControlStatus == .playing
            VStack {
                Spacer()
                HStack(spacing: 12) {
                    Button {
                        if playing { player?.pause() } else { player?.play() }
                        taps += 1
                    } label: {
                        Image(systemName: playing ? "pause.fill" : "play.fill").accessibilityLabel(playing ? "Pause" : "Play")
                    }
                    Text(Self.clock(player?.currentTime().seconds ?? 0) + " / " + Self.clock(player?.currentItem?.duration.seconds ?? .nan))
                        .monospacedDigit()
                    Spacer()
                }
                .foregroundStyle(.white)
                .padding(10)
                .background(Color.black.opacity(0.5))
            }
            .id(taps)
        }
    }

    /// "1:05", or "--:--" for a length not known yet.
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "--:--" }
        let whole = Int(seconds)
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
