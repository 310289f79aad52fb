import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking

/// A URL cache that answers a data task's lookup on the caller's thread.
///
/// FoundationNetworking (swift-corelibs-foundation) asks the session's cache for a stored
/// response before it loads, and the stock `URLCache` replies on a background queue. A
/// `cancel()` that lands before that reply, on a load that then fails fast (a refused
/// connection, a failed DNS lookup), reports its failure after the task has left the
/// session's registry, and that traps the whole process ("a task that is not in the
/// registry"). Cancelling is what SwiftUI code does all the time without saying so: a
/// `.task { try await URLSession.shared.data(from:) }` is cancelled when its view goes away.
/// Answering synchronously closes the window; what is cached and for how long is unchanged.
final class CancellationSafeURLCache: URLCache, @unchecked Sendable {
    override func getCachedResponse(for dataTask: URLSessionDataTask,
                                    completionHandler: @escaping (CachedURLResponse?) -> Void) {
        guard let request = dataTask.currentRequest ?? dataTask.originalRequest else {
            return completionHandler(nil)
        }
        completionHandler(cachedResponse(for: request))
    }
}
#endif

/// Makes `URLCache.shared` answer lookups synchronously, so that `URLSession.shared` and
/// sessions made from `URLSessionConfiguration.default` afterwards can be cancelled safely
/// on Linux. Idempotent and cheap; the hosts call it before they build a view. Does nothing
/// where Foundation is Apple's, or when the app has already installed a cache of its own.
public func _installCancellationSafeURLCache() {
    #if canImport(FoundationNetworking)
    _ = cancellationSafeURLCacheInstalled
    #endif
}

#if canImport(FoundationNetworking)
private let cancellationSafeURLCacheInstalled: Bool = {
    let current = URLCache.shared
    guard type(of: current) == URLCache.self else { return false }
    // Memory only: the stock cache's disk store would be shared by every user of a server.
    URLCache.shared = CancellationSafeURLCache(memoryCapacity: current.memoryCapacity,
                                               diskCapacity: 0, diskPath: nil)
    return true
}()

/// Whether cancelling a task of this session is known to be safe (see
/// `CancellationSafeURLCache`): it has no cache, or the cache answers synchronously.
func cancellingIsSafe(on session: URLSession) -> Bool {
    guard let cache = session.configuration.urlCache else { return true }
    return cache is CancellationSafeURLCache
}
#else
func cancellingIsSafe(on session: URLSession) -> Bool { true }
#endif
