extension Outline {
  /// Adds a tag, or changes the value of the item's first tag with that name, in the body text
  /// as TaskPaper does: `@name(value)` with `(` and `)` escaped; an empty value writes `@name`.
  ///
  /// ```swift
  /// try outline.setTag("due", value: "2026-11-30", on: id)  // "- Buy milk @due(2026-11-30)"
  /// try outline.setTag("note", value: "a (b)", on: id)      // … @note(a \(b\))
  /// ```
  public mutating func setTag(_ name: String, value: String = "", on id: ItemID)
    throws(TaskPaperError)
  {
    try Self.validate(tagName: name)
    let index = try requireIndex(id)
    var encoded = Self.encodedTag(name, value: value)
    let body = items[index].body
    var bytes = Array(body.utf8)
    let range = Self.firstTagRange(named: name, in: body) ?? (bytes.count..<bytes.count)
    if range.lowerBound > 0 { encoded.insert(UInt8(ascii: " "), at: 0) }
    bytes.replaceSubrange(range, with: encoded)
    let newBody = String(decoding: bytes, as: UTF8.self)
    try Self.validate(body: newBody)
    items[index].replaceBody(newBody)
  }

  /// Removes the item's first tag with that name (with the whitespace before it; a tag that
  /// starts the body also takes the whitespace after it, which would read back as indentation).
  ///
  /// ```swift
  /// try outline.removeTag("done", from: id)  // "- Call Bob @done" → "- Call Bob"
  /// ```
  public mutating func removeTag(_ name: String, from id: ItemID) throws(TaskPaperError) {
    let index = try requireIndex(id)
    let body = items[index].body
    guard let range = Self.firstTagRange(named: name, in: body) else { return }
    var bytes = Array(body.utf8)
    bytes.removeSubrange(range)
    items[index].replaceBody(String(decoding: Self.withoutLeadingIndentation(bytes), as: UTF8.self))
  }

  /// Changes the item's type by editing its marker, as birch does: a task gains or loses the
  /// leading `- `, a project gains or loses the `:` before its trailing tags.
  ///
  /// ```swift
  /// try outline.setType(.project, of: id)  // "Errands @home" → "Errands: @home"
  /// ```
  public mutating func setType(_ type: ItemType, of id: ItemID) throws(TaskPaperError) {
    let index = try requireIndex(id)
    let item = items[index]
    guard item.type != type else { return }
    var bytes = Array(item.body.utf8)
    switch item.type {
    case .project:
      let colon = Self.trailingTagsStart(bytes) - 1
      bytes.remove(at: colon)
    case .task:
      let markerLength = bytes.withUnsafeBufferPointer {
        1 + Scalars.decode($0, at: 1, end: $0.count).1
      }
      bytes.removeFirst(markerLength)
    case .note:
      break
    }
    switch type {
    case .project: bytes.insert(UInt8(ascii: ":"), at: Self.trailingTagsStart(bytes))
    case .task: bytes.insert(contentsOf: "- ".utf8, at: 0)
    case .note: break
    }
    let body = String(decoding: Self.withoutLeadingIndentation(bytes), as: UTF8.self)
    let check = Item(id: id, body: body, depth: 0, indent: 1)
    guard check.type == type else {
      throw .invalidEdit(
        "\(item.body.debugDescription) cannot become a \(type.rawValue) by editing its marker")
    }
    items[index].replaceBody(body)
  }

  /// `@name(value)` as a body spells it: `(` and `)` in the value escaped, `@name` alone for
  /// an empty value.
  static func encodedTag(_ name: String, value: String) -> [UInt8] {
    var encoded = Array(("@" + name).utf8)
    guard !value.isEmpty else { return encoded }
    encoded.append(UInt8(ascii: "("))
    for byte in value.utf8 {
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
        encoded.append(UInt8(ascii: "\\"))
      }
      encoded.append(byte)
    }
    encoded.append(UInt8(ascii: ")"))
    return encoded
  }

  static func validate(tagName name: String) throws(TaskPaperError) {
    let valid =
      !name.isEmpty && !BodyAnalysis.reservedNames.contains(name)
      && name.unicodeScalars.allSatisfy { Scalars.isTagNameCharacter($0.value) }
    if !valid { throw .invalidTagName(name) }
  }

  /// The byte range of the first tag named `name` (with its leading whitespace), if any.
  static func firstTagRange(named name: String, in body: String) -> Range<Int>? {
    body.withUTF8Buffer { bytes in
      let target = Array(name.utf8)
      for match in TagScanner(bytes, end: bytes.count).allMatches()
      where bytes[match.nameStart..<match.nameEnd].elementsEqual(target) {
        return match.start..<match.end
      }
      return nil
    }
  }

  private static func trailingTagsStart(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { TagScanner($0, end: $0.count).trailingTagsStart() }
      ?? bytes.count
  }
}
