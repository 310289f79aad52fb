import Foundation

public typealias AVAudioNodeBus = Int
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioPacketCount = UInt32
public typealias AVAudioChannelCount = UInt32

public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4
}

/// A sample format: rate, channels, sample type.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool

    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard sampleRate > 0, channels > 0 else { return nil }
        (self.commonFormat, self.sampleRate, channelCount, isInterleaved) = (format, sampleRate, channels, interleaved)
    }

    /// Deinterleaved 32-bit floats, as Core Audio's standard format.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        self.init(commonFormat: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }

    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
}

/// A time on an audio clock.
open class AVAudioTime: NSObject, @unchecked Sendable {
    public let sampleTime: AVAudioFramePosition
    public let sampleRate: Double
    public let hostTime: UInt64
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        (self.sampleTime, self.sampleRate, hostTime) = (sampleTime, sampleRate, 0)
    }
    public init(hostTime: UInt64) { (sampleTime, sampleRate, self.hostTime) = (0, 0, hostTime) }
    open var isSampleTimeValid: Bool { sampleRate > 0 }
    open var isHostTimeValid: Bool { hostTime > 0 }
}

/// Samples in memory.
open class AVAudioPCMBuffer: NSObject, @unchecked Sendable {
    public let format: AVAudioFormat
    public let frameCapacity: AVAudioFrameCount
    open var frameLength: AVAudioFrameCount = 0

    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        (self.format, self.frameCapacity) = (format, frameCapacity)
    }
}

/// A node of an audio engine's graph.
open class AVAudioNode: NSObject, @unchecked Sendable {
    open internal(set) weak var engine: AVAudioEngine?
    var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]
    let format = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!

    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }

    /// Hands `block` the node's samples as the engine runs. Here the only samples would
    /// come from a microphone, which a server has not: an engine with an input tap does not
    /// start.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping AVAudioNodeTapBlock) {
        taps[bus] = tapBlock
    }

    open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }
    open func reset() {}
}

public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

open class AVAudioIONode: AVAudioNode {}
/// The microphone.
open class AVAudioInputNode: AVAudioIONode {}
/// The speakers.
open class AVAudioOutputNode: AVAudioIONode {}
open class AVAudioMixerNode: AVAudioNode {
    open var outputVolume: Float = 1
}

/// Apple's real-time audio graph. Its graph is kept (nodes attached and connected), but no
/// samples flow here: the server has no microphone to record, so an engine whose input is
/// tapped fails to start (as on a device without microphone access), and one without input
/// runs silently (docs/Differences.md).
open class AVAudioEngine: NSObject, @unchecked Sendable {
    public let inputNode = AVAudioInputNode()
    public let outputNode = AVAudioOutputNode()
    public let mainMixerNode = AVAudioMixerNode()
    open private(set) var attachedNodes: Set<AVAudioNode> = []
    open private(set) var isRunning = false

    public override init() {
        super.init()
        for node in [inputNode, outputNode, mainMixerNode] as [AVAudioNode] { node.engine = self }
    }

    open func attach(_ node: AVAudioNode) {
        node.engine = self
        attachedNodes.insert(node)
    }
    open func detach(_ node: AVAudioNode) { attachedNodes.remove(node) }
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    open func disconnectNodeOutput(_ node: AVAudioNode) {}
    open func prepare() {}

    /// Throws when the microphone's samples are asked for (an input tap): there is no
    /// microphone here.
    open func start() throws {
        guard inputNode.taps.isEmpty else {
            throw NSError(domain: osStatusDomain, code: 561_017_449,
                          userInfo: [NSLocalizedDescriptionKey: "There is no microphone to record from here."])
        }
        isRunning = true
    }

    open func pause() { isRunning = false }
    open func stop() { isRunning = false }
    open func reset() {}
}
