import Composable
import Views

extension Store where Action: BindableAction, Action.State == State {
  /// A two-way binding for a view field: reads the store, sends `.binding(.set(keyPath, _))`.
  ///
  /// ```swift
  /// TextField("Username", text: store.binding(\.username))
  /// ```
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Views.Binding<Value> {
    Views.Binding(
      // Through the store's member lookup, which observes this one field: a field bound to
      // the store is resolved again when it changes, not on every change of the state.
      get: { self[dynamicMember: keyPath] },
      set: { newValue in
        guard self[dynamicMember: keyPath] != newValue else { return }
        self.send(.binding(.set(keyPath, newValue)))
      }
    )
  }
}

extension Store {
  /// Whether a presented destination exists, as a binding a sheet or alert can close:
  /// closing sends `dismiss` only while something is still presented (an alert button's own
  /// action has usually dismissed it already).
  ///
  /// ```swift
  /// .sheet(isPresented: store.isPresenting(\.destination, dismiss: .destination(.dismiss)))
  /// ```
  public func isPresenting(_ isPresented: KeyPath<State, Bool>, dismiss: Action)
    -> Views.Binding<
      Bool
    >
  {
    Views.Binding(
      get: { self[dynamicMember: isPresented] },
      set: { newValue in
        guard !newValue, self[dynamicMember: isPresented] else { return }
        self.send(dismiss)
      }
    )
  }
}
