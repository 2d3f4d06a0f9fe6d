/// The text that items were parsed from, with the tags found in it: one per document, shared
/// by all its items, so a parsed item is a few offsets into it rather than strings and arrays
/// of its own. An edited item gets one of these for its new body alone.
final class ItemText: @unchecked Sendable {
  // @unchecked: the tags are set once, by the parser that creates the text, before any item
  // referring to it leaves the parser; afterwards nothing mutates them.

  /// The whole text, native UTF-8 (so its bytes can be read in place).
  let text: String
  /// Every kept tag of every body, in text order; an item's tags are a run of them.
  private(set) var tags: [TagRange] = []
  /// Whether every tag name in ``tags`` is ASCII. Then an ASCII name can only equal another
  /// of the same bytes, so a query compares lengths first and reads no text for most tags.
  private(set) var tagNamesAreASCII = true

  init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self.text = text
  }

  /// Runs `body` over the text's UTF-8 bytes, in place.
  @inline(__always)
  func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)  // never: the text is contiguous
  }

  /// Runs `body` over the text's UTF-8 bytes and its tag table, both in place: the query engine
  /// reads every item's tags through these, without a per-item access to the array.
  @inline(__always)
  func withBytesAndTags<R>(
    _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<TagRange>) -> R
  ) -> R {
    withBytes { bytes in tags.withUnsafeBufferPointer { body(bytes, $0) } }
  }

  /// Takes the tags the parser found (see the note on thread safety above). The parser fills a
  /// ``TagTable`` of its own rather than this class's array: every access to a class's
  /// property is checked for exclusivity at run time, and a document has a tag per line or so.
  func setTags(_ table: TagTable) {
    tags = table.ranges
    tagNamesAreASCII = table.namesAreASCII
  }

  /// The `Substring` of `range`, sharing the text's storage.
  func slice(_ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    return text[
      utf8.index(
        utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
          utf8.startIndex, offsetBy: range.upperBound)]
  }
}

/// Where one tag's name and (still escaped) value are in an ``ItemText``. A tag without a value
/// has an empty value range.
struct TagRange {
  var nameStart: UInt32
  var nameEnd: UInt32
  var valueStart: UInt32
  var valueEnd: UInt32
}

/// The tags of a text being parsed, in text order, before ``ItemText/setTags(_:)``.
struct TagTable {
  var ranges: [TagRange] = []
  var namesAreASCII = true

  @inline(__always)
  mutating func append(_ tag: TagRange, nameIsASCII: Bool) {
    ranges.append(tag)
    if !nameIsASCII { namesAreASCII = false }
  }
}
