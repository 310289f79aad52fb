import Foundation
import TrellisWeb
import UIKit

/// UIKit's entry point, which the compiler calls for `@UIApplicationMain` (and
/// `UIApplicationDelegate.main()` for `@main` on a delegate class): makes the app delegate
/// from its class name and serves the app, each browser tab showing its own scene
/// (`_UIKitSceneRoot`). Defined here, not in UIKit, because serving is the web host's.
@_cdecl("UIApplicationMain")
func applicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                     _ principalClassName: UnsafeRawPointer?, _ delegateClassName: UnsafeRawPointer?) -> Int32 {
    // The names are `NSString`s the caller keeps.
    let delegateName = delegateClassName.map { String(Unmanaged<NSString>.fromOpaque($0).takeUnretainedValue()) }
    return MainActor.assumeIsolated { () -> Int32 in
        let appName = _UIKitApplicationLaunch.launch(delegateClassName: delegateName)
        _AppLauncher.serve(appName: appName) { web in
            web.page("/", title: appName) { _UIKitSceneRoot() }
        }
    }
}
