/// Derives type, content and tags from one body, following birch's TaskPaper rules.
struct BodyAnalysis {
  /// Tag names birch keeps for its own attributes; they never become tags.
  static let reservedNames: Set<String> = ["type", "id", "text"]

  var type: ItemType
  var contentRange: Range<Int>
  var tags: [Tag]

  init(_ body: String) {
    self = body.withUTF8Buffer { BodyAnalysis(bytes: $0) }
  }

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
        guard !Self.reservedNames.contains(name), !tags.contains(where: { $0.name == name }) else {
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
