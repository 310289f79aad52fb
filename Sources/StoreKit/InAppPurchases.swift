import Foundation

// StoreKit 2's in-app purchases. A page in a browser has no App Store to buy from: no
// product is ever available, so `Product.products(for:)` returns none (as for identifiers
// App Store Connect does not know), no transaction ever happens, and the transaction
// sequences end at once. An app's store screen shows its "nothing to buy" state; its
// purchase code compiles and never runs (docs/Differences.md).

/// Something the app sells in the App Store. None is available here, so none is made.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    public var jsonRepresentation: Data { Data() }

    /// The products with these identifiers that the App Store sells: none, here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        []
    }

    /// Buys the product. No product exists here to call this on; were one made, the App
    /// Store would not be there to sell it.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw PurchaseError.productUnavailable
    }

    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { nil }
    }

    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(name: "appAccountToken", value: token.uuidString)
        }
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(name: "quantity", value: String(quantity))
        }
    }

    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }

    /// A subscription's group and period.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        public var isEligibleForIntroOffer: Bool { get async { false } }
    }

    public struct SubscriptionPeriod: Hashable, Sendable {
        public enum Unit: Hashable, Sendable { case day, week, month, year }
        public let unit: Unit
        public let value: Int
    }
}

/// A signed StoreKit value: verified by the App Store, or not with the reason.
public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    public enum VerificationError: Error, Hashable, Sendable {
        case revokedCertificate
        case invalidCertificateChain
        case invalidDeviceVerification
        case invalidEncoding
        case invalidSignature
        case missingRequiredProperties
    }

    /// The value, if verified.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}

/// A purchase the App Store made. None happens here.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?
    public let isUpgraded: Bool
    public var jsonRepresentation: Data { Data() }

    /// Tells the App Store the app has delivered what was bought.
    public func finish() async {}

    /// Transactions as a sequence. Here each ends at once: nothing was ever bought.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public static var updates: Transactions { Transactions() }
    public static var currentEntitlements: Transactions { Transactions() }
    public static var all: Transactions { Transactions() }
    public static var unfinished: Transactions { Transactions() }

    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// StoreKit's own errors.
public enum StoreKitError: Error, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error)
    case notAvailableInStorefront
    case notEntitled
    case unsupported
}

extension AppStore {
    /// Whether this device may buy: a browser page cannot.
    public static var canMakePayments: Bool { false }

    /// Syncs the user's purchases with the App Store: there is none here.
    public static func sync() async throws {
        throw StoreKitError.unsupported
    }
}
