// As on iOS, `import AVFoundation` brings Core Media's times (`CMTime`).
@_exported import CoreMedia
