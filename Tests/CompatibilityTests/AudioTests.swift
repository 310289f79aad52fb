// Swift 5 language mode, as apps play sounds (Scrumdinger's ding with an `AVPlayer`, a
// game's effects with `AVAudioPlayer`), speak (`AVSpeechSynthesizer`) and show a
// `VideoPlayer`.
import AVFoundation
import AVKit
import AudioToolbox
import Speech
import SwiftUI
import Testing
@_spi(TrellisHost) import Trellis
@_spi(TrellisHost) import TrellisTesting

/// A WAV of `seconds` of silence, 8 kHz mono 8-bit (8,000 bytes a second).
private func silentWAV(seconds: Double) -> Data {
    let samples = Int(8_000 * seconds)
    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8((value >> (8 * $0)) & 0xFF) } }
    var bytes = Array("RIFF".utf8) + le32(36 + samples) + Array("WAVE".utf8)
    bytes += Array("fmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(8_000) + le32(8_000) + le16(1) + le16(8)
    bytes += Array("data".utf8) + le32(samples) + [UInt8](repeating: 128, count: samples)
    return Data(bytes)
}

private let dingURL: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-test-ding.wav")
    try? silentWAV(seconds: 0.5).write(to: url)
    return url
}()

extension AVPlayer {
    static let sharedTestDingPlayer: AVPlayer = AVPlayer(url: dingURL)
}

struct MeetingTimerView: View {
    @State private var dings = 0
    var body: some View {
        VStack {
            Text("Dings ended: \(dings)")
            Button("Next speaker") {
                let player = AVPlayer.sharedTestDingPlayer
                player.seek(to: .zero)
                player.play()
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)) { _ in dings += 1 }
    }
}

final class SoundEffects: NSObject, ObservableObject, AVAudioPlayerDelegate {
    @Published var finished = 0
    var player: AVAudioPlayer?

    func playCoin() {
        player = try? AVAudioPlayer(data: silentWAV(seconds: 2))
        player?.delegate = self
        player?.numberOfLoops = 1
        player?.prepareToPlay()
        player?.play()
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        if flag { finished += 1 }
    }
}

struct ArcadeView: View {
    @StateObject private var effects = SoundEffects()
    var body: some View {
        VStack {
            Button("Coin") { effects.playCoin() }
            Text("Finished \(effects.finished)")
        }
    }
}

final class Narrator: NSObject, ObservableObject, AVSpeechSynthesizerDelegate {
    @Published var said: [String] = []
    private let synthesizer = AVSpeechSynthesizer()

    override init() {
        super.init()
        synthesizer.delegate = self
    }

    func read(_ lines: [String]) {
        for line in lines {
            let utterance = AVSpeechUtterance(string: line)
            utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
            utterance.rate = AVSpeechUtteranceDefaultSpeechRate
            synthesizer.speak(utterance)
        }
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        said.append(utterance.speechString)
    }
}

struct NarratorView: View {
    @StateObject private var narrator = Narrator()
    var body: some View {
        VStack {
            Button("Read") { narrator.read(["Once upon a time.", "The end."]) }
            Text("Said: \(narrator.said.joined(separator: " "))")
        }
    }
}

@MainActor
@Suite struct AudioTests {
    @Test func aSharedPlayerDingsOnTheTabThatPlaysItAndItsItemPostsTheEnd() throws {
        let host = ViewHost(MeetingTimerView())
        try host.find(button: "Next speaker").tap()
        #expect(host.speakers.playing == ["trellis-test-ding.wav"])
        host.speakers.finish()
        #expect(host.contains(text: "Dings ended: 1"))
        #expect(host.speakers.playing.isEmpty)
        try host.find(button: "Next speaker").tap()
        #expect(host.speakers.played == ["trellis-test-ding.wav", "trellis-test-ding.wav"])
        // Another tab playing the same shared player takes it over: one player plays in one
        // place at a time.
        let other = ViewHost(MeetingTimerView())
        try other.find(button: "Next speaker").tap()
        #expect(other.speakers.playing == ["trellis-test-ding.wav"])
        #expect(host.speakers.playing.isEmpty)
    }

