import ArgumentParser

/// `triptych-bench`: speed and memory figures, each reported as a ratio to a baseline
/// measured in the same run (the machines are noisy; absolute numbers are not comparable).
///
/// ```
/// $ swift run -c release triptych-bench runtime
/// ```
@main
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "triptych-bench",
    abstract: "Benchmarks for Triptych's kits, each against a same-run baseline.",
    subcommands: [
      RuntimeBenchmark.self,
      TaskPaperBenchmark.self,
      WebBenchmark.self,
      DomainBenchmark.self,
      StoresBenchmark.self,
      AppBenchmark.self,
      AppWebBenchmark.self,
      AppMemoryBenchmark.self,
      ScaleBenchmark.self,
    ]
  )
}
