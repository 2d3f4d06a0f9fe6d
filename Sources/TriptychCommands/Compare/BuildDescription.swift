import Foundation

/// What a timing depends on besides the code: the build's configuration and the machine, said
/// next to every figure `compare` and `/compare` show, since the same code is ten times
/// slower in a debug build and no two machines agree.
///
/// ```swift
/// BuildDescription.current.sentence
/// // "measured in a debug build on 2 cores (AMD EPYC 7B13), 23 GB of memory, Linux 6.1"
/// ```
struct BuildDescription: Sendable, Equatable {
  /// `debug` or `release`.
  var configuration: String
  var cores: Int
  /// The processor's model name, when the system says.
  var processor: String?
  var memoryBytes: UInt64
  var system: String

  static let current = BuildDescription(
    configuration: isDebugBuild ? "debug" : "release",
    cores: ProcessInfo.processInfo.activeProcessorCount,
    processor: processorName(),
    memoryBytes: ProcessInfo.processInfo.physicalMemory,
    system: ProcessInfo.processInfo.operatingSystemVersionString)

  private static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// `measured in a debug build on 2 cores (…), 23 GB of memory, …`.
  var sentence: String {
    let gigabytes = Int((Double(memoryBytes) / 1_073_741_824).rounded())
    let processor = processor.map { " (\($0))" } ?? ""
    return "measured in a \(configuration) build on \(cores) cores\(processor), "
      + "\(gigabytes) GB of memory, \(system)"
  }

  /// The first `model name` of `/proc/cpuinfo` (Linux), tidied.
  static func processorName(
    cpuinfo: String? = try? String(
      contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
  ) -> String? {
    guard let cpuinfo,
      let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    else { return nil }
    let name = line[line.index(after: colon)...].split(separator: " ").joined(separator: " ")
    return name.isEmpty ? nil : name
  }
}
