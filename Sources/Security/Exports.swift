// `import Security`: Keychain Services and secure random bytes, which TrellisFoundation
// declares (Apple's Foundation brings them to every file through Security, and so does
// the AppleImports plugin here). See TrellisFoundation/Keychain.swift.
@_exported import TrellisFoundation
