@_exported import Foundation
@_exported import Observation
import Trellis

/// Makes a class a model SwiftData keeps: its stored properties are observed (views that
/// read them update) and saved with its context; `@Attribute`, `@Relationship` and
/// `@Transient` on a property say how.
@attached(member, names: named(_$persistence), named(init), named(_trellisEncode), named(_trellisLink),
          named(_trellisApply), named(_trellisProperties), named(_trellisRelatedTypes), named(_trellisRequiredKeys), named(_trellisCanDecode),
          named(_Related),
          named(_relatedModels), named(_holding), named(_adding), named(_removing))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, _RelationshipValue)
public macro Model() = #externalMacro(module: "TrellisMacros", type: "ModelMacro")

/// How `@Model` keeps one stored property (added by `@Model`, not written by hand).
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "TrellisMacros", type: "PersistedPropertyMacro")

/// Options for how a model's property is kept: `.unique` makes an insert of a model with
/// the same value update the one already there.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TrellisMacros", type: "ModelAnnotationMacro")

/// A property that holds other models: what deleting this model does to them, and the
/// property on their side that points back (kept in step when either side changes).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "TrellisMacros", type: "ModelAnnotationMacro")

/// A property of a model that is not saved (it needs a default value).
@attached(peer)
public macro Transient() = #externalMacro(module: "TrellisMacros", type: "ModelAnnotationMacro")

// `@Query var items: [Item]`: the results of a `Query<Item, [Item]>` made with the
// attribute's arguments (see `Query`'s initialisers for what each form does).

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction?) = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")

@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "TrellisMacros", type: "QueryMacro")
