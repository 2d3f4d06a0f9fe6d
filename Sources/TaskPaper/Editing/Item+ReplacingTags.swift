extension Item {
  /// The body with the item's first tag named `name` replaced, where it stands, by
  /// `@newName(value)` (`@newName` for an empty value; `(` and `)` escaped); the rest of the
  /// line is kept byte for byte. A rename to a name an earlier tag has removes that earlier
  /// tag, which would otherwise hide the edited one (a repeated name keeps its first value);
  /// later tags of either name stay as they are. Without a tag named `name`, the first tag
  /// named `newName` is replaced; without either, the new tag is added at the end.
  ///
  /// ```swift
  /// let item = Outline(parsing: "- Tagtest @ux edited").items[0]
  /// item.bodyReplacingTag("ux", with: "ux", value: "high")  // "- Tagtest @ux(high) edited"
  /// ```
  public func bodyReplacingTag(_ name: String, with newName: String, value: String) -> String {
    let encoded = Outline.encodedTag(newName, value: value)
    let body = self.body
    return body.withUTF8Buffer { bytes in
      let matches = TagScanner(bytes, end: bytes.count).allMatches()
      func isNamed(_ match: TagScanner.Match, _ wanted: [UInt8]) -> Bool {
        bytes[match.nameStart..<match.nameEnd].elementsEqual(wanted)
      }
      let oldName = Array(name.utf8)
      let newNameBytes = Array(newName.utf8)
      // Gone since (another window)? Then the tag already named `newName` takes the value.
      let replaced =
        matches.firstIndex { isNamed($0, oldName) }
        ?? matches.firstIndex { isNamed($0, newNameBytes) }
      // Spliced from the end, so earlier ranges stay where they are.
      var result = Array(bytes)
      for (index, match) in matches.enumerated().reversed() {
        if index == replaced {
          // `@` is one byte: the name starts right after it, the whitespace before it stays.
          result.replaceSubrange((match.nameStart - 1)..<match.end, with: encoded)
        } else if let replaced, index < replaced, newNameBytes != oldName,
          isNamed(match, newNameBytes)
        {
          result.removeSubrange(match.start..<match.end)
        }
      }
      if replaced == nil {
        if !result.isEmpty, !Scalars.isWhitespace(UInt32(result[result.count - 1])) {
          result.append(UInt8(ascii: " "))
        }
        result.append(contentsOf: encoded)
      }
      return String(decoding: Outline.withoutLeadingIndentation(result), as: UTF8.self)
    }
  }
}
