import IssueReporting

/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// struct App: Reducer {
///   struct State { var settings = Settings.State() }
///   @CasePathable enum Action { case settings(Settings.Action) }
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.settings, action: \.settings) { Settings() }
///   }
/// }
/// ```
///
/// `state:` can also be a case key path of an enum state; the child runs only while the state
/// is in that case.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// Where the child's state is in the parent's.
  ///
  /// Flat cases of plain payloads, on purpose: holding a `StoredProperty` here instead (in a
  /// case, boxed, or as optionals beside the case access) made Swift 6.3 debug builds crash
  /// destroying a scope, with garbage where the state path was.
  @usableFromInline
  enum StatePath {
    /// A property stored directly inside the parent's state (see ``StoredProperty``).
    case inlineProperty(offset: Int)
    /// An inline property whose child takes every action of the parent: its actions are the
    /// parent's only case, laid out as the parent's action (a generic feature's
    /// `case inner(Inner.Action)`), so extracting one is reinterpreting it. `chain` goes from
    /// here to the leaf of the levels below that are alike (formed when the scope is).
    case inlinePropertyForEveryAction(offset: Int, chain: _InPlaceChain<ParentState, ParentAction>?)
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CaseAccess<ParentState, Child.State>)

    /// The path of a property: its offset when it is stored inline, else the key path.
    @inlinable
    static func property(
      _ keyPath: WritableKeyPath<ParentState, Child.State>, everyAction: Bool = false
    ) -> Self {
      guard let offset = ChildProperty.inlineOffset(of: keyPath) else { return .keyPath(keyPath) }
      return everyAction
        ? .inlinePropertyForEveryAction(offset: offset, chain: nil)
        : .inlineProperty(offset: offset)
    }
  }

  @usableFromInline typealias ChildProperty = StoredProperty<ParentState, Child.State>

  @usableFromInline let statePath: StatePath
  @usableFromInline let action: CaseAccess<ParentAction, Child.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// Whether the action path is one case of the parent's action enum (not a case inside a
  /// case), so that the action's tag tells whether it is the child's (see `ActionRouter`).
  @usableFromInline let actionIsOneCase: Bool

  /// Scopes `child` to the state at `state` and the actions in the `action` case.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .property(state, everyAction: CaseAccess.isOnlyCaseInPlace(action)),
      action: .specialized(action), actionIsOneCase: CaseAccess.isOneCase(action),
      child: child(), fileID: fileID, line: line)
  }

  /// Scopes `child` to the state at `state`: the label-less spelling of
  /// `init(state:action:child:)`.
  ///
  /// ```swift
  /// Scope(\.settings, action: \.settings) { Settings() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state: state, action: action, child: child, fileID: fileID, line: line)
  }

  /// Scopes `child` to one case of an enum state and the actions in the `action` case.
  ///
  /// Disfavored so that `Scope(state: \.self, action: \.self)`, which both spellings accept,
  /// means the whole state, as in TCA.
  @inlinable
  @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .casePath(CaseAccess(state)), action: .specialized(action),
      actionIsOneCase: CaseAccess.isOneCase(action), child: child(), fileID: fileID, line: line)
  }

  /// The scope from its resolved parts; every public spelling ends here.
  @inlinable
  init(
    statePath: StatePath, action: CaseAccess<ParentAction, Child.Action>,
    actionIsOneCase: Bool = false, child: Child, fileID: StaticString, line: UInt
  ) {
    let resolvedChild = child._resolvedReduceAndChain()
    let reduceChild = resolvedChild.reduce
    let innerChain = resolvedChild.chain
    if case .inlinePropertyForEveryAction(let offset, _) = statePath {
      let chain = Self.chain(
        offset: offset, innerChain: innerChain, reduceChild: reduceChild, embed: action.embed)
      self.statePath = .inlinePropertyForEveryAction(offset: offset, chain: chain)
    } else {
      self.statePath = statePath
    }
    self.action = action
    self.child = reduceChild
    self.fileID = fileID
    self.line = line
    self.actionIsOneCase = actionIsOneCase
  }

  /// The chain from a parent to the leaf through this scope, whose child is at `offset` and
  /// takes every action: the child's own chain one level longer, or, when the child is not
  /// such a scope, a chain whose leaf is the child.
  @inlinable
  static func chain(
    offset: Int,
    innerChain: _InPlaceChain<Child.State, Child.Action>?,
    reduceChild: @escaping (inout Child.State, Child.Action) -> Effect<Child.Action>,
    embed: @escaping @Sendable (Child.Action) -> ParentAction
  ) -> _InPlaceChain<ParentState, ParentAction> {
    if let inner = innerChain {
      let lift = inner.lift
      return _InPlaceChain(offset: offset + inner.offset, run: inner.run) {
        lift($0).map(embed)
      }
    }
    return _InPlaceChain(
      offset: offset,
      run: { state, action in
        // The action's bytes are this child's action (`inlinePropertyForEveryAction`).
        let effect = reduceChild(
          &state.assumingMemoryBound(to: Child.State.self).pointee,
          action.load(as: Child.Action.self))
        return effect.isNone ? nil : InPlaceEffect(effect)
      },
      lift: { unsafeDowncast($0, to: InPlaceEffect<Child.Action>.self).effect.map(embed) }
    )
  }

  /// The reduce function, and the chain to the leaf when this scope's child takes every
  /// action in place.
  @inlinable
  public func _resolvedReduceAndChain() -> _ResolvedParts<ParentState, ParentAction> {
    var chain: _InPlaceChain<ParentState, ParentAction>?
    if case .inlinePropertyForEveryAction(_, let formed) = statePath { chain = formed }
    let extract = action.extract
    return _ResolvedParts(
      reduce: _resolvedReduce(), chain: chain,
      isInCase: actionIsOneCase ? { extract($0) != nil } : nil)
  }

  /// Runs the child on the child's own actions; any other action changes nothing and starts
  /// no effect.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.action.extract(action) else { return .none }
    let effect = reduceChild(&state, childAction)
    return effect.isNone ? .none : effect.map(self.action.embed)
  }

  /// The reduce function, capturing only what it uses: a closure that captured `self` would
  /// copy the whole scope (retaining each of its closures) on every action, at every level.
  @inlinable
  public func _resolvedReduce() -> (inout ParentState, ParentAction) -> Effect<ParentAction> {
    let extract = action.extract
    let embed = action.embed
    let child = self.child
    switch statePath {
    case .inlinePropertyForEveryAction(_, let chain?):
      // Every action is the child's, and every level below down to the leaf reinterprets:
      // straight to the leaf.
      return { state, action in chain.reduce(&state, action) }
    case .inlineProperty(let offset), .inlinePropertyForEveryAction(let offset, nil):
      // `init` forms every scope's chain; were one missing, the case is checked as any other.
      return { state, action in
        guard let childAction = extract(action) else { return .none }
        let effect = ChildProperty.modify(&state, atInlineOffset: offset) {
          child(&$0, childAction)
        }
        return effect.isNone ? .none : effect.map(embed)
      }
    case .keyPath, .casePath:
      return { state, action in
        guard let childAction = extract(action) else { return .none }
        let effect = reduceChild(&state, childAction)
        return effect.isNone ? .none : effect.map(embed)
      }
    }
  }

  /// Runs the child on state reached through a key path or a case path.
  @inlinable
  func reduceChild(_ state: inout ParentState, _ childAction: Child.Action) -> Effect<Child.Action>
  {
    switch statePath {
    case .inlineProperty(let offset), .inlinePropertyForEveryAction(let offset, _):
      return ChildProperty.modify(&state, atInlineOffset: offset) { child(&$0, childAction) }
    case .keyPath(let keyPath):
      return child(&state[keyPath: keyPath], childAction)
    case .casePath(let casePath):
      guard var childState = casePath.extract(state) else {
        reportIssue(
          """
          A "Scope" at "\(fileID):\(line)" received a child action when the state was in \
          another case. Action: \(childAction)
          """
        )
        return .none
      }
      let effect = child(&childState, childAction)
      state = casePath.embed(childState)
      return effect
    }
  }
}
