import IssueReporting

extension Reducer {
  /// Runs a presented child feature while it is presented, dismisses it on `.dismiss`, and
  /// cancels its effects whenever the presentation ends.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in … }
  ///     .ifLet(\.$destination, action: \.destination) { Destination() }
  /// }
  /// ```
  ///
  /// Alerts and confirmation dialogs dismiss themselves after any of their buttons is tapped.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
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

  /// Presents state that has no logic of its own, such as an alert: tapping any of its
  /// buttons sends the button's action to this reducer and dismisses it.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$alert, action: \.alert)
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction>(
    _ state: WritableKeyPath<State, PresentationState<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    _PresentationReducer(
      parent: self, makeChild: { EmptyReducer() }, state: state, action: CaseAccess(action),
      fileID: fileID, line: line
    )
  }
}

extension Reducer {
  /// Presents a `@Reducer enum` destination, running the reducer of its cases.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  @inlinable
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
    action: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _PresentationReducer<Self, DestinationState._CaseBody>
  where DestinationState._CaseBody.Action == DestinationAction {
    _PresentationReducer(
      parent: self, makeChild: { DestinationState._caseBody }, state: state,
      action: CaseAccess(action), fileID: fileID, line: line
    )
  }
}

/// The reducer `ifLet` builds for `@Presents` state.
public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: _BuildsChildOnFirstAction {
  /// The parent's state: the presentation runs inside the parent feature.
  public typealias State = Parent.State
  /// The parent's action.
  public typealias Action = Parent.Action

  @usableFromInline let parent: (inout Parent.State, Parent.Action) -> Effect<Parent.Action>
  /// Builds the child; each store does so on the child's first action (see
  /// `ResolvedOnFirstAction`).
  public let makeChild: () -> Child
  @usableFromInline let state: WritableKeyPath<Parent.State, PresentationState<Child.State>>
  @usableFromInline let action: CaseAccess<Parent.Action, PresentationAction<Child.Action>>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

  @inlinable
  init(
    parent: Parent, makeChild: @escaping () -> Child,
    state: WritableKeyPath<Parent.State, PresentationState<Child.State>>,
    action: CaseAccess<Parent.Action, PresentationAction<Child.Action>>,
    fileID: StaticString, line: UInt
  ) {
    self.parent = parent._resolvedReduce()
    self.makeChild = makeChild
    self.state = state
    self.action = action
    self.fileID = fileID
    self.line = line
  }

  /// Runs the child on a presented action, then the parent, and dismisses or cancels the
  /// presentation's effects as the action and the parent's changes require.
  public func run(
    _ state: inout Parent.State, _ action: Parent.Action,
    child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  ) -> Effect<Parent.Action> {
    let presentationBefore = state[keyPath: self.state].presentationID
    var childEffect = Effect<Parent.Action>.none
    let presentationAction = self.action.extract(action)
    // Which alert or dialog an action answers: read before the parent can replace it.
    var answered: Int?
    if case .presented = presentationAction,
      let presented = state[keyPath: self.state].wrappedValue
    {
      answered = ephemeralID(presented)
    }

    if case .presented(let childAction) = presentationAction {
      if let id = presentationBefore, let presented = state[keyPath: self.state].wrappedValue {
        if Child.self == EmptyReducer<Child.State, Child.Action>.self, !isEphemeral(presented) {
          // Without a destination reducer only alerts and dialogs work; anything else would
          // silently ignore its actions.
          reportIssue(
            """
            An "ifLet" at "\(fileID):\(line)" has no reducer for its destination, so \
            \(childAction) does nothing. Pass one: .ifLet(…) { Destination.body }
            """
          )
        }
        let embed = self.action.embed
        let effect = child(
          &state[keyPath: self.state].wrappedValue!, childAction
        )
        childEffect =
          effect
          .map { embed(.presented($0)) }
          .withDismissal { embed(.dismiss) }
          .cancellable(id: PresentationEffectID(presentation: id))
      } else {
        reportIssue(
          """
          An "ifLet" at "\(fileID):\(line)" received a presented action while nothing was \
          presented. Action: \(childAction)
          """
        )
      }
    }

    let parentEffect = parent(&state, action)

    switch presentationAction {
    case .dismiss:
      state[keyPath: self.state].wrappedValue = nil
    case .presented:
      // An answered alert goes away, unless the parent answered it with another alert: that
      // one must stay on screen (as in TCA), so only the same presentation is dismissed.
      if let answered, let presented = state[keyPath: self.state].wrappedValue,
        ephemeralID(presented) == answered
      {
        state[keyPath: self.state].wrappedValue = nil
      }
    case nil:
      break
    }

    var effects = [childEffect, parentEffect]
    if let before = presentationBefore,
      state[keyPath: self.state].presentationID != before
    {
      effects.append(.cancel(id: PresentationEffectID(presentation: before)))
    }
    return .merge(effects)
  }
}

/// Cancels the effects of one presentation.
struct PresentationEffectID: Hashable, Sendable {
  let presentation: UInt64
}
