import Foundation
import TrellisFoundation

// Network reachability (`SCNetworkReachability`), as apps ask it "is the device online?".
// The device is the one the app serves: in the web host the visitor's browser, which is
// online for as long as its tab talks to the app (a browser that goes offline loses its
// socket, and the app with it, until it reconnects); in a test host, the test's. So every
// target is reachable, directly, and never changes: callbacks and run-loop scheduling are
// accepted and never called (docs/Differences.md).

/// A network target whose reachability an app asks about: an address, a pair of
/// addresses, or a host name.
public final class SCNetworkReachability: @unchecked Sendable {
    /// The host name asked about (nil for an address).
    let name: String?
    init(name: String?) { self.name = name }
}

/// What reachability reports about a target.
public struct SCNetworkReachabilityFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let transientConnection = SCNetworkReachabilityFlags(rawValue: 1 << 0)
    public static let reachable = SCNetworkReachabilityFlags(rawValue: 1 << 1)
    public static let connectionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 2)
    public static let connectionOnTraffic = SCNetworkReachabilityFlags(rawValue: 1 << 3)
    public static let interventionRequired = SCNetworkReachabilityFlags(rawValue: 1 << 4)
    public static let connectionOnDemand = SCNetworkReachabilityFlags(rawValue: 1 << 5)
    public static let isLocalAddress = SCNetworkReachabilityFlags(rawValue: 1 << 16)
    public static let isDirect = SCNetworkReachabilityFlags(rawValue: 1 << 17)
    public static let isWWAN = SCNetworkReachabilityFlags(rawValue: 1 << 18)
    public static let connectionAutomatic = SCNetworkReachabilityFlags.connectionOnTraffic
}

/// The function reachability calls with a target's new flags. (A C function pointer on
/// Apple platforms; a Swift function here, where the target is a Swift class: the
/// non-capturing closures apps pass are both.)
public typealias SCNetworkReachabilityCallBack = (SCNetworkReachability, SCNetworkReachabilityFlags, UnsafeMutableRawPointer?) -> Void

/// The app's context for a callback (kept; the callback is never called here).
public struct SCNetworkReachabilityContext {
    public var version: CFIndex
    public var info: UnsafeMutableRawPointer?
    public var retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?
    public var release: (@convention(c) (UnsafeRawPointer) -> Void)?
    public var copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?
    public init() { (version, info, retain, release, copyDescription) = (0, nil, nil, nil, nil) }
    public init(version: CFIndex, info: UnsafeMutableRawPointer?,
                retain: (@convention(c) (UnsafeRawPointer) -> UnsafeRawPointer)?,
                release: (@convention(c) (UnsafeRawPointer) -> Void)?,
                copyDescription: ((UnsafeRawPointer) -> Unmanaged<CFString>)?) {
        (self.version, self.info, self.retain, self.release, self.copyDescription) = (version, info, retain, release, copyDescription)
    }
}

public func SCNetworkReachabilityCreateWithAddress(_ allocator: CFAllocator?, _ address: UnsafePointer<sockaddr>) -> SCNetworkReachability? {
    SCNetworkReachability(name: nil)
}

public func SCNetworkReachabilityCreateWithAddressPair(_ allocator: CFAllocator?, _ localAddress: UnsafePointer<sockaddr>?,
                                                       _ remoteAddress: UnsafePointer<sockaddr>?) -> SCNetworkReachability? {
    SCNetworkReachability(name: nil)
}

public func SCNetworkReachabilityCreateWithName(_ allocator: CFAllocator?, _ nodename: UnsafePointer<CChar>) -> SCNetworkReachability? {
    SCNetworkReachability(name: String(cString: nodename))
}

/// The target's flags: reachable without a connection to bring up (see the top of the file).
public func SCNetworkReachabilityGetFlags(_ target: SCNetworkReachability,
                                          _ flags: UnsafeMutablePointer<SCNetworkReachabilityFlags>) -> Bool {
    flags.pointee = [.reachable]
    return true
}

public func SCNetworkReachabilitySetCallback(_ target: SCNetworkReachability, _ callout: SCNetworkReachabilityCallBack?,
                                             _ context: UnsafeMutablePointer<SCNetworkReachabilityContext>?) -> Bool {
    true
}

public func SCNetworkReachabilityScheduleWithRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop,
                                                     _ runLoopMode: CFString) -> Bool { true }
public func SCNetworkReachabilityUnscheduleFromRunLoop(_ target: SCNetworkReachability, _ runLoop: CFRunLoop,
                                                       _ runLoopMode: CFString) -> Bool { true }
public func SCNetworkReachabilitySetDispatchQueue(_ target: SCNetworkReachability, _ queue: DispatchQueue?) -> Bool { true }

extension sockaddr_in {
    /// BSD's length field, which Linux's socket addresses do not have (their family gives
    /// their size): reads the address's size; setting it changes nothing.
    public var sin_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in>.size) }
        set {}
    }
}

extension sockaddr_in6 {
    /// BSD's length field (see `sockaddr_in.sin_len`).
    public var sin6_len: UInt8 {
        get { UInt8(MemoryLayout<sockaddr_in6>.size) }
        set {}
    }
}
