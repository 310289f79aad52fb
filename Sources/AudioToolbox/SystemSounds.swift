import Foundation
import Synchronization
@_spi(TrellisHost) import Trellis
import AVFoundation

public typealias SystemSoundID = UInt32

/// Vibrates the device, where it can. A browser page here has no vibration: nothing happens.
public var kSystemSoundID_Vibrate: SystemSoundID { 4095 }
public var kAudioServicesNoError: OSStatus { 0 }
public var kAudioServicesBadSpecifierSizeError: OSStatus { 561_211_770 }
public var kAudioServicesUnsupportedPropertyError: OSStatus { 1_886_681_407 }

/// The short sounds an app registered (`AudioServicesCreateSystemSoundID`), by number:
/// iOS numbers them from 4097; the numbers below are the system's own sounds. Registered from
/// any thread; played on the main actor.
private final class RegisteredSounds: Sendable {
    static let shared = RegisteredSounds()
    private let files = Mutex<(next: SystemSoundID, urls: [SystemSoundID: URL])>((4097, [:]))
    @MainActor private static var players: [SystemSoundID: SoundPlayback] = [:]

    func register(_ url: URL) -> SystemSoundID {
        files.withLock { files in
            let id = files.next
            files.next += 1
            files.urls[id] = url
            return id
        }
    }

    func dispose(_ id: SystemSoundID) {
        files.withLock { _ = $0.urls.removeValue(forKey: id) }
        ViewGraph.onMainActor { RegisteredSounds.players.removeValue(forKey: id)?.stop() }
    }

    func url(_ id: SystemSoundID) -> URL? { files.withLock { $0.urls[id] } }

    @MainActor func play(_ id: SystemSoundID, completion: (@Sendable () -> Void)?) {
        guard let url = url(id) else {
            // The system's own sounds (keyboard clicks, alerts, 1000–4095) are iOS's, not a
            // browser's: nothing plays, and the completion comes at once.
            completion?()
            return
        }
        let player = Self.players[id] ?? SoundPlayback(source: .file(url))
        Self.players[id] = player
        player.onEnd = { _ in completion?() }
        player.position = 0
        if !player.play() { completion?() }
    }
}

/// Registers the sound file at `inFileURL` (a short WAV, CAF or AIFF, as on iOS) and writes its
/// number to `outSystemSoundID`; an error when there is no such file.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let url = inFileURL as URL
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else { return -43 }  // fnfErr
    outSystemSoundID.pointee = RegisteredSounds.shared.register(url)
    return kAudioServicesNoError
}

public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    RegisteredSounds.shared.dispose(inSystemSoundID)
    return kAudioServicesNoError
}

/// Plays a registered sound on the speakers of the tab whose view is being handled.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

/// As `AudioServicesPlaySystemSound`; an alert sound would also vibrate, which a page here
/// cannot.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, nil)
}

public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    ViewGraph.onMainActor { RegisteredSounds.shared.play(inSystemSoundID, completion: inCompletionBlock) }
}

public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}