    @Test func anAudioPlayerKnowsItsLengthLoopsAndTellsItsDelegate() throws {
        let host = ViewHost(ArcadeView())
        try host.find(button: "Coin").tap()
        #expect(host.speakers.playing == ["data"])
        guard case .play(_, let position, let loops, let volume, let rate, _)? = host.graph.media.requests.last else {
            Issue.record("no play request")
            return
        }
        #expect(position == 0 && loops == 1 && volume == 1 && rate == 1)
        host.speakers.finish()
        #expect(host.contains(text: "Finished 1"))
    }

    @Test func anAudioPlayersClockAndControls() throws {
        let player = try AVAudioPlayer(data: silentWAV(seconds: 3))
        #expect(abs(player.duration - 3) < 0.001, "read from the WAV's header")
        #expect(!player.isPlaying)
        player.currentTime = 1.5
        #expect(player.currentTime == 1.5)
        player.volume = 0.25
        #expect(player.volume == 0.25)
        player.enableRate = true
        player.rate = 1.5
        #expect(player.rate == 1.5)
        #expect(throws: (any Error).self) { try AVAudioPlayer(data: Data("not a sound".utf8)) }
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nonexistent/ding.wav")) }
        // Outside any tab there are no speakers: play says so.
        #expect(!player.play())
    }

    @Test func utterancesAreSaidInTurnAndTheDelegateHearsEachEnd() throws {
        let host = ViewHost(NarratorView())
        try host.find(button: "Read").tap()
        #expect(host.speakers.spoken == ["Once upon a time.", "The end."])
        #expect(host.speakers.isSpeaking)
        guard case .speak(_, _, let language, let rate, _, _)? = host.graph.media.requests.first else {
            Issue.record("no speak request")
            return
        }
        #expect(language == "en-GB" && rate == 0.5)
        host.speakers.finishSpeaking()
        #expect(host.contains(text: "Said: Once upon a time."))
        host.speakers.finishSpeaking()
        #expect(host.contains(text: "Said: Once upon a time. The end."))
        #expect(!host.speakers.isSpeaking)
    }

    @Test func aVideoPlayerPlaysItsPlayersSoundWithControls() throws {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        let host = ViewHost(VideoPlayer(player: player) { Text("Overlay") }.frame(width: 320, height: 180))
        #expect(host.contains(text: "Overlay"))
        #expect(host.contains(text: "0:00 / --:--"))
        // The picture: an element of its own, naming the sound it plays and where it is.
        let picture = try #require(host.findAll(kind: .video).first)
        #expect(picture[property: "url"] == .string("https://example.com/clip.mp4"))
        #expect(picture.frame.size == CGSize(width: 320, height: 180))
        try host.find(button: "Play").tap()
        #expect(host.speakers.playing == ["clip.mp4"])
        #expect(player.timeControlStatus == .playing)
        host.speakers.reportDuration(of: "clip.mp4", seconds: 65)
        try host.find(button: "Pause").tap()
        #expect(host.contains(text: "0:00 / 1:05"))
        #expect(host.speakers.playing.isEmpty)
        guard case .play(_, _, _, _, _, let remote)? = host.graph.media.requests.first(where: { if case .play = $0 { true } else { false } }) else {
            Issue.record("no play request")
            return
        }
        #expect(remote == URL(string: "https://example.com/clip.mp4"), "the browser loads a web address itself")
        // Without a player: the controls, and no picture.
        let empty = ViewHost(VideoPlayer(player: nil))
        #expect(empty.contains(text: "0:00 / --:--") && empty.findAll(kind: .video).isEmpty)
    }

