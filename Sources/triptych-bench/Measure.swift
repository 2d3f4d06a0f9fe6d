import Foundation

/// One benchmark case's result: the median time per operation over several rounds.
struct Measurement {
  var name: String
  var nanosecondsPerOperation: Double
  var note: String = ""
}

/// Runs `operation` `iterations` times per round, for `rounds` rounds, and keeps the median
/// round so one noisy round (another process on the 2 cores) does not skew the figure.
func measure(
  _ name: String,
  iterations: Int,
  rounds: Int = 7,
  note: String = "",
  _ operation: () -> Void
) -> Measurement {
  // One warm-up round pays for lazy initialisation and cold caches.
  for _ in 0..<max(1, iterations / 10) { operation() }
  var perRound: [Double] = []
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    for _ in 0..<iterations { operation() }
    let elapsed = ContinuousClock.now - start
    perRound.append(elapsed.nanoseconds / Double(iterations))
  }
  perRound.sort()
  return Measurement(name: name, nanosecondsPerOperation: perRound[rounds / 2], note: note)
}

/// Async variant of ``measure(_:iterations:rounds:note:_:)`` for cases that await.
func measureAsync(
  _ name: String,
  iterations: Int,
  rounds: Int = 7,
  note: String = "",
  isolation: isolated (any Actor)? = #isolation,
  _ operation: () async -> Void
) async -> Measurement {
  for _ in 0..<max(1, iterations / 10) { await operation() }
  var perRound: [Double] = []
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    for _ in 0..<iterations { await operation() }
    let elapsed = ContinuousClock.now - start
    perRound.append(elapsed.nanoseconds / Double(iterations))
  }
  perRound.sort()
  return Measurement(name: name, nanosecondsPerOperation: perRound[rounds / 2], note: note)
}

extension Duration {
  var nanoseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}

/// Prints a table of measurements, each with its ratio to `baseline`.
func report(title: String, baseline: Measurement, _ measurements: [Measurement]) {
  print("## \(title)")
  print("")
  print("| case | time/op | × baseline | note |")
  print("| --- | ---: | ---: | --- |")
  for m in [baseline] + measurements {
    let ratio = m.nanosecondsPerOperation / baseline.nanosecondsPerOperation
    print(
      "| \(m.name) | \(formatNanoseconds(m.nanosecondsPerOperation)) | "
        + "\(String(format: "%.2f", ratio))× | \(m.note) |"
    )
  }
  print("")
}

func formatNanoseconds(_ ns: Double) -> String {
  switch ns {
  case ..<1_000: String(format: "%.1f ns", ns)
  case ..<1_000_000: String(format: "%.2f µs", ns / 1_000)
  default: String(format: "%.2f ms", ns / 1_000_000)
  }
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Hides a value's origin from the optimiser, so a baseline is not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
