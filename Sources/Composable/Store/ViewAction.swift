/// An action with a case for what the view does, as TCA's `ViewAction` describes it: views
/// send only `View` actions, and the reducer handles them under `.view`.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case loaded([Item])
///   enum View { case onAppear, refreshTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction
  /// Wraps a view action.
  static func view(_ action: ViewAction) -> Self
}

/// A view that sends its feature's view actions with `send(.refreshTapped)`; `@ViewAction(for:)`
/// adds the conformance.
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's action.
  associatedtype StoreAction: ViewAction
  /// The store the view sends to.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.refreshTapped)` means `store.send(.view(.refreshTapped))`.
  @discardableResult
  public func send(
    _ action: StoreAction.ViewAction, isolation: isolated (any Actor)? = #isolation
  ) -> StoreTask {
    store.send(.view(action), isolation: isolation)
  }

  /// Sends a view action (the animation changes nothing here; see ``Animation``).
  @discardableResult
  public func send(
    _ action: StoreAction.ViewAction, animation: Animation?,
    isolation: isolated (any Actor)? = #isolation
  ) -> StoreTask {
    store.send(.view(action), isolation: isolation)
  }
}