    @Test func theAudioSessionKeepsItsCategoryAndRecordsNothing() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.duckOthers])
        #expect(session.recordPermission == .denied)
    }

    @Test func speechRecognitionIsRestrictedAndAMicrophoneEngineDoesNotStart() async throws {
        // Scrumdinger's transcriber, step by step.
        let status = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(status == .restricted)
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(!recognizer.isAvailable)
        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        let input = engine.inputNode
        input.installTap(onBus: 0, bufferSize: 1024, format: input.outputFormat(forBus: 0)) { buffer, _ in request.append(buffer) }
        engine.prepare()
        #expect(throws: (any Error).self) { try engine.start() }
        #expect(!engine.isRunning)
        input.removeTap(onBus: 0)
        try engine.start()
        #expect(engine.isRunning, "an engine that records nothing runs (silently)")
        let failed = await withCheckedContinuation { continuation in
            _ = recognizer.recognitionTask(with: request) { result, error in continuation.resume(returning: result == nil && error != nil) }
        }
        #expect(failed)
    }

    @Test func aPlayerScreenFromUIKitShowsThePlayersControls() throws {
        let controller = AVPlayerViewController()
        controller.player = AVPlayer(url: URL(string: "https://example.com/talk.m4a")!)
        struct Screen: UIViewControllerRepresentable {
            let controller: AVPlayerViewController
            func makeUIViewController(context: Context) -> AVPlayerViewController { controller }
            func updateUIViewController(_ uiViewController: AVPlayerViewController, context: Context) {}
        }
        let host = ViewHost(Screen(controller: controller).frame(width: 320, height: 200))
        try host.find(button: "Play").tap()
        #expect(host.speakers.playing == ["talk.m4a"])
        #expect(UIVisualEffectView().effect == nil)
    }

    @Test func aLooperPlaysItsItemUntilLoopingIsDisabled() throws {
        struct Music: View {
            @State private var player = AVQueuePlayer()
            @State private var looper: AVPlayerLooper?
            var body: some View {
                Button("Start music") {
                    let item = AVPlayerItem(url: URL(string: "https://example.com/theme.mp3")!)
                    looper = AVPlayerLooper(player: player, templateItem: item)
                    player.play()
                }
                Button("Last time") { looper?.disableLooping() }
            }
        }
        let host = ViewHost(Music())
        try host.find(button: "Start music").tap()
        #expect(host.speakers.playing == ["theme.mp3"])
        guard case .play(_, _, let loops, _, _, _)? = host.graph.media.requests.last else { Issue.record("no play"); return }
        #expect(loops == -1)
        try host.find(button: "Last time").tap()
        guard case .play(_, _, let last, _, _, _)? = host.graph.media.requests.last else { Issue.record("no play"); return }
        #expect(last == 0, "it plays to its end once more")
    }

    @Test func aRegisteredSystemSoundPlaysAndTheSystemsOwnAreSilent() throws {
        struct Timer: View {
            static var beep: SystemSoundID = 0
            var body: some View {
                Button("Beep") {
                    if Timer.beep == 0 { _ = AudioServicesCreateSystemSoundID(dingURL as CFURL, &Timer.beep) }
                    AudioServicesPlayAlertSound(Timer.beep)
                }
                Button("Click") { AudioServicesPlaySystemSound(1104) }
            }
        }
        var missing: SystemSoundID = 0
        #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/nonexistent.caf") as CFURL, &missing) != kAudioServicesNoError)
        let host = ViewHost(Timer())
        try host.find(button: "Click").tap()
        #expect(host.speakers.played.isEmpty, "a keyboard click is iOS's own sound")
        try host.find(button: "Beep").tap()
        #expect(Timer.beep >= 4097)
        #expect(host.speakers.playing == ["trellis-test-ding.wav"])
    }

    @Test func mediaTimesAreExactFractions() {
        let frame = CMTime(value: 1, timescale: 30)
        #expect(CMTimeMultiply(frame, multiplier: 30) == CMTime(seconds: 1, preferredTimescale: 600))
        #expect(CMTimeGetSeconds(CMTimeAdd(frame, CMTimeMake(value: 1, timescale: 2))) == 1.0 / 30 + 0.5)
        #expect(CMTime.zero < frame && frame < .positiveInfinity && CMTime.invalid < .zero)
        #expect(CMTime.indefinite.seconds.isNaN && !CMTime.indefinite.isNumeric)
        #expect(CMTimeRange(start: .zero, duration: frame).containsTime(CMTime(value: 1, timescale: 60)))
    }
}
