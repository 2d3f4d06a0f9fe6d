/// What each line of a Swift file holds — code, comment, or nothing — and the code's text with
/// comments and string contents blanked, so declarations can be counted without being fooled
/// by a `class` inside a string or a commented-out `@Test`.
///
/// A small lexer rather than SwiftSyntax: the command line would otherwise link the compiler's
/// parser (minutes of release build) to tell code from comments.
///
/// ```swift
/// let scan = SwiftSourceScanner.scan("let a = 1 // one\n\n/* two */")
/// scan.lines.map(\.kind)  // [.code, .blank, .comment]
/// ```
struct SwiftSourceScanner {
  enum LineKind: Equatable {
    case blank, comment, code
  }

  struct Line: Equatable {
    /// Code wins: a line with code and a trailing comment is a code line.
    var kind: LineKind
    /// The line's code, comments removed and string literals reduced to `""`.
    var code: String
  }

  private(set) var lines: [Line] = []

  static func scan(_ text: String) -> SwiftSourceScanner {
    var scanner = SwiftSourceScanner()
    scanner.run(Array(text.unicodeScalars))
    return scanner
  }

  // MARK: Lexing

  /// Where the lexer is: strings may hold interpolations, which hold code, which may hold
  /// strings again; block comments nest.
  private enum Context {
    case code(parenDepth: Int)
    case string(multiline: Bool, hashes: Int)
    case blockComment(depth: Int)
  }

  private var hasCode = false
  private var hasComment = false
  private var code = ""

  private mutating func endLine() {
    let kind: LineKind = hasCode ? .code : hasComment ? .comment : .blank
    lines.append(Line(kind: kind, code: code))
    hasCode = false
    hasComment = false
    code = ""
  }

  private mutating func run(_ s: [Unicode.Scalar]) {
    var stack: [Context] = [.code(parenDepth: 0)]
    var i = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      i + offset < s.count ? s[i + offset] : nil
    }
    while i < s.count {
      let c = s[i]
      if c == "\n" {
        endLine()
        i += 1
        continue
      }
      switch stack[stack.count - 1] {
      case .blockComment(let depth):
        hasComment = hasComment || !c.properties.isWhitespace
        if c == "*" && at(1) == "/" {
          stack.removeLast()
          if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
          i += 2
        } else if c == "/" && at(1) == "*" {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          i += 2
        } else {
          i += 1
        }

      case .string(let multiline, let hashes):
        hasCode = true
        if c == "\\" {
          let closesHashes = (0..<hashes).allSatisfy { at(1 + $0) == "#" }
          if closesHashes && at(1 + hashes) == "(" {
            stack.append(.code(parenDepth: 0))
            code.append("\\(")
            i += 2 + hashes
          } else {
            // An escaped character is skipped with its backslash; a line continuation is not.
            i += hashes == 0 && at(1) != "\n" ? 2 : 1
          }
        } else if c == "\"" && closesString(s, at: i, multiline: multiline, hashes: hashes) {
          stack.removeLast()
          code.append("\"")
          i += (multiline ? 3 : 1) + hashes
        } else {
          i += 1
        }

      case .code(let depth):
        if c == "/" && at(1) == "/" {
          hasComment = true
          while i < s.count && s[i] != "\n" { i += 1 }
        } else if c == "/" && at(1) == "*" {
          stack.append(.blockComment(depth: 1))
          hasComment = true
          i += 2
        } else if c == "#" || c == "\"" {
          var hashes = 0
          while at(hashes) == "#" { hashes += 1 }
          guard at(hashes) == "\"" else {
            code.unicodeScalars.append(c)
            hasCode = true
            i += 1
            continue
          }
          let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
          stack.append(.string(multiline: multiline, hashes: hashes))
          code.append("\"")
          hasCode = true
          i += hashes + (multiline ? 3 : 1)
        } else {
          if !c.properties.isWhitespace { hasCode = true }
          code.unicodeScalars.append(c)
          if c == "(" {
            stack[stack.count - 1] = .code(parenDepth: depth + 1)
          } else if c == ")" {
            if depth == 0 && stack.count > 1 {
              stack.removeLast()  // the end of an interpolation: back in the string
            } else {
              stack[stack.count - 1] = .code(parenDepth: max(0, depth - 1))
            }
          }
          i += 1
        }
      }
    }
    if hasCode || hasComment || !code.isEmpty || lines.isEmpty { endLine() }
  }

  private func closesString(
    _ s: [Unicode.Scalar], at i: Int, multiline: Bool, hashes: Int
  ) -> Bool {
    let quotes = multiline ? 3 : 1
    for k in 0..<quotes where i + k >= s.count || s[i + k] != "\"" { return false }
    for k in 0..<hashes where i + quotes + k >= s.count || s[i + quotes + k] != "#" {
      return false
    }
    return true
  }
}
