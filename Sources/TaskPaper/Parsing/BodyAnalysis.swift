/// Derives type, content and tags from one body, following birch's TaskPaper rules.
enum BodyAnalysis {
  /// Tag names birch keeps for its own attributes; they never become tags.
  static let reservedNames: Set<String> = ["type", "id", "text"]
  /// How many distinct names a line keeps before they are looked up in a set instead.
  static let namesComparedOneByOne = 16

  /// Analyses the body `text[body]`: appends its tags to `tags` (first occurrence of each name,
  /// reserved names left out) and returns its type. Allocates nothing per line.
  @inline(__always)
  static func analyse(
    _ text: UnsafeBufferPointer<UInt8>, in body: Range<Int>, tags: inout TagTable
  ) -> ItemType {
    let bytes = UnsafeBufferPointer(rebasing: text[body])
    let count = bytes.count
    let scanner = TagScanner(bytes, end: count)
    let firstAt = scanner.nextAt(from: 0)
    guard firstAt < count else { return type(bytes, contentEnd: count).type }
    let base = body.lowerBound
    let firstKept = tags.ranges.count
    // Past a few tags, names kept so far are looked up in a set: comparing each new name with
    // every kept one made a line of thousands of tags quadratic.
    var keptNames: Set<String>? = nil
    scanner.forEachMatch(firstAt: firstAt) { match in
      let name = UnsafeBufferPointer(rebasing: bytes[match.nameStart..<match.nameEnd])
      let nameIsASCII = !name.contains(where: { $0 >= 0x80 })
      guard !isReserved(name, isASCII: nameIsASCII) else { return }
      if keptNames == nil, tags.ranges.count - firstKept >= Self.namesComparedOneByOne {
        keptNames = Set(
          (firstKept..<tags.ranges.count).map { kept in
            let range = tags.ranges[kept]
            return String(
              decoding: UnsafeBufferPointer(
                rebasing: text[Int(range.nameStart)..<Int(range.nameEnd)]), as: UTF8.self)
          })
      }
      if keptNames != nil {
        // `String` hashes and compares by canonical equivalence, like `sameName`.
        guard keptNames!.insert(String(decoding: name, as: UTF8.self)).inserted else { return }
      } else {
        // Indexes, not a slice of the array: a slice would retain its buffer for every tag.
        var kept = firstKept
        while kept < tags.ranges.count {
          let range = tags.ranges[kept]
          let keptName = UnsafeBufferPointer(
            rebasing: text[Int(range.nameStart)..<Int(range.nameEnd)])
          if sameName(keptName, name) { return }  // a repeated name keeps its first value
          kept += 1
        }
      }
      let value = match.value ?? match.nameEnd..<match.nameEnd
      tags.append(
        TagRange(
          nameStart: UInt32(base + match.nameStart), nameEnd: UInt32(base + match.nameEnd),
          valueStart: UInt32(base + value.lowerBound), valueEnd: UInt32(base + value.upperBound)),
        nameIsASCII: nameIsASCII)
    }
    let contentEnd = scanner.trailingTagsStart(firstAt: firstAt) ?? count
    return type(bytes, contentEnd: contentEnd).type
  }

  /// The byte range of the content within `bytes`, the body.
  static func contentRange(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let scanner = TagScanner(bytes, end: bytes.count)
    let firstAt = scanner.nextAt(from: 0)
    let contentEnd =
      firstAt < bytes.count
      ? scanner.trailingTagsStart(firstAt: firstAt) ?? bytes.count : bytes.count
    return type(bytes, contentEnd: contentEnd).content
  }

  /// Type and content come from the body without its trailing tags ("C" in the corpus README).
  private static func type(_ bytes: UnsafeBufferPointer<UInt8>, contentEnd: Int) -> (
    type: ItemType, content: Range<Int>
  ) {
    var start = 0
    var end = contentEnd
    let type: ItemType
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
    return (type, start < end ? start..<end : 0..<bytes.count)
  }

  /// Whether the name is one of ``reservedNames``. Names compare as strings (canonical
  /// equivalence), so only a non-ASCII name needs more than a look at its bytes.
  private static func isReserved(_ name: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> Bool {
    if !isASCII {
      return reservedNames.contains(String(decoding: name, as: UTF8.self))
    }
    switch name.count {
    case 2: return name[0] == UInt8(ascii: "i") && name[1] == UInt8(ascii: "d")
    case 4: return name.elementsEqual("type".utf8) || name.elementsEqual("text".utf8)
    default: return false
    }
  }

  /// Whether two tag names are the same string (canonical equivalence, as `String` compares).
  @inline(__always)
  static func sameName(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    // Lengths first: `elementsEqual` walks both, and most names differ in length.
    if a.count == b.count, a.elementsEqual(b) { return true }
    guard a.contains(where: { $0 >= 0x80 }) || b.contains(where: { $0 >= 0x80 }) else {
      return false
    }
    return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
  }
}
