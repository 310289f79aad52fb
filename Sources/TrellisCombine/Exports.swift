// Combine's API on Linux: OpenCombine, plus what Apple's Combine and Foundation give
// that OpenCombine lacks or spells differently (the files beside this one; each is listed
// in docs/Differences.md). `import Trellis`, `import SwiftUI` and `import Combine` all
// re-export this module, so a model file that imports only Combine and Foundation builds
// as it does on Apple platforms.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
#if canImport(FoundationNetworking)
// On Apple platforms URLSession is part of Foundation; on Linux it lives in
// FoundationNetworking, re-exported so `URLSession.shared.dataTaskPublisher` just works.
@_exported import FoundationNetworking
#endif
