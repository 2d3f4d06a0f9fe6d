import Synchronization

/// How far `/compare`'s measurement is: what it is doing and the share done, shown while the
/// first visit waits.
struct CompareProgress: Sendable, Equatable {
  var stage = "starting"
  /// From 0 to 1.
  var fraction = 0.0

  /// Written by the measurement, read by the page.
  final class Tracker: Sendable {
    private let state = Mutex(CompareProgress())

    var current: CompareProgress { state.withLock { $0 } }

    func update(_ stage: String, _ fraction: Double) {
      state.withLock { $0 = CompareProgress(stage: stage, fraction: min(max(fraction, 0), 1)) }
    }
  }
}
