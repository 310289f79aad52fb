// What `import Foundation` gives an app on Apple platforms beyond swift-corelibs-foundation:
// Combine's names (TrellisCombine: OpenCombine with Apple's spellings, and
// FoundationNetworking's URLSession), Observation's `@Observable`, Core Graphics' types and
// the Foundation API corelibs lacks (the files beside this one). Trellis re-exports this
// module, and the AppleImports plugin brings it to files that import only Foundation.
@_exported import Foundation
@_exported import Observation
@_exported import TrellisCombine
