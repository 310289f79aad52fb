import Foundation

/// How the app's audio mixes with the device's, and whether it may record. A page's sound
/// always plays through the browser, mixed with the visitor's other tabs: categories,
/// modes and options are kept and read back, and change nothing (docs/Differences.md). No
/// page here records: the microphone's permission reads as denied.
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RecordPermission: UInt, Sendable { case undetermined = 1970168948, denied = 1684369017, granted = 1735552628 }
    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }
    public struct InterruptionOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }
    public enum PortOverride: UInt, Sendable { case none = 0, speaker = 1936747378 }

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state: (category: Category, mode: Mode, options: CategoryOptions) = (.soloAmbient, .default, [])

    open class func sharedInstance() -> AVAudioSession { shared }

    open var category: Category { lock.withLock { state.category } }
    open var mode: Mode { lock.withLock { state.mode } }
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }

    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: categoryOptions) }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state = (category, mode, options) }
    }
    open func setMode(_ mode: Mode) throws { lock.withLock { state.mode = mode } }
    open func setActive(_ active: Bool) throws {}
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// Denied: no page here records sound.
    open var recordPermission: RecordPermission { .denied }
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { response(false) }
    }
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    open var outputVolume: Float { 1 }
    open var sampleRate: Double { 48_000 }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
