import CasePaths

// TCA 1.0–1.3 named cases with `AnyCasePath` values (`/Action.child`) before case key paths;
// codebases migrating to 1.x still have them everywhere. These spellings route exactly like
// the key-path ones: a case path resolves to the same embed and extract once, when the
// reducer is built.

extension CaseAccess {
  /// Accessors taken as they are from a case path value.
  @usableFromInline
  init(_ casePath: AnyCasePath<Root, Value>) {
    self.init(embed: casePath.embed, extract: casePath.extract(from:))
  }
}

extension Scope {
  /// Scopes `child` to the state at `state` and the actions `action` extracts: the spelling
  /// from before case key paths.
  ///
  /// ```swift
  /// Scope(state: \.settings, action: /Action.settings) { Settings() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .property(state), action: CaseAccess(action), child: child(), fileID: fileID,
      line: line)
  }

  /// Scopes `child` to one case of an enum state, named by case path values.
  ///
  /// ```swift
  /// Scope(state: /State.loggedIn, action: /Action.loggedIn) { Home() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state: AnyCasePath<ParentState, ChildState>,
    action: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      statePath: .casePath(CaseAccess(state)), action: CaseAccess(action), child: child(),
      fileID: fileID, line: line)
  }
}
