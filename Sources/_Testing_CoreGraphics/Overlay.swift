// Swift Testing declares a cross-import overlay for CoreGraphics (`_Testing_CoreGraphics`, attachments of
// CoreGraphics's images on Apple platforms): a file that imports both Testing and a module named
// CoreGraphics makes the compiler load it. Trellis's CoreGraphics module is that name on Linux, where the
// toolchain ships no such overlay; this empty one lets test files import both.
