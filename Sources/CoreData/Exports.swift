// Core Data's API over Trellis's per-device storage (see ManagedStore): what an app's
// `import CoreData` finds, and what SwiftUI's `@FetchRequest` reads.
@_exported import Foundation
