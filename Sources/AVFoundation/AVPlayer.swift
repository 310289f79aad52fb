import Foundation
@_spi(TrellisHost) import Trellis

/// Media at a URL: its address, and its length once a player has learnt it.
@preconcurrency @MainActor
open class AVAsset: NSObject {
    /// Unknown (indefinite) until a player of it has been told the length.
    open var duration: CMTime { .indefinite }
}

open class AVURLAsset: AVAsset {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}

/// One piece of media a player plays: an asset, where it is, and whether it can play.
@preconcurrency @MainActor
open class AVPlayerItem: NSObject {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    public let asset: AVAsset
    package let playback: SoundPlayback
    open private(set) var status = Status.unknown
    open private(set) var error: (any Error)?

    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    public init(asset: AVAsset) {
        self.asset = asset
        let url = (asset as? AVURLAsset)?.url
        playback = SoundPlayback(source: url.map { $0.isFileURL ? .file($0) : .remote($0) } ?? .data(Data(), mimeType: "audio/wav"))
        super.init()
    }

    /// The length, once known (a WAV's header, or the browser's report).
    open var duration: CMTime {
        playback.duration.map { CMTime(seconds: $0, preferredTimescale: 600) } ?? .indefinite
    }

    open func currentTime() -> CMTime { CMTime(seconds: playback.position, preferredTimescale: 600) }

    open func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        if time.isNumeric { playback.position = time.seconds }
        completionHandler?(time.isNumeric)
    }

    func ended(successfully: Bool) {
        if successfully {
            NotificationCenter.default.post(name: .AVPlayerItemDidPlayToEndTime, object: self)
        } else {
            status = .failed
            error = NSError(domain: osStatusDomain, code: -11800)
            NotificationCenter.default.post(name: .AVPlayerItemFailedToPlayToEndTime, object: self)
        }
    }
}

extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let AVPlayerItemTimeJumped = Notification.Name("AVPlayerItemTimeJumpedNotification")
}

/// Plays an item — a song, a sound, a podcast at a URL — on the tab's speakers. `VideoPlayer`
/// (AVKit) shows a player's video; alone, a player plays its sound. The item posts
/// `AVPlayerItemDidPlayToEndTime` when it ends.
@preconcurrency @MainActor
open class AVPlayer: NSObject {
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    open private(set) var currentItem: AVPlayerItem?
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var automaticallyWaitsToMinimizeStalling = true
    /// Kept: a page's audio plays alongside others.
    open var preventsDisplaySleepDuringVideoPlayback = true
    open var allowsExternalPlayback = true
    private var timeObservers: [UUID: Timer] = [:]
    /// Counts changes a view showing this player redraws for.
    var revision = 0

