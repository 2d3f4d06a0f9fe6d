import CasePaths

// The `AnyCasePath` spellings of the child-running operators (see AnyCasePath+Scope.swift).

extension Reducer {
  /// Runs `child` on optional state while it is present: `action` is a case path value.
  ///
  /// ```swift
  /// .ifLet(\.child, action: /Action.child) { Child() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self, makeChild: child, state: state, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }

  /// Runs a presented child while it is presented: `action` is a case path value.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: AnyCasePath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> destination child: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _PresentationReducer(
      parent: self, makeChild: child, state: state, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }

  /// Presents state without logic of its own (an alert): `action` is a case path value.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: /Action.alert)
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: AnyCasePath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    _PresentationReducer(
      parent: self, makeChild: { EmptyReducer() }, state: state, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }

  /// Runs `child` on one case of an enum state, named by case path values.
  ///
  /// ```swift
  /// .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { Home() }
  /// ```
  @inlinable
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: AnyCasePath<State, ChildState>,
    action: AnyCasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: @escaping () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _IfCaseLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _IfCaseLetReducer(
      parent: self, makeChild: child, state: CaseAccess(state), action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }

  /// Runs `element` on the rows of an identified collection, for a case whose payload is
  /// `IdentifiedAction` and named by a case path value.
  ///
  /// ```swift
  /// .forEach(\.todos, action: /Action.todos) { Todo() }
  /// ```
  @inlinable
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, IdentifiedAction<ID, ElementAction>>,
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

  /// Runs `element` on the rows of an identified collection, for a case that carries a row's
  /// id and action as two values, the shape from before `IdentifiedAction`.
  ///
  /// ```swift
  /// enum Action { case todo(id: Todo.State.ID, action: Todo.Action) }
  /// .forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }
  /// ```
  @inlinable
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ elements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    let rows = action
    let access = CaseAccess<Action, IdentifiedAction<ID, ElementAction>>(
      embed: { identified in
        switch identified {
        case .element(let id, let elementAction): rows.embed((id, elementAction))
        }
      },
      extract: { rows.extract(from: $0).map { .element(id: $0.0, action: $0.1) } }
    )
    return _ForEachReducer(
      parent: self, element: element(), elements: elements, action: access,
      fileID: fileID, line: line
    )
  }

  /// Runs `element` on the screens of a navigation stack, for a case named by a case path
  /// value.
  ///
  /// ```swift
  /// .forEach(\.path, action: /Action.path) { Path() }
  /// ```
  @inlinable
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ stack: WritableKeyPath<State, StackState<ElementState>>,
    action: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _StackReducer(
      parent: self, element: element(), stack: stack, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }
}
