import Composable
import Views

// The glue between a `Composable` store and a `Views` host, for apps outside this repository
// (`triptych new app`). TaskManagerTCA keeps its own internal copy of the same two helpers.

extension EffectLifecycle {
  /// Makes a store's effects part of the host's tracked work: the test driver waits for them
  /// to settle, a virtual clock's sleepers inside them count as parked, and the web host
  /// pushes their results.
  ///
  /// ```swift
  /// let store = Store(initialState: Feature.State(), runningOn: context.isolation!) { Feature() }
  /// store.effectLifecycle = .tracked(by: context.work.tracker)
  /// ```
  public static func tracked(by tracker: WorkTracker) -> EffectLifecycle {
    EffectLifecycle(
      willStart: { tracker.begin() },
      didFinish: { tracker.end() },
      run: { operation in
        await WorkTracker.$current.withValue(tracker) { await operation() }
      }
    )
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A two-way binding for a view field: reads the store, sends `.binding(.set(keyPath, _))`.
  ///
  /// ```swift
  /// TextField("Query", text: store.binding(\.query))
  /// ```
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Views.Binding<Value> {
    Views.Binding(
      get: { self.state[keyPath: keyPath] },
      set: { newValue in
        guard self.state[keyPath: keyPath] != newValue else { return }
        self.send(.binding(.set(keyPath, newValue)))
      }
    )
  }
}
