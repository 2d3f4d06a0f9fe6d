import Composable
import Views

extension EffectLifecycle {
  /// Makes a store's effects part of the host's tracked work: the test driver waits for them
  /// to settle, and a virtual clock's sleepers inside them count as parked, so tests never
  /// sleep and the web host pushes their results.
  ///
  /// ```swift
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
