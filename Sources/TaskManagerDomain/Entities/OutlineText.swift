import TaskPaper

/// Checks TaskPaper text before it replaces a user's outline: the TaskPaper parser accepts
/// any text, so this is where bytes that are not text, and values the app cannot read, are
/// caught — with line numbers — before anything is stored.
///
/// ```swift
/// let problems = OutlineText.validate(Array(data))
/// // [ImportProblem(line: 4, column: 18, message: "@due(next week) is not a date: …")]
/// ```
public enum OutlineText {
  /// Larger files are refused: they would make every load slow for the user.
  public static let maximumByteCount = 64 * 1024 * 1024
  /// At most this many problems are listed; one is enough to refuse the text.
  public static let maximumProblemCount = 50

  /// Every problem in `bytes` (empty when it can be imported): invalid UTF-8, control
  /// characters, and `@due` values that are not dates.
  public static func validate(_ bytes: some Collection<UInt8>) -> [ImportProblem] {
    let bytes = Array(bytes)
    if bytes.count > maximumByteCount {
      return [
        ImportProblem(
          line: 1, column: nil,
          message:
            "the text is \(bytes.count / 1_048_576) MB; at most \(maximumByteCount / 1_048_576) MB can be imported"
        )
      ]
    }
    var problems = encodingProblems(bytes)
    // Dates are checked in valid text only: decoding invalid bytes would shift the columns.
    if !problems.contains(where: \.isEncodingProblem) {
      problems += dueDateProblems(String(decoding: bytes, as: UTF8.self))
      problems.sort { ($0.line, $0.column ?? 0) < ($1.line, $1.column ?? 0) }
    }
    return Array(problems.prefix(maximumProblemCount))
  }

  /// Every problem in `text`, as the bytes of its UTF-8 are checked.
  public static func validate(_ text: String) -> [ImportProblem] {
    validate(Array(text.utf8))
  }

  /// The outline of `text`, or every problem found in it.
  public static func parse(_ text: String) throws(OutlineEditError) -> Outline {
    let problems = validate(text)
    if !problems.isEmpty { throw .invalidText(problems) }
    return Outline(parsing: text)
  }

  /// The outline of UTF-8 `bytes`, or every problem found in them.
  public static func parse(_ bytes: some Collection<UInt8>) throws(OutlineEditError) -> Outline {
    let problems = validate(bytes)
    if !problems.isEmpty { throw .invalidText(problems) }
    return Outline(parsing: bytes)
  }

  private static func encodingProblems(_ bytes: [UInt8]) -> [ImportProblem] {
    var problems: [ImportProblem] = []
    var line = 1
    var column = 1
    var index = 0
    while index < bytes.count, problems.count < maximumProblemCount {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        // `\r\n` is one line break.
        let isPair =
          byte == UInt8(ascii: "\r") && index + 1 < bytes.count
          && bytes[index + 1] == UInt8(ascii: "\n")
        line += 1
        column = 1
        index += isPair ? 2 : 1
        continue
      }
      let length = sequenceLength(bytes, at: index)
      if length == 0 {
        problems.append(
          ImportProblem(
            line: line, column: column,
            message: "byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8"))
        index += 1
        column += 1
        continue
      }
      if length == 1, byte < 0x20 || byte == 0x7F, byte != UInt8(ascii: "\t") {
        let code = String(byte, radix: 16, uppercase: true)
        problems.append(
          ImportProblem(
            line: line, column: column,
            message:
              "control character U+\(String(repeating: "0", count: 4 - code.count))\(code) is not allowed in TaskPaper text"
          ))
      }
      index += length
      column += 1
    }
    return problems
  }

  /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is malformed.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return 0
    }
    guard index + length <= bytes.count else { return 0 }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let (min, max) = offset == 1 ? (low, high) : (0x80, 0xBF)
      if byte < min || byte > max { return 0 }
    }
    return length
  }

  private static func dueDateProblems(_ text: String) -> [ImportProblem] {
    guard text.contains("@due") else { return [] }
    var problems: [ImportProblem] = []
    var lineNumber = 0
    // `\r\n`, `\r` and `\n` all end a line, as in the parser.
    for line in text.split(
      omittingEmptySubsequences: false,
      whereSeparator: {
        $0 == "\n" || $0 == "\r" || $0 == "\r\n"
      })
    {
      lineNumber += 1
      guard line.contains("@due"),
        let value = Outline(parsing: String(line)).items.first?.tag("due")
      else { continue }
      do {
        _ = try DueDate(parsing: value)
      } catch {
        problems.append(
          ImportProblem(
            line: lineNumber, column: nil,
            message:
              "@due(\(value)) is not a date: \(error.reason) (write yyyy-MM-dd, optionally with HH:mm)"
          ))
        if problems.count == maximumProblemCount { break }
      }
    }
    return problems
  }
}

/// One reason TaskPaper text cannot be imported, with where it is.
public struct ImportProblem: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column (in Unicode scalars), when the problem is at one place in the line.
  public var column: Int?
  public var message: String

  public init(line: Int, column: Int?, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  var isEncodingProblem: Bool { message.hasSuffix("is not valid UTF-8") }

  public var description: String {
    if let column { return "line \(line), column \(column): \(message)" }
    return "line \(line): \(message)"
  }
}
