#ifndef UIKIT_ENTRY_POINT_UIAPPLICATIONMAIN_H
#define UIKIT_ENTRY_POINT_UIAPPLICATIONMAIN_H

/// UIKit's entry point, as the Swift compiler calls it for `@UIApplicationMain`: the two
/// names are strings (Foundation's `NSString` objects, retained by the caller) or null.
/// Defined by the SwiftUI module, which serves the app (a weak stand-in in
/// UIKitEntryPoint.c says so when it is missing).
int UIApplicationMain(int argc, char * _Nullable * _Nonnull argv,
                      const void * _Nullable principalClassName,
                      const void * _Nullable delegateClassName);

#endif
