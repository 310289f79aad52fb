// `import CoreTransferable` on Linux: `Transferable` and its representations
// (TrellisFoundation's Transferable.swift), which `import SwiftUI` also brings, as on iOS.
@_exported import Foundation
@_exported import TrellisFoundation
