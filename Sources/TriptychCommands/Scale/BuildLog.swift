/// What one `swift build -v` did, read from its output: the Swift files the compiler compiled,
/// by module. Each compile job names its files with `-primary-file <path>`, so an incremental
/// build shows exactly what a change cost. (Without `-v`, SwiftPM's `[n/m] Compiling <Module>
/// <File>` lines name only some of a batch's files; they are read too, for logs that have
/// nothing else.)
///
/// ```swift
/// let log = BuildLog("swift-frontend -frontend -c -primary-file /app/Sources/Scale/A.swift")
/// log.filesCompiled(in: ["Scale"])  // 1
/// ```
public struct BuildLog: Equatable, Sendable {
  /// File paths (or names, from progress lines) by module, each once.
  public private(set) var compiled: [String: Set<String>] = [:]

  public init(_ output: String) {
    var fromJobs: [String: Set<String>] = [:]
    var fromProgress: [String: Set<String>] = [:]
    for line in output.split(separator: "\n") {
      if line.contains("-primary-file ") {
        for part in line.split(separator: " -primary-file ").dropFirst() {
          let path = part.prefix { $0 != " " }
          guard path.hasSuffix(".swift"), let module = Self.module(of: path) else { continue }
          fromJobs[module, default: []].insert(String(path))
        }
      } else if line.first == "[", let close = line.firstIndex(of: "]") {
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        guard rest.hasPrefix("Compiling ") else { continue }
        let words = rest.dropFirst("Compiling ".count)
        guard let space = words.firstIndex(of: " ") else { continue }
        let file = words[words.index(after: space)...]
        guard file.hasSuffix(".swift") else { continue }
        fromProgress[String(words[..<space]), default: []].insert(String(file))
      }
    }
    compiled = fromJobs.isEmpty ? fromProgress : fromJobs
  }

  /// The target a source path belongs to: the folder after its last `/Sources/`.
  static func module(of path: Substring) -> String? {
    guard let range = path.range(of: "/Sources/", options: .backwards) else { return nil }
    let rest = path[range.upperBound...]
    guard let slash = rest.firstIndex(of: "/") else { return nil }
    return String(rest[..<slash])
  }

  /// Swift files compiled in `modules` (every module when nil).
  public func filesCompiled(in modules: Set<String>? = nil) -> Int {
    compiled.filter { modules?.contains($0.key) ?? true }.values.map(\.count).reduce(0, +)
  }

  /// Swift files compiled that are not the sources or tests of the package at `root`, by
  /// module: in a build of an app, the dependencies it rebuilt (its checkouts live under
  /// `root/.build`, so they count). Read from `-primary-file` paths only: progress lines
  /// name no folder.
  public func filesCompiled(notOwnedBy root: String) -> [String: Int] {
    let root = root.hasSuffix("/") ? root : root + "/"
    let owned = [root + "Sources/", root + "Tests/"]
    var result: [String: Int] = [:]
    for (module, files) in compiled {
      let others = files.count { file in
        file.hasPrefix("/") && !owned.contains { file.hasPrefix($0) }
      }
      if others > 0 { result[module] = others }
    }
    return result
  }
}
