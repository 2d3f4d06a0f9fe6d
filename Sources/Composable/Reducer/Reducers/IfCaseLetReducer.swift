import IssueReporting

extension Reducer {
  /// Runs `child` on one case of an enum state while the state is in that case, before this
  /// reducer.
  ///
  /// ```swift
  /// @CasePathable enum State { case loggedOut(Login.State), loggedIn(Home.State) }
  ///
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifCaseLet(\.loggedOut, action: \.login) { Login() }
  ///     .ifCaseLet(\.loggedIn, action: \.home) { Home() }
  /// }
  /// ```
  @inlinable
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
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
}

/// The reducer ``Reducer/ifCaseLet(_:action:then:fileID:line:)`` builds.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: _BuildsChildOnFirstAction {
  /// The parent's state.
  public typealias State = Parent.State
  /// The parent's action.
  public typealias Action = Parent.Action

  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  /// Builds the child; each store does so on the child's first action (see
  /// `ResolvedOnFirstAction`).
  public let makeChild: () -> Child
  @usableFromInline let state: CaseAccess<Parent.State, Child.State>
  @usableFromInline let action: CaseAccess<Parent.Action, Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, makeChild: @escaping () -> Child, state: CaseAccess<Parent.State, Child.State>,
    action: CaseAccess<Parent.Action, Child.Action>, fileID: StaticString, line: UInt
  ) {
    self.parent = parent._resolvedReduce()
    self.makeChild = makeChild
    self.state = state
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  /// Runs a child action on the child's case (reporting an issue when the state is in
  /// another case), then the parent.
  @inlinable
  public func run(
    _ state: inout Parent.State, _ action: Parent.Action,
    child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Parent.Action> {
    var childEffect = Effect<Parent.Action>.none
    if let childAction = self.action.extract(action) {
      if var childState = self.state.extract(state) {
        let effect = child(&childState, childAction)
        state = self.state.embed(childState)
        childEffect = effect.isNone ? .none : effect.map(self.action.embed)
      } else {
        reportIssue(
          """
          An "ifCaseLet" at "\(fileID):\(line)" received a child action while the state was \
          in another case. Action: \(childAction)
          """
        )
      }
    }
    let parentEffect = parent(&state, action)
    return .combining(childEffect, parentEffect)
  }
}