    public override init() { super.init() }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }
    public init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }

    open var status: Status { currentItem == nil ? .unknown : currentItem!.status == .failed ? .failed : .readyToPlay }
    open var error: (any Error)? { currentItem?.error }

    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem?.playback.stop()
        currentItem?.playback.onEnd = nil
        currentItem = item
        item?.playback.volume = isMuted ? 0 : Double(volume)
        item?.playback.onEnd = { [weak self, weak item] successfully in
            guard let self, let item else { return }
            self.itemEnded(item, successfully: successfully)
        }
        revision += 1
    }

    func itemEnded(_ item: AVPlayerItem, successfully: Bool) {
        rateValue = 0
        revision += 1
        item.ended(successfully: successfully)
    }

    open func play() {
        guard let item = currentItem else { return }
        item.playback.rate = 1
        if item.playback.play() { rateValue = 1 }
        revision += 1
    }

    open func pause() {
        currentItem?.playback.pause()
        rateValue = 0
        revision += 1
    }

    private var rateValue: Float = 0
    /// 0 paused, 1 playing; other rates play faster or slower.
    open var rate: Float {
        get { rateValue }
        set {
            if newValue == 0 { pause(); return }
            currentItem?.playback.rate = Double(newValue)
            if currentItem?.playback.isPlaying != true, currentItem?.playback.play() == true {}
            rateValue = newValue
            revision += 1
        }
    }

    open var timeControlStatus: TimeControlStatus { currentItem?.playback.isPlaying == true ? .playing : .paused }

    open var volume: Float = 1 {
        didSet { if !isMuted { currentItem?.playback.volume = Double(volume) } }
    }
    open var isMuted = false {
        didSet { currentItem?.playback.volume = isMuted ? 0 : Double(volume) }
    }

    open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

    open func seek(to time: CMTime) { currentItem?.seek(to: time) }
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
        currentItem?.seek(to: time, completionHandler: completionHandler)
    }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                   completionHandler: @escaping @Sendable (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// Calls `block` with the current time every `interval` while the player lives
    /// (on the main queue, whatever `queue` is given).
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        let token = UUID()
        let seconds = max(interval.isNumeric ? interval.seconds : 1, 0.05)
        let timer = Timer(timeInterval: seconds, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.timeControlStatus == .playing else { return }
                block(self.currentTime())
            }
        }
        RunLoop.main.add(timer, forMode: .common)
        timeObservers[token] = timer
        return token
    }

    open func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? UUID else { return }
        timeObservers.removeValue(forKey: token)?.invalidate()
    }

    isolated deinit {
        for timer in timeObservers.values { timer.invalidate() }
    }
}

/// A player of several items in turn.
open class AVQueuePlayer: AVPlayer {
    private var queue: [AVPlayerItem] = []

    public override init() { super.init() }
    public init(items: [AVPlayerItem]) {
        super.init(playerItem: items.first)
        queue = Array(items.dropFirst())
        actionAtItemEnd = .advance
    }

    open func items() -> [AVPlayerItem] { (currentItem.map { [$0] } ?? []) + queue }

    open func advanceToNextItem() {
        let wasPlaying = timeControlStatus == .playing
        replaceCurrentItem(with: queue.isEmpty ? nil : queue.removeFirst())
        if wasPlaying { play() }
    }

    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        if let afterItem, let index = queue.firstIndex(of: afterItem) {
            queue.insert(item, at: index + 1)
        } else if afterItem == nil || afterItem === currentItem {
            queue.insert(item, at: 0)
        } else {
            queue.append(item)
        }
        if currentItem == nil { advanceToNextItem() }
    }

    open func remove(_ item: AVPlayerItem) { queue.removeAll { $0 === item } }
    open func removeAllItems() {
        queue.removeAll()
        replaceCurrentItem(with: nil)
    }

    override func itemEnded(_ item: AVPlayerItem, successfully: Bool) {
        super.itemEnded(item, successfully: successfully)
        if successfully, actionAtItemEnd == .advance, !queue.isEmpty {
            replaceCurrentItem(with: queue.removeFirst())
            play()
        }
    }
}

/// How a video fits its layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// Plays an item over and over in a queue player (a looping background video's sound, a
/// game's music): the item is put in the player and played in a loop until `disableLooping()`.
/// The browser loops it without a report each time, so `loopCount` stays 0 here, and it
/// loops the whole item: a `timeRange` is not honoured (docs/Differences.md).
@preconcurrency @MainActor
open class AVPlayerLooper: NSObject {
    public enum Status: Int, Sendable { case unknown, ready, failed, cancelled }

    private weak var player: AVQueuePlayer?
    private let item: AVPlayerItem
    open private(set) var status = Status.unknown
    open var error: (any Error)? { item.error }
    open private(set) var loopCount = 0
    open var loopingPlayerItems: [AVPlayerItem] { [item] }

    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange) {
        self.player = player
        item = itemToLoop
        super.init()
        itemToLoop.playback.loops = -1
        player.removeAllItems()
        player.insert(itemToLoop, after: nil)
        status = .ready
    }

    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    /// Plays the item to its end once more, then stops.
    open func disableLooping() {
        item.playback.loops = 0
        if item.playback.isPlaying { item.playback.play() }
        status = .cancelled
    }
}
