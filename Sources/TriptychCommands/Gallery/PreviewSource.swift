import Foundation
import Views

/// How many lines of code a preview takes: from the line its `Preview(` starts on to the line
/// where its brackets close. What it costs, in an architecture, to put a screen into a state.
///
/// ```swift
/// PreviewSource.lines(of: preview)  // 7
/// ```
enum PreviewSource {
  /// The preview's lines in its source file, or nil when the file is not on this machine.
  static func lines(of preview: Preview) -> Int? {
    guard let text = try? String(contentsOfFile: preview.filePath, encoding: .utf8) else {
      return nil
    }
    return lines(in: text, from: preview.line)
  }

  /// The lines from `line` (1-based) until the brackets opened from there close again;
  /// brackets inside string literals and `//` comments do not count.
  static func lines(in text: String, from line: Int) -> Int? {
    let allLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= allLines.count else { return nil }
    var depth = 0
    var opened = false
    for (offset, content) in allLines[(line - 1)...].enumerated() {
      var inString = false
      var previous: Character = " "
      for character in content {
        if inString {
          if character == "\"" && previous != "\\" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if character == "/" && previous == "/" {
          break
        } else if "({[".contains(character) {
          depth += 1
          opened = true
        } else if ")}]".contains(character) {
          depth -= 1
        }
        previous = character
      }
      if opened && depth <= 0 { return offset + 1 }
    }
    return nil
  }

  /// The median of `values` (the lower middle one for an even count), or nil for none.
  static func median(_ values: [Int]) -> Int? {
    guard !values.isEmpty else { return nil }
    return values.sorted()[(values.count - 1) / 2]
  }
}
