import CasePaths
import IdentifiedCollections

// Scoping is inlinable so that the closures each scope forms (read the child's state, embed
// its action) are specialised in the caller's module, where every type is concrete: a send
// from a deeply scoped store then costs a few direct calls per level, not generic conversions
// through value witnesses.
extension Store {
  /// A store of a part of this one: it reads `state` from this store's state, and sends its
  /// actions embedded in the `action` case.
  ///
  /// ```swift
  /// let settingsStore = store.scope(state: \.settings, action: \.settings)
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let key = ScopeCacheKey(state: state, action: action)
    if let cached = scopeCache[key] as? Store<ChildState, ChildAction> { return cached }
    let embed = CaseAccess.specialized(action).embed
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore.child(
        of: core,
        toState: { $0[keyPath: state] },
        fromAction: embed,
        statePath: state,
        embedsInPlace: CaseAccess.embedsInPlace(action)
      )
    )
    scopeCache[key] = child
    return child
  }

  /// A store of a part of this one: the spelling of `scope(state:action:)` without the
  /// first label.
  ///
  /// ```swift
  /// let settingsStore = store.scope(\.settings, action: \.settings)
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: action)
  }

  /// A store of optional child state, or `nil` while the child is absent: the spelling
  /// without the first label.
  ///
  /// ```swift
  /// if let homeStore = store.scope(\.home, action: \.home) { … }
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }

  /// A store derived with closures, the spelling from before key paths: the child reads
  /// `state(parentState)`, and its actions are sent as `action(childAction)`.
  ///
  /// ```swift
  /// let rowStore = store.scope(state: { $0.rows[0] }, action: { .row(id: 0, $0) })
  /// ```
  ///
  /// Not cached: closures have no identity to look a store up by.
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedCore.child(of: core, toState: toChildState, fromAction: fromChildAction)
    )
  }

  /// A store of optional child state, or `nil` while the child is absent.
  ///
  /// ```swift
  /// if let homeStore = store.scope(state: \.home, action: \.home) {
  ///   HomeView(store: homeStore)
  /// }
  /// ```
  ///
  /// If the child goes away while a view still holds its store, the store keeps showing the
  /// child's last state rather than crashing.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard var last = core.state[keyPath: state] else { return nil }
    let embed = CaseAccess.specialized(action).embed
    return Store<ChildState, ChildAction>(
      core: ScopedCore.child(
        of: core,
        toState: { parent in
          if let current = parent[keyPath: state] { last = current }
          return last
        },
        fromAction: embed,
        remembersLastState: true,
        embedsInPlace: CaseAccess.embedsInPlace(action)
      )
    )
  }

  /// A store of one case of an enum state (a destination), or `nil` while the state is in
  /// another case.
  ///
  /// ```swift
  /// if let addStore = destinationStore.scope(state: \.addTask, action: \.addTask) { … }
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? where State: CasePathable {
    let extract = CaseAccess(state).extract
    guard var last = extract(core.state) else { return nil }
    let embed = CaseAccess.specialized(action).embed
    return Store<ChildState, ChildAction>(
      core: ScopedCore.child(
        of: core,
        toState: { parent in
          if let current = extract(parent) { last = current }
          return last
        },
        fromAction: embed,
        remembersLastState: true
      )
    )
  }

  /// A store of a presented child, or `nil` while nothing is presented; its actions are sent
  /// as `.presented(…)`.
  ///
  /// ```swift
  /// if let addStore = store.scope(state: \.$addTask, action: \.addTask) { … }
  /// ```
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    guard var last = core.state[keyPath: state].wrappedValue else { return nil }
    let embed = CaseAccess.specialized(action).embed
    return Store<ChildState, ChildAction>(
      core: ScopedCore.child(
        of: core,
        toState: { parent in
          if let current = parent[keyPath: state].wrappedValue { last = current }
          return last
        },
        fromAction: { embed(.presented($0)) },
        remembersLastState: true
      )
    )
  }

  /// One store per row of an identified collection, in order: TCA's spelling of
  /// ``scope(forEach:action:)``.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in TodoRow(store: todoStore) }
  /// ```
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    scope(forEach: state, action: action)
  }

  // Not inlinable: hosts make row stores once per render, and row sends are rare next to
  // the sends of the screen's own store.
  /// One store per row of an identified collection, in order, each sending row actions.
  ///
  /// ```swift
  /// for todoStore in store.scope(forEach: \.todos, action: \.todos) { TodoRow(store: todoStore) }
  /// ```
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    forEach state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    let embed = CaseAccess(action).embed
    let elements = core.state[keyPath: state]
    return elements.ids.map { id in
      var last = elements[id: id]!
      return Store<ElementState, ElementAction>(
        core: ScopedCore.child(
          of: core,
          toState: { parent in
            if let current = parent[keyPath: state][id: id] { last = current }
            return last
          },
          fromAction: { embed(.element(id: id, action: $0)) },
          remembersLastState: true
        )
      )
    }
  }
}
