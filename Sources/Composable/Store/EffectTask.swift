import Synchronization

/// One effect's task, and the signal its end sends to whoever awaits it.
///
/// `Task.value` resumes its waiter on the global executor, so a store's actor awaiting its own
/// effect through it would hop to another thread and back. The completion resumes waiters on
/// their own isolation instead: awaiting an effect from the store's actor stays on its thread.
struct EffectTask: Hashable, Sendable {
  let task: Task<Void, Never>
  let completion: EffectCompletion
}

/// Tells the awaiters of one effect that it has ended (finished or cancelled).
final class EffectCompletion: Hashable, Sendable {
  private struct State {
    var hasEnded = false
    var waiters: [UnsafeContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Marks the effect as ended and resumes everyone awaiting it. Called once, at the end of
  /// the effect's task.
  func end() {
    let waiters = state.withLock { state in
      state.hasEnded = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the effect has ended, resuming on the caller's isolation.
  nonisolated(nonsending) func wait() async {
    if state.withLock({ $0.hasEnded }) { return }
    await withUnsafeContinuation { continuation in
      let hasEnded = state.withLock { state in
        if !state.hasEnded { state.waiters.append(continuation) }
        return state.hasEnded
      }
      if hasEnded { continuation.resume() }
    }
  }

  static func == (lhs: EffectCompletion, rhs: EffectCompletion) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
