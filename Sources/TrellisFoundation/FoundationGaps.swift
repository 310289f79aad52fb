import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TrellisCombine

#if !canImport(Darwin)
/// Objective-C's integer names, which Apple's Foundation keeps for Swift code.
public typealias NSInteger = Int
public typealias NSUInteger = UInt

extension UserDefaults {
    /// Key-value coding's reader, as Apple apps call it on `UserDefaults`: the stored object.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Key-value coding's writer, as Apple apps call it on `UserDefaults`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

/// Apple's Foundation declares `NSCache` Sendable (any thread may use one: it locks inside),
/// so Swift 6 apps keep one in a `static let`; swift-corelibs-foundation's also locks every
/// access (an `NSLock` around its storage) but does not say so.
extension NSCache: @retroactive @unchecked Sendable {}

extension ProcessInfo {
    /// Whether an iPhone or iPad app runs on a Mac: never here.
    public var isiOSAppOnMac: Bool { false }
    /// Whether a Mac Catalyst app runs: never here.
    public var isMacCatalystApp: Bool { false }
}

extension URLError {
    /// Why a network was unavailable to a request that does not allow expensive or
    /// constrained networks. Linux has no such policies, so no error carries one.
    public enum NetworkUnavailableReason: Int, Sendable {
        case cellular, expensive, constrained
    }

    public var networkUnavailableReason: NetworkUnavailableReason? { nil }
}

extension URLSession {
    /// The bytes of a URL's response, as an asynchronous sequence (`for try await byte in
    /// bytes`, `bytes.lines`). FoundationNetworking has no streaming loader here: the
    /// response arrives whole, then the sequence hands it out.
    public func bytes(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws
        -> (URLSession.AsyncBytes, URLResponse) {
        try await bytes(for: URLRequest(url: url), delegate: delegate)
    }

    public func bytes(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws
        -> (URLSession.AsyncBytes, URLResponse) {
        let (data, response) = try await data(for: request)
        return (AsyncBytes(data: data), response)
    }

    /// A response's bytes, one at a time.
    public struct AsyncBytes: AsyncSequence, Sendable {
        public typealias Element = UInt8
        let data: Data

        public struct AsyncIterator: AsyncIteratorProtocol {
            var index: Data.Index
            let data: Data
            public mutating func next() async throws -> UInt8? {
                guard index < data.endIndex else { return nil }
                defer { index = data.index(after: index) }
                return data[index]
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(index: data.startIndex, data: data) }

        /// The response's text, a line at a time (lines end with a line feed, a carriage
        /// return or both).
        public var lines: AsyncThrowingStream<String, any Error> {
            let text = String(decoding: data, as: UTF8.self)
            return AsyncThrowingStream { continuation in
                text.enumerateLines { line, _ in continuation.yield(line) }
                continuation.finish()
            }
        }
    }
}
#endif

#if !canImport(Darwin)
extension NSSortDescriptor {
    /// Sorting by an optional value, as Core Data's generated properties are (`Date?`):
    /// objects without a value come first, as on Apple platforms.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { first, second in
            switch (first as? Value, second as? Value) {
            case (nil, nil): return .orderedSame
            case (nil, _): return .orderedAscending
            case (_, nil): return .orderedDescending
            case let (first?, second?): return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
            }
        }
    }
}
#endif

#if !canImport(Darwin)
/// Where a method that can fail leaves its error (`canEvaluatePolicy(_:error: &error)`):
/// Apple's Foundation declares it for Objective-C's error convention; Linux's lacks it.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
#endif
