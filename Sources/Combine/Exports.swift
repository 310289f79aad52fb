// `import Combine` on Linux: OpenCombine with Apple's spellings (TrellisCombine), so a
// model file written for Apple platforms (`ObservableObject`, `@Published`,
// `AnyCancellable`, `Timer.publish`, `receive(on: RunLoop.main)`…) builds unmodified.
@_exported import TrellisCombine
