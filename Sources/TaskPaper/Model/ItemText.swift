/// The text that items were parsed from, with the tags found in it: one per document, shared
/// by all its items, so a parsed item is a few offsets into it rather than strings and arrays
/// of its own. An edited item gets one of these for its new body alone.
final class ItemText: @unchecked Sendable {
  // @unchecked: `tags` is only appended to by the parser that creates the text, before any
  // item referring to it leaves the parser; afterwards nothing mutates it.

  /// The whole text, native UTF-8 (so its bytes can be read in place).
  let text: String
  /// Every kept tag of every body, in text order; an item's tags are a run of them.
  fileprivate(set) var tags: [TagRange] = []

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

  /// Adds a tag found while parsing (see the note on thread safety above).
  func appendTag(_ tag: TagRange) { tags.append(tag) }

  /// Makes room for `count` tags in one allocation.
  func reserveTags(_ count: Int) { tags.reserveCapacity(count) }

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
