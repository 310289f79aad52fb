import Foundation
import Logging
import Trellis
import UIKit

/// Asks for an App Store rating. Apple decides whether a prompt appears at all (at most
/// three times a year, never in some configurations), and apps must not depend on it; a
/// web page has no App Store to rate in, so no prompt appears here, the first request is
/// logged, and the app goes on as it would after a prompt Apple chose not to show.
public struct RequestReviewAction: Sendable {
    public init() {}

    @MainActor public func callAsFunction() {
        ReviewRequests.request()
    }
}

extension EnvironmentValues {
    /// The action that asks for a rating (`@Environment(\.requestReview)`).
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// UIKit-era review requests, answered as `RequestReviewAction` is.
@MainActor
public final class SKStoreReviewController {
    public static func requestReview() { ReviewRequests.request() }
    public static func requestReview(in windowScene: UIWindowScene) { ReviewRequests.request() }
}

/// iOS 16's `AppStore.requestReview(in:)`.
public enum AppStore {
    @MainActor public static func requestReview(in scene: UIWindowScene) { ReviewRequests.request() }
}

@MainActor
enum ReviewRequests {
    /// How many reviews this process was asked for (tests read it; nothing is shown).
    static var count = 0

    static func request() {
        count += 1
        if count == 1 {
            Logger(label: "StoreKit").info("A review was requested: there is no App Store prompt in a browser, so none is shown.")
        }
    }
}

/// For tests: how many reviews were requested in this process.
@MainActor public var _reviewRequestCount: Int { ReviewRequests.count }
