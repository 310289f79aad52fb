import Foundation

/// Where a sound or a video comes from: a web address the browser loads itself, or bytes
/// the app holds (a file in its bundle, data it made), which the host serves to its tab.
@_spi(TrellisHost) public enum MediaSource: Sendable, Equatable {
    case remote(URL)
    case file(URL)
    case data(Data, mimeType: String)

    /// The MIME type of a local file or data, from its name or its first bytes.
    public var mimeType: String {
        switch self {
        case .remote(let url), .file(let url):
            return MediaSource.mimeTypes[url.pathExtension.lowercased()] ?? "application/octet-stream"
        case .data(_, let mimeType):
            return mimeType
        }
    }

    static let mimeTypes = ["wav": "audio/wav", "mp3": "audio/mpeg", "m4a": "audio/mp4", "aac": "audio/aac", "caf": "audio/x-caf",
                            "aif": "audio/aiff", "aiff": "audio/aiff", "ogg": "audio/ogg", "oga": "audio/ogg", "flac": "audio/flac",
                            "mp4": "video/mp4", "m4v": "video/mp4", "mov": "video/quicktime", "webm": "video/webm"]

    /// The type audio or video bytes say they are (nil for anything else).
    public static func sniffedMIMEType(of data: Data) -> String? {
        let bytes = Array(data.prefix(12))
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WAVE".utf8) { return "audio/wav" }
        if bytes.starts(with: Array("ID3".utf8)) || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0) { return "audio/mpeg" }
        if bytes.starts(with: Array("OggS".utf8)) { return "audio/ogg" }
        if bytes.starts(with: Array("fLaC".utf8)) { return "audio/flac" }
        if bytes.starts(with: Array("caff".utf8)) { return "audio/x-caf" }
        if bytes.count >= 12, bytes.starts(with: Array("FORM".utf8)) { return "audio/aiff" }
        if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) { return "audio/mp4" }
        return nil
    }
}

/// What an app asks its host to play or say.
@_spi(TrellisHost) public enum MediaRequest: Sendable, Equatable {
    /// Play sound `id` from `position` seconds, `loops` more times (-1: until stopped), at
    /// `volume` (0…1) and `rate`; from `remote` when it is on the web, else from the host.
    case play(id: Int, position: Double, loops: Int, volume: Double, rate: Double, remote: URL?)
    case pause(id: Int)
    /// Stop and forget sound `id` (its player is gone or stopped).
    case stop(id: Int)
    case volume(id: Int, volume: Double)
    /// Say `text` (speech synthesis) in `language` (BCP 47; nil: the page's), at `rate`
    /// (0…1, 0.5 normal), `pitch` (0.5…2) and `volume`.
    case speak(id: Int, text: String, language: String?, rate: Double, pitch: Double, volume: Double)
    case stopSpeaking
}

/// How a sound or an utterance ended, as the host reports it.
@_spi(TrellisHost) public enum MediaEvent: Sendable, Equatable {
    /// The sound played to its end (after its loops).
    case ended(id: Int)
    /// The host could not play it (a file it cannot decode, a refused autoplay).
    case failed(id: Int)
    /// The sound's length, once the host knows it.
    case duration(id: Int, seconds: Double)
    /// Utterance `id` was said to its end.
    case spoken(id: Int)
}

/// The tab's speakers: the sounds the app plays (`AVAudioPlayer`, `AVPlayer`, system
/// sounds) and what it says (`AVSpeechSynthesizer`). The app side registers a sound (its
/// source, served to the tab by the web host), asks to play, pause or stop it, and hears
/// how it ended; the host side reports. The web host plays with the page's audio elements
/// and its speech synthesis; the test host from the test (`ViewHost.media`).
@MainActor
@_spi(TrellisHost) public final class DeviceMedia {
    /// The most sounds one tab keeps registered (each holds its source until released).
    public nonisolated static let maxSounds = 256

