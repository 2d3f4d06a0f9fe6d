// The parser as it was before the one-pass rewrite (commit f86d9aa), kept verbatim apart from
// names so the rewrite can be checked against it on generated text: the conformance corpus is
// small, and the old parser matched it and birch's rules everywhere it was tested.
import TaskPaper

/// The old parser's answers: one `ParsedItem` per line.
enum Reference {
  struct ParsedItem: Equatable, CustomStringConvertible {
    var depth: Int
    var indent: Int
    var type: ItemType
    var body: String
    var content: String
    var tags: [Tag]
    var description: String { "\(depth)/\(indent) \(type) \(body.debugDescription) \(tags)" }
  }

  static func parse(_ text: String) -> [ParsedItem] {
    var next = 0
    return Array(text.utf8).withUnsafeBufferPointer { OutlineParser.parse($0, nextID: &next) }
  }
}

extension Reference {
  /// Derives type, content and tags from one body, following birch's TaskPaper rules.
  struct BodyAnalysis {
    /// Tag names birch keeps for its own attributes; they never become tags.
    static let reservedNames: Set<String> = ["type", "id", "text"]

    var type: ItemType
    var contentRange: Range<Int>
    var tags: [Tag]

    init(bytes: UnsafeBufferPointer<UInt8>) {
      let count = bytes.count
      var contentEnd = count
      tags = []
      if bytes.contains(UInt8(ascii: "@")) {
        let scanner = TagScanner(bytes, end: count)
        for match in scanner.allMatches() {
          let name = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[match.nameStart..<match.nameEnd]),
            as: UTF8.self)
          guard !Self.reservedNames.contains(name), !tags.contains(where: { $0.name == name })
          else {
            continue
          }
          var value = ""
          if let range = match.value {
            value = TagScanner.unescape(
              String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
          }
          tags.append(Tag(name: name, value: value))
        }
        if let start = scanner.trailingTagsStart() { contentEnd = start }
      }
      // Type and content come from the body without its trailing tags ("C" in the corpus README).
      var start = 0
      var end = contentEnd
      if contentEnd >= 2,
        bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+")
          || bytes[0] == UInt8(ascii: "*"),
        case (let c, let n) = Scalars.decode(bytes, at: 1, end: contentEnd), Scalars.isWhitespace(c)
      {
        type = .task
        start = 1 + n
      } else if contentEnd >= 1, bytes[contentEnd - 1] == UInt8(ascii: ":") {
        type = .project
        end = contentEnd - 1
      } else {
        type = .note
      }
      contentRange = start < end ? start..<end : 0..<count
    }
  }

  /// Builds items from TaskPaper text following birch-outline 0.2.1 (see the module docs).
  enum OutlineParser {
    private struct Line {
      var bodyStart: Int
      var bodyEnd: Int
      var level: Int
    }

    /// Parses UTF-8 text into items in document order, numbering identities from `nextID`.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, nextID: inout Int) -> [ParsedItem] {
      if let unixLines = LineNormalizer.normalizeLineEndings(input) {
        return unixLines.withUnsafeBufferPointer { parseNormalizedEndings($0, nextID: &nextID) }
      }
      return parseNormalizedEndings(input, nextID: &nextID)
    }

    private static func parseNormalizedEndings(
      _ bytes: UnsafeBufferPointer<UInt8>, nextID: inout Int
    ) -> [ParsedItem] {
      // A single line is not normalized at all, so its leading spaces stay in the body.
      if bytes.contains(UInt8(ascii: "\n")), let spaces = LineNormalizer.spacesPerTab(bytes) {
        let converted = LineNormalizer.convertSpaces(bytes, spaces: spaces)
        return converted.withUnsafeBufferPointer { buildItems($0, nextID: &nextID) }
      }
      return buildItems(bytes, nextID: &nextID)
    }

    private static func buildItems(_ bytes: UnsafeBufferPointer<UInt8>, nextID: inout Int)
      -> [ParsedItem]
    {
      var lines: [Line] = []
      lines.reserveCapacity(bytes.count / 24 + 1)
      var blank: [Bool] = []
      blank.reserveCapacity(bytes.count / 24 + 1)
      let n = bytes.count
      var start = 0
      while start <= n {
        var end = start
        var tabs = 0
        while end < n, bytes[end] == UInt8(ascii: "\t") {
          end += 1
          tabs += 1
        }
        let bodyStart = end
        var isBlank = true
        while end < n, bytes[end] != UInt8(ascii: "\n") {
          if isBlank {
            let b = bytes[end]
            if b >= 0x80 {
              isBlank = Scalars.isWhitespace(Scalars.decode(bytes, at: end, end: n).0)
            } else if b != 0x20 && (b < 0x09 || b > 0x0D) {
              isBlank = false
            }
          }
          end += 1
        }
        lines.append(Line(bodyStart: bodyStart, bodyEnd: end, level: tabs + 1))
        blank.append(isBlank)
        start = end + 1
      }
      // A blank line takes the level of the next real line; trailing blank lines get level 1.
      var nextLevel = 1
      for index in lines.indices.reversed() {
        if blank[index] {
          lines[index].level = nextLevel
        } else {
          nextLevel = lines[index].level
        }
      }
      // An item's parent is the nearest earlier item with a lower level.
      var items: [ParsedItem] = []
      items.reserveCapacity(lines.count)
      var stack: [Int] = []  // levels of the open ancestors
      for line in lines {
        while let last = stack.last, last >= line.level { stack.removeLast() }
        let indent = stack.last.map { line.level - $0 } ?? 1
        let body = UnsafeBufferPointer(rebasing: bytes[line.bodyStart..<line.bodyEnd])
        let analysis = BodyAnalysis(bytes: body)
        let range = analysis.contentRange
        items.append(
          ParsedItem(
            depth: stack.count, indent: indent, type: analysis.type,
            body: String(decoding: body, as: UTF8.self),
            content: String(
              decoding: UnsafeBufferPointer(rebasing: body[range]), as: UTF8.self),
            tags: analysis.tags))
        nextID += 1
        stack.append(line.level)
      }
      return items
    }
  }
}
