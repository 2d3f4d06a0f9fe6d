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
  @usableFromInline
  enum StatePath {
    /// A stored property laid out inline at this byte offset: reached by pointer arithmetic,
    /// which costs nothing next to applying a key path at run time (the difference is most of
    /// a scoped send's cost per level).
    case inlineProperty(offset: Int)
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CaseAccess<ParentState, Child.State>)
  }

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
    self.statePath =
      MemoryLayout<ParentState>.offset(of: state).map { .inlineProperty(offset: $0) }
      ?? .keyPath(state)
    self.action = CaseAccess(action)
    self.child = child()._resolvedReduce()
    self.fileID = fileID
    self.line = line
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
  @inlinable
  public init<ChildState, ChildAction>(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.statePath = .casePath(CaseAccess(state))
    self.action = CaseAccess(action)
    self.child = child()._resolvedReduce()
    self.fileID = fileID
    self.line = line
  }

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
    case .inlineProperty(let offset):
      return { state, action in
        guard let childAction = extract(action) else { return .none }
        let effect = Self.reduceInline(&state, at: offset, child, childAction)
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
    case .inlineProperty(let offset):
      return Self.reduceInline(&state, at: offset, child, childAction)
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

  /// Runs the child on its state stored inline in the parent's, at a byte offset.
  @inlinable
  static func reduceInline(
    _ state: inout ParentState,
    at offset: Int,
    _ child: (inout Child.State, Child.Action) -> Effect<Child.Action>,
    _ childAction: Child.Action
  ) -> Effect<Child.Action> {
    // `offset(of:)` is non-nil only for storage directly inside `ParentState`, which holds a
    // `Child.State` there for as long as `state` is borrowed.
    withUnsafeMutablePointer(to: &state) { parent in
      let field = UnsafeMutableRawPointer(parent).advanced(by: offset)
        .assumingMemoryBound(to: Child.State.self)
      return child(&field.pointee, childAction)
    }
  }
}
