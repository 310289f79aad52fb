// `import CoreLocation` brings Foundation, as Apple's does.
@_exported import Foundation
