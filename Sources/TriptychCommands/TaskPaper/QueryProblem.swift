import TaskPaper

/// A malformed item path as the command line says it: what is wrong and where, with the
/// query and a caret under the place, not the parser's list of what it would have accepted.
///
/// ```
/// Invalid item path: it ends where more was expected (column 10).
///   project [
///            ^
/// ```
enum QueryProblem {
  static func message(_ error: ItemPathError, in query: String) -> String {
    // The parser shows a few characters of what it found; the first word is what stopped it.
    let what =
      error.found.map { "“\($0.split(separator: " ").first ?? Substring($0))” cannot stand there" }
      ?? "it ends where more was expected"
    // The offset counts Unicode scalars; the caret line pads with as many.
    let column = error.offset + 1
    let caret = String(repeating: " ", count: min(error.offset, query.unicodeScalars.count)) + "^"
    return "Invalid item path: \(what) (column \(column)).\n  \(query)\n  \(caret)"
  }
}
