import AVFoundation
import AVKit
import Foundation
import Trellis

// The "Sounds" demo (AVFoundation): a tone the app makes as WAV bytes, played by an
// AVAudioPlayer on the visitor's speakers (the delegate counts each end the browser
// reports), and words said by an AVSpeechSynthesizer with the browser's voices.

/// The sounds of the demo, as an iOS app keeps them: a player and a synthesizer in a model.
final class SoundBoard: NSObject, ObservableObject, AVAudioPlayerDelegate, AVSpeechSynthesizerDelegate {
    @Published private(set) var plays = 0
    @Published private(set) var said = 0
    private let tone: AVAudioPlayer?
    private let synthesizer = AVSpeechSynthesizer()

    override init() {
        tone = try? AVAudioPlayer(data: SoundBoard.tone(hertz: 440, seconds: 0.4))
        super.init()
        tone?.delegate = self
        synthesizer.delegate = self
    }

    var length: String { String(format: "%.2f s", tone?.duration ?? 0) }

    func playTone() {
        tone?.currentTime = 0
        tone?.play()
    }

    func sayHello() {
        let utterance = AVSpeechUtterance(string: "Hello from Trellis")
        utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
        synthesizer.speak(utterance)
    }

    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        if flag { plays += 1 }
    }

    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        said += 1
    }

    /// A sine tone as 16-bit mono WAV bytes at 22,050 Hz.
    static func tone(hertz: Double, seconds: Double) -> Data {
        let rate = 22_050, count = Int(Double(rate) * seconds)
        func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        var data = Array("RIFF".utf8) + le(36 + count * 2, 4) + Array("WAVE".utf8)
        data += Array("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(rate, 4) + le(rate * 2, 4) + le(2, 2) + le(16, 2)
        data += Array("data".utf8) + le(count * 2, 4)
        for index in 0..<count {
            let fade = min(1, Double(count - index) / 500)
            let sample = Int(sin(2 * .pi * hertz * Double(index) / Double(rate)) * 8_000 * fade)
            data += le(sample & 0xFFFF, 2)
        }
        return Data(data)
    }
}

struct SoundsDemo: View {
    @StateObject private var board = SoundBoard()
    /// The tone again, as a file an AVPlayer plays in a VideoPlayer (a video element plays
    /// sound alone too).
    @State private var player: AVPlayer = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-gallery-tone.wav")
        try? SoundBoard.tone(hertz: 660, seconds: 1).write(to: file)
        return AVPlayer(url: file)
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Button("Play tone") { board.playTone() }
            Text("Tone of \(board.length), played \(board.plays) times")
            Divider()
            Button("Say hello") { board.sayHello() }
            Text("Said \(board.said) times")
            Divider()
            VideoPlayer(player: player)
                .frame(height: 120)
        }
        .padding()
    }
}
