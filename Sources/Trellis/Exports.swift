// Everything a SwiftUI file uses besides the view API: Foundation as Apple platforms give it
// (TrellisFoundation: Combine's names, Observation, URLSession, Core Graphics' types).
// `import Trellis` gives them as `import SwiftUI` does on Apple platforms.
@_exported import TrellisFoundation
