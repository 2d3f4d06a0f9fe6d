// Codable forms of the model, for files that must name items across sessions (an exported
// action history says "tag item-7"): an outline is written as its TaskPaper text plus the
// identities of its items, so reading it back gives an equal outline — same text, same
// identities, same next identity.

/// An identity is written as its number.
///
/// ```swift
/// try JSONEncoder().encode(ItemID(rawValue: 7))  // 7
/// ```
extension ItemID: Codable {
  /// Reads an identity written as its number.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(Int.self))
  }

  /// Writes the identity as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// A tag is written as `{"name": "due", "value": "2026-11-30"}`.
extension Tag: Codable {
  private enum CodingKeys: String, CodingKey { case name, value }

  /// Reads a tag written as an object with `name` and `value`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      value: try container.decode(String.self, forKey: .value))
  }

  /// Writes the tag as an object with `name` and `value`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(value, forKey: .value)
  }
}

/// An outline is written as `{"text": "- a\n- b", "ids": [4, 9], "next": 10}`: its TaskPaper
/// text, the identity of each item in document order, and the identity the next inserted item
/// gets. Reading it back gives an outline equal to the one written.
///
/// ```swift
/// let json = try JSONEncoder().encode(outline)
/// try JSONDecoder().decode(Outline.self, from: json) == outline  // true
/// ```
extension Outline: Codable {
  private enum CodingKeys: String, CodingKey { case text, ids, next }

  /// Reads an outline written as its text, its items' identities and its next identity; throws when
  /// the identities do not fit the text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let ids = try container.decode([ItemID].self, forKey: .ids)
    let next = try container.decode(ItemID.self, forKey: .next)
    // An empty text parses as one empty item; an outline with no items is written with none.
    self =
      ids.isEmpty ? Outline() : Outline(parsing: try container.decode(String.self, forKey: .text))
    do {
      try assignIdentities(ids, next: next)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .ids, in: container,
        debugDescription: "The identities do not fit the text: \(error.description)")
    }
  }

  /// Writes the outline as its serialized text, its items' identities in order and its next
  /// identity.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(serialized(), forKey: .text)
    try container.encode(items.map(\.id), forKey: .ids)
    try container.encode(nextItemID, forKey: .next)
  }
}
