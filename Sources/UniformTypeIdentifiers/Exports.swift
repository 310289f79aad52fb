// `import UniformTypeIdentifiers` on Linux: `UTType` and `UTTagClass` (TrellisFoundation's
// UniformTypes.swift), with Foundation, as the framework gives them on Apple platforms.
@_exported import Foundation
@_exported import TrellisFoundation
