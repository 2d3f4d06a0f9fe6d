import Composable
import Views

extension NavigationStack {
  /// A navigation stack driven by a store's `StackState`, as TCA's
  /// `NavigationStack(path: $store.scope(state: \.path, action: \.path))` is: the top
  /// element's screen is shown with a store scoped to it; Back and the breadcrumb send
  /// `.popFrom(id:)`; push by sending `.push` (or appending to the state in a reducer).
  ///
  /// ```swift
  /// NavigationStack(path: store.scope(state: \.path, action: \.path)) {
  ///   SyncUpsList(store: store.scope(state: \.list, action: \.list))
  /// } destination: { store in
  ///   switch store.state {
  ///   case .detail: if let store = store.scope(state: \.detail, action: \.detail) {
  ///     SyncUpDetailView(store: store)
  ///   }
  ///   }
  /// } title: { state in state.title }
  /// ```
  public init<ElementState, ElementAction, Root: View, Destination: View>(
    path store: Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>,
    rootTitle: String = "Start",
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<ElementState, ElementAction>) -> Destination,
    title: ((ElementState) -> String)? = nil
  ) where Content == NavigationPathContent<StackElementID, Root, Destination> {
    let path = Views.Binding<[StackElementID]>(
      get: { Array(store.state.ids) },
      set: { ids in
        let current = store.state.ids
        // Shortening the path pops from the first element that is no longer in it.
        guard ids.count < current.count, Array(current.prefix(ids.count)) == ids else { return }
        store.send(.popFrom(id: current[ids.count]))
      })
    self.init(
      path: path, rootTitle: rootTitle, root: root,
      destination: { id in destination(store.element(id)) },
      title: title.map { title in { id in store.state[id: id].map(title) ?? "" } })
  }
}

extension Store {
  /// A store of the stack element `id`, which keeps showing its last state once popped.
  fileprivate func element<ElementState, ElementAction>(
    _ id: StackElementID
  ) -> Store<ElementState, ElementAction>
  where
    State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction>
  {
    // The view is only asked for ids on the stack, so the element exists when scoped.
    scope(state: \.[id: id], action: \.[id: id])!
  }
}