    private struct Sound {
        var source: MediaSource
        var listener: @MainActor (MediaEvent) -> Void
        var isPlaying = false
    }

    private var sounds: [Int: Sound] = [:]
    private var utterances: [Int: @MainActor (MediaEvent) -> Void] = [:]
    private var lastID = 0
    private weak var graph: ViewGraph?
    /// What the app asked, oldest first (the test host reads it).
    public private(set) var requests: [MediaRequest] = []

    init(graph: ViewGraph?) { self.graph = graph }

    // MARK: The app's side

    /// Registers a sound; `listener` hears how its plays end.
    public func register(_ source: MediaSource, listener: @escaping @MainActor (MediaEvent) -> Void) -> Int {
        lastID += 1
        if sounds.count >= Self.maxSounds, let oldest = sounds.keys.min() { release(oldest) }
        sounds[lastID] = Sound(source: source, listener: listener)
        return lastID
    }

    /// Forgets a sound (its player is gone): it stops if it was playing.
    public func release(_ id: Int) {
        guard let sound = sounds.removeValue(forKey: id) else { return }
        if sound.isPlaying { send(.stop(id: id)) }
    }

    public func source(of id: Int) -> MediaSource? { sounds[id]?.source }

    public func play(_ id: Int, from position: Double, loops: Int, volume: Double, rate: Double) {
        guard let sound = sounds[id] else { return }
        sounds[id]?.isPlaying = true
        let remote: URL? = if case .remote(let url) = sound.source { url } else { nil }
        send(.play(id: id, position: max(0, position), loops: loops, volume: min(max(volume, 0), 1), rate: rate, remote: remote))
    }

    public func pause(_ id: Int) {
        guard sounds[id]?.isPlaying == true else { return }
        sounds[id]?.isPlaying = false
        send(.pause(id: id))
    }

    public func stop(_ id: Int) {
        guard sounds[id] != nil else { return }
        sounds[id]?.isPlaying = false
        send(.stop(id: id))
    }

    public func setVolume(_ id: Int, _ volume: Double) {
        guard sounds[id]?.isPlaying == true else { return }
        send(.volume(id: id, volume: min(max(volume, 0), 1)))
    }

    /// Says `text`; `listener` hears when it was said.
    public func speak(_ text: String, language: String?, rate: Double, pitch: Double, volume: Double,
                      listener: @escaping @MainActor (MediaEvent) -> Void) -> Int {
        lastID += 1
        utterances[lastID] = listener
        send(.speak(id: lastID, text: String(text.prefix(32_768)), language: language, rate: rate, pitch: pitch, volume: volume))
        return lastID
    }

    public func stopSpeaking() {
        utterances.removeAll()
        send(.stopSpeaking)
    }

    // MARK: The host's side

    /// The sounds playing now.
    public var playing: [Int] { sounds.filter(\.value.isPlaying).map(\.key).sorted() }
    /// The utterances not yet said.
    public var speaking: [Int] { utterances.keys.sorted() }

    public func report(_ event: MediaEvent) {
        switch event {
        case .ended(let id), .failed(let id):
            guard let sound = sounds[id] else { return }
            sounds[id]?.isPlaying = false
            sound.listener(event)
        case .duration(let id, _):
            sounds[id]?.listener(event)
        case .spoken(let id):
            utterances.removeValue(forKey: id)?(event)
        }
        graph?.flush()
    }

    private func send(_ request: MediaRequest) {
        requests.append(request)
        if requests.count > 1_000 { requests.removeFirst(500) }
        guard let graph else { return }
        _ = ViewGraph.requestFromHost(.media(request), on: graph)
    }
}

extension ViewGraph {
    /// The speakers of the device this graph shows on.
    public var media: DeviceMedia {
        if let made = mediaService { return made }
        let made = DeviceMedia(graph: self)
        mediaService = made
        return made
    }
}
