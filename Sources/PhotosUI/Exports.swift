// As on iOS, `import PhotosUI` brings the Photos framework's names (`PHPhotoLibrary`).
@_exported import Photos
