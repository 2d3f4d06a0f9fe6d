/// Where an inserted or moved item goes.
///
/// ```swift
/// try outline.insert("- New task", at: .lastChild(of: inboxID))
/// try outline.move(taskID, to: .before(otherID))
/// ```
public enum InsertionPoint: Hashable, Sendable {
  /// Just before the item, as its sibling.
  case before(ItemID)
  /// Just after the item and all its descendants, as its sibling.
  case after(ItemID)
  /// The first child of the item, or the first top-level item for `nil`.
  case firstChild(of: ItemID?)
  /// The last child of the item, or the last top-level item for `nil`.
  case lastChild(of: ItemID?)
}

extension Outline {
  /// Inserts a new item and returns its identity. The body must be one line.
  ///
  /// ```swift
  /// var outline = Outline(parsing: "Inbox:")
  /// let id = try outline.insert("- Buy milk", at: .lastChild(of: outline.items[0].id))
  /// outline.serialized()  // "Inbox:\n\t- Buy milk"
  /// ```
  @discardableResult
  public mutating func insert(_ body: String, at point: InsertionPoint) throws(TaskPaperError)
    -> ItemID
  {
    try Self.validate(body: body)
    let (index, depth) = try resolve(point)
    let id = ItemID(rawValue: nextID)
    nextID += 1
    items.insert(Item(id: id, body: body, depth: depth, indent: 1), at: index)
    items[index].indent = fittingIndent(at: index)
    return id
  }

  /// The indentation the item at `index` must have among its siblings for the text to read
  /// back the same: no deeper than the sibling before it (a line indented deeper than its
  /// previous sibling reads as that sibling's child) and no shallower than the one after it.
  /// It takes the previous sibling's, as a line typed below it would; 1 at the top level.
  func fittingIndent(at index: Int) -> Int {
    let depth = items[index].depth
    guard depth > 0 else { return 1 }
    var scan = index - 1
    while scan >= 0, items[scan].depth > depth { scan -= 1 }
    if scan >= 0, items[scan].depth == depth { return items[scan].indent }
    let next = subtreeEnd(of: index)
    if next < items.count, items[next].depth == depth { return items[next].indent }
    return 1
  }

  /// Deletes an item together with its descendants.
  ///
  /// ```swift
  /// try outline.delete(id)
  /// ```
  public mutating func delete(_ id: ItemID) throws(TaskPaperError) {
    let index = try requireIndex(id)
    items.removeSubrange(index..<subtreeEnd(of: index))
  }

  /// Moves an item with its descendants. Moving an item into its own subtree is an error.
  ///
  /// ```swift
  /// try outline.move(taskID, to: .lastChild(of: archiveID))
  /// ```
  public mutating func move(_ id: ItemID, to point: InsertionPoint) throws(TaskPaperError) {
    let index = try requireIndex(id)
    let end = subtreeEnd(of: index)
    let movedIDs = Set(items[index..<end].map(\.id))
    switch point {
    case .before(let target), .after(let target), .firstChild(of: .some(let target)),
      .lastChild(of: .some(let target)):
      if movedIDs.contains(target) {
        if case .before = point, target == id { return }
        if case .after = point, target == id { return }
        throw .invalidEdit("cannot move an item into its own subtree")
      }
    default: break
    }
    var subtree = Array(items[index..<end])
    let before = items
    items.removeSubrange(index..<end)
    let destination: Int
    let depth: Int
    do {
      (destination, depth) = try resolve(point)
    } catch {
      // A missing target must leave the outline as it was, not without the moved subtree.
      items = before
      throw error
    }
    let delta = depth - subtree[0].depth
    for i in subtree.indices { subtree[i].depth += delta }
    subtree[0].indent = 1
    items.insert(contentsOf: subtree, at: destination)
    items[destination].indent = fittingIndent(at: destination)
  }

  /// Makes the item the last child of its previous sibling (like pressing Tab in TaskPaper).
  public mutating func indent(_ id: ItemID) throws(TaskPaperError) {
    let index = try requireIndex(id)
    let depth = items[index].depth
    var previous = index - 1
    while previous >= 0, items[previous].depth > depth { previous -= 1 }
    guard previous >= 0, items[previous].depth == depth else {
      throw .invalidEdit("\(id) has no previous sibling to indent under")
    }
    try move(id, to: .lastChild(of: items[previous].id))
  }

  /// Makes the item the next sibling of its parent (like Shift-Tab in TaskPaper).
  public mutating func outdent(_ id: ItemID) throws(TaskPaperError) {
    let index = try requireIndex(id)
    guard let parent = parentIndex(of: index) else {
      throw .invalidEdit("\(id) is already at the top level")
    }
    try move(id, to: .after(items[parent].id))
  }

  /// Replaces an item's text (marker, text and tags); type and tags follow from it.
  ///
  /// ```swift
  /// try outline.setBody("Errands: @home", of: id)  // now a project tagged @home
  /// ```
  public mutating func setBody(_ body: String, of id: ItemID) throws(TaskPaperError) {
    try Self.validate(body: body)
    items[try requireIndex(id)].replaceBody(body)
  }

  static func validate(body: String) throws(TaskPaperError) {
    if body.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
      throw .invalidBody(body)
    }
    // Leading whitespace with a tab or a space would read back as indentation (or be cut by
    // the space normalization), so the text would no longer say what the outline holds.
    for scalar in body.unicodeScalars {
      guard Scalars.isWhitespace(scalar.value) else { break }
      if scalar == " " || scalar == "\t" { throw .invalidBody(body) }
    }
  }

  /// Drops a leading whitespace run that ``validate(body:)`` would refuse. Edits that remove a
  /// marker or a leading tag use it so the text keeps saying what the outline holds (birch
  /// would leave the space, which reads back as indentation).
  static func withoutLeadingIndentation(_ bytes: [UInt8]) -> [UInt8] {
    let body = String(decoding: bytes, as: UTF8.self)
    var end = body.unicodeScalars.startIndex
    var hasIndentation = false
    while end < body.unicodeScalars.endIndex, Scalars.isWhitespace(body.unicodeScalars[end].value) {
      if body.unicodeScalars[end] == " " || body.unicodeScalars[end] == "\t" {
        hasIndentation = true
      }
      end = body.unicodeScalars.index(after: end)
    }
    guard hasIndentation else { return bytes }
    return Array(String(String.UnicodeScalarView(body.unicodeScalars[end...])).utf8)
  }

  func requireIndex(_ id: ItemID) throws(TaskPaperError) -> Int {
    guard let index = index(of: id) else { throw .unknownItem(id) }
    return index
  }

  /// The index where a new subtree goes and the depth its root gets.
  private func resolve(_ point: InsertionPoint) throws(TaskPaperError) -> (Int, Int) {
    switch point {
    case .before(let id):
      let index = try requireIndex(id)
      return (index, items[index].depth)
    case .after(let id):
      let index = try requireIndex(id)
      return (subtreeEnd(of: index), items[index].depth)
    case .firstChild(of: nil):
      return (0, 0)
    case .lastChild(of: nil):
      return (items.count, 0)
    case .firstChild(of: .some(let id)):
      let index = try requireIndex(id)
      return (index + 1, items[index].depth + 1)
    case .lastChild(of: .some(let id)):
      let index = try requireIndex(id)
      return (subtreeEnd(of: index), items[index].depth + 1)
    }
  }
}
