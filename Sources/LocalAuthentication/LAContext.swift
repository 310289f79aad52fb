import Dispatch
import Foundation
import TrellisFoundation

/// The device's owner proving who they are: Face ID, Touch ID or the passcode. A server
/// has none of them, so every policy is unavailable here and says why, the way a device
/// without biometrics or a passcode answers: `canEvaluatePolicy` is false with
/// `LAError.biometryNotAvailable` (biometric policies) or `.passcodeNotSet`, and
/// `evaluatePolicy` fails with that error. Apps then take their own fallback (a password,
/// a message), as they do on such a device (docs/Differences.md).
open class LAContext: NSObject, @unchecked Sendable {
    open var localizedReason = ""
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    /// The biometry the device has: none.
    open private(set) var biometryType: LABiometryType = .none
    private var invalidated = false

    public override init() {
        super.init()
    }

    /// Whether `policy` can be evaluated: never here; `error` says why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = unavailable(policy) as NSError
        return false
    }

    /// Answers `reply` (on the main queue's next turn) that `policy` failed, with the reason.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String,
                             reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let error = unavailable(policy)
        DispatchQueue.main.async { reply(false, error) }
    }

    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw unavailable(policy)
    }

    open func invalidate() { invalidated = true }

    private func unavailable(_ policy: LAPolicy) -> LAError {
        if invalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthentication: return LAError(.passcodeNotSet)
        default: return LAError(.biometryNotAvailable)
        }
    }
}

public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    case deviceOwnerAuthenticationWithWristDetection = 5
}

public enum LABiometryType: Int, Sendable {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an evaluation failed: `catch let error as LAError { switch error.code { … } }`.
public struct LAError: Error, CustomNSError, Hashable, @unchecked Sendable {
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case watchNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        public static var touchIDLockout: Code { .biometryLockout }
    }

    public let code: Code
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = Self.describe(code) }
        errorUserInfo = info
    }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var localizedDescription: String { errorUserInfo[NSLocalizedDescriptionKey] as? String ?? Self.describe(code) }

    public static func == (lhs: LAError, rhs: LAError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    // The codes as members, for `case LAError.userCancel` patterns.
    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    public static var touchIDLockout: Code { .biometryLockout }

    private static func describe(_ code: Code) -> String {
        switch code {
        case .biometryNotAvailable: return "Biometry is not available on this device."
        case .passcodeNotSet: return "A passcode has not been set."
        case .invalidContext: return "The context was invalidated."
        default: return "Authentication failed (\(code.rawValue))."
        }
    }
}

/// `~=` for `case LAError.userCancel:` against an error's code.
public func ~= (code: LAError.Code, error: any Error) -> Bool {
    (error as? LAError)?.code == code
}
