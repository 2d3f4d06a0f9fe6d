import IssueReporting
import OrderedCollections

extension Reducer {
  /// Runs `element` on one row of an identified collection for each row action, before this
  /// reducer.
  ///
  /// Routing a row action is a hash lookup: it costs the same with 10 rows as with 100,000.
  /// Effects of a row are cancelled when the parent removes that row.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .forEach(\.todos, action: \.todos) { Todo() }
  /// }
  /// ```
  @inlinable
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self, element: element(), elements: elements, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }
}

/// The reducer ``Reducer/forEach(_:action:element:fileID:line:)`` builds.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  @usableFromInline let element: (inout Element.State, Element.Action) -> Effect<Element.Action>
  @usableFromInline let elements: StoredProperty<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let action: CaseAccess<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, element: Element,
    elements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    action: CaseAccess<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent._resolvedReduce()
    self.element = element._resolvedReduce()
    self.elements = StoredProperty(elements)
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  /// Runs a row action on its row, then the parent, and cancels the effects of rows the
  /// parent removed.
  @inlinable
  public func reduce(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    var elementEffect = Effect<Parent.Action>.none
    if let identified = self.action.extract(action) {
      let id = identified.id
      // One access to the collection: a lookup, then the row is changed in place.
      let effect: Effect<Element.Action>? = elements.modify(&state) { rows in
        guard let index = rows.index(id: id) else { return nil }
        return element(&rows[index], identified.action)
      }
      if let effect {
        if !effect.isNone {
          let embed = self.action.embed
          elementEffect =
            effect
            .map { embed(.element(id: id, action: $0)) }
            .cancellable(id: ElementEffectID(collection: elementsID, element: id))
        }
      } else {
        reportIssue(
          """
          A "forEach" at "\(fileID):\(line)" received an action for a missing row. \
          Row: \(id). Action: \(identified.action)

          Make sure a row's effects are cancelled (or finish) before the row is removed.
          """
        )
      }
    }

    // The ids before the parent runs, to cancel the effects of rows it removes. Only the ids:
    // holding the rows would make the parent's first change to any row copy all of them.
    let (countBefore, idsBefore) = elements.modify(&state) { ($0.count, $0.ids) }
    let parentEffect = parent(&state, action)
    // Only a change of count can drop rows cheaply detectable without walking every id.
    guard elements.modify(&state, { $0.count }) < countBefore else {
      // The common row action: no array of effects to build.
      if parentEffect.isNone { return elementEffect }
      if elementEffect.isNone { return parentEffect }
      return .merge(elementEffect, parentEffect)
    }
    return .merge(
      [elementEffect, parentEffect]
        + cancellationsOfRemovedRows(before: idsBefore, after: elements.modify(&state) { $0.ids }))
  }

  /// Cancels the effects of the rows in `before` that `after` no longer has.
  @usableFromInline
  func cancellationsOfRemovedRows(
    before: OrderedSet<ID>, after: OrderedSet<ID>
  ) -> [Effect<Parent.Action>] {
    before.filter { !after.contains($0) }.map { id in
      .cancel(id: ElementEffectID(collection: elementsID, element: id))
    }
  }

  // Key paths are immutable once formed, so one can serve as a sendable cancellation id.
  @usableFromInline
  var elementsID: AnyHashableSendable {
    AnyHashableSendable(UncheckedSendable(elements.keyPath as AnyKeyPath))
  }
}

/// Cancels the effects of one row of one collection.
@usableFromInline
struct ElementEffectID<ID: Hashable & Sendable>: Hashable, Sendable {
  @usableFromInline let collection: AnyHashableSendable
  @usableFromInline let element: ID

  @usableFromInline
  init(collection: AnyHashableSendable, element: ID) {
    self.collection = collection
    self.element = element
  }
}
