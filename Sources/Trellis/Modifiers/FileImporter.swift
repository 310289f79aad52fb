import Foundation

/// Presents the device's file or photo dialog while `isPresented` is true (the host's
/// `DeviceFiles`), and hands how it ended to `answer`; the binding turns false when it
/// ends, as a dismissed sheet's does. Turning the binding off while the dialog is open
/// withdraws the choice (a later answer changes nothing). `fileImporter` and PhotosUI's
/// pickers are this presentation with their own answers.
package struct FileChoicePresentation: ViewModifier {
    @Binding var isPresented: Bool
    let source: FileChoiceRequest.Source
    let types: [UTType]
    let limit: Int
    let answer: @MainActor (FileChoiceOutcome, DeviceFiles) -> Void

    /// The choice this presentation opened.
    @State private var opened = FileChoiceHandle()

    package init(isPresented: Binding<Bool>, source: FileChoiceRequest.Source, types: [UTType], limit: Int,
                 answer: @escaping @MainActor (FileChoiceOutcome, DeviceFiles) -> Void) {
        _isPresented = isPresented
        (self.source, self.types, self.limit, self.answer) = (source, types, limit, answer)
    }

    package func body(content: Content) -> some View {
        content
            .onChange(of: isPresented, initial: true) { _, presented in
                presented ? present() : withdraw()
            }
            .onDisappear { withdraw() }
    }

    private func present() {
        guard !opened.isOpen else { return }
        let binding = $isPresented, answer = answer
        opened.open(from: source, types: types, limit: limit) { outcome, files in
            binding.wrappedValue = false
            answer(outcome, files)
        }
    }

    private func withdraw() { opened.withdraw() }
}

/// Why an import failed: the file could not be brought over or kept.
private func importError(_ reason: String) -> CocoaError {
    CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
}

/// The chosen files as URLs of this tab's own copies (`DeviceFiles.store`).
@MainActor private func importedURLs(_ files: [ChosenFile], on device: DeviceFiles) -> Result<[URL], any Error> {
    do {
        return .success(try files.map { try device.store($0) })
    } catch {
        return .failure(error)
    }
}

extension View {
    /// Presents the device's file dialog for one file of `allowedContentTypes`. Cancelling
    /// calls nothing, as on iOS; the file arrives as a URL of a copy the app may read
    /// (`startAccessingSecurityScopedResource()` succeeds for it).
    @preconcurrency nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        // The callback runs on the main actor, where the modifier is applied.
        nonisolated(unsafe) let onCompletion = onCompletion
        return modifier(FileChoicePresentation(isPresented: isPresented, source: .files, types: allowedContentTypes, limit: 1) { outcome, device in
            switch outcome {
            case .chosen(let files):
                guard !files.isEmpty else { return }
                onCompletion(importedURLs(files, on: device).map { $0[0] })
            case .cancelled: break
            case .failed(let reason): onCompletion(.failure(importError(reason)))
            }
        })
    }

    /// Presents the device's file dialog for files of `allowedContentTypes`, several when
    /// `allowsMultipleSelection`. Cancelling calls nothing, as on iOS.
    @preconcurrency nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes,
                     allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents the device's file dialog; `onCancellation` runs when the visitor closes
    /// it without choosing.
    @preconcurrency nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        nonisolated(unsafe) let onCompletion = onCompletion, onCancellation = onCancellation
        return modifier(FileChoicePresentation(isPresented: isPresented, source: .files, types: allowedContentTypes,
                                               limit: allowsMultipleSelection ? 0 : 1) { outcome, device in
            switch outcome {
            case .chosen(let files):
                if files.isEmpty { onCancellation() } else { onCompletion(importedURLs(files, on: device)) }
            case .cancelled: onCancellation()
            case .failed(let reason): onCompletion(.failure(importError(reason)))
            }
        })
    }
}
