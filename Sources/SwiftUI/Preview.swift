/// A preview of a view, as Xcode's `#Preview`: `#Preview { ContentView() }` or
/// `#Preview("Dark") { ContentView() }`. The macro (in TrellisMacros) declares a type the
/// web host finds at run time and lists at `/_previews`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "TrellisMacros", type: "PreviewMacro")
