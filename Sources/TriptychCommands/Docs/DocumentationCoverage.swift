import Foundation

/// The public declarations of Swift sources and which of them lack a `///` summary: the
/// measure behind "every public declaration of every kit is documented".
///
/// A declaration is public when its line, after any attributes, starts with `public` or
/// `open`; it is documented when the nearest line above it that is not only attributes is a
/// `///` line (or ends a `/** … */` block). Extensions and imports are not declarations of
/// their own, and names starting with `_` are not meant for users.
///
/// ```swift
/// let coverage = DocumentationCoverage(
///   swiftSource: "/// A task.\npublic struct Task {}\npublic func run() {}\n", file: "Task.swift")
/// coverage.declarations  // 2
/// coverage.undocumented.map(\.line)  // [3]
/// ```
public struct DocumentationCoverage: Equatable, Sendable {
  /// A public declaration without a summary, where it is.
  public struct Declaration: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The declaration's line, trimmed.
    public var text: String

    public var description: String { "\(file):\(line): \(text)" }
  }

  /// The kits a user can take home: each one's public API is held to a summary per
  /// declaration.
  public static let kits = [
    "Composable", "ComposableViews", "ComposableTesting", "Views", "ViewsTesting", "Viper",
    "ViperTesting", "MVVM", "MVC", "WebHost", "Flows", "TaskPaper",
  ]

  /// Public declarations counted.
  public var declarations = 0
  /// The public declarations without a summary, in file and line order.
  public var undocumented: [Declaration] = []

  /// Public declarations with a summary.
  public var documented: Int { declarations - undocumented.count }

  /// Nothing counted yet.
  public init() {}

  /// The public declarations of one file's text; `file` names it in ``undocumented``.
  public init(swiftSource text: String, file: String) {
    let scan = SwiftSourceScanner.scan(text)
    let raw = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in scan.lines.enumerated() where line.kind == .code {
      guard Self.isPublicDeclaration(line.code) else { continue }
      declarations += 1
      if !Self.hasSummary(above: index, lines: scan.lines, raw: raw) {
        let text = index < raw.count ? raw[index].trimmingCharacters(in: .whitespaces) : ""
        undocumented.append(Declaration(file: file, line: index + 1, text: text))
      }
    }
  }

  /// Every `.swift` file under `folder`, files named relative to it.
  public init(folder: URL) throws {
    self.init()
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path } ?? []
    for url in files {
      let relative = String(url.path.dropFirst(folder.path.count + 1))
      self += DocumentationCoverage(
        swiftSource: try String(contentsOf: url, encoding: .utf8), file: relative)
    }
  }

  /// Both files' counts together.
  public static func += (lhs: inout DocumentationCoverage, rhs: DocumentationCoverage) {
    lhs.declarations += rhs.declarations
    lhs.undocumented += rhs.undocumented
  }

  // MARK: Reading lines

  /// Words that may stand between `public` and what is declared.
  private static let modifiers: Set<Substring> = [
    "public", "open", "final", "static", "override", "nonisolated", "mutating",
    "nonmutating", "indirect", "convenience", "required", "dynamic", "lazy", "weak",
    "unowned", "consuming", "borrowing", "distributed",
  ]
  private static let declarationKeywords: Set<Substring> = [
    "func", "var", "let", "init", "subscript", "struct", "class", "enum", "protocol",
    "typealias", "actor", "associatedtype", "case", "macro", "precedencegroup",
  ]

  static func isPublicDeclaration(_ code: String) -> Bool {
    let words = strippingAttributes(Substring(code)).split(whereSeparator: \.isWhitespace)
    guard let first = words.first, first == "public" || first == "open" else { return false }
    var index = 0
    // `private(set)`, `nonisolated(unsafe)`: a modifier with its argument.
    func isModifier(_ word: Substring) -> Bool {
      modifiers.contains(word.prefix { $0 != "(" })
        || word.hasSuffix("(set)")
    }
    while index < words.count, isModifier(words[index]) { index += 1 }
    // `class func`: `class` as a modifier.
    if index + 1 < words.count, words[index] == "class",
      declarationKeywords.contains(keyword(words[index + 1]))
    {
      index += 1
    }
    guard index < words.count else { return false }
    let declared = keyword(words[index])
    guard declarationKeywords.contains(declared) else { return false }
    if declared == "init" || declared == "subscript" { return true }
    let rest = words[index].dropFirst(declared.count)
    let name = rest.isEmpty && index + 1 < words.count ? words[index + 1] : rest
    return !name.drop { $0 == "`" }.hasPrefix("_")
  }

  /// `init?(…`, `func<T>`: the keyword a word starts with.
  private static func keyword(_ word: Substring) -> Substring {
    word.prefix { $0.isLetter }
  }

  /// `code` without its leading attributes (`@MainActor`, `@available(macOS 14, *)`).
  static func strippingAttributes(_ code: Substring) -> Substring {
    var rest = code.drop { $0.isWhitespace }
    while rest.first == "@" {
      rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      if rest.first == "(" {
        var depth = 0
        var end = rest.startIndex
        for index in rest.indices {
          if rest[index] == "(" { depth += 1 }
          if rest[index] == ")" { depth -= 1 }
          if depth == 0 {
            end = rest.index(after: index)
            break
          }
          end = rest.endIndex
        }
        rest = rest[end...]
      }
      rest = rest.drop { $0.isWhitespace }
    }
    return rest
  }

  private static func parenthesisBalance(_ code: String) -> Int {
    code.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
  }

  private static func hasSummary(
    above index: Int, lines: [SwiftSourceScanner.Line], raw: [Substring]
  ) -> Bool {
    var above = index - 1
    while above >= 0, lines[above].kind == .code {
      // An attribute written over several lines ends in its closing parenthesis: climb to
      // the line with its `@`.
      var start = above
      var balance = parenthesisBalance(lines[above].code)
      while balance < 0, start > 0 {
        start -= 1
        balance += parenthesisBalance(lines[start].code)
      }
      let attribute = lines[start...above].map(\.code).joined(separator: " ")
      guard strippingAttributes(Substring(attribute)).isEmpty else { break }
      above = start - 1
    }
    guard above >= 0, above < raw.count, lines[above].kind == .comment else { return false }
    let text = raw[above].trimmingCharacters(in: .whitespaces)
    return text.hasPrefix("///") || text.hasSuffix("*/")
  }
}
