extension View {
    /// Shows `content` in a sheet while `isPresented` is true. Inside it,
    /// `@Environment(\.dismiss)` and `presentationMode` set the binding back to false.
    @preconcurrency nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<_SheetStyle, Content>> {
        modifier(_PresentationModifier(title: nil, resolve: flagResolver(isPresented, content),
                                       close: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    /// Shows `content(item)` in a sheet while `item` is not nil; another item (another id)
    /// replaces the sheet with a fresh one.
    @preconcurrency nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                    @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<_SheetStyle, Content>> {
        modifier(_PresentationModifier(title: nil, resolve: itemResolver(item, content),
                                       close: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    /// A popover anchored to the view. In a compact width (an iPhone, and Trellis's one
    /// window) SwiftUI presents a popover as a sheet; so does Trellis.
    @preconcurrency nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge? = nil,
                                                   @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<_SheetStyle, Content>> {
        sheet(isPresented: isPresented, content: content)
    }

    @preconcurrency nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                                      arrowEdge: Edge? = nil,
                                                                      @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<_SheetStyle, Content>> {
        sheet(item: item, content: content)
    }

    /// Like `sheet(isPresented:)`, covering the whole window.
    @preconcurrency nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> ModifiedContent<Self, _PresentationModifier<_FullScreenCoverStyle, Content>> {
        modifier(_PresentationModifier(title: nil, resolve: flagResolver(isPresented, content),
                                       close: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
    }

    @preconcurrency nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
                                                                              @ViewBuilder content: @escaping (Item) -> Content) -> ModifiedContent<Self, _PresentationModifier<_FullScreenCoverStyle, Content>> {
        modifier(_PresentationModifier(title: nil, resolve: itemResolver(item, content),
                                       close: { item.wrappedValue = nil }, onDismiss: onDismiss))
    }

    /// An alert with a title, buttons (`actions`; an "OK" button when there are none) and
    /// a message. Any of its buttons closes it after running its action.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                                   @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A, M>>> {
        modifier(_PresentationModifier(title: title.content, resolve: flagResolver(isPresented) { _AlertBody(title: title.content, actions: actions(), message: message()) },
                                       close: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                                   @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A, M>>> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A, EmptyView>>> {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                             @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A, EmptyView>>> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
                                                                      @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A, M>>> {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert for `data`: shown while `isPresented` is true and `data` is not nil, its
    /// buttons and message made from the data.
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                                      @ViewBuilder actions: @escaping (T) -> A,
                                                      @ViewBuilder message: @escaping (T) -> M)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, M?>>> {
        nonisolated(unsafe) let data = data
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return alert(title, isPresented: shown, actions: { data.map(actions) }, message: { data.map(message) })
    }

    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                                      @ViewBuilder actions: @escaping (T) -> A,
                                                      @ViewBuilder message: @escaping (T) -> M)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, M?>>> {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                         @ViewBuilder actions: @escaping (T) -> A,
                                                                         @ViewBuilder message: @escaping (T) -> M)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, M?>>> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                             @ViewBuilder actions: @escaping (T) -> A)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, EmptyView?>>> {
        alert(title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() })
    }

    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                             @ViewBuilder actions: @escaping (T) -> A)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, EmptyView?>>> {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                                @ViewBuilder actions: @escaping (T) -> A)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, EmptyView?>>> {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert for an error: its title is the error's description, shown while
    /// `isPresented` is true and `error` is not nil.
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                              @ViewBuilder actions: @escaping () -> A)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, Text?>>> {
        alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error,
              actions: { _ in actions() }, message: { error in Text(error.recoverySuggestion ?? error.failureReason ?? "") })
    }

    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                                       @ViewBuilder actions: @escaping (E) -> A,
                                                                       @ViewBuilder message: @escaping (E) -> M)
        -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _AlertBody<A?, M?>>> {
        alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: actions, message: message)
    }

    /// The older form: an `Alert` made from the item while `item` is not nil.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _ClassicAlertBody>> {
        modifier(_PresentationModifier(title: nil, resolve: itemResolver(item) { _ClassicAlertBody(alert: content($0)) },
                                       close: { item.wrappedValue = nil }, onDismiss: nil))
    }

    /// The older form with a flag.
    nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> ModifiedContent<Self, _PresentationModifier<_AlertStyle, _ClassicAlertBody>> {
        modifier(_PresentationModifier(title: nil, resolve: flagResolver(isPresented) { _ClassicAlertBody(alert: content()) },
                                       close: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    /// A set of choices about an action (iOS shows it as an action sheet); any button closes it.
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                                titleVisibility: Visibility = .automatic,
                                                                @ViewBuilder actions: @escaping () -> A,
                                                                @ViewBuilder message: @escaping () -> M) -> ModifiedContent<Self, _PresentationModifier<_ConfirmationDialogStyle, _AlertBody<A, M>>> {
        let title = titleVisibility == .visible ? Text(titleKey).content : nil
        return modifier(_PresentationModifier(title: title, resolve: flagResolver(isPresented) { _AlertBody(title: title, actions: actions(), message: message(), addsCancel: true) },
                                              close: { isPresented.wrappedValue = false }, onDismiss: nil))
    }

    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                       titleVisibility: Visibility = .automatic,
                                                       @ViewBuilder actions: @escaping () -> A) -> ModifiedContent<Self, _PresentationModifier<_ConfirmationDialogStyle, _AlertBody<A, EmptyView>>> {
        confirmationDialog(titleKey, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }
}

/// Where a popover's arrow points: a rectangle of the view or one of its points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Whether something is shown (a confirmation dialog's title, say).
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

/// One presented identity while the flag is true.
private func flagResolver<Content>(_ isPresented: Binding<Bool>, _ content: @escaping () -> Content) -> () -> (id: AnyHashable, content: Content)? {
    { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil }
}

/// One presented identity per item id.
private func itemResolver<Item: Identifiable, Content>(_ item: Binding<Item?>, _ content: @escaping (Item) -> Content) -> () -> (id: AnyHashable, content: Content)? {
    { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } }
}
