#ifndef UIKIT_ENTRY_POINT_H
#define UIKIT_ENTRY_POINT_H

/// Makes an instance of a Swift class that inherits from Foundation's `NSObject`, given
/// only its class metadata, by calling the class's own `init()` (the override of
/// `NSObject.init()` that Swift inherits or the class declares): what UIKit does on iOS
/// when it makes the app's delegates from their class names (`[[cls alloc] init]`).
/// Returns a +1 reference. A class that declares other designated initializers only has
/// no `init()`: Swift's entry for it stops the program ("Use of unimplemented initializer
/// 'init()'"), as on iOS.
const void * _Nonnull trellis_make_object(const void * _Nonnull metadata);

/// UIKit's entry point (UIApplicationMain.h), by a name Swift code can call it by.
int trellis_application_main(int argc, char * _Nullable * _Nonnull argv,
                             const void * _Nullable principalClassName,
                             const void * _Nullable delegateClassName) __asm__("UIApplicationMain");

#endif
