import Foundation
@_spi(TrellisHost) import Trellis
import UIKitEntryPoint

// How an app that starts from UIKit runs here. `@UIApplicationMain` (Xcode 11's template)
// makes the compiler call the C function `UIApplicationMain` with the delegate class's
// name; `@main` on the delegate class calls it through `UIApplicationDelegate.main()`. The
// SwiftUI module defines that function (it serves the app): it calls `launch` below, then
// serves `_UIKitSceneRoot` to every browser tab. As on iOS, the app delegate and the scene
// delegates are made from their classes alone.

/// UIKit's entry point, as Swift code calls it (`UIApplicationMain(CommandLine.argc,
/// CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))` in a `main.swift`):
/// makes the delegate of the class named `delegateClassName` and serves the app. The
/// principal class is always `UIApplication`: there is one application object.
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let principal = principalClassName.map { Unmanaged.passRetained(NSString(string: $0)) }
    let delegate = delegateClassName.map { Unmanaged.passRetained(NSString(string: $0)) }
    defer {
        principal?.release()
        delegate?.release()
    }
    return trellis_application_main(argc, argv, principal.map { UnsafeRawPointer($0.toOpaque()) },
                                    delegate.map { UnsafeRawPointer($0.toOpaque()) })
}

/// What the compiler's `@UIApplicationMain` entry point calls to name the delegate class:
/// the class's qualified name (`MyApp.AppDelegate`), as a +1 `NSString`.
@_cdecl("NSStringFromClass")
func entryPointClassName(_ metadata: UnsafeRawPointer) -> UnsafeMutableRawPointer {
    let type: AnyClass = unsafeBitCast(metadata, to: AnyClass.self)
    return Unmanaged.passRetained(NSString(string: String(reflecting: type))).toOpaque()
}

/// The launch of an app that starts from UIKit: its delegate, made once per process.
@MainActor
public enum _UIKitApplicationLaunch {
    /// Makes the delegate of the class named `delegateClassName` (`MyApp.AppDelegate`)
    /// and runs its launch methods. Returns the app's name (its module's), for the host.
    public static func launch(delegateClassName: String?) -> String {
        guard let delegateClassName else {
            // No delegate: an app whose Info.plist names the scene delegate alone.
            return ProcessInfo.processInfo.processName
        }
        guard let type = NSClassFromString(delegateClassName) else {
            fatalError("UIApplicationMain: no class is named \(delegateClassName)")
        }
        let module = String(delegateClassName.prefix { $0 != "." })
        appModule = module
        ApplicationDelegates.make(type)
        return module
    }

    /// The module of the app delegate: where the scene delegate is looked for by name.
    static var appModule: String?
}

extension ApplicationDelegates {
    /// Makes the app delegate of class `type`, makes it the application's delegate and
    /// runs its launch methods, as UIKit does before the first scene connects.
    @discardableResult
    static func make(_ type: AnyClass) -> any UIApplicationDelegate {
        // Made before the app serves anyone: a class UIKit could not make either stops it.
        let made: NSObject
        do {
            made = try ClassInstances.make(type)
        } catch {
            fatalError("\(error)")
        }
        guard let delegate = made as? any UIApplicationDelegate else {
            fatalError("\(type) is not a UIApplicationDelegate")
        }
        current = delegate
        let application = UIApplication.shared
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        delegate.applicationDidBecomeActive(application)
        return delegate
    }

    /// The app delegate of class `type`: the one already made, else a new one.
    static func adopt<Delegate: UIApplicationDelegate>(_ type: Delegate.Type) -> Delegate {
        if let delegate = current as? Delegate { return delegate }
        guard let delegate = make(type) as? Delegate else { fatalError("\(type) is not a UIApplicationDelegate") }
        return delegate
    }
}

/// Objects made from their class alone, as UIKit makes delegates from class names.
@MainActor
enum ClassInstances {
    /// Why a class cannot be made from its class alone.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// A new instance of `type` made with its `init()`. UIKit requires such classes to
    /// inherit from `NSObject`, and so does this: the runtime call is `NSObject.init()`'s.
    /// A class with other initializers only has no `init()`, and stops the app when made,
    /// as on iOS ("Use of unimplemented initializer 'init()'").
    static func make(_ type: AnyClass) throws(Refusal) -> NSObject {
        guard type is NSObject.Type, type != NSObject.self else {
            throw Refusal(description: "\(type) is made from its class, as UIKit makes it: it must inherit from NSObject")
        }
        let made = trellis_make_object(unsafeBitCast(type, to: UnsafeRawPointer.self))
        return Unmanaged<NSObject>.fromOpaque(made).takeRetainedValue()
    }

    /// The class named `name`, or in the app's module when the name is not qualified.
    static func named(_ name: String) -> AnyClass? {
        if let type = NSClassFromString(name) { return type }
        guard let module = _UIKitApplicationLaunch.appModule else { return nil }
        return NSClassFromString("\(module).\(name)")
    }
}
