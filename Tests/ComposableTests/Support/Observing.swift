import Composable
import Observation

/// Runs `read` inside observation tracking; the returned flag turns true when what it read
/// changes.
func observingChange(_ read: () -> Void) -> LockIsolated<Bool> {
  let changed = LockIsolated(false)
  withObservationTracking(read) { changed.setValue(true) }
  return changed
}
