import Foundation
@_spi(TrellisHost) import Trellis

/// A voice for speech: a language (BCP 47), as the browser's voices are chosen by it.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String
    public let identifier: String
    public let name: String
    public enum Quality: Int, Sendable { case `default` = 1, enhanced, premium }
    public let quality = Quality.default

    /// The voice for `languageCode` (nil: the current language's). The browser picks its
    /// own voice of that language when it speaks.
    public init?(language languageCode: String?) {
        language = languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()
        identifier = "com.apple.voice.compact.\(language)"
        name = Locale(identifier: "en").localizedString(forIdentifier: language) ?? language
    }

    public convenience init?(identifier: String) {
        self.init(language: identifier.split(separator: ".").last.map(String.init))
    }

    /// The languages the browser is asked to speak in (it has voices of its own for them).
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "ja-JP", "zh-CN", "pt-BR", "ko-KR"].compactMap { AVSpeechSynthesisVoice(language: $0) }
    }

    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let language = locale.language.languageCode?.identifier else { return "en-US" }
        return locale.region.map { "\(language)-\($0.identifier)" } ?? language
    }
}

public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Words to say, and how.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    open var voice: AVSpeechSynthesisVoice?
    open var rate = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var prefersAssistiveTechnologySettings = false

    public init(string: String) { speechString = string }
    public convenience init(attributedString: NSAttributedString) { self.init(string: attributedString.string) }
}

public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

/// What a synthesizer tells its delegate (every method optional).
@preconcurrency @MainActor
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
}

/// Says utterances, one after another, with the speech synthesis of the tab that asked
/// (the browser's voices, in the web host). The delegate hears each start, and each end
/// once the host reports it.
@preconcurrency @MainActor
open class AVSpeechSynthesizer: NSObject {
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    private var queue: [(id: Int, utterance: AVSpeechUtterance)] = []
    private weak var device: DeviceMedia?
    open private(set) var isPaused = false

    public override init() { super.init() }

    open var isSpeaking: Bool { !queue.isEmpty }

    open func speak(_ utterance: AVSpeechUtterance) {
        guard let device = (ViewGraph.active ?? ViewGraph.current())?.media else { return }
        self.device = device
        let id = device.speak(utterance.speechString, language: utterance.voice?.language, rate: Double(utterance.rate),
                              pitch: Double(utterance.pitchMultiplier), volume: Double(utterance.volume)) { [weak self] _ in
            self?.said(utterance)
        }
        queue.append((id, utterance))
        if queue.count == 1 { delegate?.speechSynthesizer(self, didStart: utterance) }
    }

    private func said(_ utterance: AVSpeechUtterance) {
        queue.removeAll { $0.utterance === utterance }
        delegate?.speechSynthesizer(self, didFinish: utterance)
        if let next = queue.first { delegate?.speechSynthesizer(self, didStart: next.utterance) }
    }

    /// Stops at once (a page cannot stop at a word's end) and drops what was queued.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard !queue.isEmpty else { return false }
        let dropped = queue
        queue.removeAll()
        device?.stopSpeaking()
        for entry in dropped { delegate?.speechSynthesizer(self, didCancel: entry.utterance) }
        return true
    }

    /// The browser cannot pause one synthesizer's speech apart from the page's: pausing is
    /// refused (false) and the speech goes on.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult
    open func continueSpeaking() -> Bool { false }
}
