/// An outline's items and the text most of them share, as buffers, for the length of one pass
/// over them: a query's evaluation, or the printing of its lines.
///
/// A predicate runs once per item, so it reads the item's type, tags and body in place: copying
/// an `Item` out of the array retains its text, and making a `String` per attribute allocates.
/// Items with a text of their own (edited ones) are not read here; callers ask them the slow
/// way, through `Item`'s accessors.
struct ItemBytes {
  let items: ItemAddresses
  /// The text that parsed items share, if any.
  let shared: ItemText?
  let text: UnsafeBufferPointer<UInt8>
  let tags: UnsafeBufferPointer<TagRange>
  /// The shared text's ``ItemText/tagNamesAreASCII``, read once.
  var tagNamesAreASCII = false

  /// What an attribute looks like for a byte-level comparison.
  enum Lookup {
    /// The item has no such tag.
    case absent
    /// The attribute's bytes, exactly the string the slow path would make.
    case bytes(UnsafeBufferPointer<UInt8>)
    /// Ask the slow way: the item has its own text, or the value holds escapes.
    case unavailable
  }

  /// No items and no text: a view to hold when there is nothing to read.
  static var empty: ItemBytes {
    ItemBytes(
      items: .empty, shared: nil,
      text: .init(start: nil, count: 0),
      tags: .init(start: nil, count: 0))
  }

  /// Runs `body` with the outline's items and shared text in place.
  static func with<R>(_ outline: Outline, _ body: (ItemBytes) -> R) -> R {
    outline.items.withItemAddresses { items in
      // Parsed items all share one text; after edits, the first item's is the best guess.
      guard items.count > 0 else { return body(.empty) }
      let shared = items[0].source
      return shared.withBytesAndTags { text, tags in
        body(
          ItemBytes(
            items: items, shared: shared, text: text, tags: tags,
            tagNamesAreASCII: shared.tagNamesAreASCII))
      }
    }
  }

  /// The type of the item at `index`.
  @inline(__always)
  func type(_ index: Int) -> ItemType { items[index].type }

  // Fields are read through `items[index]` one by one: a copy of the whole item would retain
  // and release its text for every item a query looks at.

  @inline(__always)
  private func isShared(_ index: Int) -> Bool {
    guard let shared else { return false }
    return Unmanaged.passUnretained(items[index].source).toOpaque()
      == Unmanaged.passUnretained(shared).toOpaque()
  }

  /// The body of the item at `index` (the `text` attribute).
  @inline(__always)
  func body(_ index: Int) -> Lookup {
    guard isShared(index) else { return .unavailable }
    let start = Int(items[index].bodyStart)
    return .bytes(
      UnsafeBufferPointer(rebasing: text[start..<(start + Int(items[index].bodyLength))]))
  }

  /// The raw value of the item's first tag called `name` (the `@name` attribute).
  /// `nameIsASCII` says whether `name` is.
  @inline(__always)
  func tag(_ index: Int, named name: UnsafeBufferPointer<UInt8>, nameIsASCII: Bool) -> Lookup {
    guard isShared(index) else { return .unavailable }
    let end = items[index].bodyStart &+ items[index].bodyLength
    // Both ASCII: equal names are equal bytes, so a length that differs settles it unread.
    let bytesOnly = nameIsASCII && tagNamesAreASCII
    var k = Int(items[index].firstTag)
    // `<=`: a lone `@` ending the body has an empty name right at its end (as in `Item`).
    while k < tags.count, tags[k].nameStart <= end {
      let tag = tags[k]
      k += 1
      let length = Int(tag.nameEnd &- tag.nameStart)
      if bytesOnly, length != name.count { continue }
      let candidate = UnsafeBufferPointer(rebasing: text[Int(tag.nameStart)..<Int(tag.nameEnd)])
      guard bytesOnly ? candidate.elementsEqual(name) : BodyAnalysis.sameName(candidate, name)
      else { continue }
      let value = UnsafeBufferPointer(rebasing: text[Int(tag.valueStart)..<Int(tag.valueEnd)])
      // `\(` and `\)` are unescaped in the value the slow path makes; rare, so left to it.
      let hasEscape =
        ByteSearch.first(UInt8(ascii: "\\"), in: value, from: 0, to: value.count) < value.count
      return hasEscape ? .unavailable : .bytes(value)
    }
    return .absent
  }
}
