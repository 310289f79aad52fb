import Foundation
import Trellis

/// Gives a SwiftUI app a UIKit app delegate, as SwiftUI's: the delegate is made from its
/// class once per process (every browser tab's app instance shares it, as every scene of
/// an iOS app does), becomes `UIApplication.shared.delegate`, and its launch methods run
/// then. A delegate that is an `ObservableObject` or `@Observable` is put in the
/// environment of the app's windows, as SwiftUI puts it.
@preconcurrency @MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let delegate: DelegateType
    private let environment: (@MainActor (AnyView) -> AnyView)?

    public var wrappedValue: DelegateType { delegate }

    /// Bindings to the delegate's properties (`$appDelegate.isEnabled`). SwiftUI declares
    /// this for a delegate that is an `ObservableObject` (`ObservedObject.Wrapper`); a
    /// property wrapper's projection must be declared with the type here, so every
    /// delegate has it, and only an observable one redraws what reads it.
    public var projectedValue: _DelegateBindings<DelegateType> { _DelegateBindings(delegate: delegate) }

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        delegate = ApplicationDelegates.adopt(delegateType)
        environment = nil
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        let delegate = ApplicationDelegates.adopt(delegateType)
        self.delegate = delegate
        environment = { AnyView($0.environmentObject(delegate)) }
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        let delegate = ApplicationDelegates.adopt(delegateType)
        self.delegate = delegate
        environment = { AnyView($0.environment(delegate)) }
    }
}

extension UIApplicationDelegateAdaptor: _AppEnvironmentProperty {
    public func _environment(of content: AnyView) -> AnyView {
        environment?(content) ?? content
    }
}

/// Bindings to an app delegate's properties: `$appDelegate.property`.
@preconcurrency @MainActor @dynamicMemberLookup
public struct _DelegateBindings<DelegateType: AnyObject> {
    let delegate: DelegateType

    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<DelegateType, Value>) -> Binding<Value> {
        let delegate = delegate
        return Binding(get: { delegate[keyPath: keyPath] }, set: { delegate[keyPath: keyPath] = $0 })
    }
}
