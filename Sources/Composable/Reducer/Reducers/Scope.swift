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
    /// `case inner(Inner.Action)`), so extracting one is reinterpreting it.
    case inlinePropertyForEveryAction(offset: Int)
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CaseAccess<ParentState, Child.State>)

    /// The path of a property: its offset when it is stored inline, else the key path.
    @inlinable
    static func property(
      _ keyPath: WritableKeyPath<ParentState, Child.State>, everyAction: Bool = false
    ) -> Self {
      guard let offset = ChildProperty.inlineOffset(of: keyPath) else { return .keyPath(keyPath) }
      return everyAction
        ? .inlinePropertyForEveryAction(offset: offset) : .inlineProperty(offset: offset)
    }
  }

  @usableFromInline typealias ChildProperty = StoredProperty<ParentState, Child.State>

  @usableFromInline let statePath: StatePath
  @usableFromInline let action: CaseAccess<ParentAction, Child.Action>
  @usableFromInline let child: (inout Child.State, Child.Action) -> Effect<Child.Action>
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt

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
      action: .specialized(action), child: child(), fileID: fileID, line: line)
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
      statePath: .casePath(CaseAccess(state)), action: .specialized(action), child: child(),
      fileID: fileID, line: line)
  }

  /// The scope from its resolved parts; every public spelling ends here.
  @inlinable
  init(
    statePath: StatePath, action: CaseAccess<ParentAction, Child.Action>, child: Child,
    fileID: StaticString, line: UInt
  ) {
    self.statePath = statePath
    self.action = action
    self.child = child._resolvedReduce()
    self.fileID = fileID
    self.line = line
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
    case .inlinePropertyForEveryAction(let offset):
      // Every action is the child's: no case to check, one call less per level of nesting.
      return { state, action in
        let childAction = unsafeBitCast(action, to: Child.Action.self)
        let effect = ChildProperty.modify(&state, atInlineOffset: offset) {
          child(&$0, childAction)
        }
        return effect.isNone ? .none : effect.map(embed)
      }
    case .inlineProperty(let offset):
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
    case .inlineProperty(let offset), .inlinePropertyForEveryAction(let offset):
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
