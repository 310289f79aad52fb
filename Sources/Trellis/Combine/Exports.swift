// Combine's API on Linux comes from OpenCombine, and `@Observable` from the toolchain's
// Observation module; both are re-exported so app code needs only `import Trellis`, as it
// needs only `import SwiftUI` on Apple platforms. Where OpenCombine's Foundation spelling
// or behaviour differs from Apple's Combine, the files beside this one fill the gap
// (docs/Differences.md lists each).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import Observation
#if canImport(FoundationNetworking)
// On Apple platforms URLSession is part of Foundation; on Linux it lives in
// FoundationNetworking, re-exported so `URLSession.shared.dataTaskPublisher` just works.
@_exported import FoundationNetworking
#endif
