import Foundation

public let kCLErrorDomain = "kCLErrorDomain"

/// Core Location's errors, with Apple's codes: `(error as? CLError)?.code == .denied`,
/// `catch CLError.denied`, and `(error as NSError).code == CLError.Code.denied.rawValue` all
/// read as on iOS.
public struct CLError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable, Hashable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    public let code: Code
    public var userInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }

    public static func == (lhs: CLError, rhs: CLError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var headingFailure: Code { .headingFailure }
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
    public static var geocodeCanceled: Code { .geocodeCanceled }
    public static var promptDeclined: Code { .promptDeclined }

    var description: String {
        switch code {
        case .locationUnknown: "The device's location is not known yet."
        case .denied: "The user has not allowed this app to use their location."
        case .network: "No geocoding service is reachable from this host."
        case .geocodeCanceled: "The geocoding request was cancelled."
        case .geocodeFoundNoResult: "No place was found."
        default: "Core Location error \(code.rawValue)."
        }
    }
}

extension CLError.Code {
    /// Lets `catch CLError.denied` match, as for Apple's bridged error codes.
    public static func ~= (match: CLError.Code, error: any Error) -> Bool {
        (error as? CLError)?.code == match
    }
}

extension CLError: LocalizedError {
    public var errorDescription: String? { description }
}
