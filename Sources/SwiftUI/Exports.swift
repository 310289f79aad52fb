// `import SwiftUI` on Linux gives what it gives on Apple platforms: the view API
// (Trellis), Foundation, Combine's names (TrellisCombine, through Trellis) and
// Observation; plus the web host, which runs an `@main` App (`App.main()`).
@_exported import Foundation
@_exported import Trellis
@_exported import TrellisWeb
