import Dependencies

extension Effect {
  /// Gives the `.run` work of a presented or pushed feature a `dismiss` dependency that sends
  /// `dismissal` — the parent's `.dismiss` or `.popFrom(id:)` — so the feature can close
  /// itself without knowing its parent.
  func withDismissal(_ dismissal: @escaping @Sendable () -> Action) -> Self {
    transformingRuns { operation in
      { send in
        await withDependencies {
          $0.dismiss = DismissEffect { await send(dismissal()) }
        } operation: {
          await operation(send)
        }
      }
    }
  }
}
