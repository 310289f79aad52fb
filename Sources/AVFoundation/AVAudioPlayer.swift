import Foundation
@_spi(TrellisHost) import Trellis

/// What an audio player tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound from a file or from data, on the speakers of the tab whose view plays it
/// (the browser's audio, in the web host). Its position, loops, volume and rate are kept
/// here; the delegate hears when a play ends (the host reports it) or fails.
@preconcurrency @MainActor
open class AVAudioPlayer: NSObject {
    private let playback: SoundPlayback
    public let url: URL?
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?

    /// A player of the file at `url`; throws when there is no such file.
    public init(contentsOf url: URL) throws {
        guard !url.isFileURL || FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(domain: osStatusDomain, code: 2003334207, userInfo: [NSURLErrorKey: url])
        }
        self.url = url
        data = nil
        playback = SoundPlayback(source: url.isFileURL ? .file(url) : .remote(url))
        super.init()
        playback.onEnd = { [weak self] successfully in self?.finished(successfully) }
    }

    public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try self.init(contentsOf: url)
    }

    /// A player of sound bytes (WAV, MP3, AAC, Ogg, FLAC, AIFF, CAF); throws for bytes of
    /// no audio format.
    public init(data: Data) throws {
        guard let mimeType = MediaSource.sniffedMIMEType(of: data) else {
            throw NSError(domain: osStatusDomain, code: 1954115647, userInfo: nil)
        }
        url = nil
        self.data = data
        playback = SoundPlayback(source: .data(data, mimeType: mimeType))
        super.init()
        playback.onEnd = { [weak self] successfully in self?.finished(successfully) }
    }

    public convenience init(data: Data, fileTypeHint utiString: String?) throws {
        try self.init(data: data)
    }

    private func finished(_ successfully: Bool) {
        if successfully {
            delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
        } else {
            delegate?.audioPlayerDecodeErrorDidOccur(self, error: NSError(domain: osStatusDomain, code: -50))
        }
    }

    /// Ready: the sound is fetched when it first plays.
    @discardableResult open func prepareToPlay() -> Bool { true }

    /// Plays from the current position; false when no tab is there to hear it.
    @discardableResult open func play() -> Bool { playback.play() }

    /// Plays after `time` (the `deviceCurrentTime` clock).
    @discardableResult open func play(atTime time: TimeInterval) -> Bool {
        let delay = time - deviceCurrentTime
        guard delay > 0 else { return play() }
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in self?.play() }
        return true
    }

    open func pause() { playback.pause() }
    /// Stops; the position stays where it was, as on iOS.
    open func stop() { playback.stop() }

    open var isPlaying: Bool { playback.isPlaying }
    /// The length in seconds: from a WAV's header at once, from the browser once it has
    /// loaded the sound; 0 until known.
    open var duration: TimeInterval { playback.duration ?? 0 }
    open var currentTime: TimeInterval {
        get { playback.position }
        set { playback.position = newValue }
    }
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }
    open var volume: Float {
        get { Float(playback.volume) }
        set { playback.volume = Double(newValue) }
    }

    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Plays `numberOfLoops` more times after the first (-1: until stopped).
    open var numberOfLoops: Int {
        get { playback.loops }
        set { playback.loops = newValue }
    }
    open var enableRate = false
    open var rate: Float {
        get { Float(playback.rate) }
        set { if enableRate { playback.rate = Double(min(max(newValue, 0.5), 2)) } }
    }
    /// Kept: a page's audio has one balance.
    open var pan: Float = 0
    open var numberOfChannels: Int { 2 }
    /// Kept: the server does not hear the page's output, so there are no levels to meter;
    /// the powers read as silence (-160 dB).
    open var isMeteringEnabled = false
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// Core Audio's error domain (its codes are four-character codes: 'wht?', 'fmt?').
let osStatusDomain = "NSOSStatusErrorDomain"
