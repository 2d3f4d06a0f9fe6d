import ArgumentParser
import Foundation
import TaskPaper

/// The work behind the `taskpaper` subcommands, separate from printing so tests can call it.
public enum TaskPaperTool {
  /// A failure the command reports on stderr before exiting with ``exitCode``.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// Exit status for errors (unreadable file, invalid UTF-8, bad query).
  public static let errorExitCode: Int32 = 2

  /// Reads and parses a file, rejecting text that is not UTF-8.
  public static func load(_ path: String) throws(Failure) -> (text: String, outline: Outline) {
    let text = try read(path)
    return (text, Outline(parsing: text))
  }

  /// The file's text. A function of its own so that nothing but the text outlives reading:
  /// peak memory is the text plus the outline.
  private static func read(_ path: String) throws(Failure) -> String {
    do {
      return try TextFile.read(path)
    } catch {
      switch error {
      case .unreadable: throw Failure(message: "Cannot read \(path): \(error)")
      case .invalidUTF8: throw Failure(message: "\(path): \(error)")
      }
    }
  }

  /// `parse`: the corpus JSON, or a readable listing of the items.
  public static func parse(_ path: String, json: Bool) throws(Failure) -> String {
    let outline = try load(path).outline
    if json { return outline.jsonDescription() + "\n" }
    let parents = outline.parentIndexes()
    var out = ""
    for (index, item) in outline.items.enumerated() {
      let tags = item.tags.map { $0.value.isEmpty ? "@\($0.name)" : "@\($0.name)(\($0.value))" }
      out +=
        String(repeating: "  ", count: item.depth)
        + "\(index) \(item.type.rawValue): \(item.content)"
      if !tags.isEmpty { out += "  [" + tags.joined(separator: " ") + "]" }
      if let parent = parents[index] { out += "  (in \(parent))" }
      out += "\n"
    }
    return out
  }

  /// `query`: `{"matches":[…]}`, or the matching lines as they appear in the normalized text.
  public static func query(_ path: String, _ query: String, json: Bool) throws(Failure) -> String {
    let outline = try load(path).outline
    let matches: [Int]
    do {
      matches = try outline.query(query)
    } catch {
      throw Failure(message: QueryProblem.message(error, in: query))
    }
    if json { return "{\"matches\":[" + matches.map(String.init).joined(separator: ",") + "]}\n" }
    return outline.serializedLines(at: matches)
  }

  /// `format`: the normalized text, and whether the file already was normalized.
  public static func format(_ path: String) throws(Failure) -> (
    normalized: String, isNormalized: Bool
  ) {
    let (text, outline) = try load(path)
    let normalized = outline.serialized()
    return (normalized, normalized.utf8.elementsEqual(text.utf8))
  }

  static func writeError(_ message: String) {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
  }

  static func writeOutput(_ text: String) {
    // Written from the string's own storage rather than a copy of it.
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      FileHandle.standardOutput.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count,
          deallocator: .none))
    }
  }

  /// Runs `body`, printing a failure on stderr and exiting non-zero instead of crashing.
  static func run(_ body: () throws(Failure) -> Void) throws {
    do {
      try body()
    } catch {
      writeError(error.message)
      throw ExitCode(errorExitCode)
    }
  }
}
