// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`, attachments of
// UIKit's images on Apple platforms): a file that imports both Testing and a module named
// UIKit makes the compiler load it. Trellis's UIKit module is that name on Linux, where the
// toolchain ships no such overlay; this empty one lets test files import both.
