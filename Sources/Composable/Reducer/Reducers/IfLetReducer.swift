import IssueReporting

extension Reducer {
  /// Runs `child` on optional state while it is present, before this reducer.
  ///
  /// The child runs first so that, when the parent sets the state to `nil` in response to a
  /// child action, the child has already seen that action.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.home, action: \.home) { Home() }
  /// }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
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
}

/// The reducer ``Reducer/ifLet(_:action:then:fileID:line:)`` builds.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: _BuildsChildOnFirstAction {
  /// The parent's state.
  public typealias State = Parent.State
  /// The parent's action.
  public typealias Action = Parent.Action

  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  /// Builds the child; each store does so on the child's first action (see
  /// `ResolvedOnFirstAction`).
  public let makeChild: () -> Child
  @usableFromInline let state: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let action: CaseAccess<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, makeChild: @escaping () -> Child,
    state: WritableKeyPath<Parent.State, Child.State?>,
    action: CaseAccess<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
  ) {
    self.parent = parent._resolvedReduce()
    self.makeChild = makeChild
    self.state = state
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  /// Runs a child action on the child's state (reporting an issue when it is `nil`), then
  /// the parent.
  @inlinable
  public func run(
    _ state: inout Parent.State, _ action: Parent.Action,
    child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(action) {
      if state[keyPath: self.state] != nil {
        let effect = child(&state[keyPath: self.state]!, childAction)
        childEffect = effect.isNone ? .none : effect.map(self.action.embed)
      } else {
        reportIssue(
          """
          An "ifLet" at "\(fileID):\(line)" received a child action while its state was nil. \
          Action: \(childAction)

          Make sure the child's effects are cancelled (or finish) before its state is cleared.
          """
        )
      }
    }
    let parentEffect = parent(&state, action)
    return .combining(childEffect, parentEffect)
  }
}
