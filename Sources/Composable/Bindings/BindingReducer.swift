/// Applies binding changes to the state, so the rest of the reducer only reacts to them.
///
/// Put it first in `body`, so later reducers see the state after the change:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.query):
///       return .send(.search)
///     …
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
  let toViewAction: (Action) -> ViewAction?

  /// Creates the reducer.
  public init() where Action == ViewAction {
    self.toViewAction = { $0 }
  }

  /// Applies the binding changes that arrive inside the `action` case, for features whose
  /// bindings are view actions:
  ///
  /// ```swift
  /// enum Action: ViewAction {
  ///   case view(View)
  ///   enum View: BindableAction { case binding(BindingAction<State>) }
  /// }
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer(action: \.view)
  /// }
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    let extract = AnyCasePath(toViewAction).extract(from:)
    self.toViewAction = extract
  }

  /// Applies the action's binding change, if it carries one, and starts no effect.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toViewAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
