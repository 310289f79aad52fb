// On Apple platforms the `SwiftUI` and `Combine` products of this package hold only this
// empty module, so `import SwiftUI` and `import Combine` keep resolving to Apple's
// frameworks (see Package.swift).
