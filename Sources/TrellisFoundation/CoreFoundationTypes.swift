import Foundation

#if !canImport(Darwin)
// Core Foundation's names as Apple's Foundation brings them, where apps still write them
// (keychain queries, system sounds, reachability): swift-corelibs-foundation keeps Core
// Foundation internal, so each is the Foundation type it bridges to on Apple platforms.

/// A Core Foundation string: Foundation's `NSString` here, a class as on Apple platforms
/// (the keychain's constants go into `[String: AnyObject]` queries as they are).
public typealias CFString = NSString
/// Core Foundation's URL, as `url as CFURL` bridges it on Apple platforms (Audio Toolbox's
/// system sounds take one).
public typealias CFURL = NSURL
public typealias CFDictionary = NSDictionary
public typealias CFTypeRef = AnyObject
public typealias CFData = NSData
public typealias CFBoolean = NSNumber
public typealias CFArray = NSArray

public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// A count or an index, as Core Foundation's functions take them.
public typealias CFIndex = Int

/// A memory allocator. Swift manages memory here: every function that takes one ignores it
/// and allocates as Swift does (the default allocator, which apps pass as `nil` or
/// `kCFAllocatorDefault`, is the only one there is).
public final class CFAllocator: Sendable {
    private init() {}
}
public let kCFAllocatorDefault: CFAllocator! = nil

/// A run loop, as `CFRunLoopGetMain()` answers: Foundation's.
public typealias CFRunLoop = RunLoop
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

/// A run loop's mode by its Core Foundation name (`CFRunLoopMode.defaultMode.rawValue`).
public struct CFRunLoopMode: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}
public let kCFRunLoopDefaultMode: CFRunLoopMode! = .defaultMode
public let kCFRunLoopCommonModes: CFRunLoopMode! = .commonModes
#endif
