// Everything a SwiftUI file uses besides the view API: Combine (OpenCombine with Apple's
// spellings, from TrellisCombine) and Observation for `@Observable`. `import Trellis`
// gives them as `import SwiftUI` does on Apple platforms.
@_exported import TrellisCombine
@_exported import Observation
