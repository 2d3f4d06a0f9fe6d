/// Counts over some Swift files: how much there is and what kind. Tallies add up, so a
/// feature folder's tally is the sum of its files' and a variant's the sum of its folders'.
///
/// ```swift
/// let file = SourceTally(swiftSource: "/// A task.\nstruct Task {}\n")
/// file.codeLines  // 1
/// file.commentLines  // 1
/// file.types  // 1
/// ```
public struct SourceTally: Codable, Equatable, Sendable {
  public var files = 0
  /// Lines holding code (a trailing comment does not make them comment lines).
  public var codeLines = 0
  /// Lines holding only comments (documentation included).
  public var commentLines = 0
  public var blankLines = 0
  /// `struct`, `class`, `enum` and `actor` declarations.
  public var types = 0
  public var protocols = 0
  /// Swift Testing `@Test` functions and XCTest `test…` methods.
  public var tests = 0

  public init() {}

  /// The tally of one file's text.
  public init(swiftSource text: String) {
    let scan = SwiftSourceScanner.scan(text)
    files = 1
    var usesXCTest = false
    for line in scan.lines {
      switch line.kind {
      case .blank: blankLines += 1
      case .comment: commentLines += 1
      case .code: codeLines += 1
      }
      guard line.kind == .code else { continue }
      let code = Substring(line.code)
      if code.contains("import XCTest") { usesXCTest = true }
      types += Self.typeDeclarations(in: code)
      protocols += code.matches(of: Self.protocolDeclaration).count
      tests += code.matches(of: Self.testAttribute).count
      if usesXCTest { tests += code.matches(of: Self.xcTestMethod).count }
    }
  }

  public static func + (lhs: SourceTally, rhs: SourceTally) -> SourceTally {
    var sum = lhs
    sum.files += rhs.files
    sum.codeLines += rhs.codeLines
    sum.commentLines += rhs.commentLines
    sum.blankLines += rhs.blankLines
    sum.types += rhs.types
    sum.protocols += rhs.protocols
    sum.tests += rhs.tests
    return sum
  }

  public static func += (lhs: inout SourceTally, rhs: SourceTally) { lhs = lhs + rhs }

  // MARK: Declarations

  private nonisolated(unsafe) static let typeKeyword = try! Regex(
    #"(?:^|[^\w.@])(struct|class|enum|actor)\s+([A-Za-z_]\w*)"#)
  private nonisolated(unsafe) static let protocolDeclaration = try! Regex(
    #"(?:^|[^\w.@])protocol\s+[A-Za-z_]\w*"#)
  private nonisolated(unsafe) static let testAttribute = try! Regex(#"@Test\b"#)
  private nonisolated(unsafe) static let xcTestMethod = try! Regex(#"\bfunc\s+test\w*\s*\("#)

  /// `class func`, `class var` and the like are members, not types.
  private static let memberKeywords: Set<Substring> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "private",
    "fileprivate", "internal", "public", "open", "static", "case", "required", "convenience",
  ]

  private static func typeDeclarations(in code: Substring) -> Int {
    code.matches(of: typeKeyword).count { match in
      guard let name = match.output[2].substring else { return false }
      return !memberKeywords.contains(name)
    }
  }
}
