// Calls a class's `init()` through the Swift runtime, and the entry point's weak stand-in.
//
// A non-final Swift class has a vtable entry for each designated initializer's allocating
// entry point, overridden by every subclass that inherits or declares that initializer.
// `swift_lookUpClassMethod` finds the subclass's entry for `NSObject.init()` from the
// method's descriptor (exported by Foundation), and the entry is called as Swift calls
// it: the Swift calling convention, with the class metadata as `self` (the register
// Clang's `swift_context` parameter uses is the one Swift uses for `self`).
#include "UIKitEntryPoint.h"
#include <stdio.h>

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

typedef const void *(*AllocatingInitializer)(const void *metadata __attribute__((swift_context)))
    __attribute__((swiftcall));

// `Foundation.NSObject.init()`'s method descriptor and `NSObject`'s class descriptor.
extern const char objectInitializer[] __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char objectClass[] __asm__("$s10Foundation8NSObjectCMn");

const void *trellis_make_object(const void *metadata) {
    AllocatingInitializer initializer =
        (AllocatingInitializer)swift_lookUpClassMethod(metadata, objectInitializer, objectClass);
    return initializer(metadata);
}

// Linked when the SwiftUI module (which serves the app) is not: a program built against
// UIKit alone has nothing to show its window in.
__attribute__((weak))
int trellis_application_main(int argc, char **argv, const void *principalClassName, const void *delegateClassName) {
    (void)argc; (void)argv; (void)principalClassName; (void)delegateClassName;
    fputs("UIApplicationMain: the app is served by the SwiftUI module; depend on the SwiftUI product\n", stderr);
    return 1;
}
