import Foundation

/// Why a view's (or a custom modifier's) body is running, as SwiftUI's `_printChanges()`
/// reports it.
enum BodyChangeCause: UInt8 {
    /// The first run: the view is new here.
    case firstRun
    /// Its parent gave it a value that differs from the last one.
    case newValue
    /// Something its body read changed: state, an observed object, the environment.
    case dependencies

    var summary: String {
        switch self {
        case .firstRun: "@self, @identity"
        case .newValue: "@self"
        case .dependencies: "@dependencies"
        }
    }
}

/// A node that runs a user's `body` and knows why it is running it.
@MainActor
protocol BodyChangeReporting: AnyObject {
    var bodyChangeCause: BodyChangeCause { get }
}

extension View {
    /// SwiftUI's debugging aid, called from `body` (`let _ = Self._printChanges()`): prints
    /// the view's type and why its body runs — `@self, @identity` on its first run,
    /// `@self` for a new value from its parent, `@dependencies` when something it read
    /// changed. (SwiftUI also names the `@State` properties that changed; Trellis says
    /// `@dependencies` for them.) Outside a body it says `@self`.
    @MainActor public static func _printChanges() { BodyChangeReporter.printChanges(of: Self.self) }
}

extension ViewModifier {
    /// `View._printChanges()` for a custom modifier's `body(content:)`.
    @MainActor public static func _printChanges() { BodyChangeReporter.printChanges(of: Self.self) }
}

enum BodyChangeReporter {
    /// Prints `type` and why the body running now runs ("@self" when none is).
    @MainActor static func printChanges(of type: Any.Type) {
        let summary = (DependencyTracking.evaluatingNode as? BodyChangeReporting)?.bodyChangeCause.summary ?? "@self"
        print("\(type): \(summary) changed.")
    }
}
