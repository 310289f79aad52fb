import Foundation
import Trellis

extension EnvironmentValues {
    /// The context views insert, delete and fetch with: the main context of the nearest
    /// `modelContainer(_:)`, on the device of the tab or host showing the view. Without
    /// one, a context whose models live in memory only.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContainer.fallback.store().mainContext }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

/// Sets the environment's context from a container when the view is shown, so the context
/// is the one of the device showing it.
struct ModelContainerModifier: ViewModifier {
    let container: ModelContainer

    func body(content: Content) -> some View {
        content.environment(\.modelContext, container.store().mainContext)
    }
}

extension View {
    /// Puts `container`'s main context in the environment of this view and its descendants.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
        modifier(ModelContainerModifier(container: container))
    }

    /// Puts the main context of a container of `modelType` (and the types it relates to)
    /// in the environment; made once and kept.
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(ModelContainerSetupModifier(setup: ModelContainerSetup(types: modelTypes, inMemory: inMemory,
                                                                        isAutosaveEnabled: isAutosaveEnabled,
                                                                        isUndoEnabled: isUndoEnabled, onSetup: onSetup)))
    }

    /// Puts `modelContext` in the environment of this view and its descendants.
    nonisolated public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

/// A container asked for by its types, made (or found) when the view is shown.
struct ModelContainerSetup: @unchecked Sendable {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    /// Accepted without effect: Foundation on Linux has no `UndoManager` (docs/Differences.md).
    let isUndoEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void

    func context() -> ModelContext {
        do {
            let (container, isNew) = try ModelContainer.shared(for: types, inMemory: inMemory)
            let context = container.store().mainContext
            context.autosaveEnabled = isAutosaveEnabled
            if isNew { onSetup(.success(container)) }
            return context
        } catch {
            onSetup(.failure(error))
            return ModelContainer.fallback.store().mainContext
        }
    }
}

struct ModelContainerSetupModifier: ViewModifier {
    let setup: ModelContainerSetup

    func body(content: Content) -> some View {
        content.environment(\.modelContext, setup.context())
    }
}

extension Scene {
    /// Puts `container`'s main context in the environment of every window of this scene.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some Scene {
        modifyingContent { AnyView($0.modelContainer(container)) }
    }

    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let setup = ModelContainerSetup(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                                        isUndoEnabled: isUndoEnabled, onSetup: onSetup)
        return modifyingContent { AnyView($0.modifier(ModelContainerSetupModifier(setup: setup))) }
    }

    nonisolated public func modelContext(_ modelContext: ModelContext) -> some Scene {
        modifyingContent { AnyView($0.environment(\.modelContext, modelContext)) }
    }
}
