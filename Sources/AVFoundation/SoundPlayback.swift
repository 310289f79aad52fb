import Foundation
@_spi(TrellisHost) import Trellis

/// One sound as a player plays it on the tab's speakers (`DeviceMedia`): where it is, at
/// what rate, whether it plays; the players of AVFoundation are this with their own API.
/// The tab is the one whose view is being handled when the sound is played: a player
/// shared by several tabs (a `static let`) plays where it was played last, and stops on
/// the tab it played on before, as one player plays in one place at a time.
@MainActor
package final class SoundPlayback {
    package let source: MediaSource
    /// How a play ended (after its loops), or that it could not play.
    package var onEnd: (@MainActor (_ successfully: Bool) -> Void)?
    package private(set) var isPlaying = false
    private weak var device: DeviceMedia?
    private var id: Int?
    /// Where the sound was when it last started or stopped, and when it started.
    private var anchor: Double = 0
    private var startedAt: Date?
    var rate: Double = 1 { didSet { if isPlaying { replay() } } }
    var volume: Double = 1 { didSet { if let id, isPlaying { device?.setVolume(id, volume) } } }
    var loops = 0
    /// The length, in seconds, once known (read from a WAV's header, or told by the host).
    var duration: Double?

    package init(source: MediaSource) {
        self.source = source
        if case .data(let data, _) = source { duration = SoundPlayback.wavDuration(of: data) }
        if case .file(let url) = source, url.pathExtension.lowercased() == "wav",
           let head = try? FileHandle(forReadingFrom: url).read(upToCount: 4096) {
            duration = SoundPlayback.wavDuration(of: head, fileSize: (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? nil)
        }
    }

    isolated deinit {
        if let id { device?.release(id) }
    }

    /// Where the sound is now, in seconds.
    package var position: Double {
        get {
            guard isPlaying, let startedAt else { return anchor }
            let now = anchor + Date().timeIntervalSince(startedAt) * rate
            guard let duration, duration > 0 else { return now }
            return loops == 0 ? min(now, duration) : now.truncatingRemainder(dividingBy: duration)
        }
        set {
            anchor = max(0, newValue)
            if isPlaying { replay() }
        }
    }

    /// The sound's number on the current tab's speakers, registered there if it was not
    /// (a video view names it, so the page plays it in the picture).
    package func soundID() -> Int? {
        guard let device = currentDevice() else { return nil }
        return registered(on: device)
    }

    private func registered(on device: DeviceMedia) -> Int {
        if device !== self.device || id == nil {
            if let id { self.device?.release(id) }
            self.device = device
            id = device.register(source) { [weak self] event in self?.hear(event) }
        }
        return id!
    }

    /// Where a web source is (a video view shows it from there).
    package var remoteURL: URL? { if case .remote(let url) = source { url } else { nil } }

    /// Starts playing on the current tab's speakers; false when there is no tab to play on.
    @discardableResult
    package func play() -> Bool {
        guard let device = currentDevice() else { return false }
        _ = registered(on: device)
        isPlaying = true
        replay()
        return true
    }

    func pause() {
        guard isPlaying else { return }
        halt()
        if let id { device?.pause(id) }
    }

    /// Stops the sound; it keeps its position (AVAudioPlayer's `stop` does not rewind).
    package func stop() {
        halt()
        if let id { device?.stop(id) }
    }

    /// Plays on from where the sound is now (its clock restarted there).
    private func replay() {
        guard let device, let id else { return }
        anchor = position
        startedAt = Date()
        device.play(id, from: anchor, loops: loops, volume: volume, rate: rate)
    }

    /// Stops the clock where the sound is now.
    private func halt() {
        anchor = position
        isPlaying = false
        startedAt = nil
    }

    private func hear(_ event: MediaEvent) {
        switch event {
        case .ended:
            isPlaying = false
            startedAt = nil
            anchor = 0
            onEnd?(true)
        case .failed:
            isPlaying = false
            startedAt = nil
            onEnd?(false)
        case .duration(_, let seconds):
            duration = seconds
        case .spoken:
            break
        }
    }

    private func currentDevice() -> DeviceMedia? {
        (ViewGraph.active ?? ViewGraph.current())?.media
    }

    /// A WAV's length from its header: the data chunk's size over the byte rate.
    static func wavDuration(of data: Data, fileSize: Int? = nil) -> Double? {
        let bytes = [UInt8](data.prefix(4096))
        guard bytes.count >= 44, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WAVE".utf8) else { return nil }
        func le32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        var at = 12
        var byteRate = 0
        while at + 8 <= bytes.count {
            let size = le32(at + 4)
            let kind = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            if kind == "fmt ", at + 20 <= bytes.count { byteRate = le32(at + 16) }
            if kind == "data" {
                guard byteRate > 0 else { return nil }
                let available = fileSize.map { $0 - at - 8 } ?? (data.count - at - 8)
                return Double(min(size, max(available, 0))) / Double(byteRate)
            }
            at += 8 + size + (size & 1)
        }
        return nil
    }
}
