import Foundation

/// The files `import` and `export` read and write, with one wording for what went wrong:
/// `Cannot read FILE: there is no such file.`, `Cannot write FILE: the folder DIR does not
/// exist.` `-` is standard input or output.
///
/// ```swift
/// let bytes = try TransferFile.read("-")     // standard input
/// try TransferFile.write(data, to: "a.taskpaper")
/// ```
enum TransferFile {
  /// The file's bytes, or standard input's for `-`.
  static func read(_ path: String) throws(CommandFailure) -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    if let problem = readProblem(path) { throw CommandFailure("Cannot read \(path): \(problem).") }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandFailure("Cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// Replaces the file atomically.
  static func write(_ data: Data, to path: String) throws(CommandFailure) {
    if let problem = writeProblem(path) {
      throw CommandFailure("Cannot write \(path): \(problem).")
    }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure("Cannot write \(path): \(error.localizedDescription)")
    }
  }

  private static func readProblem(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "there is no such file"
    }
    if isDirectory.boolValue { return "it is a folder" }
    return FileManager.default.isReadableFile(atPath: path) ? nil : "permission denied"
  }

  private static func writeProblem(_ path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    if folder.isEmpty { folder = "." }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return "the folder \(folder) does not exist" }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return "it is a folder"
    }
    return FileManager.default.isWritableFile(atPath: folder) ? nil : "permission denied"
  }
}
