/// A preview of a view, as Xcode's `#Preview`: `#Preview { ContentView() }` or
/// `#Preview("Dark") { ContentView() }`. The macro (in TrellisMacros) declares a type
/// conforming to `_PreviewRegistration`, so a host can find and show it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A value of the environment declared in one line (iOS 18, back-deployed):
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")

/// Marks a `#Preview`'s dynamic property: `#Preview { @Previewable @State var on = false; Toggle("On", isOn: $on) }`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
