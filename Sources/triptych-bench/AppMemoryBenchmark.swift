import ArgumentParser
import Foundation
import HeapStatistics
import TaskManagerDomain
import TriptychCommands
import Views
import ViewsTesting

/// `triptych-bench app-memory`: the heap each variant's TaskManager holds while it shows the
/// login page, per app, against an app of one `Text` hosted the same way in the same run.
///
/// What a server pays per visitor who opens the page and leaves, without the server: the
/// `app-web` benchmark's idle-session figure adds the session's own bookkeeping and the
/// allocator's slack to it. Quick (seconds), so it fits between two edits.
///
/// ```
/// $ swift run -c release triptych-bench app-memory --apps 500
/// ```
struct AppMemoryBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "app-memory",
    abstract: "Heap bytes per idle TaskManager app (login page shown), for every variant.",
    discussion: """
      Hosts --apps apps of each variant in ViewsTesting's driver, each rendered once, and \
      divides the heap bytes they hold (glibc's count of allocated bytes) by their number. \
      The baseline is an app of one Text, hosted and rendered the same way.
      """
  )

  @Option(help: "Apps hosted per variant (kept alive together).") var apps = 500

  @Option(help: "Variants, comma-separated (default: every variant `triptych serve` offers).")
  var architectures: String?

  func validate() throws {
    guard apps > 0 else { throw ValidationError("--apps must be positive.") }
  }

  @MainActor
  func run() async throws {
    let variants = try chosenVariants()
    let environment = TaskManagerEnvironment.inMemory()
    let baseline = bytesPerApp { _ in Text("Hello") }
    var rows = [
      "| app | heap per app | × one Text |", "| --- | ---: | ---: |",
      "| one `Text` (baseline) | \(formatBytes(baseline)) | 1.00× |",
    ]
    for variant in variants {
      let bytes = bytesPerApp { variant.makeApp($0, environment) }
      rows.append(
        "| \(variant.architecture.displayName) | \(formatBytes(bytes)) | "
          + String(format: "%.2f×", bytes / baseline) + " |")
    }
    print("## app-memory: heap per idle app (login page), \(apps) apps each\n")
    print(rows.joined(separator: "\n"))
  }

  private func chosenVariants() throws -> [TaskManagerVariant] {
    guard let architectures else { return TaskManagerVariants.available }
    return try architectures.split(separator: ",").map { name in
      do {
        return try TaskManagerVariants.variant(named: String(name))
      } catch {
        throw ValidationError("\(error)")
      }
    }
  }

  /// The heap held per app while `apps` of them are alive, after a few warm-up apps (so that
  /// caches filled once per process do not count).
  @MainActor
  private func bytesPerApp(_ makeApp: @escaping (HostContext) -> some View) -> Double {
    func hostedApp() -> ViewDriver {
      let driver = ViewDriver(isolation: MainActor.shared, app: makeApp)
      _ = driver.tree
      return driver
    }
    var kept: [ViewDriver] = []
    kept.reserveCapacity(apps)
    for _ in 0..<20 { kept.append(hostedApp()) }
    kept.removeAll(keepingCapacity: true)
    let before = heap_statistics_allocated_bytes()
    for _ in 0..<apps { kept.append(hostedApp()) }
    let after = heap_statistics_allocated_bytes()
    withExtendedLifetime(kept) {}
    return Double(Int(after) - Int(before)) / Double(apps)
  }
}
