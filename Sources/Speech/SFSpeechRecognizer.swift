@_exported import AVFoundation
import Foundation

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, restricted, authorized
}

public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified, dictation, search, confirmation }
public enum SFSpeechRecognitionTaskState: Int, Sendable { case starting, running, finishing, canceling, completed }

/// One segment of a transcription.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    public let substring: String
    public let substringRange: NSRange
    public let timestamp: TimeInterval
    public let duration: TimeInterval
    public let confidence: Float
    init(substring: String) {
        (self.substring, substringRange, timestamp, duration, confidence) = (substring, NSRange(location: 0, length: substring.utf16.count), 0, 0, 0)
    }
}

/// Recognised text.
open class SFTranscription: NSObject, @unchecked Sendable {
    public let formattedString: String
    public let segments: [SFTranscriptionSegment]
    init(_ text: String) { (formattedString, segments) = (text, text.isEmpty ? [] : [SFTranscriptionSegment(substring: text)]) }
}

/// A recognition's result so far.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    public let bestTranscription: SFTranscription
    public let transcriptions: [SFTranscription]
    public let isFinal: Bool
    init(_ text: String, isFinal: Bool) {
        bestTranscription = SFTranscription(text)
        transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}

/// What to recognise, and how.
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    open var shouldReportPartialResults = true
    open var requiresOnDeviceRecognition = false
    open var taskHint = SFSpeechRecognitionTaskHint.unspecified
    open var contextualStrings: [String] = []
    open var addsPunctuation = false
}

/// Speech from audio the app appends (a microphone's, through an audio engine's tap).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    open private(set) var nativeAudioFormat = AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
    open func endAudio() {}
}

/// Speech in an audio file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    public let url: URL
    public init(url URL: URL) { url = URL }
}

/// A recognition under way.
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    open internal(set) var state = SFSpeechRecognitionTaskState.starting
    open internal(set) var error: (any Error)?
    open var isCancelled: Bool { state == .canceling }
    open var isFinishing: Bool { state == .finishing }
    open func cancel() { if state != .completed { state = .canceling } }
    open func finish() { if state != .completed { state = .finishing } }
}

@preconcurrency
public protocol SFSpeechRecognizerDelegate: AnyObject {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

@preconcurrency
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

/// Apple's speech recognition runs on Apple's servers or on the device; neither is here, so
/// recognition is restricted on this device: authorisation answers `.restricted`, a
/// recognizer is never available, and a task ends at once with an error, as on a device
/// where speech recognition is turned off (docs/Differences.md).
open class SFSpeechRecognizer: NSObject, @unchecked Sendable {
    public let locale: Locale
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
    open var queue = OperationQueue.main
    open var supportsOnDeviceRecognition: Bool { false }
    /// False: there is no recognition service here.
    open var isAvailable: Bool { false }

    public convenience override init() { self.init(locale: Locale.current)! }
    public init?(locale: Locale) { self.locale = locale }

    open class func supportedLocales() -> Set<Locale> { [] }
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .restricted }

    /// Answers `.restricted` on a background queue, as iOS answers on one.
    open class func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        DispatchQueue.global().async { handler(.restricted) }
    }

    static let unavailable = NSError(domain: "kAFAssistantErrorDomain", code: 1700,
                                     userInfo: [NSLocalizedDescriptionKey: "Speech recognition is not available here."])

    /// A task that fails at once (on the recognizer's queue): nothing recognises speech here.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        task.state = .completed
        task.error = Self.unavailable
        queue.addOperation { resultHandler(nil, Self.unavailable) }
        return task
    }

    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        task.state = .completed
        task.error = Self.unavailable
        nonisolated(unsafe) let delegate = delegate
        queue.addOperation { delegate.speechRecognitionTask(task, didFinishSuccessfully: false) }
        return task
    }
}
