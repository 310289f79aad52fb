// `import SwiftUICore` on Linux: since iOS 18 SwiftUI's core types live in a module of
// that name, which some files import directly. Here it is Trellis, as `import SwiftUI` is.
@_exported import Trellis
