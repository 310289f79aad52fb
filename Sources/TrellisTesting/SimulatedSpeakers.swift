import Foundation
@_spi(TrellisHost) import Trellis

extension ViewHost {
    /// The device's speakers, as a test hears them: the sounds playing and the words said,
    /// and the end of each, which the test decides (nothing here takes real time to play).
    public var speakers: SimulatedSpeakers { SimulatedSpeakers(device: graph.media) }
}

/// What the app plays and says, and the test's say in when it ends.
@MainActor
public struct SimulatedSpeakers {
    let device: DeviceMedia

    /// The sounds playing now, by the last component of their file's or web address's
    /// path ("ding.wav"), or "data" for sound bytes.
    public var playing: [String] { device.playing.map(name) }

    /// Every sound the app started, in order (a sound played twice counts twice).
    public var played: [String] {
        device.requests.compactMap { request in
            if case .play(let id, _, _, _, _, _) = request { return name(id) }
            return nil
        }
    }

    /// What the app asked to be said, in order.
    public var spoken: [String] {
        device.requests.compactMap { request in
            if case .speak(_, let text, _, _, _, _) = request { return text }
            return nil
        }
    }

    /// Whether some utterance is still being said.
    public var isSpeaking: Bool { !device.speaking.isEmpty }

    /// The sound `name` (or, without one, every sound playing) plays to its end.
    public func finish(_ name: String? = nil) {
        for id in device.playing where name == nil || self.name(id) == name { device.report(.ended(id: id)) }
    }

    /// The sound `name` cannot be played (a format the browser cannot decode).
    public func fail(_ name: String) {
        for id in device.playing where self.name(id) == name { device.report(.failed(id: id)) }
    }

    /// The host learns the sound's length (a browser, once it has loaded it).
    public func reportDuration(of name: String, seconds: Double) {
        for id in device.playing where self.name(id) == name { device.report(.duration(id: id, seconds: seconds)) }
    }

    /// The utterance being said comes to its end.
    public func finishSpeaking() {
        if let first = device.speaking.first { device.report(.spoken(id: first)) }
    }

    private func name(_ id: Int) -> String {
        switch device.source(of: id) {
        case .remote(let url)?, .file(let url)?: url.lastPathComponent
        case .data?: "data"
        case nil: "?"
        }
    }
}
