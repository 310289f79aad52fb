@_exported import AVFoundation
import Foundation
@_spi(TrellisHost) import Trellis

/// A player's video with playback controls: the page's video element shows the picture and
/// plays the sound (the player's sound goes to it rather than to an audio element), the
/// controls drive the player (play, pause, the time), and the overlay is drawn over it. In the
/// test host the picture is an element of kind video.
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
            if let playback = player?.currentItem?.playback, let sound = playback.soundID() {
                VideoSurface(sound: sound, remote: playback.remoteURL)
            }
            overlay
            VideoPlayerControls(player: player)
        }
    }
}

/// The picture of sound `sound` (its source the web address, or the host's media route).
struct VideoSurface: View, _PrimitiveView {
    let sound: Int
    let remote: URL?

    static var _kind: ElementKind { .video }
    func _properties(in environment: EnvironmentValues) -> ElementProperties {
        var properties = ElementProperties([ElementProperty(.value, .number(Double(sound)))])
        if let remote { properties.append(.url, .string(remote.absoluteString)) }
        return properties
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
