import Composable
import Synchronization

/// Counts a test store's effect tasks: those created and those whose work has begun.
///
/// A test that sends an action and then advances a test clock needs the action's effects to
/// have reached their `sleep` first. Effect tasks start on other threads; rather than guessing
/// how long that takes on a loaded machine, the test store waits until every task it created
/// has begun running (an effect's synchronous start, up to its first suspension, follows at
/// once on that task).
final class EffectStarts: Sendable {
  private struct Counts {
    var created = 0
    var begun = 0
  }

  private let counts = Mutex(Counts())

  /// Whether every effect task created so far has begun running.
  var haveAllBegun: Bool { counts.withLock { $0.created == $0.begun } }

  /// Hooks for the store: count each task as it is created and as its work begins.
  var lifecycle: EffectLifecycle {
    EffectLifecycle(
      willStart: { self.counts.withLock { $0.created += 1 } },
      didFinish: {},
      run: { operation in
        self.counts.withLock { $0.begun += 1 }
        await operation()
      }
    )
  }

  /// Returns once every created effect task has begun, and no new one appeared after a round
  /// of yields (an effect can start another, as concatenated and debounced effects do), or
  /// after `timeout`; then gives the tasks a moment to reach their first suspension.
  func waitUntilAllBegun(
    timeout: Duration, isolation: isolated (any Actor)? = #isolation
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var quietRounds = 0
    while quietRounds < 2, ContinuousClock.now < deadline {
      if haveAllBegun {
        quietRounds += 1
      } else {
        quietRounds = 0
        try? await Task.sleep(for: .microseconds(50))
      }
      await Task.megaYield()
    }
    // A task that has begun may still be on its way to its first suspension (a clock's sleep)
    // on another thread; a moment of real time covers that synchronous stretch.
    try? await Task.sleep(for: .milliseconds(1))
    await Task.megaYield()
  }
}
