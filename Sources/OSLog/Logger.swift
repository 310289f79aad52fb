// `import OSLog` on Linux: Apple's unified-logging API (`Logger`, `OSLogMessage` with
// privacy, `OSLog`, `os_log`), writing through swift-log to standard error. Apple keeps
// logs in the system store; a Linux server's are its output.
import Foundation
import Logging

/// A log a subsystem and category write to: `Logger(subsystem: "app", category: "network")`.
public struct Logger: @unchecked Sendable {
    let log: Logging.Logger

    public init(subsystem: String, category: String) {
        var log = Logging.Logger(label: "\(subsystem).\(category)")
        log.logLevel = .trace
        self.log = log
    }

    public init() { self.init(subsystem: "app", category: "default") }

    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(level: OSLogType, _ message: OSLogMessage) { log.log(level: level.swiftLog, "\(message.text)") }
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    public func trace(_ message: OSLogMessage) { log.trace("\(message.text)") }
    public func debug(_ message: OSLogMessage) { log.debug("\(message.text)") }
    public func info(_ message: OSLogMessage) { log.info("\(message.text)") }
    public func notice(_ message: OSLogMessage) { log.notice("\(message.text)") }
    public func warning(_ message: OSLogMessage) { log.warning("\(message.text)") }
    public func error(_ message: OSLogMessage) { log.error("\(message.text)") }
    public func fault(_ message: OSLogMessage) { log.critical("\(message.text)") }
    public func critical(_ message: OSLogMessage) { log.critical("\(message.text)") }
}

/// How much of a logged value may show: Apple's logs redact private values; so does this
/// one for `.private` and `.sensitive` (`<private>`), and shows the rest.
public struct OSLogPrivacy: Equatable, Sendable {
    let redacts: Bool
    public enum Mask: Equatable, Sendable { case hash, none }
    public static let auto = OSLogPrivacy(redacts: false)
    public static let `public` = OSLogPrivacy(redacts: false)
    public static let `private` = OSLogPrivacy(redacts: true)
    public static let sensitive = OSLogPrivacy(redacts: true)
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// A log message with interpolated values, each with its privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto) {
        text += privacy.redacts ? "<private>" : "\(value())"
    }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.redacts ? "<private>" : format.isHex ? String(value(), radix: 16) : "\(value())"
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
                                                                     align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.redacts ? "<private>" : format.format(Double(value()))
    }
}

public struct OSLogIntegerFormatting: Sendable {
    let isHex: Bool
    public static let decimal = OSLogIntegerFormatting(isHex: false)
    public static let hex = OSLogIntegerFormatting(isHex: true)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision)
    }
    func format(_ value: Double) -> String {
        precision.map { String(format: "%.\($0)f", value) } ?? "\(value)"
    }
}

public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}

/// A log's level.
public struct OSLogType: Equatable, Sendable {
    let swiftLog: Logging.Logger.Level
    public static let `default` = OSLogType(swiftLog: .notice)
    public static let info = OSLogType(swiftLog: .info)
    public static let debug = OSLogType(swiftLog: .debug)
    public static let error = OSLogType(swiftLog: .error)
    public static let fault = OSLogType(swiftLog: .critical)
}

/// The older log handle (`os_log`'s).
public final class OSLog: @unchecked Sendable {
    let subsystem: String
    let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public static let `default` = OSLog(subsystem: "app", category: "default")
    public static let disabled = OSLog(subsystem: "app", category: "disabled")
}

/// The older logging call: a printf-style format and its arguments.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    guard log !== OSLog.disabled else { return }
    let text = String(format: message.description.replacingOccurrences(of: "{public}", with: "")
                                                .replacingOccurrences(of: "{private}", with: ""), arguments: args)
    Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}

public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {
    guard log !== OSLog.disabled else { return }
    let text = String(format: message.description, arguments: args)
    Logger(log).log(level: type, OSLogMessage(stringLiteral: text))
}
