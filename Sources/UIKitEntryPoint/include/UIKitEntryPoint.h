#ifndef UIKIT_ENTRY_POINT_H
#define UIKIT_ENTRY_POINT_H

/// Makes an instance of a Swift class that inherits from Foundation's `NSObject`, given
/// only its class metadata, by calling the class's own `init()` (the override of
/// `NSObject.init()` that Swift inherits or the class declares): what UIKit does on iOS
/// when it makes the app's delegates from their class names (`[[cls alloc] init]`).
/// Returns a +1 reference, or null when the class has no `init()` of its own (it declares
/// other designated initializers only, so it inherits none: its superclass's would leave
/// its stored properties unset). `superclass` is the class's superclass's metadata.
const void * _Nullable trellis_make_object(const void * _Nonnull metadata, const void * _Nonnull superclass);

/// UIKit's entry point (UIApplicationMain.h), by a name Swift code can call it by.
int trellis_application_main(int argc, char * _Nullable * _Nonnull argv,
                             const void * _Nullable principalClassName,
                             const void * _Nullable delegateClassName) __asm__("UIApplicationMain");

#endif
